"""Read a llama-architecture GGUF file: hyper-parameters, float32 weights in HF layout, tokenizer.

Two llama.cpp conventions are undone here so the graph builder sees exactly HF's weights:
  * GGUF stores 2-D tensors with shape [in, out] (ne0 first); the reader's numpy view is already
    [out, in] = HF's nn.Linear layout.
  * llama.cpp's converter permutes the rows of q_proj/k_proj so its RoPE can rotate adjacent
    pairs (x0, x1) instead of HF's halves (x_i, x_{i+hd/2}). We apply the inverse permutation,
    then HF's rotate-half RoPE in the graph is correct.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import numpy as np
from gguf import GGMLQuantizationType, GGUFReader
from gguf.quants import dequantize

from .graph import LayerWeights, LlamaWeights
from .llama_config import LlamaConfig

# Tensor types accepted. gguf.quants dequantises many more, but refuse what this converter has no
# reason to meet rather than guess. Exercised end to end: F32, Q4_1, Q8_0 (SmolLM2 Q4_1 GGUF);
# F16/BF16/Q4_0 are the other common small-model types and use the same gguf.quants path.
SUPPORTED_TYPES = {
    GGMLQuantizationType.F32, GGMLQuantizationType.F16, GGMLQuantizationType.BF16,
    GGMLQuantizationType.Q8_0, GGMLQuantizationType.Q4_0, GGMLQuantizationType.Q4_1,
}
TOKEN_TYPE_CONTROL = 3  # llama.cpp's LLAMA_TOKEN_TYPE_CONTROL (1 = normal, 2 = unknown, 4 = user)


@dataclass
class GgufTokenizer:
    model: str  # "gpt2" = byte-level BPE
    pre: str | None
    tokens: list[str]
    token_types: list[int]
    merges: list[str]
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


def load(path: Path) -> GgufModel:
    reader = GGUFReader(str(path))
    fields = _Fields(reader)
    arch = fields.need("general.architecture")
    if arch != "llama":
        raise ValueError(f"unsupported GGUF architecture {arch!r} (only 'llama')")
    if fields.get("llama.rope.scaling.type") not in (None, "none"):
        raise ValueError("RoPE scaling is not supported by this converter")

    tensors = {t.name: t for t in reader.tensors}
    tokens = list(fields.need("tokenizer.ggml.tokens"))
    n_heads = int(fields.need("llama.attention.head_count"))
    hidden = int(fields.need("llama.embedding_length"))
    cfg = LlamaConfig(
        hidden_size=hidden,
        num_hidden_layers=int(fields.need("llama.block_count")),
        num_attention_heads=n_heads,
        num_key_value_heads=int(fields.get("llama.attention.head_count_kv", n_heads)),
        intermediate_size=int(fields.need("llama.feed_forward_length")),
        vocab_size=len(tokens),
        max_position_embeddings=int(fields.need("llama.context_length")),
        rope_theta=float(fields.get("llama.rope.freq_base", 10000.0)),
        # The file stores a float32; print it as the shortest decimal that rounds to it (1e-05).
        rms_norm_eps=float(str(np.float32(fields.need("llama.attention.layer_norm_rms_epsilon")))),
        bos_token_id=int(fields.get("tokenizer.ggml.bos_token_id", 1)),
        eos_token_id=int(fields.get("tokenizer.ggml.eos_token_id", 2)),
        tie_word_embeddings="output.weight" not in tensors,
    )
    cfg.check()
    rope_dims = fields.get("llama.rope.dimension_count", cfg.head_dim)
    if rope_dims != cfg.head_dim:
        raise ValueError(f"partial RoPE ({rope_dims} of {cfg.head_dim} dims) is not supported")

    def tensor(name: str) -> np.ndarray:
        t = tensors.get(name)
        if t is None:
            raise ValueError(f"GGUF tensor {name!r} is missing")
        if t.tensor_type not in SUPPORTED_TYPES:
            raise ValueError(f"GGUF tensor {name!r} has unsupported type {t.tensor_type.name}")
        return np.ascontiguousarray(dequantize(t.data, t.tensor_type), dtype=np.float32)

    layers = []
    for i in range(cfg.num_hidden_layers):
        b = f"blk.{i}."
        layers.append(LayerWeights(
            attn_norm=tensor(b + "attn_norm.weight"),
            q=unpermute_rows(tensor(b + "attn_q.weight"), cfg.num_attention_heads),
            k=unpermute_rows(tensor(b + "attn_k.weight"), cfg.num_key_value_heads),
            v=tensor(b + "attn_v.weight"),
            o=tensor(b + "attn_output.weight"),
            ffn_norm=tensor(b + "ffn_norm.weight"),
            gate=tensor(b + "ffn_gate.weight"),
            up=tensor(b + "ffn_up.weight"),
            down=tensor(b + "ffn_down.weight"),
        ))
    weights = LlamaWeights(
        embed=tensor("token_embd.weight"),
        layers=layers,
        norm=tensor("output_norm.weight"),
        lm_head=None if cfg.tie_word_embeddings else tensor("output.weight"),
    )
    weights.check(cfg)

    opt_int = lambda k: None if fields.get(k) is None else int(fields.get(k))  # noqa: E731
    tok = GgufTokenizer(
        model=fields.need("tokenizer.ggml.model"),
        pre=fields.get("tokenizer.ggml.pre"),
        tokens=tokens,
        token_types=[int(t) for t in fields.need("tokenizer.ggml.token_type")],
        merges=list(fields.need("tokenizer.ggml.merges")),
        bos_id=opt_int("tokenizer.ggml.bos_token_id"),
        eos_id=opt_int("tokenizer.ggml.eos_token_id"),
        unk_id=opt_int("tokenizer.ggml.unknown_token_id"),
        pad_id=opt_int("tokenizer.ggml.padding_token_id"),
        chat_template=fields.get("tokenizer.chat_template"),
    )
    meta = {k: fields.get(f"general.{k}") for k in ("name", "organization", "license", "size_label")}
    meta["tensor_types"] = sorted({t.tensor_type.name for t in reader.tensors})
    return GgufModel(config=cfg, weights=weights, tokenizer=tok, metadata=meta)
