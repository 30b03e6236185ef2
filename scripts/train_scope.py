#!/usr/bin/env python3
"""Trains the regulator's learned scope-drift head (regulator/judgment/scope_head.json).

    python3 scripts/train_scope.py            # compare candidates, train, report, write the head
    python3 scripts/train_scope.py --check    # train and fail if the head would change

Data: tests/fixtures/regulator/scope_drift.jsonl (the first 63 pairs, split by hand: `calib`
trains, `heldout` is held out) and scope_drift_families.jsonl (paraphrase families, split by
keel eval's family hash, written into each line by scripts/scope_data.py). Only the training
pairs are used for fitting and for every choice; the held-out pairs are scored once at the end.
The first 63 pairs have no family: for the cross-validation folds, pairs with the same task are
one family.

Features, per pair:
- the judgment embedder's vector of the pair as one text (TEXT_FORMAT, the Will's format: in
  keel the Will has already embedded exactly this text for its classifier, so the head reuses
  it) and, as a candidate, the response alone (RESPONSE_FORMAT, which the Will also embeds);
- the measured features of keel's regulator (sentence-embedder cosines whole and per sentence,
  keyword drift, negation breach, length ratio), computed by keel itself through
  `cargo run -p keel-tests --example scope_features`, so training reads what the regulator reads.

Model: an L2-regularised logistic head fitted by Newton's method (train_judgment.fit_logistic;
deterministic: same data and models → the same bytes). Every choice — which candidate feature
set, the ridge, the threshold — is made by 5-fold cross-validation grouped by family on the
training pairs. The threshold is an operating point, as the Will's is: the lowest whose
out-of-fold share of on-topic pairs warned on is at most TARGET_FALSE_WARNINGS, and candidates
are compared by the drift they catch there. (The threshold of best accuracy, tried first, sat
where a balanced set puts it and warned on 103 of the 349 plain everyday answers of the Will's
set, all of them on topic: a badge on every third plain answer tells a user nothing.)
"""
from __future__ import annotations

import argparse
import hashlib
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import train_judgment as tj  # noqa: E402

ROOT = tj.ROOT
DATA = [ROOT / "tests" / "fixtures" / "regulator" / "scope_drift.jsonl",
        ROOT / "tests" / "fixtures" / "regulator" / "scope_drift_families.jsonl"]
HEAD = ROOT / "regulator" / "judgment" / "scope_head.json"
SCHEMA = "keel.scope-head/1"
# The Will's formats (governance/judgment/heads.json), so the Will's vector can be reused; keel
# reuses it only when the Will's heads use the same text, else embeds the pair itself.
TEXT_FORMAT = "task: classification | query: User: {prompt}\nAssistant: {response}"
RESPONSE_FORMAT = "task: classification | query: {response}"
RIDGES = [1e-5, 1e-4, 1e-3, 1e-2]
# The share of on-topic training pairs the head may warn on, out of fold.
TARGET_FALSE_WARNINGS = 0.05
# Pairs of two families in different splits closer than this are the same scenario.
NEAR_DUPLICATE = 0.93
FEATURES = ["cosine", "sentence_min", "sentence_max", "sentence_mean", "keyword_drift",
            "negation_breach", "log_length_ratio"]
CHEAP = ["cosine", "keyword_drift", "negation_breach", "log_length_ratio"]
# Candidate feature sets: (name, vectors, scalar features, what it costs per turn in keel).
CANDIDATES = [
    ("cosine rule (today)", [], ["cosine"], "2 sentence embeddings (already paid)"),
    ("measured features", [], FEATURES, "sentence embeddings of every response sentence"),
    ("cheap measured features", [], CHEAP, "2 sentence embeddings (already paid)"),
    ("pair vector", ["pair"], [], "none: the Will's vector"),
    ("pair vector + cheap features", ["pair"], CHEAP, "none beyond today's"),
    ("pair vector + measured features", ["pair"], FEATURES, "sentence embeddings of every response sentence"),
    ("pair + response vectors", ["pair", "response"], [], "none: the Will's vectors"),
    ("pair + response vectors + cheap features", ["pair", "response"], CHEAP, "none beyond today's"),
]


