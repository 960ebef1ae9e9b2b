"""Loads a model directory with the Python reference implementation and writes its outputs on the
golden inputs, so a test can compare them with Headwater's. Usage:
    reference_forward.py BASELINES_DIR MODEL_DIR GOLDEN_SAFETENSORS OUTPUT_SAFETENSORS"""
import json
import sys

sys.path.insert(0, sys.argv[1] + "/python-eager")
import torch  # noqa: E402
import models  # noqa: E402
import safetensors_io  # noqa: E402

model_dir, golden_path, out_path = sys.argv[2:5]
config = models.Config.load(model_dir + "/config.json")
model = getattr(models, config.architectures[0])(config)
state = safetensors_io.load(model_dir + "/model.safetensors")
result = model.load_state_dict(state, strict=False)
tied = {"cls.predictions.decoder.weight", "generator_lm_head.weight"}
missing = [k for k in result.missing_keys if k not in tied]
if missing or result.unexpected_keys:
    print(json.dumps({"missing": missing, "unexpected": result.unexpected_keys}))
    sys.exit(3)
model.eval()
golden = safetensors_io.load(golden_path)
with torch.no_grad():
    out = model(golden["input_ids"], golden["attention_mask"], golden["token_type_ids"])
logits = next(t for t in out if t is not None) if isinstance(out, tuple) else out  # MaskedLM returns (loss, ...)
safetensors_io.save({"logits": logits.contiguous()}, out_path)
print(json.dumps({"architecture": config.architectures[0], "logits_shape": list(logits.shape)}))
