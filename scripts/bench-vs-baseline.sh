#!/usr/bin/env bash
# Masked-LM training throughput of Headwater against transformers' BertForMaskedLM, RobertaForMaskedLM and
# ModernBertForMaskedLM trained with the Hugging Face recipe (bench/hf_mlm_baseline.py), on the same
# configuration, the same torch and the same threads, one after the other in the same run, REPEATS times
# (default 3) alternating, the fastest of each side kept. Prints both JSON lines and the ratio per
# architecture and shape, then a table.
# Usage: scripts/bench-vs-baseline.sh [BUILD_DIR] [SHAPE...]   (after building)
#   SHAPE: default (hidden 256, 4 layers; the default), tiny (128, 2 layers), small (512, 4 layers) or
#   base (768, 12 layers), all at seq 128 with BERT's vocabulary; ARCHS="bert roberta" narrows the families.
set -euo pipefail
cd "$(dirname "$0")/.."
build="${1:-build}"
shift || true
shapes=("$@")
[ ${#shapes[@]} -gt 0 ] || shapes=(default)
python="${HEADWATER_DEPS:-$HOME/.local/share/headwater-deps}/venv/bin/python"

shape_options() { # SHAPE: the sizes bench and the baseline both take
    case "$1" in
        default) echo --hidden 256 --layers 4 --heads 4 --intermediate 1024 --batch-size 16 --steps 10 ;;
        tiny) echo --hidden 128 --layers 2 --heads 2 --intermediate 512 --batch-size 16 --steps 10 ;;
        small) echo --hidden 512 --layers 4 --heads 8 --intermediate 2048 --batch-size 16 --steps 6 ;;
        base) echo --hidden 768 --layers 12 --heads 12 --intermediate 3072 --batch-size 16 --steps 4 ;;
        *) echo "unknown shape '$1': use default, tiny, small or base" >&2; return 2 ;;
    esac
}

repeats=${REPEATS:-3}
fastest() { # JSON...: the run with the most tokens/s, the one least slowed by other work on the machine
    "$python" -c 'import json, sys; print(max(sys.argv[1:], key=lambda r: json.loads(r)["tokens_per_s"]))' "$@"
}

rows=()
for shape in "${shapes[@]}"; do
    read -r -a sizes <<< "$(shape_options "$shape")"
    config=(--vocab 30522 --seq-len 128 "${sizes[@]}")
    for arch in ${ARCHS:-bert roberta modernbert}; do
        ours_runs=() theirs_runs=()
        for ((r = 0; r < repeats; r++)); do # alternating, so that a busy moment does not favour one side
            ours_runs+=("$("$build/app/headwater-cli" bench --arch "$arch" "${config[@]}" --json)")
            theirs_runs+=("$("$python" bench/hf_mlm_baseline.py --arch "$arch" "${config[@]}")")
        done
        ours=$(fastest "${ours_runs[@]}")
        theirs=$(fastest "${theirs_runs[@]}")
        echo "$arch $shape headwater:    $ours"
        echo "$arch $shape transformers: $theirs"
        rows+=("$("$python" - "$arch" "$shape" "$ours" "$theirs" <<'PY'
import json, sys
arch, shape, ours, theirs = sys.argv[1], sys.argv[2], json.loads(sys.argv[3]), json.loads(sys.argv[4])
print(f"| {arch} | {shape} | {ours['tokens_per_s']:,.0f} | {theirs['tokens_per_s']:,.0f} | "
      f"{ours['tokens_per_s'] / theirs['tokens_per_s']:.2f}x | {ours['flops_per_s'] / 1e9:.1f} | "
      f"{100 * ours['flops_per_s'] / ours['matmul_peak_flops_per_s']:.0f}% |")
PY
        )")
        echo "${rows[-1]}"
    done
done
echo
echo "| family | shape | Headwater tokens/s | transformers tokens/s | speed-up | GFLOP/s | of the matmul probe |"
echo "|---|---|---|---|---|---|---|"
printf '%s\n' "${rows[@]}"
