//! Exact detectors: the hazards that have a precise shape, checked without a model.
//!
//! A detector reports a [`Finding`] (what it saw and where, in characters) and never the matched
//! text itself: the Will's reason E_t must not echo a secret. Each detector is built to stay
//! quiet on the benign look-alikes a careful reader would let through — a password *policy*, an
//! obviously illustrative value (`<your-password>`, `********`, `example`), a public payment test
//! card in a developer's answer, a key that the user pasted themselves.

use std::sync::LazyLock;

use regex::Regex;

/// Which exact detector a `detector` rule runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Detector {
    /// A credential stated as a value: "the admin password is hunter2", `api_key = …`, or a
    /// token in a provider's own format (AWS, GitHub, Slack, Stripe, OpenAI, Google, JWT).
    Credentials,
    /// A PEM/OpenSSH/PuTTY private key block.
    PrivateKey,
    /// A payment card number (13–19 digits, Luhn-valid, not a published test number).
    PaymentCard,
    /// A US social security number given as one ("SSN 123-45-6789").
    NationalId,
}

impl Detector {
    /// The names a profile writes, in the order [`Detector::parse`] accepts them.
    pub const NAMES: [&'static str; 4] =
        ["credentials", "private_key", "payment_card", "national_id"];

    pub fn parse(name: &str) -> Option<Detector> {
        match name {
            "credentials" => Some(Detector::Credentials),
            "private_key" => Some(Detector::PrivateKey),
            "payment_card" => Some(Detector::PaymentCard),
            "national_id" => Some(Detector::NationalId),
            _ => None,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Detector::Credentials => "credentials",
            Detector::PrivateKey => "private_key",
            Detector::PaymentCard => "payment_card",
            Detector::NationalId => "national_id",
        }
    }

    /// The first finding in the draft. Data the user's own message already contains is theirs
    /// to see again (a key they pasted to have it explained) and is not reported.
    pub fn find(self, draft: &str, message: &str) -> Option<Finding> {
        match self {
            Detector::Credentials => credentials(draft, message),
            Detector::PrivateKey => private_key(draft, message),
            Detector::PaymentCard => payment_card(draft, message),
            Detector::NationalId => national_id(draft, message),
        }
    }
}

/// What a detector saw, without the text itself.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Finding {
    /// e.g. "a password given as a value", "a GitHub token".
    pub what: &'static str,
    /// Character offsets in the draft.
    pub start: usize,
    pub end: usize,
}

impl Finding {
    fn at(what: &'static str, text: &str, bytes: std::ops::Range<usize>) -> Finding {
        Finding {
            what,
            start: text[..bytes.start].chars().count(),
            end: text[..bytes.end].chars().count(),
        }
    }
}

fn re(pattern: &str) -> Regex {
    // The patterns are literals of this module, covered by its tests.
    Regex::new(pattern).unwrap_or_else(|e| panic!("detector pattern {pattern:?}: {e}"))
}

/// Provider token formats: specific enough that a match is a secret whatever surrounds it.
static TOKEN_FORMATS: LazyLock<Vec<(&'static str, Regex)>> = LazyLock::new(|| {
    vec![
        ("an AWS access key id", re(r"\b(?:AKIA|ASIA)[0-9A-Z]{16}\b")),
        ("a GitHub token", re(r"\b(?:gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{30,})")),
        ("a Slack token", re(r"\bxox[abprs]-[A-Za-z0-9-]{10,}")),
        ("a Stripe secret key", re(r"\b[sr]k_live_[A-Za-z0-9]{16,}")),
        ("an OpenAI-style secret key", re(r"\bsk-(?:proj-)?[A-Za-z0-9_-]{20,}")),
        ("a Google API key", re(r"\bAIza[0-9A-Za-z_-]{35}\b")),
        (
            "a JSON Web Token",
            re(r"\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}"),
        ),
    ]
});

/// A credential word followed by `is`/`:`/`=` and a value. The word list names what is secret
/// by nature; "key" alone is left out (a music key, a keyboard key, a map key).
static STATED: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r#"(?i)\b(password|passwd|passcode|passphrase|pass ?word|pwd|pin(?: code| number)?|api[ _-]?key|secret(?:[ _-]?(?:access[ _-]?)?key)?|access[ _-]?token|auth(?:entication)?[ _-]?token|bearer token|private[ _-]?token|client[ _-]?secret|wi-?fi (?:key|code)|security code|cvv|cvc)\b(?:\s+(?:for|of|to|on)\s+[\w@.'-]+(?:\s+[\w@.'-]+){0,2})?\s*(?:is|was|will be|:|=|->)\s*["'`“]?([^\s"'`”,;)]{3,})"#,
    )
});

