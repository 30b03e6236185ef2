//! Keys → [`Action`]s, as data: a default table per screen, overridden per action from the
//! config's `[keys.<screen>]`; the `?` help overlay is generated from the same table.

use std::collections::BTreeMap;
use std::fmt;

use keel_widgets::help_overlay::HelpSection;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use crate::config::KeyList;

/// Where a binding applies. `Global` bindings apply on every screen unless the screen binds the
/// same key.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Context {
    Global,
    Chat,
    /// Chat with a message selected and the input empty: plain letters act on the message.
    Selected,
    Audit,
    Der,
    Chain,
    Sessions,
    /// The model picker (an overlay, like help).
    Models,
    Help,
}

impl Context {
    pub const ALL: [Context; 9] = [
        Context::Global,
        Context::Chat,
        Context::Selected,
        Context::Audit,
        Context::Der,
        Context::Chain,
        Context::Sessions,
        Context::Models,
        Context::Help,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Context::Global => "global",
            Context::Chat => "chat",
            Context::Selected => "selected",
            Context::Audit => "audit",
            Context::Der => "der",
            Context::Chain => "chain",
            Context::Sessions => "sessions",
            Context::Models => "models",
            Context::Help => "help",
        }
    }

    /// Where a key not bound here is looked up next: a selected message's keys fall back to
    /// Chat's, every screen's to the global ones; the overlays (help, the model picker) have
    /// their own keys only.
    fn fallback(self) -> Option<Context> {
        match self {
            Context::Global | Context::Help | Context::Models => None,
            Context::Selected => Some(Context::Chat),
            _ => Some(Context::Global),
        }
    }

    fn title(self) -> &'static str {
        match self {
            Context::Global => "Everywhere",
            Context::Chat => "Chat",
            Context::Selected => "Chat, a message selected (input empty)",
            Context::Audit => "Audit",
            Context::Der => "DER inspector",
            Context::Chain => "Chain browser",
            Context::Sessions => "Sessions",
            Context::Models => "Model picker",
            Context::Help => "This help",
        }
    }
}

macro_rules! actions {
    ($($variant:ident $name:literal $doc:literal,)*) => {
        /// Everything a key can do.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub enum Action { $($variant,)* }

        impl Action {
            const ALL: &[Action] = &[$(Action::$variant,)*];

            /// The action's name in the config file.
            pub fn name(self) -> &'static str {
                match self { $(Action::$variant => $name,)* }
            }

            /// What it does, for the help overlay.
            pub fn describe(self) -> &'static str {
                match self { $(Action::$variant => $doc,)* }
            }
        }
    };
}

actions! {
    Quit "quit" "quit keel (stops any generation)",
    Help "help" "show or hide this help",
    NextScreen "next_screen" "next screen",
    PrevScreen "prev_screen" "previous screen",
    ShowChat "chat" "Chat screen",
    ShowAudit "audit" "Audit screen",
    ShowDer "der" "DER inspector",
    ShowChain "chain" "Chain browser",
    ShowSessions "sessions" "saved conversations",
    Suspend "suspend" "suspend to the shell (fg resumes)",
    Send "send" "send the message",
    Newline "newline" "new line in the message",
    Stop "stop" "stop generating (the partial answer is kept, marked interrupted)",
    HistoryPrev "history_prev" "previous sent message (input history)",
    HistoryNext "history_next" "next sent message (input history)",
    SelectPrev "select_prev" "select the previous message / row / turn",
    SelectNext "select_next" "select the next message / row / turn",
    PageUp "page_up" "scroll up a page",
    PageDown "page_down" "scroll down a page",
    First "first" "go to the first",
    Last "last" "go to the last (chat: follow the newest)",
    Copy "copy" "copy the selected message, or its chosen code block, to the clipboard (OSC 52)",
    CopyTarget "copy_target" "choose what copy takes: the whole message, then each code block",
    Edit "edit" "edit your selected message and re-run it as a branch (the original stays)",
    Raw "raw" "show answers as written, or with their markdown drawn (the default)",
    Open "open" "open the selected entry / toggle the branch",
    Close "close" "close the detail view",
    Verify "verify" "verify the whole chain",
    JumpBad "jump_bad" "jump to the first bad entry",
    Checkpoint "checkpoint" "save a signed checkpoint of the chain",
    Prove "prove" "inclusion proof of the selected entry",
    Reload "reload" "reload the chain from the database",
    NextDiagnostic "next_diagnostic" "jump to the next diagnostic",
    OpenDer "open_der" "open this turn's DER in the inspector",
    Review "review" "show the held and refused turns awaiting a verdict, or this conversation's turns",
    Approve "approve" "approve the selected held/refused turn: its draft is released (press twice)",
    Reject "reject" "reject the selected held/refused turn: its draft stays withheld (press twice)",
    Search "search" "search saved conversations (titles and messages)",
    Rename "rename" "rename the selected conversation",
    Delete "delete" "delete the selected conversation (press twice)",
    ExportMarkdown "export_markdown" "export the selected conversation as Markdown",
    ExportJsonl "export_jsonl" "export the selected conversation as JSON Lines",
    NewConversation "new" "start a new conversation",
    OpenFile "open_file" "open a DER file (type its path)",
    Models "models" "show or hide the model picker (switch the Intellect)",
    UseModel "use_model" "switch the Intellect to the selected model (saved as `keel models use` saves it)",
}

