//! Framing of streamed responses: Server-Sent Events (OpenAI) and newline-delimited JSON
//! (Ollama), decoded from body pieces split anywhere.
//!
//! Bytes are buffered until a whole line is in, and only whole lines are decoded as UTF-8, so a
//! piece boundary inside a multi-byte character, inside `data:` or inside the JSON is invisible
//! to the parser. Lines end in LF, CRLF or CR (the SSE grammar); a line longer than
//! [`MAX_LINE`] is an error rather than unbounded memory.

use super::error::FrameError;

/// The longest line accepted (a chunk with many top logprobs stays far below).
pub const MAX_LINE: usize = 4 * 1024 * 1024;

/// Splits bytes into lines, whatever the piece boundaries.
#[derive(Debug, Default)]
pub struct LineSplitter {
    buf: Vec<u8>,
    /// The previous piece ended in CR: an LF at the start of this one belongs to it.
    after_cr: bool,
}

impl LineSplitter {
    /// Appends a piece; returns the lines it completed (without their terminators).
    pub fn push(&mut self, piece: &[u8]) -> Result<Vec<String>, FrameError> {
        let mut lines = Vec::new();
        for &byte in piece {
            if std::mem::take(&mut self.after_cr) && byte == b'\n' {
                continue;
            }
            match byte {
                b'\n' => lines.push(self.take_line()?),
                b'\r' => {
                    lines.push(self.take_line()?);
                    self.after_cr = true;
                }
                _ => {
                    if self.buf.len() >= MAX_LINE {
                        return Err(FrameError::LineTooLong { limit: MAX_LINE });
                    }
                    self.buf.push(byte);
                }
            }
        }
        Ok(lines)
    }

    /// The unterminated last line, if any.
    pub fn finish(&mut self) -> Result<Option<String>, FrameError> {
        if self.buf.is_empty() { Ok(None) } else { self.take_line().map(Some) }
    }

    fn take_line(&mut self) -> Result<String, FrameError> {
        String::from_utf8(std::mem::take(&mut self.buf))
            .map_err(|source| FrameError::NotUtf8 { source })
    }
}

/// One decoded SSE event's `data`, or the end-of-stream sentinel.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SseData {
    Json(String),
    /// `data: [DONE]`.
    Done,
}

/// Server-Sent Events: `data:` lines up to a blank line make one event; `:` comments
/// (keep-alives) and other fields (`event:`, `id:`, `retry:`) are skipped.
#[derive(Debug, Default)]
pub struct SseDecoder {
    lines: LineSplitter,
    data: Option<String>,
}

impl SseDecoder {
    /// Appends a piece; returns the events it completed.
    pub fn push(&mut self, piece: &[u8]) -> Result<Vec<SseData>, FrameError> {
        let mut out = Vec::new();
        for line in self.lines.push(piece)? {
            self.line(&line, &mut out);
        }
        Ok(out)
    }

    /// At the end of the body: an event left without its blank line still counts.
    pub fn finish(&mut self) -> Result<Vec<SseData>, FrameError> {
        let mut out = Vec::new();
        if let Some(line) = self.lines.finish()? {
            self.line(&line, &mut out);
        }
        self.dispatch(&mut out);
        Ok(out)
    }

    fn line(&mut self, line: &str, out: &mut Vec<SseData>) {
        if line.is_empty() {
            self.dispatch(out);
            return;
        }
        if line.starts_with(':') {
            return;
        }
        let (field, value) = match line.split_once(':') {
            Some((field, value)) => (field, value.strip_prefix(' ').unwrap_or(value)),
            None => (line, ""),
        };
        if field == "data" {
            match &mut self.data {
                Some(data) => {
                    data.push('\n');
                    data.push_str(value);
                }
                None => self.data = Some(value.to_owned()),
            }
        }
    }

    fn dispatch(&mut self, out: &mut Vec<SseData>) {
        if let Some(data) = self.data.take() {
            out.push(if data.trim() == "[DONE]" { SseData::Done } else { SseData::Json(data) });
        }
    }
}

/// Newline-delimited JSON: one value per non-blank line.
#[derive(Debug, Default)]
pub struct NdjsonDecoder {
    lines: LineSplitter,
}

impl NdjsonDecoder {
    pub fn push(&mut self, piece: &[u8]) -> Result<Vec<String>, FrameError> {
        Ok(self.lines.push(piece)?.into_iter().filter(|l| !l.trim().is_empty()).collect())
    }

    pub fn finish(&mut self) -> Result<Option<String>, FrameError> {
        Ok(self.lines.finish()?.filter(|l| !l.trim().is_empty()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn decode_split(bytes: &[u8], at: &[usize]) -> Vec<SseData> {
        let mut decoder = SseDecoder::default();
        let mut out = Vec::new();
        let mut start = 0;
        for &cut in at.iter().chain(std::iter::once(&bytes.len())) {
            out.extend(decoder.push(&bytes[start..cut]).unwrap());
            start = cut;
        }
        out.extend(decoder.finish().unwrap());
        out
    }

    #[test]
    fn sse_survives_every_split_point() {
        let stream = ": keep-alive\r\n\r\ndata: {\"t\":\"caf\u{e9}\"}\r\n\r\nevent: x\ndata: {\"a\":\ndata: 1}\n\ndata:[DONE]\n\n";
        let bytes = stream.as_bytes();
        let whole = decode_split(bytes, &[]);
        assert_eq!(
            whole,
            [
                SseData::Json("{\"t\":\"caf\u{e9}\"}".into()),
                SseData::Json("{\"a\":\n1}".into()),
                SseData::Done
            ]
        );
        for a in 1..bytes.len() {
            assert_eq!(decode_split(bytes, &[a]), whole, "split at {a}");
            for b in a + 1..bytes.len() {
                assert_eq!(decode_split(bytes, &[a, b]), whole, "split at {a}, {b}");
            }
        }
    }

    #[test]
    fn an_unterminated_last_event_still_counts_and_bad_utf8_is_an_error() {
        let mut d = SseDecoder::default();
        assert!(d.push(b"data: {}").unwrap().is_empty());
        assert_eq!(d.finish().unwrap(), [SseData::Json("{}".into())]);
        let mut d = SseDecoder::default();
        assert!(matches!(d.push(b"data: \xff\n\n"), Err(FrameError::NotUtf8 { .. })));
    }

    #[test]
    fn ndjson_skips_blank_lines() {
        let mut d = NdjsonDecoder::default();
        assert_eq!(d.push(b"{\"a\":1}\n\n{\"b\"").unwrap(), ["{\"a\":1}"]);
        assert_eq!(d.push(b":2}\r\n").unwrap(), ["{\"b\":2}"]);
        assert_eq!(d.finish().unwrap(), None);
    }
}
