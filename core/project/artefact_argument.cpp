#include "core/project/artefact_argument.h"

#include "core/project/project_store.h"
#include "core/util/ordinary_files.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QSet>

#include <algorithm>

namespace hw {

namespace {

// "tokenizer or model": the kinds a value may name, for messages.
Text kindsText(std::initializer_list<ArtefactKind> kinds) {
    Text text;
    for (ArtefactKind kind : kinds)
        text = text.isEmpty() ? Text(artefactKindName(kind))
                              : Text::tr("%1 or %2").arg(text).arg(artefactKindName(kind));
    return text;
}

// Whether the file or folder `here` is the artefact's own files at `artefactPath`, or a folder holding them
// (a pretraining run's folder, named as its model is, in the folder it was run from): either way the same
// files are meant.
bool holdsArtefact(const QString& here, const QString& artefactPath) {
    const QString a = QFileInfo(here).canonicalFilePath();
    const QString b = QFileInfo(artefactPath).canonicalFilePath();
    return !a.isEmpty() && !b.isEmpty() && (a == b || b.startsWith(a + QLatin1Char('/')));
}

UserError bothMeanings(const QString& value, ArtefactKind kind, const QString& option) {
    const QFileInfo here(value);
    const QString where = QDir::toNativeSeparators(here.absoluteFilePath());
    const QString kindName = artefactKindName(kind);
    if (here.isDir())
        return {Text::tr("'%1' is both the project's %2 '%1' and the folder %3").arg(value, kindName, where),
                Text::setting(option),
                Text::tr("write ./%1 to mean the folder; to mean the project's %2, rename the folder or run "
                         "the command from another folder")
                    .arg(value, kindName)};
    return {Text::tr("'%1' is both the project's %2 '%1' and the file %3").arg(value, kindName, where),
            Text::setting(option),
            Text::tr("write ./%1 to mean the file; to mean the project's %2, rename the file or run the "
                     "command from another folder")
                .arg(value, kindName)};
}

bool offersHubModels(std::initializer_list<ArtefactKind> kinds) {
    return std::find(kinds.begin(), kinds.end(), ArtefactKind::Model) != kinds.end() ||
           std::find(kinds.begin(), kinds.end(), ArtefactKind::Tokenizer) != kinds.end();
}

// A value that is no file or folder here: the cached snapshot when it is a Hub id that the cache holds. A
// bare name the cache lacks stays as it is (the caller says what it is not); "org/name" is refused saying how
// to fetch it.
std::optional<Expected<ArtefactArgument>> fromHubCache(const QString& value,
                                                       std::initializer_list<ArtefactKind> kinds) {
    if (!offersHubModels(kinds) || QFileInfo::exists(value) || !looksLikeHubId(value))
        return std::nullopt;
    Expected<CachedHubModel> cached = resolveCachedHubModel(value);
    if (!cached)
        return value.contains(QLatin1Char('/')) ? std::optional<Expected<ArtefactArgument>>(cached.error())
                                                : std::nullopt;
    return Expected<ArtefactArgument>(ArtefactArgument{cached->folder, std::nullopt, cached.value()});
}

} // namespace

bool isExplicitPath(const QString& value) {
    return value.contains(QLatin1Char('/')) || value.contains(QLatin1Char('\\')) ||
           QDir::isAbsolutePath(value);
}

Expected<ArtefactArgument> resolveArtefactArgument(const QString& projectPath, const QString& option,
                                                   const QString& value,
                                                   std::initializer_list<ArtefactKind> kinds) {
    ArtefactArgument out{value, std::nullopt, std::nullopt};
    if (value.isEmpty())
        return out;
    if (projectPath.isEmpty() || isExplicitPath(value))
        return fromHubCache(value, kinds).value_or(out);
    Expected<std::unique_ptr<ProjectStore>> opened = ProjectStore::open(projectPath);
    if (!opened)
        return opened.error();
    const ProjectStore& store = *opened.value();
    QStringList names; // what it could have named, for the message when it names nothing
    for (ArtefactKind kind : kinds) {
        Expected<QVector<Artefact>> listed = listArtefacts(store.database(), kind);
        if (!listed)
            return listed.error();
        for (const Artefact& a : listed.value()) {
            names << a.name;
            if (a.name != value)
                continue;
            out.path = QFileInfo(store.resolvePath(a.path)).absoluteFilePath();
            out.artefact = a;
            if (QFileInfo::exists(value) && !holdsArtefact(value, out.path))
                return bothMeanings(value, kind, option);
            return out;
        }
    }
    if (QFileInfo::exists(value))
        return out;
    if (std::optional<Expected<ArtefactArgument>> cached = fromHubCache(value, kinds))
        return *cached;
    const int shown = 12;
    const QString choices = names.size() > shown
                                ? names.mid(0, shown).join(QStringLiteral(", ")) + QStringLiteral(", …")
                                : names.join(QStringLiteral(", "));
    return UserError{Text::tr("the project has no %1 named '%2', and there is no file or folder '%2' here")
                         .arg(kindsText(kinds))
                         .arg(value),
                     Text::setting(option),
                     names.isEmpty()
                         ? Text::tr("give a file or folder that exists, or make the %1 in the project first")
                               .arg(kindsText(kinds))
                         : Text::tr("choose one of: %1").arg(choices)};
}

void addDataFileIdentity(QJsonObject& settings, const QString& file) {
    settings.insert(QStringLiteral("data"), QFileInfo(file).absoluteFilePath());
    Expected<std::unique_ptr<QFile>> f = openOrdinaryFile(file, FileKind::Data);
    QCryptographicHash hash(QCryptographicHash::Sha256);
    if (f && hash.addData(f.value().get()))
        settings.insert(QStringLiteral("data_sha256"), QString::fromLatin1(hash.result().toHex()));
}

QString projectArtefactFolder(const QString& projectPath, ArtefactKind kind, const QString& name) {
    static const QHash<ArtefactKind, QString> folders = {
        {ArtefactKind::Corpus, QStringLiteral("corpora")},
        {ArtefactKind::LabelledSet, QStringLiteral("labelled")},
        {ArtefactKind::Tokenizer, QStringLiteral("tokenizers")},
        {ArtefactKind::Model, QStringLiteral("models")},
        {ArtefactKind::Run, QStringLiteral("runs")},
        {ArtefactKind::Evaluation, QStringLiteral("evaluations")},
        {ArtefactKind::Export, QStringLiteral("exports")}};
    return QDir(ProjectStore::dataDirectoryOf(projectPath))
        .filePath(folders.value(kind) + QLatin1Char('/') + name);
}

Expected<QString> unusedArtefactPlace(const ProjectStore& store, ArtefactKind kind, const QString& base) {
    Expected<QVector<Artefact>> existing = listArtefacts(store.database(), kind);
    if (!existing)
        return existing.error();
    QSet<QString> taken;
    for (const Artefact& a : existing.value())
        taken.insert(a.name);
    const auto free = [&](const QString& name) {
        return !taken.contains(name) && !QFileInfo::exists(projectArtefactFolder(store.path(), kind, name));
    };
    QString name = base;
    for (int n = 2; !free(name); ++n)
        name = QStringLiteral("%1-%2").arg(base).arg(n);
    return name;
}

} // namespace hw
