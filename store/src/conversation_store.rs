//! Saved conversations (the workbench's sessions) in their own redb file.
//!
//! Table `conversations`: id → the conversation as JSON (its format `version`, title,
//! created/updated UTC, model, messages with role, text, UTC, marks, the interrupted flag and, for
//! the first message of a branch, the message it continues from). Format 2 stores marks as data
//! ([`Mark`]); format 1 (no `version`) stored the badges' display labels and is read by migrating
//! them; a newer format is refused ([`StoreError::NewerFormat`]). Every save is one durable
//! transaction, so a crash keeps the last saved state; the workbench saves after every message,
//! so a partial answer interrupted by a crash is not lost. Search is a case-insensitive substring
//! match over titles and message texts, newest first. Every operation runs at the store boundary
//! (`boundary::contain`): a damaged file is [`StoreError::DatabaseDamaged`], never a panic.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use redb::{ReadableDatabase, ReadableTable, TableDefinition};
use serde_json::{Value, json};

use crate::boundary::{ClosedAtBoundary, contain};
use crate::store_error::{DbFile, StoreError, create_db, db};

mod marks;

pub use marks::Mark;

/// The format a conversation record is saved in (see the module's documentation).
pub const CONVERSATION_FORMAT: u64 = 2;

const CONVERSATIONS: TableDefinition<u64, &str> = TableDefinition::new("conversations");

/// The saved-conversations database's file name inside the data dir (the workbench, `keel chat`
/// and `keel turn` all write it).
pub const CONVERSATIONS_DB: &str = "conversations.redb";

/// One message as saved.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SavedMessage {
    /// `user`, `assistant` or `notice`.
    pub role: String,
    /// The text as generated or typed (untrusted).
    pub text: String,
    /// When it was written.
    pub utc: String,
    /// What it was marked with (committed at a seq, retried, held…).
    pub marks: Vec<Mark>,
    /// Stopped before it finished.
    pub interrupted: bool,
    /// What it continues from: messages form a tree once an edit branches the conversation.
    pub follows: Follows,
}

/// The message a saved message continues from. Messages are only ever appended, so a branch
/// points back to an earlier message and nothing before it changes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Follows {
    /// The message saved just before it (every message of a conversation without branches;
    /// saved as no field at all, so conversations saved before branches load unchanged).
    #[default]
    Previous,
    /// Nothing: it starts the conversation afresh (an edit of the first message).
    Start,
    /// The message at this index (0-based, in saved order).
    Message(usize),
}

/// A saved conversation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SavedConversation {
    /// Its id (0 until first saved).
    pub id: u64,
    /// Its title (the first user message until renamed).
    pub title: String,
    /// When it was created.
    pub created: String,
    /// When it was last saved.
    pub updated: String,
    /// The model that answered.
    pub model: String,
    /// The messages, oldest first.
    pub messages: Vec<SavedMessage>,
}

/// A line of the session list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ConversationSummary {
    pub id: u64,
    pub title: String,
    pub updated: String,
    pub messages: usize,
    /// For a search hit: the matching text around the match.
    pub snippet: Option<String>,
}

impl SavedConversation {
    fn to_json(&self) -> Value {
        json!({
            "version": CONVERSATION_FORMAT,
            "title": self.title,
            "created": self.created,
            "updated": self.updated,
            "model": self.model,
            "messages": self.messages.iter().map(SavedMessage::to_json).collect::<Vec<_>>(),
        })
    }

    /// A record of `format` (1 or 2; the caller refuses newer ones).
    fn from_json(id: u64, v: &Value, format: u64) -> Option<SavedConversation> {
        Some(SavedConversation {
            id,
            title: v.get("title")?.as_str()?.to_owned(),
            created: v.get("created")?.as_str()?.to_owned(),
            updated: v.get("updated")?.as_str()?.to_owned(),
            model: v.get("model")?.as_str()?.to_owned(),
            messages: v
                .get("messages")?
                .as_array()?
                .iter()
                .map(|m| SavedMessage::from_json(m, format))
                .collect::<Option<_>>()?,
        })
    }

    fn summary(&self, snippet: Option<String>) -> ConversationSummary {
        ConversationSummary {
            id: self.id,
            title: self.title.clone(),
            updated: self.updated.clone(),
            messages: self.messages.len(),
            snippet,
        }
    }