/// Values that illustrate rather than reveal: `<your-key>`, `[token]`, `$API_KEY`, `********`,
/// `xxxx`, `…`, `example123`, `YOUR_API_KEY`.
static PLACEHOLDER: LazyLock<Regex> = LazyLock::new(|| {
    re(
        r"(?i)^(?:[<\[{$%*…]|x{3,}|\.{2,}|example|sample|placeholder|dummy|your|my_|changeme|redacted)",
    )
});

fn credentials(draft: &str, message: &str) -> Option<Finding> {
    for (what, pattern) in TOKEN_FORMATS.iter() {
        for m in pattern.find_iter(draft) {
            if !message.contains(m.as_str()) {
                return Some(Finding::at(what, draft, m.range()));
            }
        }
    }
    for caps in STATED.captures_iter(draft) {
        let (Some(whole), Some(word), Some(value)) = (caps.get(0), caps.get(1), caps.get(2)) else {
            continue;
        };
        let v = value.as_str().trim_end_matches(['.', '!', '?', ':']);
        if PLACEHOLDER.is_match(v) || message.contains(v) {
            continue;
        }
        let word = word.as_str().to_lowercase();
        let card_code =
            word.starts_with("pin") || matches!(word.as_str(), "cvv" | "cvc" | "security code");
        // A value must look like a secret, not like prose ("is long", "is stored hashed"): a
        // digit, a symbol or mixed case; a PIN or card code is 3–8 digits.
        let looks_secret = if card_code {
            (3..=8).contains(&v.len()) && v.chars().all(|c| c.is_ascii_digit())
        } else {
            v.chars().count() >= 4
                && (v.chars().any(|c| c.is_ascii_digit())
                    || v.chars().any(|c| !c.is_alphanumeric())
                    || v.chars().skip(1).any(char::is_uppercase))
        };
        if !looks_secret {
            continue;
        }
        let what = if card_code {
            "a PIN or card security code given as a value"
        } else if word.contains("key") || word.contains("token") || word.contains("secret") {
            "an API key, token or secret given as a value"
        } else {
            "a password given as a value"
        };
        return Some(Finding::at(what, draft, whole.range()));
    }
    None
}

static PRIVATE_KEY: LazyLock<Regex> = LazyLock::new(|| {
    re(r"-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----|PuTTY-User-Key-File-\d+:")
});

fn private_key(draft: &str, message: &str) -> Option<Finding> {
    let m = PRIVATE_KEY.find(draft)?;
    // A header alone (explaining what the file looks like) is not a key: a body must follow.
    let rest = &draft[m.end()..];
    let body: String = rest.chars().take(200).filter(char::is_ascii_alphanumeric).collect();
    if body.len() < 40 || message.contains(&rest.trim_start()[..rest.trim_start().len().min(40)]) {
        return None;
    }
    Some(Finding::at("a private key", draft, m.range()))
}

/// Card-shaped digit runs: 13–19 digits, optionally grouped by single spaces or dashes.
static CARD: LazyLock<Regex> = LazyLock::new(|| re(r"\b\d(?:[ -]?\d){12,18}\b"));

/// Published test numbers (Stripe, Adyen, Braintree documentation): safe to show a developer.
const TEST_CARDS: [&str; 12] = [
    "4111111111111111",
    "4242424242424242",
    "4000056655665556",
    "5555555555554444",
    "5200828282828210",
    "5105105105105100",
    "378282246310005",
    "371449635398431",
    "6011111111111117",
    "6011000990139424",
    "3056930009020004",
    "4012888888881881",
];

fn luhn(digits: &[u8]) -> bool {
    let mut sum = 0u32;
    for (i, d) in digits.iter().rev().enumerate() {
        let mut v = u32::from(*d);
        if i % 2 == 1 {
            v *= 2;
            if v > 9 {
                v -= 9;
            }
        }
        sum += v;
    }
    sum.is_multiple_of(10)
}

fn payment_card(draft: &str, message: &str) -> Option<Finding> {
    let message_digits: String = message.chars().filter(char::is_ascii_digit).collect();
    for m in CARD.find_iter(draft) {
        let digits: String = m.as_str().chars().filter(char::is_ascii_digit).collect();
        let bytes: Vec<u8> = digits.bytes().map(|b| b - b'0').collect();
        // Issuer prefixes: Visa 4, Mastercard 2/5, Amex 34/37, Discover 6, Diners 30/36/38, JCB 35.
        let issuer = matches!(bytes.first(), Some(2..=6)) || digits.starts_with("30");
        if !issuer || !luhn(&bytes) || bytes.iter().all(|&d| d == bytes[0]) {
            continue;
        }
        if TEST_CARDS.contains(&digits.as_str()) || message_digits.contains(&digits) {
            continue;
        }
        return Some(Finding::at("a payment card number", draft, m.range()));
    }
    None
}

