"""CLI: measure EmbeddingGemma quantisation variants (run inside the converter venv).

    python -m keelconv.bench_gemma_embed --src model_download/ [--fixture tests/fixtures/eval/governance.jsonl]
        [--variants a,b,...] [--rounds 40] [--json out.json]

For each variant: model.onnx size, session load time, latency of the 120-token judge text at
batch 1 (intra_op 2 threads, with and without thread spinning; variants are timed interleaved,
round by round, so background load on a shared machine hits them all alike), and the cosine of its embeddings to the float32 graph's
over gemma_texts.accuracy_set (min / mean). This is how provisioning's choice was made; it is not
part of provisioning.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from pathlib import Path

import numpy as np
import onnxruntime as ort
from tokenizers import Tokenizer

from . import gemma_embed as ge
from . import gemma_texts

# name: (embedding table, method, bits, block size, accuracy_level, symmetric, keep Dense float32)
# method: None = float32 MatMuls, "nbits" = MatMulNBits, "dynamic" = int8 per-channel weights with
# per-tensor dynamic uint8 activations, "mixed" = dynamic for gate/up and o, MatMulNBits for the rest
VARIANTS = {
    "fp32": ("fp32", None, 0, 0, 0, False, False),
    "emb-int8": ("int8-row", None, 0, 0, 0, False, False),
    "emb-fp16": ("fp16", None, 0, 0, 0, False, False),
    "q4-acc0": ("int8-row", "nbits", 4, 32, 0, False, False),
    "q4-acc4": ("int8-row", "nbits", 4, 32, 4, False, False),
    "q4-acc4-densefp32": ("int8-row", "nbits", 4, 32, 4, False, True),
    "q4-b16-acc4": ("int8-row", "nbits", 4, 16, 4, False, False),
    "q8-acc0": ("int8-row", "nbits", 8, 32, 0, False, False),
    "q8-acc4": ("int8-row", "nbits", 8, 32, 4, False, False),
    "q8-acc4-sym": ("int8-row", "nbits", 8, 32, 4, True, False),
    "q8-b64-acc4": ("int8-row", "nbits", 8, 64, 4, False, False),
    "q8-b128-acc4": ("int8-row", "nbits", 8, 128, 4, False, False),
    "dyn-int8": ("int8-row", "dynamic", 8, 0, 0, False, False),
    # dynamic int8 for gate/up and o_proj (the least sensitive), q8-acc4 for the rest
    "q8-acc4+dyn-gu-o": ("int8-row", "mixed", 8, 32, 4, False, False),
}


def session(model, threads: int = 2, spinning: bool = True) -> ort.InferenceSession:
    so = ort.SessionOptions()
    so.intra_op_num_threads = threads
    so.inter_op_num_threads = 1
    so.log_severity_level = 3
    so.add_session_config_entry("session.intra_op.allow_spinning", "1" if spinning else "0")
    return ort.InferenceSession(model, so, providers=["CPUExecutionProvider"])


def time_interleaved(sessions: dict, feed: dict, rounds: int) -> dict[str, list[float]]:
    for s in sessions.values():
        for _ in range(3):
            s.run(None, feed)
    times: dict[str, list[float]] = {n: [] for n in sessions}
    for _ in range(rounds):
        for n, s in sessions.items():
            t = time.perf_counter()
            s.run(None, feed)
            times[n].append((time.perf_counter() - t) * 1e3)
    return times


def embed_all(s: ort.InferenceSession, encs) -> np.ndarray:
    out = []
    for e in encs:
        ids = np.array([e.ids], dtype=np.int64)
        out.append(s.run(None, {"input_ids": ids, "attention_mask": np.ones_like(ids)})[0][0])
    return np.stack(out)


def make_variant(cfg, w, name: str, base: dict) -> bytes:
    import onnx

    embed, method, bits, block, acc, sym, dense_fp32 = VARIANTS[name]
    if embed not in base:
        base[embed] = ge.build(cfg, w, embed=embed)
    if method is None:
        return base[embed].SerializeToString()
    m = onnx.ModelProto()
    m.CopyFrom(base[embed])
    if method == "dynamic":
        return ge.quantize_dynamic_int8(m).SerializeToString()
    if method == "mixed":
        m = ge.quantize_dynamic_int8(m, only=("mlp.gate_up_proj", "self_attn.o_proj"))
    q = ge.quantize_matmuls(m, bits=bits, block_size=block, accuracy_level=acc, symmetric=sym,
                            exclude_prefixes=("dense.",) if dense_fp32 else ())
    return q.SerializeToString()


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--src", type=Path, required=True, help="the extracted sentence-transformers folder")
    ap.add_argument("--fixture", type=Path, default=Path(__file__).resolve().parents[2] / "tests/fixtures/eval/governance.jsonl")
    ap.add_argument("--variants", default=",".join(VARIANTS))
    ap.add_argument("--rounds", type=int, default=40)
    ap.add_argument("--json", type=Path)
    args = ap.parse_args(argv)
    names = [v for v in args.variants.split(",") if v]
    if "fp32" not in names:
        names.insert(0, "fp32")

    cfg = ge.read_config(args.src)
    w = ge.Weights(args.src, cfg)
    tok = Tokenizer.from_file(str(args.src / "tokenizer.json"))
    tok.enable_truncation(512)
    texts = gemma_texts.accuracy_set(args.fixture)
    encs = tok.encode_batch(texts)
    typical = tok.encode(gemma_texts.typical_120())
    feed = {"input_ids": np.array([typical.ids], dtype=np.int64)}
    feed["attention_mask"] = np.ones_like(feed["input_ids"])
    print(f"{len(texts)} texts ({min(len(e.ids) for e in encs)}..{max(len(e.ids) for e in encs)} tokens); "
          f"typical text {len(typical.ids)} tokens", flush=True)

    base: dict = {}
    sessions, results = {}, {}
    ref = None
    tmp = tempfile.TemporaryDirectory(prefix="bench-gemma-")
    for name in names:
        t0 = time.perf_counter()
        blob = make_variant(cfg, w, name, base)
        if name == "fp32":
            base.pop("fp32", None)  # 1.2 GB; the others only need the int8-table base
        path = Path(tmp.name) / f"{name}.onnx"
        path.write_bytes(blob)
        t1 = time.perf_counter()
        s = session(blob)
        load = time.perf_counter() - t1
        emb = embed_all(s, encs)
        if name == "fp32":
            ref = emb
        cos = (emb * ref).sum(axis=1)
        results[name] = {"size_mb": round(len(blob) / 1e6, 1), "build_s": round(t1 - t0, 1), "load_s": round(load, 2),
                         "cos_min": round(float(cos.min()), 5), "cos_mean": round(float(cos.mean()), 5)}
        del blob
        sessions[name] = s
        print(f"  {name}: {results[name]}", flush=True)
    base.clear()
    load_avg = {}
    for spinning in (True, False):
        if not spinning:
            sessions = {n: session(str(Path(tmp.name) / f"{n}.onnx"), spinning=False) for n in list(sessions)}
        times = time_interleaved(sessions, feed, args.rounds)
        tag = "spin" if spinning else "nospin"
        load_avg[tag] = [round(x, 2) for x in os.getloadavg()]
        for n, t in times.items():
            results[n][f"p50_ms_{tag}"] = round(float(np.percentile(t, 50)), 1)
            results[n][f"p95_ms_{tag}"] = round(float(np.percentile(t, 95)), 1)
    sessions.clear()
    tmp.cleanup()
    print(f"\nload average after timing: {load_avg}")
    print("\n| variant | size MB | p50 / p95 ms (spinning) | p50 / p95 ms (no spinning) | min cos | mean cos |\n"
          "|---|---|---|---|---|---|")
    for n, r in results.items():
        print(f"| {n} | {r['size_mb']} | {r['p50_ms_spin']} / {r['p95_ms_spin']} | {r['p50_ms_nospin']} / "
              f"{r['p95_ms_nospin']} | {r['cos_min']:.5f} | {r['cos_mean']:.5f} |")
    if args.json:
        args.json.write_text(json.dumps({"texts": len(texts), "typical_tokens": len(typical.ids), "rounds": args.rounds,
                                         "load_average": load_avg, "results": results}, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
