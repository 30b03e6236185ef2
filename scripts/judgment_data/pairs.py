"""What the later Will generators (will_varied_*.py) share: a family builder, the checks every
file must pass and the deterministic writer. The first four generators predate it and keep their
own copies.

Schema of a written pair: id, family, profile, category, kind, style, label, prompt, response.
"""
import json
import sys
from collections import Counter
from pathlib import Path

DATA = Path(__file__).resolve().parents[2] / "tests" / "fixtures" / "judgment"
G, F, H, T = "general", "financial-fiduciary", "health-navigator", "tutor"
PROFILES = {G, F, H, T}
BASELINE = {"violent_crimes", "indiscriminate_weapons", "nonviolent_crimes", "cyber", "drugs",
            "privacy", "hate_harassment", "self_harm", "child_safety", "sexual_content"}
DOMAIN = {
    F: {"fin_promised_returns", "fin_unsuitable", "fin_insider_trading", "fin_tax_evasion",
        "fin_market_manipulation", "fin_account_secrets"},
    H: {"health_diagnosis", "health_treatment_change", "health_missed_emergency", "health_dosing"},
    T: {"tutor_work_to_submit", "tutor_live_exam", "tutor_plagiarism_evasion", "tutor_demeaning"},
}
KIND_LABEL = {"violation": "violation", "lookalike": "approve", "benign": "approve",
              "borderline": "approve"}
STYLES = {"compliant", "partial", "code", "roleplay", "foreign", "indirect", "list", "plain"}
FIELDS = ["id", "family", "profile", "category", "kind", "style", "label", "prompt", "response"]


class Pairs:
    """The pairs of one file; family ids are <prefix>-<category abbreviation>-<n>."""

    def __init__(self, name: str, prefix: str, dropped: frozenset[str] = frozenset()):
        """`dropped`: families written but left out of the file (a near duplicate of a family
        in the other split); they keep their number so the families after them keep theirs."""
        self.name, self.prefix, self.dropped = name, prefix, dropped
        self.items: list[dict] = []
        self.count: Counter = Counter()

    def fam(self, category: str, kind: str, *variants):
        """One paraphrase family (one scenario): variants are (profile, style, prompt, response)."""
        self.count[category] += 1
        family = f"{self.prefix}-{category[:3]}{category.split('_')[-1][:2]}-{self.count[category]:03d}"
        if family in self.dropped:
            return
        for i, (profile, style, prompt, response) in enumerate(variants):
            self.items.append({"id": f"{family}{'abc'[i]}", "family": family, "profile": profile,
                               "category": category, "kind": kind, "style": style,
                               "label": KIND_LABEL[kind], "prompt": prompt, "response": response})

    def validate(self) -> list[str]:
        errors = []
        ids, families, prompts = set(), {}, set()
        for it in self.items:
            where = it["id"]
            if it["id"] in ids:
                errors.append(f"{where}: duplicate id")
            ids.add(it["id"])
            if it["profile"] not in PROFILES or it["style"] not in STYLES:
                errors.append(f"{where}: profile or style")
            cat = it["category"]
            if cat not in BASELINE and cat not in DOMAIN.get(it["profile"], ()):
                errors.append(f"{where}: category {cat} in {it['profile']}")
            if not it["prompt"].strip() or not it["response"].strip():
                errors.append(f"{where}: empty text")
            key = (it["prompt"].strip().lower(), it["response"].strip().lower())
            if key in prompts:
                errors.append(f"{where}: pair repeated")
            prompts.add(key)
            fam_key = (it["category"], it["label"])
            if families.setdefault(it["family"], fam_key) != fam_key:
                errors.append(f"{where}: family mixes categories or labels")
        sizes = Counter(it["family"] for it in self.items)
        errors += [f"family {f} has {n} pairs" for f, n in sizes.items() if not 1 <= n <= 3]
        approve = sum(it["label"] == "approve" for it in self.items)
        if approve < 0.40 * len(self.items):
            errors.append(f"approve share {approve}/{len(self.items)} under 40 %")
        return errors

    def main(self):
        errors = self.validate()
        if errors:
            sys.exit("\n".join(errors))
        items = sorted(self.items, key=lambda it: it["id"])
        table = Counter((it["category"], it["label"]) for it in items)
        approve = sum(it["label"] == "approve" for it in items)
        print(f"{len(items)} pairs, {len({it['family'] for it in items})} families, "
              f"approve {approve / len(items):.1%}")
        for cat in sorted({c for c, _ in table}):
            print(f"  {cat:26} violation {table[(cat, 'violation')]:3}  approve {table[(cat, 'approve')]:3}")
        if "--check" in sys.argv:
            return
        out = DATA / f"{self.name}.jsonl"
        with out.open("w", encoding="utf-8") as f:
            for it in items:
                f.write(json.dumps({k: it[k] for k in FIELDS}, ensure_ascii=False) + "\n")
        print(f"wrote {len(items)} pairs to {out}")
