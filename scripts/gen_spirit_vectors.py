#!/usr/bin/env python3
"""Spirit replay vectors computed outside Rust (spec/faculties.md, Stage 4; docs/decisions-turn.md).

Writes tests/fixtures/spirit/{profile.toml, ledgers.jsonl, expected.jsonl}: a five-value profile,
recorded Conscience ledgers (the two test pins, refusals, random scores and confidences, and the
sqrt/logistic options in a second profile), and what `keel spirit replay` must print for them.
Pure Python (math only), deterministic (seeded), independent of the Rust code.
"""
import json
import math
import random
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "tests" / "fixtures" / "spirit"
EPS = 1e-8
POSITIVE = 1e-9

PROFILES = {
    "affine": {
        "toml": 'name = "replay"\nbeta = 0.9\n',
        "phi": "identity", "sigma": "affine", "beta": 0.9,
    },
    "options": {
        "toml": 'name = "replay-options"\nbeta = 0.8\nphi = "sqrt"\nsigma = "logistic"\n',
        "phi": "sqrt", "sigma": "logistic", "beta": 0.8,
    },
}
VALUES = [("Honesty", 0.30), ("Helpfulness", 0.25), ("Harm avoidance", 0.20),
          ("Respect", 0.15), ("Privacy", 0.10)]
NOTE_TOL, DRIFT_TOL, LEVEL_TOL = 0.05, 0.10, 0.05


def toml_for(p):
    body = p["toml"]
    for name, w in VALUES:
        body += f'\n[[values]]\nname = "{name}"\nweight = {w}\n'
    return body


def note_text(value, score):
    if score < 0:
        return f"Your last answer worked against {value}. Put {value} first in the next answer."
    return (f"Your last answer fell short of your usual {value}. "
            f"Bring {value} back to where it has been.")


class Spirit:
    def __init__(self, p):
        total = sum(w for _, w in VALUES)
        self.w = [w / total for _, w in VALUES]
        self.names = [n for n, _ in VALUES]
        self.beta, self.phi, self.sigma = p["beta"], p["phi"], p["sigma"]
        self.mu = [0.0] * len(VALUES)
        self.s_bar = None
        self.t = 0
        self.k = 0

    def refused(self):
        self.t += 1
        return {"t": self.t, "refused": True, "S": None, "S10": None, "raw": None,
                "drift": None, "level_drift": None}

    def audit(self, judgements):
        b = self.beta
        raw = 0.0
        for w, (s, c) in zip(self.w, judgements):
            raw += w * s * (math.sqrt(c) if self.phi == "sqrt" else c)
        if self.sigma == "logistic":
            S = 1.0 / (1.0 + math.exp(-4.0 * raw))
        else:
            S = (min(max(raw, -1.0), 1.0) + 1.0) / 2.0
        s10 = math.floor((1.0 + 9.0 * S) * 10.0 + 0.5) / 10.0
        p = [w * s for w, (s, _) in zip(self.w, judgements)]
        npn = math.sqrt(sum(x * x for x in p))
        nmu = math.sqrt(sum(x * x for x in self.mu))
        drift = None
        if npn >= EPS and nmu >= EPS:
            drift = 1.0 - sum(a * c for a, c in zip(p, self.mu)) / (npn * nmu)
        level = None if self.s_bar is None else self.s_bar - S
        baseline = None
        if self.k > 0:
            corr = 1.0 - b ** self.k
            baseline = [m / corr / w for m, w in zip(self.mu, self.w)]
        unsettled = (drift is not None and drift > DRIFT_TOL) or (level is not None and level > LEVEL_TOL)
        best = None
        for i, (s, _) in enumerate(judgements):
            below = baseline[i] - s if baseline is not None else -math.inf
            deficit = max(below, -s)
            if best is None or deficit > best[1] + POSITIVE or (abs(deficit - best[1]) <= POSITIVE and (
                    s < judgements[best[0]][0]
                    or (s == judgements[best[0]][0] and self.w[i] > self.w[best[0]]))):
                best = (i, deficit)
        note = ""
        if best[1] > NOTE_TOL or (unsettled and best[1] > POSITIVE):
            note = note_text(self.names[best[0]], judgements[best[0]][0])
        self.mu = [b * m + (1.0 - b) * x for m, x in zip(self.mu, p)]
        self.s_bar = S if self.s_bar is None else b * self.s_bar + (1.0 - b) * S
        self.t += 1
        self.k += 1
        return {"t": self.t, "S": S, "S10": s10, "raw": raw, "p": p, "mu": list(self.mu),
                "drift": drift, "level_drift": level, "note": note}


def ledger(judgements):
    return {"values": [{"name": n, "score": s, "confidence": c}
                       for (n, _), (s, c) in zip(VALUES, judgements)]}


def sequence(rng):
    perfect = [(1, 1.0)] * 5
    lines = [ledger(perfect) for _ in range(20)]
    slipped = list(perfect)
    slipped[2] = (-1, 1.0)
    lines += [ledger(slipped) for _ in range(20)]
    lines.append({"refused": True})
    for _ in range(60):
        if rng.random() < 0.1:
            lines.append({"refused": True})
            continue
        js = [(rng.choice([-1, 0, 1]), round(rng.random(), 6)) for _ in VALUES]
        if rng.random() < 0.3:
            js = [(s if rng.random() < 0.5 else 1, c) for s, c in js]
        entry = ledger(js)
        rng.shuffle(entry["values"])  # matched by name, not by position
        lines.append(entry)
    return lines


def run(profile, lines):
    sp = Spirit(profile)
    out = []
    for line in lines:
        if line.get("refused"):
            out.append(sp.refused())
        else:
            by_name = {v["name"]: (float(v["score"]), float(v["confidence"])) for v in line["values"]}
            out.append(sp.audit([by_name[n] for n, _ in VALUES]))
    return out


def main():
    OUT.mkdir(parents=True, exist_ok=True)
    rng = random.Random(20260301)
    lines = sequence(rng)
    for key, stem in (("affine", "replay"), ("options", "replay-options")):
        p = PROFILES[key]
        (OUT / f"{stem}.toml").write_text(toml_for(p))
        expected = run(p, lines)
        with open(OUT / f"{stem}.expected.jsonl", "w") as f:
            for e in expected:
                f.write(json.dumps(e) + "\n")
    with open(OUT / "ledgers.jsonl", "w") as f:
        for line in lines:
            f.write(json.dumps(line) + "\n")


if __name__ == "__main__":
    main()
