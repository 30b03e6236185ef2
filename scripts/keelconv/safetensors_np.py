"""Read a .safetensors file with numpy only (no torch, no `safetensors` package).

The format: an 8-byte little-endian header length N, N bytes of JSON
({name: {"dtype", "shape", "data_offsets": [begin, end]}, "__metadata__": {...}}), then one
buffer of raw little-endian tensors; offsets are relative to the end of the header. Tensors are
returned as read-only views of one np.memmap, so reading a 1.2 GB file costs no memory until a
tensor is touched.
"""

from __future__ import annotations

import json
import struct
from pathlib import Path

import numpy as np

_DTYPES = {"F32": np.dtype("<f4"), "F16": np.dtype("<f2"), "F64": np.dtype("<f8"), "I64": np.dtype("<i8"),
           "I32": np.dtype("<i4"), "I8": np.dtype("i1"), "U8": np.dtype("u1")}
MAX_HEADER = 100 << 20


class SafetensorsError(ValueError):
    pass


def load(path: Path) -> dict[str, np.ndarray]:
    """{tensor name: read-only array} for every tensor in the file."""
    size = path.stat().st_size
    with open(path, "rb") as f:
        raw = f.read(8)
        if len(raw) != 8:
            raise SafetensorsError(f"{path}: shorter than a safetensors header")
        (n,) = struct.unpack("<Q", raw)
        if n > MAX_HEADER or 8 + n > size:
            raise SafetensorsError(f"{path}: implausible header length {n}")
        header = json.loads(f.read(n))
    base = 8 + n
    data = np.memmap(path, dtype=np.uint8, mode="r", offset=0, shape=(size,))
    out: dict[str, np.ndarray] = {}
    for name, meta in header.items():
        if name == "__metadata__":
            continue
        dt = meta["dtype"]
        if dt == "BF16":
            import ml_dtypes

            dtype = np.dtype(ml_dtypes.bfloat16)
        elif dt in _DTYPES:
            dtype = _DTYPES[dt]
        else:
            raise SafetensorsError(f"{path}: tensor {name} has unsupported dtype {dt}")
        begin, end = meta["data_offsets"]
        shape = tuple(meta["shape"])
        count = int(np.prod(shape, dtype=np.int64))
        if end - begin != count * dtype.itemsize or base + end > size or begin > end:
            raise SafetensorsError(f"{path}: tensor {name} has inconsistent offsets {begin}..{end} for {dt}{list(shape)}")
        out[name] = data[base + begin:base + end].view(dtype).reshape(shape)
    return out
