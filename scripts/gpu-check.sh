#!/usr/bin/env bash
# The GPU check: CUDA against the CPU, the pretraining step's speed and memory on the GPU, and a resumed run.
#
#   scripts/gpu-check.sh prepare
#       On a Debian 12 machine with network: downloads the Debian packages a GPU server without a desktop lacks
#       (Qt Core and Sql, sentencepiece, Gloo's headers, ICU, ...) into .device-deps/ (ignored by git), so they
#       can travel with the sources.
#   scripts/gpu-check.sh run [OUT]
#       On the GPU machine, as root, with nvcc, CMake and a python3 that holds torch and pyarrow: unpacks
#       .device-deps/ into /opt/headwater-deps, builds core and headwater-cli only (-DHEADWATER_HEADLESS=ON)
#       against that python3's libtorch into build-gpu/, then runs the checks on cuda. Writes OUT/gpu-check.log
#       and OUT/gpu-check.json (default OUT: gpu-check-out).
#   scripts/gpu-check.sh checks CLI DEVICE OUT [--small]
#       The checks alone with an existing headwater-cli; `checks build/app/headwater-cli cpu /tmp/x --small`
#       rehearses them on the CPU with small shapes.
#
# The checks (each prints PASS or FAIL and a figure; the exit code is the number of failures):
#   1. parity: a classifier's probabilities on DEVICE against the CPU's (fp32, 1e-3), and the first masked-LM
#      loss in bf16 on DEVICE against fp32 on the CPU (2% relative), dropout off, same masks;
#   2. speed: BERT-base at seq 512 in bf16 (`headwater-cli bench`, a few hundred steps, attention through
#      torch's fused scaled_dot_product_attention): tokens/s and the model FLOP/s as a share of a bf16 8192²
#      matmul on the same device and of the card's published dense bf16 peak (goal: 40%);
#   3. memory: the Pretrain page's estimate against the most the run held on the device;
#   4. resume: a run killed after its first checkpoint and resumed ends with the same weights, bit for bit,
#      as the same run uninterrupted.
set -uo pipefail
cd "$(dirname "$0")/.."

deps_dir=.device-deps
prefix=/opt/headwater-deps
# What a CUDA image without a desktop lacks for core and the CLI; the runtime packages go with each -dev one
# because the -dev symlinks point at them.
packages=(qt6-base-dev qt6-base-dev-tools qmake6 qmake6-bin libqt6core6 libqt6sql6 libqt6sql6-sqlite libqt6concurrent6 libicu72
    libdouble-conversion3 libpcre2-16-0 libb2-1 libglib2.0-0 libsentencepiece-dev libsentencepiece0
    libprotobuf-lite32 libgloo-dev libsqlite3-dev libsqlite3-0 libzstd-dev libzstd1 liblzma-dev liblzma5
    zlib1g-dev zlib1g)

prepare() {
    mkdir -p "$deps_dir"
    (cd "$deps_dir" && apt-get download "${packages[@]}") || {
        echo "gpu-check: apt-get download failed; on Debian 12 with network access, run: apt-get update" >&2
        return 1
    }
    du -sh "$deps_dir"
}