    /// Markdown for people: a title, the metadata, then each message under its speaker with its
    /// marks as `label` writes them (the workbench's badge labels).
    pub fn to_markdown(&self, label: &dyn Fn(&Mark) -> String) -> String {
        let mut out = format!(
            "# {}\n\n- id: {}\n- created: {}\n- updated: {}\n- model: {}\n- exported by: keel\n",
            self.title, self.id, self.created, self.updated, self.model
        );
        for m in &self.messages {
            let mut marks = m.marks.iter().map(label).collect::<Vec<_>>().join(" · ");
            if m.interrupted && !m.marks.contains(&Mark::Interrupted) {
                marks = if marks.is_empty() {
                    "interrupted".into()
                } else {
                    format!("{marks} · interrupted")
                };
            }
            let marks = if marks.is_empty() { String::new() } else { format!(" — {marks}") };
            let _ = write!(out, "\n## {} ({}){marks}\n\n{}\n", m.role, m.utc, m.text);
        }
        out
    }

    /// JSON Lines for programs: a header with the metadata, one line per message, a trailer with
    /// the count.
    pub fn to_jsonl(&self) -> String {
        let header = json!({
            "kind": "keel-conversation", "version": CONVERSATION_FORMAT, "id": self.id, "title": self.title,
            "created": self.created, "updated": self.updated, "model": self.model,
        });
        let mut out = format!("{header}\n");
        for m in &self.messages {
            let mut line = m.to_json();
            line["kind"] = json!("message");
            let _ = writeln!(out, "{line}");
        }
        let _ = writeln!(out, "{}", json!({"kind": "trailer", "count": self.messages.len()}));
        out
    }
}

impl SavedMessage {
    fn to_json(&self) -> Value {
        let mut v = json!({"role": self.role, "text": self.text, "utc": self.utc, "marks": self.marks, "interrupted": self.interrupted});
        match self.follows {
            Follows::Previous => {}
            Follows::Start => v["follows"] = json!("start"),
            Follows::Message(i) => v["follows"] = json!(i),
        }
        v
    }

    fn from_json(v: &Value, format: u64) -> Option<SavedMessage> {
        let marks = if format == 1 {
            // Display labels: each becomes its mark; one no keel wrote is dropped.
            let labels = v.get("badges")?.as_array()?;
            labels
                .iter()
                .map(Value::as_str)
                .collect::<Option<Vec<_>>>()?
                .into_iter()
                .filter_map(Mark::from_v1_label)
                .collect()
        } else {
            serde_json::from_value(v.get("marks")?.clone()).ok()?
        };
        Some(SavedMessage {
            role: v.get("role")?.as_str()?.to_owned(),
            text: v.get("text")?.as_str()?.to_owned(),
            utc: v.get("utc")?.as_str()?.to_owned(),
            marks,
            interrupted: v.get("interrupted")?.as_bool()?,
            follows: match v.get("follows") {
                None => Follows::Previous,
                Some(f) if f == "start" => Follows::Start,
                Some(f) => Follows::Message(usize::try_from(f.as_u64()?).ok()?),
            },
        })
    }
}

/// Saved conversations in one redb file.
#[derive(Debug)]
pub struct ConversationStore {
    db: ClosedAtBoundary,
    path: PathBuf,
}

fn corrupt(id: u64, reason: &str) -> StoreError {
    StoreError::Corrupt { agent: "conversations".into(), seq: id, reason: reason.into() }
}

impl ConversationStore {
    /// Opens (or creates) the store at `path`.
    pub fn open(path: impl AsRef<Path>) -> Result<ConversationStore, StoreError> {
        let path = path.as_ref();
        contain(DbFile::Conversations, path, || {
            let database = create_db(path)?;
            let tx = database.begin_write().map_err(db)?;
            tx.open_table(CONVERSATIONS).map_err(db)?;
            tx.commit().map_err(db)?;
            Ok(ConversationStore { db: ClosedAtBoundary::new(database), path: path.to_owned() })
        })
    }

    /// Runs `f` at the store boundary ([`contain`]).
    fn guard<T>(&self, f: impl FnOnce() -> Result<T, StoreError>) -> Result<T, StoreError> {
        contain(DbFile::Conversations, &self.path, f)
    }

