"""CLI: EmbeddingGemma sentence-transformers folder -> validated keel model directory
(run inside the converter venv).

    python -m keelconv.convert_gemma_embed --src model_download/ --out DIR --report report.json

Writes into DIR: model.onnx (one file: int8 embedding table, 8-bit MatMulNBits weights) and
tokenizer.json (copied byte for byte). It does NOT write keel-manifest.json: the orchestrator does
that last, from the report, once everything passed. Exit status 0 only if every check passed.

Checks, all at build time:
  * tokenizer: "hello" -> <bos> hello <eos>; a long text truncated at 512 still ends in <eos>
  * the float32 graph reproduces a stored prefix of the reference embedding (sentence-transformers
    on torch, measured once) to 1e-4
  * the quantised graph: cosine to the float32 graph >= MIN_COSINE on every text of
    gemma_texts.VARIED (up to 512 tokens, so the sliding window is exercised); the same stored
    prefix to 1e-2; related pair clearly above unrelated pair; a right-padded batch equals the
    texts run one by one
"""

from __future__ import annotations

import argparse
import gc
import json
import resource
import shutil
import sys
import time
from pathlib import Path

import numpy as np
import onnx
import onnxruntime as ort
from tokenizers import Tokenizer

from . import gemma_embed as ge
from . import gemma_texts

MAX_LENGTH = 512
# The variant chosen by measurement (scripts/README.md, keelconv.bench_gemma_embed).
EMBED = "int8-row"
BITS, BLOCK_SIZE, ACCURACY_LEVEL, SYMMETRIC = 8, 32, 4, False
MIN_COSINE = 0.995  # per text, quantised vs float32 (measured min 0.9990 over 102 texts)
# sentence-transformers 6.2.0 / transformers 5.24.0 / torch 2.15.0 (CPU, float32) on
# gemma_texts.SANITY_PREFIX_TEXT: the first 8 dimensions of the normalised embedding.
REFERENCE_PREFIX = [-0.10555, -0.0278, 0.06618, -0.01837, 0.0296, 0.02569, -0.01725, 0.05956]
FP32_PREFIX_TOL = 1e-4
QUANT_PREFIX_TOL = 1e-2
# Reference: related 0.835, unrelated 0.271.
RELATED_MIN, UNRELATED_MAX, MARGIN_MIN = 0.75, 0.45, 0.3
BOS, EOS = 2, 1


def log(msg: str) -> None:
    print(f"    {msg}", flush=True)


def fail(msg: str) -> None:
    raise SystemExit(f"validation failed: {msg}")


def rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def session(blob: bytes) -> ort.InferenceSession:
    so = ort.SessionOptions()
    so.intra_op_num_threads = 2
    so.inter_op_num_threads = 1
    so.log_severity_level = 3
    return ort.InferenceSession(blob, so, providers=["CPUExecutionProvider"])


def run_one(s: ort.InferenceSession, ids: list[int]) -> np.ndarray:
    x = np.array([ids], dtype=np.int64)
    return s.run([ge.OUTPUT], {"input_ids": x, "attention_mask": np.ones_like(x)})[0][0]


def run_padded(s: ort.InferenceSession, rows: list[list[int]]) -> np.ndarray:
    width = max(len(r) for r in rows)
    ids = np.zeros((len(rows), width), dtype=np.int64)
    mask = np.zeros_like(ids)
    for i, r in enumerate(rows):
        ids[i, :len(r)] = r
        mask[i, :len(r)] = 1
    return s.run([ge.OUTPUT], {"input_ids": ids, "attention_mask": mask})[0]


