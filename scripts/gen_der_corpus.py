#!/usr/bin/env python3
"""The DER compile-gate corpus: tests/fixtures/der/{valid,invalid}/NAME.json plus NAME.expect.json.

Each case is the typical DER with one mutation; the expected findings are written here by hand
from spec/der.md (not derived from keel's code). `NAME.expect.json` holds
{"status": "PASS"|"COMPILE_ERROR", "stop": bool, "diagnostics": [[code, path, message], ...]}
(the exact, ordered list) and optionally "proxy_scores" and "rai_score". Files under valid/ PASS,
files under invalid/ do not. Stdlib only. Run from the repository root.
"""
import copy
import json
import pathlib

TYPICAL = {"SDI_DER": {
    "META": {"der_version": "SDI_DER_v1.1", "utc": "2026-03-01T12:00:00Z", "hash_alg": "SHA-384",
             "protocol": "SDI_PROTOCOL_v1", "agent_id": "SESSION_LOCAL",
             "ledger": {"type": "EPISODIC", "parent_hash": "GENESIS"}},
    "DECISION_INTENT": {"context_framing": "Quarterly review of the support backlog",
                        "intent_statement": "Decide whether to add a second on-call rotation",
                        "role": "Operations lead", "tier": "Operational", "impact_domain": "LOW_RISK"},
    "QUESTION_LOGIC": {
        "strategic_question": "Does backlog growth justify a second rotation?",
        "sub_questions": [
            {"id": "q1", "prompt": "Is the backlog growing week over week?", "linked_signal_ids": ["sig_001"],
             "success_standard": {"definition": "Four consecutive weeks of growth above 5%"}},
            {"id": "q2", "prompt": "Is response time above target?", "linked_signal_ids": ["sig_001", "sig_002"],
             "success_standard": {"definition": "Median first response above 4 hours"}}]},
    "SYSTEM_INPUT": {"inputs": [
        {"signal_id": "sig_001", "source_system": "DB", "raw_value": "backlog +7%/week for 5 weeks",
         "captured_utc": "2026-03-01T11:00:00Z", "provenance": "tickets database weekly export",
         "insight_dimensions": {"actionability": 4, "relevance": 5, "predictive_value": 4, "specificity": 4, "measurability": 5},
         "insight_strength": 4},
        {"signal_id": "sig_002", "source_system": "SYSTEM", "raw_value": {"median_first_response_h": 5.5},
         "captured_utc": "2026-03-01T11:05:00Z", "provenance": "helpdesk metrics API",
         "insight_dimensions": {"actionability": 3, "relevance": 4, "predictive_value": 3, "specificity": 4, "measurability": 5},
         "insight_strength": 3}]},
    "ILJO": {"INTENT": "Decide on a second on-call rotation",
             "LOGIC": "Backlog grew 7% weekly for five weeks; median response 5.5h exceeds the 4h target",
             "JUDGMENT": "Evidence supports a second rotation within SOVEREIGNTY and PRIMUM limits; uncertainty is limited to seasonal effects",
             "OUTCOME": "Add a second rotation for one quarter and re-measure"},
    "GCA": {"ID": "Operations lead", "EGO": "Keep response times within target",
            "SUPEREGO": {"anchors_required": ["SOVEREIGNTY", "PRIMUM", "BOUNDEDNESS", "STOP_ON_UNCERTAINTY"],
                         "anchors_present": ["SOVEREIGNTY", "PRIMUM", "BOUNDEDNESS", "STOP_ON_UNCERTAINTY"]}},
    "BOUNDEDNESS": {"uncertainty": "LOW", "max_uncertainty_allowed": "MED", "timebox_seconds": 90,
                    "stop_on_uncertainty": True, "stop_reason": None},
    "DECISION_SYNTAX": {"patterns": [
        {"sub_question_id": "q1", "pattern": "THRESHOLD", "lhs": "weekly_backlog_growth", "op": ">=", "rhs": "0.05"},
        {"sub_question_id": "q2", "pattern": "COMPARISON", "lhs": "median_first_response_h", "op": ">", "rhs": "4"}]},
    "OUTCOME_PLAN": {"planned_metrics": [{"name": "median_first_response_h", "rollback_condition": "median below 3h for 4 weeks"}]},
    "x_vendor_note": {"keep": "me", "ratio": 0.93},
}}

