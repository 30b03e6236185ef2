"""4-bit block weight quantisation with onnxruntime's MatMulNBitsQuantizer.

Every MatMul whose weight is a constant initializer (all projections and the lm_head) becomes a
com.microsoft MatMulNBits node: 4-bit, blocks of 32 along K, asymmetric (per-block scale and
zero point), accuracy_level 4 (int8 activations in the kernel, fastest on x86 CPUs).
The embedding Gather stays float32. Int8 *dynamic* quantisation is deliberately not used: it
visibly breaks a model this small.
"""

from __future__ import annotations

import logging

import onnx
from onnxruntime.quantization.matmul_nbits_quantizer import MatMulNBitsQuantizer

BLOCK_SIZE = 32
ACCURACY_LEVEL = 4


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
