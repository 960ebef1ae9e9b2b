#include "core/eval/text_classification_job.h"

#include "core/tokenize/tokenizer_config.h"

#include <QFileInfo>

namespace hw {

QStringList TextClassificationJob::resources() const {
    QStringList used;
    for (const QString& model : m_spec.models)
        used << QFileInfo(model).absoluteFilePath();
    return used;
}

JobOutcome TextClassificationJob::run(JobContext& context) {
    if (m_spec.models.isEmpty())
        return {JobStatus::Failed, Text::tr("no model"),
                UserError{Text::tr("no fine-tuned model to ask"), Text::tr("Try it"),
                          Text::tr("choose a fine-tuning run with results")}};
    std::shared_ptr<TextClassifierCache> cache =
        m_spec.cache ? m_spec.cache : std::make_shared<TextClassifierCache>();
    for (int i = 0; i < m_spec.models.size(); ++i) {
        context.pausePoint();
        if (context.cancelled())
            return {JobStatus::Cancelled, Text::tr("cancelled")};
        context.progress(Text::tr("classifying"), i, double(m_spec.models.size()));
        Expected<std::shared_ptr<TextClassifier>> classifier = cache->get(m_spec.models[i], m_spec.device);
        if (!classifier)
            return {JobStatus::Failed, classifier.error().text(), classifier.error()};
        Expected<QVector<LabelProbability>> labels = classifier.value()->classify(
            m_spec.text, classifierMaxLength(m_spec.models[i], m_spec.maxLength));
        if (!labels)
            return {JobStatus::Failed, labels.error().text(), labels.error()};
        m_result.append({m_spec.models[i], labels.value()});
    }
    if (m_spec.cache)
        m_spec.cache->keepOnly(m_spec.models, m_spec.device);
    context.progress(Text::tr("classifying"), double(m_spec.models.size()), double(m_spec.models.size()));
    return {JobStatus::Succeeded,
            Text::tr("classified with %n model(s)", nullptr, int(m_spec.models.size()))};
}

} // namespace hw
