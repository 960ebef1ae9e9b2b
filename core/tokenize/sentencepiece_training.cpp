#include "core/tokenize/sentencepiece_training.h"

#include "core/system/helper_paths.h"
#include "core/system/intra_op_threads.h"
#include "core/tokenize/corpus_lines.h"

#include <QDir>
#include <QProcess>
#include <QRegularExpression>

#include <cmath>

namespace hw {

namespace {

// Turns SentencePiece's log lines into progress: BPE's "size=N" counts pieces up to the target; unigram's
// EM rounds ("EM sub_iter=... size=N") prune from the seed pieces ("Initialized N seed sentencepieces") down
// to it, shrinking by a constant factor per round, so the share done is measured on a log scale.
class TrainingLogReader {
public:
    TrainingLogReader(const TokenizerTrainingSpec& spec, JobContext& context)
        : m_spec(spec)
        , m_context(context) {}

    void read(const QByteArray& chunk) {
        m_buffer += chunk;
        int newline;
        while ((newline = int(m_buffer.indexOf('\n'))) >= 0) {
            line(QString::fromUtf8(m_buffer.left(newline)));
            m_buffer.remove(0, newline + 1);
        }
    }
    QString lastError() const { return m_lastError; }

private:
    void line(const QString& text) {
        static const QRegularExpression size(QStringLiteral("\\bsize=(\\d+)"));
        static const QRegularExpression seeded(QStringLiteral("Initialized (\\d+) seed sentencepieces"));
        if (text.contains(QLatin1String("LOG(ERROR)")) ||
            text.contains(QLatin1String("headwater-spm-train:")))
            m_lastError = text.section(QStringLiteral(") "), -1).trimmed();
        if (text.contains(QLatin1String("Loading corpus")))
            m_context.progress(Text::tr("reading corpus"), 0, 0);
        const double target = m_spec.vocabSize;
        if (const QRegularExpressionMatch s = seeded.match(text); s.hasMatch())
            m_seed = s.captured(1).toDouble();
        if (text.contains(QLatin1String("Saving model"))) {
            m_context.progress(m_spec.kind == TokenizerKind::Bpe ? Text::tr("learning merges")
                                                                 : Text::tr("pruning pieces"),
                               100, 100, ProgressUnit::Percent);
            return;
        }
        const QRegularExpressionMatch m = size.match(text);
        if (!m.hasMatch())
            return;
        const double n = m.captured(1).toDouble();
        if (m_spec.kind == TokenizerKind::Bpe) {
            m_context.progress(Text::tr("learning merges"), std::min(100.0, 100.0 * n / target), 100,
                               ProgressUnit::Percent);
        } else if (text.contains(QLatin1String("EM sub_iter")) && m_seed > target) {
            const double done = std::log(m_seed / std::max(n, target)) / std::log(m_seed / target);
            m_context.progress(Text::tr("pruning pieces"), std::clamp(done, 0.0, 1.0) * 100, 100,
                               ProgressUnit::Percent);
        }
    }

    const TokenizerTrainingSpec& m_spec;
    JobContext& m_context;
    QByteArray m_buffer;
    QString m_lastError;
    double m_seed = 0;
};

} // namespace

Expected<bool> trainSentencePiece(const TokenizerTrainingSpec& spec, const QString& directory,
                                  JobContext& context) {
    const QString helper = findHelper(QStringLiteral("headwater-spm-train"));
    if (helper.isEmpty())
        return UserError{Text::tr("the SentencePiece training helper is not installed"),
                         QStringLiteral("headwater-spm-train"),
                         Text::tr("reinstall Headwater; the helper belongs in lib/headwater")};
    qint64 lines = 0;
    Expected<qint64> counted =
        forEachCorpusLine(spec.corpusFiles, nullptr, QString(), [&](const QString&) { ++lines; });
    if (!counted)
        return counted.error();
    if (lines == 0)
        return UserError{Text::tr("the corpus holds no text"), spec.corpusFiles.join(QStringLiteral(", ")),
                         Text::tr("give UTF-8 text files with at least one non-empty line")};

    const SpecialTokens& s = spec.specials;
    // Unless told, the trainer uses the calling thread's share of the cores: all of them from the CLI, fewer
    // when the job runs beside a training run on the CPU.
    const int threads = spec.threads > 0 ? spec.threads : std::max(1, intraOpThreads());
    const QStringList arguments = {
        QStringLiteral("--input=%1").arg(spec.corpusFiles.join(QLatin1Char(','))),
        QStringLiteral("--model_prefix=%1").arg(QDir(directory).filePath(QStringLiteral("spm"))),
        QStringLiteral("--model_type=%1")
            .arg(spec.kind == TokenizerKind::Bpe ? QStringLiteral("bpe") : QStringLiteral("unigram")),
        QStringLiteral("--vocab_size=%1").arg(spec.vocabSize),
        QStringLiteral("--character_coverage=%1").arg(spec.characterCoverage),
        QStringLiteral("--normalization_rule_name=%1")
            .arg(spec.lowercase ? QStringLiteral("nmt_nfkc_cf") : QStringLiteral("nmt_nfkc")),
        QStringLiteral("--pad_id=0"),
        QStringLiteral("--pad_piece=%1").arg(s.pad),
        QStringLiteral("--unk_id=1"),
        QStringLiteral("--unk_piece=%1").arg(s.unk),
        QStringLiteral("--bos_id=-1"),
        QStringLiteral("--eos_id=-1"),
        QStringLiteral("--user_defined_symbols=%1,%2,%3").arg(s.cls, s.sep, s.mask),
        QStringLiteral("--num_threads=%1").arg(threads),
        QStringLiteral("--hard_vocab_limit=false"),
    };
    QProcess process;
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.start(helper, arguments);
    if (!process.waitForStarted(30000))
        return UserError{Text::tr("cannot start SentencePiece training (%1)").arg(process.errorString()),
                         helper, Text::tr("check the installation")};
    TrainingLogReader log(spec, context);
    while (process.state() != QProcess::NotRunning) {
        if (context.cancelled()) {
            process.kill();
            process.waitForFinished(10000);
            return false;
        }
        process.waitForReadyRead(200);
        log.read(process.readAll());
    }
    log.read(process.readAll() + '\n');
    if (process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0)
        return UserError{Text::tr("SentencePiece training failed: %1")
                             .arg(log.lastError().isEmpty() ? Text::tr("exit code %1").arg(process.exitCode())
                                                            : Text(log.lastError())),
                         spec.corpusFiles.join(QStringLiteral(", ")),
                         Text::tr("adjust %1 or %2 as the message says, or give more text")
                             .arg(Text::setting(QStringLiteral("vocab-size")))
                             .arg(Text::setting(QStringLiteral("character-coverage")))};
    return true;
}

} // namespace hw
