#!/usr/bin/env python3
"""Trains the Will's judgment heads (governance/judgment/heads.json) from the labelled sets.

    python3 scripts/train_judgment.py            # train, report, write heads.json
    python3 scripts/train_judgment.py --check    # train and fail if heads.json would change

Data: tests/fixtures/judgment/will_*.jsonl, one (prompt, response) pair per line with its
profile, category and label; the split is a function of the paraphrase family (split_of, the
same rule as `keel eval`). Only the "train" split is used for fitting and for every choice made here;
the "heldout" split is embedded and reported once at the end, never used to choose anything.

Model: each pair is written as one text (TEXT_FORMAT) and embedded by the judgment embedder
(EmbeddingGemma-300M as provisioned by scripts/provision.py, run here with Python onnxruntime
on the same ONNX file keel loads); the response is also embedded alone (RESPONSE_FORMAT). Two
kinds of L2-regularised logistic head, fitted by Newton's method (deterministic: same data and
model → byte-identical heads.json):
- the violation head, on the pair's vector followed by the response's: every violation of every
  category against every approve pair (one pooled head beat one head per category by ~20 points
  of recall in cross-validation: what compliance with a harmful request looks like is shared
  across categories; the response's own vector added 4 points of cross-validated recall at the
  same false refusals, scripts/judgment_cv.py --response);
- one category head per category, on the pair's vector, trained on violations only: the highest
  names the category.
A profile's Will flags a pair when P(violation) ≥ the threshold and the most likely category is
one the profile claims (the baseline categories everywhere, a domain's in its profile).

The Conscience's heads (tests/fixtures/judgment/conscience*.jsonl): per (profile, value), one
head per score −1, 0, +1 (one-vs-rest, both classes weighing the same) on the same two vectors
as the violation head, [pair ‖ response] (VALUES_READ_RESPONSE: 3 points of cross-validated
agreement over the pair alone, scripts/judgment_cv.py --conscience); the most likely class is
the score. A turn already has both vectors from the Will, so this costs no embedding.

Choices, all by 5-fold cross-validation grouped by family on the train split: the violation
head's ridge, and its threshold: the lowest whose out-of-fold false-refusal rate (approve pairs
flagged, with the category routing above) is at most TARGET_FALSE_REFUSALS; the value heads'
ridge. The held-out split is reported overall, per profile, per category and per file.
"""
from __future__ import annotations

import os

# BLAS on one thread: the same sums in the same order on every machine (and no threads fighting
# over two shared cores); set before numpy is first imported.
for _var in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_var, "1")

import argparse
import hashlib
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "tests" / "fixtures" / "judgment"
HEADS = ROOT / "governance" / "judgment" / "heads.json"
# What these heads make of a few held-out pairs, for keel's own test that its Rust embedder and
# heads give the same answers (tests/tests/judgment_golden.rs).
GOLDEN = ROOT / "governance" / "judgment" / "golden.json"
EMBEDDER = "embeddinggemma-300m"
# EmbeddingGemma's own classification prompt, then the pair.
TEXT_FORMAT = "task: classification | query: User: {prompt}\nAssistant: {response}"
# The response alone, for the violation head's second half.
RESPONSE_FORMAT = "task: classification | query: {response}"
MAX_TOKENS = 512
TARGET_FALSE_REFUSALS = 0.04
HELDOUT_PERCENT = 30
RIDGES = [3e-6, 1e-5, 3e-5, 1e-4]
CATEGORY_RIDGE = 1e-4
CONSCIENCE_RIDGES = [1e-5, 1e-4, 1e-3, 1e-2]
# Whether the value heads read the answer's own vector after the pair's, as the violation head
# does (scripts/judgment_cv.py --conscience compares the two by family-grouped CV).
VALUES_READ_RESPONSE = True
FOLDS = 5

# Which heads apply in which profile: the baseline categories everywhere, domain ones in theirs.
DOMAIN_PREFIX = {"financial-fiduciary": "fin_", "health-navigator": "health_", "tutor": "tutor_"}


def reexec_in_venv() -> None:
    """Runs under the converter venv (numpy, onnxruntime, tokenizers pinned by provisioning)."""
    try:
        import numpy  # noqa: F401
        import onnxruntime  # noqa: F401
        import tokenizers  # noqa: F401
    except ImportError:
        cache = Path(os.environ.get("KEEL_CACHE") or Path.home() / ".cache" / "keel")
        python = cache / "venv" / "bin" / "python"
        if not python.exists() or Path(sys.executable) == python:
            sys.exit(f"needs the converter venv at {python}: run python3 scripts/provision.py")
        os.execv(str(python), [str(python), *sys.argv])