def check_tokenizer(tok: Tokenizer) -> dict:
    hello = tok.encode("hello").ids
    if len(hello) != 3 or hello[0] != BOS or hello[-1] != EOS:
        fail(f"'hello' encodes to {hello}, expected [<bos>=2, hello, <eos>=1]")
    if tok.padding is not None:
        fail("tokenizer.json pads (padding must be null)")
    untruncated = len(tok.encode("word " * 1000).ids)
    tok.enable_truncation(MAX_LENGTH)
    long_ids = tok.encode("word " * 1000).ids
    if len(long_ids) != MAX_LENGTH or long_ids[0] != BOS or long_ids[-1] != EOS:
        fail(f"a long text truncated at {MAX_LENGTH} gives {len(long_ids)} tokens ending in {long_ids[-1]}")
    log(f"tokenizer: 'hello' -> {hello}; a {untruncated}-token text truncates to {MAX_LENGTH} ending in <eos>")
    return {"hello_ids": hello, "long_text_tokens": untruncated}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--src", type=Path, required=True, help="the extracted sentence-transformers folder")
    ap.add_argument("--out", type=Path, required=True)
    ap.add_argument("--report", type=Path, required=True)
    args = ap.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    t_start = time.perf_counter()

    cfg = ge.read_config(args.src)
    w = ge.Weights(args.src, cfg)
    tok = Tokenizer.from_file(str(args.src / "tokenizer.json"))
    tok_report = check_tokenizer(tok)
    texts = list(gemma_texts.VARIED)
    encs = [e.ids for e in tok.encode_batch(texts)]
    probe = {name: tok.encode(t).ids for name, t in [
        ("prefix", gemma_texts.SANITY_PREFIX_TEXT), ("a", gemma_texts.SANITY_RELATED[0]),
        ("related", gemma_texts.SANITY_RELATED[1]), ("unrelated", gemma_texts.SANITY_UNRELATED[1])]}
    log(f"read {cfg.num_hidden_layers} layers, hidden {cfg.hidden_size}, heads {cfg.num_attention_heads}/"
        f"{cfg.num_key_value_heads}x{cfg.head_dim}, vocab {cfg.vocab_size}; {len(texts)} check texts "
        f"({min(map(len, encs))}..{max(map(len, encs))} tokens)")

    # 1. float32 graph: the reference for the quantised one.
    t0 = time.perf_counter()
    blob = ge.build(cfg, w, embed="fp32").SerializeToString()
    fp32_mb = len(blob) / 1e6
    s = session(blob)
    del blob
    gc.collect()
    ref = np.stack([run_one(s, ids) for ids in encs])
    fp32_prefix = run_one(s, probe["prefix"])[:len(REFERENCE_PREFIX)]
    del s
    gc.collect()
    d = float(np.abs(fp32_prefix - np.array(REFERENCE_PREFIX)).max())
    log(f"float32 graph ({fp32_mb:.0f} MB): max |prefix - reference| {d:.1e} (tolerance {FP32_PREFIX_TOL:g}) "
        f"({time.perf_counter() - t0:.1f} s, peak RSS {rss_mb():.0f} MB)")
    if d > FP32_PREFIX_TOL:
        fail(f"float32 graph differs from the reference embedding by {d:.3g} > {FP32_PREFIX_TOL}")

    # 2. quantised graph.
    t0 = time.perf_counter()
    model = ge.build(cfg, w, embed=EMBED)
    model = ge.quantize_matmuls(model, bits=BITS, block_size=BLOCK_SIZE, accuracy_level=ACCURACY_LEVEL,
                                symmetric=SYMMETRIC)
    blob = model.SerializeToString()
    n_nodes = len(model.graph.node)
    del model, w
    gc.collect()
    s = session(blob)
    log(f"quantised: {len(blob) / 1e6:.1f} MB, {n_nodes} nodes ({time.perf_counter() - t0:.1f} s, "
        f"peak RSS {rss_mb():.0f} MB)")
    out = np.stack([run_one(s, ids) for ids in encs])
    cos = (out * ref).sum(axis=1)
    worst = int(np.argmin(cos))
    log(f"cosine to float32 over {len(texts)} texts: min {cos.min():.5f} mean {cos.mean():.5f} "
        f"(worst: {len(encs[worst])} tokens)")
    if cos.min() < MIN_COSINE:
        fail(f"quantised embedding of text {worst} has cosine {cos.min():.4f} < {MIN_COSINE} to float32")
    prefix = run_one(s, probe["prefix"])[:len(REFERENCE_PREFIX)]
    dq = float(np.abs(prefix - np.array(REFERENCE_PREFIX)).max())
    e = {k: run_one(s, probe[k]) for k in ("a", "related", "unrelated")}
    related, unrelated = float(e["a"] @ e["related"]), float(e["a"] @ e["unrelated"])
    log(f"max |prefix - reference| {dq:.1e} (tolerance {QUANT_PREFIX_TOL:g}); cos(related) {related:.3f}, "
        f"cos(unrelated) {unrelated:.3f}")
    if dq > QUANT_PREFIX_TOL:
        fail(f"quantised embedding differs from the reference prefix by {dq:.3g} > {QUANT_PREFIX_TOL}")
    if not (related >= RELATED_MIN and unrelated <= UNRELATED_MAX and related - unrelated >= MARGIN_MIN):
        fail(f"similarities look wrong: related {related:.3f} (want >= {RELATED_MIN}), unrelated {unrelated:.3f} "
             f"(want <= {UNRELATED_MAX}), margin >= {MARGIN_MIN}")
    # A right-padded batch must give what the texts give alone. Not bit-identical: with
    # accuracy_level 4 the kernel takes another path for another row count (measured cosine
    # ~0.9996 between the two), so compare both to float32 instead; a masking bug costs far more.
    picks = (0, 4, 30, 49)
    padded = run_padded(s, [encs[i] for i in picks])
    pcos = float(min((padded[n] * ref[i]).sum() for n, i in enumerate(picks)))
    log(f"right-padded batch of {len(picks)} ({min(len(encs[i]) for i in picks)}..{max(len(encs[i]) for i in picks)} "
        f"tokens): min cosine to float32 {pcos:.5f}")
    if pcos < MIN_COSINE:
        fail(f"a right-padded batch gives cosine {pcos:.4f} < {MIN_COSINE} to float32 (padding not masked?)")
    typical = tok.encode(gemma_texts.typical_120()).ids
    for _ in range(3):
        run_one(s, typical)
    times = []
    for _ in range(10):
        t = time.perf_counter()
        run_one(s, typical)
        times.append((time.perf_counter() - t) * 1e3)
    ms = float(np.median(times))
    log(f"{len(typical)}-token text: {ms:.0f} ms (median of 10, 2 threads)")

    (args.out / "model.onnx").write_bytes(blob)
    shutil.copyfile(args.src / "tokenizer.json", args.out / "tokenizer.json")
    st = json.loads((args.src / "config_sentence_transformers.json").read_text(encoding="utf-8"))
    report = {
        "config": cfg.to_dict(),
        "graph": {"opset": ge.OPSET, "inputs": {"input_ids": "int64 [batch, sequence]",
                                                 "attention_mask": "int64 [batch, sequence]"},
                  "outputs": {ge.OUTPUT: f"float32 [batch, {cfg.dense[-1][1]}], L2-normalised"},
                  "nodes": n_nodes, "ids_out_of_vocab": f"mapped to <unk> ({ge.UNK_ID})"},
        "quantization": {"embed_tokens": "int8, symmetric, one float32 scale per row (sqrt(hidden) folded in)",
                         "matmuls": {"op": "com.microsoft MatMulNBits", "bits": BITS, "block_size": BLOCK_SIZE,
                                     "symmetric": SYMMETRIC, "accuracy_level": ACCURACY_LEVEL,
                                     "covers": "q/k/v (fused), o, gate/up (fused), down, both Dense"},
                         "float32": ["norms", "rope tables", "attention scores"]},
        "tokenizer": {**tok_report, "max_length": MAX_LENGTH},
        "prompts": st.get("prompts", {}),
        "validation": {
            "texts": len(texts), "cosine_to_fp32_min": round(float(cos.min()), 5),
            "cosine_to_fp32_mean": round(float(cos.mean()), 5),
            "reference_prefix_text": gemma_texts.SANITY_PREFIX_TEXT, "reference_prefix": REFERENCE_PREFIX,
            "fp32_prefix_max_abs_diff": d, "prefix_max_abs_diff": dq, "prefix": [round(float(x), 5) for x in prefix],
            "related_pair": list(gemma_texts.SANITY_RELATED), "cosine_related": round(related, 4),
            "unrelated_pair": list(gemma_texts.SANITY_UNRELATED), "cosine_unrelated": round(unrelated, 4),
            "padded_batch_min_cosine_to_fp32": round(pcos, 5),
            "typical_tokens": len(typical), "typical_ms": round(ms, 1),
        },
        "sizes_mb": {"fp32_graph": round(fp32_mb, 1), "model_onnx": round(len(blob) / 1e6, 1)},
        "peak_rss_mb": round(rss_mb()),
        "seconds": round(time.perf_counter() - t_start, 1),
    }
    args.report.write_text(json.dumps(report, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    log(f"conversion done in {report['seconds']} s; model.onnx {len(blob) / 1e6:.1f} MB; peak RSS {report['peak_rss_mb']} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