A = "GCA.SUPEREGO.anchors_present"


def d(doc):
    return doc["SDI_DER"]


def stop_gap(doc, inputs=True):
    b = d(doc)["BOUNDEDNESS"]
    b.update(uncertainty="HIGH", max_uncertainty_allowed="MED", stop_on_uncertainty=True, stop_reason="INSUFFICIENT_SIGNAL")
    d(doc)["ILJO"]["OUTCOME"] = "STOP and wait for more data"
    if not inputs:
        d(doc)["SYSTEM_INPUT"]["inputs"] = []
        for q in d(doc)["QUESTION_LOGIC"]["sub_questions"]:
            q["linked_signal_ids"] = []
        d(doc)["ILJO"]["JUDGMENT"] = "Signal is insufficient; SOVEREIGNTY and PRIMUM require a stop"


def case_multi(doc):
    x = d(doc)
    x["DECISION_INTENT"]["tier"] = "Strategy"
    x["DECISION_INTENT"]["impact_domain"] = "HUMAN_WELFARE"
    x["OUTCOME_PLAN"]["planned_metrics"][0].pop("rollback_condition")
    x["GCA"]["SUPEREGO"]["anchors_present"].remove("PRIMUM")
    x["SYSTEM_INPUT"]["inputs"][1]["insight_strength"] = 4
    x["QUESTION_LOGIC"]["sub_questions"][0]["linked_signal_ids"] = ["sig_007"]
    x["QUESTION_LOGIC"]["sub_questions"][1].pop("success_standard")
    x["ILJO"]["LOGIC"] = "The decision is clear and we recommend it"
    x.pop("DECISION_SYNTAX")


def set_(path, value):
    def f(doc):
        node = d(doc)
        for k in path[:-1]:
            node = node[k]
        node[path[-1]] = value
    return f


def pop(path):
    def f(doc):
        node = d(doc)
        for k in path[:-1]:
            node = node[k]
        node.pop(path[-1])
    return f


def seq(*fs):
    def f(doc):
        for g in fs:
            g(doc)
    return f