def load_items() -> list[dict]:
    items = []
    for f in DATA:
        for n, line in enumerate(f.read_text(encoding="utf-8").splitlines(), 1):
            if not line.strip():
                continue
            item = json.loads(line)
            for key in ("id", "task", "response", "label", "split"):
                if key not in item:
                    sys.exit(f"{f.name}:{n}: missing {key!r}")
            if item["label"] not in ("drift", "on_topic") or item["split"] not in ("calib", "heldout"):
                sys.exit(f"{f.name}:{n}: bad label or split")
            item.setdefault("family", "task:" + item["task"])
            item.setdefault("kind", "first-63")
            items.append(item)
    if len({i["id"] for i in items}) != len(items):
        sys.exit("duplicate ids")
    return items


def measured_features(np, items, files=DATA) -> object:
    """keel's own features of every pair of `files`, by the scope_features example (in item order)."""
    env = dict(os.environ)
    env.setdefault("CARGO_INCREMENTAL", "0")
    cmd = ["cargo", "run", "--quiet", "-p", "keel-tests", "--example", "scope_features", "--",
           *[str(f) for f in files]]
    out = subprocess.run(cmd, cwd=ROOT, env=env, check=True, capture_output=True, text=True).stdout
    rows = [json.loads(line) for line in out.splitlines()]
    if [r["id"] for r in rows] != [i["id"] for i in items]:
        sys.exit("scope_features returned other pairs than the data files hold")
    return np.array([[r["features"][f] for f in FEATURES] for r in rows], dtype=np.float64)


def near_duplicates(np, P, items) -> list[tuple[str, str, float]]:
    """Pairs in different splits, at least one of them from a family file, whose pair vectors
    are nearly the same text."""
    U = P / np.linalg.norm(P, axis=1, keepdims=True)
    S = U @ U.T
    out = []
    for a in range(len(items)):
        for b in range(a + 1, len(items)):
            ia, ib = items[a], items[b]
            new = ia["kind"] != "first-63" or ib["kind"] != "first-63"
            if new and ia["split"] != ib["split"] and S[a, b] >= NEAR_DUPLICATE:
                out.append((ia["id"], ib["id"], float(S[a, b])))
    return out


def design(np, vectors, scalars, P, R, M):
    parts = [{"pair": P, "response": R}[v] for v in vectors]
    parts += [M[:, [FEATURES.index(f)]] for f in scalars]
    return np.hstack(parts).astype(np.float64)


def operating_point(np, s, y):
    """(threshold, drift recall, accuracy) at the lowest threshold whose share of on-topic pairs
    flagged is at most TARGET_FALSE_WARNINGS (flag when score ≥ it)."""
    t = tj.threshold_for(np, s, y.astype(int), TARGET_FALSE_WARNINGS)
    flagged = s >= t
    return t, float(flagged[y == 1].mean()), float((flagged == (y == 1)).mean())


def cross_validate(np, X, y, items, train, ridge, rule):
    """Out-of-fold scores on the training pairs. `rule`: the single cosine is its own score
    (low cosine = drift), nothing fitted."""
    if rule:
        return -X[train, 0]
    folds = tj.family_folds(items, train)
    oof = {}
    for k in range(tj.FOLDS):
        fit = np.array([i for j, f in enumerate(folds) if j != k for i in f])
        w, b = tj.fit_logistic(np, X[fit], y[fit], tj.balanced(np, y[fit]), ridge)
        for i in folds[k]:
            oof[i] = tj.sigmoid(np, X[i] @ w + b)
    return np.array([oof[i] for i in train])


def counts(flagged, y, idx):
    drift = [i for i in idx if y[i] == 1]
    on = [i for i in idx if y[i] == 0]
    caught = sum(bool(flagged[i]) for i in drift)
    wrongly = sum(bool(flagged[i]) for i in on)
    correct = caught + len(on) - wrongly
    return {"accuracy": round(correct / max(1, len(idx)), 4), "correct": correct, "pairs": len(idx),
            "drift": len(drift), "drift_caught": caught, "on_topic": len(on), "on_topic_flagged": wrongly}


