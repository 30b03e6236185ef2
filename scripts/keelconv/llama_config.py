"""The hyper-parameters the decoder graph builder needs (stdlib only).

One config covers the decoder families keelconv converts: `llama` (SmolLM2) and `qwen2`, which
is llama plus biases on the q/k/v projections (`attention_bias`)."""

from __future__ import annotations

from dataclasses import dataclass


# model_type -> the HF class name written into config.json.
ARCHITECTURES = {"llama": "LlamaForCausalLM", "qwen2": "Qwen2ForCausalLM"}


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

    @property
    def head_dim(self) -> int:
        return self.hidden_size // self.num_attention_heads

    def check(self) -> None:
        """Invariants the graph relies on; raise ValueError naming the broken one."""
        if self.hidden_size % self.num_attention_heads:
            raise ValueError("hidden_size must be a multiple of num_attention_heads")
        if self.num_attention_heads % self.num_key_value_heads:
            raise ValueError("num_attention_heads must be a multiple of num_key_value_heads (GQA)")
        if self.head_dim % 2:
            raise ValueError("head_dim must be even (RoPE rotates pairs)")
        if self.model_type not in ARCHITECTURES:
            raise ValueError(f"model_type {self.model_type!r} is not one of {', '.join(ARCHITECTURES)}")

    def to_hf_dict(self) -> dict:
        """An HF-transformers-style `config.json` (LlamaForCausalLM or Qwen2ForCausalLM)."""
        return {
            "architectures": [ARCHITECTURES[self.model_type]],
            "model_type": self.model_type,
            "hidden_act": "silu",
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
