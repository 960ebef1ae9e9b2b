#include "core/eval/mask_fill_comparison.h"

namespace hw {

namespace {

QString csvField(QString value) {
    if (!value.contains(QLatin1Char(',')) && !value.contains(QLatin1Char('"')) &&
        !value.contains(QLatin1Char('\n')))
        return value;
    return QLatin1Char('"') + value.replace(QLatin1Char('"'), QStringLiteral("\"\"")) + QLatin1Char('"');
}

} // namespace

MaskFillComparison compareMaskFills(const QString& text, const QVector<MaskFillResult>& models) {
    MaskFillComparison c;
    c.text = text;
    c.models = models;
    if (models.isEmpty())
        return c;
    int masks = int(models.first().masks.size());
    for (const MaskFillResult& m : models)
        masks = std::min(masks, int(m.masks.size()));
    for (int i = 0; i < masks; ++i) {
        QSet<QString> shared;
        for (const MaskPrediction& p : models.first().masks[i].predictions)
            shared.insert(p.token);
        for (const MaskFillResult& m : models) {
            QSet<QString> mine;
            for (const MaskPrediction& p : m.masks[i].predictions)
                mine.insert(p.token);
            shared &= mine;
        }
        c.sharedTokens.append(models.size() > 1 ? shared : QSet<QString>());
    }
    return c;
}

QString maskFillCsv(const QVector<MaskFillComparison>& comparisons) {
    // mask: 1 for the text's first [MASK]; position: its index in the encoded ids, as the text and JSON
    // outputs give it.
    QString out = QStringLiteral("text,mask,position,model,rank,token,score,in_all_models\n");
    for (const MaskFillComparison& c : comparisons) {
        for (const MaskFillResult& m : c.models) {
            for (int i = 0; i < m.masks.size(); ++i) {
                for (int rank = 0; rank < m.masks[i].predictions.size(); ++rank) {
                    const MaskPrediction& p = m.masks[i].predictions[rank];
                    out += QStringLiteral("%1,%2,%3,%4,%5,%6,%7,%8\n")
                               .arg(csvField(c.text))
                               .arg(i + 1)
                               .arg(m.masks[i].position)
                               .arg(csvField(m.model))
                               .arg(rank + 1)
                               .arg(csvField(p.token))
                               .arg(p.score, 0, 'g', 6)
                               .arg(c.isShared(i, p.token) ? QStringLiteral("1") : QStringLiteral("0"));
                }
            }
        }
    }
    return out;
}

} // namespace hw
