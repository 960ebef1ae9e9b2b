#!/usr/bin/env bash
# Masked-LM training throughput of Headwater against the Python/PyTorch eager baseline, on the same
# configuration, one after the other in the same run. Prints both JSON lines and the ratio.
# Usage: scripts/bench-vs-baseline.sh [BUILD_DIR] [BASELINE_DIR]   (after building)
set -euo pipefail
cd "$(dirname "$0")/.."
build="${1:-build}"
baseline="${2:-../shared/baselines/python-eager}"
config=(--vocab 30522 --hidden 256 --layers 4 --heads 4 --ffn 1024)

ours=$("$build/app/headwater-cli" bench "${config[@]}" --seq-len 128 --batch-size 16 --steps 10 --json)
theirs=$(/usr/bin/python3 "$baseline/bench_mlm.py" "${config[@]}" --seq 128 --batch 16 --steps 10)
echo "headwater: $ours"
echo "baseline:  $theirs"
python3 - "$ours" "$theirs" <<'PY'
import json, sys
ours, theirs = json.loads(sys.argv[1]), json.loads(sys.argv[2])
print(f"speed-up: {ours['tokens_per_s'] / theirs['tokens_per_s']:.2f}x "
      f"({ours['flops_per_s'] / 1e9:.1f} GFLOP/s, {100 * ours['flops_per_s'] / ours['matmul_peak_flops_per_s']:.0f}% of the matmul probe)")
PY