    /// Saves `conversation`; a new one (id 0) gets the next id, which is returned.
    pub fn save(&self, conversation: &SavedConversation) -> Result<u64, StoreError> {
        self.guard(|| {
            let tx = self.db.begin_write().map_err(db)?;
            let id = {
                let mut table = tx.open_table(CONVERSATIONS).map_err(db)?;
                let id = if conversation.id == 0 {
                    table.last().map_err(db)?.map_or(1, |(k, _)| k.value() + 1)
                } else {
                    conversation.id
                };
                table.insert(id, conversation.to_json().to_string().as_str()).map_err(db)?;
                id
            };
            tx.commit().map_err(db)?;
            Ok(id)
        })
    }

    /// One conversation.
    pub fn get(&self, id: u64) -> Result<Option<SavedConversation>, StoreError> {
        self.guard(|| {
            let tx = self.db.begin_read().map_err(db)?;
            let table = tx.open_table(CONVERSATIONS).map_err(db)?;
            let Some(raw) = table.get(id).map_err(db)? else { return Ok(None) };
            parse(id, raw.value()).map(Some)
        })
    }

    fn all(&self) -> Result<Vec<SavedConversation>, StoreError> {
        self.guard(|| {
            let tx = self.db.begin_read().map_err(db)?;
            let table = tx.open_table(CONVERSATIONS).map_err(db)?;
            let mut out = Vec::new();
            for row in table.iter().map_err(db)? {
                let (k, v) = row.map_err(db)?;
                out.push(parse(k.value(), v.value())?);
            }
            // Newest first; ids break ties (saves within one second).
            out.sort_by(|a, b| b.updated.cmp(&a.updated).then(b.id.cmp(&a.id)));
            Ok(out)
        })
    }

    /// Every conversation, most recently updated first.
    pub fn list(&self) -> Result<Vec<ConversationSummary>, StoreError> {
        Ok(self.all()?.iter().map(|c| c.summary(None)).collect())
    }

    /// The most recently updated conversation (to resume).
    pub fn last(&self) -> Result<Option<SavedConversation>, StoreError> {
        Ok(self.all()?.into_iter().next())
    }

    /// Renames a conversation; false when there is no such id.
    pub fn rename(&self, id: u64, title: &str) -> Result<bool, StoreError> {
        let Some(mut c) = self.get(id)? else { return Ok(false) };
        title.clone_into(&mut c.title);
        self.save(&c)?;
        Ok(true)
    }

    /// Deletes a conversation; false when there is no such id.
    pub fn delete(&self, id: u64) -> Result<bool, StoreError> {
        self.guard(|| {
            let tx = self.db.begin_write().map_err(db)?;
            let removed =
                tx.open_table(CONVERSATIONS).map_err(db)?.remove(id).map_err(db)?.is_some();
            tx.commit().map_err(db)?;
            Ok(removed)
        })
    }

    /// Conversations whose title or any message contains `query` (case-insensitive), newest
    /// first, each with a snippet of the first match.
    pub fn search(&self, query: &str) -> Result<Vec<ConversationSummary>, StoreError> {
        let needle = query.to_lowercase();
        if needle.is_empty() {
            return self.list();
        }
        Ok(self
            .all()?
            .iter()
            .filter_map(|c| {
                std::iter::once(c.title.as_str())
                    .chain(c.messages.iter().map(|m| m.text.as_str()))
                    .find_map(|text| snippet(text, &needle))
                    .map(|s| c.summary(Some(s)))
            })
            .collect())
    }
}

fn parse(id: u64, raw: &str) -> Result<SavedConversation, StoreError> {
    let value: Value = serde_json::from_str(raw).map_err(|e| corrupt(id, &e.to_string()))?;
    // Format 1 records carry no version.
    let format = match value.get("version") {
        None => 1,
        Some(v) => v.as_u64().ok_or_else(|| corrupt(id, "a version that is not a number"))?,
    };
    if format > CONVERSATION_FORMAT {
        return Err(StoreError::NewerFormat {
            what: "conversation",
            id,
            found: format,
            supported: CONVERSATION_FORMAT,
        });
    }
    SavedConversation::from_json(id, &value, format)
        .ok_or_else(|| corrupt(id, "missing or mistyped field"))
}