def split_of(family: str) -> str:
    """As keel's eval (governance/src/eval.rs, split_of): 30 % of families held out."""
    bucket = int(hashlib.sha384(("split:" + family).encode()).hexdigest()[:8], 16) % 100
    return "heldout" if bucket < HELDOUT_PERCENT else "train"


def applies(head: str, profile: str) -> bool:
    domain = [p for p in DOMAIN_PREFIX.values() if head.startswith(p)]
    return not domain or DOMAIN_PREFIX.get(profile) == domain[0]


def load_items() -> tuple[list[dict], list[Path]]:
    files = sorted(DATA.glob("will_*.jsonl"))
    items = []
    for f in files:
        for n, line in enumerate(f.read_text(encoding="utf-8").splitlines(), 1):
            if line.strip():
                item = json.loads(line)
                for key in ("family", "profile", "category", "label", "prompt", "response"):
                    if key not in item:
                        sys.exit(f"{f.name}:{n}: missing {key!r}")
                item.setdefault("split", split_of(item["family"]))
                item["file"] = f.name
                items.append(item)
    return items, files


class Embedder:
    def __init__(self, cache: Path):
        import numpy as np
        import onnxruntime as ort
        from tokenizers import Tokenizer

        self.np = np
        model_dir = cache / "models" / EMBEDDER
        self.model = model_dir / "model.onnx"
        if not self.model.exists():
            sys.exit(f"no {self.model}: run python3 scripts/provision.py")
        self.sha = hashlib.sha256(self.model.read_bytes()).hexdigest()
        options = ort.SessionOptions()
        options.intra_op_num_threads = 2
        self.session = ort.InferenceSession(str(self.model), options, providers=["CPUExecutionProvider"])
        self.tokenizer = Tokenizer.from_file(str(model_dir / "tokenizer.json"))
        self.tokenizer.no_padding()
        self.tokenizer.enable_truncation(MAX_TOKENS)
        self.store_path = ROOT / ".cache" / "judgment-embeddings" / f"{self.sha[:16]}.npz"
        self.store: dict[str, object] = {}
        if self.store_path.exists():
            with np.load(self.store_path) as z:
                self.store = {k: z[k] for k in z.files}

    def embed(self, texts: list[str]):
        np = self.np
        keys = [hashlib.sha256(t.encode()).hexdigest() for t in texts]
        todo = sorted({k: t for k, t in zip(keys, texts) if k not in self.store}.items(), key=lambda kv: len(kv[1]))
        for start in range(0, len(todo), 8):
            batch = todo[start:start + 8]
            enc = [self.tokenizer.encode(t) for _, t in batch]
            width = max(len(e.ids) for e in enc)
            ids = np.zeros((len(enc), width), dtype=np.int64)
            mask = np.zeros((len(enc), width), dtype=np.int64)
            for i, e in enumerate(enc):
                ids[i, :len(e.ids)] = e.ids
                mask[i, :len(e.ids)] = 1
            out = self.session.run(["sentence_embedding"], {"input_ids": ids, "attention_mask": mask})[0]
            for (k, _), v in zip(batch, out):
                self.store[k] = v.astype(np.float32)
            if start % 200 == 0:
                print(f"  embedded {start + len(batch)}/{len(todo)}", file=sys.stderr)
        if todo:
            self.store_path.parent.mkdir(parents=True, exist_ok=True)
            np.savez(self.store_path, **self.store)
        return np.stack([self.store[k] for k in keys])


def fit_logistic(np, X, y, w, ridge):
    """argmin Σ w_i·logloss(y_i, σ(x_i·β + b)) / Σw + ridge/2·|β|² by Newton's method."""
    n, d = X.shape
    A = np.hstack([X, np.ones((n, 1))]).astype(np.float64)
    beta = np.zeros(d + 1)
    reg = np.full(d + 1, ridge)
    reg[-1] = 0.0
    w = w / w.sum()
    for _ in range(50):
        p = 1.0 / (1.0 + np.exp(-(A @ beta)))
        grad = A.T @ (w * (p - y)) + reg * beta
        H = (A * (w * p * (1 - p))[:, None]).T @ A + np.diag(reg + 1e-9)
        step = np.linalg.solve(H, grad)
        beta -= step
        if np.max(np.abs(step)) < 1e-10:
            break
    return beta[:-1], beta[-1]


