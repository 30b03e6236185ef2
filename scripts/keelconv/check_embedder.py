"""CLI: sanity-check a MiniLM embedder directory (run inside the converter venv).

    python -m keelconv.check_embedder --dir DIR --report report.json

The recipe keel's Rust embedder follows: encode with special tokens ([CLS] ... [SEP]), no padding
for a single text, run model.onnx (input_ids, attention_mask, token_type_ids = 0), mean-pool
last_hidden_state over the attention mask, L2-normalise. Checks: a paraphrase pair is similar
(cos ~0.75), an unrelated pair is not, padding is off, a long text is truncated and still runs.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

import numpy as np
import onnxruntime as ort
from tokenizers import Tokenizer

SIMILAR = ("A man is eating food.", "A man is eating a piece of bread.")
UNRELATED = ("A man is eating food.", "The new movie is awesome.")
SIMILAR_RANGE = (0.6, 0.9)  # measured 0.75 with the reference sentence-transformers model
UNRELATED_MAX = 0.3


def embed(session: ort.InferenceSession, tok: Tokenizer, text: str) -> np.ndarray:
    enc = tok.encode(text)
    ids = np.array([enc.ids], dtype=np.int64)
    mask = np.array([enc.attention_mask], dtype=np.int64)
    feed = {"input_ids": ids, "attention_mask": mask}
    if "token_type_ids" in {i.name for i in session.get_inputs()}:
        feed["token_type_ids"] = np.zeros_like(ids)
    hidden = session.run(["last_hidden_state"], feed)[0][0]  # [S, dim]
    pooled = (hidden * mask[0][:, None]).sum(axis=0) / max(mask.sum(), 1)
    return pooled / np.linalg.norm(pooled)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--dir", type=Path, required=True)
    ap.add_argument("--report", type=Path, required=True)
    args = ap.parse_args(argv)

    tok = Tokenizer.from_file(str(args.dir / "tokenizer.json"))
    so = ort.SessionOptions()
    so.intra_op_num_threads = 2
    so.log_severity_level = 3
    session = ort.InferenceSession(str(args.dir / "model.onnx"), so, providers=["CPUExecutionProvider"])

    if tok.padding is not None:
        raise SystemExit("embedder tokenizer still pads (padding must be null)")
    short = tok.encode("hello")
    if len(short.ids) != 3:  # [CLS] hello [SEP]
        raise SystemExit(f"'hello' encodes to {len(short.ids)} tokens, expected 3 ([CLS] hello [SEP])")
    max_len = tok.truncation["max_length"]
    long_ids = tok.encode("word " * 1000).ids
    if len(long_ids) != max_len:
        raise SystemExit(f"a long text encodes to {len(long_ids)} tokens, expected truncation at {max_len}")
    dim = embed(session, tok, "word " * 1000).shape[0]  # runs at the maximum length

    sim = float(embed(session, tok, SIMILAR[0]) @ embed(session, tok, SIMILAR[1]))
    unrel = float(embed(session, tok, UNRELATED[0]) @ embed(session, tok, UNRELATED[1]))
    t = time.perf_counter()
    for _ in range(20):
        embed(session, tok, SIMILAR[1])
    ms = (time.perf_counter() - t) / 20 * 1e3
    print(f"    cos(similar) = {sim:.3f}, cos(unrelated) = {unrel:.3f}, dim {dim}, {ms:.1f} ms/sentence", flush=True)
    if not (SIMILAR_RANGE[0] <= sim <= SIMILAR_RANGE[1]) or unrel > UNRELATED_MAX:
        raise SystemExit(f"embedder similarities look wrong: similar {sim:.3f} (want {SIMILAR_RANGE}), "
                         f"unrelated {unrel:.3f} (want <= {UNRELATED_MAX})")

    report = {
        "embedding": {"dim": dim, "pooling": "mean", "normalize": "l2", "max_length": max_len,
                      "add_special_tokens": True,
                      "inputs": [i.name for i in session.get_inputs()],
                      "output": "last_hidden_state"},
        "validation": {"similar_pair": list(SIMILAR), "cosine_similar": round(sim, 4),
                       "unrelated_pair": list(UNRELATED), "cosine_unrelated": round(unrel, 4),
                       "ms_per_sentence": round(ms, 2)},
    }
    args.report.write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
