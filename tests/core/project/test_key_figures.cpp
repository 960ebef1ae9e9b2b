// An artefact's key figures as people read them: labelled, known ones first in a fixed order, numbers with
// three significant digits (counts whole, compact from ten thousand), sizes as sizes, yes/no, lists joined;
// tables and empty values left out.
#include "core/project/key_figures.h"

#include <QJsonArray>
#include <QTest>

using namespace hw;

class KeyFiguresTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void readsAsWords() {
        const QJsonObject figures{
            {QStringLiteral("test_f1_macro"), 0.9665831245},
            {QStringLiteral("parameters"), 547012},
            {QStringLiteral("multi_label"), true},
            {QStringLiteral("conflict_examples"), QJsonArray()},
            {QStringLiteral("per_class"), QJsonArray{QJsonObject{{QStringLiteral("f1"), 0.5}}}},
            {QStringLiteral("comparison"), QJsonObject{{QStringLiteral("seeds"), 3}}},
            {QStringLiteral("tokenizer"), QString()},
            {QStringLiteral("new_figure"), 2.5}};
        const QVector<KeyFigure> shown = keyFigures(figures);
        QStringList keys;
        for (const KeyFigure& f : shown)
            keys << f.key;
        QCOMPARE(keys, (QStringList{QStringLiteral("multi_label"), QStringLiteral("parameters"),
                                    QStringLiteral("test_f1_macro"), QStringLiteral("new_figure")}));
        QCOMPARE(keyFiguresLine(shown, &Text::toString, QStringLiteral(", ")),
                 QStringLiteral("multi-label yes, parameters 547k, test macro-F1 0.967, new figure 2.5"));
        QCOMPARE(keyFigures(figures, QLocale(QLocale::German)).at(2).value.toString(),
                 QStringLiteral("0,967"));
        const QString counts = keyFiguresLine(keyFigures({{QStringLiteral("documents"), 480},
                                                          {QStringLiteral("characters"), 48512},
                                                          {QStringLiteral("weight_bytes"), 2188000}}),
                                              &Text::toString, QStringLiteral(" · "));
        QCOMPARE(counts, QStringLiteral("documents 480 · characters 48.5k · weights 2.19 MB"));
    }

    // Scores line up (1.000 beside 0.967); counts of dropped or broken rows appear only when there are some.
    void scoresLineUpAndNoProblemsAreNotShown() {
        const QJsonObject figures{{QStringLiteral("test_f1_macro"), 1.0},
                                  {QStringLiteral("validation_f1_macro"), 0.96658},
                                  {QStringLiteral("malformed_rows"), 0},
                                  {QStringLiteral("duplicates_removed"), 3},
                                  {QStringLiteral("conflicting_texts_removed"), 0},
                                  {QStringLiteral("examples"), 0}};
        QCOMPARE(keyFiguresLine(keyFigures(figures), &Text::toString, QStringLiteral(", ")),
                 QStringLiteral(
                     "examples 0, duplicates removed 3, test macro-F1 1.000, validation macro-F1 0.967"));
        QCOMPARE(
            keyFigures({{QStringLiteral("accuracy"), 0.0}}, QLocale(QLocale::German)).at(0).value.toString(),
            QStringLiteral("0,000"));
    }

    // A fine-tuning run's row: each model's mean test macro-F1 over its seeds, with the spread.
    void aFineTuningRunShowsEachModelsScore() {
        const auto summary = [](double mean, double std) {
            return QJsonObject{{"test", QJsonObject{{"f1_macro", QJsonObject{{"mean", mean}, {"std", std}}}}},
                               {"runs", QJsonArray{}}};
        };
        const QJsonObject figures{{"models", QJsonObject{{"adapted", summary(0.9671, 0.0052)},
                                                         {"base", summary(0.95, 0.0)},
                                                         {"untested", QJsonObject{{"runs", QJsonArray{}}}}}}};
        QCOMPARE(keyFiguresLine(keyFigures(figures), &Text::toString, QStringLiteral(" · ")),
                 QStringLiteral("adapted test macro-F1 0.967 ± 0.005 · base test macro-F1 0.950 ± 0.000"));
    }

    void longListsAreCut() {
        QJsonArray labels;
        for (int i = 0; i < 12; ++i)
            labels.append(QJsonObject{{QStringLiteral("label"), QStringLiteral("l%1").arg(i)},
                                      {QStringLiteral("count"), i}});
        const QString line = keyFiguresLine(keyFigures({{QStringLiteral("labels"), labels}}), &Text::toString,
                                            QStringLiteral(", "));
        QCOMPARE(line, QStringLiteral("labels l0 0, l1 1, l2 2, l3 3, l4 4, l5 5, l6 6, l7 7, … (12)"));
    }

    // Settings as a property list: labelled where core records the key, every one with a value, yes/no,
    // lists joined; empty values and nested objects left out.
    void settingsReadAsAPropertyList() {
        const QJsonObject settings{{"learning_rate", 3.25e-5}, {"batch_size", 8},
                                   {"lowercase", false},       {"corpus_names", QJsonArray{"news", "law"}},
                                   {"cache_dir", ""},          {"identity", QJsonObject{{"seed", 1}}}};
        QCOMPARE(lines(settingEntries(settings)),
                 (QStringList{"corpora = news, law", "lowercase = no", "batch size = 8",
                              "learning rate = 3.25e-05"}));
    }

    // What it is and what it was made from first, the run's settings next, folders and files last.
    void settingsAreOrderedForReading() {
        const QJsonObject settings{{"output", "/runs/a"},
                                   {"lr", 5e-5},
                                   {"corpus_names", QJsonArray{"demo-news"}},
                                   {"kind", "wordpiece"},
                                   {"model", "/models/base"},
                                   {"batch_size", 16}};
        QStringList keys;
        for (const KeyFigure& e : settingEntries(settings))
            keys << e.key;
        QCOMPARE(keys, (QStringList{"kind", "corpus_names", "batch_size", "lr", "model", "output"}));
    }

    // Values for people: shares as percentages, three significant digits unless a chosen value has more,
    // units, what a 0 means, known words in words, the locale's digits.
    void settingValuesReadAsWords() {
        const QJsonObject settings{{"validation_ratio", 0.1},
                                   {"character_coverage", 0.9995},
                                   {"weight_decay", 0.0123},
                                   {"adam_beta2", 0.123456789},
                                   {"seq_len", 128},
                                   {"time_limit", 5400},
                                   {"max_chars", 0},
                                   {"patience", 0},
                                   {"kind", "vocabulary transferred"},
                                   {"format", "hf"},
                                   {"measure", "something new"},
                                   {"max_steps", 100000},
                                   {"int8", true}};
        QCOMPARE(
            lines(settingEntries(settings)),
            (QStringList{"kind = fitted to another tokenizer", "measure = something new",
                         "format = Hugging Face", "maximum characters per document = no limit",
                         "validation share = 10%", "character coverage = 99.95%", "quantised int8 copy = yes",
                         "adam beta2 = 0.123457", "max steps = 100000", "patience = never",
                         "seq len = 128 tokens", "time limit = 90 min", "weight decay = 0.0123"}));
        auto valueOf = [](const QJsonObject& s, const QLocale& locale) {
            return settingEntries(s, locale).value(0).value.toString();
        };
        QCOMPARE(valueOf({{"time_limit", 7200}}, QLocale::c()), QStringLiteral("2 h"));
        QCOMPARE(valueOf({{"time_limit", 0}}, QLocale::c()), QStringLiteral("none"));
        QCOMPARE(valueOf({{"test_ratio", 0.125}}, QLocale(QLocale::German)), QStringLiteral("12,5%"));
        QCOMPARE(valueOf({{"max_steps", 100000}}, QLocale(QLocale::English, QLocale::UnitedStates)),
                 QStringLiteral("100,000"));
        QCOMPARE(valueOf({{"lr", 2e-5}}, QLocale::c()), QStringLiteral("2e-05"));
        QVERIFY(settingEntries({{"texts", QJsonArray()}, {"generator", ""}}).isEmpty());
    }

    // Core labels the keys its jobs record, except the run settings: their tables label them.
    void recordedKeysHaveLabels() {
        QCOMPARE(QString::fromUtf8(recordedSettingLabel(QStringLiteral("corpus_names"))),
                 QStringLiteral("corpora"));
        QVERIFY(recordedSettingLabel(QStringLiteral("data_sha256")));
        QVERIFY(!recordedSettingLabel(QStringLiteral("batch_size")));
        QVERIFY(!recordedSettingLabel(QStringLiteral("seq_len")));
        QVERIFY(!recordedSettingLabel(QStringLiteral("no_such_key")));
    }

private:
    static QStringList lines(const QVector<KeyFigure>& entries) {
        QStringList out;
        for (const KeyFigure& entry : entries)
            out << entry.label.toString() + QStringLiteral(" = ") + entry.value.toString();
        return out;
    }
};

QTEST_GUILESS_MAIN(KeyFiguresTest)
#include "test_key_figures.moc"
