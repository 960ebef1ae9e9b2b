#!/usr/bin/env bash
# Checks the layering of the code: core's folders form one ordered list, lowest first, and a folder includes
# only the folders at or below its own place. Above core sit the studio (ui/) and the CLI (app/), neither of
# which includes the other. Run by the tests; prints each offending include.
#   check-layering.sh [ROOT]   ROOT: the source tree to check (default: this checkout)
set -uo pipefail
root="${1:-$(cd "$(dirname "$0")/.." && pwd)}"
cd "$root" || exit 2

# The one ordered list: each of core's folders may include the ones before it, never one after it.
core_layers=(util stats system jobs project corpus tokenize dataset model model_io train eval export demo)

status=0
report() { # report WHY HITS
    echo "error: $1:" >&2
    echo "$2" | sed 's/^/  /' >&2
    status=1
}
includes() { # includes FOLDER PATTERN: the include lines of FOLDER's sources that match PATTERN
    [ -d "$1" ] || return 1
    grep -rnE "$2" "$1" --include='*.cpp' --include='*.h'
}

known=" ${core_layers[*]} "
for folder in core/*/; do
    folder=$(basename "$folder")
    [[ "$known" == *" $folder "* ]] && continue
    report "core/$folder has no place in the layer list" "add it to core_layers in scripts/check-layering.sh"
done
for i in "${!core_layers[@]}"; do
    above=("${core_layers[@]:i+1}")
    [ ${#above[@]} -eq 0 ] && continue
    alternatives=$(IFS='|'; echo "${above[*]}")
    if hits=$(includes "core/${core_layers[i]}" "#include \"core/($alternatives)/"); then
        report "core/${core_layers[i]} includes a layer above it (order: ${core_layers[*]})" "$hits"
    fi
done
if hits=$(includes core '#include "(ui|app|tests)/'); then
    report "core must not depend on the studio, the CLI or the tests" "$hits"
fi
if hits=$(includes ui '#include "(app|tests)/'); then
    report "the studio must not depend on the CLI or the tests" "$hits"
fi
if hits=$(includes app/cli '#include "ui/'); then
    report "the CLI links core only, so it runs without a display" "$hits"
fi
if hits=$(includes ui '#include [<"](torch|ATen|c10)/|/internal/'); then
    report "pages never include torch or core's internal headers" "$hits"
fi
if hits=$(includes ui 'QSqlQuery|QSqlDatabase::database'); then
    report "pages talk to the project API, never to SQL" "$hits"
fi
if hits=$(grep -rnE '#include "[^"/]+/' core ui app --include='*.cpp' --include='*.h' |
    grep -vE '#include "(core|ui|app|tests)/'); then
    report "includes name their layer from the project root (\"core/jobs/job.h\", \"ui/jobs/job_controller.h\")" "$hits"
fi
[ $status -eq 0 ] && echo "layering rules hold"
exit $status
