"""EmbeddingGemma (sentence-transformers folder) -> one ONNX graph, with numpy + onnx only.

Source: the sentence-transformers folder of google/embeddinggemma-300m (modules.json: Transformer
-> Pooling(mean) -> Dense 768->3072 -> Dense 3072->768 -> Normalize). The graph computes the
whole pipeline:

  inputs   input_ids          int64   [batch, seq]   (tokenizer.json output: <bos> ... <eos>)
           attention_mask     int64   [batch, seq]   1 = token, 0 = right padding
  output   sentence_embedding float32 [batch, 768]   L2-normalised

Semantics follow HF transformers' Gemma3TextModel as EmbeddingGemma configures it
(use_bidirectional_attention = true), eager/SDPA attention, float32:
  * embeddings = embed_tokens[ids] * sqrt(hidden)  (the scale rounded to float32, the model dtype)
  * per layer: x += post_attention_norm(attn(input_norm(x)));
               x += post_feedforward_norm(mlp(pre_feedforward_norm(x)))
  * RMSNorm(x) = x / sqrt(mean(x^2) + eps) * (1 + weight)
  * attention: q/k/v projections, per-head RMSNorm of q and k (q_norm/k_norm), rotate-half RoPE
    with the layer type's own theta (sliding 10,000 / full 1,000,000), grouped-query attention
    (3 query heads share 1 KV head), scores scaled by query_pre_attn_scalar^-0.5, no softcapping
  * mask: bidirectional. Full-attention layers see every real token; sliding layers see the
    real tokens with |i - j| < sliding_window // 2 + 1 = 257 for config.json's 512 (HF's
    Gemma3TextConfig halves the window when use_bidirectional_attention is set, "due to fa we
    set exclusive bounds"; the mask is the causal sliding window OR'ed with the bidirectional
    window overlay |i - j| < window). So the window binds from 258 tokens on. Padding keys are
    masked in both.
  * position ids 0..seq-1 for every row (HF's default; right padding keeps real tokens at
    0..n-1)
  * MLP: down(gelu_tanh(gate(x)) * up(x)); final RMSNorm
  * mean pooling over attention_mask (prompt tokens included: include_prompt = true), Dense,
    Dense (no bias, identity activation), x / max(||x||, 1e-12)

One deviation from HF, where HF would crash: token ids >= vocab_size (the tokenizer knows
<image_soft_token> = 262144, which has no embedding row) are mapped to <unk> instead of failing.

Weights are in HF layout ([out, in]); MatMul initializers are stored transposed ([in, out]) so
onnxruntime's MatMulNBits quantiser can replace them. q/k/v and gate/up are fused into one MatMul
each (then Split): identical maths, fewer kernel calls. The 1/16 attention scale is a power of two
and is folded exactly into q_norm's weight.
"""

from __future__ import annotations

import json
import logging
import math
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

from . import safetensors_np
from .graph import GraphBuilder

OPSET = 20  # Gelu(approximate="tanh") is an ONNX op from opset 20
MASK_MIN = float(np.finfo(np.float32).min)
UNK_ID = 3
OUTPUT = "sentence_embedding"
EMBED_VARIANTS = ("fp32", "fp16", "int8-row")


class SourceError(ValueError):
    """The source folder is not the EmbeddingGemma layout this builder implements."""


@dataclass
class GemmaEmbedConfig:
    vocab_size: int
    hidden_size: int
    intermediate_size: int
    num_hidden_layers: int
    num_attention_heads: int
    num_key_value_heads: int
    head_dim: int
    rms_norm_eps: float
    query_pre_attn_scalar: float
    rope_theta: dict[str, float]  # layer type -> theta
    sliding_window: int  # as in config.json
    sliding_window_effective: int  # HF's runtime value: |i - j| < this
    layer_types: list[str]
    max_position_embeddings: int
    dense: list[tuple[int, int]] = field(default_factory=list)  # (in, out) of each Dense module

    def to_dict(self) -> dict:
        d = dict(self.__dict__)
        d["dense"] = [list(x) for x in self.dense]
        return d


