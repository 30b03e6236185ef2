//! [`App`]: all of the workbench's state, and how events change it. Pure: `handle` takes an
//! [`Event`] and returns the [`Effect`]s (worker requests) it implies, so the scripted-key
//! harness drives exactly what the terminal drives.
//!
//! - [`turns`]: the model's answers as they stream in, and what a finished turn shows.
//! - [`chain`]: the chain browser: its rows, verification, notes and keys.
//! - [`sessions`]: saved conversations (auto-save, the Sessions screen, resume).
//! - [`branches`]: copying a selected message or code block, editing one into a branch.
//! - [`quit`]: quitting, with a bounded wait for audits in flight.
//! - [`restore`]: a resumed conversation's turn records and audits, read back.
//! - [`picker`]: the model picker (F7) and switching the Intellect.

pub mod branches;
pub mod chain;
pub mod picker;
pub mod quit;
pub mod restore;
pub mod review;
pub mod sessions;
pub mod turns;

pub use chain::{ChainStatus, ChainView, Note, VerifyStatus};
pub use turns::{Progress, Turn, TurnAudit, governed_badges};

use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;
use std::time::Duration;

use keel_model::{CancelToken, ChatMessage};
use keel_store::conversation_store::Follows;
use keel_widgets::conversation::{Badge, ConversationState, Message, Speaker};
use keel_widgets::theme::Theme;
use ratatui::crossterm::event::{KeyEvent, MouseEvent, MouseEventKind};
use ratatui_textarea::{TextArea, WrapMode};

use super::der_doc::DerDoc;
use super::event::Event;
use super::keymap::{Action, Context, Keymap};

use super::workers::{ExportFormat, ModelRequest, SpiritHistory, StoreEvent, StoreRequest};

/// The four screens, in Tab order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Screen {
    Chat,
    Audit,
    Der,
    Chain,
    Sessions,
}

impl Screen {
    pub const ALL: [Screen; 5] =
        [Screen::Chat, Screen::Audit, Screen::Der, Screen::Chain, Screen::Sessions];

    pub fn title(self) -> &'static str {
        match self {
            Screen::Chat => "Chat",
            Screen::Audit => "Audit",
            Screen::Der => "DER",
            Screen::Chain => "Chain",
            Screen::Sessions => "Sessions",
        }
    }

    fn context(self) -> Context {
        match self {
            Screen::Chat => Context::Chat,
            Screen::Audit => Context::Audit,
            Screen::Der => Context::Der,
            Screen::Chain => Context::Chain,
            Screen::Sessions => Context::Sessions,
        }
    }
}

/// What the event loop must do for the app.
#[derive(Debug)]
pub enum Effect {
    Model(ModelRequest),
    Store(StoreRequest),
    /// Put text on the clipboard (OSC 52).
    Copy(String),
    /// Ctrl-Z: give the terminal back until resumed.
    Suspend,
}

/// The model's state.
#[derive(Debug, Clone, PartialEq)]
pub enum ModelStatus {
    Loading { path: PathBuf },
    Ready { name: String, load_time: Duration },
    Failed { error: String, fix: String },
}

