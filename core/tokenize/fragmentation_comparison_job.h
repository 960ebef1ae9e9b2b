#pragma once

#include "core/jobs/job.h"
#include "core/tokenize/fragmentation_meter.h"

#include <QStringList>

namespace hw {

struct FragmentationComparisonSpec {
    QStringList tokenizerDirectories; // tokenizer or model folders
    QStringList corpusFiles;          // text, one document a line
    QString projectPath;              // with projectCorpus: that corpus of the project instead of files
    QString projectCorpus;
    qint64 maxTexts = 0; // 0: every text; otherwise the first ones, enough for stable figures on a big corpus
    int wordCount = 25;
};

// How finely each of several tokenizers cuts the same corpus: tokens per word, [UNK] rate, share of words
// split, and the frequent words they cut most.
class FragmentationComparisonJob : public Job {
public:
    explicit FragmentationComparisonJob(FragmentationComparisonSpec spec)
        : m_spec(std::move(spec)) {}
    Text title() const override;
    JobOutcome run(JobContext& context) override;
    // Beside training: it only tokenizes text (a preview of tokenizers)
    JobWeight weight() const override { return JobWeight::Light; }
    JobKind kind() const override { return JobKind::FragmentationComparison; }
    QStringList resources() const override;

    const FragmentationComparison& result() const { return m_result; }
    qint64 textsMeasured() const { return m_texts; }

private:
    FragmentationComparisonSpec m_spec;
    FragmentationComparison m_result;
    qint64 m_texts = 0;
};

} // namespace hw