def _read_json(path: Path) -> dict | list:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as e:
        raise SourceError(f"cannot read {path}: {e}")


def _need(cond: bool, what: str) -> None:
    if not cond:
        raise SourceError(f"unsupported EmbeddingGemma source: {what}")


def read_config(src: Path) -> GemmaEmbedConfig:
    """Parse config.json + modules.json + the Pooling/Dense configs; reject what we don't build."""
    c = _read_json(src / "config.json")
    _need(c.get("model_type") == "gemma3_text", f"model_type {c.get('model_type')!r} (want gemma3_text)")
    _need(c.get("hidden_activation") == "gelu_pytorch_tanh", f"hidden_activation {c.get('hidden_activation')!r}")
    _need(c.get("use_bidirectional_attention") is True, "use_bidirectional_attention is not true")
    _need(not c.get("attention_bias"), "attention_bias")
    _need(c.get("attn_logit_softcapping") is None, "attn_logit_softcapping")
    _need(c.get("rope_scaling") is None, f"rope_scaling {c.get('rope_scaling')!r}")
    if "rope_parameters" in c and isinstance(c["rope_parameters"], dict) and "full_attention" in c["rope_parameters"]:
        rp = c["rope_parameters"]
        _need(all(v.get("rope_type", "default") == "default" for v in rp.values()), "non-default rope_type")
        theta = {k: float(v["rope_theta"]) for k, v in rp.items()}
    else:
        theta = {"full_attention": float(c["rope_theta"]), "sliding_attention": float(c["rope_local_base_freq"])}
    layer_types = list(c["layer_types"])
    _need(len(layer_types) == c["num_hidden_layers"], "layer_types length")
    _need(set(layer_types) <= set(theta), f"layer types {sorted(set(layer_types))}")

    modules = _read_json(src / "modules.json")
    kinds = [m["type"].rsplit(".", 1)[-1] for m in modules]
    _need(kinds == ["Transformer", "Pooling", "Dense", "Dense", "Normalize"], f"modules {kinds}")
    pool = _read_json(src / modules[1]["path"] / "config.json")
    modes = [k for k, v in pool.items() if k.startswith("pooling_mode_") and v]
    _need(modes == ["pooling_mode_mean_tokens"], f"pooling modes {modes}")
    _need(pool.get("include_prompt", True) is True, "include_prompt false")
    dense = []
    for m in modules[2:4]:
        d = _read_json(src / m["path"] / "config.json")
        _need(d.get("bias") is False, f"{m['path']} has a bias")
        _need(d.get("activation_function") == "torch.nn.modules.linear.Identity",
              f"{m['path']} activation {d.get('activation_function')!r}")
        dense.append((int(d["in_features"]), int(d["out_features"])))
    _need(dense[0][0] == c["hidden_size"] and dense[0][1] == dense[1][0] and dense[1][1] == c["hidden_size"],
          f"Dense shapes {dense}")
    return GemmaEmbedConfig(
        vocab_size=c["vocab_size"], hidden_size=c["hidden_size"], intermediate_size=c["intermediate_size"],
        num_hidden_layers=c["num_hidden_layers"], num_attention_heads=c["num_attention_heads"],
        num_key_value_heads=c["num_key_value_heads"], head_dim=c["head_dim"], rms_norm_eps=float(c["rms_norm_eps"]),
        query_pre_attn_scalar=float(c["query_pre_attn_scalar"]), rope_theta=theta,
        sliding_window=int(c["sliding_window"]), sliding_window_effective=int(c["sliding_window"]) // 2 + 1,
        layer_types=layer_types,
        max_position_embeddings=int(c["max_position_embeddings"]), dense=dense)