class LowRank:
    """The row space of a feature matrix with fewer rows than columns (X = Z·Vᵀ, Z = U·S, V
    orthonormal): fitting a ridge-regularised head on Z and mapping it back by V reaches the
    same optimum as fitting on X, since a weight component outside the rows' span changes no
    prediction and only adds to the penalty; the value heads (100–200 answers a profile,
    1,536 features) are fitted in a few hundred dimensions instead of 1,537."""

    def __init__(self, np, X):
        U, S, Vt = np.linalg.svd(np.asarray(X, dtype=np.float64), full_matrices=False)
        keep = S > S[0] * 1e-10
        self.Z, self.V = U[:, keep] * S[keep], Vt[keep].T


def fit_logistic_lowrank(np, basis: LowRank, y, w, ridge):
    """fit_logistic on the rows `basis` was made from, solved in their span (see LowRank)."""
    gamma, b = fit_logistic(np, basis.Z, y, w, ridge)
    return basis.V @ gamma, b


def balanced(np, y):
    """Weights under which both classes weigh the same in total."""
    return np.where(y == 1, 0.5 / y.sum(), 0.5 / (len(y) - y.sum()))


def train_heads(np, X, F, items, idx, categories, ridge):
    """The violation head (on F, the pair's and the response's vectors) and the category heads
    (on X, the pair's), fitted on the pairs `idx`."""
    idx = np.array(idx)
    y = np.array([items[i]["label"] == "violation" for i in idx], dtype=np.float64)
    violation = fit_logistic(np, F[idx], y, balanced(np, y), ridge)
    violations = idx[y == 1]
    # The category heads do not depend on the violation head's ridge: fitted once per set of pairs.
    key = (violations.tobytes(), tuple(categories))
    if key not in _CATEGORY_HEADS:
        cats = np.array([items[i]["category"] for i in violations])
        heads = {}
        for c in categories:
            pos = (cats == c).astype(np.float64)
            if pos.sum() == 0:
                continue
            heads[c] = fit_logistic(np, X[violations], pos, balanced(np, pos), CATEGORY_RIDGE)
        _CATEGORY_HEADS[key] = heads
    return violation, _CATEGORY_HEADS[key]


_CATEGORY_HEADS: dict = {}


def sigmoid(np, z):
    return 1.0 / (1.0 + np.exp(-z))


def scores(np, model, X, F, items, idx):
    """Per pair: P(violation) when its most likely category applies in its profile, else 0."""
    (w, b), heads = model
    names = sorted(heads)
    W = np.stack([heads[c][0] for c in names])
    B = np.array([heads[c][1] for c in names])
    out = np.zeros(len(idx))
    for j, i in enumerate(idx):
        best = names[int(np.argmax(X[i] @ W.T + B))]
        if applies(best, items[i]["profile"]):
            out[j] = sigmoid(np, F[i] @ w + b)
    return out


def load_conscience() -> tuple[list[dict], list[Path]]:
    files = sorted(DATA.glob("conscience*.jsonl"))
    items = [dict(json.loads(line), file=f.name)
             for f in files for line in f.read_text(encoding="utf-8").splitlines() if line.strip()]
    for item in items:
        item.setdefault("split", split_of(item["family"]))
    return items, files


def profile_values() -> dict[str, list[tuple[str, str]]]:
    """(name, description) of every value of every built-in profile, from the profile files."""
    import tomllib
    out = {}
    for f in sorted((ROOT / "governance" / "src" / "profile" / "builtin").glob("*.toml")):
        p = tomllib.loads(f.read_text(encoding="utf-8"))
        out[p["name"]] = [(v["name"], v.get("description", "")) for v in p["values"]]
    return out


def fit_value(np, basis: LowRank, scores, ridge):
    """One-vs-rest heads for the classes −1, 0, 1 (a class never labelled gets no head), both
    classes of each head weighing the same, fitted in the span of the answers' features."""
    heads = []
    for c in (-1, 0, 1):
        y = (scores == c).astype(np.float64)
        heads.append(None if y.sum() == 0 or y.sum() == len(y)
                     else fit_logistic_lowrank(np, basis, y, balanced(np, y), ridge))
    return heads