/// All of the workbench's state.
#[derive(Debug)]
pub struct App {
    pub screen: Screen,
    /// Help overlay open, with its scroll.
    pub help: Option<usize>,
    pub theme: Theme,
    pub keymap: Keymap,
    pub should_quit: bool,
    /// The data dir (status bar).
    pub home: PathBuf,
    /// The enforcement plane holding the chain (`--plane`), shown instead of the data dir.
    pub plane: Option<String>,
    /// A one-line message (errors of the last action, config warnings).
    pub notice: Option<String>,
    pub model: ModelStatus,
    pub messages: Vec<Message>,
    pub turns: Vec<Turn>,
    pub conversation: ConversationState,
    pub input: TextArea<'static>,
    history: Vec<String>,
    history_pos: Option<usize>,
    /// The turn being generated and how to stop it.
    pub generating: Option<(u64, CancelToken)>,
    /// How far the governed draft being generated is (its text stays unseen until approved).
    pub progress: Option<Progress>,
    /// The Audit screen's queue of held and refused turns waiting for a verdict.
    pub review: review::ReviewQueue,
    /// Answers drawn as written instead of with their markdown (`alt-m`, `m` on a selection).
    pub raw: bool,
    /// When each message was written (by index): a user's when sent, an answer's when it ended.
    stamps: BTreeMap<usize, String>,
    next_turn: u64,
    pub chain: ChainView,
    pub der: Option<DerDoc>,
    /// An error opening a DER (shown by the inspector).
    pub der_error: Option<String>,
    pub audit_selected: usize,
    /// Last known terminal height, for page sizes.
    pub page: usize,
    /// The current conversation's saved identity and the Sessions screen.
    pub session: sessions::SessionView,
    /// Whether answers are governed turns (`None` until the model worker is ready).
    pub governed: Option<bool>,
    /// The value profile governing answers, once the model worker is ready.
    pub profile: Option<String>,
    /// The user message being edited (its index): the next send re-runs it as a branch.
    pub editing: Option<usize>,
    /// The code block `y` copies, as (message, block): only while that message is selected.
    pub copy_target: Option<(usize, usize)>,
    /// Messages that do not continue from the one before them (branch starts), by index.
    /// Messages are only appended, so a branch never changes what came before it.
    pub follows: BTreeMap<usize, Follows>,
    /// The stored chain is damaged (a commit found it so): what was found and the command that
    /// restores it. Nothing is sent to the model while it is set, since nothing can be committed.
    pub chain_damaged: Option<String>,
    /// Committed turns whose background audit has not come back yet, by entry seq.
    pub audits_pending: BTreeSet<u64>,
    /// Quit was asked for while audits ran: when (the wait is bounded).
    pub quitting: Option<std::time::Instant>,
    /// Spirit's persisted history for the session's (profile, agent), before this run.
    pub spirit_history: SpiritHistory,
    /// The model picker (F7) and a switch of the Intellect in progress.
    pub picker: picker::ModelPicker,
}

impl App {
    /// A fresh app; `startup()` gives the first requests.
    pub fn new(theme: Theme, keymap: Keymap, home: PathBuf, model_path: PathBuf) -> App {
        let mut app = App {
            screen: Screen::Chat,
            help: None,
            theme,
            keymap,
            should_quit: false,
            home,
            plane: None,
            notice: None,
            picker: picker::ModelPicker::new(model_path.clone()),
            model: ModelStatus::Loading { path: model_path },
            messages: Vec::new(),
            turns: Vec::new(),
            conversation: ConversationState::default(),
            input: TextArea::default(),
            history: Vec::new(),
            history_pos: None,
            generating: None,
            progress: None,
            review: review::ReviewQueue::default(),
            raw: false,
            stamps: BTreeMap::new(),
            next_turn: 1,
            chain: ChainView::new(),
            der: None,
            der_error: None,
            audit_selected: 0,
            page: 20,
            session: sessions::SessionView::default(),
            governed: None,
            profile: None,
            editing: None,
            copy_target: None,
            follows: BTreeMap::new(),
            chain_damaged: None,
            audits_pending: BTreeSet::new(),
            quitting: None,
            spirit_history: SpiritHistory::default(),
        };
        app.reset_input();
        app
    }

    /// The requests to send when the loop starts: load the chain, verify it, resume the last
    /// conversation.
    pub fn startup() -> Vec<Effect> {
        vec![
            Effect::Store(StoreRequest::Load),
            Effect::Store(StoreRequest::Verify),
            Effect::Store(StoreRequest::Resume(None)),
        ]
    }

    /// Opens a DER file in the inspector (for `keel FILE`).
    pub fn open_der(&mut self, path: &std::path::Path) {
        match DerDoc::open(path) {
            Ok(doc) => {
                self.der = Some(doc);
                self.der_error = None;
            }
            Err(e) => self.der_error = Some(e),
        }
        self.screen = Screen::Der;
    }