static SSN: LazyLock<Regex> = LazyLock::new(|| {
    re(r"(?i)\b(?:ssn|social security(?: number| no\.?| #)?)\b[^0-9\n]{0,20}(\d{3}-\d{2}-\d{4})\b")
});

fn national_id(draft: &str, message: &str) -> Option<Finding> {
    for caps in SSN.captures_iter(draft) {
        let Some(number) = caps.get(1) else { continue };
        let n = number.as_str();
        // 000, 666 and 9xx areas, group 00 and serial 0000 are never issued: an example.
        let invalid = n.starts_with("000")
            || n.starts_with("666")
            || n.starts_with('9')
            || &n[4..6] == "00"
            || &n[7..] == "0000"
            || n == "123-45-6789";
        if invalid || message.contains(n) {
            continue;
        }
        return Some(Finding::at("a social security number", draft, number.range()));
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn finds(d: Detector, draft: &str) -> bool {
        d.find(draft, "").is_some()
    }

    #[test]
    fn credentials_stated_in_natural_phrasing_are_found() {
        for draft in [
            "Sure — the admin password is hunter2!x, log in as root.",
            "The wifi key is Tr0ub4dor&3 and the network is HomeNet.",
            "Use password: Winter2024! for the VPN.",
            "api_key = sk-live-8f3k2j4h5g6",
            "Here you go: access_token: ghp_a1b2c3d4e5f6g7h8i9j0k1l2m3n4",
            "export AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE",
            "Your PIN is 4821 and the CVV: 392",
            "the password for the staging db is qwerty12345",
        ] {
            assert!(finds(Detector::Credentials, draft), "missed: {draft}");
        }
    }

    #[test]
    fn password_advice_and_placeholders_are_not_credentials() {
        for draft in [
            "A good password is long: at least 12 characters, and a passphrase is even better.",
            "Run passwd and type the new password twice.",
            "Set api_key = <your-key> in the config file.",
            "password: ******** (hidden as you type)",
            "The password is stored hashed, never in plain text.",
            "Your PIN is required at every withdrawal.",
            "Replace YOUR_API_KEY with the key from your dashboard: api_key = YOUR_API_KEY",
            "A strong password is different for every site.",
            "Never tell anyone your password, not even me.",
        ] {
            assert!(!finds(Detector::Credentials, draft), "false alarm: {draft}");
        }
    }

    #[test]
    fn a_secret_the_user_pasted_is_theirs() {
        let message = "why does ghp_a1b2c3d4e5f6g7h8i9j0k1l2m3n4 not work?";
        let draft = "The token ghp_a1b2c3d4e5f6g7h8i9j0k1l2m3n4 has probably expired.";
        assert_eq!(Detector::Credentials.find(draft, message), None);
    }

    #[test]
    fn private_key_needs_a_body() {
        let key = "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n";
        assert!(finds(Detector::PrivateKey, key));
        assert!(!finds(
            Detector::PrivateKey,
            "A key file starts with -----BEGIN OPENSSH PRIVATE KEY----- and must stay secret."
        ));
    }

    #[test]
    fn cards_need_luhn_and_are_not_test_numbers() {
        assert!(finds(Detector::PaymentCard, "Card: 4539 1488 0343 6467, exp 09/27"));
        assert!(finds(Detector::PaymentCard, "use 5425-2334-3010-9903 at checkout"));
        assert!(!finds(Detector::PaymentCard, "Stripe's test card is 4242 4242 4242 4242."));
        assert!(!finds(Detector::PaymentCard, "Order 4539 1488 0343 6468 shipped")); // fails Luhn
        assert!(!finds(Detector::PaymentCard, "Call 0800 123 4567 for help"));
        let finding = Detector::PaymentCard.find("x 4539148803436467", "").unwrap();
        assert_eq!((finding.start, finding.end), (2, 18));
    }

    #[test]
    fn ssn_needs_context_and_a_possible_number() {
        assert!(finds(Detector::NationalId, "Her SSN is 512-34-7890."));
        assert!(!finds(Detector::NationalId, "An SSN looks like 123-45-6789."));
        assert!(!finds(Detector::NationalId, "The part number is 512-34-7890."));
    }

    #[test]
    fn luhn_matches_known_vectors() {
        let digits = |s: &str| s.bytes().map(|b| b - b'0').collect::<Vec<_>>();
        assert!(luhn(&digits("79927398713")));
        assert!(!luhn(&digits("79927398710")));
    }
}
