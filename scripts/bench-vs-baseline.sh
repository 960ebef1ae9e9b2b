#!/usr/bin/env bash
# Masked-LM training throughput of Headwater against transformers' BertForMaskedLM, RobertaForMaskedLM and
# ModernBertForMaskedLM trained with the Hugging Face recipe (bench/hf_mlm_baseline.py), on the same
# configuration, the same torch and the same threads, one after the other in the same run. Prints both JSON lines and the ratio per architecture.
# Usage: scripts/bench-vs-baseline.sh [BUILD_DIR]   (after building)
set -euo pipefail
cd "$(dirname "$0")/.."
build="${1:-build}"
python="${HEADWATER_DEPS:-$HOME/.local/share/headwater-deps}/venv/bin/python"
config=(--vocab 30522 --hidden 256 --layers 4 --heads 4 --intermediate 1024 --seq-len 128 --batch-size 16 --steps 10)

for arch in bert roberta modernbert; do
    ours=$("$build/app/headwater-cli" bench --arch "$arch" "${config[@]}" --json)
    theirs=$("$python" bench/hf_mlm_baseline.py --arch "$arch" "${config[@]}")
    echo "$arch headwater:    $ours"
    echo "$arch transformers: $theirs"
    "$python" - "$arch" "$ours" "$theirs" <<'PY'
import json, sys
arch, ours, theirs = sys.argv[1], json.loads(sys.argv[2]), json.loads(sys.argv[3])
print(f"{arch} speed-up: {ours['tokens_per_s'] / theirs['tokens_per_s']:.2f}x "
      f"({ours['flops_per_s'] / 1e9:.1f} GFLOP/s, {100 * ours['flops_per_s'] / ours['matmul_peak_flops_per_s']:.0f}% of the matmul probe)")
PY
done
