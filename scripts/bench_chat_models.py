#!/usr/bin/env python3
"""Decode speed of chat models beside this machine's memory bandwidth, in one run (stdlib + numpy).

    python3 scripts/bench_chat_models.py --keel target/release/keel --rounds 3 \
        --model smollm2=~/.cache/keel/models/smollm2-135m-instruct --model ... --out report.json

1. Memory bandwidth: a streaming read (numpy's max over a 1 GiB float32 array, a vectorised
   reduction that keeps up with memory where `sum`'s pairwise adds do not; one thread, and two
   threads each reading half at once, as decode runs on 2 intra-op threads); best of 7.
2. `keel --model DIR bench --turns 0 --runs 1 --json` for every model in turn, `--rounds` times
   round-robin (A, B, C, A, B, C, ...) so a change of machine load hits every model alike; each
   invocation warms up once before its timed run. Reported: the median over rounds of each
   measure, and the 1-minute load average before every invocation.
3. The decode ceiling of each model: bandwidth / bytes read per token, where the bytes are
   model.onnx less what a decode step does not read (the float32 embedding table, which is only
   gathered, and the RoPE tables), plus at long context the K/V rows a step reads; and the decode
   speeds as a share of it.

numpy comes from any Python that has it (the converter venv does: run it with
~/.cache/keel/venv/bin/python, or with python3 if numpy is installed).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import threading
import time
from pathlib import Path

GIB = 1 << 30
MEASURES = ["model_load_ms", "time_to_first_token_ms", "prefill_tokens_per_s", "decode_short_tokens_per_s",
            "decode_long_tokens_per_s", "peak_rss_mb"]


def bandwidth_gb_s() -> dict:
    """Streaming-read bandwidth in GB/s (1e9 bytes/s), one and two threads, best of 7."""
    import numpy as np

    a = np.ones(GIB // 4, dtype=np.float32)  # touched once here, so the pages exist
    halves = (a[: a.size // 2], a[a.size // 2:])

    def one() -> float:
        t = time.perf_counter()
        a.max()
        return a.nbytes / (time.perf_counter() - t) / 1e9

    def two() -> float:  # numpy releases the GIL inside the reduction
        threads = [threading.Thread(target=h.max) for h in halves]
        t = time.perf_counter()
        for th in threads:
            th.start()
        for th in threads:
            th.join()
        return a.nbytes / (time.perf_counter() - t) / 1e9

    one(), two()  # warm-up
    return {"one_thread": round(max(one() for _ in range(7)), 1), "two_threads": round(max(two() for _ in range(7)), 1)}


def bytes_per_token(model_dir: Path) -> int:
    """Bytes a decode step reads: model.onnx less the embedding table and the RoPE tables.
    Gemma 3 (keelconv's gemma3 graph): the table is int8 blocks of 32 with a float32 scale and a
    uint8 zero point per block, and there are two pairs of RoPE tables (global and sliding)."""
    cfg = json.loads((model_dir / "config.json").read_text(encoding="utf-8"))
    hidden, vocab = cfg["hidden_size"], cfg["vocab_size"]
    head_dim = cfg.get("head_dim") or hidden // cfg["num_attention_heads"]
    gemma = cfg.get("model_type") == "gemma3_text"
    rope = (4 if gemma else 2) * cfg["max_position_embeddings"] * (head_dim // 2) * 4
    table = vocab * hidden + vocab * (hidden // 32) * 5 if gemma else vocab * hidden * 4
    return (model_dir / "model.onnx").stat().st_size - table - rope


def kv_bytes_per_row(model_dir: Path) -> int:
    """Bytes of K and V one cached token holds (float32, all layers)."""
    cfg = json.loads((model_dir / "config.json").read_text(encoding="utf-8"))
    head_dim = cfg.get("head_dim") or cfg["hidden_size"] // cfg["num_attention_heads"]
    return cfg["num_hidden_layers"] * 2 * cfg["num_key_value_heads"] * head_dim * 4


def run_bench(keel: Path, model_dir: Path) -> dict:
    out = subprocess.run([str(keel), "--model", str(model_dir), "bench", "--turns", "0", "--runs", "1", "--json"],
                         check=True, capture_output=True, text=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--keel", type=Path, required=True, help="the keel binary (a release build)")
    ap.add_argument("--model", action="append", required=True, metavar="LABEL=DIR")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--out", type=Path, required=True)
    args = ap.parse_args()
    models = {}
    for spec in args.model:
        label, _, directory = spec.partition("=")
        models[label] = Path(directory).expanduser()

    bw = bandwidth_gb_s()
    print(f"memory bandwidth (streaming read): {bw['one_thread']} GB/s one thread, {bw['two_threads']} GB/s two",
          flush=True)
    runs: dict[str, list[dict]] = {label: [] for label in models}
    for r in range(args.rounds):
        for label, directory in models.items():
            load = os.getloadavg()[0]
            report = run_bench(args.keel, directory)
            report["load_average_1m"] = round(load, 2)
            runs[label].append(report)
            print(f"round {r + 1} {label}: decode {report['decode_short_tokens_per_s']:.1f} / "
                  f"{report['decode_long_tokens_per_s']:.1f} tok/s, prefill {report['prefill_tokens_per_s']:.0f} "
                  f"tok/s, load {report['model_load_ms'] / 1e3:.2f} s, RSS {report['peak_rss_mb']:.0f} MB "
                  f"(load average {load:.2f})", flush=True)

    summary = {}
    for label, reports in runs.items():
        med = {m: statistics.median(r[m] for r in reports) for m in MEASURES}
        per_token = bytes_per_token(models[label])
        ceiling = bw["two_threads"] * 1e9 / per_token
        # A long-context step also reads the cache: on average the prompt plus half the answer.
        long_rows = reports[0]["prefill_prompt_tokens"] + (reports[0]["long_context_tokens"]
                                                           - reports[0]["prefill_prompt_tokens"]) // 2
        long_ceiling = bw["two_threads"] * 1e9 / (per_token + long_rows * kv_bytes_per_row(models[label]))
        med.update({
            "bytes_per_token": per_token,
            "ceiling_tok_s": round(ceiling, 1),
            "long_context_ceiling_tok_s": round(long_ceiling, 1),
            "decode_short_share_of_ceiling": round(med["decode_short_tokens_per_s"] / ceiling, 3),
            "decode_long_share_of_ceiling": round(med["decode_long_tokens_per_s"] / long_ceiling, 3),
            "prefill_prompt_tokens": reports[0]["prefill_prompt_tokens"],
            "long_context_tokens": reports[0]["long_context_tokens"],
            "load_averages": [r["load_average_1m"] for r in reports],
        })
        summary[label] = med
        print(f"{label}: median decode {med['decode_short_tokens_per_s']:.1f} / {med['decode_long_tokens_per_s']:.1f} "
              f"tok/s = {100 * med['decode_short_share_of_ceiling']:.0f} % / "
              f"{100 * med['decode_long_share_of_ceiling']:.0f} % of the {ceiling:.0f} / {long_ceiling:.0f} tok/s ceilings "
              f"({per_token / 1e6:.0f} MB per token); prefill {med['prefill_tokens_per_s']:.0f} tok/s; "
              f"load {med['model_load_ms'] / 1e3:.2f} s; peak RSS {med['peak_rss_mb']:.0f} MB", flush=True)
    args.out.write_text(json.dumps({"bandwidth_gb_s": bw, "rounds": args.rounds, "summary": summary, "runs": runs},
                                   indent=2) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
