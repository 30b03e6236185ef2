//! Bearer tokens for writes. Tokens come from `[serve] tokens` and `token_file`; only their
//! SHA-384 digests are kept, and a presented token is compared with every digest in constant
//! time (`subtle`), so neither the match position nor the token length leaks through timing.

use std::path::Path;

use axum::http::{HeaderMap, StatusCode, header};
use sha2::{Digest, Sha384};
use subtle::{Choice, ConstantTimeEq};

use super::error::ApiError;

/// Shortest token accepted in the config (a guessable token is no protection).
pub const MIN_TOKEN_CHARS: usize = 16;

/// The write tokens, as digests.
pub struct Tokens {
    digests: Vec<[u8; 48]>,
}

impl std::fmt::Debug for Tokens {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Tokens({} redacted)", self.digests.len())
    }
}

impl Tokens {
    /// The configured tokens plus those of `file` (one a line; blank lines and `#` comments
    /// ignored). Refuses tokens shorter than [`MIN_TOKEN_CHARS`] or with whitespace inside.
    pub fn load(tokens: &[String], file: Option<&Path>) -> Result<Tokens, String> {
        let mut all: Vec<String> = tokens.to_vec();
        if let Some(file) = file {
            let text = std::fs::read_to_string(file)
                .map_err(|e| format!("serve.token_file {}: {e}", file.display()))?;
            all.extend(
                text.lines()
                    .map(str::trim)
                    .filter(|l| !l.is_empty() && !l.starts_with('#'))
                    .map(str::to_owned),
            );
        }
        for (i, t) in all.iter().enumerate() {
            if t.chars().count() < MIN_TOKEN_CHARS || t.chars().any(char::is_whitespace) {
                return Err(format!(
                    "serve token #{} is shorter than {MIN_TOKEN_CHARS} characters or contains whitespace",
                    i + 1
                ));
            }
        }
        Ok(Tokens { digests: all.iter().map(|t| digest(t)).collect() })
    }

    /// How many tokens may write.
    pub fn len(&self) -> usize {
        self.digests.len()
    }

    /// Whether no token is configured (writes are then open: loopback only, README).
    pub fn is_empty(&self) -> bool {
        self.digests.is_empty()
    }

    /// Checks the request's `Authorization: Bearer <token>`; 401 `unauthorized` otherwise.
    /// With no token configured every write is allowed.
    pub fn authorize(&self, headers: &HeaderMap) -> Result<(), ApiError> {
        if self.is_empty() {
            return Ok(());
        }
        let unauthorized = |m: &str| ApiError::new(StatusCode::UNAUTHORIZED, "unauthorized", m);
        let Some(value) = headers.get(header::AUTHORIZATION) else {
            return Err(unauthorized("writes need an Authorization: Bearer <token> header"));
        };
        let presented = value
            .to_str()
            .ok()
            .and_then(|v| v.split_once(' '))
            .filter(|(scheme, _)| scheme.eq_ignore_ascii_case("bearer"))
            .map(|(_, token)| token.trim());
        let Some(presented) = presented else {
            return Err(unauthorized("the Authorization header is not `Bearer <token>`"));
        };
        let d = digest(presented);
        let mut matched = Choice::from(0);
        for known in &self.digests {
            matched |= known.ct_eq(&d);
        }
        if bool::from(matched) {
            Ok(())
        } else {
            Err(unauthorized("the bearer token is not valid"))
        }
    }
}

fn digest(token: &str) -> [u8; 48] {
    Sha384::digest(token.as_bytes()).into()
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    fn headers(v: &str) -> HeaderMap {
        let mut h = HeaderMap::new();
        h.insert(header::AUTHORIZATION, HeaderValue::from_str(v).unwrap());
        h
    }

    #[test]
    fn only_a_configured_bearer_token_writes() {
        let tokens = Tokens::load(&["a-long-enough-token-1".into()], None).unwrap();
        assert!(tokens.authorize(&headers("Bearer a-long-enough-token-1")).is_ok());
        assert!(tokens.authorize(&headers("bearer a-long-enough-token-1")).is_ok());
        for bad in ["Bearer a-long-enough-token-2", "Basic a-long-enough-token-1", "Bearer", ""] {
            let e = tokens.authorize(&headers(bad)).unwrap_err();
            assert_eq!(e.status, StatusCode::UNAUTHORIZED, "{bad}");
        }
        assert!(tokens.authorize(&HeaderMap::new()).is_err());
        assert!(format!("{tokens:?}").contains("1 redacted"));
    }

    #[test]
    fn short_tokens_are_refused() {
        assert!(Tokens::load(&["short".into()], None).unwrap_err().contains("#1"));
        assert!(Tokens::load(&[], None).unwrap().is_empty());
    }
}
