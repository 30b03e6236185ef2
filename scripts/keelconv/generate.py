"""A reference greedy generation loop over both graph layouts (onnxruntime).

This is the loop keel's Rust runtime implements; keeping a Python copy lets provisioning prove a
converted model answers correctly before it is installed.
  "optimum" layout (graph.build_llama):
    prefill: past = [B, n_kv, 0, hd] (empty), attention_mask = ones(n), position_ids = 0..n
    step:    feed present.* back as past_key_values.*, mask = ones(past + 1), position = past
  "gqa" layout (graph.build_llama_gqa):
    prefill: past = [B, n_kv, 0, hd] (empty), seqlens_k = n - 1, total_sequence_length = n
    step:    feed present.* back as past_key_values.*, seqlens_k = past, total = past + 1
  Here past and present are separate arrays (present = past + new rows); the Rust runtime binds one
  preallocated buffer to both instead, which the kernel writes in place.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

import numpy as np
import onnxruntime as ort


@dataclass
class GreedyResult:
    ids: list[int]  # generated ids, without the stop id
    stopped: bool  # True if a stop id ended generation (False: hit max_new_tokens)
    prefill_s: float
    decode_s: float
    prompt_tokens: int

    @property
    def decode_tok_s(self) -> float:
        return (len(self.ids) - 1) / self.decode_s if self.decode_s > 0 and len(self.ids) > 1 else 0.0


class OnnxLM:
    def __init__(self, model: bytes | str, threads: int = 2):
        so = ort.SessionOptions()
        so.intra_op_num_threads = threads
        so.inter_op_num_threads = 1
        so.log_severity_level = 3
        self.session = ort.InferenceSession(model, so, providers=["CPUExecutionProvider"])
        names = {i.name for i in self.session.get_inputs()}
        self.gqa = "seqlens_k" in names  # the layout, from its inputs
        kv = [i for i in self.session.get_inputs() if i.name.startswith("past_key_values.")]
        self.n_layers = len(kv) // 2
        _, self.n_kv, _, self.head_dim = kv[0].shape
        self.output_names = [o.name for o in self.session.get_outputs()]

    def empty_past(self, batch: int = 1) -> dict[str, np.ndarray]:
        z = np.zeros((batch, self.n_kv, 0, self.head_dim), dtype=np.float32)
        return {f"past_key_values.{l}.{k}": z for l in range(self.n_layers) for k in ("key", "value")}

    def forward(self, ids: list[int], past: dict[str, np.ndarray], keep: int = 0) -> tuple[np.ndarray, dict]:
        """Run new tokens `ids` (batch 1) after `past`; return (logits [S, V], next past). With
        `keep` > 0 a gqa-layout graph computes only the last `keep` rows."""
        p = next(iter(past.values())).shape[2]
        n = len(ids)
        feed = {"input_ids": np.array([ids], dtype=np.int64), **past}
        if self.gqa:
            feed.update(seqlens_k=np.array([p + n - 1], dtype=np.int32),
                        total_sequence_length=np.array(p + n, dtype=np.int32),
                        logits_to_keep=np.array(keep, dtype=np.int64))
        else:
            feed.update(attention_mask=np.ones((1, p + n), dtype=np.int64),
                        position_ids=np.arange(p, p + n, dtype=np.int64)[None, :])
        outs = dict(zip(self.output_names, self.session.run(self.output_names, feed)))
        present = {name.replace("present.", "past_key_values.", 1): v
                   for name, v in outs.items() if name.startswith("present.")}
        return outs["logits"][0], present

    def greedy(self, prompt: list[int], max_new_tokens: int, stop_ids: set[int]) -> GreedyResult:
        t0 = time.perf_counter()
        logits, past = self.forward(prompt, self.empty_past(), keep=1)
        t1 = time.perf_counter()
        out, stopped = [], False
        while len(out) < max_new_tokens:
            nxt = int(np.argmax(logits[-1]))
            if nxt in stop_ids:
                stopped = True
                break
            out.append(nxt)
            logits, past = self.forward([nxt], past, keep=1)
        # The first generated token comes from the prefill; decode time covers the rest.
        return GreedyResult(out, stopped, t1 - t0, time.perf_counter() - t1, len(prompt))


def kv_vs_recompute(lm: OnnxLM, ids: list[int], split: int) -> float:
    """Max |logit difference| between one full pass and prefill(ids[:split]) + one-by-one steps."""
    full, _ = lm.forward(ids, lm.empty_past())
    logits, past = lm.forward(ids[:split], lm.empty_past())
    rows = [logits]
    for t in ids[split:]:
        logits, past = lm.forward([t], past)
        rows.append(logits)
    return float(np.max(np.abs(np.concatenate(rows, axis=0) - full)))


def kv_tail_vs_recompute(lm: OnnxLM, ids: list[int], steps: int) -> float:
    """`kv_vs_recompute` for long sequences (gqa layout): only the last `steps` rows, each fed one
    by one after a prefill of the rest, against the same rows of one full pass; the lm_head runs
    on those rows alone (a full [S, vocab] of Gemma's 262,144 tokens is 0.5 GB at S = 528)."""
    full, _ = lm.forward(ids, lm.empty_past(), keep=steps)
    _, past = lm.forward(ids[:-steps], lm.empty_past(), keep=1)
    rows = []
    for t in ids[-steps:]:
        logits, past = lm.forward([t], past, keep=1)
        rows.append(logits)
    return float(np.max(np.abs(np.concatenate(rows, axis=0) - full)))


def padded_batch_check(lm: OnnxLM, a: list[int], b: list[int]) -> float:
    """Pad the shorter of two prompts in one batch; max |diff| of the real rows' logits against
    running each prompt alone. Exercises the padding half of the attention mask ("optimum":
    left padding, attention_mask) or the per-row lengths (`gqa`: right padding, seqlens_k)."""
    n = max(len(a), len(b))
    ids = np.zeros((2, n), dtype=np.int64)
    rows = []  # where each prompt's real positions sit in its padded row
    if lm.gqa:
        for r, seq in enumerate((a, b)):
            ids[r, :len(seq)] = seq
            rows.append(slice(0, len(seq)))
        feed = {"input_ids": ids, "seqlens_k": np.array([len(a) - 1, len(b) - 1], dtype=np.int32),
                "total_sequence_length": np.array(n, dtype=np.int32),
                "logits_to_keep": np.array(0, dtype=np.int64), **lm.empty_past(2)}
    else:
        mask = np.zeros((2, n), dtype=np.int64)
        pos = np.zeros((2, n), dtype=np.int64)
        for r, seq in enumerate((a, b)):
            ids[r, n - len(seq):] = seq
            mask[r, n - len(seq):] = 1
            pos[r, n - len(seq):] = np.arange(len(seq))
            rows.append(slice(n - len(seq), n))
        feed = {"input_ids": ids, "attention_mask": mask, "position_ids": pos, **lm.empty_past(2)}
    logits = lm.session.run(["logits"], feed)[0]
    diff = 0.0
    for r, seq in enumerate((a, b)):
        alone, _ = lm.forward(seq, lm.empty_past())
        diff = max(diff, float(np.max(np.abs(logits[r, rows[r]] - alone))))
    return diff


def shared_buffer_vs_recompute(lm: OnnxLM, ids: list[int], split: int, capacity: int) -> float:
    """The Rust runtime's loop on a gqa-layout graph: one zeroed [1, n_kv, capacity, hd] buffer
    per K and V, bound (IO binding) as both past_key_values.* and present.*, so the kernel appends
    in place; prefill ids[:split], then one token at a time. Max |logit diff| against one full pass."""
    if not lm.gqa:
        raise ValueError("shared KV buffers need the gqa layout")
    full, _ = lm.forward(ids, lm.empty_past())
    binding = lm.session.io_binding()
    buffers = {}
    for l in range(lm.n_layers):
        for kind in ("key", "value"):
            buf = ort.OrtValue.ortvalue_from_numpy(np.zeros((1, lm.n_kv, capacity, lm.head_dim), dtype=np.float32))
            buffers[kind, l] = buf  # kept alive while bound
            binding.bind_ortvalue_input(f"past_key_values.{l}.{kind}", buf)
            binding.bind_ortvalue_output(f"present.{l}.{kind}", buf)
    rows, done = [], 0
    for chunk in [ids[:split]] + [[t] for t in ids[split:]]:
        total = done + len(chunk)
        for name, value in (("input_ids", np.array([chunk], dtype=np.int64)),
                            ("seqlens_k", np.array([total - 1], dtype=np.int32)),
                            ("total_sequence_length", np.array(total, dtype=np.int32)),
                            ("logits_to_keep", np.array(0, dtype=np.int64))):
            binding.bind_cpu_input(name, value)
        binding.bind_output("logits")
        lm.session.run_with_iobinding(binding)
        rows.append(binding.copy_outputs_to_cpu()[-1][0])
        done = total
    return float(np.max(np.abs(np.concatenate(rows, axis=0) - full)))
