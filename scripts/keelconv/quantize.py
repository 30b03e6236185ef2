"""4-bit block weight quantisation (onnxruntime's MatMulNBits, com.microsoft).

Every projection and the lm_head become MatMulNBits: 4-bit, blocks of 32 along K, asymmetric
(per-block scale and zero point), accuracy_level 4 (int8 activations in the kernel, fastest on x86
CPUs). The embedding Gather stays float32. Int8 *dynamic* quantisation is deliberately not used:
it visibly breaks a model this small.

Two routes to the same nodes:
  * `quantize_4bit(model)`: onnxruntime's MatMulNBitsQuantizer over a finished float32 graph (the
    route for models whose float32 graph fits in memory and in one 2 GB protobuf: SmolLM2).
  * `Q4Linear`: a `linear` emitter for `graph.build_llama` that quantises each weight as the graph
    is built, with the quantiser's own kernel (`quantize_matmul_4bits`) and its initializer
    layout and names, so the float32 graph never exists as a whole (Qwen2.5 0.5B/1.5B: 2.5/7 GB
    of float32). Both routes give byte-identical 4-bit tensors (`scripts/check_keelconv.py`).
"""

from __future__ import annotations

import logging

import numpy as np
import onnx
from onnx import numpy_helper
from onnxruntime.capi._pybind_state import quantize_matmul_4bits
from onnxruntime.quantization.matmul_nbits_quantizer import MatMulNBitsQuantizer

BLOCK_SIZE = 32
ACCURACY_LEVEL = 4
MS_DOMAIN = "com.microsoft"


def quantize_4bit(model: onnx.ModelProto) -> onnx.ModelProto:
    # The quantiser logs one INFO line per node; keep provisioning output readable.
    logging.getLogger("onnxruntime.quantization").setLevel(logging.WARNING)
    q = MatMulNBitsQuantizer(model, bits=4, block_size=BLOCK_SIZE, is_symmetric=False,
                             accuracy_level=ACCURACY_LEVEL)
    q.process()
    out = q.model.model
    left = [n.name for n in out.graph.node if n.op_type == "MatMul" and any(
        i.name == n.input[1] for i in out.graph.initializer)]
    if left:
        raise RuntimeError(f"{len(left)} constant MatMuls were not quantised, e.g. {left[0]}")
    return out


def quantize_weight(w: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """HF-layout weight [out, in] -> MatMulNBits (packed [N, k_blocks, 16] uint8, scales [N, k_blocks]
    float32, zero points [N, ceil(k_blocks/2)] uint8), exactly as MatMulNBitsQuantizer stores B = w.T."""
    b = np.ascontiguousarray(w.T, dtype=np.float32)  # [K, N]
    rows, cols = b.shape
    k_blocks = (rows + BLOCK_SIZE - 1) // BLOCK_SIZE
    if k_blocks * BLOCK_SIZE != rows:
        b = np.pad(b, ((0, k_blocks * BLOCK_SIZE - rows), (0, 0)), "constant")
    packed = np.zeros((cols, k_blocks, BLOCK_SIZE // 2), dtype=np.uint8)
    zero_points = np.zeros((cols, (k_blocks + 1) // 2), dtype=np.uint8)
    scales = np.zeros((cols, k_blocks), dtype=np.float32)
    quantize_matmul_4bits(packed, b, scales, zero_points, BLOCK_SIZE, cols, rows, False)
    return packed, scales, zero_points


class Q4Linear:
    """A `graph.build_llama` linear emitter: y = x @ w.T as one MatMulNBits node, quantised now."""

    domains = {MS_DOMAIN: 1}

    def __init__(self, accuracy_level: int = ACCURACY_LEVEL):
        self.accuracy_level = accuracy_level

    def __call__(self, g, x: str, w: np.ndarray, name: str, outputs: list[str] | None = None) -> str:
        packed, scales, zero_points = quantize_weight(w)
        base = f"{name}.weight_t"  # the quantiser names its tensors after the float32 initializer
        inputs = [x, g.const(f"{base}_Q4", packed), g.const(f"{base}_scales", scales),
                  g.const(f"{base}_zero_points", zero_points)]
        attrs = {"K": int(w.shape[1]), "N": int(w.shape[0]), "bits": 4, "block_size": BLOCK_SIZE}
        if self.accuracy_level:  # like the quantiser: level 0 is the attribute's default, omitted
            attrs["accuracy_level"] = self.accuracy_level
        return g.op("MatMulNBits", inputs, name, outputs=outputs, domain=MS_DOMAIN, **attrs)


def set_accuracy_level(model: onnx.ModelProto, level: int) -> int:
    """Set every MatMulNBits node's accuracy_level in place; return how many nodes changed."""
    n = 0
    for node in model.graph.node:
        if node.op_type != "MatMulNBits":
            continue
        kept = [a for a in node.attribute if a.name != "accuracy_level"]
        del node.attribute[:]
        node.attribute.extend(kept)
        if level:
            node.attribute.append(onnx.helper.make_attribute("accuracy_level", level))
        n += 1
    return n


def q4_weights(model: onnx.ModelProto) -> dict[str, np.ndarray]:
    """The 4-bit tensors (packed, scales, zero points) of a quantised model, by name."""
    return {t.name: numpy_helper.to_array(t) for t in model.graph.initializer
            if t.name.endswith(("_Q4", "_scales", "_zero_points"))}
