#pragma once

#include "core/jobs/job.h"

namespace hw {

struct DemoPreparationSpec {
    QString projectPath; // the demo project, beside the data/ and base-model/ folders unpackDemo made
};

// Fills a new demo project with what the walk-through starts from: the Debian package descriptions (English
// and Korean) as the domain corpus, two labelled sets of that domain with their train, validation and test
// files as splits (English tags, several per text; Korean topics, one per text), and the general-domain base
// model with its WordPiece tokenizer. What the project already holds is left as it is, so the job can run at
// every demo start.
class DemoPreparationJob : public Job {
public:
    static constexpr const char* kCorpusName = "debian-descriptions";
    static constexpr const char* kTagsName = "debian-tags";
    static constexpr const char* kTopicsName = "debian-topics-ko";
    static constexpr const char* kTokenizerName = "demo-wordpiece";
    static constexpr const char* kModelName = "demo-base";

    explicit DemoPreparationJob(DemoPreparationSpec spec)
        : m_spec(std::move(spec)) {}
    Text title() const override { return Text::tr("Prepare the demo project"); }
    JobOutcome run(JobContext& context) override;
    // Beside training: a few MB of text read and a model recorded
    JobWeight weight() const override { return JobWeight::Light; }
    JobKind kind() const override { return JobKind::DemoPreparation; }

private:
    DemoPreparationSpec m_spec;
};

} // namespace hw
