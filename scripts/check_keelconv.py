#!/usr/bin/env python3
"""Check keelconv's decoder conversion on tiny random models, one per architecture (seconds, no
download):

    ~/.cache/keel/venv/bin/python scripts/check_keelconv.py

(Started with another Python it re-runs itself with the converter venv's, like make_tiny_model.py.)

For `llama` and `qwen2` (llama + q/k/v biases), in both graph layouts ("gqa", what convert_chat
writes: onnxruntime's fused GroupQueryAttention etc.; "optimum", the plain-operator layout of
models converted before it), it builds the float32 graph of a tiny random model and checks:
  * the graph's logits equal a plain numpy forward pass written from HF's modelling code
    (RMSNorm, biases before rotate-half RoPE, GQA, causal softmax, SiLU MLP), to 1e-4;
  * incremental KV equals a full recompute and a padded batch equals single runs (1e-4);
  * gqa: the runtime's loop (one KV buffer per layer bound as past and present, written in
    place) equals a full recompute, with spare capacity and with none; `logits_to_keep = 1`
    gives the last row of the full logits; greedy decoding gives the same 48 tokens as the
    optimum layout (a replay of the old graph's answer);
  * qwen2's biases are live: zeroing them changes the logits;
  * the two 4-bit routes agree: onnxruntime's quantiser over the float32 graph and the
    direct-to-4-bit builder (`quantize.Q4Linear`) give byte-identical 4-bit tensors and equal logits;
and that the qwen2 pre-tokenizer splits text as Qwen2's tokenizer does (digits one by one,
contractions, a letter run with one leading non-letter). Exit status 1 names the failed check.
"""

from __future__ import annotations

import sys
from pathlib import Path

SCRIPTS = Path(__file__).resolve().parent
sys.path.insert(0, str(SCRIPTS))

from make_tiny_model import ensure_venv  # noqa: E402
from provision import default_cache  # noqa: E402

TOLERANCE = 1e-4
PROMPT = [5, 17, 200, 3, 88, 41, 9, 250, 77, 12]
GEMMA_WINDOW = 4  # the tiny gemma3's sliding window: PROMPT and the greedy runs slide past it


def tiny(arch: str, seed: int = 7):
    import numpy as np

    from keelconv.graph import LayerWeights, LlamaWeights, q8_0_blocks
    from keelconv.llama_config import LlamaConfig

    # hidden 64 so that the MatMulNBits K dimension holds two 32-wide blocks. gemma3: head_dim 32
    # (not hidden/heads = 16), a scale from query_pre_attn_scalar 24 (not head_dim), three layers
    # of which the first two slide over a window of 4 keys, shorter than PROMPT.
    gemma = arch == "gemma3"
    extra = dict(explicit_head_dim=32, sliding_window=GEMMA_WINDOW, sliding_window_pattern=3,
                 rope_local_base_freq=10000.0, query_pre_attn_scalar=24.0) if gemma else {}
    cfg = LlamaConfig(hidden_size=64, num_hidden_layers=3 if gemma else 2, num_attention_heads=4,
                      num_key_value_heads=2, intermediate_size=96, vocab_size=259, max_position_embeddings=64,
                      rope_theta=10000.0 if arch == "llama" else 1_000_000.0, rms_norm_eps=1e-6,
                      bos_token_id=1, eos_token_id=2, tie_word_embeddings=arch != "llama",
                      model_type=arch, attention_bias=arch == "qwen2", **extra)
    rng = np.random.default_rng(seed)
    H, I, hd, nh, nkv = cfg.hidden_size, cfg.intermediate_size, cfg.head_dim, cfg.num_attention_heads, \
        cfg.num_key_value_heads
    lin = lambda o, i: (rng.standard_normal((o, i)) / np.sqrt(i)).astype(np.float32)  # noqa: E731
    vec = lambda n, s: (s * rng.standard_normal(n)).astype(np.float32)  # noqa: E731
    norm = lambda n=H: (1.0 + vec(n, 0.1)).astype(np.float32)  # noqa: E731
    biased = cfg.attention_bias
    layers = [LayerWeights(attn_norm=norm(), q=lin(nh * hd, H), k=lin(nkv * hd, H), v=lin(nkv * hd, H),
                           o=lin(H, nh * hd), ffn_norm=norm(), gate=lin(I, H), up=lin(I, H), down=lin(H, I),
                           q_bias=vec(nh * hd, 0.5) if biased else None,
                           k_bias=vec(nkv * hd, 0.5) if biased else None,
                           v_bias=vec(nkv * hd, 0.5) if biased else None,
                           q_norm=norm(hd) if gemma else None, k_norm=norm(hd) if gemma else None,
                           post_attn_norm=norm() if gemma else None, post_ffn_norm=norm() if gemma else None)
              for _ in range(cfg.num_hidden_layers)]
    # gemma3 scales the embeddings by sqrt(hidden) = 8: keep the residual stream at unit size. Its
    # graph gathers Q8_0 blocks, so its table is one that Q8_0 holds exactly, as a GGUF's is.
    embed = (rng.standard_normal((cfg.vocab_size, H)) / (np.sqrt(H) if gemma else 1.0)).astype(np.float32)
    if gemma:
        embed = dequantize_q8_0(*q8_0_blocks(embed))
    head = None if cfg.tie_word_embeddings else lin(cfg.vocab_size, H)
    return cfg, LlamaWeights(embed=embed, layers=layers, norm=norm(), lm_head=head)


