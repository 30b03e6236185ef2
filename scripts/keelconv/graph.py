"""Build a plain opset-18 ONNX Llama/Qwen2 graph with HF-Optimum I/O names (numpy + onnx).

Interface (what keel's Rust runtime drives; B = batch, S = new tokens, P = past tokens, T = P + S):
  inputs   input_ids                      int64   [B, S]
           attention_mask                 int64   [B, T]     1 = attend, 0 = padding
           position_ids                   int64   [B, S]     row of RoPE tables to use
           past_key_values.{l}.key|value  float32 [B, n_kv, P, head_dim]   (P may be 0)
  outputs  logits                         float32 [B, S, vocab]
           present.{l}.key|value          float32 [B, n_kv, T, head_dim]

Semantics match HF `LlamaForCausalLM` (eager attention): RMSNorm, rotate-half RoPE with cos/sin
tables gathered by position_ids, grouped-query attention by repeating K/V heads, causal mask over
the KV index (query i sits at index P + i) combined with the padding mask, SiLU-gated MLP and an
lm_head (tied to the embeddings when the model has no separate output matrix). `Qwen2ForCausalLM`
is the same graph plus a bias added after each of the q/k/v projections (before RoPE).
`Gemma3ForCausalLM` is built in the fused "gqa" layout only (`build_llama_gqa`, which describes
its differences).

Weights are passed in HF layout ([out, in]). How a projection becomes nodes is the `linear`
emitter's choice: `Float32Linear` (here) stores the weight transposed ([in, out]) as a MatMul
initializer, which onnxruntime's MatMulNBits quantiser can later replace (it only quantises a
MatMul whose B input is a constant initializer); `quantize.Q4Linear` writes the 4-bit MatMulNBits
node directly, so a model whose float32 graph would not fit in memory (or in one 2 GB protobuf)
never exists in float32 as a whole. Layers may be a lazy sequence (`gguf_source`): each is read,
used and dropped in turn.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

from .llama_config import LlamaConfig

OPSET = 18
# Additive mask value for disallowed positions: finite (as in HF) so that a fully masked row
# (a padding query) gives a uniform softmax instead of NaN.
MASK_MIN = float(np.finfo(np.float32).min)
CHECKER_MAX_BYTES = 64 << 20


@dataclass
class LayerWeights:
    attn_norm: np.ndarray  # [H]
    q: np.ndarray  # [n_heads*hd, H]   (HF layout, NOT llama.cpp's permuted one)
    k: np.ndarray  # [n_kv*hd, H]
    v: np.ndarray  # [n_kv*hd, H]
    o: np.ndarray  # [H, n_heads*hd]
    ffn_norm: np.ndarray  # [H]
    gate: np.ndarray  # [I, H]
    up: np.ndarray  # [I, H]
    down: np.ndarray  # [H, I]
    # qwen2 only (cfg.attention_bias): added after the projections, before RoPE.
    q_bias: np.ndarray | None = None  # [n_heads*hd]
    k_bias: np.ndarray | None = None  # [n_kv*hd]
    v_bias: np.ndarray | None = None  # [n_kv*hd]
    # gemma3 only: QK-norm weights (over head_dim, shared by the heads, applied before RoPE) and the
    # norms of the attention and MLP branch outputs before they join the residual stream. For
    # gemma3 `attn_norm` is HF's input_layernorm and `ffn_norm` its pre_feedforward_layernorm. All
    # norm weights are the multipliers themselves (Gemma's 1 + w, see gguf_source).
    q_norm: np.ndarray | None = None  # [hd]
    k_norm: np.ndarray | None = None  # [hd]
    post_attn_norm: np.ndarray | None = None  # [H]
    post_ffn_norm: np.ndarray | None = None  # [H]

    def check(self, cfg: LlamaConfig, i: int) -> None:
        """Shapes must agree with cfg; raise ValueError naming the first mismatch."""
        H, hd, I = cfg.hidden_size, cfg.head_dim, cfg.intermediate_size
        nh, nkv = cfg.num_attention_heads, cfg.num_key_value_heads
        want = {"attn_norm": (H,), "q": (nh * hd, H), "k": (nkv * hd, H), "v": (nkv * hd, H),
                "o": (H, nh * hd), "ffn_norm": (H,), "gate": (I, H), "up": (I, H), "down": (H, I)}
        if cfg.attention_bias:
            want.update({"q_bias": (nh * hd,), "k_bias": (nkv * hd,), "v_bias": (nkv * hd,)})
        gemma = {"q_norm": (hd,), "k_norm": (hd,), "post_attn_norm": (H,), "post_ffn_norm": (H,)}
        if cfg.gemma:
            want.update(gemma)
        for name, shape in want.items():
            got = None if getattr(self, name) is None else getattr(self, name).shape
            if got != shape:
                raise ValueError(f"layer {i} {name} shape {got}, expected {shape}")
        if not cfg.attention_bias and any(b is not None for b in (self.q_bias, self.k_bias, self.v_bias)):
            raise ValueError(f"layer {i} has q/k/v biases but the config says attention_bias = false")
        if not cfg.gemma and any(getattr(self, n) is not None for n in gemma):
            raise ValueError(f"layer {i} has gemma3 norms but the config is {cfg.model_type}")


@dataclass
class LlamaWeights:
    embed: np.ndarray  # [V, H]
    layers: Sequence[LayerWeights]  # a list, or a lazy sequence that reads each layer on access
    norm: np.ndarray  # [H]
    lm_head: np.ndarray | None = None  # [V, H]; None = tied to embed

    def check(self, cfg: LlamaConfig) -> None:
        """Shapes must agree with cfg; raise ValueError naming the first mismatch. The layers'
        own shapes are checked as the graph builder takes each one (a lazy sequence is read once)."""
        H, V = cfg.hidden_size, cfg.vocab_size
        if self.embed.shape != (V, H):
            raise ValueError(f"embed shape {self.embed.shape}, expected {(V, H)}")
        if len(self.layers) != cfg.num_hidden_layers:
            raise ValueError(f"{len(self.layers)} layers, expected {cfg.num_hidden_layers}")
        if self.lm_head is not None and self.lm_head.shape != (V, H):
            raise ValueError(f"lm_head shape {self.lm_head.shape}, expected {(V, H)}")


class Float32Linear:
    """y = x @ w.T as a MatMul on a float32 [in, out] initializer named `{name}.weight_t`."""

    domains: dict[str, int] = {}

    def __call__(self, g: "GraphBuilder", x: str, w: np.ndarray, name: str, outputs: list[str] | None = None) -> str:
        return g.op("MatMul", [x, g.const(f"{name}.weight_t", w.T)], name, outputs=outputs)


@dataclass
class GraphBuilder:
    """Accumulates nodes and initializers; names are deterministic (prefix + counter).

    Initializers go straight into the model being built: `helper.make_graph` and `make_model`
    would each copy them again (three copies of a 1.9 GB model alive at once)."""

    model: onnx.ModelProto = field(default_factory=onnx.ModelProto)
    nodes: list = field(default_factory=list)
    init_bytes: int = 0
    # Operator domains beyond the default one that nodes use (the linear emitter adds its own).
    domains: dict[str, int] = field(default_factory=dict)
    _n: int = 0
    _shared: set = field(default_factory=set)

    def shared(self, name: str, value) -> str:
        """A constant used by many nodes: added on first use, then only named."""
        if name not in self._shared:
            self._shared.add(self.const(name, value))
        return name

    def const(self, name: str, value) -> str:
        arr = np.asarray(value)
        if arr.dtype == np.float64:
            arr = arr.astype(np.float32)
        tensor = numpy_helper.from_array(np.ascontiguousarray(arr), name)
        self.init_bytes += len(tensor.raw_data)
        self.model.graph.initializer.append(tensor)  # a copy; `tensor` is dropped on return
        return name

    def op(self, op_type: str, inputs: list[str], name: str, n_out: int = 1,
           outputs: list[str] | None = None, **attrs) -> str | list[str]:
        """Add a node; return its output name (a list if it has several). Graph outputs pass
        their fixed names in `outputs`; other tensors are named after the node."""
        self._n += 1
        node_name = f"{name}/{op_type}_{self._n}"
        outs = outputs or [f"{node_name}:{i}" for i in range(n_out)]
        self.nodes.append(helper.make_node(op_type, inputs, outs, name=node_name, **attrs))
        return outs[0] if len(outs) == 1 else outs


def rope_tables(cfg: LlamaConfig, base: float | None = None) -> tuple[np.ndarray, np.ndarray]:
    """cos/sin [max_pos, head_dim/2], computed in float64 then rounded (HF's default RoPE), for
    RoPE base `base` (default cfg.rope_theta)."""
    hd = cfg.head_dim
    inv_freq = 1.0 / ((base or cfg.rope_theta) ** (np.arange(0, hd, 2, dtype=np.float64) / hd))
    angles = np.outer(np.arange(cfg.max_position_embeddings, dtype=np.float64), inv_freq)
    return np.cos(angles).astype(np.float32), np.sin(angles).astype(np.float32)


EMBED_BLOCK = 32  # gemma3's embedding table: int8 blocks of 32 along hidden (llama.cpp's Q8_0)


def q8_0_blocks(table: np.ndarray, rows_per_chunk: int = 16384) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """[V, H] float32 -> GatherBlockQuantized's (data [V, H] uint8 = q + 128, scales [V, H/32]
    float32, zero points [V, H/32] uint8 = 128), by llama.cpp's Q8_0 rule: per block of 32,
    d = max|x| / 127 stored as float16, q = round(x / d) half away from zero. A table that came
    from a Q8_0 GGUF tensor (Gemma 3's) comes back bit for bit: its blocks' max is 127 d exactly."""
    V, H = table.shape
    if H % EMBED_BLOCK:
        raise ValueError(f"hidden size {H} is not a multiple of {EMBED_BLOCK}")
    data = np.empty((V, H), dtype=np.uint8)
    scales = np.empty((V, H // EMBED_BLOCK), dtype=np.float32)
    for a in range(0, V, rows_per_chunk):
        x = table[a:a + rows_per_chunk].reshape(-1, H // EMBED_BLOCK, EMBED_BLOCK)
        d = np.abs(x).max(-1) / np.float32(127)
        inv = np.divide(np.float32(1), d, out=np.zeros_like(d), where=d > 0)
        v = x * inv[..., None]
        q = np.trunc(v + np.copysign(np.float32(0.5), v))
        data[a:a + rows_per_chunk] = (q.reshape(-1, H) + 128).astype(np.uint8)
        scales[a:a + rows_per_chunk] = d.astype(np.float16).astype(np.float32)
    return data, scales, np.full(scales.shape, 128, dtype=np.uint8)


def _rms_norm(g: GraphBuilder, x: str, weight: str, eps: str, two: str, neg1: str, name: str) -> str:
    # Exactly the Pow -> ReduceMean -> Add -> Sqrt -> Div -> Mul chain that onnxruntime fuses
    # into SimplifiedLayerNormalization; do not reorder.
    sq = g.op("Pow", [x, two], name)
    mean = g.op("ReduceMean", [sq, neg1], name, keepdims=1)
    var = g.op("Add", [mean, eps], name)
    std = g.op("Sqrt", [var], name)
    normed = g.op("Div", [x, std], name)
    return g.op("Mul", [normed, weight], name)


def _heads(g: GraphBuilder, x: str, n_heads: int, hd: int, name: str) -> str:
    """[B, S, n*hd] -> [B, n, S, hd]."""
    shape = g.const(f"{name}.shape", np.array([0, 0, n_heads, hd], dtype=np.int64))
    r = g.op("Reshape", [x, shape], name)
    return g.op("Transpose", [r], name, perm=[0, 2, 1, 3])


def _rope(g: GraphBuilder, x: str, cos: str, sin: str, half: str, name: str) -> str:
    """HF rotate-half RoPE: x*cos + cat(-x2, x1)*sin, cos/sin are [B, 1, S, hd]."""
    x1, x2 = g.op("Split", [x, half], name, n_out=2, axis=-1)
    rot = g.op("Concat", [g.op("Neg", [x2], name), x1], name, axis=-1)
    return g.op("Add", [g.op("Mul", [x, cos], name), g.op("Mul", [rot, sin], name)], name)


def build_llama(cfg: LlamaConfig, w: LlamaWeights, graph_name: str = "keel-llama",
                linear=None) -> onnx.ModelProto:
    """The decoder graph. `linear` emits each projection (default `Float32Linear()`)."""
    if cfg.gemma:
        raise ValueError("gemma3 is built in the gqa layout only (build_llama_gqa)")
    cfg.check()
    w.check(cfg)
    linear = linear or Float32Linear()
    hd, V = cfg.head_dim, cfg.vocab_size
    nh, nkv, L = cfg.num_attention_heads, cfg.num_key_value_heads, cfg.num_hidden_layers
    rep = nh // nkv
    g = GraphBuilder()
    f32 = lambda v: np.array(v, dtype=np.float32)  # noqa: E731
    i64 = lambda v: np.array(v, dtype=np.int64)  # noqa: E731

    # Shared constants.
    eps = g.const("const.rms_eps", f32(cfg.rms_norm_eps))
    two = g.const("const.two", f32(2.0))
    neg1 = g.const("const.axes_last", i64([-1]))
    ax0, ax1, ax12, ax2 = (g.const(n, i64(v)) for n, v in
                           [("const.axes_0", [0]), ("const.axes_1", [1]),
                            ("const.axes_1_2", [1, 2]), ("const.axes_2", [2])])
    zero_i, one_i = g.const("const.zero_i64", i64(0)), g.const("const.one_i64", i64(1))
    half = g.const("const.rope_split", i64([hd // 2, hd // 2]))
    scale = g.const("const.attn_scale", f32(1.0 / np.sqrt(hd)))
    cos_t, sin_t = rope_tables(cfg)
    cos_table, sin_table = g.const("rope.cos_table", cos_t), g.const("rope.sin_table", sin_t)

    # Attention mask [B, 1, S, T]: key j is visible to query i iff j <= P + i and mask[b, j] == 1.
    s_len = g.op("Squeeze", [g.op("Shape", ["input_ids"], "mask", start=1, end=2), ax0], "mask")
    t_len = g.op("Squeeze", [g.op("Shape", ["attention_mask"], "mask", start=1, end=2), ax0], "mask")
    p_len = g.op("Sub", [t_len, s_len], "mask")
    q_idx = g.op("Range", [p_len, t_len, one_i], "mask")  # [S]
    k_idx = g.op("Range", [zero_i, t_len, one_i], "mask")  # [T]
    causal = g.op("LessOrEqual", [g.op("Unsqueeze", [k_idx, ax0], "mask"),
                                  g.op("Unsqueeze", [q_idx, ax1], "mask")], "mask")  # [S, T]
    pad = g.op("Cast", [g.op("Unsqueeze", ["attention_mask", ax12], "mask")], "mask",
               to=TensorProto.BOOL)  # [B, 1, 1, T]
    allowed = g.op("And", [causal, pad], "mask")
    mask = g.op("Where", [allowed, g.const("const.mask_zero", f32(0.0)),
                          g.const("const.mask_min", f32(MASK_MIN))], "mask")

    # RoPE rows for the new tokens: [B, 1, S, hd] (the half tables are duplicated along hd).
    def rope_rows(table: str, name: str) -> str:
        rows = g.op("Gather", [table, "position_ids"], name)  # [B, S, hd/2]
        full = g.op("Concat", [rows, rows], name, axis=-1)
        return g.op("Unsqueeze", [full, ax1], name)

    cos, sin = rope_rows(cos_table, "rope.cos"), rope_rows(sin_table, "rope.sin")

    x = g.op("Gather", [g.const("model.embed_tokens.weight", w.embed), "input_ids"], "embed")
    expand_kv = g.const("const.gqa_expand", i64([1, 1, rep, 1, 1]))
    merge_kv = g.const("const.gqa_merge", i64([0, nh, -1, hd]))
    merge_heads = g.const("const.merge_heads", i64([0, 0, nh * hd]))

    for l in range(L):
        lw = w.layers[l]
        lw.check(cfg, l)
        p = f"model.layers.{l}"
        mm = lambda inp, wt, nm: linear(g, inp, wt, f"{p}.{nm}")  # noqa: E731

        def proj(inp: str, wt: np.ndarray, bias: np.ndarray | None, nm: str) -> str:
            y = mm(inp, wt, nm)
            return y if bias is None else g.op("Add", [y, g.const(f"{p}.{nm}.bias", bias)], f"{p}.{nm}")

        h = _rms_norm(g, x, g.const(f"{p}.input_layernorm.weight", lw.attn_norm), eps, two, neg1,
                      f"{p}.input_layernorm")
        q = _rope(g, _heads(g, proj(h, lw.q, lw.q_bias, "self_attn.q_proj"), nh, hd, f"{p}.q"), cos, sin, half,
                  f"{p}.q_rope")
        k = _rope(g, _heads(g, proj(h, lw.k, lw.k_bias, "self_attn.k_proj"), nkv, hd, f"{p}.k"), cos, sin, half,
                  f"{p}.k_rope")
        v = _heads(g, proj(h, lw.v, lw.v_bias, "self_attn.v_proj"), nkv, hd, f"{p}.v")
        k_all = g.op("Concat", [f"past_key_values.{l}.key", k], f"{p}.kv", axis=2,
                     outputs=[f"present.{l}.key"])
        v_all = g.op("Concat", [f"past_key_values.{l}.value", v], f"{p}.kv", axis=2,
                     outputs=[f"present.{l}.value"])
        if rep > 1:  # GQA: [B, n_kv, T, hd] -> [B, n_kv, rep, T, hd] -> [B, n_heads, T, hd]
            k_all = g.op("Reshape", [g.op("Expand", [g.op("Unsqueeze", [k_all, ax2], p), expand_kv], p), merge_kv], p)
            v_all = g.op("Reshape", [g.op("Expand", [g.op("Unsqueeze", [v_all, ax2], p), expand_kv], p), merge_kv], p)
        scores = g.op("MatMul", [q, g.op("Transpose", [k_all], p, perm=[0, 1, 3, 2])], f"{p}.attn")
        scores = g.op("Add", [g.op("Mul", [scores, scale], f"{p}.attn"), mask], f"{p}.attn")
        probs = g.op("Softmax", [scores], f"{p}.attn", axis=-1)
        ctx = g.op("MatMul", [probs, v_all], f"{p}.attn")  # [B, nh, S, hd]
        ctx = g.op("Reshape", [g.op("Transpose", [ctx], f"{p}.attn", perm=[0, 2, 1, 3]), merge_heads], f"{p}.attn")
        x = g.op("Add", [x, mm(ctx, lw.o, "self_attn.o_proj")], f"{p}.residual")

        h = _rms_norm(g, x, g.const(f"{p}.post_attention_layernorm.weight", lw.ffn_norm), eps, two, neg1,
                      f"{p}.post_attention_layernorm")
        gate = mm(h, lw.gate, "mlp.gate_proj")
        act = g.op("Mul", [g.op("Mul", [gate, g.op("Sigmoid", [gate], f"{p}.mlp")], f"{p}.mlp"),
                           mm(h, lw.up, "mlp.up_proj")], f"{p}.mlp")
        x = g.op("Add", [x, mm(act, lw.down, "mlp.down_proj")], f"{p}.residual")

    x = _rms_norm(g, x, g.const("model.norm.weight", w.norm), eps, two, neg1, "model.norm")
    # A separate [H, V] copy even when tied: the Gather needs [V, H], the MatMul needs a constant
    # [H, V] initializer to be quantisable.
    head = w.embed if w.lm_head is None else w.lm_head
    linear(g, x, head, "lm_head", outputs=["logits"])

    kv_shape = lambda t: ["batch_size", nkv, t, hd]  # noqa: E731
    inputs = [
        helper.make_tensor_value_info("input_ids", TensorProto.INT64, ["batch_size", "sequence_length"]),
        helper.make_tensor_value_info("attention_mask", TensorProto.INT64, ["batch_size", "total_sequence_length"]),
        helper.make_tensor_value_info("position_ids", TensorProto.INT64, ["batch_size", "sequence_length"]),
    ]
    outputs = [helper.make_tensor_value_info("logits", TensorProto.FLOAT, ["batch_size", "sequence_length", V])]
    for l in range(L):
        for kind in ("key", "value"):
            inputs.append(helper.make_tensor_value_info(
                f"past_key_values.{l}.{kind}", TensorProto.FLOAT, kv_shape("past_sequence_length")))
            outputs.append(helper.make_tensor_value_info(
                f"present.{l}.{kind}", TensorProto.FLOAT, kv_shape("total_sequence_length")))

    return _finish(g, inputs, outputs, graph_name, linear)


def _finish(g: GraphBuilder, inputs: list, outputs: list, graph_name: str, linear) -> onnx.ModelProto:
    """Move the nodes and the I/O into the model being built and check it when small."""
    # The fields helper.make_graph / make_model would set, in place (see GraphBuilder).
    model = g.model
    model.graph.node.extend(g.nodes)
    model.graph.name = graph_name
    model.graph.input.extend(inputs)
    model.graph.output.extend(outputs)
    model.ir_version = 8
    model.producer_name = "keelconv"
    domains = {**linear.domains, **g.domains}
    model.opset_import.extend([helper.make_opsetid("", OPSET)]
                              + [helper.make_opsetid(d, v) for d, v in sorted(domains.items())])
    # The checker serialises the whole model (seconds and a 2 GB limit for a real LM); for large
    # models onnxruntime's own load, which provisioning always does, is the check.
    if g.init_bytes < CHECKER_MAX_BYTES:
        onnx.checker.check_model(model, full_check=True)
    return model


MS_DOMAIN = "com.microsoft"
# The KV inputs' sequence axis in the GQA layout: the capacity of the runtime's shared buffer
# (or, without sharing, the past length).
KV_CAPACITY = "kv_capacity"


def build_llama_gqa(cfg: LlamaConfig, w: LlamaWeights, graph_name: str = "keel-llama-gqa",
                    linear=None) -> onnx.ModelProto:
    """The same model as `build_llama` with onnxruntime's fused decoder operators ("gqa" layout).

    Interface (B = batch, S = new tokens, P = tokens already in the cache, T = P + S, C = cache
    capacity; GQA reads only the first T - S rows of a past buffer and writes rows P..T-1):
      inputs   input_ids                      int64   [B, S]
               seqlens_k                      int32   [B]      T - 1 (index of the last token)
               total_sequence_length          int32   []       T
               logits_to_keep                 int64   []       logits for the last n positions; 0 = all
               past_key_values.{l}.key|value  float32 [B, n_kv, C, head_dim]
      outputs  logits                         float32 [B, n or S, vocab]
               present.{l}.key|value          float32 [B, n_kv, C or T, head_dim]
    Bound to the same buffer as its past input (onnxruntime's past_present_share_buffer: the
    kernel sees equal pointers), a present output is written in place and keeps shape [B, n_kv,
    C, head_dim]; with separate buffers (the Python reference loop) present is past + new, [.., T, ..].

    Per layer: SkipSimplifiedLayerNormalization (residual add + RMSNorm in one node), one
    projection for q|k|v (qwen2's biases concatenated into one Add), GroupQueryAttention with
    rotate-half RoPE inside (do_rotary, cos/sin tables as the cache inputs; positions come from
    seqlens_k, so there is no position_ids input) and the grouped K/V heads read in place (no
    Expand), one projection for gate|up split in two, SiLU gate, down projection. Positions are
    right-aligned per row: GQA has no left padding, so a batch is right-padded via seqlens_k.
    The lm_head runs on the kept rows only: a prefill of n tokens computes one row, not n.

    gemma3 (HF `Gemma3ForCausalLM`, text only) differs: the gathered embeddings are multiplied by
    sqrt(hidden); q|k|v is split after the fused projection so that q and k each get an RMSNorm
    over head_dim (per head, one weight) before GQA rotates them, and GQA takes the three apart;
    the attention and MLP outputs are RMS-normed before they join the residual stream; the MLP is
    GELU-tanh (FastGelu) gated; the embeddings are gathered from int8 blocks (`q8_0_blocks`); the scale is query_pre_attn_scalar ** -0.5; sliding layers pass
    `local_window_size` = sliding_window (both count the query's own key: position i sees keys
    i - window + 1 .. i, as check_keelconv measures against the reference) and read their own
    cos/sin tables (RoPE base rope_local_base_freq).
    """
    cfg.check()
    w.check(cfg)
    if cfg.head_dim % 16:
        raise ValueError(f"head_dim {cfg.head_dim}: onnxruntime's GroupQueryAttention needs a multiple of 16")
    linear = linear or Float32Linear()
    H, I, hd, V = cfg.hidden_size, cfg.intermediate_size, cfg.head_dim, cfg.vocab_size
    nh, nkv, L = cfg.num_attention_heads, cfg.num_key_value_heads, cfg.num_hidden_layers
    g = GraphBuilder()
    g.domains[MS_DOMAIN] = 1
    f32 = lambda v: np.array(v, dtype=np.float32)  # noqa: E731
    i64 = lambda v: np.array(v, dtype=np.int64)  # noqa: E731
    eps_f = float(cfg.rms_norm_eps)

    cos_t, sin_t = rope_tables(cfg)
    cos_cache, sin_cache = g.const("rope.cos_cache", cos_t), g.const("rope.sin_cache", sin_t)
    if cfg.gemma:
        cos_t, sin_t = rope_tables(cfg, cfg.rope_local_base_freq)
        local_cos, local_sin = g.const("rope.local_cos_cache", cos_t), g.const("rope.local_sin_cache", sin_t)
    del cos_t, sin_t
    if cfg.gemma:
        # 262,144 x 640 float32 would be 671 MB gathered a row at a time; Q8_0 blocks are 194 MB
        # and, from Gemma 3's Q8_0 GGUF table, the same rows exactly. Then HF's float32 multiply
        # by float32(sqrt(hidden)), a node rather than a second table.
        data, scales, zero_points = q8_0_blocks(w.embed)
        x = g.op("GatherBlockQuantized", [g.const("model.embed_tokens.weight_q8", data), "input_ids",
                                          g.const("model.embed_tokens.weight_scales", scales),
                                          g.const("model.embed_tokens.weight_zero_points", zero_points)],
                 "embed", domain=MS_DOMAIN, gather_axis=0, quantize_axis=1, block_size=EMBED_BLOCK, bits=8)
        del data, scales, zero_points
        x = g.op("Mul", [x, g.const("const.embed_scale", f32(np.sqrt(H)))], "embed")
    else:
        x = g.op("Gather", [g.const("model.embed_tokens.weight", w.embed), "input_ids"], "embed")

    def rms_norm(inp: str, gamma: str, name: str) -> str:
        """The Pow..Mul chain onnxruntime fuses into SimplifiedLayerNormalization (last axis)."""
        return _rms_norm(g, inp, gamma, g.shared("const.rms_eps", f32(eps_f)), g.shared("const.two", f32(2.0)),
                         g.shared("const.axes_last", i64([-1])), name)

    # The residual stream is `x`; `pending` is the branch output still to be added to it. The
    # first norm has nothing pending; every later one adds and normalises in one node.
    pending: str | None = None

    def norm(weight: np.ndarray, name: str) -> str:
        nonlocal x, pending
        gamma = g.const(f"{name}.weight", weight)
        if pending is None:
            return rms_norm(x, gamma, name)
        node = f"{name}/SkipSimplifiedLayerNormalization_{g._n + 1}"
        h, x = g.op("SkipSimplifiedLayerNormalization", [x, pending, gamma], name, domain=MS_DOMAIN,
                    outputs=[f"{node}:0", "", "", f"{node}:3"], epsilon=eps_f)[::3]
        pending = None
        return h

    def qk_norm(t: str, n_heads: int, weight: np.ndarray, name: str) -> str:
        """gemma3: RMSNorm of each head's [head_dim] slice of t [B, S, n_heads*hd]."""
        heads = g.op("Reshape", [t, g.shared(f"const.heads_{n_heads}", i64([0, 0, n_heads, hd]))], name)
        normed = rms_norm(heads, g.const(f"{name}.weight", weight), name)
        return g.op("Reshape", [normed, g.shared(f"const.merge_{n_heads}", i64([0, 0, n_heads * hd]))], name)

    gate_up_split = g.const("const.gate_up_split", i64([I, I]))
    for l in range(L):
        lw = w.layers[l]
        lw.check(cfg, l)
        p = f"model.layers.{l}"
        h = norm(lw.attn_norm, f"{p}.input_layernorm")
        qkv = linear(g, h, np.concatenate([lw.q, lw.k, lw.v], axis=0), f"{p}.self_attn.qkv_proj")
        if cfg.attention_bias:
            bias = np.concatenate([lw.q_bias, lw.k_bias, lw.v_bias])
            qkv = g.op("Add", [qkv, g.const(f"{p}.self_attn.qkv_proj.bias", bias)], f"{p}.self_attn.qkv_proj")
        attrs = {"num_heads": nh, "kv_num_heads": nkv, "do_rotary": 1, "rotary_interleaved": 0,
                 "scale": float(cfg.attention_scale)}
        rope = [cos_cache, sin_cache]
        if cfg.gemma:
            split = g.shared("const.qkv_split", i64([nh * hd, nkv * hd, nkv * hd]))
            q, k, v = g.op("Split", [qkv, split], f"{p}.self_attn", n_out=3, axis=-1)
            qkv_in = [qk_norm(q, nh, lw.q_norm, f"{p}.self_attn.q_norm"),
                      qk_norm(k, nkv, lw.k_norm, f"{p}.self_attn.k_norm"), v]
            if cfg.is_sliding(l):
                attrs["local_window_size"] = cfg.sliding_window
                rope = [local_cos, local_sin]
        else:
            qkv_in = [qkv, "", ""]  # packed q|k|v in `query`, key and value left out
        attn = g.op("GroupQueryAttention",
                    [*qkv_in, f"past_key_values.{l}.key", f"past_key_values.{l}.value", "seqlens_k",
                     "total_sequence_length", *rope],
                    f"{p}.self_attn", domain=MS_DOMAIN,
                    outputs=[f"{p}.self_attn/GroupQueryAttention:0", f"present.{l}.key", f"present.{l}.value"],
                    **attrs)[0]
        pending = linear(g, attn, lw.o, f"{p}.self_attn.o_proj")
        if cfg.gemma:
            pending = rms_norm(pending, g.const(f"{p}.post_attention_layernorm.weight", lw.post_attn_norm),
                               f"{p}.post_attention_layernorm")

        h = norm(lw.ffn_norm, f"{p}.{'pre_feedforward' if cfg.gemma else 'post_attention'}_layernorm")
        gate_up = linear(g, h, np.concatenate([lw.gate, lw.up], axis=0), f"{p}.mlp.gate_up_proj")
        gate, up = g.op("Split", [gate_up, gate_up_split], f"{p}.mlp", n_out=2, axis=-1)
        if cfg.gemma:  # gelu_pytorch_tanh: 0.5 x (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3)))
            act = g.op("FastGelu", [gate], f"{p}.mlp", domain=MS_DOMAIN)
        else:  # SiLU
            act = g.op("Mul", [gate, g.op("Sigmoid", [gate], f"{p}.mlp")], f"{p}.mlp")
        pending = linear(g, g.op("Mul", [act, up], f"{p}.mlp"), lw.down, f"{p}.mlp.down_proj")
        if cfg.gemma:
            pending = rms_norm(pending, g.const(f"{p}.post_feedforward_layernorm.weight", lw.post_ffn_norm),
                               f"{p}.post_feedforward_layernorm")

    x = norm(w.norm, "model.norm")
    # hidden[:, -n:] (n = 0 keeps every row: -0 = 0).
    start = g.op("Neg", [g.op("Reshape", ["logits_to_keep", g.const("const.shape_1", i64([1]))], "keep")], "keep")
    kept = g.op("Slice", [x, start, g.const("const.slice_end", i64([np.iinfo(np.int64).max])),
                          g.const("const.axes_1", i64([1]))], "keep")
    head = w.embed if w.lm_head is None else w.lm_head
    linear(g, kept, head, "lm_head", outputs=["logits"])

    inputs = [
        helper.make_tensor_value_info("input_ids", TensorProto.INT64, ["batch_size", "sequence_length"]),
        helper.make_tensor_value_info("seqlens_k", TensorProto.INT32, ["batch_size"]),
        helper.make_tensor_value_info("total_sequence_length", TensorProto.INT32, []),
        helper.make_tensor_value_info("logits_to_keep", TensorProto.INT64, []),
    ]
    outputs = [helper.make_tensor_value_info("logits", TensorProto.FLOAT, ["batch_size", "kept_length", V])]
    for l in range(L):
        for kind in ("key", "value"):
            inputs.append(helper.make_tensor_value_info(
                f"past_key_values.{l}.{kind}", TensorProto.FLOAT, ["batch_size", nkv, KV_CAPACITY, hd]))
            outputs.append(helper.make_tensor_value_info(
                f"present.{l}.{kind}", TensorProto.FLOAT, ["batch_size", nkv, "present_length", hd]))
    return _finish(g, inputs, outputs, graph_name, linear)
