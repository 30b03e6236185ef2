//! Acting on a selected message: `y` copies it (or the code block `c` chose), `e` edits a
//! user message and re-runs it as a branch. Messages are only ever appended: a branch records
//! which earlier message it continues from ([`Follows`]), the prompt is that branch's lineage,
//! and messages off the current branch stay on screen, marked, with their turns and chain
//! entries.

use std::collections::BTreeSet;

use keel_store::conversation_store::Follows;
use keel_widgets::conversation::{Message, Speaker, code_blocks};
use keel_widgets::inert;

use super::{App, Effect};

impl App {
    /// The code block `y` will copy, as (block counted from 0, how many), while its message is
    /// selected.
    pub fn copy_block(&self) -> Option<(usize, usize)> {
        let (message, block) =
            self.copy_target.filter(|(m, _)| Some(*m) == self.conversation.selected)?;
        let n = code_blocks(&self.messages.get(message)?.text()).len();
        (block < n).then_some((block, n))
    }

    /// Copies the selected message (the newest when none is), or its chosen code block, made
    /// inert: the clipboard gets what the screen shows (escape sequences, CR, NUL and bidi
    /// overrides as visible stand-ins; newlines and tabs kept), so pasting a model's answer into
    /// a shell or terminal executes nothing it carried.
    pub(super) fn copy(&mut self) -> Vec<Effect> {
        let index = self.conversation.selected.or(self.messages.len().checked_sub(1));
        let Some(message) = index.and_then(|i| self.messages.get(i)) else {
            self.notice = Some("nothing to copy yet".into());
            return Vec::new();
        };
        let text = message.text();
        if let Some((block, n)) = self.copy_block()
            && let Some(code) = code_blocks(&text).into_iter().nth(block)
        {
            self.notice = Some(format!("copied code block {} of {n} to the clipboard", block + 1));
            return vec![Effect::Copy(inert(&code.text))];
        }
        self.notice = Some("copied the message to the clipboard".into());
        vec![Effect::Copy(inert(&text))]
    }

    /// Steps what `y` copies: the whole message, then each of its code blocks, then the whole
    /// message again.
    pub(super) fn cycle_copy_target(&mut self) {
        let Some(i) = self.conversation.selected else {
            self.notice = Some("select a message first (Alt-↑), then c picks a code block".into());
            return;
        };
        let n = self.messages.get(i).map_or(0, |m| code_blocks(&m.text()).len());
        if n == 0 {
            self.copy_target = None;
            self.notice = Some("this message has no code block: y copies all of it".into());
            return;
        }
        self.copy_target = match self.copy_block() {
            Some((block, n)) if block + 1 < n => Some((i, block + 1)),
            Some(_) => None,
            None => Some((i, 0)),
        };
    }

    /// Puts the selected user message into the input; sending it re-runs it as a branch.
    pub(super) fn edit_selected(&mut self) {
        let Some(i) = self.conversation.selected else {
            self.notice = Some("select one of your messages first (Alt-↑), then e edits it".into());
            return;
        };
        if self.generating.is_some() {
            self.notice = Some("still answering — Esc stops it, then edit".into());
            return;
        }
        let Some(text) =
            self.messages.get(i).filter(|m| m.speaker == Speaker::User).map(Message::text)
        else {
            self.notice = Some("only your own messages can be edited: select one of yours".into());
            return;
        };
        self.reset_input();
        self.input.insert_str(text);
        self.editing = Some(i);
        self.notice = Some(format!(
            "editing message {}: Enter re-runs it as a branch (the original stays), Esc cancels",
            i + 1
        ));
    }

    /// The message `i` continues from (`None`: it starts the conversation). A recorded parent
    /// is always earlier than its child, so walking parents always ends.
    pub(super) fn parent_of(&self, i: usize) -> Option<usize> {
        match self.follows.get(&i).copied().unwrap_or_default() {
            Follows::Previous => i.checked_sub(1),
            Follows::Start => None,
            Follows::Message(p) => Some(p).filter(|p| *p < i),
        }
    }

    /// The messages leading to `leaf` (included), oldest first: a branch's own history.
    pub fn lineage(&self, leaf: Option<usize>) -> Vec<usize> {
        let mut out: Vec<usize> = std::iter::successors(leaf, |i| self.parent_of(*i)).collect();
        out.reverse();
        out
    }

    /// Marks the messages off the current branch (the newest message's lineage) as aside.
    pub(super) fn mark_branches(&mut self) {
        let on: BTreeSet<usize> = if self.follows.is_empty() {
            (0..self.messages.len()).collect()
        } else {
            self.lineage(self.messages.len().checked_sub(1)).into_iter().collect()
        };
        for (i, m) in self.messages.iter_mut().enumerate() {
            m.aside = !on.contains(&i);
        }
    }
}
