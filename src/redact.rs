//! Log output that never shows a bot token.
//!
//! Our own log lines name no token, but a dependency's error can quote a request URL
//! (Telegram puts the token in the path), so every line is scrubbed on its way out.

use std::io::{self, Write};
use std::sync::Arc;

use tracing_subscriber::fmt::MakeWriter;

/// What a secret is replaced by.
const REDACTED: &str = "[redacted]";

/// The strings no log line may contain.
#[derive(Clone, Debug, Default)]
pub struct Redactions {
    secrets: Arc<Vec<String>>,
}

impl Redactions {
    /// Redactions of `tokens`: each whole token, and for Telegram tokens (`id:secret`) the
    /// secret part alone and percent-encoded forms, since URLs may quote them that way.
    pub fn of<'a>(tokens: impl IntoIterator<Item = &'a str>) -> Redactions {
        let mut secrets = Vec::new();
        for token in tokens.into_iter().map(str::trim).filter(|t| !t.is_empty()) {
            secrets.push(token.to_string());
            secrets.push(token.replace(':', "%3A"));
            if let Some((_, secret)) = token.split_once(':') {
                secrets.push(secret.to_string());
            }
        }
        // Longest first, so a token is replaced whole before its secret part is looked for.
        secrets.sort_by_key(|s| std::cmp::Reverse(s.len()));
        secrets.retain(|s| s.len() >= 8);
        secrets.dedup();
        Redactions { secrets: Arc::new(secrets) }
    }

    /// `line` with every secret replaced.
    pub fn apply(&self, line: &[u8]) -> Vec<u8> {
        let mut out = line.to_vec();
        for secret in self.secrets.iter() {
            out = replace(&out, secret.as_bytes(), REDACTED.as_bytes());
        }
        out
    }
}

fn replace(haystack: &[u8], needle: &[u8], with: &[u8]) -> Vec<u8> {
    if needle.is_empty() || haystack.len() < needle.len() {
        return haystack.to_vec();
    }
    let mut out = Vec::with_capacity(haystack.len());
    let mut i = 0;
    while i < haystack.len() {
        if haystack[i..].starts_with(needle) {
            out.extend_from_slice(with);
            i += needle.len();
        } else {
            out.push(haystack[i]);
            i += 1;
        }
    }
    out
}

/// A [`MakeWriter`] for standard error that applies [`Redactions`] to every line.
#[derive(Clone, Debug)]
pub struct RedactingStderr {
    redactions: Redactions,
}

impl RedactingStderr {
    /// Standard error, scrubbed of `redactions`.
    pub fn new(redactions: Redactions) -> RedactingStderr {
        RedactingStderr { redactions }
    }
}

/// One event's output: buffered, then scrubbed and written whole when dropped, so a secret
/// split across two `write` calls is still found.
pub struct RedactingLine {
    redactions: Redactions,
    buffer: Vec<u8>,
}

impl Write for RedactingLine {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.buffer.extend_from_slice(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

impl Drop for RedactingLine {
    fn drop(&mut self) {
        if self.buffer.is_empty() {
            return;
        }
        let scrubbed = self.redactions.apply(&self.buffer);
        // A log line that cannot be written has nowhere to be reported.
        let _ = io::stderr().lock().write_all(&scrubbed);
    }
}

impl<'a> MakeWriter<'a> for RedactingStderr {
    type Writer = RedactingLine;

    fn make_writer(&'a self) -> RedactingLine {
        RedactingLine { redactions: self.redactions.clone(), buffer: Vec::with_capacity(256) }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_and_their_secret_parts_are_replaced() {
        let r = Redactions::of(["123456:AAH-secret_value", "discord.token.value", ""]);
        let line = b"GET https://api.telegram.org/bot123456:AAH-secret_value/getMe failed; \
                     also AAH-secret_value and 123456%3AAAH-secret_value; discord.token.value\n";
        let out = String::from_utf8(r.apply(line)).unwrap();
        assert!(!out.contains("secret_value"), "{out}");
        assert!(!out.contains("discord.token"), "{out}");
        assert_eq!(out.matches(REDACTED).count(), 4, "{out}");
        assert!(out.ends_with('\n'));
    }

    #[test]
    fn lines_without_secrets_are_unchanged() {
        let r = Redactions::of(["123456:AAH-secret_value"]);
        let line = "a move was played in 9♣ channel\n".as_bytes();
        assert_eq!(r.apply(line), line);
        assert_eq!(Redactions::of([]).apply(line), line);
    }
}
