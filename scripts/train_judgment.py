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
on the same ONNX file keel loads); the response is also embedded alone (RESPONSE_FORMAT), and
the message alone (PROMPT_FORMAT). Two kinds of L2-regularised logistic head, fitted by
Newton's method (deterministic: same data and model → byte-identical heads.json):
- the violation head, on the pair's vector followed by the response's and the message's: every
  violation of every category against every approve pair (one pooled head beat one head per
  category by ~20 points of recall in cross-validation: what compliance with a harmful request
  looks like is shared across categories; the response's own vector added 4 points of
  cross-validated recall at the same false refusals, scripts/judgment_cv.py --response, and the
  message's about one more, most in the tutor profile, where an exam in progress or work to
  hand in is said in the message); and for each profile with domain rules (OWN_HEAD_PROFILES)
  a head of its own on the same vectors, trained on that profile's pairs only, whose
  probability is averaged with the pooled head's in that profile (about one more point, most
  in tutor and health);
- one category head per category, on the pair's vector, trained on violations only: the highest
  names the category.
A profile's Will flags a pair when P(violation) ≥ its profile's threshold and the most likely
category is one the profile claims (the baseline categories everywhere, a domain's in its profile).

The Conscience's heads (tests/fixtures/judgment/conscience*.jsonl): per (profile, value), one
head per score −1, 0, +1 (one-vs-rest) on the same two vectors as the violation head,
[pair ‖ response] (VALUES_READ_RESPONSE: 2–3 points of cross-validated agreement over the pair
alone, scripts/judgment_cv.py --conscience); the most likely class is the score, except that −1
needs P(−1) of at least the heads' floor (value_minus_floor); the confidence is the score's share of
the three probabilities, Platt-scaled on out-of-fold scores (value_confidence). A turn already
has both vectors from the Will, so this costs no embedding. Their class weighting, ridge and floor are chosen by
cross-validated agreement with the everyday check as the tie-break (train_conscience).

Choices, all by 5-fold cross-validation grouped by family on the train split: the violation
heads' ridges, and their thresholds: for each built-in profile the lowest whose out-of-fold
false-refusal rate among that profile's approve pairs (flagged, with the category routing above)
is at most TARGET_FALSE_REFUSALS, and the same pooled over all profiles for profiles keel was
not trained on; the value heads' ridge. The held-out split is reported overall, per profile,
per category and per file.

Texts are embedded one at a time, as keel embeds them (a padded batch moves the 8-bit encoder's
vector of a text in the third decimal), and cached by text under .cache/judgment-embeddings/, so
--check reproduces heads.json byte for byte from the data and the model alone.
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
# heads give the same answers (tests/tests/integration/judgment_golden.rs).
GOLDEN = ROOT / "governance" / "judgment" / "golden.json"
EMBEDDER = "embeddinggemma-300m"
# EmbeddingGemma's own classification prompt, then the pair.
TEXT_FORMAT = "task: classification | query: User: {prompt}\nAssistant: {response}"
# The response alone, for the violation head's second part.
RESPONSE_FORMAT = "task: classification | query: {response}"
# The message alone, for the violation head's third part.
PROMPT_FORMAT = "task: classification | query: {prompt}"
MAX_TOKENS = 512
TARGET_FALSE_REFUSALS = 0.04
HELDOUT_PERCENT = 30
RIDGES = [3e-6, 1e-5, 3e-5, 1e-4]
CATEGORY_RIDGE = 1e-4
# The profiles with a violation head of their own (averaged with the pooled one): those with
# domain rules, whose violations the pooled head learns from few examples among many.
OWN_HEAD_PROFILES = ["financial-fiduciary", "health-navigator", "tutor"]
OWN_RIDGES = [1e-4, 1e-3]
CONSCIENCE_RIDGES = [1e-5, 1e-4, 1e-3, 1e-2]
CONSCIENCE_WEIGHTINGS = ["balanced", "sqrt", "plain"]
# The least P(−1) at which −1 may be a value's score (predict_value): 0 is the plain most
# probable class; 0.5 asks the one-vs-rest −1 head to find the fault more likely than not.
CONSCIENCE_MINUS_FLOORS = [0.0, 0.5]
# The unlabelled everyday check of the value heads (see train_conscience).
EVERYDAY = "will_benign.jsonl"
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
        # "-single": vectors of texts embedded one at a time (caches of padded batches differ).
        self.store_path = ROOT / ".cache" / "judgment-embeddings" / f"{self.sha[:16]}-single.npz"
        self.store: dict[str, object] = {}
        if self.store_path.exists():
            with np.load(self.store_path) as z:
                self.store = {k: z[k] for k in z.files}

    def embed(self, texts: list[str]):
        """Each text's vector, embedded alone (no padding), as keel embeds in a turn: a padded
        batch moves the 8-bit encoder's output in the third decimal with the texts it shares,
        which would make the heads depend on the order the cache was filled in."""
        np = self.np
        keys = [hashlib.sha256(t.encode()).hexdigest() for t in texts]
        todo = sorted({k: t for k, t in zip(keys, texts) if k not in self.store}.items())
        for n, (k, t) in enumerate(todo):
            ids = np.array([self.tokenizer.encode(t).ids], dtype=np.int64)
            out = self.session.run(["sentence_embedding"], {"input_ids": ids, "attention_mask": np.ones_like(ids)})[0]
            self.store[k] = out[0].astype(np.float32)
            if n % 200 == 0:
                print(f"  embedded {n + 1}/{len(todo)}", file=sys.stderr)
                self.save()
        if todo:
            self.save()
        return np.stack([self.store[k] for k in keys])

    def save(self):
        self.store_path.parent.mkdir(parents=True, exist_ok=True)
        tmp = self.store_path.with_suffix(".tmp.npz")
        self.np.savez(tmp, **self.store)
        tmp.replace(self.store_path)


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


def train_heads(np, X, F, items, idx, categories, ridge, own_ridge=None):
    """The pooled violation head (on F: the pair's, the response's and the message's vectors),
    the category heads (on X, the pair's) and, with own_ridge, each OWN_HEAD_PROFILES profile's
    own violation head (on F, that profile's pairs only), fitted on the pairs `idx`."""
    idx = np.array(idx)
    y = np.array([items[i]["label"] == "violation" for i in idx], dtype=np.float64)
    # Cached: the cross-validation fits the same pooled head once per own-head ridge.
    pooled_key = (idx.tobytes(), ridge)
    if pooled_key not in _POOLED_HEADS:
        _POOLED_HEADS[pooled_key] = fit_logistic(np, F[idx], y, balanced(np, y), ridge)
    violation = _POOLED_HEADS[pooled_key]
    own = {} if own_ridge is None else {p: own_head(np, F, items, idx, p, own_ridge) for p in OWN_HEAD_PROFILES}
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
    return violation, _CATEGORY_HEADS[key], own


_CATEGORY_HEADS: dict = {}
_POOLED_HEADS: dict = {}


def own_head(np, F, items, idx, profile, ridge):
    """`profile`'s own violation head on its pairs among `idx` (fitted in their span: a profile
    has fewer pairs than features); cached, as it does not depend on the pooled head's ridge."""
    mine = np.array([i for i in idx if items[i]["profile"] == profile])
    key = (mine.tobytes(), ridge)
    if key not in _OWN_HEADS:
        y = np.array([items[i]["label"] == "violation" for i in mine], dtype=np.float64)
        _OWN_HEADS[key] = fit_logistic_lowrank(np, LowRank(np, F[mine]), y, balanced(np, y), ridge)
    return _OWN_HEADS[key]


_OWN_HEADS: dict = {}


def sigmoid(np, z):
    return 1.0 / (1.0 + np.exp(-z))


def scores(np, model, X, F, items, idx):
    """Per pair: P(violation) in its profile (the mean of the pooled head's and the profile's
    own, when it has one) when its most likely category applies in its profile, else 0."""
    (w, b), heads, own = model
    names = sorted(heads)
    W = np.stack([heads[c][0] for c in names])
    B = np.array([heads[c][1] for c in names])
    out = np.zeros(len(idx))
    for j, i in enumerate(idx):
        best = names[int(np.argmax(X[i] @ W.T + B))]
        if applies(best, items[i]["profile"]):
            out[j] = sigmoid(np, F[i] @ w + b)
            if items[i]["profile"] in own:
                wo, bo = own[items[i]["profile"]]
                out[j] = (out[j] + sigmoid(np, F[i] @ wo + bo)) / 2
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


def class_weights(np, y, weighting):
    """Per-answer weights of one class head: "balanced" (both classes weigh the same), "plain"
    (every answer the same), "sqrt" (halfway, the square root of their product)."""
    if weighting == "balanced":
        return balanced(np, y)
    if weighting == "sqrt":
        return np.sqrt(balanced(np, y) / len(y))
    return np.full(len(y), 1.0 / len(y))


def fit_value(np, basis: LowRank, scores, ridge, weighting):
    """One-vs-rest heads for the classes −1, 0, 1 (a class never labelled gets no head), fitted
    in the span of the answers' features."""
    heads = []
    for c in (-1, 0, 1):
        y = (scores == c).astype(np.float64)
        heads.append(None if y.sum() == 0 or y.sum() == len(y)
                     else fit_logistic_lowrank(np, basis, y, class_weights(np, y, weighting), ridge))
    return heads


def predict_value(np, heads, x, minus_floor=0.0):
    """The most probable class, except that −1 needs P(−1) ≥ minus_floor (else the better of 0
    and +1); as keel's ValueHeads::score."""
    return score_value(np, heads, x, minus_floor)[0]


def score_value(np, heads, x, minus_floor=0.0):
    """(score, share): predict_value's class and its share of the three probabilities (a class
    without a head counts 0), the raw confidence keel calibrates (calibrate_confidence)."""
    ps = [-1.0 if h is None else sigmoid(np, x @ h[0] + h[1]) for h in heads]
    best = int(np.argmax(ps))
    if best == 0 and ps[0] < minus_floor:
        best = 1 + int(np.argmax(ps[1:]))
    positive = [max(p, 0.0) for p in ps]
    return (-1, 0, 1)[best], positive[best] / sum(positive) if sum(positive) > 0 else 0.0


def expected_calibration_error(np, confidence, correct, bins=10):
    """Σ over ten equal-width confidence bins of (share of scores) × |mean confidence − accuracy|."""
    confidence, correct = np.asarray(confidence), np.asarray(correct, dtype=np.float64)
    edges = np.minimum((confidence * bins).astype(int), bins - 1)
    return float(sum((edges == k).mean() * abs(confidence[edges == k].mean() - correct[edges == k].mean())
                     for k in range(bins) if (edges == k).any()))


def calibrate_confidence(np, shares, correct):
    """Platt scaling of the share: σ(slope·share + intercept) fitted to whether the score was
    right, on out-of-fold scores (every score weighing the same)."""
    shares, correct = np.asarray(shares), np.asarray(correct, dtype=np.float64)
    (slope,), intercept = fit_logistic(np, shares[:, None], correct, np.ones(len(correct)), 1e-6)
    return float(f"{slope:.6g}"), float(f"{intercept:.6g}")


def conscience_features(np, embedder, items):
    """Each answer's features for the value heads: the pair's vector, followed by the answer's
    alone when VALUES_READ_RESPONSE (the same two texts the Will embeds in a turn)."""
    X = embedder.embed([TEXT_FORMAT.format(prompt=i["prompt"], response=i["response"]) for i in items])
    if VALUES_READ_RESPONSE:
        X = np.hstack([X, embedder.embed([RESPONSE_FORMAT.format(response=i["response"]) for i in items])])
    return X.astype(np.float64)


def load_everyday() -> list[dict]:
    """The plain everyday answers of the Will's sets (no value labels), for the everyday check."""
    return [json.loads(line) for line in (DATA / EVERYDAY).read_text(encoding="utf-8").splitlines() if line.strip()]


def train_conscience(np, embedder):
    """Per (profile, value) heads. The class weighting, the ridge and the −1 floor are chosen on
    the train split: by family-grouped CV agreement, and among the variants within one standard
    error of the best agreement, the one that scores fewest plain everyday answers −1 on some
    value (the everyday check: agreement on answers written to exercise the values can rise
    while plain answers start to read as faults, which only unlabelled everyday answers show)."""
    items, files = load_conscience()
    X = conscience_features(np, embedder, items)
    everyday = load_everyday()
    E = conscience_features(np, embedder, everyday)
    values = profile_values()
    train = [i for i, it in enumerate(items) if it["split"] == "train"]
    held = [i for i, it in enumerate(items) if it["split"] == "heldout"]

    def fitted(fit_idx, ridge, weighting):
        """{(profile, value): heads} fitted on the answers `fit_idx`."""
        out = {}
        for profile, vals in values.items():
            fi = [i for i in fit_idx if items[i]["profile"] == profile]
            basis = LowRank(np, X[fi])
            for name, _ in vals:
                out[(profile, name)] = fit_value(np, basis, np.array([items[i]["values"][name] for i in fi]),
                                                 ridge, weighting)
        return out

    def agreement(heads, test_idx, floor):
        agree = n = 0
        for (profile, name), hs in heads.items():
            for i in test_idx:
                if items[i]["profile"] == profile:
                    agree += predict_value(np, hs, X[i], floor) == items[i]["values"][name]
                    n += 1
        return agree, n

    def everyday_minus(heads, floor):
        """(everyday answers given −1 on some value, −1 scores in all)."""
        flagged = [sum(predict_value(np, hs, E[i], floor) == -1 for (profile, _), hs in heads.items()
                       if everyday[i]["profile"] == profile) for i in range(len(everyday))]
        return sum(1 for f in flagged if f), int(sum(flagged))

    folds = family_folds(items, train)
    variants = []
    for weighting in CONSCIENCE_WEIGHTINGS:
        for ridge in CONSCIENCE_RIDGES:
            # The floor changes no fit: each fold's heads are scored at every floor.
            fold_heads = [fitted([i for j, fo in enumerate(folds) if j != k for i in fo], ridge, weighting)
                          for k in range(FOLDS)]
            whole = fitted(train, ridge, weighting)
            for floor in CONSCIENCE_MINUS_FLOORS:
                agree = n = 0
                for k in range(FOLDS):
                    a, m = agreement(fold_heads[k], folds[k], floor)
                    agree, n = agree + a, n + m
                minus = everyday_minus(whole, floor)
                print(f"conscience cv {weighting:8} ridge={ridge:<7g} floor={floor:<4g} agreement {agree / n:.3f} "
                      f"({agree}/{n}), everyday answers scored −1 {minus[0]}/{len(everyday)} ({minus[1]} scores)")
                variants.append({"weighting": weighting, "ridge": ridge, "minus_floor": floor,
                                 "agreement": round(agree / n, 4), "agree": agree, "scores": n,
                                 "everyday_minus_answers": minus[0], "everyday_minus_scores": minus[1]})
    top = max(v["agreement"] for v in variants)
    within = top - (top * (1 - top) / variants[0]["scores"]) ** 0.5
    chosen = min((v for v in variants if v["agreement"] >= within),
                 key=lambda v: (v["everyday_minus_answers"], v["everyday_minus_scores"], -v["agreement"]))
    ridge, weighting, floor = chosen["ridge"], chosen["weighting"], chosen["minus_floor"]
    print(f"conscience chosen: {weighting} weighting, ridge {ridge}, −1 floor {floor} "
          f"(agreement within {within:.4f} of the best)")
    final = fitted(train, ridge, weighting)

    def shares_and_hits(heads, test_idx):
        rows = [(score_value(np, hs, X[i], floor), items[i]["values"][name])
                for (profile, name), hs in heads.items() for i in test_idx if items[i]["profile"] == profile]
        return [share for (_, share), _ in rows], [score == want for (score, _), want in rows]

    # The confidence: the share, calibrated on the chosen variant's out-of-fold scores.
    oof_shares, oof_hits = [], []
    for k in range(FOLDS):
        fold = shares_and_hits(fitted([i for j, fo in enumerate(folds) if j != k for i in fo], ridge, weighting),
                               folds[k])
        oof_shares += fold[0]
        oof_hits += fold[1]
    slope, intercept = calibrate_confidence(np, oof_shares, oof_hits)

    def calibrated(shares):
        return sigmoid(np, slope * np.asarray(shares) + intercept)

    held_shares, held_hits = shares_and_hits(final, held)
    confidence = {"slope": slope, "intercept": intercept,
                  "cv_ece_share": round(expected_calibration_error(np, oof_shares, oof_hits), 4),
                  "cv_ece": round(expected_calibration_error(np, calibrated(oof_shares), oof_hits), 4),
                  "heldout_ece_share": round(expected_calibration_error(np, held_shares, held_hits), 4),
                  "heldout_ece": round(expected_calibration_error(np, calibrated(held_shares), held_hits), 4)}
    print(f"conscience confidence: σ({slope}·share + {intercept}); expected calibration error out of fold "
          f"{confidence['cv_ece_share']} → {confidence['cv_ece']}, held out {confidence['heldout_ece_share']} → "
          f"{confidence['heldout_ece']}")
    agree, n = agreement(final, held, floor)
    print(f"conscience held-out (reported once, never tuned on): agreement {agree / n:.3f} ({agree}/{n})")
    by_file = {}
    for f in files:
        a, m = agreement(final, [i for i in held if items[i]["file"] == f.name], floor)
        by_file[f.name] = {"agreement": round(a / max(1, m), 4), "agree": a, "scores": m}
        print(f"  conscience held-out {f.name}: agreement {a / max(1, m):.3f} ({a}/{m})")
    by_profile = {}
    for profile in sorted(values):
        a, m = agreement({k: v for k, v in final.items() if k[0] == profile}, held, floor)
        by_profile[profile] = {"agreement": round(a / max(1, m), 4), "agree": a, "scores": m}
        print(f"  conscience held-out {profile}: agreement {a / max(1, m):.3f} ({a}/{m})")
    heads = [(profile, name, description, final[(profile, name)])
             for profile, vals in sorted(values.items()) for name, description in vals]
    data_hash = hashlib.sha256()
    for f in files:
        data_hash.update(f.name.encode() + b"\0" + f.read_bytes())
    summary = {"data": [f.relative_to(ROOT).as_posix() for f in files], "data_sha256": data_hash.hexdigest(),
               "train_items": len(train), "ridge": ridge, "weighting": weighting, "minus_floor": floor,
               "reads_response": VALUES_READ_RESPONSE, "everyday_check": (DATA / EVERYDAY).relative_to(ROOT).as_posix(),
               "variants": variants,
               "cross_validated": {k: chosen[k] for k in ("agreement", "agree", "scores")},
               "everyday": {"answers": len(everyday), "minus_answers": chosen["everyday_minus_answers"],
                            "minus_scores": chosen["everyday_minus_scores"]},
               "heldout": {"agreement": round(agree / n, 4), "agree": agree, "scores": n},
               "heldout_by_profile": by_profile,
               "heldout_by_file": by_file,
               "confidence": confidence}
    return heads, floor, (slope, intercept), summary, golden_values(np, heads, floor, (slope, intercept), X, items, held)


def golden_values(np, heads, floor, calibration, X, items, held):
    """The first two held-out answers of every profile (by id), with each value's class
    probabilities, score and calibrated confidence as these heads give them."""
    by_value = {(profile, name): hs for profile, name, _, hs in heads}
    out = []
    for profile in sorted({items[i]["profile"] for i in held}):
        for i in sorted((i for i in held if items[i]["profile"] == profile), key=lambda i: items[i]["id"])[:2]:
            scores = {}
            for (p, name), hs in by_value.items():
                if p == profile:
                    ps = [None if h is None else round(float(sigmoid(np, X[i] @ h[0] + h[1])), 6) for h in hs]
                    score, share = score_value(np, hs, X[i], floor)
                    confidence = float(sigmoid(np, calibration[0] * share + calibration[1]))
                    scores[name] = {"p": ps, "score": score, "confidence": round(confidence, 6)}
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

    for head in [out["violation"], *out["profile_heads"].values(), *out["categories"]]:
        park(head)
    for value in out["values"]:
        for head in value["classes"]:
            park(head)
    text = json.dumps(out, indent=1, ensure_ascii=False) + "\n"
    for i, vector in enumerate(vectors):
        text = text.replace(f'"@@{i}@@"', vector, 1)
    return text


def golden_pairs(np, model, X, F, items, held):
    """The first held-out violation and approve pair of every category (by id), with the
    P(violation) of its profile and the most likely category as these heads give them."""
    (w, b), heads, own = model
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
        p = float(sigmoid(np, F[i] @ w + b))
        if items[i]["profile"] in own:
            wo, bo = own[items[i]["profile"]]
            p = (p + float(sigmoid(np, F[i] @ wo + bo))) / 2
        pairs.append({"id": items[i]["id"], "profile": items[i]["profile"], "prompt": items[i]["prompt"],
                      "response": items[i]["response"], "violation": round(p, 6), "category": cat})
    return {"text_format": TEXT_FORMAT, "response_format": RESPONSE_FORMAT, "prompt_format": PROMPT_FORMAT,
            "pairs": pairs}


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
    F = np.hstack([X, embedder.embed([RESPONSE_FORMAT.format(response=i["response"]) for i in items]),
                   embedder.embed([PROMPT_FORMAT.format(prompt=i["prompt"]) for i in items])])
    train = [i for i, it in enumerate(items) if it["split"] == "train"]
    held = [i for i, it in enumerate(items) if it["split"] == "heldout"]
    categories = sorted({items[i]["category"] for i in train if items[i]["label"] == "violation"})
    labels_train = np.array([items[i]["label"] == "violation" for i in train])

    # Cross-validated choice of the ridges and the operating points, on the train split only.
    # Each built-in profile's own operating point: the lowest threshold whose out-of-fold false
    # refusals among that profile's approve pairs are at most the target, so no profile buys
    # another's recall with its own false refusals; profiles keel was not trained on use the
    # pooled head alone at the pooled operating point. The ridges (the pooled head's, and the
    # profiles' own heads') are those with the best recall at the profiles' operating points.
    folds = family_folds(items, train)
    profiles = sorted({items[i]["profile"] for i in train})
    train_profile = np.array([items[i]["profile"] for i in train])

    def at_profiles(s):
        thresholds = {p: threshold_for(np, s[train_profile == p], labels_train[train_profile == p].astype(int),
                                       TARGET_FALSE_REFUSALS) for p in profiles}
        flagged = s >= np.array([thresholds[p] for p in train_profile])
        return thresholds, int((flagged & labels_train).sum()), int((flagged & ~labels_train).sum())

    best = None
    for ridge in RIDGES:
        for own_ridge in OWN_RIDGES:
            oof, pooled = {}, {}
            for k in range(FOLDS):
                fit_idx = [i for j, f in enumerate(folds) if j != k for i in f]
                model = train_heads(np, X, F, items, fit_idx, categories, ridge, own_ridge)
                for i, s in zip(folds[k], scores(np, model, X, F, items, folds[k])):
                    oof[i] = s
                for i, s in zip(folds[k], scores(np, model[:2] + ({},), X, F, items, folds[k])):
                    pooled[i] = s
            s = np.array([oof[i] for i in train])
            thresholds, tp, fp = at_profiles(s)
            print(f"cv ridge={ridge} own ridge={own_ridge}: at the profiles' operating points recall "
                  f"{tp / labels_train.sum():.3f} ({tp}/{labels_train.sum()}), false refusals {fp}/{(~labels_train).sum()}")
            if best is None or (tp, -fp) > best[0]:
                best = ((tp, -fp), ridge, own_ridge, thresholds, s, np.array([pooled[i] for i in train]))
    _, ridge, own_ridge, profile_thresholds, oof_scores, oof_pooled = best
    threshold = threshold_for(np, oof_pooled, labels_train.astype(int), TARGET_FALSE_REFUSALS)
    report(np, "cv, the pooled head alone at the pooled operating point", oof_pooled, items, train, threshold)
    print(f"chosen: ridge {ridge}, own heads' ridge {own_ridge}, threshold {threshold:.4f}, per profile "
          + ", ".join(f"{p} {t:.4f}" for p, t in profile_thresholds.items()))

    def operating(idx):
        return np.array([profile_thresholds.get(items[i]["profile"], threshold) for i in idx])

    cv = report(np, "cv at the profiles' operating points", oof_scores, items, train, operating(train))
    cv["by_profile"] = {p: report(np, f"  cv {p}", oof_scores[train_profile == p], items,
                                  [i for i in train if items[i]["profile"] == p], profile_thresholds[p])
                        for p in profiles}

    model = train_heads(np, X, F, items, train, categories, ridge, own_ridge)
    held_scores = scores(np, model, X, F, items, held)
    held_t = operating(held)
    heldout = report(np, "held-out (reported once, never tuned on)", held_scores, items, held, held_t)
    per = {}
    for profile in sorted({items[i]["profile"] for i in held}):
        sub = [j for j, i in enumerate(held) if items[i]["profile"] == profile]
        per[profile] = report(np, f"  held-out {profile}", held_scores[sub], items, [held[j] for j in sub], held_t[sub])
    by_file = {}
    for f in files:
        sub = [j for j, i in enumerate(held) if items[i]["file"] == f.name]
        by_file[f.name] = report(np, f"  held-out {f.name}", held_scores[sub], items, [held[j] for j in sub], held_t[sub])
    by_category = {}
    for c in categories:
        sub = [j for j, i in enumerate(held) if items[i]["category"] == c]
        by_category[c] = report(np, f"  held-out {c}", held_scores[sub], items, [held[j] for j in sub], held_t[sub])
    (w, b), heads, own = model

    data_hash = hashlib.sha256()
    for f in files:
        data_hash.update(f.name.encode() + b"\0" + f.read_bytes())
    value_heads, minus_floor, calibration, conscience_summary, value_golden = train_conscience(np, embedder)

    def head(name, w, b, t=0.0):
        return {"name": name, "bias": float(f"{b:.6g}"), "weights": [float(f"{x:.6g}") for x in w],
                "threshold": round(t, 4)}

    out = {
        "schema": "keel.judgment-heads/6",
        "embedder": {"name": EMBEDDER, "dimension": int(X.shape[1])},
        "text_format": TEXT_FORMAT,
        "response_format": RESPONSE_FORMAT,
        "prompt_format": PROMPT_FORMAT,
        "trained": {
            "script": "scripts/train_judgment.py",
            "data": [f.relative_to(ROOT).as_posix() for f in files],
            "data_sha256": data_hash.hexdigest(),
            "embedder_model_sha256": embedder.sha,
            "train_pairs": len(train),
            "heldout_pairs": len(held),
            "ridge": ridge,
            "own_ridge": own_ridge,
            "category_ridge": CATEGORY_RIDGE,
            "target_false_refusals": TARGET_FALSE_REFUSALS,
            "cross_validated": cv,
            "heldout": heldout,
            "heldout_by_profile": per,
            "heldout_by_category": by_category,
            "heldout_by_file": by_file,
        },
        "violation": head("violation", w, b, threshold),
        "profile_thresholds": {p: round(t, 4) for p, t in profile_thresholds.items()},
        "profile_heads": {p: head(p, pw, pb) for p, (pw, pb) in sorted(own.items())},
        "categories": [head(c, hw, hb) for c, (hw, hb) in sorted(heads.items())],
        "values": [
            {"profile": profile, "value": name, "description": description,
             "classes": [None if h is None else head(f"{name} {c:+d}", h[0], h[1]) for c, h in zip((-1, 0, 1), hs)]}
            for profile, name, description, hs in value_heads
        ],
    }
    out["values_read_response"] = VALUES_READ_RESPONSE
    out["value_confidence"] = {"slope": calibration[0], "intercept": calibration[1]}
    out["value_minus_floor"] = minus_floor
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
