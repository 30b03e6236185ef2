//! What a saved message was marked with, stored as meaning: the workbench draws each mark as a
//! badge, and nothing here depends on how it is drawn. Format 1 of a conversation record saved the
//! badges' display labels (`"✓ #42"`); [`Mark::from_v1_label`] reads them back once, when such a
//! record is loaded, and it is saved in the current format from then on.

use serde::{Deserialize, Serialize};

/// One mark on a message.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "mark", rename_all = "snake_case")]
pub enum Mark {
    /// Committed to the chain at this seq.
    Committed { seq: u64 },
    /// The Will's reflexion retry was adopted.
    Retried,
    /// Both drafts violated the Will; `rule` is the last violated rule (empty when unknown).
    Refused { rule: String },
    /// Held for human review (the STOP path).
    Held,
    /// The regulator halted the turn.
    CircuitBreak,
    /// Stopped before it finished, or not committed.
    Interrupted,
    /// A held or refused turn after a human verdict, recorded as the AUDIT entry at `seq`.
    Reviewed { approved: bool, seq: u64 },
    /// Answered by the plain model: nothing was recorded.
    NotGoverned,
    /// The regulator warned about scope drift.
    Drift,
    /// The regulator found low-confidence spans.
    LowConfidence,
    /// A user message that edits message `edits` and starts a branch.
    Branch { edits: usize },
}

impl Mark {
    /// The mark a format-1 record's badge label stood for; `None` for a label no keel wrote.
    pub fn from_v1_label(label: &str) -> Option<Mark> {
        let mark = match label {
            "⟳ retried" => Mark::Retried,
            "⏸ held" => Mark::Held,
            "⚠ drift" => Mark::Drift,
            "⚠ low confidence" => Mark::LowConfidence,
            "⛔ circuit break" => Mark::CircuitBreak,
            "◌ interrupted" => Mark::Interrupted,
            "○ not governed" => Mark::NotGoverned,
            "✗ refused" => Mark::Refused { rule: String::new() },
            _ => {
                if let Some(seq) = label.strip_prefix("✓ #") {
                    Mark::Committed { seq: seq.parse().ok()? }
                } else if let Some(seq) = label.strip_prefix("⚖ approved #") {
                    Mark::Reviewed { approved: true, seq: seq.parse().ok()? }
                } else if let Some(seq) = label.strip_prefix("⚖ rejected #") {
                    Mark::Reviewed { approved: false, seq: seq.parse().ok()? }
                } else if let Some(n) = label.strip_prefix("↳ edit of message ") {
                    Mark::Branch { edits: n.parse().ok()? }
                } else {
                    Mark::Refused { rule: label.strip_prefix("✗ refused: ")?.to_owned() }
                }
            }
        };
        Some(mark)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_label_keel_wrote_reads_back_as_its_mark() {
        let cases = [
            ("✓ #42", Mark::Committed { seq: 42 }),
            ("⟳ retried", Mark::Retried),
            ("✗ refused: no-credentials", Mark::Refused { rule: "no-credentials".into() }),
            ("✗ refused", Mark::Refused { rule: String::new() }),
            ("⏸ held", Mark::Held),
            ("⛔ circuit break", Mark::CircuitBreak),
            ("◌ interrupted", Mark::Interrupted),
            ("⚖ approved #43", Mark::Reviewed { approved: true, seq: 43 }),
            ("⚖ rejected #44", Mark::Reviewed { approved: false, seq: 44 }),
            ("○ not governed", Mark::NotGoverned),
            ("⚠ drift", Mark::Drift),
            ("⚠ low confidence", Mark::LowConfidence),
            ("↳ edit of message 3", Mark::Branch { edits: 3 }),
        ];
        for (label, mark) in cases {
            assert_eq!(Mark::from_v1_label(label), Some(mark), "{label}");
        }
        for unknown in ["", "✓ #x", "✓ #", "⚖ approved #-1", "bold", "✓42"] {
            assert_eq!(Mark::from_v1_label(unknown), None, "{unknown}");
        }
    }

    #[test]
    fn marks_are_stored_as_tagged_data() {
        let json = serde_json::to_string(&Mark::Reviewed { approved: true, seq: 7 }).unwrap();
        assert_eq!(json, r#"{"mark":"reviewed","approved":true,"seq":7}"#);
        assert_eq!(serde_json::to_string(&Mark::Held).unwrap(), r#"{"mark":"held"}"#);
    }
}
