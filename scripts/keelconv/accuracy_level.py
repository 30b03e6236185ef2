"""CLI: a converted chat model with another MatMulNBits accuracy_level, and how far two models agree.

    python -m keelconv.accuracy_level --model DIR --level 0 --out DIR2
    python -m keelconv.accuracy_level --compare DIR_A DIR_B

The first writes DIR2 (model.onnx with every MatMulNBits node at `--level`, the other files
copied; no keel-manifest.json, so keel loads it as an unmanaged `--model DIR2`) and compares it
with DIR; the second only compares (e.g. the same model in the gqa and the optimum graph layout).
The comparison runs the reference greedy loop on the prompts below: the greedy tokens, out of 64
per prompt (stop tokens ignored), identical before the first difference, and the largest |logit
difference| on the prompt's last row. Speed is `keel bench`'s to measure
(`scripts/bench_chat_models.py`).
"""

from __future__ import annotations

import argparse
import json
import shutil
from pathlib import Path

import numpy as np
import onnx
from tokenizers import Tokenizer

from . import model_files
from .generate import OnnxLM
from .quantize import set_accuracy_level

PROMPTS = [
    "What is the capital of France?",
    "Explain in a few sentences why an audit trail matters when an assistant gives financial advice.",
    "Write a Python function that reverses a string.",
    "How do I boil an egg?",
]
NEW_TOKENS = 64


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--model", type=Path)
    ap.add_argument("--level", type=int, choices=[0, 1, 2, 3, 4])
    ap.add_argument("--out", type=Path)
    ap.add_argument("--compare", type=Path, nargs=2, metavar="DIR")
    args = ap.parse_args(argv)
    if args.compare:
        compare(*args.compare)
        return 0
    if not (args.model and args.level is not None and args.out):
        ap.error("give --model, --level and --out, or --compare DIR_A DIR_B")
    args.out.mkdir(parents=True, exist_ok=True)
    for f in args.model.iterdir():
        if f.is_file() and f.name not in ("model.onnx", "keel-manifest.json"):
            shutil.copy2(f, args.out / f.name)
    model = onnx.load(str(args.model / "model.onnx"))
    changed = set_accuracy_level(model, args.level)
    onnx.save_model(model, str(args.out / "model.onnx"))
    del model
    print(f"{changed} MatMulNBits nodes at accuracy_level {args.level} -> {args.out / 'model.onnx'}", flush=True)
    compare(args.model, args.out)
    return 0


def compare(dir_a: Path, dir_b: Path) -> None:
    """Print, per prompt, the identical greedy prefix and the last row's max |logit diff|."""
    tok = Tokenizer.from_file(str(dir_a / "tokenizer.json"))
    template = (dir_a / "chat_template.jinja").read_text(encoding="utf-8")
    a, b = OnnxLM(str(dir_a / "model.onnx")), OnnxLM(str(dir_b / "model.onnx"))
    results = []
    for prompt in PROMPTS:
        ids = tok.encode(model_files.render_chat(template, [{"role": "user", "content": prompt}]),
                         add_special_tokens=False).ids
        la = a.forward(ids, a.empty_past(), keep=1)[0][-1]  # an optimum graph returns every row
        lb = b.forward(ids, b.empty_past(), keep=1)[0][-1]
        ga, gb = a.greedy(ids, NEW_TOKENS, set()).ids, b.greedy(ids, NEW_TOKENS, set()).ids
        same = next((i for i, (x, y) in enumerate(zip(ga, gb)) if x != y), len(ga))
        results.append({"prompt": prompt, "identical_prefix_tokens": same, "of": len(ga),
                        "max_abs_logit_diff_last_row": float(np.max(np.abs(la - lb)))})
        print(f"  {prompt[:48]!r}: first {same}/{len(ga)} greedy tokens identical; "
              f"max |logit diff| {results[-1]['max_abs_logit_diff_last_row']:.3g}", flush=True)
    print(json.dumps(results))


if __name__ == "__main__":
    raise SystemExit(main())
