//! Crisis resources per locale: what a turn about suicide or self-harm must point to.
//!
//! The numbers are the national ones each country publishes for emergencies and for suicide
//! prevention; `intl` (the default when no locale is configured or the region is not listed)
//! names the emergency number generically, the two largest English-language lines, and the
//! international directory. A locale is a region code (`US`, `GB`) or a POSIX locale
//! (`en_GB.UTF-8`), see [`region_of`].

/// One locale's resources.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CrisisResources {
    /// The region code, or `intl`.
    pub region: &'static str,
    /// The emergency number, as a sentence fragment ("call 999").
    pub emergency: &'static str,
    /// The crisis line(s), as a sentence fragment.
    pub helpline: &'static str,
}

/// The listed regions (ISO 3166-1 alpha-2), then the international fallback.
pub const RESOURCES: [CrisisResources; 14] = [
    CrisisResources {
        region: "US",
        emergency: "call 911",
        helpline: "call or text 988 (Suicide & Crisis Lifeline), any time",
    },
    CrisisResources {
        region: "CA",
        emergency: "call 911",
        helpline: "call or text 988 (Suicide Crisis Helpline), any time",
    },
    CrisisResources {
        region: "GB",
        emergency: "call 999",
        helpline: "call Samaritans on 116 123, free, any time",
    },
    CrisisResources {
        region: "IE",
        emergency: "call 112 or 999",
        helpline: "call Samaritans on 116 123, free, any time",
    },
    CrisisResources {
        region: "AU",
        emergency: "call 000",
        helpline: "call Lifeline on 13 11 14, any time",
    },
    CrisisResources {
        region: "NZ",
        emergency: "call 111",
        helpline: "call or text 1737 (Need to talk?), any time",
    },
    CrisisResources {
        region: "DE",
        emergency: "call 112",
        helpline: "call TelefonSeelsorge on 0800 111 0 111 or 0800 111 0 222, free, any time",
    },
    CrisisResources {
        region: "AT",
        emergency: "call 112",
        helpline: "call TelefonSeelsorge on 142, free, any time",
    },
    CrisisResources {
        region: "FR",
        emergency: "call 112 (or 15 for the SAMU)",
        helpline: "call 3114 (national suicide prevention line), free, any time",
    },
    CrisisResources {
        region: "ES",
        emergency: "call 112",
        helpline: "call 024 (línea de atención a la conducta suicida), free, any time",
    },
    CrisisResources {
        region: "NL",
        emergency: "call 112",
        helpline: "call 113 or 0800-0113 (113 Zelfmoordpreventie), any time",
    },
    CrisisResources {
        region: "IN",
        emergency: "call 112",
        helpline: "call Tele-MANAS on 14416, free, any time",
    },
    CrisisResources {
        region: "IT",
        emergency: "call 112",
        helpline: "call Telefono Amico on 02 2327 2327",
    },
    CrisisResources {
        region: "intl",
        emergency: "call your local emergency number",
        helpline: "contact a crisis line: 988 in the US and Canada, Samaritans on 116 123 in the \
                   UK and Ireland, and findahelpline.com lists free, confidential lines in other \
                   countries",
    },
];

/// The region of a locale string: `en_GB.UTF-8` → `GB`, `de-AT` → `AT`, `us` → `US`; `C`,
/// `POSIX` and anything without a region → `None`.
pub fn region_of(locale: &str) -> Option<String> {
    let base = locale.split(['.', '@']).next().unwrap_or_default();
    let region = match base.split_once(['_', '-']) {
        Some((_, region)) => region,
        None if base.len() == 2 => base,
        None => return None,
    };
    (region.len() == 2 && region.chars().all(|c| c.is_ascii_alphabetic()))
        .then(|| region.to_ascii_uppercase())
}

/// The resources for a locale (any form [`region_of`] reads); the international set when the
/// region is not listed.
pub fn resources(locale: &str) -> CrisisResources {
    let intl = RESOURCES[RESOURCES.len() - 1];
    region_of(locale)
        .and_then(|r| RESOURCES.iter().find(|c| c.region == r).copied())
        .unwrap_or(intl)
}

impl CrisisResources {
    /// Appended to a draft that talks about self-harm without pointing to help.
    pub fn repair_text(&self) -> String {
        format!(
            "If you are thinking about harming yourself, you deserve support right now: {}, or \
             if you are in immediate danger, {}.",
            self.helpline, self.emergency
        )
    }

    /// The whole reply when the Will refused a turn about suicide or self-harm: caring, with
    /// the resources, and never a method.
    pub fn caring_reply(&self) -> String {
        format!(
            "I'm really sorry you're going through this, and I'm glad you said something. I can't \
             help with anything that could hurt you, but you don't have to face this alone. \
             Please reach out now: {}. If you are in immediate danger or have already hurt \
             yourself, {}. If you'd like, tell me a little about what's been happening; I'm \
             here to listen.",
            self.helpline, self.emergency
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn regions_are_read_from_every_locale_form() {
        assert_eq!(region_of("en_GB.UTF-8").as_deref(), Some("GB"));
        assert_eq!(region_of("de-AT").as_deref(), Some("AT"));
        assert_eq!(region_of("us").as_deref(), Some("US"));
        assert_eq!(region_of("C.UTF-8"), None);
        assert_eq!(region_of("POSIX"), None);
        assert_eq!(region_of(""), None);
    }

    #[test]
    fn each_listed_region_is_found_and_others_fall_back_to_international() {
        assert_eq!(resources("en_US.UTF-8").helpline, RESOURCES[0].helpline);
        assert!(resources("GB").helpline.contains("116 123"));
        assert_eq!(resources("pt_BR.UTF-8").region, "intl");
        assert_eq!(resources("C").region, "intl");
        for r in RESOURCES {
            let reply = r.caring_reply();
            assert!(reply.contains(r.helpline) && reply.contains(r.emergency));
            assert!(r.repair_text().contains(r.helpline));
        }
    }
}