/// The defaults: (screen, action, keys).
const DEFAULTS: &[(Context, Action, &[&str])] = &[
    (Context::Global, Action::Quit, &["ctrl-c", "ctrl-q"]),
    (Context::Global, Action::Help, &["f1"]),
    (Context::Global, Action::NextScreen, &["tab"]),
    (Context::Global, Action::PrevScreen, &["backtab"]),
    (Context::Global, Action::ShowChat, &["f2"]),
    (Context::Global, Action::ShowAudit, &["f3"]),
    (Context::Global, Action::ShowDer, &["f4"]),
    (Context::Global, Action::ShowChain, &["f5"]),
    (Context::Global, Action::ShowSessions, &["f6"]),
    (Context::Global, Action::Suspend, &["ctrl-z"]),
    (Context::Global, Action::Models, &["f7"]),
    (Context::Chat, Action::Send, &["enter"]),
    (Context::Chat, Action::Newline, &["alt-enter", "shift-enter", "ctrl-j"]),
    (Context::Chat, Action::Stop, &["esc"]),
    (Context::Chat, Action::HistoryPrev, &["ctrl-p"]),
    (Context::Chat, Action::HistoryNext, &["ctrl-n"]),
    (Context::Chat, Action::SelectPrev, &["alt-up"]),
    (Context::Chat, Action::SelectNext, &["alt-down"]),
    (Context::Chat, Action::PageUp, &["pageup"]),
    (Context::Chat, Action::PageDown, &["pagedown"]),
    (Context::Chat, Action::Last, &["ctrl-end"]),
    (Context::Chat, Action::Copy, &["alt-y"]),
    (Context::Chat, Action::CopyTarget, &["alt-c"]),
    (Context::Chat, Action::Edit, &["alt-e"]),
    (Context::Chat, Action::Raw, &["alt-m"]),
    (Context::Selected, Action::SelectPrev, &["k", "up"]),
    (Context::Selected, Action::SelectNext, &["j", "down"]),
    (Context::Selected, Action::Copy, &["y"]),
    (Context::Selected, Action::CopyTarget, &["c"]),
    (Context::Selected, Action::Edit, &["e"]),
    (Context::Selected, Action::Raw, &["m"]),
    (Context::Audit, Action::SelectPrev, &["k", "up", "left"]),
    (Context::Audit, Action::SelectNext, &["j", "down", "right"]),
    (Context::Audit, Action::OpenDer, &["d"]),
    (Context::Audit, Action::Review, &["r"]),
    (Context::Audit, Action::Approve, &["a"]),
    (Context::Audit, Action::Reject, &["x"]),
    (Context::Audit, Action::Quit, &["q"]),
    (Context::Audit, Action::Help, &["?"]),
    (Context::Der, Action::SelectPrev, &["k", "up"]),
    (Context::Der, Action::SelectNext, &["j", "down"]),
    (Context::Der, Action::PageUp, &["pageup"]),
    (Context::Der, Action::PageDown, &["pagedown"]),
    (Context::Der, Action::Open, &["enter", "space"]),
    (Context::Der, Action::NextDiagnostic, &["n"]),
    (Context::Der, Action::OpenFile, &["o"]),
    (Context::Der, Action::Quit, &["q"]),
    (Context::Der, Action::Help, &["?"]),
    (Context::Chain, Action::SelectPrev, &["k", "up"]),
    (Context::Chain, Action::SelectNext, &["j", "down"]),
    (Context::Chain, Action::PageUp, &["pageup"]),
    (Context::Chain, Action::PageDown, &["pagedown"]),
    (Context::Chain, Action::First, &["g", "home"]),
    (Context::Chain, Action::Last, &["G", "end"]),
    (Context::Chain, Action::Open, &["enter"]),
    (Context::Chain, Action::Close, &["esc"]),
    (Context::Chain, Action::Verify, &["v"]),
    (Context::Chain, Action::JumpBad, &["b"]),
    (Context::Chain, Action::Checkpoint, &["c"]),
    (Context::Chain, Action::Prove, &["p"]),
    (Context::Chain, Action::Reload, &["r"]),
    (Context::Chain, Action::Quit, &["q"]),
    (Context::Chain, Action::Help, &["?"]),
    (Context::Sessions, Action::SelectPrev, &["k", "up"]),
    (Context::Sessions, Action::SelectNext, &["j", "down"]),
    (Context::Sessions, Action::Open, &["enter"]),
    (Context::Sessions, Action::Search, &["/"]),
    (Context::Sessions, Action::Rename, &["r"]),
    (Context::Sessions, Action::Delete, &["d"]),
    (Context::Sessions, Action::ExportMarkdown, &["e"]),
    (Context::Sessions, Action::ExportJsonl, &["E"]),
    (Context::Sessions, Action::NewConversation, &["n"]),
    (Context::Sessions, Action::Quit, &["q"]),
    (Context::Sessions, Action::Help, &["?"]),
    (Context::Models, Action::SelectPrev, &["k", "up"]),
    (Context::Models, Action::SelectNext, &["j", "down"]),
    (Context::Models, Action::UseModel, &["enter"]),
    (Context::Models, Action::Models, &["esc", "q", "f7"]),
    (Context::Models, Action::Quit, &["ctrl-c", "ctrl-q"]),
    (Context::Help, Action::Help, &["esc", "?", "q", "f1"]),
    (Context::Help, Action::SelectPrev, &["k", "up"]),
    (Context::Help, Action::SelectNext, &["j", "down"]),
];