/// Up to 30 characters either side of the first match of `needle` (already lower-case).
fn snippet(text: &str, needle: &str) -> Option<String> {
    let lower = text.to_lowercase();
    let at = lower.find(needle)?;
    // Map the byte offset in the lower-cased text back to a char index (lower-casing can change
    // byte lengths), then cut on char boundaries of the original.
    let char_at = lower[..at].chars().count();
    let chars: Vec<char> = text.chars().collect();
    let start = char_at.saturating_sub(30);
    let end = (char_at + needle.chars().count() + 30).min(chars.len());
    let mut s: String = chars[start..end].iter().collect();
    if start > 0 {
        s.insert(0, '…');
    }
    if end < chars.len() {
        s.push('…');
    }
    Some(s.replace('\n', " "))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn message(role: &str, text: &str) -> SavedMessage {
        SavedMessage {
            role: role.into(),
            text: text.into(),
            utc: "2026-03-01T12:00:00Z".into(),
            marks: vec![],
            interrupted: false,
            follows: Follows::Previous,
        }
    }

    fn conversation(title: &str, updated: &str, texts: &[&str]) -> SavedConversation {
        SavedConversation {
            id: 0,
            title: title.into(),
            created: "2026-03-01T12:00:00Z".into(),
            updated: updated.into(),
            model: "smollm2-135m-instruct".into(),
            messages: texts
                .iter()
                .enumerate()
                .map(|(i, t)| message(if i % 2 == 0 { "user" } else { "assistant" }, t))
                .collect(),
        }
    }

    fn store() -> (tempfile::TempDir, ConversationStore) {
        let dir = tempfile::tempdir().unwrap();
        let store = ConversationStore::open(dir.path().join("conversations.redb")).unwrap();
        (dir, store)
    }

    #[test]
    fn save_list_get_rename_delete() {
        let (_dir, store) = store();
        let a = store
            .save(&conversation("Paris", "2026-03-01T12:00:00Z", &["capital of France?", "Paris."]))
            .unwrap();
        let b = store
            .save(&conversation("Keels", "2026-03-02T09:00:00Z", &["what is a keel?"]))
            .unwrap();
        assert_eq!((a, b), (1, 2));
        let list = store.list().unwrap();
        assert_eq!(list.iter().map(|s| s.id).collect::<Vec<_>>(), [2, 1], "newest first");
        assert_eq!(list[1].messages, 2);
        assert_eq!(store.last().unwrap().unwrap().title, "Keels");
        let mut got = store.get(1).unwrap().unwrap();
        assert_eq!(got.messages[1].text, "Paris.");
        got.messages.push(message("user", "and Germany?"));
        assert_eq!(store.save(&got).unwrap(), 1, "saving again keeps the id");
        assert_eq!(store.get(1).unwrap().unwrap().messages.len(), 3);
        assert!(store.rename(1, "Capitals").unwrap());
        assert_eq!(store.get(1).unwrap().unwrap().title, "Capitals");
        assert!(!store.rename(9, "x").unwrap());
        assert!(store.delete(2).unwrap());
        assert!(!store.delete(2).unwrap());
        assert_eq!(store.list().unwrap().len(), 1);
    }

    #[test]
    fn search_matches_titles_and_messages_case_insensitively() {
        let (_dir, store) = store();
        store
            .save(&conversation(
                "Paris",
                "2026-03-01T12:00:00Z",
                &["capital of France?", "It is PARIS, on the Seine."],
            ))
            .unwrap();
        store
            .save(&conversation(
                "Boats",
                "2026-03-02T12:00:00Z",
                &["why do keels work?", "Ballast and lift."],
            ))
            .unwrap();
        let hits = store.search("seine").unwrap();
        assert_eq!(hits.len(), 1);
        assert_eq!(hits[0].title, "Paris");
        assert_eq!(hits[0].snippet.as_deref(), Some("It is PARIS, on the Seine."));
        assert_eq!(store.search("BOATS").unwrap()[0].title, "Boats");
        assert!(store.search("submarine").unwrap().is_empty());
        assert_eq!(store.search("").unwrap().len(), 2);
        assert_eq!(
            snippet(&format!("{}needle{}", "a".repeat(40), "b".repeat(40)), "needle")
                .unwrap()
                .chars()
                .count(),
            30 + 6 + 30 + 2
        );
    }

    #[test]
    fn survives_reopening_and_reports_corrupt_records() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("c.redb");
        {
            let store = ConversationStore::open(&path).unwrap();
            store.save(&conversation("kept", "2026-03-01T12:00:00Z", &["hi"])).unwrap();
        }
        let store = ConversationStore::open(&path).unwrap();
        assert_eq!(store.get(1).unwrap().unwrap().title, "kept");
        {
            let tx = store.db.begin_write().unwrap();
            tx.open_table(CONVERSATIONS).unwrap().insert(5, "{\"title\": 3}").unwrap();
            tx.commit().unwrap();
        }
        // A record that does not parse is the file's damage, naming the record.
        let err = store.get(5).unwrap_err();
        assert!(
            matches!(&err, StoreError::DatabaseDamaged { file: DbFile::Conversations, detail, .. }
                if detail.starts_with("conversations#5:")),
            "{err:?}"
        );
    }

    #[test]
    fn branches_round_trip_and_old_records_load_as_linear() {
        let (_dir, store) = store();
        let mut c = conversation("Edit", "2026-03-01T12:00:00Z", &["a", "b", "a2", "c", "z"]);
        c.messages[2].follows = Follows::Start;
        c.messages[3].follows = Follows::Message(0);
        let id = store.save(&c).unwrap();
        let got = store.get(id).unwrap().unwrap();
        let follows: Vec<Follows> = got.messages.iter().map(|m| m.follows).collect();
        assert_eq!(
            follows,
            [
                Follows::Previous,
                Follows::Previous,
                Follows::Start,
                Follows::Message(0),
                Follows::Previous
            ]
        );
        // A record written before branches existed has no `follows` field at all.
        let old = r#"{"title":"t","created":"c","updated":"u","model":"m","messages":[{"role":"user","text":"hi","utc":"x","badges":[],"interrupted":false}]}"#;
        assert_eq!(parse(9, old).unwrap().messages[0].follows, Follows::Previous);
        assert!(matches!(
            parse(9, &old.replace("\"interrupted\":false", "\"interrupted\":false,\"follows\":-1")),
            Err(StoreError::Corrupt { .. })
        ));
    }

    #[test]
    fn exports_carry_metadata_and_every_message() {
        let mut c =
            conversation("Paris", "2026-03-01T12:05:00Z", &["capital of France?", "Paris."]);
        c.id = 7;
        c.messages[1].marks = vec![Mark::NotGoverned];
        c.messages[1].interrupted = true;
        let md = c.to_markdown(&|m| format!("{m:?}"));
        assert!(md.starts_with("# Paris\n\n- id: 7\n"), "{md}");
        assert!(md.contains("- model: smollm2-135m-instruct"));
        assert!(
            md.contains(
                "## assistant (2026-03-01T12:00:00Z) — NotGoverned · interrupted\n\nParis.\n"
            ),
            "{md}"
        );
        let lines: Vec<Value> =
            c.to_jsonl().lines().map(|l| serde_json::from_str(l).unwrap()).collect();
        assert_eq!(lines.len(), 4);
        assert_eq!(lines[0]["kind"], "keel-conversation");
        assert_eq!(lines[0]["id"], 7);
        assert_eq!(lines[2]["text"], "Paris.");
        assert_eq!(lines[2]["interrupted"], true);
        assert_eq!(lines[2]["marks"], json!([{"mark": "not_governed"}]));
        assert_eq!(lines[3], json!({"kind": "trailer", "count": 2}));
    }

    #[test]
    fn format_1_records_migrate_their_labels_and_newer_formats_are_refused() {
        let v1 = std::fs::read_to_string(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../tests/fixtures/conversations/format-1.json"
        ))
        .unwrap();
        let c = parse(3, &v1).unwrap();
        let marks: Vec<&[Mark]> = c.messages.iter().map(|m| m.marks.as_slice()).collect();
        assert_eq!(
            marks,
            [
                &[][..],
                &[Mark::Committed { seq: 2 }, Mark::Retried, Mark::LowConfidence][..],
                &[Mark::Branch { edits: 0 }][..],
                &[Mark::Refused { rule: "no-credentials".into() }][..],
                &[Mark::Reviewed { approved: true, seq: 9 }][..],
            ]
        );
        // Saved again, it is format 2 and reads back the same.
        let again = c.to_json();
        assert_eq!(again["version"], CONVERSATION_FORMAT);
        assert_eq!(parse(3, &again.to_string()).unwrap(), c);
        let mut future = again;
        future["version"] = json!(CONVERSATION_FORMAT + 1);
        match parse(3, &future.to_string()) {
            Err(StoreError::NewerFormat { found, supported, .. }) => {
                assert_eq!((found, supported), (3, 2));
            }
            other => panic!("a newer format must be refused: {other:?}"),
        }
        future["version"] = json!("two");
        assert!(matches!(parse(3, &future.to_string()), Err(StoreError::Corrupt { .. })));
    }
}
