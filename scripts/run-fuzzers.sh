#!/usr/bin/env bash
# Builds the libFuzzer targets of every reader of untrusted input (fuzz/) with clang, AddressSanitizer and
# UndefinedBehaviorSanitizer, seeds them from the golden fixtures, and runs each for SECONDS (default 60).
# Fails on the first crash, leak, hang (10 s per input) or sanitizer report; the input that caused it is
# kept in build-fuzz/findings/. Usage: scripts/run-fuzzers.sh [SECONDS]
set -euo pipefail
seconds=${1:-60}
root=$(cd "$(dirname "$0")/.." && pwd)
fixtures=${HEADWATER_FIXTURES:-$root/../shared/fixtures}
build="$root/build-fuzz"
cmake -S "$root" -B "$build" -DHEADWATER_FUZZ=ON -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build "$build" -j"$(nproc)"

seeds="$build/seeds"
rm -rf "$seeds"
mkdir -p "$seeds"/{fuzz_safetensors_header,fuzz_torch_pickle,fuzz_model_config,fuzz_vocab_txt,fuzz_tokenizer_json,fuzz_corpus_reader,fuzz_labelled_reader,fuzz_onnx_reader,fuzz_thresholds,fuzz_trainer_state,fuzz_predict_input,fuzz_project_rows,fuzz_columnar_reader,fuzz_sentencepiece_model,fuzz_xlm_roberta_json,fuzz_bpe_tokenizer_json,fuzz_bpe_vocab_files}
for model in "$fixtures"/models/*/; do
    name=$(basename "$model")
    cp "$model/config.json" "$seeds/fuzz_model_config/$name.json"
    if [ -f "$model/model.safetensors" ]; then # the 8-byte length and the header it announces
        python3 -c "import struct,sys; b=open(sys.argv[1],'rb').read(); n=struct.unpack('<Q',b[:8])[0]; sys.stdout.buffer.write(b[:8+n])" \
            "$model/model.safetensors" > "$seeds/fuzz_safetensors_header/$name"
    fi
    if [ -f "$model/pytorch_model.bin" ]; then
        python3 -c "import zipfile,sys; z=zipfile.ZipFile(sys.argv[1]); sys.stdout.buffer.write(z.read([n for n in z.namelist() if n.endswith('data.pkl')][0]))" \
            "$model/pytorch_model.bin" > "$seeds/fuzz_torch_pickle/$name"
    fi
done
head -c 4000 "$fixtures/tokenizer/vocab.txt" > "$seeds/fuzz_vocab_txt/vocab-head"
cp "$root/fuzz/seeds/"tokenizer*.json "$seeds/fuzz_tokenizer_json/"
cp "$root/fuzz/seeds/"*.onnx "$seeds/fuzz_onnx_reader/"
# Compressed corpora (zstd, xz), behind the format byte.
cp "$root/fuzz/seeds/"corpus-* "$seeds/fuzz_corpus_reader/"
# Parquet and Arrow files written by pyarrow (fuzz/seeds/columnar-*), behind the name-and-columns byte.
cp "$root/fuzz/seeds/"columnar-* "$seeds/fuzz_columnar_reader/"
# Inputs that once broke a reader stay among its seeds, so every run starts by replaying them.
cp "$root/fuzz/seeds/"safetensors-* "$seeds/fuzz_safetensors_header/"
cp "$root/fuzz/seeds/"xlmr-json-* "$seeds/fuzz_xlm_roberta_json/"
# Tokenizer folders: the files one after another, parted by fuzz/fuzz_tokenizer_folder.h's separator. Small
# models trained by sentencepiece and tokenizers (fuzz/seeds/xlmr-*, bpe-*: XLM-R's ids, a normaliser with a few
# rules; RoBERTa's, ModernBERT's and a sparse byte-level BPE).
sep=$'\n#~hw~#\n'
parts() { # OUT PART...: a part is a file of fuzz/seeds/ or, starting with {, the JSON itself
    local out=$1 first=1
    shift
    for part in "$@"; do
        [ $first = 1 ] || printf '%s' "$sep"
        first=0
        if [[ $part == "{"* ]]; then printf '%s' "$part"; else cat "$root/fuzz/seeds/$part"; fi
    done > "$out"
}
mask='{"content": "<mask>", "lstrip": true, "rstrip": false, "normalized": false, "single_word": false, "special": true}'
cp "$root/fuzz/seeds/"xlmr-*.model "$seeds/fuzz_sentencepiece_model/"
parts "$seeds/fuzz_sentencepiece_model/configs" xlmr-unigram.model \
    '{"tokenizer_class": "XLMRobertaTokenizerFast", "model_max_length": 512, "added_tokens_decoder": {"124": '"$mask"'}}' \
    '{"mask_token": '"$mask"', "additional_special_tokens": ["<extra>", "환자"], "bos_token": "<s>"}'
cp "$root/fuzz/seeds/xlmr-tokenizer.json" "$seeds/fuzz_xlm_roberta_json/"
python3 -c "import json,sys; j=json.load(open(sys.argv[1])); m={'type':'Metaspace','replacement':'\u2581','add_prefix_space':True}; \
j['pre_tokenizer']=m; j['decoder']=m; [t.update(lstrip=t['content']=='<mask>') for t in j['added_tokens']]; \
sys.stdout.write(json.dumps(j,separators=(',',':')))" "$root/fuzz/seeds/xlmr-tokenizer.json" > "$seeds/fuzz_xlm_roberta_json/metaspace"
parts "$seeds/fuzz_xlm_roberta_json/configs" xlmr-tokenizer.json \
    '{"tokenizer_class": "XLMRobertaTokenizer", "add_prefix_space": false, "model_max_length": 8}' \
    '{"mask_token": '"$mask"', "cls_token": "<s>", "additional_special_tokens": ["<extra>"]}'
parts "$seeds/fuzz_bpe_tokenizer_json/roberta" bpe-roberta-tokenizer.json \
    '{"tokenizer_class": "RobertaTokenizer", "add_prefix_space": false, "bos_token": "<s>", "eos_token": "</s>", "cls_token": "<s>", "sep_token": "</s>", "unk_token": "<unk>", "pad_token": "<pad>", "mask_token": "<mask>", "trim_offsets": true}'
parts "$seeds/fuzz_bpe_tokenizer_json/modernbert" bpe-modernbert-tokenizer.json \
    '{"cls_token": "[CLS]", "mask_token": "[MASK]", "model_max_length": 8192, "pad_token": "[PAD]", "sep_token": "[SEP]", "unk_token": "[UNK]"}'
cp "$root/fuzz/seeds/bpe-sparse-tokenizer.json" "$seeds/fuzz_bpe_tokenizer_json/"
parts "$seeds/fuzz_bpe_vocab_files/roberta" bpe-roberta-vocab.json bpe-roberta-merges.txt
parts "$seeds/fuzz_bpe_vocab_files/configs" bpe-roberta-vocab.json bpe-roberta-merges.txt \
    '{"tokenizer_class": "RobertaTokenizer", "add_prefix_space": true, "model_max_length": 16, "added_tokens_decoder": {"4": '"$mask"'}}' \
    '{"mask_token": '"$mask"', "additional_special_tokens": ["<extra>"], "pad_token": "<pad>"}'
# Corpus and labelled seeds: the first byte picks the format (see the targets).
printf '\x00first line\nsecond line\n' > "$seeds/fuzz_corpus_reader/txt"
printf '\x01{"text": "a document"}\n{"text": "another", "id": 2}\n' > "$seeds/fuzz_corpus_reader/jsonl"
printf '\x02text,label\n"quoted, with comma",pos\n"two\nlines",neg\n' > "$seeds/fuzz_corpus_reader/csv"
printf '\x03text\tlabel\nplain\tpos\n' > "$seeds/fuzz_corpus_reader/tsv"
printf '\x08one document\nstill it\n\nthe next\n' > "$seeds/fuzz_corpus_reader/docs"
printf '\x00text,label\ngood film,pos\nbad film,neg\n"said ""no""",neg\n' > "$seeds/fuzz_labelled_reader/csv"
printf '\x06{"text": "a", "label": "pos,neg"}\n{"text": "b", "label": "neg"}\n' > "$seeds/fuzz_labelled_reader/jsonl-multi"
printf '\x09text\tlabel\nx\tpos\ny\tneg\n' > "$seeds/fuzz_labelled_reader/tsv-known"
# thresholds.json (the first byte is the label count), trainer_state.json (the first two bytes size the data).
printf '\x03[0.5, 0.25, 0.9]' > "$seeds/fuzz_thresholds/three"
printf '\x02{"step": 4, "epoch": 1, "position": 3}' > "$seeds/fuzz_thresholds/object"
printf '\x05\x02{"step": 4, "epoch": 1, "position": 3, "best_eval_loss": 2.5, "best_step": 4, "evaluations_without_improvement": 0, "tokens_seen": 512, "elapsed_seconds": 1.5, "identity": {"seed": 42}}' \
    > "$seeds/fuzz_trainer_state/state"
# predict's input: the first byte picks the format as for the corpus reader (bit 3: the text field "body").
printf '\x00first text\n\nsecond text\n' > "$seeds/fuzz_predict_input/txt"
printf '\x01{"text": "a"}\n{"body": "b"}\n[1]\n{"text": ""}\n' > "$seeds/fuzz_predict_input/jsonl"
printf '\x0a{"body": "a"}\n' > "$seeds/fuzz_predict_input/csv-body"
# Project rows: a line a row, its first byte the table (F artefacts, G artefact_sources, H runs, I metrics,
# J corpora, K documents, L project_info), tab-separated columns; a lineage cycle and paths out of the project.
printf 'F1\tmodel\tbase\tmodels/base\t2026-01-01\t{"preset": "tiny"}\t{"parameters": 547000}\t\nF2\tmodel\tadapted\t/etc\tnow\t{}\t[]\t\nG2\t1\tcontinued from\nG1\t2\tcontinued from\nF3\tlabelled_set\tset\t../../x\tnow\t{"labels": 7}\t{}\t\nH1\tpretrain\tr\trunning\tnot json\tnow\t\t99999999\thost\nI1\t10\ttrain_loss\tnan\nJ1\tc\tnow\t[]\t{}\t{}\t3\t../../etc/passwd\nK1\t0\t123\ttrain\t-5\t99999999999\nLname\t\n' \
    > "$seeds/fuzz_project_rows/rows"

mkdir -p "$build/findings"
export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
status=0
for target in "$build"/fuzz/fuzz_*; do
    [ -x "$target" ] || continue
    name=$(basename "$target")
    corpus="$build/corpus/$name"
    mkdir -p "$corpus"
    echo "== $name: ${seconds} s"
    if ! "$target" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
        -artifact_prefix="$build/findings/$name-" -print_final_stats=1 "$corpus" "$seeds/$name" \
        > "$build/$name.log" 2>&1; then
        echo "FAILED: $name (see $build/$name.log and $build/findings/)"
        tail -40 "$build/$name.log"
        status=1
    else
        grep -E "stat::number_of_executed_units|cov:" "$build/$name.log" | tail -2
    fi
done
exit $status