class Weights:
    """Name -> float32 array access over the three safetensors files, with shape checks."""

    def __init__(self, src: Path, cfg: GemmaEmbedConfig):
        self.cfg = cfg
        self.main = safetensors_np.load(src / "model.safetensors")
        self.prefix = "model." if "model.embed_tokens.weight" in self.main else ""
        self.dense = [safetensors_np.load(src / d / "model.safetensors")["linear.weight"] for d in ("2_Dense", "3_Dense")]
        H, I, hd = cfg.hidden_size, cfg.intermediate_size, cfg.head_dim
        nh, nkv = cfg.num_attention_heads, cfg.num_key_value_heads
        want = {"embed_tokens.weight": (cfg.vocab_size, H), "norm.weight": (H,)}
        for l in range(cfg.num_hidden_layers):
            p = f"layers.{l}."
            want.update({p + "input_layernorm.weight": (H,), p + "post_attention_layernorm.weight": (H,),
                         p + "pre_feedforward_layernorm.weight": (H,), p + "post_feedforward_layernorm.weight": (H,),
                         p + "self_attn.q_proj.weight": (nh * hd, H), p + "self_attn.k_proj.weight": (nkv * hd, H),
                         p + "self_attn.v_proj.weight": (nkv * hd, H), p + "self_attn.o_proj.weight": (H, nh * hd),
                         p + "self_attn.q_norm.weight": (hd,), p + "self_attn.k_norm.weight": (hd,),
                         p + "mlp.gate_proj.weight": (I, H), p + "mlp.up_proj.weight": (I, H),
                         p + "mlp.down_proj.weight": (H, I)})
        for name, shape in want.items():
            t = self.main.get(self.prefix + name)
            if t is None:
                raise SourceError(f"model.safetensors has no tensor {self.prefix + name}")
            if t.shape != shape:
                raise SourceError(f"{name}: shape {t.shape}, expected {shape}")
        extra = set(self.main) - {self.prefix + n for n in want}
        if extra:
            raise SourceError(f"model.safetensors has tensors this builder does not use: {sorted(extra)[:5]}")
        for (fin, fout), t in zip(cfg.dense, self.dense):
            if t.shape != (fout, fin):
                raise SourceError(f"Dense weight shape {t.shape}, expected {(fout, fin)}")

    def __getitem__(self, name: str) -> np.ndarray:
        return np.asarray(self.main[self.prefix + name], dtype=np.float32)


def rope_tables(theta: float, head_dim: int, max_pos: int) -> tuple[np.ndarray, np.ndarray]:
    """cos/sin [max_pos, head_dim/2] computed in float32 like HF (inv_freq and the angles are
    float32 tensors there)."""
    inv_freq = (1.0 / (np.float32(theta) ** (np.arange(0, head_dim, 2, dtype=np.float32) / np.float32(head_dim))))
    inv_freq = inv_freq.astype(np.float32)
    angles = np.arange(max_pos, dtype=np.float32)[:, None] * inv_freq[None, :]
    return np.cos(angles).astype(np.float32), np.sin(angles).astype(np.float32)


def quantize_embedding_int8(table: np.ndarray, scale: float, rows_per_chunk: int = 16384) -> tuple[np.ndarray, np.ndarray]:
    """Symmetric per-row int8: q = round(row / s), s = max|row| / 127; returns (q [V,H] int8,
    s * scale [V,1] float32). `scale` (sqrt(hidden)) is folded into the row scales."""
    V, H = table.shape
    q = np.empty((V, H), dtype=np.int8)
    s_out = np.empty((V, 1), dtype=np.float32)
    for a in range(0, V, rows_per_chunk):
        rows = np.asarray(table[a:a + rows_per_chunk], dtype=np.float32)
        s = np.abs(rows).max(axis=1, keepdims=True) / 127.0
        s = np.where(s == 0, 1.0, s).astype(np.float32)
        q[a:a + rows_per_chunk] = np.clip(np.rint(rows / s), -127, 127).astype(np.int8)
        s_out[a:a + rows_per_chunk] = s * np.float32(scale)
    return q, s_out


