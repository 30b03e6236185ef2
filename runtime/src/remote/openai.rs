//! The OpenAI chat-completions protocol (llama.cpp's server, vLLM, LM Studio, Ollama's `/v1`):
//! request bodies and the parsing of streamed chunks and label responses.

use serde_json::{Value, json};

use super::error::ChunkError;
use super::{
    Parsed, STREAM_TOP_LOGPROBS, TopLogprob, messages_json, token_logprobs, token_margins,
};
use keel_model::{ChatMessage, SamplingParams};

/// How many alternatives a label request asks for (OpenAI's maximum, vLLM's default cap).
pub const TOP_LOGPROBS: u32 = 20;

/// `POST /chat/completions` streaming the answer with per-token logprobs and a usage chunk.
pub fn stream_body(model: &str, messages: &[ChatMessage], params: &SamplingParams) -> Value {
    json!({
        "model": model,
        "messages": messages_json(messages),
        "stream": true,
        "stream_options": {"include_usage": true},
        "temperature": params.temperature,
        "top_p": params.top_p,
        "seed": params.seed,
        "max_tokens": params.max_new_tokens,
        "logprobs": true,
        "top_logprobs": STREAM_TOP_LOGPROBS,
    })
}

/// One greedy token with the top alternatives and their logprobs.
pub fn label_body(model: &str, messages: &[ChatMessage]) -> Value {
    json!({
        "model": model,
        "messages": messages_json(messages),
        "stream": false,
        "temperature": 0.0,
        "max_tokens": 1,
        "logprobs": true,
        "top_logprobs": TOP_LOGPROBS,
    })
}

/// Parses one streamed chunk: its content piece, the logprobs of the tokens in it, the finish
/// reason, usage and fingerprint. A chunk carrying `error` is the server's error.
pub fn parse_chunk(value: &Value) -> Result<Parsed, ChunkError> {
    if let Some(error) = value.get("error") {
        return Err(server_error(error));
    }
    let mut parsed = Parsed::default();
    if let Some(choice) = value["choices"].as_array().and_then(|c| c.first()) {
        choice["delta"]["content"].as_str().unwrap_or_default().clone_into(&mut parsed.text);
        if let Some(entries) = choice["logprobs"]["content"].as_array() {
            parsed.logprobs = token_logprobs(entries)?;
            parsed.margins = token_margins(entries);
        }
        parsed.finish = choice["finish_reason"].as_str().map(str::to_owned);
    } else if !value["choices"].is_array() && value.get("usage").is_none() {
        return Err(ChunkError::NoChoicesNorUsage);
    }
    if let Some(usage) = value.get("usage").filter(|u| u.is_object()) {
        parsed.usage = Some(keel_model::Usage {
            prompt_tokens: usage["prompt_tokens"].as_u64().unwrap_or(0),
            completion_tokens: usage["completion_tokens"].as_u64().unwrap_or(0),
        });
    }
    parsed.fingerprint = value["system_fingerprint"].as_str().map(str::to_owned);
    Ok(parsed)
}

/// The top alternatives of the first generated token in a (non-streamed) label response.
pub fn parse_top_logprobs(value: &Value) -> Result<Vec<TopLogprob>, ChunkError> {
    if let Some(error) = value.get("error") {
        return Err(server_error(error));
    }
    let first = &value["choices"][0]["logprobs"]["content"][0];
    super::top_logprobs(&first["top_logprobs"])
}

/// OpenAI's `error`: an object with a `message`, or (some servers) a string.
fn server_error(error: &Value) -> ChunkError {
    let message = error["message"]
        .as_str()
        .or_else(|| error.as_str())
        .map_or_else(|| error.to_string(), str::to_owned);
    ChunkError::Server { message }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chunks_with_and_without_logprobs_and_the_usage_chunk() {
        let with = json!({"choices":[{"delta":{"content":"Pa"},"logprobs":{"content":[
            {"token":"P","logprob":-0.5},{"token":"a","logprob":-0.25}]},"finish_reason":null}],
            "system_fingerprint":"b42"});
        let p = parse_chunk(&with).unwrap();
        assert_eq!((p.text.as_str(), p.logprobs.as_slice()), ("Pa", [-0.5f32, -0.25].as_slice()));
        assert_eq!(p.fingerprint.as_deref(), Some("b42"));
        let without = json!({"choices":[{"delta":{"content":"ris"},"finish_reason":"stop"}]});
        let p = parse_chunk(&without).unwrap();
        assert!(p.logprobs.is_empty());
        assert_eq!(p.finish.as_deref(), Some("stop"));
        let usage = json!({"choices":[],"usage":{"prompt_tokens":12,"completion_tokens":3,"total_tokens":15}});
        assert_eq!(parse_chunk(&usage).unwrap().usage.unwrap().completion_tokens, 3);
        assert!(matches!(
            parse_chunk(&json!({"error":{"message":"boom"}})),
            Err(ChunkError::Server { message }) if message == "boom"
        ));
        assert!(matches!(parse_chunk(&json!({"hello":1})), Err(ChunkError::NoChoicesNorUsage)));
    }

    #[test]
    fn a_tokens_alternatives_give_its_margin_and_their_absence_none() {
        // p = 0.6 and 0.3 (listed out of order), then a token with one alternative only.
        let chunk = json!({"choices":[{"delta":{"content":"ab"},"logprobs":{"content":[
            {"token":"a","logprob":0.6f64.ln(),"top_logprobs":[
                {"token":"b","logprob":0.3f64.ln()},{"token":"a","logprob":0.6f64.ln()}]},
            {"token":"b","logprob":-0.1,"top_logprobs":[{"token":"b","logprob":-0.1}]}]}}]});
        let p = parse_chunk(&chunk).unwrap();
        assert_eq!(p.margins.len(), 2);
        assert!((p.margins[0].unwrap() - 0.3).abs() < 1e-6, "{:?}", p.margins);
        assert_eq!(p.margins[1], None);
        assert_eq!(stream_body("m", &[], &SamplingParams::default())["top_logprobs"], 2);
    }
}
