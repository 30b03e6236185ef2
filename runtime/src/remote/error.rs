//! The typed errors of the remote adapter's parts: a refused base URL, a stream that cannot be
//! split into lines, a chunk or label answer outside its protocol. They cross into
//! [`keel_model::ModelError::RemoteProtocol`] as its source (the model crate names them as
//! [`keel_model::AdapterError`]); a refused URL is `RemoteGenerator::new`'s own error.

/// Why a base URL is refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum EndpointError {
    #[error(
        "{url}: https is not supported; reach a TLS server through a local proxy that speaks \
         plain http (docs/backends.md)"
    )]
    Https { url: String },
    #[error("{url}: the base URL must start with http://")]
    NotHttp { url: String },
    /// No host, or user info (`user@host`) in the authority.
    #[error("{url}: expected http://host[:port]/path")]
    Authority { url: String },
}

/// Why a streamed body cannot be split into lines.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FrameError {
    #[error("a line longer than {limit} bytes")]
    LineTooLong { limit: usize },
    #[error("a line is not UTF-8 ({source})")]
    NotUtf8 {
        #[source]
        source: std::string::FromUtf8Error,
    },
}

/// Why a server's chunk (a streamed line) or label answer is not what its protocol says.
#[derive(Debug, thiserror::Error)]
pub enum ChunkError {
    /// The server sent an error object instead of a chunk; `message` is its words.
    #[error("{message}")]
    Server { message: String },
    #[error("not JSON ({source})")]
    NotJson {
        #[source]
        source: serde_json::Error,
    },
    /// An Ollama line without its `done` flag.
    #[error("a line without a boolean `done`")]
    NoDone,
    /// An OpenAI chunk that is neither a choice nor the usage chunk.
    #[error("a chunk with neither `choices` nor `usage`")]
    NoChoicesNorUsage,
    #[error("a logprobs entry without a numeric `logprob`: {entry}")]
    Logprob { entry: String },
    /// A label answer without alternatives: the server offers no logprobs.
    #[error(
        "the server returned no top_logprobs: judge rules and the judge Conscience need a server \
         that offers logprobs (llama.cpp's server, vLLM; Ollama through the ollama backend)"
    )]
    NoTopLogprobs,
    #[error("a top_logprobs entry without token and logprob: {entry}")]
    TopLogprob { entry: String },
}

impl ChunkError {
    /// The same error with `secret` replaced wherever the server's words could have echoed it
    /// (some servers echo the key back in their error bodies).
    pub(crate) fn redacted(self, secret: Option<&str>) -> ChunkError {
        let Some(secret) = secret.filter(|s| !s.is_empty()) else { return self };
        let clean = |text: String| text.replace(secret, "<redacted>");
        match self {
            ChunkError::Server { message } => ChunkError::Server { message: clean(message) },
            ChunkError::Logprob { entry } => ChunkError::Logprob { entry: clean(entry) },
            ChunkError::TopLogprob { entry } => ChunkError::TopLogprob { entry: clean(entry) },
            other => other,
        }
    }
}
