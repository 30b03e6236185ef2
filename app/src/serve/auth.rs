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
        // Each token with where it came from, so a refusal names the entry to fix.
        let mut all: Vec<(String, String)> = tokens
            .iter()
            .enumerate()
            .map(|(i, t)| (format!("serve.tokens entry {}", i + 1), t.clone()))
            .collect();
        if let Some(file) = file {
            let text = std::fs::read_to_string(file)
                .map_err(|e| format!("serve.token_file {}: {e}", file.display()))?;
            all.extend(
                text.lines()
                    .enumerate()
                    .map(|(n, l)| (n, l.trim()))
                    .filter(|(_, l)| !l.is_empty() && !l.starts_with('#'))
                    .map(|(n, l)| {
                        (
                            format!("serve.token_file {} line {}", file.display(), n + 1),
                            l.to_owned(),
                        )
                    }),
            );
        }
        for (source, t) in &all {
            if t.chars().count() < MIN_TOKEN_CHARS || t.chars().any(char::is_whitespace) {
                return Err(format!(
                    "{source}: a write token needs at least {MIN_TOKEN_CHARS} characters and no whitespace (e.g. the output of `openssl rand -hex 32`)"
                ));
            }
        }
        Ok(Tokens { digests: all.iter().map(|(_, t)| digest(t)).collect() })
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
    fn short_tokens_are_refused_naming_where_they_are() {
        let e = Tokens::load(&["a-long-enough-token-1".into(), "short".into()], None).unwrap_err();
        assert!(e.starts_with("serve.tokens entry 2:") && e.contains("16 characters"), "{e}");
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("tokens");
        std::fs::write(&file, "# team\na-long-enough-token-2\n\nshort token\n").unwrap();
        let e = Tokens::load(&[], Some(&file)).unwrap_err();
        assert!(e.contains(&format!("{} line 4:", file.display())), "{e}");
        assert_eq!(Tokens::load(&[], Some(&file)).err().map(|e| e.contains("short")), Some(false));
        assert!(Tokens::load(&[], None).unwrap().is_empty());
    }
}
