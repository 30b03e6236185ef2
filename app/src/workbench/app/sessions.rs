//! Saved conversations: auto-save after every message, the Sessions screen (list, search,
//! resume, rename, delete, export) and resuming the last conversation at start.

use keel_store::conversation_store::{
    ConversationSummary, Follows, Mark, SavedConversation, SavedMessage,
};
use keel_widgets::conversation::{Badge, ConversationState, Message, Speaker};
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use super::{App, Effect, ModelStatus, Screen};
use crate::commands::utc_now;
use crate::workbench::keymap::Action;
use crate::workbench::workers::{ExportFormat, ModelRequest, StoreRequest};

/// What a one-line prompt on the Sessions screen is for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PromptKind {
    Search,
    Rename(u64),
    /// A DER file to open in the inspector (`o`).
    OpenDer,
}

/// A one-line prompt being typed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Prompt {
    pub kind: PromptKind,
    pub text: String,
}

/// The Sessions screen's state and the current conversation's identity.
#[derive(Debug, Clone, Default)]
pub struct SessionView {
    /// The current conversation's id (0 until first saved).
    pub id: u64,
    /// When the current conversation started.
    pub created: String,
    /// The listed conversations.
    pub items: Vec<ConversationSummary>,
    pub selected: usize,
    /// The search in force ("" lists all).
    pub query: String,
    pub prompt: Option<Prompt>,
    /// `d` was pressed once on this id; a second `d` deletes.
    pub confirm_delete: Option<u64>,
    /// Identifies the current conversation in save replies (changes with every new one).
    nonce: u64,
    /// A first save is in flight: later saves wait for its id instead of creating another.
    awaiting_id: bool,
    /// Something changed while waiting for the id: save again once it arrives.
    resave: bool,
    /// When the streaming draft was last saved.
    draft_saved: Option<std::time::Instant>,
}

/// How often a draft being streamed is saved.
pub const DRAFT_SAVE_EVERY: std::time::Duration = std::time::Duration::from_secs(1);

/// A badge as saved: its meaning, not its label. Both directions are exhaustive matches, so a
/// badge added to the workbench cannot be forgotten by storage.
pub fn mark_of(badge: &Badge) -> Mark {
    match badge {
        Badge::Committed { seq } => Mark::Committed { seq: *seq },
        Badge::Retried => Mark::Retried,
        Badge::Refused { rule } => Mark::Refused { rule: rule.clone() },
        Badge::Held => Mark::Held,
        Badge::Drift => Mark::Drift,
        Badge::LowConfidence => Mark::LowConfidence,
        Badge::CircuitBreak => Mark::CircuitBreak,
        Badge::Interrupted => Mark::Interrupted,
        Badge::NotGoverned => Mark::NotGoverned,
        Badge::Reviewed { approved, seq } => Mark::Reviewed { approved: *approved, seq: *seq },
        Badge::Branch { edits } => Mark::Branch { edits: *edits },
    }
}

/// The badge a saved mark is drawn as.
pub fn badge_of(mark: &Mark) -> Badge {
    match mark {
        Mark::Committed { seq } => Badge::Committed { seq: *seq },
        Mark::Retried => Badge::Retried,
        Mark::Refused { rule } => Badge::Refused { rule: rule.clone() },
        Mark::Held => Badge::Held,
        Mark::Drift => Badge::Drift,
        Mark::LowConfidence => Badge::LowConfidence,
        Mark::CircuitBreak => Badge::CircuitBreak,
        Mark::Interrupted => Badge::Interrupted,
        Mark::NotGoverned => Badge::NotGoverned,
        Mark::Reviewed { approved, seq } => Badge::Reviewed { approved: *approved, seq: *seq },
        Mark::Branch { edits } => Badge::Branch { edits: *edits },
    }
}

impl App {
    /// Records now as when message `index` was written.
    pub(super) fn stamp(&mut self, index: usize) {
        self.stamps.insert(index, utc_now());
    }