def dequantize_q8_0(data, scales, zero_points):
    """GatherBlockQuantized's dequantisation of a whole q8_0_blocks table: (q - zp) * scale."""
    import numpy as np

    from keelconv.graph import EMBED_BLOCK

    q = data.astype(np.float32) - np.repeat(zero_points.astype(np.float32), EMBED_BLOCK, axis=1)
    return q * np.repeat(scales, EMBED_BLOCK, axis=1)


def check_q8_0_blocks() -> list[str]:
    """The gemma3 embedding quantiser: a table Q8_0 holds comes back bit for bit (as Gemma 3's
    Q8_0 GGUF table must), and any table comes back within half a step of its block."""
    import numpy as np

    from keelconv.graph import EMBED_BLOCK, q8_0_blocks

    rng = np.random.default_rng(3)
    x = (rng.standard_normal((300, 64)) * rng.uniform(0.01, 10, (300, 1))).astype(np.float32)
    x[5, :EMBED_BLOCK] = 0.0  # an all-zero block: scale 0, no division by it
    once = dequantize_q8_0(*q8_0_blocks(x, rows_per_chunk=128))
    twice = dequantize_q8_0(*q8_0_blocks(once, rows_per_chunk=128))
    step = np.repeat(q8_0_blocks(x)[1], EMBED_BLOCK, axis=1)
    worst = float(np.max(np.abs(once - x) / np.where(step > 0, step, 1)))
    print(f"q8_0 embedding blocks: re-quantising a Q8_0 table is exact: {np.array_equal(once, twice)}; "
          f"worst error {worst:.3f} of a step")
    failures = [] if np.array_equal(once, twice) else ["q8_0_blocks does not give a Q8_0 table back exactly"]
    # float16 scales round d by up to 2^-11, which moves q*d by at most 127 * 2^-11 of a step more.
    return failures + ([] if worst <= 0.5 + 127 * 2.0 ** -11 else [f"q8_0_blocks error {worst:.3f} of a step"])


