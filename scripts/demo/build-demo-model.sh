#!/usr/bin/env bash
# Rebuild the demo project's models from the demo data (scripts/demo/build-demo-data.py):
#   1. a cased WordPiece tokenizer trained on the general English and Korean text,
#   2. a small randomly initialised BERT,
#   3. pretraining on the general text (the "base" model),
#   4. continued pretraining on the Debian descriptions (the "adapted" model),
#   5. held-out domain perplexity and mask-fill, base against adapted,
#   6. fine-tuning of both on the two labelled sets, compared by macro-F1 with a bootstrap interval,
#   7. with PACKAGE=resources/demo, the demo bundle refreshed (data, licences, the base model in fp16).
#
# Usage: scripts/demo/build-demo-model.sh DATA_DIR OUTPUT_DIR
#
# Uses only headwater-cli and coreutils. Every step's output goes to OUTPUT_DIR/logs/STEP.log (progress to
# STEP.err) and its wall time to OUTPUT_DIR/timings.tsv. A step whose marker OUTPUT_DIR/.done/STEP exists is
# skipped, so running the script again continues after the last finished step (delete the marker to redo it).
# Heavy commands run under `nice -n 19` so that other work on the machine keeps priority.
#
# Settings (environment variables, defaults in brackets):
#   HEADWATER_CLI [build/app/headwater-cli of this checkout]   THREADS [all cores]
#   VOCAB_SIZE [10000]        PRESET [tiny]     MAX_POSITIONS [128]   SEED [42]
#   SHAPE ["--hidden 192 --layers 4 --heads 3"]: new-model's sizes over the preset's
#   GENERAL_STEPS [10000]     GENERAL_LR [1e-3] GENERAL_WARMUP [300]  GENERAL_TIME_LIMIT [0: none] seconds
#   DOMAIN_STEPS [200]        DOMAIN_LR [5e-4]  DOMAIN_WARMUP [20]    DOMAIN_TIME_LIMIT [600] seconds
#   BATCH [32]                SEQ_LEN [128]
#   FT_EPOCHS [4]  FT_LR [1e-3]  FT_BATCH [32]  FT_MAX_LENGTH [64]   FT_SEEDS [2]
#   PACKAGE [none]: the demo bundle folder to refresh (step 7)
set -euo pipefail

