#!/usr/bin/env bash
# The layering check must fail on a planted violation: each case copies the sources, plants one include
# that breaks a rule, and expects check-layering.sh to refuse it, naming the file.
set -uo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
source_root="$(cd "$here/.." && pwd)"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0

expect_refused() { # expect_refused FILE LINE [NAMED]: NAMED (default FILE) must appear in the refusal
    local tree="$work/tree" named="${3:-$1}"
    rm -rf "$tree" && mkdir -p "$tree" && cp -r "$source_root/core" "$source_root/ui" "$source_root/app" "$tree/"
    mkdir -p "$(dirname "$tree/$1")" && echo "$2" >>"$tree/$1"
    if output=$("$here/check-layering.sh" "$tree" 2>&1); then
        echo "FAIL: $1 with '$2' passed the layering check"
        failures=$((failures + 1))
    elif ! grep -qF "$named" <<<"$output"; then
        echo "FAIL: the refusal of '$2' does not name $named:"
        echo "$output"
        failures=$((failures + 1))
    else
        echo "ok: refused $1: $2"
    fi
}

"$here/check-layering.sh" "$source_root" >/dev/null || { echo "FAIL: the checkout itself breaks the layering"; exit 1; }
expect_refused core/project/artefact_store.cpp '#include "core/model/model_config.h"'
expect_refused core/util/atomic_file.cpp '#include "core/train/pretrain_job.h"'
expect_refused core/model/model_config.cpp '#include "core/model_io/model_files.h"'
expect_refused core/eval/perplexity.cpp '#include "ui/jobs/job_controller.h"'
expect_refused app/cli/cli_output.cpp '#include "ui/jobs/job_controller.h"'
expect_refused ui/widgets/bar_chart.cpp '#include <torch/torch.h>'
expect_refused ui/widgets/bar_chart.cpp '#include "jobs/job.h"'
expect_refused core/newlayer/thing.cpp '#include "core/util/expected.h"' core/newlayer
echo "$failures failed"
[ $failures -eq 0 ]
