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

    void longListsAreCut() {
        QJsonArray labels;
        for (int i = 0; i < 12; ++i)
            labels.append(QJsonObject{{QStringLiteral("label"), QStringLiteral("l%1").arg(i)},
                                      {QStringLiteral("count"), i}});
        const QString line = keyFiguresLine(keyFigures({{QStringLiteral("labels"), labels}}), &Text::toString,
                                            QStringLiteral(", "));
        QCOMPARE(line, QStringLiteral("labels l0 0, l1 1, l2 2, l3 3, l4 4, l5 5, l6 6, l7 7, … (12)"));
    }

    // Settings as a property list: every one with a value, exact (a learning rate is not rounded), yes/no,
    // lists joined; empty values and nested objects left out.
    void settingsReadAsAPropertyList() {
        const QJsonObject settings{{"learning_rate", 3.25e-5}, {"batch_size", 8},
                                   {"lowercase", false},       {"corpus_names", QJsonArray{"news", "law"}},
                                   {"cache_dir", ""},          {"identity", QJsonObject{{"seed", 1}}}};
        QStringList lines;
        for (const KeyFigure& entry : settingEntries(settings))
            lines << entry.label.toString() + QStringLiteral(" = ") + entry.value.toString();
        QCOMPARE(lines, (QStringList{"batch size = 8", "corpus names = news, law", "learning rate = 3.25e-05",
                                     "lowercase = no"}));
    }
};

QTEST_GUILESS_MAIN(KeyFiguresTest)
#include "test_key_figures.moc"
