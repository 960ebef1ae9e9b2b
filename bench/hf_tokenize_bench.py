"""Encodes every line of a UTF-8 file with Hugging Face tokenizers (the Rust library, one thread) and prints
its throughput as one JSON line. Usage: hf_tokenize_bench.py TOKENIZER_JSON INPUT [IDS_OUT [REPEATS]]
IDS_OUT, when given, receives every line's ids followed by -1, as native int32. With REPEATS, the file is
encoded that many times, each time by a tokenizer freshly loaded (its word cache empty, as in the first
pass), and the fastest pass is reported."""
import json
import sys
import time
from array import array

import os
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
from tokenizers import Tokenizer  # noqa: E402

with open(sys.argv[2], encoding="utf-8") as f:
    lines = f.read().split("\n")
if lines and lines[-1] == "":
    lines.pop()
size = len("\n".join(lines).encode("utf-8"))
seconds = None
for _ in range(int(sys.argv[4]) if len(sys.argv) > 4 else 1):
    tokenizer = Tokenizer.from_file(sys.argv[1])
    start = time.perf_counter()
    encoded = [tokenizer.encode(line).ids for line in lines]
    elapsed = time.perf_counter() - start
    seconds = elapsed if seconds is None else min(seconds, elapsed)
tokens = sum(len(ids) for ids in encoded)
if len(sys.argv) > 3:
    out = array("i")
    for ids in encoded:
        out.extend(ids)
        out.append(-1)
    with open(sys.argv[3], "wb") as f:
        out.tofile(f)
print(json.dumps({"impl": "hf-tokenizers-python", "bytes": size, "tokens": tokens, "seconds": seconds,
                  "mb_per_s": size / 1e6 / seconds}))