    fn reset_input(&mut self) {
        let mut input = TextArea::default();
        input.set_wrap_mode(WrapMode::WordOrGlyph);
        input.set_placeholder_text("Ask anything — Enter sends, Alt-Enter new line, F1 help");
        input.set_placeholder_style(self.theme[keel_widgets::theme::Slot::Muted]);
        input.set_cursor_line_style(ratatui::style::Style::new());
        self.input = input;
    }

    /// The keymap context in force: with a message selected and nothing typed, Chat's plain
    /// letters act on the message (`y`, `e`) instead of being text.
    pub fn context(&self) -> Context {
        if self.help.is_some() {
            Context::Help
        } else if self.picker.open {
            Context::Models
        } else if self.screen == Screen::Chat
            && self.conversation.selected.is_some()
            && self.input.is_empty()
        {
            Context::Selected
        } else {
            self.screen.context()
        }
    }

    /// Applies one event.
    pub fn handle(&mut self, event: Event) -> Vec<Effect> {
        match event {
            Event::Key(key) => self.key(key),
            Event::Mouse(mouse) => {
                self.mouse(mouse);
                Vec::new()
            }
            Event::Paste(text) => {
                if self.screen == Screen::Chat && self.help.is_none() {
                    self.input.insert_str(text);
                }
                Vec::new()
            }
            Event::Resize => Vec::new(),
            Event::Model(e) => self.model_event(e),
            Event::Store(e) => self.store_event(e),
        }
    }

    fn key(&mut self, key: KeyEvent) -> Vec<Effect> {
        if self.help.is_none()
            && let Some(effects) = self.prompt_key(key)
        {
            return effects;
        }
        let context = self.context();
        let Some(action) = self.keymap.action(context, &key) else {
            if matches!(context, Context::Chat | Context::Selected) {
                self.input.input(key);
                self.history_pos = None;
            } else if context == Context::Help {
                self.help = None;
            } else if context == Context::Models {
                self.picker.open = false;
            }
            return Vec::new();
        };
        self.notice = None;
        self.action(action)
    }

    /// Applies one action.
    pub fn action(&mut self, action: Action) -> Vec<Effect> {
        let before = self.screen;
        let mut effects = self.apply_action(action);
        if self.screen == Screen::Sessions && before != Screen::Sessions {
            effects.push(self.list_sessions());
        }
        effects
    }

    fn apply_action(&mut self, action: Action) -> Vec<Effect> {
        if let Some(scroll) = self.help.as_mut() {
            match action {
                Action::SelectPrev => *scroll = scroll.saturating_sub(1),
                Action::SelectNext => *scroll += 1,
                Action::Quit => self.quit(),
                _ => self.help = None,
            }
            return Vec::new();
        }
        if self.picker.open {
            return self.picker_action(action);
        }
        match action {
            Action::Quit => self.quit(),
            Action::Help => self.help = Some(0),
            Action::Models => return self.toggle_picker(),
            Action::NextScreen | Action::PrevScreen => {
                let i = Screen::ALL.iter().position(|s| *s == self.screen).unwrap_or(0);
                let step = if action == Action::NextScreen { 1 } else { Screen::ALL.len() - 1 };
                self.screen = Screen::ALL[(i + step) % Screen::ALL.len()];
            }
            Action::ShowChat => self.screen = Screen::Chat,
            Action::ShowAudit => self.screen = Screen::Audit,
            Action::ShowDer => self.screen = Screen::Der,
            Action::ShowChain => self.screen = Screen::Chain,
            Action::ShowSessions => self.screen = Screen::Sessions,
            Action::Suspend => return vec![Effect::Suspend],
            _ => {
                return match self.screen {
                    Screen::Chat => self.chat_action(action),
                    Screen::Audit => self.audit_action(action),
                    Screen::Der => {
                        self.der_action(action);
                        Vec::new()
                    }
                    Screen::Chain => self.chain_action(action),
                    Screen::Sessions => self.sessions_action(action),
                };
            }
        }
        Vec::new()
    }

