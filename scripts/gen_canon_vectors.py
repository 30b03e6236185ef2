#!/usr/bin/env python3
"""Golden vectors for keel's canonical JSON and H() (spec/ledger.md), from Python itself.

Writes tests/fixtures/canon/vectors.json: a list of {"name", "input", "canon", "hash"} where
`input` is JSON text, `canon` is
json.dumps(json.loads(input), sort_keys=True, separators=(",", ":"), ensure_ascii=False)
and `hash` is "0x" + uppercase SHA-384 of its UTF-8 bytes. Stdlib only; deterministic.
Run from the repository root: python3 scripts/gen_canon_vectors.py
"""
import hashlib
import json
import pathlib
import random
import struct
from decimal import Decimal


def canon(x):
    return json.dumps(x, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def h(b):
    return "0x" + hashlib.sha384(b).hexdigest().upper()


CASES = [
    ("float_1e-05", "1e-05"),
    ("float_0.0001", "0.0001"),
    ("float_1e16", "1e16"),
    ("float_1e+16_literal", "1E+16"),
    ("float_9999999999999998", "9999999999999998.0"),
    ("float_neg_zero", "-0.0"),
    ("float_denormal_min", "5e-324"),
    ("float_max", "1.7976931348623157e308"),
    ("float_one", "1.0"),
    ("float_third", "0.3333333333333333"),
    ("float_0.1_plus", "[0.1, 0.2, 0.30000000000000004]"),
    ("float_exp_forms", "[1.5e16, 1.5e-7, 123456789.125, 2.5E-05, 1e22, 1e21]"),
    ("int_vs_float", "[1, 1.0, -1, -1.0, 0, 0.0]"),
    ("int_extremes", "[18446744073709551615, -9223372036854775808, 9223372036854775807]"),
    ("escapes", json.dumps("quote\" backslash\\ nl\n cr\r tab\t bs\b ff\f nul\u0000 us\u001f del\u007f slash/")),
    ("non_ascii", json.dumps("é ü 中文 \u2028 \u2029 😀 \ufeff", ensure_ascii=False)),
    ("astral_keys", json.dumps({"\U0001F600": 1, "\uFF61": 2, "z": 3, "é": 4, "\U00010000": 5, "A": 6})),
    ("nested_sort", '{"b":{"d":[3,{"y":null,"x":true}],"c":false},"a":[],"aa":{},"":"empty"}'),
    ("whitespace", ' { "k" : [ 1 , 2 ] , "j" : "v" } '),
    ("unicode_escapes_in", '"\\u00e9\\ud83d\\ude00\\u0001"'),
    ("sdi_meta_like", '{"AL":305,"CE":0,"RAI":0.9312,"seq":404,"ok":true,"note":null}'),
]


def main():
    root = pathlib.Path(__file__).resolve().parent.parent
    out = []
    for name, text in CASES:
        c = canon(json.loads(text))
        out.append({"name": name, "input": text, "canon": c, "hash": h(c.encode("utf-8"))})
    # Random finite doubles from random bit patterns: exercises every exponent range.
    rng = random.Random(6962)
    floats = []
    while len(floats) < 400:
        (x,) = struct.unpack("<d", rng.getrandbits(64).to_bytes(8, "little"))
        if x == x and abs(x) != float("inf"):
            floats.append(x)
    floats += [rng.uniform(-1e6, 1e6) for _ in range(100)]
    floats += [float(f"{rng.randint(1, 99)}e{e}") for e in range(-30, 31)]
    for i, x in enumerate(floats):
        text = repr(x)
        c = canon(json.loads(text))
        out.append({"name": f"random_float_{i}", "input": text, "canon": c, "hash": h(c.encode("utf-8"))})
    # Halfway cases (issue 15): k + 1/4 or k + 3/4 in [2^50, 2^51), written out exactly. The two
    # shortest candidates (k.2/k.3, k.7/k.8) are equally near; repr takes the even digit.
    ties = [1884415455798220.25] + [rng.randrange(2**50, 2**51) + rng.choice([0.25, 0.75]) for _ in range(60)]
    for i, x in enumerate(ties):
        text = str(Decimal(x))
        c = canon(json.loads(text))
        out.append({"name": f"halfway_float_{i}", "input": text, "canon": c, "hash": h(c.encode("utf-8"))})
    path = root / "tests" / "fixtures" / "canon" / "vectors.json"
    path.write_text(json.dumps(out, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"wrote {len(out)} vectors to {path}")


if __name__ == "__main__":
    main()