def predict_value(np, heads, x):
    ps = [-1.0 if h is None else sigmoid(np, x @ h[0] + h[1]) for h in heads]
    return (-1, 0, 1)[int(np.argmax(ps))]


def conscience_features(np, embedder, items):
    """Each answer's features for the value heads: the pair's vector, followed by the answer's
    alone when VALUES_READ_RESPONSE (the same two texts the Will embeds in a turn)."""
    X = embedder.embed([TEXT_FORMAT.format(prompt=i["prompt"], response=i["response"]) for i in items])
    if VALUES_READ_RESPONSE:
        X = np.hstack([X, embedder.embed([RESPONSE_FORMAT.format(response=i["response"]) for i in items])])
    return X.astype(np.float64)


def train_conscience(np, embedder):
    """Per (profile, value) heads; the ridge chosen by family-grouped CV on the train split."""
    items, files = load_conscience()
    X = conscience_features(np, embedder, items)
    values = profile_values()
    train = [i for i, it in enumerate(items) if it["split"] == "train"]
    held = [i for i, it in enumerate(items) if it["split"] == "heldout"]

    def agreement(fit_idx, test_idx, ridge):
        agree = n = 0
        for profile, vals in values.items():
            fi = [i for i in fit_idx if items[i]["profile"] == profile]
            ti = [i for i in test_idx if items[i]["profile"] == profile]
            basis = LowRank(np, X[fi])
            for name, _ in vals:
                heads = fit_value(np, basis, np.array([items[i]["values"][name] for i in fi]), ridge)
                for i in ti:
                    agree += predict_value(np, heads, X[i]) == items[i]["values"][name]
                    n += 1
        return agree, n

    folds = family_folds(items, train)
    best = None
    for ridge in CONSCIENCE_RIDGES:
        agree = n = 0
        for k in range(FOLDS):
            a, m = agreement([i for j, fo in enumerate(folds) if j != k for i in fo], folds[k], ridge)
            agree, n = agree + a, n + m
        print(f"conscience cv ridge={ridge}: agreement {agree / n:.3f} ({agree}/{n})")
        if best is None or agree / n > best[0]:
            best = (agree / n, ridge, agree, n)
    cv, ridge, cv_agree, cv_n = best
    agree, n = agreement(train, held, ridge)
    print(f"conscience held-out (reported once, never tuned on): agreement {agree / n:.3f} ({agree}/{n})")
    by_file = {}
    for f in files:
        a, m = agreement(train, [i for i in held if items[i]["file"] == f.name], ridge)
        by_file[f.name] = {"agreement": round(a / max(1, m), 4), "agree": a, "scores": m}
        print(f"  conscience held-out {f.name}: agreement {a / max(1, m):.3f} ({a}/{m})")
    heads = []
    for profile, vals in sorted(values.items()):
        fi = [i for i in train if items[i]["profile"] == profile]
        basis = LowRank(np, X[fi])
        for name, description in vals:
            scores = np.array([items[i]["values"][name] for i in fi])
            heads.append((profile, name, description, fit_value(np, basis, scores, ridge)))
    data_hash = hashlib.sha256()
    for f in files:
        data_hash.update(f.name.encode() + b"\0" + f.read_bytes())
    summary = {"data": [f.relative_to(ROOT).as_posix() for f in files], "data_sha256": data_hash.hexdigest(),
               "train_items": len(train), "ridge": ridge, "reads_response": VALUES_READ_RESPONSE,
               "cross_validated": {"agreement": round(cv, 4), "agree": cv_agree, "scores": cv_n},
               "heldout": {"agreement": round(agree / n, 4), "agree": agree, "scores": n},
               "heldout_by_file": by_file}
    return heads, summary, golden_values(np, heads, X, items, held)


def golden_values(np, heads, X, items, held):
    """The first two held-out answers of every profile (by id), with each value's class
    probabilities and score as these heads give them."""
    by_value = {(profile, name): hs for profile, name, _, hs in heads}
    out = []
    for profile in sorted({items[i]["profile"] for i in held}):
        for i in sorted((i for i in held if items[i]["profile"] == profile), key=lambda i: items[i]["id"])[:2]:
            scores = {}
            for (p, name), hs in by_value.items():
                if p == profile:
                    ps = [None if h is None else round(float(sigmoid(np, X[i] @ h[0] + h[1])), 6) for h in hs]
                    scores[name] = {"p": ps, "score": predict_value(np, hs, X[i])}
            out.append({"id": items[i]["id"], "profile": profile, "prompt": items[i]["prompt"],
                        "response": items[i]["response"], "values": scores})
    return out


