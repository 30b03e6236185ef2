//! The events an agent loop reports to the regulator, in noos's JSON shape.

use serde::{Deserialize, Serialize};

/// One thing that happened in an agent loop. Serialised externally tagged, exactly as noos does:
/// `{"TurnStart":{"user_message":"…"}}`. Deserialising an unknown kind is an error.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[non_exhaustive]
pub enum Event {
    /// A user message starts a turn. Resets everything turn-scoped.
    TurnStart { user_message: String },
    /// One generated token. A `logprob` ≥ 0 or non-finite means "unavailable" (providers without
    /// logprobs send 0). `margin` is p(1st) − p(2nd) of the model's distribution at this step,
    /// when the backend reported alternatives (keel's extension; noos has no such field, and
    /// absent reads as unknown). Tokens are taken in arrival order; `index` is informational.
    Token {
        token: String,
        logprob: f64,
        index: usize,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        margin: Option<f64>,
    },
    /// The whole response of the turn.
    TurnComplete { full_response: String },
    /// Cost accounting, normally after `TurnComplete`.
    Cost {
        tokens_in: u64,
        tokens_out: u64,
        wallclock_ms: u64,
        #[serde(default)]
        provider: Option<String>,
    },
    /// The user corrected the last response (`corrects_last`), or said something else.
    UserCorrection { correction_message: String, corrects_last: bool },
    /// Ground truth about the last response's quality in `[0, 1]` (keel also sends the Spirit
    /// score S_t here). Out-of-range values are clamped; non-finite ones are ignored.
    QualityFeedback {
        quality: f64,
        #[serde(default)]
        fragment_spans: Option<Vec<(usize, usize)>>,
    },
    /// The model called a tool.
    ToolCall { tool_name: String, args_json: String },
    /// A tool returned.
    ToolResult {
        tool_name: String,
        success: bool,
        duration_ms: u64,
        #[serde(default)]
        error_summary: Option<String>,
    },
}

impl Event {
    /// The event's kind, as it is tagged in JSON.
    pub fn kind(&self) -> &'static str {
        match self {
            Event::TurnStart { .. } => "TurnStart",
            Event::Token { .. } => "Token",
            Event::TurnComplete { .. } => "TurnComplete",
            Event::Cost { .. } => "Cost",
            Event::UserCorrection { .. } => "UserCorrection",
            Event::QualityFeedback { .. } => "QualityFeedback",
            Event::ToolCall { .. } => "ToolCall",
            Event::ToolResult { .. } => "ToolResult",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The spec's examples, byte for byte (the `…` placeholders filled in).
    const SPEC_LINES: &[&str] = &[
        r#"{"TurnStart":{"user_message":"Refactor fetch_user to be async"}}"#,
        r#"{"Token":{"token":"The","logprob":-0.12,"index":0}}"#,
        r#"{"TurnComplete":{"full_response":"Done."}}"#,
        r#"{"Cost":{"tokens_in":25,"tokens_out":800,"wallclock_ms":500,"provider":"local"}}"#,
        r#"{"UserCorrection":{"correction_message":"don't add logging","corrects_last":true}}"#,
        r#"{"QualityFeedback":{"quality":0.2,"fragment_spans":null}}"#,
        r#"{"ToolCall":{"tool_name":"search","args_json":"{\"q\":1}"}}"#,
        r#"{"ToolResult":{"tool_name":"search","success":false,"duration_ms":120,"error_summary":"timeout"}}"#,
    ];

    #[test]
    fn spec_examples_round_trip_exactly() {
        for line in SPEC_LINES {
            let event: Event = serde_json::from_str(line).unwrap();
            assert_eq!(serde_json::to_string(&event).unwrap(), *line);
            assert!(line.starts_with(&format!("{{\"{}\"", event.kind())));
        }
    }

    #[test]
    fn optional_fields_may_be_omitted_and_unknown_kinds_fail() {
        let cost: Event =
            serde_json::from_str(r#"{"Cost":{"tokens_in":1,"tokens_out":2,"wallclock_ms":3}}"#)
                .unwrap();
        assert_eq!(
            cost,
            Event::Cost { tokens_in: 1, tokens_out: 2, wallclock_ms: 3, provider: None }
        );
        let err = serde_json::from_str::<Event>(r#"{"Sneeze":{}}"#).unwrap_err();
        assert!(err.to_string().contains("unknown variant `Sneeze`"), "{err}");
    }
}
