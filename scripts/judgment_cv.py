#!/usr/bin/env python3
"""Compares modelling choices for the Will's violation head by cross-validation on the TRAIN
split only (the held-out families are never loaded into a fit or a score here).

    python3 scripts/judgment_cv.py                 # training-only choices (no Rust change)
    python3 scripts/judgment_cv.py --response      # also: features that add the response alone
    python3 scripts/judgment_cv.py --conscience    # the value heads instead, with the everyday check

Every variant uses the trainer's own folds (5, grouped by family), category routing and
operating point (the lowest threshold whose out-of-fold false-refusal rate is at most
TARGET_FALSE_REFUSALS), and reports out-of-fold recall there, with the recall at a 5 % rate for
comparison. A variant is worth adopting only if it is clearly better across the ridges. With
--conscience: out-of-fold agreement of the value heads, per features, weighting and ridge, and
how many plain everyday answers each variant scores −1 on some value.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import train_judgment as tj  # noqa: E402


def conscience(np, embedder) -> None:
    """Per-value heads: the features (the pair's vector, or [pair ‖ answer] as the violation
    head reads), the class weighting of the one-vs-rest heads and the ridge, by the trainer's
    family-grouped folds over the TRAIN split of the Conscience files. Beside each variant's
    out-of-fold agreement, the everyday check: heads fitted on the whole train split score the
    plain everyday answers of `will_benign.jsonl` (no value labels; a careful reader scores
    almost all of them 0 or +1), and the share of answers given some −1 is printed — agreement
    on answers written to exercise the values can rise while plain answers start reading as
    faults, which only this check shows."""
    items, _ = tj.load_conscience()
    sub = [it for it in items if it["split"] == "train"]
    everyday = [json.loads(line) for line in (tj.DATA / "will_benign.jsonl").read_text(encoding="utf-8").splitlines()
                if line.strip()]

    def feats(rows):
        X = embedder.embed([tj.TEXT_FORMAT.format(prompt=i["prompt"], response=i["response"]) for i in rows])
        R = embedder.embed([tj.RESPONSE_FORMAT.format(response=i["response"]) for i in rows])
        return {"pair": X.astype(np.float64), "pair+answer": np.hstack([X, R]).astype(np.float64)}

    features, everyday_features = feats(sub), feats(everyday)
    values = tj.profile_values()
    folds = tj.family_folds(sub, list(range(len(sub))))
    ridges = tj.CONSCIENCE_RIDGES

    def fit(Z, idx, profile, name, ridge, scheme, basis):
        return tj.fit_value(np, basis, np.array([sub[i]["values"][name] for i in idx]), ridge, scheme)

    def agreements(Z, fit_idx, test, scheme, ridge):
        agree = 0
        for profile, vals in values.items():
            fi = [i for i in fit_idx if sub[i]["profile"] == profile]
            ti = [i for i in test if sub[i]["profile"] == profile]
            basis = tj.LowRank(np, Z[fi])
            for name, _ in vals:
                heads = fit(Z, fi, profile, name, ridge, scheme, basis)
                agree += sum(tj.predict_value(np, heads, Z[i]) == sub[i]["values"][name] for i in ti)
        return agree

    def everyday_minus(feat, scheme, ridge):
        """(answers with some −1, −1 scores) among the everyday answers, heads fitted on all of sub."""
        Z, E = features[feat], everyday_features[feat]
        answers, scores = set(), 0
        for profile, vals in values.items():
            fi = [i for i in range(len(sub)) if sub[i]["profile"] == profile]
            ei = [i for i, it in enumerate(everyday) if it["profile"] == profile]
            basis = tj.LowRank(np, Z[fi])
            for name, _ in vals:
                heads = fit(Z, fi, profile, name, ridge, scheme, basis)
                for i in ei:
                    if tj.predict_value(np, heads, E[i]) == -1:
                        answers.add(i)
                        scores += 1
        return len(answers), scores

    n = sum(len(values[it["profile"]]) for it in sub)
    print(f"conscience train split: {len(sub)} answers, {n} value scores; everyday check: {len(everyday)} answers")
    for feat, Z in features.items():
        for scheme in tj.CONSCIENCE_WEIGHTINGS:
            for ridge in ridges:
                agree = sum(agreements(Z, [i for j, f in enumerate(folds) if j != k for i in f], folds[k], scheme, ridge)
                            for k in range(tj.FOLDS))
                a, m = everyday_minus(feat, scheme, ridge)
                print(f"conscience {feat:11} {scheme:9} ridge={ridge:<7g} agreement {agree / n:.3f} ({agree}/{n}) | "
                      f"everyday answers with a −1 {a}/{len(everyday)} ({m} scores)", flush=True)


def main() -> int:
    tj.reexec_in_venv()
    import os

    import numpy as np

    if "--conscience" in sys.argv:
        cache = Path(os.environ.get("KEEL_CACHE") or Path.home() / ".cache" / "keel")
        conscience(np, tj.Embedder(cache))
        return 0

    items, _ = tj.load_items()
    train = [i for i, it in enumerate(items) if it["split"] == "train"]
    # Only the training pairs are embedded or read from here on.
    sub = [items[i] for i in train]
    cache = Path(os.environ.get("KEEL_CACHE") or Path.home() / ".cache" / "keel")
    embedder = tj.Embedder(cache)
    X = embedder.embed([tj.TEXT_FORMAT.format(prompt=i["prompt"], response=i["response"]) for i in sub])
    idx = list(range(len(sub)))
    labels = np.array([it["label"] == "violation" for it in sub])
    categories = sorted({it["category"] for it in sub if it["label"] == "violation"})
    folds = tj.family_folds(sub, idx)
    fam_size = {}
    for it in sub:
        fam_size[it["family"]] = fam_size.get(it["family"], 0) + 1

    def weights(y, fit, scheme):
        w = tj.balanced(np, y)
        if scheme.startswith("pos"):  # violations get this share of the total weight
            share = float(scheme[3:])
            w = np.where(y == 1, share / y.sum(), (1 - share) / (len(y) - y.sum()))
        if scheme == "family":  # every family weighs the same within its class
            f = np.array([1.0 / fam_size[sub[i]["family"]] for i in fit])
            w = np.where(y == 1, f / f[y == 1].sum(), f / f[y == 0].sum()) * 0.5
        return w

    # Category routing as in the trainer (category heads on the pair embedding, fitted on each
    # fold's violations): whether a pair's most likely category applies in its profile. It does
    # not depend on the violation head's settings, so it is computed once.
    routed = np.zeros(len(sub), dtype=bool)
    for k in range(tj.FOLDS):
        fit = np.array([i for j, f in enumerate(folds) if j != k for i in f])
        viol = fit[labels[fit]]
        cats = np.array([sub[i]["category"] for i in viol])
        heads = {}
        for c in categories:
            pos = (cats == c).astype(np.float64)
            if pos.any():
                heads[c] = tj.fit_logistic(np, X[viol], pos, tj.balanced(np, pos), tj.CATEGORY_RIDGE)
        names = sorted(heads)
        W = np.stack([heads[c][0] for c in names])
        B = np.array([heads[c][1] for c in names])
        for i in folds[k]:
            routed[i] = tj.applies(names[int(np.argmax(X[i] @ W.T + B))], sub[i]["profile"])

    def oof_scores(features, ridge, scheme):
        oof = np.zeros(len(sub))
        for k in range(tj.FOLDS):
            fit = np.array([i for j, f in enumerate(folds) if j != k for i in f])
            y = labels[fit].astype(np.float64)
            w, b = tj.fit_logistic(np, features[fit], y, weights(y, fit, scheme), ridge)
            for i in folds[k]:
                oof[i] = tj.sigmoid(np, features[i] @ w + b) if routed[i] else 0.0
        return oof

    def at(s, target):
        t = tj.threshold_for(np, s, labels.astype(int), target)
        flagged = s >= t
        return flagged[labels].mean(), flagged[~labels].mean()

    variants = [("pair", X)]
    if "--response" in sys.argv:
        R = embedder.embed([tj.RESPONSE_FORMAT.format(response=it["response"]) for it in sub])
        variants += [("pair+response concat", np.hstack([X, R])), ("mean(pair, response)", (X + R) / 2)]
    ridges = [1e-6, 3e-6, 1e-5, 3e-5, 1e-4, 3e-4]
    schemes = ["balanced", "pos0.6", "pos0.4", "family"]
    print(f"train split: {len(sub)} pairs ({int(labels.sum())} violations), {tj.FOLDS} folds by family")
    for name, features in variants:
        for scheme in schemes if name == "pair" else ["balanced"]:
            for ridge in ridges:
                s = oof_scores(features, ridge, scheme)
                r4, f4 = at(s, tj.TARGET_FALSE_REFUSALS)
                r5, f5 = at(s, 0.05)
                print(f"{name:22} {scheme:9} ridge={ridge:<7g} recall {r4:.3f} at FR {f4:.3f} | recall {r5:.3f} at FR {f5:.3f}",
                      flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