/// A key with its modifiers, as written in the config (`ctrl-c`, `alt-enter`, `G`, `f1`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Key {
    code: KeyCodeOrd,
    ctrl: bool,
    alt: bool,
    shift: bool,
}

/// `KeyCode` subset with an order (for a stable help listing).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
enum KeyCodeOrd {
    Char(char),
    F(u8),
    Named(&'static str),
}

const NAMED: &[(&str, KeyCode)] = &[
    ("enter", KeyCode::Enter),
    ("esc", KeyCode::Esc),
    ("tab", KeyCode::Tab),
    ("backtab", KeyCode::BackTab),
    ("backspace", KeyCode::Backspace),
    ("up", KeyCode::Up),
    ("down", KeyCode::Down),
    ("left", KeyCode::Left),
    ("right", KeyCode::Right),
    ("pageup", KeyCode::PageUp),
    ("pagedown", KeyCode::PageDown),
    ("home", KeyCode::Home),
    ("end", KeyCode::End),
    ("delete", KeyCode::Delete),
    ("space", KeyCode::Char(' ')),
];

impl Key {
    /// Parses `ctrl-alt-x`, `shift-enter`, `f5`, `?`, `G`, `-`.
    pub fn parse(s: &str) -> Option<Key> {
        let mut key = Key { code: KeyCodeOrd::Char(' '), ctrl: false, alt: false, shift: false };
        let mut rest = s;
        loop {
            let lower = rest.to_ascii_lowercase();
            if let Some(r) = lower.strip_prefix("ctrl-").filter(|r| !r.is_empty()) {
                key.ctrl = true;
                rest = &rest[rest.len() - r.len()..];
            } else if let Some(r) = lower.strip_prefix("alt-").filter(|r| !r.is_empty()) {
                key.alt = true;
                rest = &rest[rest.len() - r.len()..];
            } else if let Some(r) = lower.strip_prefix("shift-").filter(|r| !r.is_empty()) {
                key.shift = true;
                rest = &rest[rest.len() - r.len()..];
            } else {
                break;
            }
        }
        let lower = rest.to_ascii_lowercase();
        key.code = if let Some((name, _)) = NAMED.iter().find(|(n, _)| *n == lower) {
            KeyCodeOrd::Named(name)
        } else if let Some(n) = lower.strip_prefix('f').and_then(|n| n.parse::<u8>().ok()) {
            KeyCodeOrd::F(n)
        } else {
            let mut chars = rest.chars();
            let c = chars.next()?;
            if chars.next().is_some() {
                return None;
            }
            KeyCodeOrd::Char(if key.ctrl { c.to_ascii_lowercase() } else { c })
        };
        Some(key)
    }

