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
mkdir -p "$seeds"/{fuzz_safetensors_header,fuzz_torch_pickle,fuzz_model_config,fuzz_vocab_txt,fuzz_tokenizer_json,fuzz_corpus_reader,fuzz_labelled_reader,fuzz_onnx_reader}
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
# Inputs that once broke a reader stay among its seeds, so every run starts by replaying them.
cp "$root/fuzz/seeds/"safetensors-* "$seeds/fuzz_safetensors_header/"
# Corpus and labelled seeds: the first byte picks the format (see the targets).
printf '\x00first line\nsecond line\n' > "$seeds/fuzz_corpus_reader/txt"
printf '\x01{"text": "a document"}\n{"text": "another", "id": 2}\n' > "$seeds/fuzz_corpus_reader/jsonl"
printf '\x02text,label\n"quoted, with comma",pos\n"two\nlines",neg\n' > "$seeds/fuzz_corpus_reader/csv"
printf '\x03text\tlabel\nplain\tpos\n' > "$seeds/fuzz_corpus_reader/tsv"
printf '\x08one document\nstill it\n\nthe next\n' > "$seeds/fuzz_corpus_reader/docs"
printf '\x00text,label\ngood film,pos\nbad film,neg\n"said ""no""",neg\n' > "$seeds/fuzz_labelled_reader/csv"
printf '\x06{"text": "a", "label": "pos,neg"}\n{"text": "b", "label": "neg"}\n' > "$seeds/fuzz_labelled_reader/jsonl-multi"
printf '\x09text\tlabel\nx\tpos\ny\tneg\n' > "$seeds/fuzz_labelled_reader/tsv-known"

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
