//! Ollama's native chat API (`POST /api/chat`, NDJSON stream). Its OpenAI-compatible route drops
//! logprobs; the native one returns them (Ollama 0.12.11 and later) when asked with
//! `"logprobs": true`.

use serde_json::{Value, json};

use super::error::ChunkError;
use super::{
    Parsed, STREAM_TOP_LOGPROBS, TopLogprob, messages_json, token_logprobs, token_margins,
};
use keel_model::{ChatMessage, SamplingParams, Usage};

/// How many alternatives a label request asks for.
pub const TOP_LOGPROBS: u32 = 20;

pub fn stream_body(model: &str, messages: &[ChatMessage], params: &SamplingParams) -> Value {
    json!({
        "model": model,
        "messages": messages_json(messages),
        "stream": true,
        "logprobs": true,
        "top_logprobs": STREAM_TOP_LOGPROBS,
        "options": {
            "temperature": params.temperature,
            "top_p": params.top_p,
            "seed": params.seed,
            "num_predict": params.max_new_tokens,
        },
    })
}

pub fn label_body(model: &str, messages: &[ChatMessage]) -> Value {
    json!({
        "model": model,
        "messages": messages_json(messages),
        "stream": false,
        "logprobs": true,
        "top_logprobs": TOP_LOGPROBS,
        "options": {"temperature": 0.0, "num_predict": 1},
    })
}

/// One NDJSON line: `message.content`, `logprobs[]`, and on the last line `done`, `done_reason`
/// and the counts.
pub fn parse_line(value: &Value) -> Result<Parsed, ChunkError> {
    if let Some(error) = value.get("error") {
        return Err(server_error(error));
    }
    if !value.get("done").is_some_and(Value::is_boolean) {
        return Err(ChunkError::NoDone);
    }
    let mut parsed = Parsed {
        text: value["message"]["content"].as_str().unwrap_or_default().to_owned(),
        ..Parsed::default()
    };
    if let Some(entries) = value["logprobs"].as_array() {
        parsed.logprobs = token_logprobs(entries)?;
        parsed.margins = token_margins(entries);
    }
    if value["done"].as_bool() == Some(true) {
        parsed.finish = Some(value["done_reason"].as_str().unwrap_or("stop").to_owned());
        if let (Some(prompt), Some(eval)) =
            (value["prompt_eval_count"].as_u64(), value["eval_count"].as_u64())
        {
            parsed.usage = Some(Usage { prompt_tokens: prompt, completion_tokens: eval });
        }
    }
    Ok(parsed)
}

pub fn parse_top_logprobs(value: &Value) -> Result<Vec<TopLogprob>, ChunkError> {
    if let Some(error) = value.get("error") {
        return Err(server_error(error));
    }
    super::top_logprobs(&value["logprobs"][0]["top_logprobs"])
}

/// Ollama's `error`: a string (anything else is shown as its JSON).
fn server_error(error: &Value) -> ChunkError {
    ChunkError::Server { message: error.as_str().map_or_else(|| error.to_string(), str::to_owned) }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_carry_text_logprobs_and_final_counts() {
        let p = parse_line(&json!({"message":{"role":"assistant","content":"Hi"},
            "logprobs":[{"token":"Hi","logprob":-0.1}],"done":false}))
        .unwrap();
        assert_eq!((p.text.as_str(), p.logprobs.len(), p.finish), ("Hi", 1, None));
        let last = parse_line(&json!({"message":{"content":""},"done":true,"done_reason":"length",
            "prompt_eval_count":7,"eval_count":5}))
        .unwrap();
        assert_eq!(last.finish.as_deref(), Some("length"));
        assert_eq!(last.usage, Some(Usage { prompt_tokens: 7, completion_tokens: 5 }));
        assert!(matches!(
            parse_line(&json!({"error":"model 'x' not found"})),
            Err(ChunkError::Server { message }) if message == "model 'x' not found"
        ));
        assert!(matches!(parse_line(&json!({"message":{}})), Err(ChunkError::NoDone)));
    }
}
