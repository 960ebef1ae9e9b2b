#pragma once

#include "core/util/expected.h"

#include <QJsonObject>
#include <QSqlDatabase>
#include <QVector>

#include <optional>

namespace hw {

class ProjectStore;

// What a project holds. Every kind is a row in `artefacts`; what it was made from is in `artefact_sources`.
enum class ArtefactKind { Corpus, LabelledSet, Tokenizer, Model, Run, Evaluation, Export };

QString artefactKindName(ArtefactKind kind); // "corpus", "tokenizer", ... (stable: stored and printed)
std::optional<ArtefactKind> artefactKindFromName(const QString& name);

struct ArtefactSource {
    qint64 id = 0;
    QString role; // "trained on", "extended from", "continued from", ...
};

struct Artefact {
    qint64 id = 0;
    ArtefactKind kind = ArtefactKind::Corpus;
    QString name;
    QString path;         // its files; relative paths are under the project's data directory
    QString createdAt;    // ISO 8601, UTC
    QJsonObject settings; // how it was made
    QJsonObject figures;  // key numbers to show beside it (documents, vocabulary size, ...)
    qint64 detailId = -1; // its row in the kind's own table (corpora.id), -1 when it has none
    QVector<ArtefactSource> sources;
};

// Records an artefact and its sources in one transaction (or inside the caller's open one when
// `inTransaction`). Names are unique within a kind: a second "news" tokenizer is refused with a message
// saying so.
Expected<qint64> recordArtefact(QSqlDatabase& db, Artefact artefact, bool inTransaction = false);
Expected<QVector<Artefact>> listArtefacts(const QSqlDatabase& db,
                                          std::optional<ArtefactKind> kind = std::nullopt);
Expected<Artefact> findArtefact(const QSqlDatabase& db, ArtefactKind kind, const QString& name);
// `base`, or "base-2", "base-3"... whichever no artefact of `kind` has yet (an evaluation repeated).
Expected<QString> unusedArtefactName(const QSqlDatabase& db, ArtefactKind kind, const QString& base);
Expected<Artefact> artefactById(const QSqlDatabase& db, qint64 id);
// The artefact and everything it was made from, nearest first, each once.
Expected<QVector<Artefact>> artefactLineage(const QSqlDatabase& db, qint64 id);
// The project's artefacts of `kind` whose files are the folder `path` (a model chosen by its folder).
QVector<Artefact> artefactsAt(const ProjectStore& store, ArtefactKind kind, const QString& path);
// Artefacts made from this one (a corpus that a tokenizer was trained on cannot go silently).
Expected<QVector<Artefact>> artefactDependents(const QSqlDatabase& db, qint64 id);

} // namespace hw