def build(cfg: GemmaEmbedConfig, w: Weights, embed: str = "fp32", graph_name: str = "embeddinggemma") -> onnx.ModelProto:
    """The float32 graph (except the embedding table when embed != 'fp32')."""
    if embed not in EMBED_VARIANTS:
        raise ValueError(f"embed must be one of {EMBED_VARIANTS}")
    H, hd, V = cfg.hidden_size, cfg.head_dim, cfg.vocab_size
    nh, nkv, I = cfg.num_attention_heads, cfg.num_key_value_heads, cfg.intermediate_size
    rep = nh // nkv
    g = GraphBuilder()
    f32 = lambda v: np.array(v, dtype=np.float32)  # noqa: E731
    i64 = lambda v: np.array(v, dtype=np.int64)  # noqa: E731

    eps = g.const("const.rms_eps", f32(cfg.rms_norm_eps))
    two = g.const("const.two", f32(2.0))
    last = g.const("const.axes_last", i64([-1]))
    ax0, ax1, ax12 = g.const("const.axes_0", i64([0])), g.const("const.axes_1", i64([1])), g.const("const.axes_1_2", i64([1, 2]))
    zero_i, one_i = g.const("const.zero_i64", i64(0)), g.const("const.one_i64", i64(1))
    fzero, fmin = g.const("const.mask_zero", f32(0.0)), g.const("const.mask_min", f32(MASK_MIN))

    def rms(x: str, weight: np.ndarray, name: str, extra_scale: float = 1.0) -> str:
        # HF: x * rsqrt(mean(x^2) + eps) * (1 + w). The Pow/ReduceMean/Add/Sqrt/Div/Mul chain is
        # what onnxruntime fuses into SimplifiedLayerNormalization.
        wt = g.const(f"{name}.weight_plus_one", (np.float32(1.0) + weight.astype(np.float32)) * np.float32(extra_scale))
        mean = g.op("ReduceMean", [g.op("Pow", [x, two], name), last], name, keepdims=1)
        std = g.op("Sqrt", [g.op("Add", [mean, eps], name)], name)
        return g.op("Mul", [g.op("Div", [x, std], name), wt], name)

    # --- sequence geometry, masks, rope rows
    seq = g.op("Shape", ["input_ids"], "geom", start=1, end=2)  # [1]
    s_len = g.op("Squeeze", [seq, ax0], "geom")
    pos = g.op("Range", [zero_i, s_len, one_i], "geom")  # [S]
    pad = g.op("Cast", [g.op("Unsqueeze", ["attention_mask", ax12], "mask")], "mask", to=TensorProto.BOOL)  # [B,1,1,S]
    masks = {"full_attention": g.op("Where", [pad, fzero, fmin], "mask.full")}  # [B,1,1,S]
    if "sliding_attention" in cfg.layer_types:
        diff = g.op("Sub", [g.op("Unsqueeze", [pos, ax1], "mask.sliding"), g.op("Unsqueeze", [pos, ax0], "mask.sliding")],
                    "mask.sliding")  # [S,S] i - j
        window = g.op("Less", [g.op("Abs", [diff], "mask.sliding"), g.const("const.sliding_window", i64(cfg.sliding_window_effective))],
                      "mask.sliding")
        masks["sliding_attention"] = g.op("Where", [g.op("And", [window, pad], "mask.sliding"), fzero, fmin], "mask.sliding")
    rope = {}
    for kind in sorted(set(cfg.layer_types)):
        cos_t, sin_t = rope_tables(cfg.rope_theta[kind], hd, cfg.max_position_embeddings)
        # rotate-half folded into the tables: q*cos + swap_halves(q)*sin_signed with
        # cos = [c, c], sin_signed = [-s, s], swap_halves(q) = [q2, q1]
        cos_full = g.const(f"rope.{kind}.cos", np.concatenate([cos_t, cos_t], axis=1))
        sin_full = g.const(f"rope.{kind}.sin_signed", np.concatenate([-sin_t, sin_t], axis=1))
        rope[kind] = (g.op("Gather", [cos_full, pos], f"rope.{kind}"), g.op("Gather", [sin_full, pos], f"rope.{kind}"))
    half = g.const("const.rope_split", i64([hd // 2, hd // 2]))

    def apply_rope(x: str, kind: str, name: str) -> str:  # x [B, n, S, hd]
        cos, sin = rope[kind]
        x1, x2 = g.op("Split", [x, half], name, n_out=2, axis=-1)
        swapped = g.op("Concat", [x2, x1], name, axis=-1)
        return g.op("Add", [g.op("Mul", [x, cos], name), g.op("Mul", [swapped, sin], name)], name)

    # --- embeddings
    ids = g.op("Where", [g.op("Less", ["input_ids", g.const("const.vocab", i64(V))], "embed"), "input_ids",
                         g.const("const.unk_id", i64(UNK_ID))], "embed")
    scale = np.float32(math.sqrt(H))  # HF: torch.tensor(hidden ** 0.5) in the weight dtype
    table = w["embed_tokens.weight"] if embed != "int8-row" else w.main[w.prefix + "embed_tokens.weight"]
    if embed == "fp32":
        x = g.op("Mul", [g.op("Gather", [g.const("embed_tokens.weight", table), ids], "embed"),
                         g.const("const.embed_scale", scale)], "embed")
    elif embed == "fp16":
        rows = g.op("Gather", [g.const("embed_tokens.weight_fp16", table.astype(np.float16)), ids], "embed")
        x = g.op("Mul", [g.op("Cast", [rows], "embed", to=TensorProto.FLOAT), g.const("const.embed_scale", scale)], "embed")
    else:
        q, s = quantize_embedding_int8(table, float(scale))
        rows = g.op("Cast", [g.op("Gather", [g.const("embed_tokens.weight_int8", q), ids], "embed")], "embed",
                    to=TensorProto.FLOAT)
        x = g.op("Mul", [rows, g.op("Gather", [g.const("embed_tokens.row_scale", s), ids], "embed")], "embed")
        del q

    heads_q = g.const("const.heads_q", i64([0, 0, nh, hd]))
    heads_kv = g.const("const.heads_kv", i64([0, 0, nkv, hd]))
    gqa_q = g.const("const.gqa_q", i64([0, nkv, -1, hd]))  # [B, nh, S, hd] -> [B, nkv, rep*S, hd]
    gqa_scores = g.const("const.gqa_scores", i64([0, nh, -1, 0]))  # [B, nkv, rep*S, S] -> [B, nh, S, S]
    gqa_probs = g.const("const.gqa_probs", i64([0, nkv, -1, 0]))
    merge_ctx = g.const("const.merge_ctx", i64([0, nh, -1, hd]))
    merge_heads = g.const("const.merge_heads", i64([0, 0, nh * hd]))
    qkv_split = g.const("const.qkv_split", i64([nh * hd, nkv * hd, nkv * hd]))
    mlp_split = g.const("const.mlp_split", i64([I, I]))
    q_scale = cfg.query_pre_attn_scalar ** -0.5
    assert q_scale == 2.0 ** round(math.log2(q_scale)), "attention scale must be a power of two to fold exactly"

    for l in range(cfg.num_hidden_layers):
        p = f"layers.{l}"
        kind = cfg.layer_types[l]
        h = rms(x, w[f"{p}.input_layernorm.weight"], f"{p}.input_layernorm")
        qkv_w = np.concatenate([w[f"{p}.self_attn.q_proj.weight"], w[f"{p}.self_attn.k_proj.weight"],
                                w[f"{p}.self_attn.v_proj.weight"]], axis=0).T
        qkv = g.op("MatMul", [h, g.const(f"{p}.self_attn.qkv_proj.weight_t", qkv_w)], f"{p}.self_attn.qkv_proj")
        q, k, v = g.op("Split", [qkv, qkv_split], f"{p}.self_attn", n_out=3, axis=-1)
        q = g.op("Reshape", [q, heads_q], f"{p}.q")  # [B, S, nh, hd]
        q = rms(q, w[f"{p}.self_attn.q_norm.weight"], f"{p}.self_attn.q_norm", extra_scale=q_scale)
        q = apply_rope(g.op("Transpose", [q], f"{p}.q", perm=[0, 2, 1, 3]), kind, f"{p}.q_rope")
        k = g.op("Reshape", [k, heads_kv], f"{p}.k")
        k = rms(k, w[f"{p}.self_attn.k_norm.weight"], f"{p}.self_attn.k_norm")
        k = apply_rope(g.op("Transpose", [k], f"{p}.k", perm=[0, 2, 1, 3]), kind, f"{p}.k_rope")
        v = g.op("Transpose", [g.op("Reshape", [v, heads_kv], f"{p}.v")], f"{p}.v", perm=[0, 2, 1, 3])  # [B,nkv,S,hd]
        # GQA without copying K/V: the rep query heads of one KV head are stacked along the rows.
        qg = g.op("Reshape", [q, gqa_q], f"{p}.attn") if rep > 1 else q
        scores = g.op("MatMul", [qg, g.op("Transpose", [k], f"{p}.attn", perm=[0, 1, 3, 2])], f"{p}.attn")
        if rep > 1:
            scores = g.op("Reshape", [scores, gqa_scores], f"{p}.attn")
        probs = g.op("Softmax", [g.op("Add", [scores, masks[kind]], f"{p}.attn")], f"{p}.attn", axis=-1)
        if rep > 1:
            probs = g.op("Reshape", [probs, gqa_probs], f"{p}.attn")
        ctx = g.op("MatMul", [probs, v], f"{p}.attn")
        if rep > 1:
            ctx = g.op("Reshape", [ctx, merge_ctx], f"{p}.attn")
        ctx = g.op("Reshape", [g.op("Transpose", [ctx], f"{p}.attn", perm=[0, 2, 1, 3]), merge_heads], f"{p}.attn")
        o = g.op("MatMul", [ctx, g.const(f"{p}.self_attn.o_proj.weight_t", w[f"{p}.self_attn.o_proj.weight"].T)],
                 f"{p}.self_attn.o_proj")
        x = g.op("Add", [x, rms(o, w[f"{p}.post_attention_layernorm.weight"], f"{p}.post_attention_layernorm")],
                 f"{p}.residual")

        h = rms(x, w[f"{p}.pre_feedforward_layernorm.weight"], f"{p}.pre_feedforward_layernorm")
        gu_w = np.concatenate([w[f"{p}.mlp.gate_proj.weight"], w[f"{p}.mlp.up_proj.weight"]], axis=0).T
        gu = g.op("MatMul", [h, g.const(f"{p}.mlp.gate_up_proj.weight_t", gu_w)], f"{p}.mlp.gate_up_proj")
        gate, up = g.op("Split", [gu, mlp_split], f"{p}.mlp", n_out=2, axis=-1)
        act = g.op("Mul", [g.op("Gelu", [gate], f"{p}.mlp", approximate="tanh"), up], f"{p}.mlp")
        down = g.op("MatMul", [act, g.const(f"{p}.mlp.down_proj.weight_t", w[f"{p}.mlp.down_proj.weight"].T)],
                    f"{p}.mlp.down_proj")
        x = g.op("Add", [x, rms(down, w[f"{p}.post_feedforward_layernorm.weight"], f"{p}.post_feedforward_layernorm")],
                 f"{p}.residual")

    x = rms(x, w["norm.weight"], "norm")  # last_hidden_state [B, S, H]

    # --- sentence-transformers: mean pooling, Dense, Dense, Normalize
    m = g.op("Unsqueeze", [g.op("Cast", ["attention_mask"], "pool", to=TensorProto.FLOAT), last], "pool")  # [B,S,1]
    summed = g.op("ReduceSum", [g.op("Mul", [x, m], "pool"), ax1], "pool", keepdims=0)  # [B, H]
    count = g.op("Max", [g.op("ReduceSum", [m, ax1], "pool", keepdims=0), g.const("const.min_count", f32(1e-9))], "pool")
    y = g.op("Div", [summed, count], "pool")
    for i, dw in enumerate(w.dense):
        y = g.op("MatMul", [y, g.const(f"dense.{i}.weight_t", np.asarray(dw, dtype=np.float32).T)], f"dense.{i}")
    norm = g.op("Sqrt", [g.op("ReduceSumSquare", [y, last], "normalize", keepdims=1)], "normalize")
    g.op("Div", [y, g.op("Max", [norm, g.const("const.min_norm", f32(1e-12))], "normalize")], "normalize",
         outputs=[OUTPUT])

    inputs = [helper.make_tensor_value_info("input_ids", TensorProto.INT64, ["batch_size", "sequence_length"]),
              helper.make_tensor_value_info("attention_mask", TensorProto.INT64, ["batch_size", "sequence_length"])]
    outputs = [helper.make_tensor_value_info(OUTPUT, TensorProto.FLOAT, ["batch_size", cfg.dense[-1][1]])]
    graph = helper.make_graph(g.nodes, graph_name, inputs, outputs, initializer=g.inits)
    return helper.make_model(graph, opset_imports=[helper.make_opsetid("", OPSET), helper.make_opsetid("com.microsoft", 1)],
                             producer_name="keelconv", ir_version=10)


def quantize_matmuls(model: onnx.ModelProto, bits: int, block_size: int, accuracy_level: int,
                     symmetric: bool = False, exclude_prefixes: tuple[str, ...] = ()) -> onnx.ModelProto:
    """Every constant-weight MatMul -> com.microsoft MatMulNBits (bits 4 or 8, blocks along K),
    except those whose node name starts with one of exclude_prefixes."""
    from onnxruntime.quantization.matmul_nbits_quantizer import MatMulNBitsQuantizer

    logging.getLogger("onnxruntime.quantization").setLevel(logging.WARNING)
    exclude = [n.name for n in model.graph.node if n.op_type == "MatMul" and n.name.startswith(exclude_prefixes)]
    q = MatMulNBitsQuantizer(model, bits=bits, block_size=block_size, is_symmetric=symmetric,
                             accuracy_level=accuracy_level, nodes_to_exclude=exclude)
    q.process()
    out = q.model.model
    inits = {i.name for i in out.graph.initializer}
    left = [n.name for n in out.graph.node if n.op_type == "MatMul" and n.input[1] in inits
            and not n.name.startswith(exclude_prefixes)]
    if left:
        raise RuntimeError(f"{len(left)} constant MatMuls were not quantised, e.g. {left[0]}")
    return out


def quantize_dynamic_int8(model: onnx.ModelProto, only: tuple[str, ...] | None = None) -> onnx.ModelProto:
    """Constant-weight MatMuls (those whose node name contains one of `only`, default all) ->
    int8 per-output-channel weights with dynamically quantised uint8 activations, one scale per
    tensor (onnxruntime fuses it into DynamicQuantizeMatMul). Measured, not used: see
    bench_gemma_embed."""
    import tempfile

    from onnxruntime.quantization import QuantType, quantize_dynamic

    inits = {i.name for i in model.graph.initializer}
    nodes = [n.name for n in model.graph.node if n.op_type == "MatMul" and n.input[1] in inits
             and (only is None or any(k in n.name for k in only))]
    logging.disable(logging.INFO)  # quantize_dynamic logs one INFO line per tensor on the root logger
    try:
        with tempfile.TemporaryDirectory() as tmp:
            out = Path(tmp) / "q.onnx"
            quantize_dynamic(model, out, op_types_to_quantize=["MatMul"], nodes_to_quantize=nodes, per_channel=True,
                             weight_type=QuantType.QInt8)
            return onnx.load(str(out))
    finally:
        logging.disable(logging.NOTSET)
