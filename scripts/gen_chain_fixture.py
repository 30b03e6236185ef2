#!/usr/bin/env python3
"""A recorded, signed chain of 34 entries computed independently of keel's Rust code.

Writes, from the repository root:
- tests/fixtures/chain/recorded.jsonl: a keel export (header, entries with DER bodies, trailer),
  entry hashes per spec/ledger.md (canon = json.dumps(sort_keys, compact, ensure_ascii=False),
  H = "0x" + uppercase SHA-384), Ed25519 signatures by a pure-Python RFC 8032 implementation.
- tests/fixtures/chain/merkle.json: RFC 6962-shape (SHA-384) roots for every size, inclusion
  proofs and consistency proofs.
Stdlib only; deterministic (fixed seed and timestamps).
"""
import copy
import hashlib
import json
import pathlib
import base64

# ---- Ed25519, RFC 8032 §6 reference ----
P = 2**255 - 19
Q = 2**252 + 27742317777372353535851937790883648493
D = -121665 * pow(121666, P - 2, P) % P
SQRT_M1 = pow(2, (P - 1) // 4, P)


def _add(p1, p2):
    a = (p1[1] - p1[0]) * (p2[1] - p2[0]) % P
    b = (p1[1] + p1[0]) * (p2[1] + p2[0]) % P
    c = 2 * p1[3] * p2[3] * D % P
    d = 2 * p1[2] * p2[2] % P
    e, f, g, h = b - a, d - c, d + c, b + a
    return (e * f, g * h, f * g, e * h)


def _mul(s, pt):
    acc = (0, 1, 1, 0)
    while s > 0:
        if s & 1:
            acc = _add(acc, pt)
        pt = _add(pt, pt)
        s >>= 1
    return acc


def _recover_x(y, sign):
    x2 = (y * y - 1) * pow(D * y * y + 1, P - 2, P)
    x = pow(x2, (P + 3) // 8, P)
    if (x * x - x2) % P != 0:
        x = x * SQRT_M1 % P
    if (x & 1) != sign:
        x = P - x
    return x


GY = 4 * pow(5, P - 2, P) % P
GX = _recover_x(GY, 0)
G = (GX, GY, 1, GX * GY % P)


def _compress(pt):
    zi = pow(pt[2], P - 2, P)
    x, y = pt[0] * zi % P, pt[1] * zi % P
    return int.to_bytes(y | ((x & 1) << 255), 32, "little")


def _expand(secret):
    h = hashlib.sha512(secret).digest()
    a = int.from_bytes(h[:32], "little")
    a &= (1 << 254) - 8
    a |= 1 << 254
    return a, h[32:]


def public_key(secret):
    return _compress(_mul(_expand(secret)[0], G))


def sign(secret, msg):
    a, prefix = _expand(secret)
    pk = _compress(_mul(a, G))
    r = int.from_bytes(hashlib.sha512(prefix + msg).digest(), "little") % Q
    rs = _compress(_mul(r, G))
    k = int.from_bytes(hashlib.sha512(rs + pk + msg).digest(), "little") % Q
    return rs + int.to_bytes((r + k * a) % Q, 32, "little")


# RFC 8032 §7.1 TEST 1 guards the implementation.
_T1 = bytes.fromhex("9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60")
assert public_key(_T1).hex() == "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a"
assert sign(_T1, b"").hex().startswith("e5564300c360ac729086e2cc806e828a")


# ---- canon and H ----
def canon(x):
    return json.dumps(x, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode("utf-8")


def H(b):
    return "0x" + hashlib.sha384(b).hexdigest().upper()


# ---- Merkle (RFC 6962 §2.1) over SHA-384 ----
def leaf(entry_hash):
    return hashlib.sha384(b"\x00" + bytes.fromhex(entry_hash[2:])).digest()


def node(l, r):
    return hashlib.sha384(b"\x01" + l + r).digest()


def split(n):
    k = 1
    while k << 1 < n:
        k <<= 1
    return k


def mth(d):
    if len(d) == 1:
        return d[0]
    k = split(len(d))
    return node(mth(d[:k]), mth(d[k:]))


def path(m, d):
    if len(d) <= 1:
        return []
    k = split(len(d))
    if m < k:
        return path(m, d[:k]) + [mth(d[k:])]
    return path(m - k, d[k:]) + [mth(d[:k])]


def subproof(m, d, b):
    n = len(d)
    if m == n:
        return [] if b else [mth(d)]
    k = split(n)
    if m <= k:
        return subproof(m, d[:k], b) + [mth(d[k:])]
    return subproof(m - k, d[k:], False) + [mth(d[:k])]


def hx(b):
    return "0x" + b.hex().upper()


SEED = hashlib.sha256(b"keel recorded chain fixture v1").digest()
MINTED = "2026-03-01T09:00:00Z"
N = 34
TYPES = ["EPISODIC", "EPISODIC", "EPISODIC", "PRECEDENT", "EPISODIC", "AUDIT", "CALIBRATION", "SYSTEM"]


def main():
    root = pathlib.Path(__file__).resolve().parent.parent
    template = json.loads((root / "tests/fixtures/der/valid/typical.json").read_text())
    pk = public_key(SEED)
    agent_id = "SDI-" + hashlib.sha384(pk).hexdigest().upper()[:12]
    sovereign = H(canon({"agent_id": agent_id, "public_key": pk.hex(), "minted_utc": MINTED}))
    header = {"kind": "keel-chain", "version": 1, "agent_id": agent_id, "hash_alg": "SHA-384",
              "canon": "sdi-v1", "public_key": pk.hex()}
    lines = [header]
    parent = "GENESIS"
    hashes = []
    for seq in range(1, N + 1):
        der = copy.deepcopy(template)
        body = der["SDI_DER"]
        etype = TYPES[seq % len(TYPES)]
        utc = f"2026-03-01T10:{seq:02d}:00Z"
        body["META"].update(agent_id=agent_id, sovereign_hash=sovereign, utc=utc)
        body["META"]["ledger"] = {"type": etype, "parent_hash": parent}
        body["ILJO"]["INTENT"] = f"Turn {seq}: décision n°{seq} — 検証 ✓"
        body["METRICS"] = {"latency_s": seq / 8, "tiny": 10.0 ** -(seq % 7 + 3), "big": 1.5 * 10.0 ** (seq % 5 + 14), "neg_zero": -0.0}
        packet = {"v": "SDI_CHAIN_v1", "hash_alg": "SHA-384", "agent_id": agent_id, "seq": seq,
                  "parent_hash": parent, "type": etype, "der_hash": H(canon(body)),
                  "success_met": seq % 9 != 0}
        if seq % 5 == 0:
            packet["audit_hash"] = None
        elif seq % 5 == 3:
            packet["audit_hash"] = H(f"audit {seq}".encode())
        entry_hash = H(canon(packet))
        sig = base64.b64encode(sign(SEED, entry_hash.encode("ascii"))).decode()
        line = {"kind": "entry", **packet, "entry_hash": entry_hash, "utc": utc,
                "signature": {"algorithm": "ED25519", "public_key": pk.hex(), "value": sig}, "der": der}
        lines.append(line)
        hashes.append(entry_hash)
        parent = entry_hash
    lines.append({"kind": "trailer", "count": N, "tip_seq": N, "tip_hash": parent})
    out = root / "tests/fixtures/chain/recorded.jsonl"
    out.write_text("".join(json.dumps(l, ensure_ascii=False, separators=(",", ":")) + "\n" for l in lines), encoding="utf-8")

    leaves = [leaf(h) for h in hashes]
    merkle = {"agent_id": agent_id, "seed_hex": SEED.hex(), "minted_utc": MINTED, "sovereign_hash": sovereign,
              "roots": {str(n): hx(mth(leaves[:n])) for n in range(1, N + 1)},
              "inclusion": [{"size": n, "seq": i + 1, "path": [hx(x) for x in path(i, leaves[:n])]}
                            for n in (1, 2, 7, 16, 33, 34) for i in range(n)],
              "consistency": [{"from": m, "to": n, "proof": [hx(x) for x in (subproof(m, leaves[:n], True) if m < n else [])]}
                              for n in (5, 16, 34) for m in range(1, n + 1)]}
    (root / "tests/fixtures/chain/merkle.json").write_text(json.dumps(merkle, indent=1) + "\n")
    print(f"wrote {N} entries for {agent_id} to {out}")
    trust_vectors(root, lines[0], lines[1:4])
    rotation_vectors(root, template, lines[0], lines[1:4])


PACKET_KEYS = ["v", "hash_alg", "agent_id", "seq", "parent_hash", "type", "der_hash", "success_met", "audit_hash"]


def write_export(path, header, entries):
    trailer = {"kind": "trailer", "count": len(entries), "tip_seq": entries[-1]["seq"], "tip_hash": entries[-1]["entry_hash"]}
    path.write_text("".join(json.dumps(l, ensure_ascii=False, separators=(",", ":")) + "\n"
                            for l in [header, *entries, trailer]), encoding="utf-8")


def trust_vectors(root, header, entries):
    """docs/chain.md, "Trust vectors": the first three recorded entries, edited.

    forged-unsigned: every signature and the header key dropped, seq 2's DER rewritten, every
    hash recomputed -- intact hashes, no authorship. The uncovered-* files each add bytes that
    neither the entry hash nor the signature covers to seq 2 of the signed chain (hashes intact).
    """
    out = root / "tests/fixtures/chain/vectors"
    out.mkdir(exist_ok=True)
    forged = copy.deepcopy(entries)
    parent = "GENESIS"
    for e in forged:
        del e["signature"]
        if e["seq"] == 2:
            e["der"]["SDI_DER"]["ILJO"]["INTENT"] = "Forged: the agent never said this"
            e["der_hash"] = H(canon(e["der"]["SDI_DER"]))
        e["parent_hash"] = parent
        e["entry_hash"] = H(canon({k: e[k] for k in PACKET_KEYS if k in e}))
        parent = e["entry_hash"]
    write_export(out / "forged-unsigned.jsonl", {k: v for k, v in header.items() if k != "public_key"}, forged)
    edits = {
        "uncovered-der-key": lambda e: e["der"].__setitem__("note", "beside SDI_DER"),
        "uncovered-entry-key": lambda e: e.__setitem__("note", "beside the packet"),
        "uncovered-signature-key": lambda e: e["signature"].__setitem__("comment", "beside the value"),
        "uncovered-utc": lambda e: e.__setitem__("utc", "1999-12-31T23:59:59Z"),
    }
    for name, edit in edits.items():
        edited = copy.deepcopy(entries)
        edit(edited[1])
        write_export(out / f"{name}.jsonl", header, edited)


NEXT_SEED = hashlib.sha256(b"keel rotation vector: next key").digest()
FORGER_SEED = hashlib.sha256(b"keel rotation vector: forger").digest()


def signed(e, seed):
    """Signs the entry's entry_hash with seed (ED25519 over its ASCII bytes)."""
    value = base64.b64encode(sign(seed, e["entry_hash"].encode("ascii"))).decode()
    e["signature"] = {"algorithm": "ED25519", "public_key": public_key(seed).hex(), "value": value}
    return e


def rehash(e, parent):
    """Links the entry to parent (packet and DER) and recomputes der_hash and entry_hash."""
    e["parent_hash"] = parent
    e["der"]["SDI_DER"]["META"]["ledger"]["parent_hash"] = parent
    e["der_hash"] = H(canon(e["der"]["SDI_DER"]))
    e["entry_hash"] = H(canon({k: e[k] for k in PACKET_KEYS if k in e}))
    return e


def rotation_vectors(root, template, header, entries):
    """docs/chain.md, "Key rotation": the first three recorded entries, then seq 4, a SYSTEM entry
    whose DER's KEY_ROTATION block hands the chain from the recorded key to NEXT_SEED's, then
    seqs 5 and 6. The valid chain, and three ways of getting it wrong."""
    out = root / "tests/fixtures/chain/vectors"
    agent_id = header["agent_id"]
    sovereign = entries[0]["der"]["SDI_DER"]["META"]["sovereign_hash"]
    old_pk, next_pk = public_key(SEED), public_key(NEXT_SEED)

    def entry(seq, etype, block=None):
        der = copy.deepcopy(template)
        body = der["SDI_DER"]
        utc = f"2026-03-01T11:{seq:02d}:00Z"
        body["META"].update(agent_id=agent_id, sovereign_hash=sovereign, utc=utc)
        body["META"]["ledger"] = {"type": etype}
        body["ILJO"]["INTENT"] = f"After the rotation, turn {seq}" if block is None else "Rotate the signing key"
        if block is not None:
            body["KEY_ROTATION"] = block
        return {"kind": "entry", "v": "SDI_CHAIN_v1", "hash_alg": "SHA-384", "agent_id": agent_id,
                "seq": seq, "type": etype, "success_met": True, "utc": utc, "der": der}

    def chain(rotation_by, later_by, named=next_pk):
        block = {"version": 1, "previous_public_key": old_pk.hex(), "public_key": named.hex()}
        out_entries = copy.deepcopy(entries)
        parent = out_entries[-1]["entry_hash"]
        for seq, etype, by, blk in [(4, "SYSTEM", rotation_by, block), (5, "EPISODIC", later_by[0], None),
                                    (6, "EPISODIC", later_by[1], None)]:
            e = signed(rehash(entry(seq, etype, blk), parent), by)
            out_entries.append(e)
            parent = e["entry_hash"]
        return out_entries

    write_export(out / "rotation-valid.jsonl", header, chain(SEED, (NEXT_SEED, NEXT_SEED)))
    # Signed by the new key only: the key in force never handed over.
    write_export(out / "rotation-forged.jsonl", header, chain(NEXT_SEED, (NEXT_SEED, NEXT_SEED)))
    # The retired key signs seq 5.
    write_export(out / "rotation-retired-key.jsonl", header, chain(SEED, (SEED, NEXT_SEED)))
    # The rotation's DER edited to name the forger's key, every hash recomputed and the later
    # entries signed by the forger: the old key's signature no longer covers seq 4.
    tampered = chain(SEED, (NEXT_SEED, NEXT_SEED))
    rotation = tampered[3]
    rotation["der"]["SDI_DER"]["KEY_ROTATION"]["public_key"] = public_key(FORGER_SEED).hex()
    parent = rehash(rotation, rotation["parent_hash"])["entry_hash"]
    for e in tampered[4:]:
        parent = signed(rehash(e, parent), FORGER_SEED)["entry_hash"]
    write_export(out / "rotation-tampered.jsonl", header, tampered)


if __name__ == "__main__":
    main()
