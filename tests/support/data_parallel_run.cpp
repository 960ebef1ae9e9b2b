#include "tests/support/data_parallel_run.h"

#include "tests/support/file_helpers.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>

namespace hw::test {

QString modelWithoutDropout(const QString& root) {
    const QString directory = QDir(root).filePath(QStringLiteral("model"));
    QDir().mkpath(directory);
    const QString source = fixturesDir() + QStringLiteral("/models/bert-mlm");
    for (const QString& name : QDir(source).entryList(QDir::Files))
        QFile::copy(QDir(source).filePath(name), QDir(directory).filePath(name));
    const QString configPath = QDir(directory).filePath(QStringLiteral("config.json"));
    QFile configFile(configPath);
    if (!configFile.open(QIODevice::ReadOnly))
        return directory;
    QJsonObject config = QJsonDocument::fromJson(configFile.readAll()).object();
    configFile.close();
    config.insert(QStringLiteral("hidden_dropout_prob"), 0.0);
    config.insert(QStringLiteral("attention_probs_dropout_prob"), 0.0);
    QFile::remove(configPath); // the copy keeps the fixture's read-only mode
    writeBytes(configPath, QJsonDocument(config).toJson());
    return directory;
}

QString writeVariedCorpus(const QString& root) {
    const QStringList words = QStringLiteral("the virus spread quickly in the city and hospitals reported "
                                             "new cases of infection among elderly patients")
                                  .split(QLatin1Char(' '));
    QByteArray text;
    for (int d = 0; d < 80; ++d) {
        QStringList sentence;
        for (int i = 0; i < 6 + (d * 7) % 23; ++i)
            sentence << words[(i * 3 + d) % words.size()];
        text += sentence.join(QLatin1Char(' ')).toUtf8() + ' ' + QByteArray::number(d) + "\n\n";
    }
    const QString path = QDir(root).filePath(QStringLiteral("corpus.txt"));
    writeBytes(path, text);
    return path;
}

std::vector<double> lossesOf(const QString& run) {
    QFile f(QDir(run).filePath(QStringLiteral("metrics.jsonl")));
    std::vector<double> out;
    if (!f.open(QIODevice::ReadOnly))
        return out;
    for (const QByteArray& line : f.readAll().split('\n')) {
        const QJsonObject o = QJsonDocument::fromJson(line).object();
        if (o.contains(QLatin1String("loss")))
            out.push_back(o.value(QLatin1String("loss")).toDouble());
    }
    return out;
}

} // namespace hw::test