    fn chat_action(&mut self, action: Action) -> Vec<Effect> {
        let len = self.messages.len();
        match action {
            Action::Send => return self.send(),
            Action::Newline => self.input.insert_newline(),
            Action::Stop => match (&self.generating, self.editing) {
                (Some((_, cancel)), _) => cancel.cancel(),
                (None, Some(_)) => {
                    self.editing = None;
                    self.reset_input();
                    self.notice = Some("edit cancelled: nothing was re-run".into());
                }
                (None, None) => self.conversation.follow(),
            },
            Action::HistoryPrev | Action::HistoryNext => self.recall(action == Action::HistoryPrev),
            Action::SelectPrev => {
                self.conversation.select_previous(len);
                self.copy_target = None;
            }
            Action::SelectNext => {
                self.conversation.select_next(len);
                self.copy_target = None;
            }
            Action::PageUp => self.conversation.scroll_up(self.page),
            Action::PageDown => self.conversation.scroll_down(self.page),
            Action::Last => self.conversation.follow(),
            Action::Copy => return self.copy(),
            Action::Raw => {
                self.raw = !self.raw;
                self.notice = Some(
                    if self.raw {
                        "answers as written (alt-m: markdown)"
                    } else {
                        "answers with their markdown drawn"
                    }
                    .into(),
                );
            }
            Action::CopyTarget => self.cycle_copy_target(),
            Action::Edit => self.edit_selected(),
            _ => {}
        }
        Vec::new()
    }

    fn recall(&mut self, older: bool) {
        if self.history.is_empty() {
            return;
        }
        let last = self.history.len() - 1;
        let pos = match (self.history_pos, older) {
            (None, true) => Some(last),
            (None, false) => return,
            (Some(p), true) => Some(p.saturating_sub(1)),
            (Some(p), false) if p < last => Some(p + 1),
            (Some(_), false) => None,
        };
        self.reset_input();
        if let Some(p) = pos {
            self.input.insert_str(self.history[p].clone());
        }
        self.history_pos = pos;
    }