def reference_logits(cfg, w, ids):
    """HF Llama/Qwen2/Gemma3 forward in float64 numpy, no cache: [S, V]. Gemma 3 (HF
    `Gemma3TextModel`, norm weights being the multipliers 1 + w): embeddings times sqrt(hidden);
    q and k RMS-normed per head before RoPE; the attention and MLP outputs RMS-normed before the
    residual add; GELU-tanh gate; scale query_pre_attn_scalar ** -0.5; on sliding layers a query
    sees the `sliding_window` keys ending at itself, rotated with the local RoPE base."""
    import numpy as np

    H, hd, nh, nkv = cfg.hidden_size, cfg.head_dim, cfg.num_attention_heads, cfg.num_key_value_heads
    S = len(ids)
    f = lambda a: np.asarray(a, dtype=np.float64)  # noqa: E731
    rms = lambda x, g: x / np.sqrt((x * x).mean(-1, keepdims=True) + cfg.rms_norm_eps) * f(g)  # noqa: E731

    def rope_fn(base):
        ang = np.outer(np.arange(S), 1.0 / base ** (np.arange(0, hd, 2) / hd))
        cos, sin = np.concatenate([np.cos(ang)] * 2, -1), np.concatenate([np.sin(ang)] * 2, -1)

        def rope(x):  # [n, S, hd]
            x1, x2 = x[..., : hd // 2], x[..., hd // 2:]
            return x * cos + np.concatenate([-x2, x1], -1) * sin
        return rope

    pos = np.arange(S)
    causal = np.where(pos[None, :] <= pos[:, None], 0.0, -np.inf)
    x = f(w.embed)[ids] * (np.float32(np.sqrt(H)) if cfg.gemma else 1.0)
    for l, lw in enumerate(w.layers):
        sliding = cfg.is_sliding(l)
        rope = rope_fn(cfg.rope_local_base_freq if sliding else cfg.rope_theta)
        mask = np.where(pos[:, None] - pos[None, :] < cfg.sliding_window, causal, -np.inf) if sliding else causal
        h = rms(x, lw.attn_norm)
        proj = lambda wt, b: h @ f(wt).T + (0.0 if b is None else f(b))  # noqa: E731
        q = proj(lw.q, lw.q_bias).reshape(S, nh, hd).transpose(1, 0, 2)
        k = proj(lw.k, lw.k_bias).reshape(S, nkv, hd).transpose(1, 0, 2)
        v = proj(lw.v, lw.v_bias).reshape(S, nkv, hd).transpose(1, 0, 2)
        if cfg.gemma:
            q, k = rms(q, lw.q_norm), rms(k, lw.k_norm)
        q, k = rope(q), rope(k)
        k, v = np.repeat(k, nh // nkv, 0), np.repeat(v, nh // nkv, 0)
        s = q @ k.transpose(0, 2, 1) * cfg.attention_scale + mask
        p = np.exp(s - s.max(-1, keepdims=True))
        p /= p.sum(-1, keepdims=True)
        out = (p @ v).transpose(1, 0, 2).reshape(S, nh * hd) @ f(lw.o).T
        x = x + (rms(out, lw.post_attn_norm) if cfg.gemma else out)
        h = rms(x, lw.ffn_norm)
        gate = h @ f(lw.gate).T
        if cfg.gemma:
            act = 0.5 * gate * (1 + np.tanh(np.sqrt(2 / np.pi) * (gate + 0.044715 * gate ** 3)))
        else:
            act = gate / (1 + np.exp(-gate))
        out = (act * (h @ f(lw.up).T)) @ f(lw.down).T
        x = x + (rms(out, lw.post_ffn_norm) if cfg.gemma else out)
    head = w.embed if w.lm_head is None else w.lm_head
    return rms(x, w.norm) @ f(head).T


def reference_greedy(cfg, w, prompt, n):
    """n greedy tokens from the reference, recomputing the whole sequence each step."""
    import numpy as np

    ids = list(prompt)
    for _ in range(n):
        ids.append(int(np.argmax(reference_logits(cfg, w, ids)[-1])))
    return ids[len(prompt):]


def check_arch(arch: str, layout: str) -> list[str]:
    import dataclasses

    import numpy as np

    from keelconv.generate import (OnnxLM, kv_tail_vs_recompute, kv_vs_recompute, padded_batch_check,
                                   shared_buffer_vs_recompute)
    from keelconv.graph import build_llama, build_llama_gqa
    from keelconv.quantize import Q4Linear, q4_weights, quantize_4bit

    build = build_llama_gqa if layout == "gqa" else build_llama
    failures = []
    cfg, w = tiny(arch)
    lm = OnnxLM(build(cfg, w).SerializeToString())
    got, _ = lm.forward(PROMPT, lm.empty_past())
    ref = reference_logits(cfg, w, PROMPT)
    diff = float(np.max(np.abs(got - ref)))
    kv, pad = kv_vs_recompute(lm, PROMPT, 4), padded_batch_check(lm, PROMPT[:6], PROMPT)
    arch = f"{arch}/{layout}"
    print(f"{arch}: float32 graph vs numpy reference {diff:.2e}; KV vs recompute {kv:.2e}; padded batch {pad:.2e}")
    if diff > TOLERANCE:
        failures.append(f"{arch}: graph logits differ from the reference by {diff:.3g}")
    if kv > TOLERANCE or pad > TOLERANCE:
        failures.append(f"{arch}: KV/padding consistency {kv:.3g}/{pad:.3g}")
    if layout == "gqa":
        spare, exact = (shared_buffer_vs_recompute(lm, PROMPT, 4, n) for n in (cfg.max_position_embeddings, len(PROMPT)))
        tail = kv_tail_vs_recompute(lm, PROMPT, 6)
        last, _ = lm.forward(PROMPT, lm.empty_past(), keep=1)
        mine = lm.greedy(PROMPT[:3], 48, set()).ids
        if cfg.gemma:  # no optimum layout: the reference's own greedy run
            other, theirs = "the numpy reference's", reference_greedy(cfg, w, PROMPT[:3], 48)
        else:
            other = "the optimum layout's"
            theirs = OnnxLM(build_llama(cfg, w).SerializeToString()).greedy(PROMPT[:3], 48, set()).ids
        print(f"{arch}: last 6 rows stepped vs recompute's (logits_to_keep) {tail:.2e}; "
              f"shared KV buffer vs recompute {spare:.2e} (capacity {cfg.max_position_embeddings}), "
              f"{exact:.2e} (capacity = length); last-row logits equal: {np.array_equal(last, got[-1:])}; "
              f"greedy tokens equal to {other}: {sum(a == b for a, b in zip(mine, theirs))}/{len(theirs)}")
        if spare > TOLERANCE or exact > TOLERANCE:
            failures.append(f"{arch}: shared KV buffer differs from a recompute by {max(spare, exact):.3g}")
        if tail > TOLERANCE:
            failures.append(f"{arch}: the last rows stepped one by one differ from a recompute's by {tail:.3g}")
        if not np.array_equal(last, got[-1:]):
            failures.append(f"{arch}: logits_to_keep = 1 does not give the last row")
        if mine != theirs:
            failures.append(f"{arch}: greedy tokens differ from {other}: {mine} vs {theirs}")

    if cfg.gemma:  # the window is live: the reference without it (and the graph) disagree
        unwindowed = dataclasses.replace(cfg, sliding_window=cfg.max_position_embeddings)
        moved = float(np.max(np.abs(reference_logits(unwindowed, w, PROMPT) - ref)))
        print(f"{arch}: a window of {cfg.sliding_window} instead of none moves the reference logits by {moved:.2e}")
        if moved < 1e-2:
            failures.append(f"{arch}: the sliding window does not change the reference logits (test too weak)")

    if cfg.attention_bias:
        zeroed = dataclasses.replace(w, layers=[dataclasses.replace(
            lw, q_bias=0 * lw.q_bias, k_bias=0 * lw.k_bias, v_bias=0 * lw.v_bias) for lw in w.layers])
        no_bias, _ = OnnxLM(build(cfg, zeroed).SerializeToString()).forward(PROMPT, lm.empty_past())
        moved = float(np.max(np.abs(no_bias - got)))
        print(f"{arch}: zeroing the q/k/v biases moves the logits by {moved:.2e}")
        if moved < 1e-2:
            failures.append(f"{arch}: the q/k/v biases do not reach the output")

    via_quantiser = quantize_4bit(build(cfg, w))
    direct = build(cfg, w, linear=Q4Linear())
    a, b = q4_weights(via_quantiser), q4_weights(direct)
    same = a.keys() == b.keys() and all(a[k].dtype == b[k].dtype and np.array_equal(a[k], b[k]) for k in a)
    la, _ = OnnxLM(via_quantiser.SerializeToString()).forward(PROMPT, lm.empty_past())
    lb, _ = OnnxLM(direct.SerializeToString()).forward(PROMPT, lm.empty_past())
    print(f"{arch}: 4-bit routes: {len(a)} tensors identical: {same}; max |logit diff| {np.max(np.abs(la - lb)):.2e}")
    if not same or not np.array_equal(la, lb):
        failures.append(f"{arch}: the direct 4-bit route differs from onnxruntime's quantiser")
    return failures


def check_qwen2_pre_tokenizer() -> list[str]:
    from keelconv import tokenizer_build

    tok = tokenizer_build.byte_tokenizer(["<|endoftext|>"])
    tok = tokenizer_build.byte_level_bpe([tok.id_to_token(i) for i in range(tok.get_vocab_size())], [], [0], "qwen2")
    text = "I've 123 apples,  ok\n\n  x"
    got = [piece for piece, _ in tok.pre_tokenizer.pre_tokenize_str(text)]
    want = ["I", "'ve", "Ġ", "1", "2", "3", "Ġapples", ",", "Ġ", "Ġok", "ĊĊ", "Ġ", "Ġx"]
    print(f"qwen2 pre-tokenizer: {got}")
    return [] if got == want else [f"qwen2 pre-tokenizer split {got}, expected {want}"]


def check_sentencepiece_tokenizer() -> list[str]:
    """tokenizer_build.sentencepiece_bpe (GGUF `llama`, Gemma 3's) on a hand-made vocabulary:
    merges by score, byte fallback, "▁" for spaces, user-defined tokens whole, specials."""
    from keelconv import gguf_source, tokenizer_build

    T = gguf_source.TOKEN_TYPES
    entries = [("<pad>", "control"), ("<eos>", "control"), ("<bos>", "control"), ("<unk>", "control"),
               ("<start_of_turn>", "control"), ("<end_of_turn>", "control"), ("\n\n", "user_defined"),
               ("  ", "user_defined")]  # llama.cpp writes a user-defined space run with spaces
    entries += [(f"<0x{b:02X}>", "byte") for b in range(256)]
    pieces = ["▁", "a", "b", "c", "ab", "bc", "▁a", "▁b"]  # scores fall with the id, as in Gemma's
    tokens = [t for t, _ in entries] + pieces
    types = [T[k] for _, k in entries] + [T["normal"]] * len(pieces)
    scores = [-1000.0 if k != "byte" else 0.0 for _, k in entries] + [-float(i) for i in range(len(pieces))]
    scores[tokens.index("bc")] = 0.5  # bc outranks ab: "abc" is a + bc
    tok = tokenizer_build.sentencepiece_bpe(tokens, scores, types, 3, T)
    ids = {t: i for i, t in enumerate(tokens)}
    enc = lambda s: tok.encode(s, add_special_tokens=False).tokens  # noqa: E731
    want = {"abc": ["a", "bc"], "ab a": ["ab", "▁a"], "b  a": ["b", "▁▁", "a"],
            "a\n\nb": ["a", "\n\n", "b"], "é": ["<0xC3>", "<0xA9>"],
            "<start_of_turn>a<end_of_turn>": ["<start_of_turn>", "a", "<end_of_turn>"]}
    failures = [f"sentencepiece tokenizer: {s!r} -> {enc(s)}, expected {w}" for s, w in want.items() if enc(s) != w]
    if tok.token_to_id("▁▁") != ids["  "]:
        failures.append("sentencepiece tokenizer: the user-defined space run is not spelled with ▁")
    try:
        tokenizer_build.self_test(tok, [t for t, k in entries if k == "control"])
    except AssertionError as e:
        failures.append(f"sentencepiece tokenizer: {e}")
    decoded = tok.decode(tok.encode("<start_of_turn>a b<end_of_turn>").ids, skip_special_tokens=True)
    if decoded != "a b":
        failures.append(f"sentencepiece tokenizer: decode skipping specials gave {decoded!r}")
    print(f"sentencepiece tokenizer: {len(want)} encodings as expected: {not failures}; round trips and specials checked")
    return failures


# Texts whose ids must equal upstream Gemma 3's tokenizer's (non-ASCII, emoji, whitespace runs,
# control and user-defined tokens, code).
GEMMA3_TEXTS = ["The capital of France is", "  leading spaces\tand\ttabs\n\nnew lines\n\n\n",
                "digits 1234567890 and 3.14", "ünïcödé — 日本語 🙂 emoji 👩\u200d👩\u200d👧",
                "<start_of_turn>user\nhi<end_of_turn>\n<start_of_turn>model\n", "<bos>Hello<eos>",
                "def f(x):\n    return x  *  2   # comment\n", "a  b   c    d",
                "Привет, мир! Ελληνικά. عربى. हिन्दी", "\x00\x01\x7f \ufffd\U0010FFFF",
                '<div class="x"></div></footer>', "▁literal▁marks▁", "trailing space ", " leading", "",
                "The quick brown fox jumps over the lazy dog. " * 3]


def check_gemma3_tokenizer_against_upstream(cache: Path) -> list[str]:
    """When both are provisioned: the tokenizer keelconv built from the Gemma 3 270M GGUF
    (models/gemma3-270m) against upstream's own tokenizer.json, which EmbeddingGemma (the
    judge's embedder, same Gemma 3 vocabulary) ships: vocabulary, every merge, and the ids of
    GEMMA3_TEXTS. Skipped, saying so, when either is not provisioned."""
    import json

    from tokenizers import Tokenizer

    ours, theirs = cache / "models/gemma3-270m/tokenizer.json", cache / "models/embeddinggemma-300m/tokenizer.json"
    if not (ours.is_file() and theirs.is_file()):
        print(f"gemma3 tokenizer vs upstream: skipped ({ours if not ours.is_file() else theirs} is not provisioned)")
        return []
    a, b = (json.loads(p.read_text(encoding="utf-8"))["model"] for p in (ours, theirs))
    norm = lambda ms: [tuple(m) if isinstance(m, list) else tuple(m.split(" ")) for m in ms]  # noqa: E731
    failures = []
    if a["vocab"] != b["vocab"]:
        failures.append("gemma3 tokenizer: the vocabulary differs from upstream's")
    if norm(a["merges"]) != norm(b["merges"]):
        failures.append("gemma3 tokenizer: the merges differ from upstream's")
    ta, tb = Tokenizer.from_file(str(ours)), Tokenizer.from_file(str(theirs))
    differ = [t for t in GEMMA3_TEXTS if ta.encode(t, add_special_tokens=False).ids != tb.encode(t, add_special_tokens=False).ids]
    failures += [f"gemma3 tokenizer: {t!r} encodes differently from upstream's" for t in differ]
    print(f"gemma3 tokenizer vs upstream: {len(a['vocab'])} tokens and {len(a['merges'])} merges equal: "
          f"{not failures[:2]}; {len(GEMMA3_TEXTS) - len(differ)}/{len(GEMMA3_TEXTS)} texts give the same ids")
    return failures


def main(argv: list[str]) -> int:
    ensure_venv(argv, __file__)
    builds = [(arch, layout) for arch in ("llama", "qwen2") for layout in ("gqa", "optimum")] + [("gemma3", "gqa")]
    failures = [f for arch, layout in builds for f in check_arch(arch, layout)]
    failures += check_q8_0_blocks()
    failures += check_sentencepiece_tokenizer()
    failures += check_gemma3_tokenizer_against_upstream(default_cache())
    failures += check_qwen2_pre_tokenizer()
    for f in failures:
        print(f"check_keelconv: FAILED: {f}")
    if not failures:
        print("check_keelconv: all checks passed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
