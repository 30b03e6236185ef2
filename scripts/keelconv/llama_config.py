"""The hyper-parameters the decoder graph builder needs (stdlib only).

One config covers the decoder families keelconv converts: `llama` (SmolLM2), `qwen2`, which
is llama plus biases on the q/k/v projections (`attention_bias`), and `gemma3` (Gemma 3 text):
an explicit head_dim (256, not hidden/heads), an RMSNorm over head_dim on q and k (QK-norm) and
norms after the attention and MLP branches as well as before them, a GELU-tanh gated MLP,
embeddings scaled by sqrt(hidden), and sliding-window attention on every layer but each
`sliding_window_pattern`-th, those layers with their own RoPE base (`rope_local_base_freq`)."""

from __future__ import annotations

import math
from dataclasses import dataclass


# model_type -> the HF class name written into config.json.
ARCHITECTURES = {"llama": "LlamaForCausalLM", "qwen2": "Qwen2ForCausalLM", "gemma3": "Gemma3ForCausalLM"}
# HF's model_type for each (Gemma 3's text-only decoder is `gemma3_text`).
HF_MODEL_TYPES = {"llama": "llama", "qwen2": "qwen2", "gemma3": "gemma3_text"}


@dataclass(frozen=True)
class LlamaConfig:
    hidden_size: int
    num_hidden_layers: int
    num_attention_heads: int
    num_key_value_heads: int
    intermediate_size: int
    vocab_size: int
    max_position_embeddings: int
    rope_theta: float
    rms_norm_eps: float
    bos_token_id: int
    eos_token_id: int
    tie_word_embeddings: bool = True
    model_type: str = "llama"  # a key of ARCHITECTURES
    attention_bias: bool = False  # q/k/v projections carry biases (qwen2)
    # gemma3 only (None / 0 elsewhere).
    explicit_head_dim: int | None = None  # head_dim when it is not hidden_size / num_attention_heads
    sliding_window: int | None = None  # keys a sliding layer's query sees, itself included
    sliding_window_pattern: int = 0  # every n-th layer (n-1, 2n-1, ...) is global, the rest slide
    rope_local_base_freq: float | None = None  # RoPE base of the sliding layers
    query_pre_attn_scalar: float | None = None  # attention scale = query_pre_attn_scalar ** -0.5

    @property
    def head_dim(self) -> int:
        return self.explicit_head_dim or self.hidden_size // self.num_attention_heads

    @property
    def gemma(self) -> bool:
        return self.model_type == "gemma3"

    @property
    def attention_scale(self) -> float:
        return 1.0 / math.sqrt(self.query_pre_attn_scalar or self.head_dim)

    def is_sliding(self, layer: int) -> bool:
        """Whether `layer` attends over a sliding window (HF's layer_types, llama.cpp's swa pattern)."""
        return bool(self.sliding_window_pattern) and (layer + 1) % self.sliding_window_pattern != 0

    def check(self) -> None:
        """Invariants the graph relies on; raise ValueError naming the broken one."""
        if self.explicit_head_dim is None and self.hidden_size % self.num_attention_heads:
            raise ValueError("hidden_size must be a multiple of num_attention_heads")
        if self.num_attention_heads % self.num_key_value_heads:
            raise ValueError("num_attention_heads must be a multiple of num_key_value_heads (GQA)")
        if self.head_dim % 2:
            raise ValueError("head_dim must be even (RoPE rotates pairs)")
        if self.model_type not in ARCHITECTURES:
            raise ValueError(f"model_type {self.model_type!r} is not one of {', '.join(ARCHITECTURES)}")
        gemma_fields = (self.sliding_window, self.rope_local_base_freq, self.query_pre_attn_scalar)
        if self.gemma:
            if None in gemma_fields or self.sliding_window_pattern < 1 or self.sliding_window < 1:
                raise ValueError("gemma3 needs sliding_window, sliding_window_pattern, rope_local_base_freq "
                                 "and query_pre_attn_scalar")
            if self.attention_bias:
                raise ValueError("gemma3 has no q/k/v biases")
        elif gemma_fields != (None, None, None) or self.sliding_window_pattern:
            raise ValueError(f"sliding-window attention is only read for gemma3, not {self.model_type}")

    def to_hf_dict(self) -> dict:
        """An HF-transformers-style `config.json` (LlamaForCausalLM, Qwen2ForCausalLM or
        Gemma3ForCausalLM)."""
        d = {
            "architectures": [ARCHITECTURES[self.model_type]],
            "model_type": HF_MODEL_TYPES[self.model_type],
            "hidden_act": "gelu_pytorch_tanh" if self.gemma else "silu",
            "hidden_size": self.hidden_size,
            "intermediate_size": self.intermediate_size,
            "num_hidden_layers": self.num_hidden_layers,
            "num_attention_heads": self.num_attention_heads,
            "num_key_value_heads": self.num_key_value_heads,
            "head_dim": self.head_dim,
            "vocab_size": self.vocab_size,
            "max_position_embeddings": self.max_position_embeddings,
            "rope_theta": self.rope_theta,
            "rope_scaling": None,
            "rms_norm_eps": self.rms_norm_eps,
            "attention_bias": self.attention_bias,
            "mlp_bias": False,
            "tie_word_embeddings": self.tie_word_embeddings,
            "bos_token_id": self.bos_token_id,
            "eos_token_id": self.eos_token_id,
            "torch_dtype": "float32",
        }
        if self.gemma:
            d.update({
                "query_pre_attn_scalar": self.query_pre_attn_scalar,
                "sliding_window": self.sliding_window,
                "rope_local_base_freq": self.rope_local_base_freq,
                "layer_types": ["sliding_attention" if self.is_sliding(i) else "full_attention"
                                for i in range(self.num_hidden_layers)],
            })
        return d