    /// The current conversation as saved.
    pub(super) fn snapshot(&self) -> SavedConversation {
        let now = utc_now();
        let title = self
            .messages
            .iter()
            .find(|m| m.speaker == Speaker::User)
            .map(|m| m.text().lines().next().unwrap_or_default().chars().take(60).collect())
            .unwrap_or_default();
        let model = match &self.model {
            ModelStatus::Ready { name, .. } => name.clone(),
            _ => String::new(),
        };
        SavedConversation {
            id: self.session.id,
            title,
            created: if self.session.created.is_empty() {
                now.clone()
            } else {
                self.session.created.clone()
            },
            updated: now.clone(),
            model,
            messages: self
                .messages
                .iter()
                .enumerate()
                // A draft is saved as interrupted: if keel dies mid-answer, that is what it was.
                // (Only the newest message can be an empty draft, so indices stay as they are.)
                .filter(|(_, m)| !(m.pending && m.text().is_empty()))
                .map(|(i, m)| SavedMessage {
                    role: match m.speaker {
                        Speaker::User => "user",
                        Speaker::Assistant => "assistant",
                        Speaker::Notice => "notice",
                    }
                    .into(),
                    text: m.text(),
                    utc: self.stamps.get(&i).cloned().unwrap_or_else(|| now.clone()),
                    marks: if m.pending {
                        vec![Mark::Interrupted]
                    } else {
                        m.badges.iter().map(mark_of).collect()
                    },
                    interrupted: m.pending || m.badges.contains(&Badge::Interrupted),
                    follows: self.follows.get(&i).copied().unwrap_or_default(),
                })
                .collect(),
        }
    }

    /// The request that saves the current conversation (nothing to save: none). A new
    /// conversation's first save is answered with its id; saves before then wait for it, so one
    /// conversation is never saved twice under two ids.
    pub(super) fn save(&mut self) -> Vec<Effect> {
        if self.messages.iter().all(|m| m.pending) {
            return Vec::new();
        }
        if self.session.id == 0 {
            if self.session.awaiting_id {
                self.session.resave = true;
                return Vec::new();
            }
            self.session.awaiting_id = true;
        }
        if self.session.created.is_empty() {
            self.session.created = utc_now();
        }
        vec![Effect::Store(StoreRequest::Save(self.snapshot(), self.session.nonce))]
    }

    /// Saves the draft being streamed at most once per [`DRAFT_SAVE_EVERY`], so a crash keeps
    /// the partial answer (marked interrupted).
    pub(super) fn save_draft(&mut self) -> Vec<Effect> {
        let due = self.session.draft_saved.is_none_or(|at| at.elapsed() >= DRAFT_SAVE_EVERY);
        if !due {
            return Vec::new();
        }
        self.session.draft_saved = Some(std::time::Instant::now());
        self.save()
    }

    /// A save reply: adopt the id if it is for the current conversation, then save what
    /// changed meanwhile.
    pub(super) fn saved(&mut self, id: u64, nonce: u64) -> Vec<Effect> {
        if nonce != self.session.nonce {
            return Vec::new();
        }
        self.session.id = id;
        self.session.awaiting_id = false;
        if std::mem::take(&mut self.session.resave) { self.save() } else { Vec::new() }
    }

    pub(super) fn list_sessions(&self) -> Effect {
        Effect::Store(StoreRequest::Sessions(self.session.query.clone()))
    }

    /// Starts an empty conversation (the previous one stays saved); the effect starts the
    /// model worker's new conversation (a fresh regulator budget).
    #[must_use]
    pub(super) fn new_conversation(&mut self) -> Effect {
        self.messages.clear();
        self.stamps.clear();
        self.turns.clear();
        self.follows.clear();
        self.editing = None;
        self.copy_target = None;
        self.conversation = ConversationState::default();
        self.session.id = 0;
        self.session.created.clear();
        self.session.nonce += 1;
        self.session.awaiting_id = false;
        self.session.resave = false;
        Effect::Model(ModelRequest::NewConversation)
    }

    /// Replaces the conversation with a saved one (unless a turn is being generated); asks for
    /// its committed turns' records and audits.
    pub(super) fn resume(&mut self, saved: &SavedConversation) -> Vec<Effect> {
        if self.generating.is_some() {
            self.notice = Some("still answering — Esc stops it, then resume".into());
            return Vec::new();
        }
        let fresh = self.new_conversation();
        self.session.id = saved.id;
        self.session.created.clone_from(&saved.created);
        self.messages = saved
            .messages
            .iter()
            .map(|m| {
                let speaker = match m.role.as_str() {
                    "user" => Speaker::User,
                    "assistant" => Speaker::Assistant,
                    _ => Speaker::Notice,
                };
                let mut message = Message::new(speaker, m.text.clone());
                message.badges = m.marks.iter().map(badge_of).collect();
                message
            })
            .collect();
        self.stamps = saved.messages.iter().map(|m| m.utc.clone()).enumerate().collect();
        self.follows = saved
            .messages
            .iter()
            .enumerate()
            .filter(|(_, m)| m.follows != Follows::Previous)
            .map(|(i, m)| (i, m.follows))
            .collect();
        self.mark_branches();
        let mut effects = vec![fresh];
        effects.extend(self.restore_turns());
        effects
    }