    fn send(&mut self) -> Vec<Effect> {
        let text = self.input.lines().join("\n").trim().to_owned();
        if text.is_empty() {
            return Vec::new();
        }
        if self.generating.is_some() {
            self.notice = Some("still answering — Esc stops it".into());
            return Vec::new();
        }
        if self.chain_damaged.is_some() && !text.starts_with('/') {
            // The message stays in the input: it can be sent once the chain is restored.
            self.notice = Some("unsent: chain damaged".into());
            return Vec::new();
        }
        if text == "/new" {
            let fresh = self.new_conversation();
            self.reset_input();
            self.notice = Some("new conversation (the previous one is saved: F6)".into());
            return vec![fresh];
        }
        if let Some(format) = text.strip_prefix("/export") {
            let format = match format.trim() {
                "" | "md" | "markdown" => ExportFormat::Markdown,
                "jsonl" | "json" => ExportFormat::Jsonl,
                other => {
                    self.notice = Some(format!("unknown export format {other:?}: md or jsonl"));
                    return Vec::new();
                }
            };
            self.reset_input();
            if self.session.id == 0 {
                self.notice = Some("nothing to export yet".into());
                return Vec::new();
            }
            return vec![Effect::Store(StoreRequest::Export(self.session.id, format))];
        }
        if let Some(feedback) = crate::governed::feedback_command(&text) {
            self.reset_input();
            return match feedback {
                Ok((event, what)) => {
                    self.notice = Some(what.into());
                    vec![Effect::Model(ModelRequest::Feedback(event))]
                }
                Err(usage) => {
                    self.notice = Some(usage.into());
                    Vec::new()
                }
            };
        }
        if text.starts_with('/') {
            self.notice = Some(format!(
                "unknown command {} (known: /new, /export [md|jsonl], /good, /bad, /correct TEXT)",
                text.split_whitespace().next().unwrap_or("")
            ));
            return Vec::new();
        }
        if let Some(name) = &self.picker.switching {
            // The message stays in the input: it goes to the new model once it is loaded.
            self.notice = Some(format!("unsent: loading {name}… (send when it is loaded)"));
            return Vec::new();
        }
        if !matches!(self.model, ModelStatus::Ready { .. }) {
            self.notice = Some(match &self.model {
                ModelStatus::Loading { .. } => "the model is still loading".into(),
                _ => "no model: see the message above for the fix".into(),
            });
            return Vec::new();
        }
        if self.history.last() != Some(&text) {
            self.history.push(text.clone());
        }
        self.history_pos = None;
        self.reset_input();
        // An edit continues from what preceded the edited message; anything else from the
        // newest message. Either way the prompt is that branch's history only.
        let branch_of = self.editing.take();
        let index = self.messages.len();
        let parent = match branch_of {
            Some(edited) => self.parent_of(edited),
            None => index.checked_sub(1),
        };
        let mut prompt: Vec<ChatMessage> = Vec::new();
        for m in self.lineage(parent).into_iter().map(|i| &self.messages[i]) {
            if m.pending || m.speaker == Speaker::Notice {
                continue;
            }
            if m.speaker == Speaker::User {
                prompt.push(ChatMessage::user(m.text()));
            } else if self.governed == Some(true) && !is_committed(m) {
                // keel's notices (refusals, holds, halts) and uncommitted drafts are not the
                // assistant's words: the exchange leaves the model's history.
                if prompt.last().is_some_and(|p| p.role == keel_model::Role::User) {
                    prompt.pop();
                }
            } else {
                prompt.push(ChatMessage::assistant(m.text()));
            }
        }
        prompt.push(ChatMessage::user(text.clone()));
        let mut user = Message::new(Speaker::User, text.clone());
        if let Some(edited) = branch_of {
            user.badges.push(Badge::Branch { edits: edited + 1 });
            if parent != index.checked_sub(1) {
                self.follows.insert(index, parent.map_or(Follows::Start, Follows::Message));
            }
        }
        self.stamp(self.messages.len());
        self.messages.push(user);
        self.messages.push(Message { pending: true, ..Message::new(Speaker::Assistant, "") });
        self.mark_branches();
        let turn = self.next_turn;
        self.next_turn += 1;
        self.turns.push(Turn {
            id: turn,
            message: self.messages.len() - 1,
            prompt: text,
            report: None,
            error: None,
            record: None,
            audit: None,
        });
        self.audit_selected = self.turns.len() - 1;
        let cancel = CancelToken::new();
        self.generating = Some((turn, cancel.clone()));
        self.conversation.follow();
        let mut effects =
            vec![Effect::Model(ModelRequest::Generate { turn, messages: prompt, cancel })];
        effects.extend(self.save());
        effects
    }

    fn audit_action(&mut self, action: Action) -> Vec<Effect> {
        if let Some(effects) = self.review_action(action) {
            return effects;
        }
        match action {
            Action::SelectPrev => self.audit_selected = self.audit_selected.saturating_sub(1),
            Action::SelectNext => {
                self.audit_selected =
                    (self.audit_selected + 1).min(self.turns.len().saturating_sub(1));
            }
            Action::OpenDer => {
                let turn = self.turns.get(self.audit_selected);
                match turn.and_then(|t| Some((t.id, t.record.as_ref()?))) {
                    Some((id, record)) => match &record.der {
                        Some(der) => {
                            let source = match &record.entry {
                                Some(e) => format!("turn #{id} (entry #{})", e.seq),
                                None => format!("turn #{id} (held, not committed)"),
                            };
                            self.der = Some(DerDoc::new(source, der));
                            self.der_error = None;
                            self.screen = Screen::Der;
                        }
                        None => {
                            self.notice = Some(format!(
                                "turn #{id} has no DER: it was {:?}, nothing was assembled",
                                record.outcome
                            ));
                        }
                    },
                    None => {
                        self.notice = Some(
                            "this turn has no DER: it was answered by the plain model, so nothing was recorded"
                                .into(),
                        );
                    }
                }
            }
            _ => {}
        }
        Vec::new()
    }

