"""Byte-level BPE for hf_reference.py: tokenizers as RoBERTa and ModernBERT ship them, trained by the tokenizers
library, and their encodings by AutoTokenizer and tokenizers. Run through `hf_reference.py byte-level-bpe`."""
import json
import os
import sys


def byte_level_bpe(action, *args):
    """Byte-level BPE tokenizers as RoBERTa and ModernBERT ship them, and their encodings.

    train roberta CORPUS OUT_DIR [VOCAB_SIZE MIN_FREQUENCY [lowercase]]: tokenizers' ByteLevelBPETokenizer
        trained on CORPUS (vocabulary size 4000 and minimum frequency 2 unless given; lowercased before training
        with `lowercase`), saved through RobertaTokenizerFast (vocab.json, merges.txt, tokenizer.json,
        tokenizer_config.json); <mask> strips the space on its left, as in roberta-base.
    train modernbert CORPUS OUT_DIR: a BPE tokenizer.json with a ByteLevel pre-tokenizer, the [CLS] $A [SEP] /
        [CLS] $A [SEP] $B [SEP] template and special tokens after the learned vocabulary, saved through
        PreTrainedTokenizerFast.
    train sparse-unk|sparse-drop CORPUS OUT_DIR: a byte-level BPE without the full byte alphabet, with an
        unknown token and an NFC normalizer, and without either.
    encode TOKENIZER_DIR CASES.jsonl OUT.jsonl: every case encoded by AutoTokenizer on the directory and by the
        tokenizers library on its tokenizer.json: ids, tokens, token types, offsets (code points), special
        tokens mask, word ids and the text (0 or 1) each token comes from."""
    from tokenizers import AddedToken, Tokenizer

    def train_roberta(corpus, out_dir, vocab_size="4000", min_frequency="2", case="cased"):
        from tokenizers import ByteLevelBPETokenizer
        from transformers import RobertaTokenizerFast
        bpe = ByteLevelBPETokenizer(add_prefix_space=False, lowercase=case == "lowercase")
        bpe.train([corpus], vocab_size=int(vocab_size), min_frequency=int(min_frequency),
                  special_tokens=["<s>", "<pad>", "</s>", "<unk>", "<mask>"])
        os.makedirs(out_dir, exist_ok=True)
        bpe.save_model(out_dir)
        mask = AddedToken("<mask>", lstrip=True, rstrip=False, normalized=False, special=True)
        RobertaTokenizerFast.from_pretrained(out_dir, mask_token=mask).save_pretrained(out_dir)

    def train_modernbert(corpus, out_dir):
        from tokenizers import decoders, models, pre_tokenizers, processors, trainers
        from transformers import PreTrainedTokenizerFast
        tokenizer = Tokenizer(models.BPE())
        tokenizer.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False, use_regex=True)
        tokenizer.decoder = decoders.ByteLevel()
        trainer = trainers.BpeTrainer(vocab_size=3000, min_frequency=2, show_progress=False,
                                      initial_alphabet=pre_tokenizers.ByteLevel.alphabet())
        tokenizer.train([corpus], trainer)
        # After the learned vocabulary, as ModernBERT has them; [MASK] takes the space before it.
        tokenizer.add_special_tokens([AddedToken(t, normalized=False, special=True) for t in
                                      ("[UNK]", "[CLS]", "[SEP]", "[PAD]")])
        tokenizer.add_special_tokens([AddedToken("[MASK]", lstrip=True, normalized=False, special=True)])
        # Ordinary added tokens: one matched only as a whole word, one that takes the spaces after it.
        tokenizer.add_tokens([AddedToken("COVID-19", single_word=True), AddedToken("<url>", rstrip=True)])
        tokenizer.post_processor = processors.TemplateProcessing(
            single="[CLS] $A [SEP]", pair="[CLS] $A [SEP] $B:1 [SEP]:1",
            special_tokens=[("[CLS]", tokenizer.token_to_id("[CLS]")), ("[SEP]", tokenizer.token_to_id("[SEP]"))])
        fast = PreTrainedTokenizerFast(tokenizer_object=tokenizer, unk_token="[UNK]", cls_token="[CLS]",
                                       sep_token="[SEP]", pad_token="[PAD]", mask_token="[MASK]",
                                       model_max_length=8192)
        fast.save_pretrained(out_dir)

    def train_sparse(corpus, out_dir, unk):
        # No byte alphabet and an English corpus, so that Korean and emoji meet bytes the vocabulary lacks: they
        # become the unknown token (fused, with ignore_merges, after an NFC normalizer as GPT-NeoX's) or, without
        # one, are left out. Offsets are trimmed by a ByteLevel step before the template, and every text gets a
        # prefix space.
        from tokenizers import decoders, models, normalizers, pre_tokenizers, processors, trainers
        from transformers import PreTrainedTokenizerFast
        tokenizer = Tokenizer(models.BPE(unk_token="[UNK]" if unk else None, fuse_unk=unk, ignore_merges=unk))
        if unk:
            tokenizer.normalizer = normalizers.NFC()
        tokenizer.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=True, use_regex=True)
        tokenizer.decoder = decoders.ByteLevel()
        specials = ["[UNK]", "[CLS]", "[SEP]", "[PAD]", "[MASK]"]
        tokenizer.train([corpus], trainers.BpeTrainer(vocab_size=1500, min_frequency=2, show_progress=False,
                                                      special_tokens=specials))
        tokenizer.post_processor = processors.Sequence([
            processors.ByteLevel(trim_offsets=True, add_prefix_space=True),
            processors.TemplateProcessing(single="[CLS] $A [SEP]", pair="[CLS] $A [SEP] $B:1 [SEP]:1",
                                          special_tokens=[(t, tokenizer.token_to_id(t)) for t in ("[CLS]", "[SEP]")])])
        PreTrainedTokenizerFast(tokenizer_object=tokenizer, unk_token="[UNK]", cls_token="[CLS]", sep_token="[SEP]",
                                pad_token="[PAD]", mask_token="[MASK]").save_pretrained(out_dir)

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
        # Tokens by id: Encoding.tokens holds the matched text of an added token, stripped spaces included.
        return encoding(e.ids, [tokenizer.id_to_token(i) for i in e.ids], e.type_ids, e.offsets,
                        e.special_tokens_mask, e.word_ids, e.sequence_ids)

    def encode(tokenizer_dir, cases_path, out_path):
        from transformers import AutoTokenizer
        auto = AutoTokenizer.from_pretrained(tokenizer_dir)
        oracles = {"auto_tokenizer": lambda c: with_auto(auto, c)}
        if os.path.exists(os.path.join(tokenizer_dir, "tokenizer.json")):
            raw = Tokenizer.from_file(os.path.join(tokenizer_dir, "tokenizer.json"))
            oracles["tokenizers"] = lambda c: with_tokenizers(raw, c)
        count = 0
        with open(cases_path, encoding="utf-8") as f, open(out_path, "w", encoding="utf-8") as out:
            for line in f:
                case = json.loads(line)
                out.write(json.dumps({name: run(case) for name, run in oracles.items()}, ensure_ascii=False) + "\n")
                count += 1
        print(json.dumps({"tokenizer_class": type(auto).__name__, "oracles": sorted(oracles), "cases": count}))

    styles = {"roberta": train_roberta, "modernbert": train_modernbert,
              "sparse-unk": lambda c, o: train_sparse(c, o, True), "sparse-drop": lambda c, o: train_sparse(c, o, False)}
    sized = len(args) in (5, 6) and args[0] == "roberta"
    if action == "train" and (len(args) == 3 or sized) and args[0] in styles:
        styles[args[0]](*args[1:])
        print(json.dumps({"directory": args[2], "files": sorted(os.listdir(args[2]))}))
        return 0
    if action == "encode" and len(args) == 3:
        encode(*args)
        return 0
    print(byte_level_bpe.__doc__, file=sys.stderr)
    return 2
