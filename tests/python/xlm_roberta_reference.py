"""XLM-RoBERTa's tokenizer for hf_reference.py: SentencePiece models trained by the sentencepiece library with
XLM-R's special ids, the folders XLM-R is found in, and their encodings by AutoTokenizer and tokenizers. Run
through `hf_reference.py xlmr`."""
import json
import os
import shutil
import sys


def xlmr(action, *args):
    """XLM-RoBERTa's tokenizer (transformers' XLMRobertaTokenizer over a sentencepiece.bpe.model or tokenizer.json).

    train unigram|bpe CORPUS OUT_DIR: a SentencePiece model of CORPUS with XLM-R's ids (<unk> 0, <s> 1, </s> 2, no
        <pad>) and normaliser (nmt_nfkc), up to 3000 pieces, saved as OUT_DIR/sentencepiece.bpe.model beside a
        tokenizer_config.json naming XLMRobertaTokenizer.
    variants MODEL_DIR OUT_ROOT: the folders XLM-R comes in, made from MODEL_DIR's model: spm-model-type
        (sentencepiece.bpe.model, config.json's model_type, <mask> taking the space on its left through
        added_tokens_decoder), json-only (tokenizer.json as transformers 4 wrote it, <mask> lstrip, config.json)
        and both (the two files, as the Hub's xlm-roberta-base has them).
    encode TOKENIZER_DIR CASES.jsonl OUT.jsonl: every case encoded by AutoTokenizer on the directory and, where
        its tokenizer.json has XLMRobertaTokenizer's own pre-tokenizer, by the tokenizers library on it: ids,
        tokens, token types, offsets (code points), special tokens mask, word ids and the text each token is from.
    pieces MODEL: the pieces of a .model file as the sentencepiece library loads them: [piece, score, type]."""

    def train(model_type, corpus, out_dir):
        import sentencepiece as spm
        os.makedirs(out_dir, exist_ok=True)
        spm.SentencePieceTrainer.train(
            input=corpus, model_prefix=os.path.join(out_dir, "sentencepiece.bpe"), model_type=model_type,
            vocab_size=3000, character_coverage=0.9995, unk_id=0, bos_id=1, eos_id=2, pad_id=-1,
            normalization_rule_name="nmt_nfkc", hard_vocab_limit=False, num_threads=1, minloglevel=2)
        os.remove(os.path.join(out_dir, "sentencepiece.bpe.vocab"))
        write_json(os.path.join(out_dir, "tokenizer_config.json"), {"tokenizer_class": "XLMRobertaTokenizer"})

    def write_json(path, value):
        with open(path, "w", encoding="utf-8") as f:
            json.dump(value, f, ensure_ascii=False, indent=1)

    def variants(model_dir, out_root):
        from transformers import AutoTokenizer
        tokenizer = AutoTokenizer.from_pretrained(model_dir)
        converted = os.path.join(out_root, "converted")
        tokenizer.save_pretrained(converted)
        with open(os.path.join(converted, "tokenizer.json"), encoding="utf-8") as f:
            tokenizer_json = json.load(f)
        # As transformers 4 and tokenizers before 0.14 wrote XLM-R's: Metaspace alone, add_prefix_space, <mask>
        # taking the spaces before it.
        tokenizer_json["pre_tokenizer"] = {"type": "Metaspace", "replacement": "\u2581", "add_prefix_space": True}
        tokenizer_json["decoder"] = {"type": "Metaspace", "replacement": "\u2581", "add_prefix_space": True}
        mask_id = tokenizer.mask_token_id
        for token in tokenizer_json["added_tokens"]:
            token["lstrip"] = token["content"] == "<mask>"
        model = os.path.join(model_dir, "sentencepiece.bpe.model")
        hub_config = {"model_type": "xlm-roberta", "architectures": ["XLMRobertaForMaskedLM"],
                      "vocab_size": len(tokenizer)}
        mask = {"content": "<mask>", "lstrip": True, "rstrip": False, "normalized": False, "single_word": False,
                "special": True}
        folders = {
            "spm-model-type": {"sentencepiece.bpe.model": model, "config.json": hub_config,
                               "tokenizer_config.json": {"model_max_length": 512,
                                                         "added_tokens_decoder": {str(mask_id): mask}}},
            "json-only": {"tokenizer.json": tokenizer_json, "config.json": hub_config,
                          "tokenizer_config.json": {"model_max_length": 512}},
            "both": {"sentencepiece.bpe.model": model, "tokenizer.json": tokenizer_json, "config.json": hub_config,
                     "tokenizer_config.json": {"model_max_length": 512}},
        }
        for name, files in folders.items():
            folder = os.path.join(out_root, name)
            os.makedirs(folder, exist_ok=True)
            for file_name, content in files.items():
                if isinstance(content, str):
                    shutil.copy(content, os.path.join(folder, file_name))
                else:
                    write_json(os.path.join(folder, file_name), content)
        shutil.rmtree(converted)
        return sorted(folders)

    def encoding(ids, tokens, types, offsets, special, words, sequences):
        return {"ids": list(ids), "tokens": list(tokens), "type_ids": list(types),
                "offsets": [list(o) for o in offsets], "special_tokens_mask": list(special),
                "word_ids": [-1 if w is None else w for w in words],
                "sequence_ids": [-1 if s is None else s for s in sequences]}

    def with_auto(tokenizer, case):
        kwargs = {"return_offsets_mapping": True, "return_special_tokens_mask": True, "return_token_type_ids": True,
                  "add_special_tokens": case.get("add_special_tokens", True)}
        if case.get("max_length"):
            kwargs.update(truncation="longest_first", max_length=case["max_length"])
        e = tokenizer(*([case["text"]] + ([case["pair"]] if case.get("pair") is not None else [])), **kwargs)
        return encoding(e["input_ids"], tokenizer.convert_ids_to_tokens(e["input_ids"]), e["token_type_ids"],
                        e["offset_mapping"], e["special_tokens_mask"], e.word_ids(), e.sequence_ids())

    def with_tokenizers(tokenizer, case):
        tokenizer.no_truncation()
        if case.get("max_length"):
            tokenizer.enable_truncation(max_length=case["max_length"], strategy="longest_first")
        e = tokenizer.encode(case["text"], case.get("pair"), add_special_tokens=case.get("add_special_tokens", True))
        return encoding(e.ids, [tokenizer.id_to_token(i) for i in e.ids], e.type_ids, e.offsets,
                        e.special_tokens_mask, e.word_ids, e.sequence_ids)

    def exactly_read_unigram(model):
        # The tokenizers library reads a score of 16 or 17 digits up to one unit in the last place off (serde_json
        # without float_roundtrip), which flips exact ties between cuts of equal score (11+15+15 dashes against
        # 15+15+11) even on the tokenizer.json transformers writes; transformers reads the scores exactly.
        from tokenizers.models import Unigram
        return Unigram([(piece, score) for piece, score in model["vocab"]], model.get("unk_id"),
                       model.get("byte_fallback", False))

    def encode(tokenizer_dir, cases_path, out_path):
        from tokenizers import Tokenizer
        from transformers import AutoTokenizer
        auto = AutoTokenizer.from_pretrained(tokenizer_dir)
        oracles = {"auto_tokenizer": lambda c: with_auto(auto, c)}
        json_path = os.path.join(tokenizer_dir, "tokenizer.json")
        if os.path.exists(json_path):
            with open(json_path, encoding="utf-8") as f:
                tokenizer_json = json.load(f)
            pre_tokenizer = tokenizer_json.get("pre_tokenizer") or {}
            # XLMRobertaTokenizer replaces any other pre-tokenizer by its own; the file alone then cuts differently.
            steps = [p.get("type") for p in pre_tokenizer.get("pretokenizers", [])]
            if steps == ["WhitespaceSplit", "Metaspace"]:
                raw = Tokenizer.from_file(json_path)
                raw.model = exactly_read_unigram(tokenizer_json["model"])
                oracles["tokenizers"] = lambda c: with_tokenizers(raw, c)
        count = 0
        with open(cases_path, encoding="utf-8") as f, open(out_path, "w", encoding="utf-8") as out:
            for line in f:
                case = json.loads(line)
                out.write(json.dumps({name: run(case) for name, run in oracles.items()}, ensure_ascii=False) + "\n")
                count += 1
        print(json.dumps({"tokenizer_class": type(auto).__name__, "oracles": sorted(oracles), "cases": count,
                          "vocab_size": len(auto), "mask_token_id": auto.mask_token_id}))

    def pieces(model_path):
        import sentencepiece as spm
        sp = spm.SentencePieceProcessor(model_file=model_path)
        kinds = lambda i: ("unknown" if sp.is_unknown(i) else "control" if sp.is_control(i) else
                           "unused" if sp.is_unused(i) else "byte" if sp.is_byte(i) else "normal")
        print(json.dumps([[sp.id_to_piece(i), sp.get_score(i), kinds(i)] for i in range(sp.get_piece_size())],
                         ensure_ascii=False))

    if action == "train" and len(args) == 3 and args[0] in ("unigram", "bpe"):
        train(*args)
        print(json.dumps({"directory": args[2], "files": sorted(os.listdir(args[2]))}))
        return 0
    if action == "variants" and len(args) == 2:
        print(json.dumps({"folders": variants(*args)}))
        return 0
    if action == "encode" and len(args) == 3:
        encode(*args)
        return 0
    if action == "pieces" and len(args) == 1:
        pieces(*args)
        return 0
    print(xlmr.__doc__, file=sys.stderr)
    return 2
