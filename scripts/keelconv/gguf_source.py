"""Read a llama-, qwen2- or gemma3-architecture GGUF file: hyper-parameters, float32 weights in
HF layout, tokenizer.

Two llama.cpp conventions are undone here so the graph builder sees exactly HF's weights:
  * GGUF stores 2-D tensors with shape [in, out] (ne0 first); the reader's numpy view is already
    [out, in] = HF's nn.Linear layout.
  * For `llama` only, llama.cpp's converter permutes the rows of q_proj/k_proj so its RoPE can
    rotate adjacent pairs (x0, x1) instead of HF's halves (x_i, x_{i+hd/2}). We apply the inverse
    permutation, then HF's rotate-half RoPE in the graph is correct. `qwen2` is stored unpermuted
    (llama.cpp runs it with NEOX, i.e. rotate-half, RoPE) and gets q/k/v biases. `gemma3` is
    unpermuted too (NEOX RoPE).

gemma3: Gemma's RMSNorm multiplies by (1 + w); llama.cpp's converter stores 1 + w in every
`*norm.weight` (its Gemma3 `norm_shift`) and runs a plain x * w. The Gemma 3 270M GGUF bears that
out: every input/pre-FFN norm weight is positive (blk.0 attn_norm 7.4 .. 62.5), the post-attention
norms bottom out at exactly 0.000 (HF weights of -1, the zero-initialised w trained to -1), the
QK-norms centre on 2.0 (HF's 1 + ~1); raw HF weights would centre on 0. So the weights are read as
the multipliers, unchanged. What the GGUF does not carry: query_pre_attn_scalar (llama.cpp scales
by 1/sqrt(key_length) for every Gemma 3 size but 27B, whose HF config has hidden/heads; 270M's HF
config has 256 = key_length) and the sliding layers' RoPE base (10,000, fixed in llama.cpp and HF
for Gemma 3). RoPE scaling (the 4B+ models' linear factor 8 on global layers) is refused.

The layers are read lazily: `weights.layers[i]` dequantises layer i when asked, so a converter that
quantises as it builds holds one layer in float32 at a time (Qwen2.5-1.5B is 7 GB of float32).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np
from gguf import GGMLQuantizationType, GGUFReader
from gguf.quants import dequantize

from .graph import LayerWeights, LlamaWeights
from .llama_config import LlamaConfig

# Tensor types accepted. gguf.quants dequantises many more, but refuse what this converter has no
# reason to meet rather than guess. Exercised end to end: F32, Q4_1, Q8_0 (SmolLM2 Q4_1 GGUF);
# F32, Q5_0, Q8_0, Q4_K, Q6_K (Qwen2.5-Coder 0.5B/1.5B Q4_K_M GGUFs: llama.cpp's Q4_K_M mixes
# types, and falls back to Q5_0/Q8_0 where a row of 896 is not a multiple of the 256-wide K blocks).
# F16/BF16/Q4_0/Q5_1/Q5_K are the other common types and use the same gguf.quants path.
SUPPORTED_TYPES = {
    GGMLQuantizationType.F32, GGMLQuantizationType.F16, GGMLQuantizationType.BF16,
    GGMLQuantizationType.Q8_0, GGMLQuantizationType.Q4_0, GGMLQuantizationType.Q4_1,
    GGMLQuantizationType.Q5_0, GGMLQuantizationType.Q5_1,
    GGMLQuantizationType.Q4_K, GGMLQuantizationType.Q5_K, GGMLQuantizationType.Q6_K,
}
DEQUANT_ROWS = 8192  # rows dequantised at a time (see `tensor` in `load`)
# GGUF architectures read here: llama.cpp's key prefix -> (q/k rows permuted, q/k/v biases).
ARCHITECTURES = {"llama": (True, False), "qwen2": (False, True), "gemma3": (False, False)}
# Gemma 3: every 6th layer attends globally (llama.cpp's set_swa_pattern(6), HF's layer_types);
# the sliding layers' RoPE base; both fixed for the family, absent from the GGUF.
GEMMA3_SLIDING_WINDOW_PATTERN = 6
GEMMA3_ROPE_LOCAL_BASE = 10000.0
TOKEN_TYPE_CONTROL = 3  # llama.cpp's LLAMA_TOKEN_TYPE_CONTROL (1 = normal, 2 = unknown, 5 = unused)
TOKEN_TYPE_USER_DEFINED = 4  # an added token that is not special (Qwen's <tool_call>)
# llama.cpp's token types by name, for tokenizer_build.sentencepiece_bpe (6 = a byte-fallback <0xXX>).
TOKEN_TYPES = {"normal": 1, "control": TOKEN_TYPE_CONTROL, "user_defined": TOKEN_TYPE_USER_DEFINED, "byte": 6}


@dataclass
class GgufTokenizer:
    model: str  # "gpt2" = byte-level BPE, "llama" = SentencePiece BPE (scores, byte fallback)
    pre: str | None
    tokens: list[str]
    token_types: list[int]
    merges: list[str]  # gpt2 only
    scores: list[float] | None  # llama (SentencePiece) only
    # llama (SentencePiece): a "▁" prepended to the text (llama.cpp's default when the key is
    # absent; Gemma's GGUF says false)
    add_space_prefix: bool
    bos_id: int | None
    eos_id: int | None
    unk_id: int | None
    pad_id: int | None
    chat_template: str | None


@dataclass
class GgufModel:
    config: LlamaConfig
    weights: LlamaWeights
    tokenizer: GgufTokenizer
    metadata: dict  # a few general.* fields, for the manifest


def unpermute_rows(w: np.ndarray, n_heads: int) -> np.ndarray:
    """Inverse of llama.cpp's `permute` for q_proj/k_proj weights ([out, in])."""
    out, inp = w.shape
    return w.reshape(n_heads, out // n_heads // 2, 2, inp).swapaxes(1, 2).reshape(out, inp)


class _Fields:
    def __init__(self, reader: GGUFReader):
        self._f = reader.fields

    def get(self, key: str, default=None):
        f = self._f.get(key)
        return default if f is None else f.contents()

    def need(self, key: str):
        f = self._f.get(key)
        if f is None:
            raise ValueError(f"GGUF metadata key {key!r} is missing")
        return f.contents()


class _LazyLayers(Sequence):
    """The layers of a GGUF model, each dequantised (and un-permuted) when it is asked for."""

    def __init__(self, n: int, read):
        self._n, self._read = n, read

    def __len__(self) -> int:
        return self._n

    def __getitem__(self, i):
        if isinstance(i, slice):
            return [self[j] for j in range(*i.indices(self._n))]
        if not -self._n <= i < self._n:
            raise IndexError(i)
        return self._read(i % self._n)


def load(path: Path) -> GgufModel:
    reader = GGUFReader(str(path))
    fields = _Fields(reader)
    arch = fields.need("general.architecture")
    if arch not in ARCHITECTURES:
        raise ValueError(f"unsupported GGUF architecture {arch!r} (only {', '.join(ARCHITECTURES)})")
    permuted, biased = ARCHITECTURES[arch]
    if fields.get(f"{arch}.rope.scaling.type") not in (None, "none"):
        raise ValueError("RoPE scaling is not supported by this converter")

    tensors = {t.name: t for t in reader.tensors}
    tokens = list(fields.need("tokenizer.ggml.tokens"))
    n_heads = int(fields.need(f"{arch}.attention.head_count"))
    hidden = int(fields.need(f"{arch}.embedding_length"))
    gemma = arch == "gemma3"
    extra = {}
    if gemma:
        head_dim = int(fields.need(f"{arch}.attention.key_length"))
        if int(fields.need(f"{arch}.attention.value_length")) != head_dim:
            raise ValueError("gemma3 with key_length != value_length is not supported")
        extra = {"explicit_head_dim": head_dim, "query_pre_attn_scalar": float(head_dim),
                 "sliding_window": int(fields.need(f"{arch}.attention.sliding_window")),
                 "sliding_window_pattern": GEMMA3_SLIDING_WINDOW_PATTERN,
                 "rope_local_base_freq": GEMMA3_ROPE_LOCAL_BASE}
        if fields.get(f"{arch}.attn_logit_softcapping") or fields.get(f"{arch}.final_logit_softcapping"):
            raise ValueError("logit soft-capping (Gemma 2) is not supported")
    cfg = LlamaConfig(
        hidden_size=hidden,
        num_hidden_layers=int(fields.need(f"{arch}.block_count")),
        num_attention_heads=n_heads,
        num_key_value_heads=int(fields.get(f"{arch}.attention.head_count_kv", n_heads)),
        intermediate_size=int(fields.need(f"{arch}.feed_forward_length")),
        vocab_size=len(tokens),
        max_position_embeddings=int(fields.need(f"{arch}.context_length")),
        rope_theta=float(fields.get(f"{arch}.rope.freq_base", 10000.0)),
        # The file stores a float32; print it as the shortest decimal that rounds to it (1e-05).
        rms_norm_eps=float(str(np.float32(fields.need(f"{arch}.attention.layer_norm_rms_epsilon")))),
        bos_token_id=int(fields.get("tokenizer.ggml.bos_token_id", 1)),
        eos_token_id=int(fields.get("tokenizer.ggml.eos_token_id", 2)),
        tie_word_embeddings="output.weight" not in tensors,
        model_type=arch,
        attention_bias=biased,
        **extra,
    )
    cfg.check()
    rope_dims = fields.get(f"{arch}.rope.dimension_count", cfg.head_dim)
    if rope_dims != cfg.head_dim:
        raise ValueError(f"partial RoPE ({rope_dims} of {cfg.head_dim} dims) is not supported")

    def tensor(name: str) -> np.ndarray:
        t = tensors.get(name)
        if t is None:
            raise ValueError(f"GGUF tensor {name!r} is missing")
        if t.tensor_type not in SUPPORTED_TYPES:
            raise ValueError(f"GGUF tensor {name!r} has unsupported type {t.tensor_type.name}")
        if t.data.ndim < 2:
            return np.ascontiguousarray(dequantize(t.data, t.tensor_type), dtype=np.float32)
        # Row blocks: gguf.quants' intermediates are several times the float32 output, which for
        # a 151,936-row embedding is gigabytes. Rows are independent, so the result is the same.
        out = None
        for start in range(0, t.data.shape[0], DEQUANT_ROWS):
            part = dequantize(t.data[start:start + DEQUANT_ROWS], t.tensor_type)
            if out is None:
                out = np.empty((t.data.shape[0], *part.shape[1:]), dtype=np.float32)
            out[start:start + part.shape[0]] = part
        return out

    def layer(i: int) -> LayerWeights:
        b = f"blk.{i}."
        q, k = tensor(b + "attn_q.weight"), tensor(b + "attn_k.weight")
        if permuted:
            q, k = unpermute_rows(q, cfg.num_attention_heads), unpermute_rows(k, cfg.num_key_value_heads)
        return LayerWeights(
            attn_norm=tensor(b + "attn_norm.weight"),
            q=q,
            k=k,
            v=tensor(b + "attn_v.weight"),
            o=tensor(b + "attn_output.weight"),
            ffn_norm=tensor(b + "ffn_norm.weight"),
            gate=tensor(b + "ffn_gate.weight"),
            up=tensor(b + "ffn_up.weight"),
            down=tensor(b + "ffn_down.weight"),
            q_bias=tensor(b + "attn_q.bias") if biased else None,
            k_bias=tensor(b + "attn_k.bias") if biased else None,
            v_bias=tensor(b + "attn_v.bias") if biased else None,
            q_norm=tensor(b + "attn_q_norm.weight") if gemma else None,
            k_norm=tensor(b + "attn_k_norm.weight") if gemma else None,
            post_attn_norm=tensor(b + "post_attention_norm.weight") if gemma else None,
            post_ffn_norm=tensor(b + "post_ffw_norm.weight") if gemma else None,
        )

    weights = LlamaWeights(
        embed=tensor("token_embd.weight"),
        layers=_LazyLayers(cfg.num_hidden_layers, layer),
        norm=tensor("output_norm.weight"),
        lm_head=None if cfg.tie_word_embeddings else tensor("output.weight"),
    )
    weights.check(cfg)

    opt_int = lambda k: None if fields.get(k) is None else int(fields.get(k))  # noqa: E731
    tok_model = fields.need("tokenizer.ggml.model")
    tok = GgufTokenizer(
        model=tok_model,
        pre=fields.get("tokenizer.ggml.pre"),
        tokens=tokens,
        token_types=[int(t) for t in fields.need("tokenizer.ggml.token_type")],
        merges=list(fields.need("tokenizer.ggml.merges")) if tok_model == "gpt2" else [],
        scores=[float(x) for x in fields.need("tokenizer.ggml.scores")] if tok_model == "llama" else None,
        bos_id=opt_int("tokenizer.ggml.bos_token_id"),
        eos_id=opt_int("tokenizer.ggml.eos_token_id"),
        unk_id=opt_int("tokenizer.ggml.unknown_token_id"),
        pad_id=opt_int("tokenizer.ggml.padding_token_id"),
        chat_template=fields.get("tokenizer.chat_template"),
        add_space_prefix=bool(fields.get("tokenizer.ggml.add_space_prefix", True)),
    )
    meta = {k: fields.get(f"general.{k}") for k in ("name", "organization", "license", "size_label")}
    meta["tensor_types"] = sorted({t.tensor_type.name for t in reader.tensors})
    return GgufModel(config=cfg, weights=weights, tokenizer=tok, metadata=meta)