    /// The key of a terminal event (shift is folded into the character for printable keys).
    pub fn from_event(event: &KeyEvent) -> Option<Key> {
        let m = event.modifiers;
        let ctrl = m.contains(KeyModifiers::CONTROL);
        let alt = m.contains(KeyModifiers::ALT);
        let code = match event.code {
            KeyCode::Char(c) => KeyCodeOrd::Char(if ctrl { c.to_ascii_lowercase() } else { c }),
            KeyCode::F(n) => KeyCodeOrd::F(n),
            other => KeyCodeOrd::Named(NAMED.iter().find(|(_, c)| *c == other)?.0),
        };
        let shift = m.contains(KeyModifiers::SHIFT)
            && !matches!(code, KeyCodeOrd::Char(_))
            && code != KeyCodeOrd::Named("backtab");
        Some(Key { code, ctrl, alt, shift })
    }
}

impl fmt::Display for Key {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (on, name) in [(self.ctrl, "ctrl-"), (self.alt, "alt-"), (self.shift, "shift-")] {
            if on {
                f.write_str(name)?;
            }
        }
        match self.code {
            KeyCodeOrd::Char(' ') => f.write_str("space"),
            KeyCodeOrd::Char(c) => write!(f, "{c}"),
            KeyCodeOrd::F(n) => write!(f, "f{n}"),
            KeyCodeOrd::Named(n) => f.write_str(n),
        }
    }
}

/// The bindings in force.
#[derive(Debug, Clone)]
pub struct Keymap {
    bindings: BTreeMap<Context, Vec<(Action, Vec<Key>)>>,
}

impl Keymap {
    /// The defaults with `overrides` (screen → action → keys) applied; what could not be applied
    /// comes back as warnings.
    pub fn new(overrides: &BTreeMap<String, BTreeMap<String, KeyList>>) -> (Keymap, Vec<String>) {
        let mut bindings: BTreeMap<Context, Vec<(Action, Vec<Key>)>> = BTreeMap::new();
        for (context, action, keys) in DEFAULTS {
            let keys = keys.iter().map(|k| Key::parse(k).expect("default keys parse")).collect();
            bindings.entry(*context).or_default().push((*action, keys));
        }
        let mut warnings = Vec::new();
        for (screen, actions) in overrides {
            let Some(context) = Context::ALL.into_iter().find(|c| c.name() == screen) else {
                warnings.push(format!(
                    "keys.{screen}: no such screen (global, chat, selected, audit, der, chain, sessions, models, help)"
                ));
                continue;
            };
            for (name, keys) in actions {
                let Some(action) = Action::ALL.iter().copied().find(|a| a.name() == name) else {
                    warnings.push(format!("keys.{screen}.{name}: no such action"));
                    continue;
                };
                let mut parsed = Vec::new();
                for k in keys.keys() {
                    match Key::parse(k) {
                        Some(key) => parsed.push(key),
                        None => {
                            warnings.push(format!("keys.{screen}.{name}: cannot read key {k:?}"));
                        }
                    }
                }
                let list = bindings.entry(context).or_default();
                match list.iter_mut().find(|(a, _)| *a == action) {
                    Some((_, existing)) => *existing = parsed,
                    None => list.push((action, parsed)),
                }
            }
        }
        (Keymap { bindings }, warnings)
    }

    /// The action for `event` on `context`: the context's own binding first, then its
    /// fallbacks' ([`Context::fallback`]).
    pub fn action(&self, context: Context, event: &KeyEvent) -> Option<Action> {
        let key = Key::from_event(event)?;
        let find = |c: Context| {
            self.bindings.get(&c)?.iter().find(|(_, keys)| keys.contains(&key)).map(|(a, _)| *a)
        };
        std::iter::successors(Some(context), |c| c.fallback()).find_map(find)
    }

    /// The keys bound to `action` on `context` (or its fallbacks), as text.
    pub fn keys_for(&self, context: Context, action: Action) -> String {
        let lookup =
            |c: Context| {
                self.bindings.get(&c)?.iter().find(|(a, _)| *a == action).map(|(_, keys)| {
                    keys.iter().map(ToString::to_string).collect::<Vec<_>>().join("/")
                })
            };
        std::iter::successors(Some(context), |c| c.fallback()).find_map(lookup).unwrap_or_default()
    }

