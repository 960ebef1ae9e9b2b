"""Classifies the texts of a JSONL file ({"text": ...} per line) with transformers'
AutoModelForSequenceClassification and with onnxruntime on the model's ONNX export, and prints each one's
throughput and answers as one JSON line.
Usage: hf_inference_baseline.py MODEL_DIR ONNX_FILE TEXTS_JSONL BATCH_SIZE THREADS MAX_LENGTH REPEATS

Every run includes the tokenizing (the model folder's fast tokenizer, a batch at a time) and the model, the
loading excluded. transformers runs under torch.inference_mode with the given intra-op threads, in the
file's order with padding=True per batch (its usual use), and again with the texts sorted by length first;
onnxruntime runs the sorted batches with the same number of intra-op threads. Each run's label probabilities
are returned in the file's order; each run is repeated REPEATS times and its fastest kept, since other work
on the machine only ever slows a run down."""
import json
import os
import sys
import time

os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
import numpy as np  # noqa: E402
import onnxruntime as ort  # noqa: E402
import torch  # noqa: E402
from transformers import AutoModelForSequenceClassification, AutoTokenizer  # noqa: E402

model_dir, onnx_file, texts_file = sys.argv[1:4]
batch_size, threads, max_length, repeats = (int(a) for a in sys.argv[4:8])
torch.set_num_threads(threads)
with open(texts_file, encoding="utf-8") as f:
    texts = [json.loads(line)["text"] for line in f if line.strip()]

tokenizer = AutoTokenizer.from_pretrained(model_dir)
model = AutoModelForSequenceClassification.from_pretrained(model_dir).eval()
options = ort.SessionOptions()
options.intra_op_num_threads = threads
options.inter_op_num_threads = 1
session = ort.InferenceSession(onnx_file, options, providers=["CPUExecutionProvider"])
onnx_inputs = {i.name for i in session.get_inputs()}


def encode(batch, tensors):
    return tokenizer(batch, padding=True, truncation=True, max_length=max_length, return_tensors=tensors)


def by_length():
    lengths = [len(ids) for ids in tokenizer(texts, truncation=True, max_length=max_length)["input_ids"]]
    return sorted(range(len(texts)), key=lambda i: lengths[i])


def transformers_probabilities(batch):
    with torch.inference_mode():
        return torch.softmax(model(**encode(batch, "pt")).logits, -1).numpy()


def onnx_probabilities(batch):
    feed = {k: v.astype(np.int64) for k, v in encode(batch, "np").items() if k in onnx_inputs}
    logits = session.run(["logits"], feed)[0]
    e = np.exp(logits - logits.max(-1, keepdims=True))
    return e / e.sum(-1, keepdims=True)


def timed_once(probabilities_of, sort):
    """Texts per second over every text, and the probabilities in the file's order. Sorting by length is
    part of the timed work, as it is in Headwater."""
    start = time.perf_counter()
    order = by_length() if sort else list(range(len(texts)))
    out = [None] * len(texts)
    for begin in range(0, len(order), batch_size):
        rows = order[begin:begin + batch_size]
        for i, p in zip(rows, probabilities_of([texts[i] for i in rows])):
            out[i] = [float(x) for x in p]
    seconds = time.perf_counter() - start
    return {"texts_per_s": len(texts) / seconds, "seconds": seconds, "probabilities": out}


def timed(probabilities_of, sort):
    return max((timed_once(probabilities_of, sort) for _ in range(repeats)), key=lambda r: r["texts_per_s"])


# One batch each first, so no run pays for first-call set-up.
transformers_probabilities(texts[:batch_size])
onnx_probabilities(texts[:batch_size])
print(json.dumps({
    "texts": len(texts), "threads": threads, "batch_size": batch_size, "repeats": repeats,
    "transformers": timed(transformers_probabilities, False),
    "transformers_sorted": timed(transformers_probabilities, True),
    "onnxruntime": timed(onnx_probabilities, True),
    "versions": {"transformers": __import__("transformers").__version__, "torch": torch.__version__,
                 "onnxruntime": ort.__version__},
}))