    fn der_action(&mut self, action: Action) {
        if action == Action::OpenFile {
            self.session.prompt =
                Some(sessions::Prompt { kind: sessions::PromptKind::OpenDer, text: String::new() });
            return;
        }
        let Some(doc) = self.der.as_mut() else { return };
        match action {
            Action::SelectPrev => doc.state.move_by(&doc.tree, -1),
            Action::SelectNext => doc.state.move_by(&doc.tree, 1),
            Action::PageUp => doc.state.move_by(&doc.tree, -(self.page as isize)),
            Action::PageDown => doc.state.move_by(&doc.tree, self.page as isize),
            Action::Open => doc.state.toggle(&doc.tree),
            Action::NextDiagnostic => doc.jump_to_next_diagnostic(),
            Action::OpenFile => unreachable!("handled before a DER is needed"),
            _ => {}
        }
    }

    fn store_event(&mut self, event: StoreEvent) -> Vec<Effect> {
        match event {
            StoreEvent::Loaded { agent, entries } => return self.chain_loaded(agent, &entries),
            StoreEvent::Failed { error, plane } => {
                self.chain.status = ChainStatus::Failed { error, plane };
            }
            StoreEvent::Progress { done, total } => {
                self.chain.verify = VerifyStatus::Running { done, total }
            }
            StoreEvent::Verified { report, took } => self.chain_verified(report, took),
            StoreEvent::Entry { seq, json, der } => self.chain_entry(seq, json, der.as_ref()),
            StoreEvent::Saved { id, nonce } => return self.saved(id, nonce),
            StoreEvent::SessionList { query, items } => {
                if query == self.session.query {
                    self.session.selected =
                        self.session.selected.min(items.len().saturating_sub(1));
                    self.session.items = items;
                }
            }
            StoreEvent::Resumed(Some(saved)) => {
                // At start only into an empty conversation; from the Sessions screen, always.
                if self.messages.is_empty() || self.session.id != saved.id {
                    return self.resume(&saved);
                }
            }
            StoreEvent::Resumed(None) => {}
            StoreEvent::SessionNote(note) => self.notice = Some(note),
            StoreEvent::Note { ok, title, body } => {
                self.chain.note = Some(Note { ok, title, body });
            }
        }
        Vec::new()
    }

    fn mouse(&mut self, mouse: MouseEvent) {
        let up = match mouse.kind {
            MouseEventKind::ScrollUp => true,
            MouseEventKind::ScrollDown => false,
            _ => return,
        };
        if let Some(scroll) = self.help.as_mut() {
            *scroll = if up { scroll.saturating_sub(3) } else { *scroll + 3 };
            return;
        }
        match self.screen {
            Screen::Chat if up => self.conversation.scroll_up(3),
            Screen::Chat => self.conversation.scroll_down(3),
            Screen::Chain => {
                self.chain.list.move_by(if up { -3 } else { 3 }, self.chain.rows.len());
            }
            Screen::Der => {
                if let Some(doc) = self.der.as_mut() {
                    doc.state.move_by(&doc.tree, if up { -3 } else { 3 });
                }
            }
            Screen::Audit => {
                self.audit_action(if up { Action::SelectPrev } else { Action::SelectNext }).clear();
            }
            Screen::Sessions => {
                self.sessions_action(if up { Action::SelectPrev } else { Action::SelectNext })
                    .clear();
            }
        }
    }
}

/// A governed answer on the chain (its badge says so).
fn is_committed(m: &Message) -> bool {
    m.badges.iter().any(|b| matches!(b, Badge::Committed { .. }))
}