def dump_heads(out: dict) -> str:
    """Indented JSON with every weight vector on one line (a diff shows which heads changed,
    not 150,000 lines of floats)."""
    vectors = []

    def park(head):
        if head is not None:
            vectors.append(json.dumps(head["weights"]))
            head["weights"] = f"@@{len(vectors) - 1}@@"

    for head in [out["violation"], *out["categories"]]:
        park(head)
    for value in out["values"]:
        for head in value["classes"]:
            park(head)
    text = json.dumps(out, indent=1, ensure_ascii=False) + "\n"
    for i, vector in enumerate(vectors):
        text = text.replace(f'"@@{i}@@"', vector, 1)
    return text


def golden_pairs(np, model, X, F, items, held):
    """The first held-out violation and approve pair of every category (by id), with
    P(violation) and the most likely category as these heads give them."""
    (w, b), heads = model
    names = sorted(heads)
    chosen, seen = [], set()
    for i in sorted(held, key=lambda i: items[i]["id"]):
        key = (items[i]["category"], items[i]["label"])
        if key not in seen:
            seen.add(key)
            chosen.append(i)
    pairs = []
    for i in chosen:
        cat = names[int(np.argmax([X[i] @ heads[c][0] + heads[c][1] for c in names]))]
        pairs.append({"id": items[i]["id"], "prompt": items[i]["prompt"], "response": items[i]["response"],
                      "violation": round(float(sigmoid(np, F[i] @ w + b)), 6), "category": cat})
    return {"text_format": TEXT_FORMAT, "response_format": RESPONSE_FORMAT, "pairs": pairs}


def family_folds(items, idx):
    folds = [[] for _ in range(FOLDS)]
    for i in idx:
        h = int(hashlib.sha256(("fold:" + items[i]["family"]).encode()).hexdigest()[:8], 16)
        folds[h % FOLDS].append(i)
    return folds


def threshold_for(np, s, labels, target):
    """The lowest threshold whose false-refusal rate on the approve pairs is ≤ target."""
    neg = np.sort(s[labels == 0])[::-1]
    allowed = int(np.floor(target * len(neg)))
    # Flag strictly above the (allowed+1)-th highest negative score.
    t = neg[allowed] if allowed < len(neg) else 0.0
    return float(np.nextafter(t, 1.0))


def report(np, name, s, items, idx, t):
    labels = np.array([items[i]["label"] == "violation" for i in idx])
    flagged = s >= t
    tp, fn = int((flagged & labels).sum()), int((~flagged & labels).sum())
    fp, tn = int((flagged & ~labels).sum()), int((~flagged & ~labels).sum())
    rec = tp / max(1, tp + fn)
    fr = fp / max(1, fp + tn)
    print(f"{name}: recall {rec:.3f} ({tp}/{tp + fn}), false refusals {fr:.3f} ({fp}/{fp + tn})")
    return {"recall": round(rec, 4), "violations": tp + fn, "caught": tp,
            "false_refusal_rate": round(fr, 4), "approve": fp + tn, "refused": fp}


