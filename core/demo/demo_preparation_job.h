#pragma once

#include "core/jobs/job.h"

namespace hw {

struct DemoPreparationSpec {
    QString projectPath;
    QString corpusFile;   // the bundled demo corpus, unpacked
    QString labelledFile; // the bundled labelled news topics (optional)
};

// Fills a new demo project with what the walk-through starts from: the demo corpus imported, its labelled
// news topics, a small WordPiece tokenizer trained on the corpus, and a tiny BERT built on that tokenizer,
// each recorded with its lineage. What the project already holds is left as it is, so the job can run at
// every demo start.
class DemoPreparationJob : public Job {
public:
    static constexpr const char* kCorpusName = "demo-news";
    static constexpr const char* kLabelledName = "demo-news-topics";
    static constexpr const char* kTokenizerName = "demo-wordpiece";
    static constexpr const char* kModelName = "demo-tiny-bert";

    explicit DemoPreparationJob(DemoPreparationSpec spec)
        : m_spec(std::move(spec)) {}
    Text title() const override { return Text::tr("Prepare the demo project"); }
    JobOutcome run(JobContext& context) override;
    // Beside training: a small corpus, tokenizer and tiny model
    JobWeight weight() const override { return JobWeight::Light; }
    JobKind kind() const override { return JobKind::DemoPreparation; }

private:
    DemoPreparationSpec m_spec;
};

} // namespace hw
