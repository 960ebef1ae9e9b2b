"""The Hugging Face reference for Headwater's tests: transformers, tokenizers and scikit-learn themselves.

Each subcommand reads what a C++ test wrote, runs the reference, and writes its answer for the test to
compare. Exit code 3 means the reference refused the input (missing or unexpected weights, ...), with the
reason as JSON on stdout.

    hf_reference.py check
    hf_reference.py make-models OUT_DIR
    hf_reference.py forward MANIFEST.json
    hf_reference.py mlm-loss MODEL_DIR BATCH.safetensors
    hf_reference.py make-korean-vocab CORPUS.txt OUT_DIR
    hf_reference.py tokenize TOKENIZER_DIR CASES.jsonl OUT.jsonl
    hf_reference.py metrics CASES.json OUT.json
    hf_reference.py model-card MODEL_DIR
    hf_reference.py onnx-check MODEL.onnx CASES.safetensors
    hf_reference.py load-hf MODEL_DIR
    hf_reference.py hub-cache CACHE_DIR ID[@REVISION]...
    hf_reference.py columnar-cases OUT_DIR
    hf_reference.py byte-level-bpe train|encode ...   (byte_level_bpe_reference.py)
    hf_reference.py xlmr train|variants|encode|pieces ...   (xlm_roberta_reference.py)
"""
import json
import os
import shutil
import sys
import tempfile

from byte_level_bpe_reference import byte_level_bpe
from xlm_roberta_reference import xlmr

REQUIRED = ["torch", "transformers", "tokenizers", "safetensors", "sklearn", "onnx", "onnxruntime", "numpy",
            "pyarrow", "sentencepiece", "google.protobuf"]


def check():
    missing = []
    for name in REQUIRED:
        try:
            __import__(name)
        except ImportError:
            missing.append(name)
    print(json.dumps({"python": sys.executable, "missing": missing}))
    return 0 if not missing else 4


# Shapes chosen to catch shape bugs: one and three layers, odd head counts, a vocabulary that is not a
# multiple of 8, 64 positions, ELECTRA embeddings narrower than the hidden size; the second shape's masked-LM
# heads have output matrices of their own (tie_word_embeddings false).
SHAPES = [
    {"name": "1layer", "vocab_size": 101, "hidden_size": 24, "num_hidden_layers": 1, "num_attention_heads": 3,
     "intermediate_size": 37, "max_position_embeddings": 64},
    {"name": "3layers", "vocab_size": 203, "hidden_size": 20, "num_hidden_layers": 3, "num_attention_heads": 5,
     "intermediate_size": 48, "max_position_embeddings": 64, "hidden_act": "gelu_new",
     "tie_word_embeddings": False},
    # ModernBERT's own window (128, a global layer every third) over 300 tokens: each kind of layer reaches
    # beyond the other's positions.
    {"name": "long", "only": "ModernBert", "length": 300, "vocab_size": 151, "hidden_size": 32,
     "num_hidden_layers": 3, "num_attention_heads": 4, "intermediate_size": 40, "max_position_embeddings": 512,
     "local_attention": 128, "global_attn_every_n_layers": 3},
]
ARCHITECTURES = ["BertForMaskedLM", "BertForPreTraining", "BertForSequenceClassification",
                 "ElectraForPreTraining", "ElectraForMaskedLM", "ElectraForSequenceClassification",
                 "RobertaForMaskedLM", "RobertaForSequenceClassification",
                 "XLMRobertaForMaskedLM", "XLMRobertaForSequenceClassification",
                 "ModernBertForMaskedLM", "ModernBertForSequenceClassification"]


def modernbert_config(fields):
    """A ModernBERT whose sliding-window layers see two tokens each side, so the reference inputs' eleven tokens
    reach past the window: one layer that slides, or full / sliding / full. The second shape turns every
    optional bias on, drops the decoder's and pools the mean."""
    import transformers
    fields = dict(fields)
    fields["hidden_activation"] = fields.pop("hidden_act", "gelu")
    fields.update(pad_token_id=0, bos_token_id=1, eos_token_id=2, cls_token_id=1, sep_token_id=2,
                  global_rope_theta=1000.0, local_rope_theta=100.0)
    if "local_attention" not in fields:  # the eleven-token shapes
        fields["local_attention"] = 4
        if fields["num_hidden_layers"] == 1:
            fields["layer_types"] = ["sliding_attention"]
        else:
            fields.update(global_attn_every_n_layers=2, norm_bias=True, attention_bias=True, mlp_bias=True,
                          classifier_bias=True, decoder_bias=False, classifier_pooling="mean")
    return transformers.ModernBertConfig(**fields)


