#include "core/project/lineage_roles.h"

namespace hw {

Text lineageRoleText(const QString& role) {
    using namespace lineage;
    if (role == kTrainedOn)
        return Text::tr("trained on");
    if (role == kPretrainedOn)
        return Text::tr("pretrained on");
    if (role == kContinuedFrom)
        return Text::tr("continued from");
    if (role == kFineTunedFrom)
        return Text::tr("fine-tuned from");
    if (role == kFineTuned)
        return Text::tr("fine-tuned", "a fine-tuning run's base model");
    if (role == kFineTunedOn)
        return Text::tr("fine-tuned on");
    if (role == kMadeBy)
        return Text::tr("made by");
    if (role == kTokenizer)
        return Text::tr("tokenizer", "what a model was made with");
    if (role == kExtendedFrom)
        return Text::tr("extended from");
    if (role == kExtendedFromTokenizerOf)
        return Text::tr("extended from the tokenizer of");
    if (role == kExtendedWithWordsFrom)
        return Text::tr("extended with words from");
    if (role == kResizedFrom)
        return Text::tr("resized from");
    if (role == kExportedFrom)
        return Text::tr("exported from");
    if (role == kEvaluated)
        return Text::tr("evaluated");
    if (role == kScoredOn)
        return Text::tr("scored on");
    if (role == kProbed)
        return Text::tr("probed");
    if (role == kCompares)
        return Text::tr("compares");
    return Text(role);
}

} // namespace hw
