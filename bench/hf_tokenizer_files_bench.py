"""Hugging Face tokenizers' side of bench_tokenize's tokenizer files: training a byte-level BPE tokenizer as
RoBERTa's is made, and loading a tokenizer.json. Each prints one JSON line.
Usage: hf_tokenizer_files_bench.py train-bpe OUT_DIR VOCAB_SIZE CORPUS...
       hf_tokenizer_files_bench.py load TOKENIZER_JSON REPEATS   (the fastest of REPEATS loads)"""
import json
import os
import sys
import time

os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
from tokenizers import ByteLevelBPETokenizer, Tokenizer, processors  # noqa: E402

if sys.argv[1] == "train-bpe":
    out_dir, vocab_size, corpora = sys.argv[2], int(sys.argv[3]), sys.argv[4:]
    specials = ["<s>", "<pad>", "</s>", "<unk>", "<mask>"]
    start = time.perf_counter()
    tokenizer = ByteLevelBPETokenizer()
    tokenizer.train(corpora, vocab_size=vocab_size, min_frequency=2, special_tokens=specials,
                    show_progress=False)
    tokenizer.post_processor = processors.RobertaProcessing(("</s>", tokenizer.token_to_id("</s>")),
                                                            ("<s>", tokenizer.token_to_id("<s>")))
    os.makedirs(out_dir, exist_ok=True)
    tokenizer.save(os.path.join(out_dir, "tokenizer.json"))
    print(json.dumps({"seconds": time.perf_counter() - start, "vocab_size": tokenizer.get_vocab_size()}))
elif sys.argv[1] == "load":
    path, repeats = sys.argv[2], int(sys.argv[3])
    fastest = None
    for _ in range(repeats):
        start = time.perf_counter()
        Tokenizer.from_file(path)
        seconds = time.perf_counter() - start
        fastest = seconds if fastest is None else min(fastest, seconds)
    print(json.dumps({"load_s": fastest}))
else:
    sys.exit(__doc__)