    /// Keys typed into an open prompt; `None` when no prompt is open.
    pub(super) fn prompt_key(&mut self, key: KeyEvent) -> Option<Vec<Effect>> {
        let prompt = self.session.prompt.as_mut()?;
        match key.code {
            KeyCode::Esc => self.session.prompt = None,
            KeyCode::Backspace => {
                prompt.text.pop();
            }
            KeyCode::Enter => {
                let Prompt { kind, text } = self.session.prompt.take()?;
                return Some(match kind {
                    PromptKind::Search => {
                        self.session.query = text;
                        self.session.selected = 0;
                        vec![self.list_sessions()]
                    }
                    PromptKind::Rename(id) if !text.trim().is_empty() => {
                        vec![
                            Effect::Store(StoreRequest::Rename(id, text.trim().to_owned())),
                            self.list_sessions(),
                        ]
                    }
                    PromptKind::Rename(_) => Vec::new(),
                    PromptKind::OpenDer => {
                        let path = text.trim();
                        if !path.is_empty() {
                            let path = match path.strip_prefix("~/") {
                                Some(rest) => dirs::home_dir().unwrap_or_default().join(rest),
                                None => std::path::PathBuf::from(path),
                            };
                            self.open_der(&path);
                        }
                        Vec::new()
                    }
                });
            }
            // Ctrl-U clears the field, as in a shell's line editor.
            KeyCode::Char('u') if key.modifiers.contains(KeyModifiers::CONTROL) => {
                prompt.text.clear();
            }
            KeyCode::Char(c) if !key.modifiers.contains(KeyModifiers::CONTROL) => {
                prompt.text.push(c);
            }
            _ => {}
        }
        Some(Vec::new())
    }

    pub(super) fn sessions_action(&mut self, action: Action) -> Vec<Effect> {
        let selected = self.session.items.get(self.session.selected).map(|s| s.id);
        if action != Action::Delete {
            self.session.confirm_delete = None;
        }
        match action {
            Action::SelectPrev => self.session.selected = self.session.selected.saturating_sub(1),
            Action::SelectNext => {
                self.session.selected =
                    (self.session.selected + 1).min(self.session.items.len().saturating_sub(1));
            }
            Action::Search => {
                self.session.prompt =
                    Some(Prompt { kind: PromptKind::Search, text: self.session.query.clone() });
            }
            Action::Rename => {
                if let Some(item) = self.session.items.get(self.session.selected) {
                    self.session.prompt = Some(Prompt {
                        kind: PromptKind::Rename(item.id),
                        text: item.title.clone(),
                    });
                }
            }
            Action::Open => {
                if let Some(id) = selected {
                    self.screen = Screen::Chat;
                    return vec![Effect::Store(StoreRequest::Resume(Some(id)))];
                }
            }
            Action::Delete => match (selected, self.session.confirm_delete) {
                (Some(id), Some(pending)) if id == pending => {
                    self.session.confirm_delete = None;
                    let mut effects =
                        vec![Effect::Store(StoreRequest::Delete(id)), self.list_sessions()];
                    if id == self.session.id {
                        effects.push(self.new_conversation());
                    }
                    return effects;
                }
                (Some(id), _) => {
                    self.session.confirm_delete = Some(id);
                    self.notice = Some(format!("press d again to delete conversation {id}"));
                }
                (None, _) => {}
            },
            Action::ExportMarkdown | Action::ExportJsonl => {
                let format = if action == Action::ExportMarkdown {
                    ExportFormat::Markdown
                } else {
                    ExportFormat::Jsonl
                };
                if let Some(id) = selected {
                    return vec![Effect::Store(StoreRequest::Export(id, format))];
                }
            }
            Action::NewConversation => {
                let mut effects = Vec::new();
                if self.generating.is_none() {
                    effects.push(self.new_conversation());
                    self.screen = Screen::Chat;
                } else {
                    self.notice = Some("still answering — Esc stops it first".into());
                    effects.push(self.list_sessions());
                }
                return effects;
            }
            _ => {}
        }
        Vec::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_badge_is_saved_as_its_mark_and_its_old_label_migrates_to_the_same_mark() {
        for badge in [
            Badge::Committed { seq: 42 },
            Badge::Retried,
            Badge::Refused { rule: "no-dosage".into() },
            Badge::Refused { rule: String::new() },
            Badge::Held,
            Badge::Drift,
            Badge::LowConfidence,
            Badge::CircuitBreak,
            Badge::Interrupted,
            Badge::NotGoverned,
            Badge::Reviewed { approved: true, seq: 43 },
            Badge::Reviewed { approved: false, seq: 44 },
            Badge::Branch { edits: 3 },
        ] {
            assert_eq!(badge_of(&mark_of(&badge)), badge, "{badge:?}");
            // Format-1 records hold the labels this keel draws: they migrate to the same mark.
            assert_eq!(Mark::from_v1_label(&badge.label().0), Some(mark_of(&badge)), "{badge:?}");
        }
    }
}
