#!/usr/bin/env bash
# Checks the layering of the code: each rule names folders that must not include another's headers.
# Run by the tests; prints each offending include.
set -uo pipefail
cd "$(dirname "$0")/.."
status=0
forbid() { # forbid FOLDERS... -- PATTERN WHY
    local folders=() pattern why
    while [ "$1" != "--" ]; do folders+=("$1"); shift; done
    shift
    pattern=$1 why=$2
    if hits=$(grep -rnE "$pattern" "${folders[@]}" --include='*.cpp' --include='*.h'); then
        echo "error: $why:" >&2
        echo "$hits" | sed 's/^/  /' >&2
        status=1
    fi
}
forbid core -- '#include "(ui|app|cli)/' "core must not depend on the studio or the CLI"
forbid core/stats core/util core/jobs core/system -- '#include "(train|eval|model|checkpoint|dataset)/' \
    "statistics, utilities, jobs and system facts sit below training and evaluation"
forbid core/train core/model core/dataset core/checkpoint core/tokenize core/corpus core/project -- '#include "eval/' \
    "evaluation sits above training: prediction and scoring helpers belong in stats/ or model/"
forbid core/model core/dataset core/stats -- '#include "train/' "models, datasets and statistics sit below training"
forbid core/checkpoint core/model core/train core/dataset core/tokenize core/corpus -- '#include "export/' \
    "export sits above checkpoints and training: it reads models, nothing below reads it"
forbid ui -- '#include [<"](torch|ATen|c10)/|/internal/' "pages never include torch or core's internal headers"
forbid ui -- 'QSqlQuery|QSqlDatabase::database' "pages talk to the project API, never to SQL"
[ $status -eq 0 ] && echo "layering rules hold"
exit $status
