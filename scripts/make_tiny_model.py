#!/usr/bin/env python3
"""Write the tiny random-weight test model to tests/fixtures/tiny-lm/.

    ~/.cache/keel/venv/bin/python scripts/make_tiny_model.py [--cache DIR] [--out DIR] [--layout L]

--layout optimum (the default, tests/fixtures/tiny-lm/) is the plain-operator HF-Optimum layout
of chat models converted before keelconv's GQA graph, which the runtime still reads and the other
crates' tests run on; --layout gqa (tests/fixtures/tiny-lm-gqa/) is the graph convert_chat writes
today (onnxruntime's GroupQueryAttention and fused operators), same seed and weights.

(Needs the converter venv: run `python3 scripts/provision.py --only venv` first. Started with any
other Python, the script re-runs itself with the venv's Python.)

Same graph builder, I/O names and file set as the real chat model, so keel's runtime runs it
unchanged: hidden 32, 2 layers, 4 heads / 2 KV heads (head_dim 8), MLP 64, 2048 positions,
float32 weights from a fixed numpy seed. Tokenizer: ids 0 <|endoftext|>, 1 <|im_start|>,
2 <|im_end|> (specials), then byte b = id 3 + b (byte-level, so multi-byte UTF-8 characters span
several tokens). ChatML template without a default system prompt; generation stops on id 2.

Deterministic: regenerating writes byte-identical files (no timestamps; seeded PCG64).
The script then checks, with onnxruntime: incremental-KV logits equal a full recompute, a
left-padded batch equals unpadded runs, greedy output repeats, logprobs are <= 0.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

SCRIPTS = Path(__file__).resolve().parent
REPO = SCRIPTS.parent
FIXTURES = REPO / "tests" / "fixtures"
LAYOUT_DIRS = {"gqa": "tiny-lm-gqa", "optimum": "tiny-lm"}
IO_NAMES = {"gqa": "keel-gqa-kv", "optimum": "hf-optimum-kv"}
sys.path.insert(0, str(SCRIPTS))


def venv_python(cache: Path) -> Path:
    return cache / "venv" / "bin" / "python"


def ensure_venv(argv: list[str], script: str = __file__) -> None:
    """Re-exec `script` (this one unless a caller names its own) under the converter venv unless
    numpy/onnx/onnxruntime are importable here."""
    try:
        import numpy, onnx, onnxruntime, tokenizers, minijinja  # noqa: F401, E401
        return
    except ImportError:
        pass
    ap = argparse.ArgumentParser(add_help=False)
    ap.add_argument("--cache", type=Path)
    known, _ = ap.parse_known_args(argv)
    env = os.environ.get("KEEL_CACHE")
    cache = known.cache or (Path(env) if env else Path.home() / ".cache" / "keel")
    py = venv_python(cache.expanduser())
    if not py.exists() or Path(sys.executable) == py:
        sys.exit(f"make_tiny_model: the converter venv is missing ({py}); run `python3 scripts/provision.py --only venv`")
    os.execv(py, [str(py), script, *argv])


# Seed chosen by scanning 0..199: greedy decoding of REFERENCE_MESSAGE is varied, ends with
# <|im_end|> after 17 tokens (tests can exercise the stop path, not just max_tokens), and its
# smallest top-1/top-2 logit gap (0.19) is ~10^4 x the float noise, so the path is not a near-tie.
# The gqa fixture's seed, scanned the same way over 0..199 for its head split: 22 tokens (17
# distinct) then <|im_end|>, smallest gap 0.18.
SEEDS = {"optimum": 149, "gqa": 67}
REFERENCE_MESSAGE = "Héllo, wörld! 🙂"
LOGIT_SCALE = 1.0
SPECIALS = ["<|endoftext|>", "<|im_start|>", "<|im_end|>"]


def tiny_config(layout: str = "optimum"):
    """gqa: 2 heads / 1 KV head of 16 (onnxruntime's GroupQueryAttention needs head_dim % 16 == 0)
    instead of 4 / 2 of 8; the weight matrices keep their shapes, so the seed draws the same numbers."""
    from keelconv.llama_config import LlamaConfig

    heads, kv_heads = (2, 1) if layout == "gqa" else (4, 2)
    return LlamaConfig(hidden_size=32, num_hidden_layers=2, num_attention_heads=heads, num_key_value_heads=kv_heads,
                       intermediate_size=64, vocab_size=len(SPECIALS) + 256, max_position_embeddings=2048,
                       rope_theta=10000.0, rms_norm_eps=1e-5, bos_token_id=1, eos_token_id=2,
                       tie_word_embeddings=False)


def random_weights(cfg, seed: int):
    """Scaled so activations stay O(1) and logits are peaked (std ~5): greedy choices are then
    far from ties and stable across platforms."""
    import numpy as np

    from keelconv.graph import LayerWeights, LlamaWeights

    rng = np.random.default_rng(seed)
    H, I, hd = cfg.hidden_size, cfg.intermediate_size, cfg.head_dim
    nh, nkv = cfg.num_attention_heads, cfg.num_key_value_heads

    def linear(out: int, inp: int):
        return (rng.standard_normal((out, inp)) / np.sqrt(inp)).astype(np.float32)

    def norm():
        return (1.0 + 0.1 * rng.standard_normal(H)).astype(np.float32)

    layers = [LayerWeights(attn_norm=norm(), q=linear(nh * hd, H), k=linear(nkv * hd, H), v=linear(nkv * hd, H),
                           o=linear(H, nh * hd), ffn_norm=norm(), gate=linear(I, H), up=linear(I, H),
                           down=linear(H, I))
              for _ in range(cfg.num_hidden_layers)]
    embed = rng.standard_normal((cfg.vocab_size, H)).astype(np.float32)
    # Untied: with a tied head the residual stream's copy of the input embedding makes random
    # weights repeat the last token forever; a separate head gives varied output.
    head = (LOGIT_SCALE * rng.standard_normal((cfg.vocab_size, H))).astype(np.float32)
    return LlamaWeights(embed=embed, layers=layers, norm=norm(), lm_head=head)


def write(out: Path, layout: str) -> list[str]:
    import onnx

    from keelconv import model_files, tokenizer_build
    from keelconv.graph import build_llama, build_llama_gqa

    cfg = tiny_config(layout)
    out.mkdir(parents=True, exist_ok=True)
    build = build_llama_gqa if layout == "gqa" else build_llama
    model = build(cfg, random_weights(cfg, SEEDS[layout]), graph_name="keel-tiny-lm")
    onnx.save_model(model, str(out / "model.onnx"))

    tok = tokenizer_build.byte_tokenizer(SPECIALS)
    tokenizer_build.self_test(tok, SPECIALS)
    (out / "tokenizer.json").write_text(tok.to_str(pretty=True), encoding="utf-8")
    template = model_files.minijinja_compatible(model_files.CHATML_TEMPLATE)
    names = model_files.write_model_files(
        out, cfg, template,
        {"bos_token": "<|im_start|>", "eos_token": "<|im_end|>", "pad_token": "<|im_end|>",
         "unk_token": "<|endoftext|>"},
        stop_ids=[2], max_length=cfg.max_position_embeddings)
    return ["model.onnx", "tokenizer.json", *names]


def write_manifest(out: Path, files: list[str], reference: dict, layout: str) -> None:
    from keelconv import CONVERTER_VERSION
    from keelconv import manifest as mf

    cfg = tiny_config(layout)
    mf.write_manifest(out, {
        "name": LAYOUT_DIRS[layout], "kind": "chat", "license": "Apache-2.0",
        "identity": {"converter_version": CONVERTER_VERSION, "seed": SEEDS[layout]},
        "source": {"random_weights": {"seed": SEEDS[layout], "generator": "numpy PCG64"},
                   "script": "scripts/make_tiny_model.py"},
        "model": {"format": "onnx", "opset": 18, "io": IO_NAMES[layout], "quantization": None,
                  "config": cfg.to_hf_dict()},
        "tokenizer": {"special_tokens": {t: i for i, t in enumerate(SPECIALS)}, "stop_token_ids": [2],
                      "byte_token_offset": len(SPECIALS)},
        "reference": reference,
        "files": mf.describe_files(out, files),
    })


def verify(out: Path) -> dict:
    """Run the checks; return the reference generation recorded in the manifest."""
    import numpy as np
    from tokenizers import Tokenizer

    from keelconv import model_files
    from keelconv.generate import OnnxLM, kv_vs_recompute, padded_batch_check

    lm = OnnxLM(str(out / "model.onnx"))
    tok = Tokenizer.from_file(str(out / "tokenizer.json"))
    prompt = model_files.render_chat((out / "chat_template.jinja").read_text(),
                                     [{"role": "user", "content": REFERENCE_MESSAGE}])
    ids = tok.encode(prompt, add_special_tokens=False).ids
    assert ids[0] == 1 and ids.count(2) == 1, ids
    assert len(tok.encode("🙂", add_special_tokens=False).ids) == 4  # one token per UTF-8 byte
    kv = kv_vs_recompute(lm, ids, 5)
    pad = padded_batch_check(lm, ids[:7], ids)
    a, b = lm.greedy(ids, 24, {2}), lm.greedy(ids, 24, {2})
    logits, _ = lm.forward(ids, lm.empty_past())
    logprobs = logits - np.log(np.exp(logits - logits.max(-1, keepdims=True)).sum(-1, keepdims=True)) - logits.max(-1, keepdims=True)
    # Smallest top-1 minus top-2 logit gap along the greedy path: how far from a tie it is.
    margin, past, cur = float("inf"), lm.empty_past(), ids
    for nxt in a.ids + [2]:
        step_logits, past = lm.forward(cur, past)
        top2 = np.sort(step_logits[-1])[-2:]
        margin, cur = min(margin, float(top2[1] - top2[0])), [nxt]
    print(f"prompt {len(ids)} tokens; incremental KV vs full recompute: max |logit diff| {kv:.3e}; "
          f"left-padded batch: {pad:.3e}")
    print(f"greedy ids: {a.ids} (stopped on <|im_end|>: {a.stopped}); smallest top-2 logit gap {margin:.3f}; "
          f"decode {a.decode_tok_s:.0f} tok/s")
    if kv > 1e-4 or pad > 1e-4:
        sys.exit("make_tiny_model: KV/padding consistency check FAILED")
    if a.ids != b.ids:
        sys.exit("make_tiny_model: greedy output differs between runs")
    if not (logprobs <= 0).all():
        sys.exit("make_tiny_model: logprobs above 0")
    return {"user_message": REFERENCE_MESSAGE, "prompt": prompt, "prompt_ids": ids,
            "greedy_ids": a.ids, "stopped_on": 2 if a.stopped else None,
            "min_top2_logit_gap": round(margin, 4),
            "kv_vs_recompute_max_abs_diff_below": 1e-4}


def main(argv: list[str]) -> int:
    ensure_venv(argv)
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--cache", type=Path, help="where the converter venv lives (default: $KEEL_CACHE, else ~/.cache/keel)")
    ap.add_argument("--layout", choices=sorted(LAYOUT_DIRS), default="optimum")
    ap.add_argument("--out", type=Path, help="default: tests/fixtures/tiny-lm (optimum) or tiny-lm-gqa")
    args = ap.parse_args(argv)
    args.out = args.out or FIXTURES / LAYOUT_DIRS[args.layout]

    from keelconv import manifest as mf

    before = {p.name: mf.sha256_file(p) for p in args.out.glob("*")} if args.out.is_dir() else {}
    files = write(args.out, args.layout)
    reference = verify(args.out)
    write_manifest(args.out, files, reference, args.layout)
    files.append(mf.MANIFEST_NAME)
    after = {name: mf.sha256_file(args.out / name) for name in files}
    total = sum((args.out / n).stat().st_size for n in files)
    for name in files:
        state = "unchanged" if before.get(name) == after[name] else ("changed" if name in before else "new")
        print(f"  {name:24s} {(args.out / name).stat().st_size:>8,d} bytes  {state}")
    print(f"  total {total:,d} bytes in {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
