//! The conversation a line-oriented front end (`keel chat`, `keel turn`) holds, saved in the same
//! conversations database and format as the workbench's, so its turns appear on the Sessions
//! screen and, once resumed, on the Audit screen (committed answers carry their `✓ #seq`, which
//! the workbench reads the turn records back by).
//!
//! Saving is best effort: the turn is already journaled and committed, so a failed save is
//! reported once per conversation and never stops the chat.

use std::path::Path;

use keel_governance::turn::{TurnOutcome, TurnRecord};
use keel_store::StoreError;
use keel_store::conversation_store::{
    CONVERSATIONS_DB, ConversationStore, Follows, SavedConversation, SavedMessage,
};

/// A conversation being written by a line-oriented front end.
#[derive(Debug)]
pub struct Transcript {
    store: Option<ConversationStore>,
    conversation: SavedConversation,
    /// The model's name, for every conversation of this transcript.
    model: String,
    /// The last save failed and was reported; later failures of this conversation stay quiet.
    reported: bool,
}

impl Transcript {
    /// Opens the conversations database in `home`. A database that cannot be opened leaves the
    /// transcript unsaved and says why (returned once, for the caller to print).
    pub fn open(home: &Path, model: &str) -> (Transcript, Option<StoreError>) {
        let (store, error) = match ConversationStore::open(home.join(CONVERSATIONS_DB)) {
            Ok(store) => (Some(store), None),
            Err(e) => (None, Some(e)),
        };
        let transcript = Transcript {
            store,
            conversation: empty(model),
            model: model.to_owned(),
            reported: error.is_some(),
        };
        (transcript, error)
    }

    /// Adds one governed exchange (the user's message, keel's answer or notice with the badges
    /// the workbench would show, both at the turn's time) and saves the conversation. The error
    /// of a failed save, once per conversation.
    pub fn record(&mut self, record: &TurnRecord) -> Option<StoreError> {
        let c = &mut self.conversation;
        if c.messages.is_empty() {
            c.title = record.message.lines().next().unwrap_or_default().chars().take(60).collect();
            c.created.clone_from(&record.utc);
        }
        c.updated.clone_from(&record.utc);
        c.messages.push(SavedMessage {
            role: "user".into(),
            text: record.message.clone(),
            utc: record.utc.clone(),
            marks: Vec::new(),
            interrupted: false,
            follows: Follows::Previous,
        });
        c.messages.push(SavedMessage {
            role: "assistant".into(),
            text: record.shown.clone(),
            utc: record.utc.clone(),
            marks: super::turn_marks(record),
            interrupted: record.outcome == TurnOutcome::Interrupted,
            follows: Follows::Previous,
        });
        let store = self.store.as_ref()?;
        match store.save(&self.conversation) {
            Ok(id) => {
                self.conversation.id = id;
                None
            }
            Err(e) if !self.reported => {
                self.reported = true;
                Some(e)
            }
            Err(_) => None,
        }
    }

    /// Starts a new conversation (`/new`): the next exchange is saved under a new id.
    pub fn new_conversation(&mut self) {
        self.conversation = empty(&self.model);
        self.reported = self.store.is_none();
    }
}

fn empty(model: &str) -> SavedConversation {
    SavedConversation {
        id: 0,
        title: String::new(),
        created: String::new(),
        updated: String::new(),
        model: model.to_owned(),
        messages: Vec::new(),
    }
}