def main() -> int:
    tj.reexec_in_venv()
    import numpy as np

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="fail if the head would change")
    args = ap.parse_args()
    items = load_items()
    cache = Path(os.environ.get("KEEL_CACHE") or Path.home() / ".cache" / "keel")
    # The Will's trainer's embedder and cache (same model, same text formats: one text, one vector).
    embedder = tj.Embedder(cache)
    P = embedder.embed([TEXT_FORMAT.format(prompt=i["task"], response=i["response"]) for i in items]).astype(np.float64)
    R = embedder.embed([RESPONSE_FORMAT.format(response=i["response"]) for i in items]).astype(np.float64)
    dups = near_duplicates(np, P, items)
    if dups:
        for a, b, c in dups:
            print(f"near duplicate across the split: {a} ~ {b} (cosine {c:.3f})")
        sys.exit("drop one of each near-duplicate family from scripts/scope_data.py first")
    M = measured_features(np, items)
    y = np.array([i["label"] == "drift" for i in items], dtype=np.float64)
    train = [i for i, it in enumerate(items) if it["split"] == "calib"]
    held = [i for i, it in enumerate(items) if it["split"] == "heldout"]
    print(f"{len(items)} pairs: {len(train)} training ({int(y[train].sum())} drift), "
          f"{len(held)} held out ({int(y[held].sum())} drift)")

    # Every candidate by family-grouped cross-validation on the training pairs only, each with
    # and without a broken negation overriding it (drift whatever the score).
    breach = M[:, FEATURES.index("negation_breach")] == 1
    results = []
    for name, vectors, scalars, cost in CANDIDATES:
        X = design(np, vectors, scalars, P, R, M)
        rule = not vectors and scalars == ["cosine"]
        best = None
        for ridge in ([None] if rule else RIDGES):
            s = cross_validate(np, X, y, items, train, ridge, rule)
            for override in (False, True):
                scored = np.where(breach[train], np.inf, s) if override else s
                t, recall, acc = operating_point(np, scored, y[train])
                if best is None or recall > best[0] + 1e-12:
                    best = (recall, acc, ridge, t, override)
        recall, acc, ridge, t, override = best
        print(f"cv {name}: drift caught {recall:.3f} at ≤ {TARGET_FALSE_WARNINGS:.0%} on-topic flagged, accuracy "
              f"{acc:.3f} ({round(acc * len(train))}/{len(train)}), ridge {ridge}, negation overrides: {override}")
        results.append({"candidate": name, "vectors": vectors, "features": scalars, "cost": cost,
                        "recall": round(recall, 4), "accuracy": round(acc, 4), "correct": int(round(acc * len(train))),
                        "ridge": ridge, "threshold": round(t, 4), "negation_overrides": override})
    learned = [r for r in results if r["ridge"] is not None]
    # The best drift recall at the operating point; on a tie (within one drift pair) the
    # cheaper, i.e. earlier, candidate.
    top = max(r["recall"] for r in learned)
    drifts = int(y[train].sum())
    chosen = next(r for r in learned if r["recall"] >= top - 1.0 / drifts - 1e-9)
    print(f"chosen: {chosen['candidate']} (ridge {chosen['ridge']}, threshold {chosen['threshold']:.4f})")

    X = design(np, chosen["vectors"], chosen["features"], P, R, M)
    ridge, threshold = chosen["ridge"], chosen["threshold"]
    train_idx = np.array(train)
    w, b = tj.fit_logistic(np, X[train_idx], y[train_idx], tj.balanced(np, y[train_idx]), ridge)

    # Held out, once: the head, and today's rule (semantic drift ≥ 0.62 or a broken negation).
    p = tj.sigmoid(np, X @ w + b)
    flagged = (p >= threshold) | (breach & chosen["negation_overrides"])
    heldout = counts(flagged, y, held)
    cos, neg = M[:, FEATURES.index("cosine")], M[:, FEATURES.index("negation_breach")]
    rule_flagged = ((1.0 - cos) >= 0.62) | (neg == 1)
    rule_heldout = counts(rule_flagged, y, held)
    by_kind = {}
    for kind in sorted({items[i]["kind"] for i in held}):
        sub = [i for i in held if items[i]["kind"] == kind]
        by_kind[kind] = counts(flagged, y, sub)
    print(f"held-out (reported once, never tuned on): accuracy {heldout['accuracy']:.3f} "
          f"({heldout['correct']}/{heldout['pairs']}); drift caught {heldout['drift_caught']}/{heldout['drift']}, "
          f"on-topic flagged {heldout['on_topic_flagged']}/{heldout['on_topic']}")
    print(f"held-out, today's cosine rule: accuracy {rule_heldout['accuracy']:.3f} "
          f"({rule_heldout['correct']}/{rule_heldout['pairs']})")
    for kind, c in by_kind.items():
        print(f"  {kind}: {c['correct']}/{c['pairs']}")

    # The everyday check, out of the set's distribution and never used for a choice: every
    # answer of the Will's plain everyday set is on topic, so each warning is a false one.
    everyday = [{"id": e["id"], "task": e["prompt"], "response": e["response"], "label": "on_topic",
                 "split": "heldout"} for e in tj.load_everyday()]
    EP = embedder.embed([TEXT_FORMAT.format(prompt=i["task"], response=i["response"]) for i in everyday])
    ER = embedder.embed([RESPONSE_FORMAT.format(response=i["response"]) for i in everyday])
    if chosen["features"]:
        with tempfile.TemporaryDirectory() as tmp:
            path = Path(tmp) / "everyday.jsonl"
            path.write_text("".join(json.dumps(i) + "\n" for i in everyday), encoding="utf-8")
            EM = measured_features(np, everyday, [path])
    else:
        EM = np.zeros((len(everyday), len(FEATURES)))
    EX = design(np, chosen["vectors"], chosen["features"], EP.astype(np.float64), ER.astype(np.float64), EM)
    e_breach = EM[:, FEATURES.index("negation_breach")] == 1
    warned = (tj.sigmoid(np, EX @ w + b) >= threshold) | (e_breach & chosen["negation_overrides"])
    everyday_check = {"data": (tj.DATA / tj.EVERYDAY).relative_to(ROOT).as_posix(), "answers": len(everyday),
                      "warned": int(warned.sum())}
    print(f"everyday check (unlabelled, outside the set): warns on {int(warned.sum())}/{len(everyday)} on-topic answers")

    data_hash = hashlib.sha256()
    for f in DATA:
        data_hash.update(f.name.encode() + b"\0" + f.read_bytes())
    out = {
        "schema": SCHEMA,
        "embedder": {"name": tj.EMBEDDER, "dimension": int(P.shape[1])},
        "text_format": TEXT_FORMAT,
        "response_format": RESPONSE_FORMAT if "response" in chosen["vectors"] else None,
        "features": chosen["features"],
        "bias": float(f"{b:.6g}"),
        "weights": "@@weights@@",
        "threshold": threshold,
        "negation_overrides": chosen["negation_overrides"],
        "trained": {
            "script": "scripts/train_scope.py",
            "data": [f.relative_to(ROOT).as_posix() for f in DATA],
            "data_sha256": data_hash.hexdigest(),
            "embedder_model_sha256": embedder.sha,
            "train_pairs": len(train),
            "heldout_pairs": len(held),
            "candidate": chosen["candidate"],
            "ridge": ridge,
            "cross_validated": results,
            "heldout": heldout,
            "heldout_cosine_rule": rule_heldout,
            "heldout_by_kind": by_kind,
            "everyday": everyday_check,
        },
    }
    text = json.dumps(out, indent=1, ensure_ascii=False) + "\n"
    text = text.replace('"@@weights@@"', json.dumps([float(f"{x:.6g}") for x in w]), 1)
    if args.check:
        same = HEAD.exists() and HEAD.read_text(encoding="utf-8") == text
        print("scope_head.json is reproduced exactly" if same else "scope_head.json differs from a fresh training")
        return 0 if same else 1
    HEAD.parent.mkdir(parents=True, exist_ok=True)
    HEAD.write_text(text, encoding="utf-8")
    print(f"wrote {HEAD.relative_to(ROOT)} ({len(text)} bytes, sha256 {hashlib.sha256(text.encode()).hexdigest()[:16]})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