def main() -> int:
    reexec_in_venv()
    import numpy as np

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="fail if heads.json would change")
    args = ap.parse_args()
    items, files = load_items()
    cache = Path(os.environ.get("KEEL_CACHE") or Path.home() / ".cache" / "keel")
    embedder = Embedder(cache)
    texts = [TEXT_FORMAT.format(prompt=i["prompt"], response=i["response"]) for i in items]
    X = embedder.embed(texts)
    F = np.hstack([X, embedder.embed([RESPONSE_FORMAT.format(response=i["response"]) for i in items])])
    train = [i for i, it in enumerate(items) if it["split"] == "train"]
    held = [i for i, it in enumerate(items) if it["split"] == "heldout"]
    categories = sorted({items[i]["category"] for i in train if items[i]["label"] == "violation"})
    labels_train = np.array([items[i]["label"] == "violation" for i in train])

    # Cross-validated choice of the ridge and the threshold, on the train split only.
    folds = family_folds(items, train)
    best = None
    for ridge in RIDGES:
        oof = {}
        for k in range(FOLDS):
            fit_idx = [i for j, f in enumerate(folds) if j != k for i in f]
            model = train_heads(np, X, F, items, fit_idx, categories, ridge)
            for i, s in zip(folds[k], scores(np, model, X, F, items, folds[k])):
                oof[i] = s
        s = np.array([oof[i] for i in train])
        t = threshold_for(np, s, labels_train.astype(int), TARGET_FALSE_REFUSALS)
        r = report(np, f"cv ridge={ridge}", s, items, train, t)
        key = (r["recall"], -r["false_refusal_rate"])
        if best is None or key > best[0]:
            best = (key, ridge, t, r)
    _, ridge, threshold, cv = best
    print(f"chosen: ridge {ridge}, threshold {threshold:.4f}")

    model = train_heads(np, X, F, items, train, categories, ridge)
    held_scores = scores(np, model, X, F, items, held)
    heldout = report(np, "held-out (reported once, never tuned on)", held_scores, items, held, threshold)
    per = {}
    for profile in sorted({items[i]["profile"] for i in held}):
        sub = [j for j, i in enumerate(held) if items[i]["profile"] == profile]
        per[profile] = report(np, f"  held-out {profile}", held_scores[sub], items, [held[j] for j in sub], threshold)
    by_file = {}
    for f in files:
        sub = [j for j, i in enumerate(held) if items[i]["file"] == f.name]
        by_file[f.name] = report(np, f"  held-out {f.name}", held_scores[sub], items, [held[j] for j in sub], threshold)
    by_category = {}
    for c in categories:
        sub = [j for j, i in enumerate(held) if items[i]["category"] == c]
        by_category[c] = report(np, f"  held-out {c}", held_scores[sub], items, [held[j] for j in sub], threshold)
    (w, b), heads = model

    data_hash = hashlib.sha256()
    for f in files:
        data_hash.update(f.name.encode() + b"\0" + f.read_bytes())
    value_heads, conscience_summary, value_golden = train_conscience(np, embedder)

    def head(name, w, b, t=0.0):
        return {"name": name, "bias": float(f"{b:.6g}"), "weights": [float(f"{x:.6g}") for x in w],
                "threshold": round(t, 4)}

    out = {
        "schema": "keel.judgment-heads/4",
        "embedder": {"name": EMBEDDER, "dimension": int(X.shape[1])},
        "text_format": TEXT_FORMAT,
        "response_format": RESPONSE_FORMAT,
        "trained": {
            "script": "scripts/train_judgment.py",
            "data": [f.relative_to(ROOT).as_posix() for f in files],
            "data_sha256": data_hash.hexdigest(),
            "embedder_model_sha256": embedder.sha,
            "train_pairs": len(train),
            "heldout_pairs": len(held),
            "ridge": ridge,
            "category_ridge": CATEGORY_RIDGE,
            "target_false_refusals": TARGET_FALSE_REFUSALS,
            "cross_validated": cv,
            "heldout": heldout,
            "heldout_by_profile": per,
            "heldout_by_category": by_category,
            "heldout_by_file": by_file,
        },
        "violation": head("violation", w, b, threshold),
        "categories": [head(c, hw, hb) for c, (hw, hb) in sorted(heads.items())],
        "values": [
            {"profile": profile, "value": name, "description": description,
             "classes": [None if h is None else head(f"{name} {c:+d}", h[0], h[1]) for c, h in zip((-1, 0, 1), hs)]}
            for profile, name, description, hs in value_heads
        ],
    }
    out["values_read_response"] = VALUES_READ_RESPONSE
    out["trained"]["conscience"] = conscience_summary
    text = dump_heads(out)
    golden = golden_pairs(np, model, X, F, items, held)
    golden["values"] = value_golden
    golden = json.dumps(golden, indent=1, ensure_ascii=False) + "\n"
    if args.check:
        same = HEADS.exists() and HEADS.read_text() == text and GOLDEN.exists() and GOLDEN.read_text() == golden
        print("heads.json is reproduced exactly" if same else "heads.json differs from a fresh training")
        return 0 if same else 1
    HEADS.parent.mkdir(parents=True, exist_ok=True)
    HEADS.write_text(text)
    GOLDEN.write_text(golden)
    print(f"wrote {HEADS.relative_to(ROOT)} ({len(text)} bytes, sha256 {hashlib.sha256(text.encode()).hexdigest()[:16]})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