if [[ $# -ne 2 ]]; then
    echo "Usage: $0 DATA_DIR OUTPUT_DIR" >&2
    exit 2
fi
data=$(realpath "$1")
mkdir -p "$2"
out=$(realpath "$2")
repo=$(realpath "$(dirname "$0")/../..")
cli=${HEADWATER_CLI:-$repo/build/app/headwater-cli}

vocab_size=${VOCAB_SIZE:-10000}
preset=${PRESET:-tiny}
read -r -a shape <<< "${SHAPE---hidden 192 --layers 4 --heads 3}"
max_positions=${MAX_POSITIONS:-128}
seed=${SEED:-42}
batch=${BATCH:-32}
seq_len=${SEQ_LEN:-128}
general_steps=${GENERAL_STEPS:-10000}
general_lr=${GENERAL_LR:-1e-3}
general_warmup=${GENERAL_WARMUP:-300}
general_time_limit=${GENERAL_TIME_LIMIT:-0}
domain_steps=${DOMAIN_STEPS:-200}
domain_lr=${DOMAIN_LR:-5e-4}
domain_warmup=${DOMAIN_WARMUP:-20}
domain_time_limit=${DOMAIN_TIME_LIMIT:-600}
ft_epochs=${FT_EPOCHS:-4}
ft_lr=${FT_LR:-1e-3}
ft_batch=${FT_BATCH:-32}
ft_max_length=${FT_MAX_LENGTH:-64}
ft_seeds=${FT_SEEDS:-2}
threads=()
[[ -n ${THREADS:-} ]] && threads=(--threads "$THREADS")

for f in general_en.txt general_ko.txt domain_en.txt domain_ko.txt \
    debian_tags_en-{train,validation,test}.tsv debian_topics_ko-{train,validation,test}.tsv; do
    [[ -f $data/$f ]] || { echo "missing $data/$f" >&2; exit 1; }
done
[[ -x $cli ]] || { echo "headwater-cli not found at $cli (build it or set HEADWATER_CLI)" >&2; exit 1; }

mkdir -p "$out/logs" "$out/.done" "$out/probes"
timings=$out/timings.tsv
[[ -f $timings ]] || printf 'step\tseconds\tfinished_utc\n' >"$timings"

stamp() { date -u +%Y-%m-%dT%H:%M:%SZ; }

# step NAME COMMAND...: runs COMMAND under nice unless NAME is marked done; logs output and wall time.
step() {
    local name=$1
    shift
    if [[ -e $out/.done/$name ]]; then
        echo "[$(stamp)] $name: done before, skipped"
        return 0
    fi
    echo "[$(stamp)] $name: $*"
    local start end rc=0
    start=$(date +%s)
    nice -n 19 "$@" "${threads[@]}" >"$out/logs/$name.log" 2>"$out/logs/$name.err" || rc=$?
    end=$(date +%s)
    if [[ $rc -ne 0 ]]; then
        echo "[$(stamp)] $name FAILED (exit $rc) after $((end - start)) s:" >&2
        tail -n 20 "$out/logs/$name.err" "$out/logs/$name.log" >&2
        exit "$rc"
    fi
    printf '%s\t%s\t%s\n' "$name" "$((end - start))" "$(stamp)" >>"$timings"
    touch "$out/.done/$name"
    echo "[$(stamp)] $name: $((end - start)) s"
}

# show NAME: the step's results (stdout) on the terminal.
show() { tail -n 60 "$out/logs/$1.log"; }

# Probes: sentences with [MASK] for the mask-fill checks.
printf '%s\n' \
    'The [MASK] is shining in the sky.' \
    'He opened the [MASK] and walked into the house.' \
    'In the beginning, God created the heavens and the [MASK].' \
    'A dog is a domesticated [MASK].' \
    'She wrote a long [MASK] to her friend.' \
    '[MASK] 메뉴에서 저장을 선택합니다.' \
    '모든 국민은 [MASK] 앞에 평등하다.' >"$out/probes/general.txt"
printf '%s\n' \
    'This package contains the development [MASK] for the library.' \
    'It is written in the [MASK] programming language.' \
    'This is a [MASK] package that depends on all the components.' \
    '이 패키지는 [MASK] 파일을 포함합니다.' \
    '이 패키지에는 [MASK] 라이브러리가 들어 있습니다.' >"$out/probes/domain.txt"

# 1. Tokenizer: cased (no --lowercase: lowercasing strips accents and decomposes Hangul).
step tokenizer "$cli" train-tokenizer --kind wordpiece --vocab-size "$vocab_size" \
    --corpus "$data/general_en.txt" --corpus "$data/general_ko.txt" --output "$out/tokenizer"
step tokenizer-stats-domain "$cli" tokenize --tokenizer "$out/tokenizer" --stats --input "$data/domain_ko.txt"

# 2. A small randomly initialised BERT with the new tokenizer.
step new-model "$cli" new-model --arch bert --preset "$preset" ${shape[@]+"${shape[@]}"} --tokenizer "$out/tokenizer" \
    --max-positions "$max_positions" --seed "$seed" --overwrite --output "$out/init"
step inspect-init "$cli" inspect --model "$out/init"
show inspect-init

# 3. Pretraining on the general text: the base model. Stopped by its time limit (or killed), it is resumed from its
#    newest checkpoint with the same settings when the script runs again without the step's marker.
if [[ -f $out/runs/general/run.json && ! -e $out/.done/pretrain-general ]]; then
    step pretrain-general "$cli" pretrain --resume --output "$out/runs/general" --time-limit "$general_time_limit"
fi
step pretrain-general "$cli" pretrain --model "$out/init" \
    --corpus "$data/general_en.txt" --corpus "$data/general_ko.txt" \
    --output "$out/runs/general" --cache-dir "$out/cache" --objective mlm \
    --seq-len "$seq_len" --batch-size "$batch" --lr "$general_lr" --warmup "$general_warmup" --schedule linear \
    --max-steps "$general_steps" --time-limit "$general_time_limit" \
    --eval-every 200 --eval-examples 300 --save-every 200 --log-every 20 --seed "$seed" \
    --watch 'The cat sat on the [MASK].' --watch '[MASK] 메뉴에서 저장을 선택합니다.'
tail -n 4 "$out/logs/pretrain-general.log"
# The base model as the demo ships it (resources/demo/base-model): fp16 weights, half the size. The steps below
# start from this copy, as a user of the demo does.
step export-base "$cli" export --model "$out/runs/general/model" --precision fp16 --no-card --overwrite \
    --output "$out/base-model"
base=$out/base-model
step maskfill-base "$cli" maskfill --model "$base" --probe "$out/probes/general.txt" --top-k 5 \
    --csv "$out/maskfill-base.csv"
show maskfill-base

# 4. Continued pretraining on the domain text: the adapted model. The labelled validation and test texts are
#    not in domain_*.txt, so they serve as held-out domain text below. --general-corpus measures forgetting
#    on the general text's held-out split (eval_general/perplexity in the run's summary).
adapted=$out/runs/domain/model
step pretrain-domain "$cli" pretrain --model "$base" \
    --corpus "$data/domain_en.txt" --corpus "$data/domain_ko.txt" \
    --general-corpus "$data/general_en.txt" --general-corpus "$data/general_ko.txt" \
    --output "$out/runs/domain" --cache-dir "$out/cache" --objective mlm \
    --seq-len "$seq_len" --batch-size "$batch" --lr "$domain_lr" --warmup "$domain_warmup" --schedule linear \
    --max-steps "$domain_steps" --time-limit "$domain_time_limit" \
    --eval-every 100 --eval-examples 300 --log-every 10 --seed "$seed"
tail -n 6 "$out/logs/pretrain-domain.log"

# 5. Held-out perplexity (same tokenizer, same masked tokens) and mask-fill, base against adapted.
for set in debian_tags_en debian_topics_ko; do
    step "perplexity-$set" "$cli" evaluate --model "$base" --model "$adapted" \
        --data "$data/$set-validation.tsv" --text-field text --seq-len "$seq_len"
    show "perplexity-$set"
done
step maskfill-compare "$cli" maskfill --model "$base" --model "$adapted" --probe "$out/probes/domain.txt" \
    --top-k 5 --csv "$out/maskfill-compare.csv"
show maskfill-compare

# 6. Fine-tuning of both on the same splits and seeds; comparison.md holds the macro-F1 difference and its
#    paired bootstrap interval.
step finetune-tags-en "$cli" finetune --model "$base" --model "$adapted" --name base --name adapted \
    --train "$data/debian_tags_en-train.tsv" --valid "$data/debian_tags_en-validation.tsv" \
    --test "$data/debian_tags_en-test.tsv" --multi-label --class-weights \
    --epochs "$ft_epochs" --lr "$ft_lr" --batch-size "$ft_batch" --max-length "$ft_max_length" \
    --seeds "$ft_seeds" --seed "$seed" --output "$out/finetune/tags-en"
show finetune-tags-en
step finetune-topics-ko "$cli" finetune --model "$base" --model "$adapted" --name base --name adapted \
    --train "$data/debian_topics_ko-train.tsv" --valid "$data/debian_topics_ko-validation.tsv" \
    --test "$data/debian_topics_ko-test.tsv" \
    --epochs "$ft_epochs" --lr "$ft_lr" --batch-size "$ft_batch" --max-length "$ft_max_length" \
    --seeds "$ft_seeds" --seed "$seed" --output "$out/finetune/topics-ko"
show finetune-topics-ko

# 7. With PACKAGE set to the demo bundle's folder (resources/demo), its data, licences and base model are
#    replaced by this build's.
if [[ -n ${PACKAGE:-} ]]; then
    mkdir -p "$PACKAGE/data" "$PACKAGE/licenses" "$PACKAGE/base-model"
    cp "$data"/domain_{en,ko}.txt "$data"/debian_tags_en-*.tsv "$data"/debian_topics_ko-*.tsv "$PACKAGE/data/"
    cp "$data"/licenses/* "$PACKAGE/licenses/"
    for f in config.json model.safetensors special_tokens_map.json tokenizer.json tokenizer_config.json vocab.txt; do
        cp "$out/base-model/$f" "$PACKAGE/base-model/"
    done
    echo "[$(stamp)] packaged into $PACKAGE"
fi

echo "[$(stamp)] finished; wall time per step:"
cat "$timings"