SQ = ["QUESTION_LOGIC", "sub_questions"]
IN = ["SYSTEM_INPUT", "inputs"]
# (folder, name, mutation, diagnostics, extra expectations)
CASES = [
    ("valid", "typical", None, [], {"rai_score": 1.0, "proxy_scores": {"SOVEREIGNTY": 1.0, "PRIMUM": 1.0}}),
    ("invalid", "root_missing", lambda doc: doc.update({"DER": doc.pop("SDI_DER")}),
     [["E_ROOT", "", "Missing SDI_DER root"]], {}),
    ("invalid", "root_not_object", lambda doc: doc.update({"SDI_DER": []}),
     [["E_ROOT", "", "Missing SDI_DER root"]], {}),
    ("invalid", "block_missing", seq(pop(["META"]), pop(["GCA"])),
     [["E_BLOCK", "META", "Missing required block: META"], ["E_BLOCK", "GCA", "Missing required block: GCA"]], {}),
    ("invalid", "block_not_object", set_(["ILJO"], "text"),
     [["E_VALUE", "ILJO", 'Invalid value for ILJO: "text"']], {}),
    ("invalid", "field_missing", seq(pop(["META", "utc"]), set_(["DECISION_INTENT", "role"], ""), set_(["ILJO", "OUTCOME"], None)),
     [["E_FIELD", "META.utc", "Missing required field: META.utc"],
      ["E_FIELD", "DECISION_INTENT.role", "Missing required field: DECISION_INTENT.role"],
      ["E_FIELD", "ILJO.OUTCOME", "Missing required field: ILJO.OUTCOME"]], {}),
    ("invalid", "value_tier", set_(["DECISION_INTENT", "tier"], "Strategy"),
     [["E_VALUE", "DECISION_INTENT.tier", 'Invalid value for DECISION_INTENT.tier: "Strategy"']], {}),
    ("invalid", "value_types",
     seq(set_(["META", "der_version"], "SDI_DER_v1.0"), set_(["META", "utc"], "yesterday"),
         lambda doc: d(doc)["SYSTEM_INPUT"]["inputs"][0].update(source_system="FAX"),
         lambda doc: d(doc)["SYSTEM_INPUT"]["inputs"][0]["insight_dimensions"].update(actionability=3.0, relevance=6),
         set_(["BOUNDEDNESS", "timebox_seconds"], 0)),
     [["E_VALUE", "META.der_version", 'Invalid value for META.der_version: "SDI_DER_v1.0"'],
      ["E_VALUE", "META.utc", 'Invalid value for META.utc: "yesterday"'],
      ["E_VALUE", "SYSTEM_INPUT.inputs[0].source_system", 'Invalid value for SYSTEM_INPUT.inputs[0].source_system: "FAX"'],
      ["E_VALUE", "SYSTEM_INPUT.inputs[0].insight_dimensions.actionability", "Invalid value for SYSTEM_INPUT.inputs[0].insight_dimensions.actionability: 3.0"],
      ["E_VALUE", "SYSTEM_INPUT.inputs[0].insight_dimensions.relevance", "Invalid value for SYSTEM_INPUT.inputs[0].insight_dimensions.relevance: 6"],
      ["E_VALUE", "BOUNDEDNESS.timebox_seconds", "Invalid value for BOUNDEDNESS.timebox_seconds: 0"]], {}),
    ("invalid", "duplicate_signal_id", lambda doc: d(doc)["SYSTEM_INPUT"]["inputs"][1].update(signal_id="sig_001"),
     [["E_VALUE", "SYSTEM_INPUT.inputs[1].signal_id", 'Invalid value for SYSTEM_INPUT.inputs[1].signal_id: "sig_001"'],
      ["E_UNKNOWN_SIGNAL", "QUESTION_LOGIC.sub_questions[1].linked_signal_ids[1]", "SubQuestion[q2]: linked signal sig_002 not found in SYSTEM_INPUT"]], {}),
    ("invalid", "empty_sub_questions", set_(SQ, []),
     [["E_FIELD", "QUESTION_LOGIC.sub_questions", "Missing required field: QUESTION_LOGIC.sub_questions"],
      ["W_SYNTAX_PATTERN", "DECISION_SYNTAX.patterns[0]", 'DECISION_SYNTAX.patterns[0]: unknown sub_question_id "q1"'],
      ["W_SYNTAX_PATTERN", "DECISION_SYNTAX.patterns[1]", 'DECISION_SYNTAX.patterns[1]: unknown sub_question_id "q2"']], {}),
    ("invalid", "constants_missing", set_(["GCA", "SUPEREGO", "anchors_present"], ["BOUNDEDNESS"]),
     [["E_CONSTANT", A, "Missing governance constant: SOVEREIGNTY"], ["E_CONSTANT", A, "Missing governance constant: PRIMUM"],
      ["E_ANCHOR", A, "Missing structural anchor: STOP_ON_UNCERTAINTY"]], {}),
    ("valid", "sov_high_without_stop", seq(set_(["BOUNDEDNESS", "uncertainty"], "HIGH"), set_(["BOUNDEDNESS", "max_uncertainty_allowed"], "HIGH"), set_(["BOUNDEDNESS", "stop_on_uncertainty"], False)),
     [["W_SOV_STOP", "BOUNDEDNESS.stop_on_uncertainty", "SOVEREIGNTY: uncertainty HIGH requires stop_on_uncertainty=true"],
      ["W_PRI_OUTCOME", "ILJO.OUTCOME", "PRIMUM: uncertainty HIGH requires OUTCOME to STOP, DELAY, DEFER or remain PENDING"]],
     {"proxy_scores": {"SOVEREIGNTY": 0.7, "PRIMUM": 0.7}}),
    ("valid", "sov_limit", seq(set_(["BOUNDEDNESS", "uncertainty"], "MED"), set_(["BOUNDEDNESS", "max_uncertainty_allowed"], "LOW"), set_(["BOUNDEDNESS", "stop_on_uncertainty"], False)),
     [["W_SOV_LIMIT", "BOUNDEDNESS.uncertainty", "SOVEREIGNTY: uncertainty MED exceeds max_uncertainty_allowed LOW without stopping"]], {}),
    ("valid", "sov_ack", seq(set_(["BOUNDEDNESS", "uncertainty"], "MED"), set_(["ILJO", "JUDGMENT"], "Evidence supports a second rotation within SOVEREIGNTY and PRIMUM")),
     [["W_SOV_ACK", "ILJO.JUDGMENT", "SOVEREIGNTY: JUDGMENT does not acknowledge uncertainty scope"]], {}),
    ("valid", "boundedness_absent", pop(["BOUNDEDNESS"]),
     [["W_SOV_BOUNDEDNESS", "BOUNDEDNESS", "SOVEREIGNTY: BOUNDEDNESS block absent"]],
     {"proxy_scores": {"SOVEREIGNTY": 0.6, "PRIMUM": 1.0}, "rai_score": 0.96}),
    ("valid", "constants_in_judgment", set_(["ILJO", "JUDGMENT"], "Evidence supports it; uncertainty is limited"),
     [["W_CONSTANTS_IN_JUDGMENT", "ILJO.JUDGMENT", "JUDGMENT does not reference SOVEREIGNTY and PRIMUM"]], {}),
    ("valid", "pri_gap_stop", seq(stop_gap, set_(["ILJO", "JUDGMENT"], "SOVEREIGNTY and PRIMUM hold; uncertainty is high")),
     [["W_PRI_GAP", "ILJO.JUDGMENT", "PRIMUM: JUDGMENT does not acknowledge the signal gap"]], {"stop": True}),
    ("valid", "stop_empty_inputs", lambda doc: stop_gap(doc, inputs=False), [], {"stop": True}),
    ("invalid", "stop_reason_required", seq(set_(["BOUNDEDNESS", "uncertainty"], "HIGH")),
     [["E_FIELD", "BOUNDEDNESS.stop_reason", "Missing required field: BOUNDEDNESS.stop_reason"],
      ["W_PRI_OUTCOME", "ILJO.OUTCOME", "PRIMUM: uncertainty HIGH requires OUTCOME to STOP, DELAY, DEFER or remain PENDING"]],
     {"proxy_scores": {"SOVEREIGNTY": 1.0, "PRIMUM": 0.7}}),
    ("invalid", "strength", lambda doc: d(doc)["SYSTEM_INPUT"]["inputs"][0].update(insight_strength=5),
     [["E_STRENGTH", "SYSTEM_INPUT.inputs[0].insight_strength", "Signal[sig_001]: insight_strength must equal min(dimensions). Declared=5 Computed=4."]], {}),
    ("invalid", "unmapped_and_unknown",
     seq(lambda doc: d(doc)["QUESTION_LOGIC"]["sub_questions"][0].update(linked_signal_ids=[]),
         lambda doc: d(doc)["QUESTION_LOGIC"]["sub_questions"][1].update(linked_signal_ids=["sig_001", "sig_009"])),
     [["E_UNMAPPED", "QUESTION_LOGIC.sub_questions[0].linked_signal_ids", "SubQuestion[q1]: no linked signals"],
      ["E_UNKNOWN_SIGNAL", "QUESTION_LOGIC.sub_questions[1].linked_signal_ids[1]", "SubQuestion[q2]: linked signal sig_009 not found in SYSTEM_INPUT"]], {}),
    ("invalid", "empty_inputs", set_(IN, []),
     [["E_UNKNOWN_SIGNAL", "QUESTION_LOGIC.sub_questions[0].linked_signal_ids[0]", "SubQuestion[q1]: linked signal sig_001 not found in SYSTEM_INPUT"],
      ["E_UNKNOWN_SIGNAL", "QUESTION_LOGIC.sub_questions[1].linked_signal_ids[0]", "SubQuestion[q2]: linked signal sig_001 not found in SYSTEM_INPUT"],
      ["E_UNKNOWN_SIGNAL", "QUESTION_LOGIC.sub_questions[1].linked_signal_ids[1]", "SubQuestion[q2]: linked signal sig_002 not found in SYSTEM_INPUT"],
      ["E_EMPTY_INPUTS", "SYSTEM_INPUT.inputs", "SYSTEM_INPUT.inputs is empty; permitted only for a STOP DER"]], {}),
    ("valid", "domain_default", pop(["DECISION_INTENT", "impact_domain"]),
     [["W_DOMAIN_DEFAULT", "DECISION_INTENT.impact_domain", "impact_domain absent; defaulting to LOW_RISK"]], {}),
    ("valid", "domain_plausibility", set_(["DECISION_INTENT", "context_framing"], "Review of the lawsuit over the MEDICATION schedule"),
     [["W_DOMAIN_PLAUSIBILITY", "DECISION_INTENT.impact_domain", 'impact_domain LOW_RISK looks implausible: cue "medication" suggests HUMAN_WELFARE']], {}),
    ("invalid", "rollback_legal", seq(set_(["DECISION_INTENT", "impact_domain"], "LEGAL"), lambda doc: d(doc)["OUTCOME_PLAN"]["planned_metrics"][0].pop("rollback_condition")),
     [["E_ROLLBACK", "OUTCOME_PLAN.planned_metrics", "PRIMUM: impact_domain LEGAL requires OUTCOME_PLAN.planned_metrics[].rollback_condition"]], {}),
    ("invalid", "rollback_plan_absent", seq(set_(["DECISION_INTENT", "impact_domain"], "SAFETY_CRITICAL"), pop(["OUTCOME_PLAN"])),
     [["E_ROLLBACK", "OUTCOME_PLAN.planned_metrics", "PRIMUM: impact_domain SAFETY_CRITICAL requires OUTCOME_PLAN.planned_metrics[].rollback_condition"]], {}),
    ("valid", "financial_without_rollback", seq(set_(["DECISION_INTENT", "impact_domain"], "FINANCIAL"), pop(["OUTCOME_PLAN"])), [], {}),
    ("invalid", "audit_gate", lambda doc: d(doc)["QUESTION_LOGIC"]["sub_questions"][1].pop("success_standard"),
     [["E_AUDIT_GATE", "QUESTION_LOGIC.sub_questions[1].success_standard.definition", "SubQuestion[q2]: no success_standard.definition"]], {}),
    ("valid", "block_level_standard",
     seq(lambda doc: [q.pop("success_standard") for q in d(doc)["QUESTION_LOGIC"]["sub_questions"]],
         set_(["QUESTION_LOGIC", "success_standard"], {"definition": "Both thresholds met"})), [], {}),
    ("valid", "logic_isolation", set_(["ILJO", "LOGIC"], "We recommend this. Backlog grew, therefore we should act"),
     [["W_LOGIC_ISOLATION", "ILJO.LOGIC", 'LOGIC contains verdict language: "therefore we should"']], {}),
    ("valid", "syntax_absent", pop(["DECISION_SYNTAX"]),
     [["W_SYNTAX_ABSENT", "DECISION_SYNTAX", "DECISION_SYNTAX absent"]], {}),
    ("valid", "syntax_pattern",
     seq(lambda doc: d(doc)["DECISION_SYNTAX"]["patterns"][0].update(op="=>"),
         lambda doc: d(doc)["DECISION_SYNTAX"]["patterns"][1].update(pattern="RANGE", lhs="", sub_question_id="q9")),
     [["W_SYNTAX_PATTERN", "DECISION_SYNTAX.patterns[0]", 'DECISION_SYNTAX.patterns[0]: unknown op "=>"'],
      ["W_SYNTAX_PATTERN", "DECISION_SYNTAX.patterns[1]", 'DECISION_SYNTAX.patterns[1]: unknown pattern "RANGE"'],
      ["W_SYNTAX_PATTERN", "DECISION_SYNTAX.patterns[1]", "DECISION_SYNTAX.patterns[1]: empty lhs"],
      ["W_SYNTAX_PATTERN", "DECISION_SYNTAX.patterns[1]", 'DECISION_SYNTAX.patterns[1]: unknown sub_question_id "q9"']], {}),
    ("valid", "citation", lambda doc: d(doc)["SYSTEM_INPUT"]["inputs"][1].update(source_system="WEB", citation={"url": "https://example.org/m"}),
     [["W_CITATION", "SYSTEM_INPUT.inputs[1].citation", "Signal[sig_002]: WEB source requires citation.url and citation.retrieved_utc"]], {}),
    ("valid", "signal_useful", lambda doc: (d(doc)["SYSTEM_INPUT"]["inputs"][1]["insight_dimensions"].update(actionability=2), d(doc)["SYSTEM_INPUT"]["inputs"][1].update(insight_strength=2)),
     [["W_SIGNAL_USEFUL", "SYSTEM_INPUT.inputs[1]", "Signal[sig_002]: relevance >= 4 but insight_strength <= 2"]], {}),
    ("valid", "framework_source", set_(["QUESTION_LOGIC", "framework_source"], {"name": "Cynefin"}),
     [["W_FRAMEWORK_SOURCE", "QUESTION_LOGIC.framework_source", "framework_source incomplete: missing retrieved_utc, url"]], {}),
    ("invalid", "multi_error", case_multi,
     [["E_VALUE", "DECISION_INTENT.tier", 'Invalid value for DECISION_INTENT.tier: "Strategy"'],
      ["E_CONSTANT", A, "Missing governance constant: PRIMUM"],
      ["E_STRENGTH", "SYSTEM_INPUT.inputs[1].insight_strength", "Signal[sig_002]: insight_strength must equal min(dimensions). Declared=4 Computed=3."],
      ["E_UNKNOWN_SIGNAL", "QUESTION_LOGIC.sub_questions[0].linked_signal_ids[0]", "SubQuestion[q1]: linked signal sig_007 not found in SYSTEM_INPUT"],
      ["E_ROLLBACK", "OUTCOME_PLAN.planned_metrics", "PRIMUM: impact_domain HUMAN_WELFARE requires OUTCOME_PLAN.planned_metrics[].rollback_condition"],
      ["E_AUDIT_GATE", "QUESTION_LOGIC.sub_questions[1].success_standard.definition", "SubQuestion[q2]: no success_standard.definition"],
      ["W_LOGIC_ISOLATION", "ILJO.LOGIC", 'LOGIC contains verdict language: "we recommend"'],
      ["W_SYNTAX_ABSENT", "DECISION_SYNTAX", "DECISION_SYNTAX absent"]], {}),
]


def main():
    root = pathlib.Path(__file__).resolve().parent.parent / "tests" / "fixtures" / "der"
    for folder, name, mutate, diags, extra in CASES:
        doc = copy.deepcopy(TYPICAL)
        if mutate:
            mutate(doc)
        status = "PASS" if not any(c.startswith("E_") for c, _, _ in diags) else "COMPILE_ERROR"
        assert (status == "PASS") == (folder == "valid"), name
        expect = {"status": status, "stop": extra.get("stop", False), "diagnostics": diags}
        for k in ("proxy_scores", "rai_score"):
            if k in extra:
                expect[k] = extra[k]
        (root / folder / f"{name}.json").write_text(json.dumps(doc, indent=2, ensure_ascii=False) + "\n")
        (root / folder / f"{name}.expect.json").write_text(json.dumps(expect, indent=2) + "\n")
    print(f"wrote {len(CASES)} cases under {root}")


if __name__ == "__main__":
    main()