    /// The help overlay's sections, generated from the bindings in force.
    pub fn help(&self) -> Vec<HelpSection> {
        Context::ALL
            .into_iter()
            .filter_map(|c| {
                let list = self.bindings.get(&c)?;
                let bindings = list
                    .iter()
                    .filter(|(_, keys)| !keys.is_empty())
                    .map(|(a, keys)| {
                        (
                            keys.iter().map(ToString::to_string).collect::<Vec<_>>().join(" "),
                            a.describe().to_owned(),
                        )
                    })
                    .collect();
                Some(HelpSection { title: c.title().to_owned(), bindings })
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ev(code: KeyCode, m: KeyModifiers) -> KeyEvent {
        KeyEvent::new(code, m)
    }

    #[test]
    fn keys_parse_and_print_round_trip() {
        for s in [
            "ctrl-c",
            "alt-enter",
            "shift-enter",
            "f5",
            "?",
            "G",
            "space",
            "pageup",
            "ctrl-alt-x",
            "-",
        ] {
            assert_eq!(Key::parse(s).unwrap().to_string(), s);
        }
        assert_eq!(Key::parse("Ctrl-C").unwrap().to_string(), "ctrl-c");
        assert!(Key::parse("nokey").is_none());
        assert!(Key::parse("").is_none());
    }

    #[test]
    fn events_map_through_screen_then_global() {
        let (map, warnings) = Keymap::new(&BTreeMap::new());
        assert!(warnings.is_empty());
        assert_eq!(
            map.action(Context::Chain, &ev(KeyCode::Char('v'), KeyModifiers::NONE)),
            Some(Action::Verify)
        );
        assert_eq!(
            map.action(Context::Chain, &ev(KeyCode::Char('G'), KeyModifiers::SHIFT)),
            Some(Action::Last)
        );
        assert_eq!(
            map.action(Context::Chat, &ev(KeyCode::Char('c'), KeyModifiers::CONTROL)),
            Some(Action::Quit)
        );
        assert_eq!(
            map.action(Context::Chat, &ev(KeyCode::Enter, KeyModifiers::ALT)),
            Some(Action::Newline)
        );
        assert_eq!(
            map.action(Context::Chat, &ev(KeyCode::Enter, KeyModifiers::SHIFT)),
            Some(Action::Newline)
        );
        assert_eq!(
            map.action(Context::Chat, &ev(KeyCode::Enter, KeyModifiers::NONE)),
            Some(Action::Send)
        );
        // Printable keys in chat are text, not actions.
        assert_eq!(map.action(Context::Chat, &ev(KeyCode::Char('q'), KeyModifiers::NONE)), None);
        assert_eq!(map.action(Context::Chat, &ev(KeyCode::Char('y'), KeyModifiers::NONE)), None);
        // With a message selected and nothing typed, y and e act on it; the rest falls back.
        let selected = |c, m| map.action(Context::Selected, &ev(c, m));
        assert_eq!(selected(KeyCode::Char('y'), KeyModifiers::NONE), Some(Action::Copy));
        assert_eq!(selected(KeyCode::Char('e'), KeyModifiers::NONE), Some(Action::Edit));
        assert_eq!(selected(KeyCode::Esc, KeyModifiers::NONE), Some(Action::Stop));
        assert_eq!(selected(KeyCode::Char('c'), KeyModifiers::CONTROL), Some(Action::Quit));
        assert_eq!(selected(KeyCode::Char('x'), KeyModifiers::NONE), None);
        assert_eq!(map.keys_for(Context::Selected, Action::Send), "enter");
        assert_eq!(map.action(Context::Help, &ev(KeyCode::Tab, KeyModifiers::NONE)), None);
    }

    #[test]
    fn config_overrides_replace_an_actions_keys_and_report_mistakes() {
        let toml = "[chain]\nverify = [\"x\", \"ctrl-v\"]\nbogus = \"y\"\n[nowhere]\nquit = \"q\"\n[der]\nopen = \"ctrl-\"\n";
        let overrides: BTreeMap<String, BTreeMap<String, KeyList>> = toml::from_str(toml).unwrap();
        let (map, warnings) = Keymap::new(&overrides);
        assert_eq!(
            map.action(Context::Chain, &ev(KeyCode::Char('x'), KeyModifiers::NONE)),
            Some(Action::Verify)
        );
        assert_eq!(map.action(Context::Chain, &ev(KeyCode::Char('v'), KeyModifiers::NONE)), None);
        assert_eq!(map.keys_for(Context::Chain, Action::Verify), "x/ctrl-v");
        assert_eq!(warnings.len(), 3, "{warnings:?}");
    }

    #[test]
    fn help_lists_every_bound_action_with_its_keys() {
        let (map, _) = Keymap::new(&BTreeMap::new());
        let help = map.help();
        let chain = help.iter().find(|s| s.title == "Chain browser").unwrap();
        assert!(chain.bindings.contains(&("v".into(), "verify the whole chain".into())));
        let total: usize = help.iter().map(|s| s.bindings.len()).sum();
        assert_eq!(total, DEFAULTS.len());
    }
}