build_headless() {
    local python
    python=$(command -v python3) || { echo "gpu-check: no python3 with torch on this machine" >&2; return 1; }
    ls "$deps_dir"/*.deb > /dev/null 2>&1 || {
        echo "gpu-check: $deps_dir/ is empty: run 'scripts/gpu-check.sh prepare' where there is network" >&2
        return 1
    }
    mkdir -p "$prefix"
    for deb in "$deps_dir"/*.deb; do dpkg -x "$deb" "$prefix"; done
    export CMAKE_PREFIX_PATH="$prefix/usr"
    export PKG_CONFIG_SYSROOT_DIR="$prefix"
    export PKG_CONFIG_PATH="$prefix/usr/lib/x86_64-linux-gnu/pkgconfig:$prefix/usr/share/pkgconfig"
    export LD_LIBRARY_PATH="$prefix/usr/lib/x86_64-linux-gnu${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
    local generator=()
    command -v ninja > /dev/null && generator=(-G Ninja)
    cmake -S . -B build-gpu "${generator[@]}" -DCMAKE_BUILD_TYPE=Release -DHEADWATER_HEADLESS=ON \
        -DHEADWATER_PYTHON="$python" &&
        cmake --build build-gpu --target headwater-cli -j "$(nproc)"
}

failures=0
results=()

verdict() { # NAME PASS|FAIL DETAIL
    echo "$2 $1: $3"
    [ "$2" = PASS ] || failures=$((failures + 1))
    results+=("$(python3 -c 'import json,sys; print(json.dumps({"check": sys.argv[1], "verdict": sys.argv[2], "detail": sys.argv[3]}))' "$1" "$2" "$3")")
}

quietly() { # NAME COMMAND...: its output into the work folder, the end of it shown when it fails
    local name=$1
    shift
    "$@" > "$work/$name.log" 2>&1 || {
        echo "gpu-check: '$*' failed:" >&2
        tail -n 5 "$work/$name.log" >&2
        return 1
    }
}

first_loss() { # RUN_DIR: the loss of the run's first logged step
    python3 - "$1/metrics.jsonl" <<'PY'
import json, sys
for line in open(sys.argv[1]):
    metrics = json.loads(line)
    if "loss" in metrics:
        print(metrics["loss"])
        break
PY
}

checks() { # CLI DEVICE OUT [--small]
    local cli=$1 device=$2 out=$3 small=${4:-}
    local work="$out/work"
    rm -rf "$work" && mkdir -p "$work"
    "$cli" info || true

    # A tokenizer and two models of the demo corpus: a classifier and a masked-LM model, dropout off.
    local corpus=tests/data/news_corpus.txt
    quietly tokenizer "$cli" train-tokenizer --corpus "$corpus" --vocab-size 4000 --output "$work/tokenizer" ||
        return 1
    local shape=(--preset tiny)
    [ -n "$small" ] || shape=(--preset small)
    quietly classifier "$cli" new-model --arch bert "${shape[@]}" --tokenizer "$work/tokenizer" --labels a,b,c \
        --output "$work/classifier" || return 1
    quietly mlm "$cli" new-model --arch bert "${shape[@]}" --tokenizer "$work/tokenizer" --output "$work/mlm" ||
        return 1
    python3 - "$work/mlm/config.json" <<'PY'
import json, sys
config = json.load(open(sys.argv[1]))
config.update(hidden_dropout_prob=0.0, attention_probs_dropout_prob=0.0)
json.dump(config, open(sys.argv[1], "w"), indent=2)
PY

    # 1. Parity.
    head -n 200 "$corpus" > "$work/texts.txt"
    quietly predict-cpu "$cli" predict --model "$work/classifier" --input "$work/texts.txt" --device cpu \
        --output "$work/cpu.jsonl" &&
        quietly predict-device "$cli" predict --model "$work/classifier" --input "$work/texts.txt" \
            --device "$device" --output "$work/device.jsonl"
    local difference
    difference=$(python3 - "$work/cpu.jsonl" "$work/device.jsonl" <<'PY'
import json, sys
def probabilities(path):
    return [list(json.loads(line)["probabilities"].values()) for line in open(path)]
cpu, device = probabilities(sys.argv[1]), probabilities(sys.argv[2])
assert len(cpu) == len(device) > 0, (len(cpu), len(device))
print(max(abs(a - b) for x, y in zip(cpu, device) for a, b in zip(x, y)))
PY
    )
    if [ -n "$difference" ] && python3 -c "import sys; sys.exit(float(sys.argv[1]) > 1e-3)" "$difference"; then
        verdict "classifier probabilities, $device fp32 vs cpu fp32" PASS "largest difference $difference"
    else
        verdict "classifier probabilities, $device fp32 vs cpu fp32" FAIL "largest difference ${difference:-none}"
    fi
    local pretrain=(pretrain --model "$work/mlm" --corpus "$corpus" --seq-len 128 --batch-size 8 --max-steps 1
        --warmup 0 --seed 7)
    quietly loss-cpu "$cli" "${pretrain[@]}" --device cpu --precision fp32 --output "$work/loss-cpu" \
        --cache-dir "$work/cache" &&
        quietly loss-device "$cli" "${pretrain[@]}" --device "$device" --precision bf16 \
            --output "$work/loss-device" --cache-dir "$work/cache"
    local cpu_loss device_loss
    cpu_loss=$(first_loss "$work/loss-cpu") device_loss=$(first_loss "$work/loss-device")
    if [ -n "$cpu_loss" ] && [ -n "$device_loss" ] && python3 -c \
        "import sys; a, b = map(float, sys.argv[1:]); sys.exit(abs(a - b) > 0.02 * abs(a))" "$cpu_loss" "$device_loss"; then
        verdict "masked-LM loss, $device bf16 vs cpu fp32" PASS "$device_loss vs $cpu_loss"
    else
        verdict "masked-LM loss, $device bf16 vs cpu fp32" FAIL "${device_loss:-none} vs ${cpu_loss:-none}"
    fi

    # 2 and 3. Speed and memory.
    local bench=(--hidden 768 --layers 12 --heads 12 --intermediate 3072 --seq-len 512 --batch-size 32 --steps 300)
    [ -z "$small" ] || bench=(--hidden 128 --layers 2 --heads 2 --intermediate 512 --seq-len 128 --batch-size 8 --steps 10)
    local bench_json
    bench_json=$("$cli" bench "${bench[@]}" --device "$device" --precision bf16 --json 2> "$work/bench.log" |
        tail -n 1)
    echo "$bench_json" > "$out/bench.json"
    local speed
    speed=$(python3 - "$bench_json" "$device" <<'PY'
import json, subprocess, sys
r = json.loads(sys.argv[1])
name = ""
if sys.argv[2].startswith("cuda"):
    name = subprocess.run(["nvidia-smi", "--query-gpu=name", "--format=csv,noheader"], capture_output=True,
                          text=True).stdout.splitlines()[0]
# Published dense bf16 peaks (no sparsity), in FLOP/s.
published = {"H100": 989e12, "H200": 989e12, "A100": 312e12, "L40S": 362e12, "L4": 121e12}
peak = next((v for k, v in published.items() if k in name), 0)
share = r["flops_per_s"] / peak if peak else 0
print(f"{r['tokens_per_s']:.0f} tokens/s, {r['flops_per_s'] / 1e12:.1f} TFLOP/s, "
      f"{100 * r['flops_per_s'] / r['matmul_peak_flops_per_s']:.0f}% of the matmul probe "
      f"({r['matmul_peak_flops_per_s'] / 1e12:.1f} TFLOP/s)" +
      (f", {100 * share:.0f}% of {name}'s published {peak / 1e12:.0f} TFLOP/s" if peak else ""))
print("PASS" if share >= 0.40 or not peak else "FAIL")
print(f"estimated {r['estimated_memory_bytes'] / 2**20:.0f} MiB, measured peak "
      f"{r['peak_device_memory_bytes'] / 2**20:.0f} MiB")
measured, estimated = r["peak_device_memory_bytes"], r["estimated_memory_bytes"]
print("PASS" if measured == 0 or 0.5 <= estimated / measured <= 1.5 else "FAIL")
PY
    )
    if [ -n "$speed" ]; then
        verdict "BERT-base seq 512 bf16 step on $device" "$(sed -n 2p <<< "$speed")" "$(sed -n 1p <<< "$speed")"
        verdict "memory estimate on $device" "$(sed -n 4p <<< "$speed")" "$(sed -n 3p <<< "$speed")"
    else
        verdict "BERT-base seq 512 bf16 step on $device" FAIL "the benchmark failed"
    fi

    # 4. Resume: the same run whole, and killed after its first checkpoint then resumed.
    local run=(pretrain --model "$work/mlm" --corpus "$corpus" --seq-len 128 --batch-size 8 --max-steps 60
        --save-every 20 --eval-every 0 --seed 11 --device "$device" --precision bf16 --cache-dir "$work/cache")
    quietly whole "$cli" "${run[@]}" --output "$work/whole"
    "$cli" "${run[@]}" --output "$work/killed" > "$work/killed.log" 2>&1 &
    local pid=$!
    while kill -0 "$pid" 2> /dev/null && [ ! -f "$work/killed/checkpoint-20/trainer_state.json" ]; do sleep 0.05; done
    kill -9 "$pid" 2> /dev/null
    wait "$pid" 2> /dev/null
    local interrupted=no
    [ -d "$work/killed/model" ] || interrupted=yes
    quietly resumed "$cli" pretrain --resume --output "$work/killed"
    if [ "$interrupted" = yes ] && cmp -s "$work/whole/model/model.safetensors" "$work/killed/model/model.safetensors"; then
        verdict "resume on $device" PASS "killed after checkpoint-20, resumed: model.safetensors identical"
    else
        verdict "resume on $device" FAIL "interrupted before the end: $interrupted; weights differ or missing"
    fi

    printf '%s\n' "${results[@]}" > "$out/gpu-check.json"
    echo "gpu-check: $failures failed"
    return "$failures"
}

case "${1:-}" in
    prepare) prepare ;;
    run)
        out=${2:-gpu-check-out}
        mkdir -p "$out"
        {
            nvidia-smi || true
            build_headless && checks build-gpu/app/headwater-cli cuda "$out"
        } 2>&1 | tee "$out/gpu-check.log"
        exit "${PIPESTATUS[0]}"
        ;;
    checks)
        [ $# -ge 4 ] || { echo "usage: $0 checks CLI DEVICE OUT [--small]" >&2; exit 2; }
        checks "$2" "$3" "$4" "${5:-}"
        ;;
    *)
        sed -n '2,26p' "$0" | sed 's/^# \{0,1\}//'
        exit 2
        ;;
esac
