// thresholds.json has one reader: no file means 0.5 for every label, a sound file its numbers, and a file
// that is there but damaged is refused by name (never read as 0.5s), also where "Try it" loads the model.
#include "core/eval/label_thresholds.h"
#include "core/eval/text_classifier.h"
#include "tests/support/file_helpers.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace hw;

namespace {

// A copy of the multi-label fixture classifier (five labels) that a test may give a thresholds.json.
QString classifierCopy(const QTemporaryDir& tmp) {
    const QString model = tmp.filePath(QStringLiteral("classifier"));
    QDir().mkpath(model);
    const QDir source(test::fixturesDir() + QStringLiteral("/models/bert-classifier"));
    for (const QString& name : source.entryList(QDir::Files))
        QFile::copy(source.filePath(name), QDir(model).filePath(name));
    return model;
}

} // namespace

class LabelThresholdsTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void noFileMeansHalfForEveryLabel();
    void savedThresholdsAreReadBack();
    void aDamagedFileIsRefusedByName_data();
    void aDamagedFileIsRefusedByName();
    void tryItRefusesADamagedFile();
};

void LabelThresholdsTest::noFileMeansHalfForEveryLabel() {
    QTemporaryDir tmp;
    Expected<QVector<double>> read = readThresholds(tmp.path(), 3);
    QVERIFY(read.ok());
    QCOMPARE(read.value(), QVector<double>({0.5, 0.5, 0.5}));
}

void LabelThresholdsTest::savedThresholdsAreReadBack() {
    QTemporaryDir tmp;
    QVERIFY(saveThresholds(tmp.path(), {0.25, 0, 1}).ok());
    Expected<QVector<double>> read = readThresholds(tmp.path(), 3);
    QVERIFY2(read.ok(), qPrintable(read.error().toString()));
    QCOMPARE(read.value(), QVector<double>({0.25, 0, 1}));
}

void LabelThresholdsTest::aDamagedFileIsRefusedByName_data() {
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("why");
    QTest::newRow("too short") << QByteArray("[0.3, 0.4]")
                               << "its list has length 2 where the model has 3 labels";
    QTest::newRow("too long") << QByteArray("[0.3, 0.4, 0.5, 0.6]")
                              << "its list has length 4 where the model has 3 labels";
    QTest::newRow("NaN") << QByteArray("[0.3, NaN, 0.5]") << "it is not valid JSON";
    QTest::newRow("null") << QByteArray("[0.3, null, 0.5]") << "the value for label 1 is null, not a number";
    QTest::newRow("a string") << QByteArray(R"([0.3, 0.4, "high"])")
                              << R"(the value for label 2 is "high", not a number)";
    QTest::newRow("a list") << QByteArray("[0.3, [0.4], 0.5]")
                            << "the value for label 1 is [0.4], not a number";
    QTest::newRow("an object") << QByteArray(R"({"thresholds": [0.3, 0.4, 0.5]})")
                               << "it holds a JSON object where a list of one number per label belongs";
    QTest::newRow("negative") << QByteArray("[0.3, -0.1, 0.5]")
                              << "the value for label 1 is -0.1, outside 0 to 1";
    QTest::newRow("above one") << QByteArray("[0.3, 0.4, 1.5]")
                               << "the value for label 2 is 1.5, outside 0 to 1";
    QTest::newRow("beyond a double") << QByteArray("[0.3, 0.4, 1e999]") << "it is not valid JSON";
    QTest::newRow("empty") << QByteArray() << "it is not valid JSON";
}

void LabelThresholdsTest::aDamagedFileIsRefusedByName() {
    QFETCH(QByteArray, content);
    QFETCH(QString, why);
    QTemporaryDir tmp;
    const QString path = tmp.filePath(QStringLiteral("thresholds.json"));
    test::writeBytes(path, content);
    Expected<QVector<double>> read = readThresholds(tmp.path(), 3);
    QVERIFY(!read.ok());
    const QString what = read.error().what.toString();
    QVERIFY2(what.startsWith(QStringLiteral("the model's thresholds.json cannot be used: ") + why),
             qPrintable(what));
    QCOMPARE(read.error().where.toString(), path);
    QVERIFY(read.error().how.toString().startsWith(QStringLiteral("delete it to decide every label at 0.5")));
}

void LabelThresholdsTest::tryItRefusesADamagedFile() {
    QTemporaryDir tmp;
    const QString model = classifierCopy(tmp);
    QVERIFY(TextClassifier::load(model, QStringLiteral("cpu")).ok());
    test::writeBytes(QDir(model).filePath(QStringLiteral("thresholds.json")), "[0.5, 0.5]");
    Expected<std::shared_ptr<TextClassifier>> loaded = TextClassifier::load(model, QStringLiteral("cpu"));
    QVERIFY(!loaded.ok());
    QVERIFY2(loaded.error().what.toString().contains(
                 QStringLiteral("its list has length 2 where the model has 5")),
             qPrintable(loaded.error().toString()));
    test::writeBytes(QDir(model).filePath(QStringLiteral("thresholds.json")), "[0, 0, 0, 0, 0]");
    loaded = TextClassifier::load(model, QStringLiteral("cpu"));
    QVERIFY2(loaded.ok(), qPrintable(loaded.error().toString()));
    Expected<QVector<LabelProbability>> labels = loaded.value()->classify(QStringLiteral("a text"), 32);
    QVERIFY(labels.ok());
    for (const LabelProbability& label : labels.value())
        QVERIFY(label.chosen);
}

QTEST_GUILESS_MAIN(LabelThresholdsTest)
#include "test_label_thresholds.moc"
