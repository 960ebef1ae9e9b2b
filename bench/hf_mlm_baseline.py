"""Masked-LM training throughput of transformers' BertForMaskedLM (or RobertaForMaskedLM, ModernBertForMaskedLM)
with the Hugging Face recipe (what run_mlm.py and Trainer do): DataCollatorForLanguageModeling (15%, 80/10/10), AdamW without decay on biases
and LayerNorm weights, a linear schedule with warmup, gradient clipping at 1.0. Random token data of the
same shape as `headwater-cli bench`. Prints one JSON line with tokens_per_s over the timed steps.
Usage: hf_mlm_baseline.py [--arch bert|roberta|modernbert] --vocab V --hidden H --layers L --heads A --intermediate F --seq-len S
       --batch-size B --steps N"""
import argparse
import json
import os
import time

import torch
import transformers
from transformers import (BertConfig, BertForMaskedLM, BertTokenizer, DataCollatorForLanguageModeling,
                          ModernBertConfig, ModernBertForMaskedLM, RobertaConfig, RobertaForMaskedLM,
                          get_linear_schedule_with_warmup)

p = argparse.ArgumentParser()
p.add_argument("--arch", choices=["bert", "roberta", "modernbert"], default="bert")
p.add_argument("--vocab", type=int, default=30522)
p.add_argument("--hidden", type=int, default=256)
p.add_argument("--layers", type=int, default=4)
p.add_argument("--heads", type=int, default=4)
p.add_argument("--intermediate", type=int, default=1024)
p.add_argument("--seq-len", type=int, default=128)
p.add_argument("--batch-size", type=int, default=16)
p.add_argument("--steps", type=int, default=10)
p.add_argument("--warmup-steps", type=int, default=2, help="untimed steps first")
p.add_argument("--threads", type=int, default=len(os.sched_getaffinity(0)))
a = p.parse_args()

torch.set_num_threads(a.threads)
torch.manual_seed(0)
specials = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]"]
vocab = {t: i for i, t in enumerate(specials + [f"t{i}" for i in range(len(specials), a.vocab)])}
tokenizer = BertTokenizer(vocab=vocab)
collator = DataCollatorForLanguageModeling(tokenizer=tokenizer, mlm_probability=0.15, return_tensors="pt")

shape = dict(vocab_size=a.vocab, hidden_size=a.hidden, num_hidden_layers=a.layers, num_attention_heads=a.heads,
             intermediate_size=a.intermediate)
if a.arch == "roberta":  # positions after the pad id ([PAD], 0, in this vocabulary), one token type, as Headwater's
    config = RobertaConfig(**shape, pad_token_id=0, type_vocab_size=1, max_position_embeddings=max(512, a.seq_len) + 1)
    model = RobertaForMaskedLM(config).train()
elif a.arch == "modernbert":  # ModernBertConfig's defaults (a global layer every third, a window of 128)
    config = ModernBertConfig(**shape, pad_token_id=0, cls_token_id=2, sep_token_id=3, bos_token_id=2,
                              eos_token_id=3, max_position_embeddings=max(512, a.seq_len))
    model = ModernBertForMaskedLM(config).train()
else:
    config = BertConfig(**shape, max_position_embeddings=max(512, a.seq_len))
    model = BertForMaskedLM(config).train()
no_decay = ("bias", "LayerNorm.weight")
groups = [
    {"params": [p for n, p in model.named_parameters() if not any(k in n for k in no_decay)], "weight_decay": 0.01},
    {"params": [p for n, p in model.named_parameters() if any(k in n for k in no_decay)], "weight_decay": 0.0},
]
optimizer = torch.optim.AdamW(groups, lr=1e-4)
total = a.warmup_steps + a.steps
scheduler = get_linear_schedule_with_warmup(optimizer, num_warmup_steps=max(1, total // 10), num_training_steps=total)


def batch():
    rows = torch.randint(len(specials), a.vocab, (a.batch_size, a.seq_len))
    rows[:, 0], rows[:, -1] = vocab["[CLS]"], vocab["[SEP]"]
    return collator([{"input_ids": r.tolist()} for r in rows])


losses, start = [], None
for step in range(total):
    if step == a.warmup_steps:
        start = time.perf_counter()
    b = batch()
    loss = model(input_ids=b["input_ids"], labels=b["labels"]).loss
    loss.backward()
    torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
    optimizer.step()
    scheduler.step()
    optimizer.zero_grad(set_to_none=True)
    losses.append(loss.item())
seconds = time.perf_counter() - start
print(json.dumps({"impl": "transformers", "arch": a.arch, "transformers": transformers.__version__,
                  "torch": torch.__version__,
                  "tokens_per_s": a.steps * a.batch_size * a.seq_len / seconds, "threads": a.threads,
                  "params": sum(p.numel() for p in model.parameters()), "attention": config._attn_implementation,
                  "first_loss": losses[0], "last_loss": losses[-1]}))
