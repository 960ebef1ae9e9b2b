"""The Parquet side of bench_parquet_import, with pyarrow itself.

    pyarrow_parquet_bench.py write OUT.parquet MEGABYTES   a dataset of that much text (English and Korean,
                                                           a label column), zstd, row groups of 10,000 rows
    pyarrow_parquet_bench.py read IN.parquet               reads its text column into Python strings

Each prints one JSON line."""
import json
import random
import sys
import time

import pyarrow as pa
import pyarrow.parquet as pq

WORDS = ("the coronavirus pandemic changed how hospitals triage patients while researchers tested vaccines "
         "오늘 너무 행복해 상담 데이터로 추가 학습한 모델이 감정 분류를 더 잘한다 café naïve résumé markets rose "
         "3.5% in 2026").split()


def write(path, megabytes):
    rng = random.Random(11)
    target = float(megabytes) * 1e6
    texts, size = [], 0
    while size < target:
        text = " ".join(rng.choice(WORDS) for _ in range(rng.randrange(20, 140)))
        texts.append(text)
        size += len(text.encode("utf-8"))
    labels = [rng.randrange(44) for _ in texts]
    pq.write_table(pa.table({"text": texts, "label": pa.array(labels, pa.int64())}), path,
                   row_group_size=10000, compression="zstd")
    print(json.dumps({"rows": len(texts), "text_bytes": size}))


def read(path):
    start = time.perf_counter()
    texts = pq.read_table(path, columns=["text"]).column("text").to_pylist()
    seconds = time.perf_counter() - start
    size = sum(len(t.encode("utf-8")) for t in texts)
    print(json.dumps({"impl": "pyarrow", "rows": len(texts), "text_bytes": size, "seconds": seconds,
                      "mb_per_s": size / 1e6 / seconds}))


if __name__ == "__main__":
    {"write": lambda: write(sys.argv[2], sys.argv[3]), "read": lambda: read(sys.argv[2])}[sys.argv[1]]()