def config_for(arch, fields):
    """The architecture's config class over the shape's fields. RoBERTa as roberta-base has it: <pad> is id 1,
    one token type, LayerNorm eps 1e-5."""
    import transformers
    fields = dict(fields)
    if arch.startswith("ModernBert"):
        return modernbert_config(fields)
    if arch.startswith("Electra"):
        fields["embedding_size"] = fields["hidden_size"] // 2
        return transformers.ElectraConfig(**fields)
    if "Roberta" in arch:
        fields.update(pad_token_id=1, bos_token_id=0, eos_token_id=2, type_vocab_size=1, layer_norm_eps=1e-5)
        cls = transformers.XLMRobertaConfig if arch.startswith("XLM") else transformers.RobertaConfig
        return cls(**fields)
    return transformers.BertConfig(**fields)


def reference_inputs(config, seed, length=11):
    """Three rows of eleven tokens (or `length`), one padded from 7/11 of the way with the model's pad id
    (RoBERTa's positions stop counting there); a second segment where the model has token types."""
    import torch
    g = torch.Generator().manual_seed(seed)
    input_ids = torch.randint(5, config.vocab_size, (3, length), generator=g)
    attention_mask = torch.ones(3, length, dtype=torch.long)
    padded = 7 * length // 11
    attention_mask[1, padded:] = 0
    input_ids[1, padded:] = config.pad_token_id
    token_type_ids = torch.zeros(3, length, dtype=torch.long)
    if getattr(config, "type_vocab_size", 1) > 1:
        token_type_ids[:, length // 2 + 1:] = 1
    return {"input_ids": input_ids, "attention_mask": attention_mask, "token_type_ids": token_type_ids}


def run_model(model, inputs):
    """logits (the head's first output) and the last hidden state, as Headwater's ModelOutputs hold them.
    ModernBERT has no token types, and its last hidden state is the backbone's output after the final norm."""
    import torch
    modernbert = model.config.model_type == "modernbert"
    if modernbert:
        inputs = {k: v for k, v in inputs.items() if k != "token_type_ids"}
    with torch.no_grad():
        out = model(**inputs, output_hidden_states=True)
        last = model.model(**inputs).last_hidden_state if modernbert else out.hidden_states[-1]
    logits = out.prediction_logits if hasattr(out, "prediction_logits") else out.logits
    result = {"logits": logits.contiguous(), "last_hidden_state": last.contiguous()}
    if getattr(out, "seq_relationship_logits", None) is not None:
        result["seq_relationship_logits"] = out.seq_relationship_logits.contiguous()
    return result


def make_models(out_dir):
    import torch
    import transformers
    from safetensors.torch import save_file
    made = []
    for shape_index, shape in enumerate(SHAPES):
        for arch_index, arch in enumerate(ARCHITECTURES):
            if not arch.startswith(shape.get("only", "")):
                continue
            fields = {k: v for k, v in shape.items() if k not in ("name", "only", "length")}
            fields["initializer_range"] = 0.2  # large weights: wrong code gives clearly wrong outputs
            config = config_for(arch, fields)
            if arch.endswith("SequenceClassification"):
                config.num_labels = 4
                config.id2label = {i: f"label_{i}" for i in range(4)}
                config.label2id = {v: k for k, v in config.id2label.items()}
                config.problem_type = ("multi_label_classification" if arch.startswith(("Bert", "Roberta"))
                                       else "single_label_classification")
            torch.manual_seed(1000 * shape_index + arch_index)
            model = getattr(transformers, arch)(config).eval()
            # LayerNorm weights and biases are initialised to 1 and 0: perturb them so a swapped gamma/beta shows.
            with torch.no_grad():
                for name, p in model.named_parameters():
                    if "LayerNorm" in name or "norm" in name or name.endswith(".bias"):
                        p.add_(torch.randn_like(p) * 0.1)
            inputs = reference_inputs(config, 7 + shape_index, shape.get("length", 11))
            expected = run_model(model, inputs)
            base = f"{arch}-{shape['name']}"
            for weights in ("safetensors", "bin"):
                path = os.path.join(out_dir, f"{base}-{weights}")
                if weights == "safetensors":
                    model.save_pretrained(path)
                else:
                    # What transformers wrote before safetensors: the whole state dict with torch.save,
                    # tied tensors sharing storage.
                    os.makedirs(path, exist_ok=True)
                    config.architectures = [arch]
                    config.save_pretrained(path)
                    torch.save(model.state_dict(), os.path.join(path, "pytorch_model.bin"))
                save_file({**{k: v.contiguous() for k, v in inputs.items()}, **expected},
                          os.path.join(path, "reference.safetensors"))
                made.append({"directory": path, "architecture": arch, "weights": weights})
    print(json.dumps({"models": made}))
    return 0


def forward(manifest_path):
    """For each {"model", "inputs", "output"} of the manifest: load the directory with from_pretrained (no
    missing, unexpected or mismatched weights allowed) and write its outputs on the inputs. One process for
    all of them: importing transformers takes seconds."""
    import transformers
    from safetensors.torch import load_file, save_file
    with open(manifest_path) as f:
        jobs = json.load(f)
    refused = {}
    for job in jobs:
        with open(os.path.join(job["model"], "config.json")) as f:
            arch = json.load(f)["architectures"][0]
        model, info = getattr(transformers, arch).from_pretrained(job["model"], output_loading_info=True)
        problems = {k: sorted(v) for k, v in info.items()
                    if k in ("missing_keys", "unexpected_keys", "mismatched_keys") and v}
        if problems:
            refused[job["model"]] = problems
            continue
        inputs = load_file(job["inputs"])
        inputs = {k: inputs[k] for k in ("input_ids", "attention_mask", "token_type_ids")}
        save_file(run_model(model.eval(), inputs), job["output"])
    print(json.dumps({"loaded": len(jobs) - len(refused), "refused": refused}))
    return 3 if refused else 0


def mlm_loss(model_dir, batch_path):
    import torch
    import transformers
    from safetensors.torch import load_file
    with open(os.path.join(model_dir, "config.json")) as f:
        arch = json.load(f)["architectures"][0]
    model = getattr(transformers, arch).from_pretrained(model_dir).eval()
    batch = load_file(batch_path)
    with torch.no_grad():
        out = model(input_ids=batch["input_ids"], attention_mask=batch["attention_mask"], labels=batch["labels"])
    print(json.dumps({"loss": out.loss.item()}))
    return 0


def make_korean_vocab(corpus, out_dir):
    """A cased WordPiece vocabulary trained by tokenizers on Korean text, as Korean BERTs ship them."""
    from tokenizers import BertWordPieceTokenizer
    tokenizer = BertWordPieceTokenizer(lowercase=False, strip_accents=False, clean_text=True, handle_chinese_chars=True)
    tokenizer.train([corpus], vocab_size=400, min_frequency=1, limit_alphabet=2000,
                    special_tokens=["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]"])
    os.makedirs(out_dir, exist_ok=True)
    tokenizer.save_model(out_dir)
    with open(os.path.join(out_dir, "tokenizer_config.json"), "w") as f:
        json.dump({"do_lower_case": False, "strip_accents": False, "tokenizer_class": "BertTokenizer"}, f)
    print(json.dumps({"vocab": os.path.join(out_dir, "vocab.txt")}))
    return 0


def encode_with(tokenizer, case):
    kwargs = {"return_offsets_mapping": True}
    if case.get("max_length"):
        kwargs.update(truncation="longest_first", max_length=case["max_length"])
    args = [case["text"]] + ([case["pair"]] if case.get("pair") is not None else [])
    e = tokenizer(*args, **kwargs)
    return {"ids": e["input_ids"], "tokens": tokenizer.convert_ids_to_tokens(e["input_ids"]),
            "type_ids": e["token_type_ids"], "offsets": [list(o) for o in e["offset_mapping"]]}


def encode_with_tokenizers(tokenizer, case):
    tokenizer.no_truncation()
    if case.get("max_length"):
        tokenizer.enable_truncation(max_length=case["max_length"], strategy="longest_first")
    e = tokenizer.encode(case["text"], case.get("pair"))
    return {"ids": e.ids, "tokens": e.tokens, "type_ids": e.type_ids, "offsets": [list(o) for o in e.offsets]}


def bert_wordpiece_from(tokenizer_dir):
    """tokenizers' BertWordPieceTokenizer on vocab.txt, with the options and special tokens the directory's
    tokenizer_config.json and special_tokens_map.json give."""
    from tokenizers import BertWordPieceTokenizer
    settings = {}
    for name in ("tokenizer_config.json", "special_tokens_map.json"):
        path = os.path.join(tokenizer_dir, name)
        if os.path.exists(path):
            with open(path, encoding="utf-8") as f:
                settings.update(json.load(f))

    def special(name, default):
        value = settings.get(name, default)
        return value["content"] if isinstance(value, dict) else value

    return BertWordPieceTokenizer(
        os.path.join(tokenizer_dir, "vocab.txt"), unk_token=special("unk_token", "[UNK]"),
        sep_token=special("sep_token", "[SEP]"), cls_token=special("cls_token", "[CLS]"),
        pad_token=special("pad_token", "[PAD]"), mask_token=special("mask_token", "[MASK]"), clean_text=True,
        handle_chinese_chars=settings.get("tokenize_chinese_chars", True),
        strip_accents=settings.get("strip_accents"), lowercase=settings.get("do_lower_case", True))


def tokenize(tokenizer_dir, cases_path, out_path):
    """Every case encoded by four oracles: AutoTokenizer on the directory, the tokenizers library on its
    tokenizer.json, and BertTokenizerFast and tokenizers' BertWordPieceTokenizer built from vocab.txt and
    tokenizer_config.json alone. Offsets count code points (indices into a Python str)."""
    from tokenizers import Tokenizer
    from transformers import AutoTokenizer, BertTokenizerFast
    auto = AutoTokenizer.from_pretrained(tokenizer_dir)
    oracles = {"auto_tokenizer": lambda c: encode_with(auto, c)}
    if os.path.exists(os.path.join(tokenizer_dir, "tokenizer.json")):
        raw = Tokenizer.from_file(os.path.join(tokenizer_dir, "tokenizer.json"))
        oracles["tokenizers"] = lambda c: encode_with_tokenizers(raw, c)
    vocab_only = tempfile.mkdtemp()
    try:
        for name in ("vocab.txt", "tokenizer_config.json", "special_tokens_map.json"):
            if os.path.exists(os.path.join(tokenizer_dir, name)):
                shutil.copy(os.path.join(tokenizer_dir, name), vocab_only)
        if os.path.exists(os.path.join(vocab_only, "vocab.txt")):
            from_vocab = BertTokenizerFast.from_pretrained(vocab_only)
            oracles["bert_tokenizer_fast"] = lambda c: encode_with(from_vocab, c)
            word_piece = bert_wordpiece_from(vocab_only)
            oracles["bert_wordpiece_tokenizer"] = lambda c: encode_with_tokenizers(word_piece, c)
        with open(cases_path, encoding="utf-8") as f, open(out_path, "w", encoding="utf-8") as out:
            for line in f:
                case = json.loads(line)
                out.write(json.dumps({name: run(case) for name, run in oracles.items()}, ensure_ascii=False) + "\n")
    finally:
        shutil.rmtree(vocab_only)
    print(json.dumps({"tokenizer_class": type(auto).__name__, "oracles": sorted(oracles)}))
    return 0


def metrics(cases_path, out_path):
    import numpy as np
    from sklearn.metrics import (accuracy_score, confusion_matrix, f1_score, hamming_loss,
                                 precision_recall_fscore_support)
    with open(cases_path) as f:
        cases = json.load(f)
    results = []
    for case in cases:
        y_true, y_pred, n = np.array(case["truth"]), np.array(case["predicted"]), case["labels"]
        r = {"accuracy": accuracy_score(y_true, y_pred)}
        for average in ("macro", "micro", "weighted"):
            p, rec, f, _ = precision_recall_fscore_support(y_true, y_pred, average=average, zero_division=0)
            r[average] = {"precision": p, "recall": rec, "f1": f}
        labels = list(range(n))
        p, rec, f, s = precision_recall_fscore_support(y_true, y_pred, labels=labels, average=None, zero_division=0)
        r["per_class"] = {"precision": p.tolist(), "recall": rec.tolist(), "f1": f.tolist(), "support": s.tolist()}
        if case["multi_label"]:
            r["hamming_loss"] = hamming_loss(y_true, y_pred)
        else:
            r["confusion"] = confusion_matrix(y_true, y_pred, labels=labels).tolist()
            r["macro_f1_check"] = f1_score(y_true, y_pred, average="macro", zero_division=0)
        results.append(r)
    with open(out_path, "w") as f:
        json.dump(results, f)
    print(json.dumps({"cases": len(results)}))
    return 0


def model_card(model_dir):
    """The README.md's YAML front matter as the Hub parses it, and whether transformers loads the folder."""
    import yaml
    from transformers import AutoConfig, AutoModel, AutoTokenizer
    text = open(os.path.join(model_dir, "README.md"), encoding="utf-8").read()
    if not text.startswith("---\n"):
        print(json.dumps({"error": "no front matter"}))
        return 3
    front = yaml.safe_load(text[4:text.index("\n---\n", 4)])
    AutoTokenizer.from_pretrained(model_dir)
    AutoModel.from_pretrained(model_dir)
    print(json.dumps({"front_matter": front, "model_type": AutoConfig.from_pretrained(model_dir).model_type,
                      "body": text[text.index("\n---\n", 4) + 5:]}))
    return 0


def onnx_check(model_path, cases_path):
    """onnx's full checker on the file, then onnxruntime on each case (CASE.input_ids, CASE.attention_mask,
    CASE.token_type_ids, CASE.logits as Headwater computed them): the largest |difference| per case."""
    import numpy as np
    import onnx
    import onnxruntime as ort
    from safetensors.numpy import load_file
    onnx.checker.check_model(model_path, full_check=True)
    model = onnx.load(model_path)

    def described(values):
        return {v.name: [d.dim_param or d.dim_value for d in v.type.tensor_type.shape.dim] for v in values}

    session = ort.InferenceSession(model_path, providers=["CPUExecutionProvider"])
    cases = load_file(cases_path)
    results = {}
    for key in sorted(k for k in cases if k.endswith(".logits")):
        case = key[: -len(".logits")]
        feed = {i.name: cases[case + "." + i.name] for i in session.get_inputs()}  # ModernBERT has no token types
        logits = session.run(["logits"], feed)[0]
        expected = cases[key]
        results[case] = {"shape": list(logits.shape),
                         "max_abs_difference": float(np.abs(logits - expected).max())
                         if logits.shape == expected.shape else None}
    print(json.dumps({"checked": True, "opset": [o.version for o in model.opset_import if o.domain in ("", "ai.onnx")],
                      "ir_version": model.ir_version, "inputs": described(model.graph.input),
                      "outputs": described(model.graph.output), "cases": results}))
    return 0


def count_parameters(*model_dirs):
    """For each directory: from_pretrained of the class its config.json names (no missing, unexpected or
    mismatched weights allowed), the parameters transformers counts for it (a tied matrix once) and the sizes
    it read from config.json."""
    import transformers
    results = []
    for model_dir in model_dirs:
        with open(os.path.join(model_dir, "config.json")) as f:
            arch = json.load(f)["architectures"][0]
        model, info = getattr(transformers, arch).from_pretrained(model_dir, output_loading_info=True)
        problems = {k: sorted(v) for k, v in info.items()
                    if k in ("missing_keys", "unexpected_keys", "mismatched_keys") and v}
        c = model.config
        results.append({"directory": model_dir, "architecture": type(model).__name__, "problems": problems,
                        "parameters": sum(p.numel() for p in model.parameters()),
                        "hidden_size": c.hidden_size, "num_hidden_layers": c.num_hidden_layers,
                        "num_attention_heads": c.num_attention_heads,
                        "intermediate_size": c.intermediate_size,
                        "embedding_size": getattr(c, "embedding_size", c.hidden_size)})
    print(json.dumps({"models": results}))
    return 3 if any(r["problems"] for r in results) else 0


def load_hf(model_dir):
    """transformers' from_pretrained(dtype="auto") on an export: the weights' type, count and files."""
    from transformers import AutoConfig, AutoModel, AutoTokenizer
    AutoTokenizer.from_pretrained(model_dir)
    model = AutoModel.from_pretrained(model_dir, dtype="auto")
    print(json.dumps({"dtype": str(next(model.parameters()).dtype).replace("torch.", ""),
                      "model_type": AutoConfig.from_pretrained(model_dir).model_type,
                      "parameters": sum(p.numel() for p in model.parameters())}))
    return 0


def hub_cache(cache_dir, *ids):
    """huggingface_hub's own view of a cache folder: scan_cache_dir's model repos, revisions and warnings, the
    config.json that try_to_load_from_cache returns for each ID[@REVISION], and the cache folder its constants
    choose from this process's environment."""
    from huggingface_hub import constants, scan_cache_dir, try_to_load_from_cache
    info = scan_cache_dir(cache_dir)
    out = {"default_cache": constants.HF_HUB_CACHE,
           "warnings": [str(w) for w in info.warnings],
           "repos": {r.repo_id: sorted(rev.commit_hash for rev in r.revisions)
                     for r in info.repos if r.repo_type == "model"},
           "config": {}}
    for spec in ids:
        repo, _, revision = spec.partition("@")
        found = try_to_load_from_cache(repo, "config.json", cache_dir=cache_dir, revision=revision or None)
        out["config"][spec] = found if isinstance(found, str) else None
    print(json.dumps(out))
    return 0


COLUMNAR_TEXTS = ["The court dismissed the appeal.", "주가가 크게 올랐다 📈", "def f(x):\n    return x",
                  "  odd\u00a0spaces\u2003here  ", "Ünïcödé façade", "감정이 복잡하다. 슬프고 화가 난다.",
                  "short", "x" * 3000]
CLASS_NAMES = ["sadness", "joy", "anger", "fear"]


def columnar_cases(out_dir):
    """Parquet and Arrow files written by pyarrow itself, and what pyarrow reads back from each: per case its
    files, text and label columns, and the rows (text, and the labels as names where the dataset names its
    classes) for Headwater's reader to equal."""
    import random
    import pyarrow as pa
    import pyarrow.ipc as ipc
    import pyarrow.parquet as pq
    rng = random.Random(7)
    os.makedirs(out_dir, exist_ok=True)

    def texts(n, nulls=False):
        out = [f"{rng.choice(COLUMNAR_TEXTS)} #{i}" for i in range(n)]
        if nulls:
            for i in range(3, n, 17):
                out[i] = None
        return out

    cases = []

    def expected(table, text, label, names=None):
        rows = []
        for row in table.to_pylist():
            value = row.get(label) if label else None
            if names is not None and value is not None:
                value = [names[v] for v in value] if isinstance(value, list) else names[value]
            rows.append({"text": row[text], "label": value})
        return rows

    def add(name, files, table, text="text", label=None, names=None, kind="parquet"):
        cases.append({"name": name, "files": files, "kind": kind, "text": text, "label": label,
                      "rows": expected(table, text, label, names)})

    # Plain strings, snappy, several row groups, nulls in the text.
    n = 700
    t = pa.table({"text": pa.array(texts(n, nulls=True), pa.string()),
                  "label": pa.array([rng.choice(CLASS_NAMES) for _ in range(n)], pa.string())})
    path = os.path.join(out_dir, "plain.parquet")
    pq.write_table(t, path, row_group_size=100, compression="snappy")
    add("plain snappy, 7 row groups, nulls", [path], pq.read_table(path), label="label")

    # Dictionary-encoded strings, zstd.
    n = 500
    t = pa.table({"sentence": pa.array(texts(n), pa.string()).dictionary_encode(),
                  "topic": pa.array([rng.choice(CLASS_NAMES) for _ in range(n)]).dictionary_encode()})
    path = os.path.join(out_dir, "dictionary.parquet")
    pq.write_table(t, path, row_group_size=128, compression="zstd", use_dictionary=True)
    add("dictionary-encoded, zstd", [path], pq.read_table(path), text="sentence", label="topic")

    # Large strings.
    n = 300
    t = pa.table({"text": pa.array(texts(n), pa.large_string()),
                  "label": pa.array([rng.randrange(4) for _ in range(n)], pa.int32())})
    path = os.path.join(out_dir, "large.parquet")
    pq.write_table(t, path, row_group_size=1000, compression="zstd")
    add("large strings, integer labels", [path], pq.read_table(path), label="label")

    # Multi-label: list<string> and list<int64>.
    n = 400
    t = pa.table({"text": texts(n),
                  "labels": pa.array([rng.sample(CLASS_NAMES, rng.randrange(1, 4)) for _ in range(n)],
                                     pa.list_(pa.string())),
                  "ids": pa.array([rng.sample(range(4), rng.randrange(0, 3)) for _ in range(n)],
                                  pa.list_(pa.int64()))})
    path = os.path.join(out_dir, "multilabel.parquet")
    pq.write_table(t, path, row_group_size=150)
    add("list<string> labels", [path], pq.read_table(path), label="labels")
    add("list<int64> labels", [path], pq.read_table(path), label="ids")

    # A ClassLabel set as the Hub lays it out: split shards in data/, names in the README's front matter.
    hub = os.path.join(out_dir, "hub")
    os.makedirs(os.path.join(hub, "data"), exist_ok=True)
    with open(os.path.join(hub, "README.md"), "w") as f:
        f.write("---\nlicense: cc-by-4.0\ndataset_info:\n  features:\n  - name: text\n    dtype: string\n"
                "  - name: label\n    dtype:\n      class_label:\n        names:\n" +
                "".join(f"          '{i}': {name}\n" for i, name in enumerate(CLASS_NAMES)) +
                "  splits:\n  - name: train\n    num_examples: 600\n---\n# A dataset\n")
    files, tables = [], []
    for split, shards, n in [("train", 2, 300), ("validation", 1, 80), ("test", 1, 120)]:
        for k in range(shards):
            t = pa.table({"text": [f"{split} {k} {x}" for x in texts(n)],
                          "label": pa.array([rng.randrange(4) for _ in range(n)], pa.int64())})
            path = os.path.join(hub, "data", f"{split}-{k:05d}-of-{shards:05d}.parquet")
            pq.write_table(t, path, row_group_size=64)
            files.append(path)
            tables.append(pq.read_table(path))
    cases.append({"name": "ClassLabel from the README, split shards", "files": sorted(files),
                  "kind": "parquet", "text": "text", "label": "label",
                  "splits": {s: sum(pq.read_metadata(f).num_rows for f in files
                                    if os.path.basename(f).startswith(s))
                             for s in ("train", "validation", "test")},
                  "rows": [r for f in sorted(files)
                           for r in expected(pq.read_table(f), "text", "label", CLASS_NAMES)]})

    # The `datasets` cache: an Arrow IPC stream whose schema metadata names the classes; and the file format.
    n = 2500
    features = {"text": {"dtype": "string", "_type": "Value"},
                "label": {"names": CLASS_NAMES, "_type": "ClassLabel"}}
    schema = pa.schema([("text", pa.string()), ("label", pa.int64())],
                       metadata={"huggingface": json.dumps({"info": {"features": features}})})
    t = pa.table({"text": texts(n), "label": pa.array([rng.randrange(4) for _ in range(n)], pa.int64())},
                 schema=schema)
    path = os.path.join(out_dir, "cache-train.arrow")
    with ipc.new_stream(path, schema) as writer:
        for batch in t.to_batches(max_chunksize=1000):
            writer.write_batch(batch)
    with ipc.open_stream(path) as reader:
        add("Arrow IPC stream with ClassLabel metadata", [path], reader.read_all(), label="label",
            names=CLASS_NAMES, kind="arrow")
    path = os.path.join(out_dir, "file-format.arrow")
    with ipc.new_file(path, schema) as writer:
        for batch in t.slice(0, 900).to_batches(max_chunksize=256):
            writer.write_batch(batch)
    add("Arrow IPC file format", [path], ipc.open_file(path).read_all(), label="label", names=CLASS_NAMES,
        kind="arrow")

    with open(os.path.join(out_dir, "cases.json"), "w") as f:
        json.dump(cases, f, ensure_ascii=False)
    return 0


def main(argv):
    commands = {"check": check, "make-models": make_models, "forward": forward, "mlm-loss": mlm_loss,
                "make-korean-vocab": make_korean_vocab, "tokenize": tokenize, "metrics": metrics,
                "model-card": model_card, "onnx-check": onnx_check, "load-hf": load_hf,
                "count-parameters": count_parameters,
                "hub-cache": hub_cache, "columnar-cases": columnar_cases,
                "byte-level-bpe": byte_level_bpe, "xlmr": xlmr}
    if len(argv) < 2 or argv[1] not in commands:
        print(__doc__, file=sys.stderr)
        return 2
    return commands[argv[1]](*argv[2:])


if __name__ == "__main__":
    sys.exit(main(sys.argv))
