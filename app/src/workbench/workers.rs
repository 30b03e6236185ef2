//! The workers: threads that own the model session and the database. The UI thread sends them
//! requests (each carrying the id of the turn or job it is for) and they answer with
//! [`Event`]s on the one channel the event loop reads; nothing here touches the terminal.

use std::path::PathBuf;
use std::sync::mpsc::{Receiver, RecvTimeoutError, Sender};
use std::time::{Duration, Instant};

use keel_evidence::chain::GENESIS;
use keel_evidence::chain::checkpoint::{Checkpoint, InclusionProof};
use keel_evidence::chain::entry::ChainEntry;
use keel_evidence::chain::verifier::{SignatureRule, TrailerCheck, VerificationReport, Verifier};
use keel_model::{
    CancelToken, ChatMessage, FinishReason, Generation, GenerationRequest, GenerationTimings,
    ModelError, SamplingParams, TextGenerator,
};
use keel_regulator::{Decision, Event as RegulatorEvent, Regulator};
use keel_store::conversation_store::{
    CONVERSATIONS_DB, ConversationStore, ConversationSummary, SavedConversation,
};
use keel_store::{Chain, ChainStore, GovernedStore, StoreError};

use keel_governance::turn::audit::{self, AuditRecord};
use keel_governance::turn::human_audit::Verdict;
use keel_governance::turn::{StoreFailure, TurnError, TurnEvent, TurnRecord};

use super::event::Event;
use super::switch::{ModelOption, Switcher};
use crate::commands::utc_now;
use crate::governed::{AuditOutcome, GovernedSession, review};

/// Loads a generator (the real ONNX one, or a scripted one in tests); an error is
/// (what is wrong, the command that fixes it).
pub type Loader = Box<dyn FnOnce() -> Result<Box<dyn TextGenerator>, (String, String)> + Send>;

/// A request to the model worker.
#[derive(Debug)]
pub enum ModelRequest {
    /// Answer the conversation; tokens stream back as [`ModelEvent::Token`].
    Generate { turn: u64, messages: Vec<ChatMessage>, cancel: CancelToken },
    /// Tell the regulator about the user's feedback (`/good`, `/bad`, `/correct TEXT`).
    Feedback(RegulatorEvent),
    /// Governed: read back the turn records and audits of these committed seqs (a resumed
    /// conversation's turns); the plain model has none and ignores it.
    Restore(Vec<u64>),
    /// Another conversation is on screen (`/new`, a new or resumed one): the regulator starts
    /// a fresh budget.
    NewConversation,
    /// Governed: the held and refused turns waiting for a human verdict.
    Reviews,
    /// Governed: record a human verdict on held or refused turn `id` (`governed::review`).
    Review { id: u64, verdict: Verdict },
    /// The catalogue's chat models and their installed state (answered with
    /// [`ModelEvent::Models`]).
    Models,
    /// Load catalogue model `name` and make it the Intellect from the next turn on, recorded
    /// in the config as `keel models use` records it. Requests are served in order, so a
    /// switch never lands inside a turn.
    Switch { name: String },
}

/// A committed turn read back from the session store, with its audit if it finished.
#[derive(Debug, Clone, PartialEq)]
pub struct RestoredTurn {
    pub record: Box<TurnRecord>,
    pub audit: Option<Box<AuditRecord>>,
}

/// Spirit's history for the session's (profile, agent), from its persisted memory: S_t on the
/// 1–10 scale and d_t (0 where undefined), oldest first, and the last coaching note.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct SpiritHistory {
    pub s10: Vec<f64>,
    pub drift: Vec<f64>,
    pub note: String,
}

/// What the model worker reports.
#[derive(Debug, Clone, PartialEq)]
pub enum ModelEvent {
    /// The model is loaded; `governed`: answers are governed turns (else the plain model).
    /// `profile` names the value profile governing answers (`None`: the plain model answers).
    Ready { name: String, load_time: Duration, profile: Option<String> },
    /// Something the user should know that stopped nothing (a saved state set aside).
    Warning(String),
    /// The model (or the runtime) could not be loaded.
    LoadFailed { error: String, fix: String },
    /// One generated token (`logprob` is `None` when the backend gave none; governed drafts
    /// stream text only).
    Token { turn: u64, text: String, logprob: Option<f32> },
    /// The answer is complete (or stopped).
    Finished { turn: u64, report: TurnReport },
    /// Generation failed.
    Failed { turn: u64, error: String },
    /// Governed: the stored chain is damaged or does not verify, so nothing was committed and
    /// nothing will be until it is restored; `message` names the command that restores it.
    ChainDamaged { turn: u64, message: String },
    /// Governed: draft `attempt` has `tokens` tokens, `elapsed` into the turn (its text stays
    /// unseen until the Will has approved it).
    Progress { turn: u64, attempt: u8, tokens: usize, elapsed: Duration },
    /// Governed: draft `attempt` was withdrawn by the Will under `rule` (a retry or the
    /// refusal follows).
    Blocked { turn: u64, rule: String, attempt: u8 },
    /// Governed: the turn's record (committed, refused, held…), after its draft streamed.
    Governed { turn: u64, record: Box<TurnRecord> },
    /// Governed: the background audit of a committed turn finished; `weights` are the
    /// profile's value weights in ledger order.
    Audited { record: Box<AuditRecord>, weights: Vec<f64> },
    /// Governed: the audit of the entry at `seq` failed.
    AuditFailed { seq: u64, error: String },
    /// Governed: the turns waiting for a human verdict, oldest first, with their journal ids.
    Reviews(Vec<(u64, Box<TurnRecord>)>),
    /// Governed: the verdict on turn `id` is recorded (the updated record), or why not.
    Reviewed { id: u64, result: Result<Box<TurnRecord>, String> },
    /// Governed: Spirit's persisted history, sent once after `Ready` (before any new audit).
    SpiritHistory(SpiritHistory),
    /// Governed: the turns a [`ModelRequest::Restore`] asked for that the store has, with the
    /// profile's weights in ledger order.
    Restored { turns: Vec<RestoredTurn>, weights: Vec<f64> },
    /// The catalogue's chat models, sent before the model loads, after a switch and when asked.
    Models(Vec<ModelOption>),
    /// The Intellect is now `name` (loaded in `load_time`); `saved`: recorded in the config, or
    /// why the choice holds for this run only.
    Switched { name: String, load_time: Duration, saved: Result<(), String> },
    /// Catalogue model `name` could not be switched to: (what is wrong, the fix). The Intellect
    /// and the config are as they were.
    SwitchFailed { name: String, error: String, fix: String },
}

/// Serves a [`ModelRequest::Switch`]: `replace` puts the new generator in place and returns its
/// name; the events to send come back.
fn switch_model(
    switcher: &mut Switcher,
    name: &str,
    replace: impl FnOnce(Box<dyn TextGenerator>) -> String,
) -> Vec<ModelEvent> {
    match switcher.switch(name) {
        Ok(switched) => {
            let name = replace(switched.generator);
            vec![
                ModelEvent::Switched { name, load_time: switched.load_time, saved: switched.saved },
                ModelEvent::Models(switcher.options()),
            ]
        }
        Err((error, fix)) => {
            tracing::warn!("switching the Intellect to {name}: {error}");
            vec![ModelEvent::SwitchFailed { name: name.to_owned(), error, fix }]
        }
    }
}

/// Opens the governed session (models, stores, identity, regulator, audit worker); an error
/// is (what is wrong, the command that fixes it).
pub type GovernedLoader = Box<dyn FnOnce() -> Result<GovernedSession, (String, String)> + Send>;

/// How often the governed worker looks for finished audits while idle.
const AUDIT_POLL: Duration = Duration::from_millis(100);

/// Runs the governed model worker until the request channel closes: each `Generate` is one
/// governed turn (`GovernedSession::turn`), its draft streamed as tokens, then its record; the
/// audits the session queues come back as they finish.
pub fn governed_worker(
    load: GovernedLoader,
    mut switcher: Switcher,
    requests: &Receiver<ModelRequest>,
    events: &Sender<Event>,
) {
    let started = Instant::now();
    let send = |e: ModelEvent| {
        let _ = events.send(Event::Model(e));
    };
    // First, so the picker lists the catalogue even when the model below fails to load.
    send(ModelEvent::Models(switcher.options()));
    let mut session = match load() {
        Ok(session) => {
            let name = session.model().name.clone();
            let profile = Some(session.profile().name.clone());
            send(ModelEvent::Ready { name, load_time: started.elapsed(), profile });
            if let Some(said) = session.regulator_set_aside() {
                send(ModelEvent::Warning(said.to_string()));
            }
            match spirit_history(&session) {
                Ok(history) => send(ModelEvent::SpiritHistory(history)),
                Err(e) => tracing::warn!("reading Spirit memory: {e}"),
            }
            session
        }
        Err((error, fix)) => {
            send(ModelEvent::LoadFailed { error, fix });
            return;
        }
    };
    loop {
        for outcome in session.worker.poll() {
            match outcome {
                AuditOutcome::Done(record) => {
                    send(ModelEvent::Audited { record, weights: session.profile().weights() });
                }
                AuditOutcome::Failed { seq, error } => send(ModelEvent::AuditFailed { seq, error }),
                // Shown as a failure for now; the audit is retried with the next one.
                AuditOutcome::Pending { seq, error } => send(ModelEvent::AuditFailed {
                    seq,
                    error: format!("waiting for storage, retried with the next audit: {error}"),
                }),
                AuditOutcome::RefusalCounted { .. } => {}
            }
        }
        let request = match requests.recv_timeout(AUDIT_POLL) {
            Ok(request) => request,
            Err(RecvTimeoutError::Timeout) => continue,
            Err(RecvTimeoutError::Disconnected) => break,
        };
        match request {
            ModelRequest::Feedback(event) => session.feedback(&event),
            ModelRequest::NewConversation => session.new_conversation(),
            ModelRequest::Reviews => match review::pending(&session.store) {
                Ok(turns) => send(ModelEvent::Reviews(
                    turns.into_iter().map(|(id, r)| (id, Box::new(r))).collect(),
                )),
                Err(e) => tracing::warn!("reading the turns waiting for review: {e}"),
            },
            ModelRequest::Review { id, verdict } => {
                let result = review::review(&session.store, id, verdict, "", &utc_now())
                    .map(Box::new)
                    .map_err(|e| e.to_string());
                send(ModelEvent::Reviewed { id, result });
            }
            ModelRequest::Models => send(ModelEvent::Models(switcher.options())),
            ModelRequest::Switch { name } => {
                // Between turns by construction: this loop serves one request at a time.
                let replace = |generator| {
                    drop(session.replace_intellect(generator));
                    session.model().name.clone()
                };
                switch_model(&mut switcher, &name, replace).into_iter().for_each(send);
            }
            ModelRequest::Restore(seqs) => match restore(&session, &seqs) {
                Ok(turns) => {
                    send(ModelEvent::Restored { turns, weights: session.profile().weights() });
                }
                Err(e) => tracing::warn!("reading back the resumed turns: {e}"),
            },
            ModelRequest::Generate { turn, mut messages, cancel } => {
                let message = messages.pop().map(|m| m.content).unwrap_or_default();
                // The conversation on screen is the history (`/new` and resume change it).
                session.resume_history(messages);
                let result = session.turn(&message, &cancel, &mut |event| match event {
                    TurnEvent::Progress { attempt, tokens, elapsed } => {
                        send(ModelEvent::Progress { turn, attempt, tokens, elapsed });
                    }
                    TurnEvent::Blocked { rule_id, attempt } => {
                        send(ModelEvent::Blocked { turn, rule: rule_id.to_owned(), attempt });
                    }
                });
                send(match result {
                    Ok(governed) => {
                        if let Some(warning) = governed.journal_warning() {
                            tracing::warn!("{warning}");
                        }
                        ModelEvent::Governed { turn, record: Box::new(governed.record) }
                    }
                    Err(e) => match e.downcast_ref::<TurnError>() {
                        Some(TurnError::Store(StoreFailure::Damaged(cause))) => {
                            ModelEvent::ChainDamaged { turn, message: cause.to_string() }
                        }
                        _ => ModelEvent::Failed { turn, error: format!("{e:#}") },
                    },
                });
            }
        }
    }
}

/// Spirit's history for the session's (profile, agent) from its persisted memory.
fn spirit_history(session: &GovernedSession) -> Result<SpiritHistory, String> {
    let agent = session.identity().agent_id();
    let memory = audit::memory_for(&*session.store, session.profile(), &agent)
        .map_err(|e| format!("{e:?}"))?;
    Ok(SpiritHistory {
        s10: memory.s_history.iter().copied().map(keel_governance::spirit::s10).collect(),
        drift: memory.d_history.iter().map(|d| d.unwrap_or(0.0)).collect(),
        note: memory.last_note,
    })
}

/// The turn records (and audits) of the committed `seqs`, from the session store.
fn restore(session: &GovernedSession, seqs: &[u64]) -> Result<Vec<RestoredTurn>, String> {
    let agent = session.identity().agent_id();
    let sessions = &session.store.sessions;
    let mut out = Vec::new();
    for (_, record) in sessions.turns(&agent).map_err(|e| e.to_string())? {
        let Some(seq) = record.entry.as_ref().map(|e| e.seq).filter(|s| seqs.contains(s)) else {
            continue;
        };
        let audit = sessions.audit(&agent, seq).map_err(|e| e.to_string())?.map(Box::new);
        out.push(RestoredTurn { record: Box::new(record), audit });
    }
    Ok(out)
}

/// How a turn's generation went: the Audit screen's stages.
#[derive(Debug, Clone, PartialEq)]
pub struct TurnReport {
    pub finish: FinishReason,
    pub prompt_tokens: usize,
    pub tokens: usize,
    pub timings: GenerationTimings,
    pub mean_logprob: Option<f64>,
    /// Wall time from the request to the last token.
    pub total: Duration,
    /// What the regulator made of the turn.
    pub regulator: RegulatorOutcome,
}

/// The regulator's view of one turn (engine::regulator, fed the same token stream).
#[derive(Debug, Clone, PartialEq)]
pub struct RegulatorOutcome {
    /// Every concern that holds, by kind (`LowConfidenceSpans`, `ScopeDriftWarn`…), most
    /// important first; empty means `Continue`.
    pub concerns: Vec<String>,
    /// A circuit break's suggestion, if the decision is one.
    pub circuit_break: Option<String>,
    /// Turn-level token confidence in [0, 1].
    pub confidence: Option<f64>,
    /// Low-confidence spans as char ranges of the answer.
    pub spans: Vec<(usize, usize)>,
    /// Tokens spent this session and the cap.
    pub tokens_spent: u64,
    pub token_cap: u64,
}

/// Most tokens per answer.
const MAX_TOKENS: usize = 384;
/// Earlier exchanges kept in the prompt.
const HISTORY_MESSAGES: usize = 17;

/// Runs the model worker until the request channel closes.
pub fn model_worker(
    load: Loader,
    mut switcher: Switcher,
    requests: &Receiver<ModelRequest>,
    events: &Sender<Event>,
) {
    let started = Instant::now();
    let mut regulator = Regulator::for_user("local");
    let mut tokens_spent = 0u64;
    // First, so the picker lists the catalogue even when the model below fails to load.
    let _ = events.send(Event::Model(ModelEvent::Models(switcher.options())));
    let mut model = match load() {
        Ok(model) => {
            let name = model.identity().name.clone();
            let _ = events.send(Event::Model(ModelEvent::Ready {
                name,
                load_time: started.elapsed(),
                profile: None,
            }));
            model
        }
        Err((error, fix)) => {
            let _ = events.send(Event::Model(ModelEvent::LoadFailed { error, fix }));
            return;
        }
    };
    for request in requests {
        let (turn, mut messages, cancel) = match request {
            ModelRequest::Generate { turn, messages, cancel } => (turn, messages, cancel),
            ModelRequest::Feedback(event) => {
                regulator.on(&event);
                continue;
            }
            // The plain model records no turns: nothing to read back or review.
            ModelRequest::Restore(_) | ModelRequest::Reviews | ModelRequest::Review { .. } => {
                continue;
            }
            ModelRequest::Models => {
                let _ = events.send(Event::Model(ModelEvent::Models(switcher.options())));
                continue;
            }
            ModelRequest::Switch { name } => {
                let replace = |generator: Box<dyn TextGenerator>| {
                    model = generator;
                    model.identity().name.clone()
                };
                for event in switch_model(&mut switcher, &name, replace) {
                    let _ = events.send(Event::Model(event));
                }
                continue;
            }
            ModelRequest::NewConversation => {
                regulator.reset_session();
                tokens_spent = 0;
                continue;
            }
        };
        let started = Instant::now();
        if messages.len() > HISTORY_MESSAGES {
            messages.drain(..messages.len() - HISTORY_MESSAGES);
        }
        let params = SamplingParams { max_new_tokens: MAX_TOKENS, ..SamplingParams::default() };
        let user = messages.last().map(|m| m.content.clone()).unwrap_or_default();
        regulator.on(&RegulatorEvent::TurnStart { user_message: user });
        let result = loop {
            let request = GenerationRequest::chat(messages.clone(), params);
            let mut on_token = |t: &keel_model::TokenEvent| {
                regulator.on(&RegulatorEvent::Token {
                    token: t.text.clone(),
                    // NaN is the regulator's "unavailable" (noos's event contract).
                    logprob: t.logprob.map_or(f64::NAN, f64::from),
                    index: t.index,
                    margin: t.margin.map(f64::from),
                });
                let _ = events.send(Event::Model(ModelEvent::Token {
                    turn,
                    text: t.text.clone(),
                    logprob: t.logprob,
                }));
            };
            match model.generate(&request, &cancel, &mut on_token) {
                // Drop the oldest exchange until the prompt fits (the newest message stays).
                Err(ModelError::PromptTooLong { .. }) if messages.len() > 1 => {
                    messages.drain(..2.min(messages.len() - 1));
                }
                other => break other,
            }
        };
        let event = match result {
            Ok(g) => ModelEvent::Finished {
                report: TurnReport {
                    regulator: regulate(&mut regulator, &g, started.elapsed(), &mut tokens_spent),
                    finish: g.finish,
                    prompt_tokens: g.token_counts().0 as usize,
                    tokens: g.tokens.len(),
                    mean_logprob: g.mean_logprob(),
                    timings: g.timings,
                    total: started.elapsed(),
                },
                turn,
            },
            Err(e) => ModelEvent::Failed { turn, error: e.to_string() },
        };
        let _ = events.send(Event::Model(event));
    }
}

/// Completes the regulator's turn and reads its decision.
fn regulate(
    regulator: &mut Regulator,
    g: &Generation,
    took: Duration,
    tokens_spent: &mut u64,
) -> RegulatorOutcome {
    regulator.on(&RegulatorEvent::TurnComplete { full_response: g.text.clone() });
    let (tokens_in, tokens_out) = g.token_counts();
    regulator.on(&RegulatorEvent::Cost {
        tokens_in,
        tokens_out,
        wallclock_ms: took.as_millis() as u64,
        provider: None,
    });
    *tokens_spent += tokens_in + tokens_out;
    let concerns = regulator.concerns();
    let spans = concerns
        .iter()
        .find_map(|d| match d {
            Decision::LowConfidenceSpans { spans } => {
                Some(spans.iter().map(|s| (s.start_char, s.end_char)).collect())
            }
            _ => None,
        })
        .unwrap_or_default();
    let circuit_break = concerns.iter().find_map(|d| match d {
        Decision::CircuitBreak { suggestion, .. } => Some(suggestion.clone()),
        _ => None,
    });
    RegulatorOutcome {
        concerns: concerns.iter().map(|d| d.kind().to_owned()).collect(),
        circuit_break,
        confidence: regulator.confidence().map(|c| c.value),
        spans,
        tokens_spent: *tokens_spent,
        token_cap: regulator.config().cost_cap_tokens,
    }
}

/// A request to the store worker.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StoreRequest {
    /// (Re)read the chain.
    Load,
    /// Verify the whole chain, reporting progress.
    Verify,
    /// One entry in full.
    Entry(u64),
    /// Write a signed checkpoint into the data dir.
    Checkpoint,
    /// An inclusion proof for this seq against the current tree.
    Prove(u64),
    /// Save the conversation (id 0: a new one); the number comes back with the id, so a reply
    /// for a conversation the user has since left is recognised.
    Save(SavedConversation, u64),
    /// The saved conversations matching a query (all for "").
    Sessions(String),
    /// Load a saved conversation (`None`: the most recent).
    Resume(Option<u64>),
    /// Rename a saved conversation.
    Rename(u64, String),
    /// Delete a saved conversation.
    Delete(u64),
    /// Export a saved conversation into `<home>/exports/`.
    Export(u64, ExportFormat),
}

/// Conversation export formats.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ExportFormat {
    Markdown,
    Jsonl,
}

/// What the store worker reports.
#[derive(Debug, Clone, PartialEq)]
pub enum StoreEvent {
    /// The chain of `agent` (none minted: `agent` is `None` and there are no entries).
    Loaded { agent: Option<String>, entries: Vec<ChainEntry> },
    /// The database could not be opened or read; `plane` when the failure is the enforcement
    /// plane's (`StoreError::Plane`), not the local database's.
    Failed { error: String, plane: bool },
    /// Verification progress.
    Progress { done: u64, total: u64 },
    /// Verification finished.
    Verified { report: VerificationReport, took: Duration },
    /// One entry as pretty JSON, with its DER.
    Entry { seq: u64, json: String, der: Option<serde_json::Value> },
    /// The outcome of a job that ends in a message (checkpoint, proof).
    Note { ok: bool, title: String, body: String },
    /// The conversation sent with `nonce` was saved under this id.
    Saved { id: u64, nonce: u64 },
    /// Saved conversations matching `query`.
    SessionList { query: String, items: Vec<ConversationSummary> },
    /// A saved conversation to continue (`None`: nothing saved yet).
    Resumed(Option<Box<SavedConversation>>),
    /// A one-line outcome of a session job (export, rename, delete, or an error).
    SessionNote(String),
}

/// Entries between progress reports.
const PROGRESS_EVERY: usize = 2_000;

/// Runs the store worker: opens the database at `path` and serves requests until the channel
/// closes.
pub fn store_worker(
    path: &std::path::Path,
    requests: &Receiver<StoreRequest>,
    events: &Sender<Event>,
) {
    let send = |e: StoreEvent| {
        let _ = events.send(Event::Store(e));
    };
    let store = match path
        .parent()
        .map(std::fs::create_dir_all)
        .transpose()
        .map_err(|e| e.to_string())
        .and_then(|_| ChainStore::open(path).map_err(|e| e.to_string()))
    {
        Ok(store) => Chain::from(store),
        Err(error) => {
            send(StoreEvent::Failed {
                error: format!("{}: {error}", path.display()),
                plane: false,
            });
            return;
        }
    };
    let home = path.parent().map(PathBuf::from).unwrap_or_default();
    serve_store(&store, &home, requests, events);
}

/// Runs the store worker on the chain the governed session also writes (one handle per file
/// per process: the session and the chain browser share it). On a plane every request reads the
/// plane (its export), so the browser shows what the team's chain holds now.
pub fn store_worker_shared(
    store: &GovernedStore,
    home: &std::path::Path,
    requests: &Receiver<StoreRequest>,
    events: &Sender<Event>,
) {
    serve_store(&store.chain, home, requests, events);
}

fn serve_store(
    store: &Chain,
    home: &std::path::Path,
    requests: &Receiver<StoreRequest>,
    events: &Sender<Event>,
) {
    let send = |e: StoreEvent| {
        let _ = events.send(Event::Store(e));
    };
    let home = home.to_path_buf();
    let conversations =
        ConversationStore::open(home.join(CONVERSATIONS_DB)).map_err(|e| e.to_string());
    let mut downloaded = Downloaded::default();
    for request in requests {
        let request = match (request, &conversations) {
            (StoreRequest::Load, _) => StoreRequest::Load,
            (StoreRequest::Verify, _) => StoreRequest::Verify,
            (StoreRequest::Entry(s), _) => StoreRequest::Entry(s),
            (StoreRequest::Checkpoint, _) => StoreRequest::Checkpoint,
            (StoreRequest::Prove(s), _) => StoreRequest::Prove(s),
            (session, Ok(store)) => {
                send(sessions_job(store, session, &home));
                continue;
            }
            (_, Err(e)) => {
                send(StoreEvent::SessionNote(format!("saved conversations unavailable: {e}")));
                continue;
            }
        };
        let agent = match agent_of(store) {
            Ok(agent) => agent,
            Err(error) => {
                send(failed(&error));
                continue;
            }
        };
        let entries = match &agent {
            Some(a) => match downloaded.entries(store, a) {
                Ok(entries) => entries,
                Err(error) => {
                    send(failed(&error));
                    continue;
                }
            },
            None => Vec::new(),
        };
        match request {
            StoreRequest::Load => send(StoreEvent::Loaded { agent, entries }),
            StoreRequest::Verify => {
                let started = Instant::now();
                let total = entries.len() as u64;
                let mut verifier = Verifier::new(agent.clone(), SignatureRule::FirstEntry);
                for (i, entry) in entries.iter().enumerate() {
                    verifier.push(Ok(entry));
                    if (i + 1) % PROGRESS_EVERY == 0 {
                        send(StoreEvent::Progress { done: i as u64 + 1, total });
                    }
                }
                let report = verifier.finish(&TrailerCheck::NotApplicable);
                send(StoreEvent::Verified { report, took: started.elapsed() });
            }
            StoreRequest::Entry(seq) => {
                if let Some(e) = entries.iter().find(|e| e.seq == seq) {
                    let json = serde_json::to_string_pretty(&e.to_json(false)).unwrap_or_default();
                    send(StoreEvent::Entry { seq, json, der: e.der.clone() });
                }
            }
            StoreRequest::Checkpoint => send(checkpoint(store, &entries, &home)),
            StoreRequest::Prove(seq) => send(prove(agent.as_deref(), &entries, seq)),
            _ => unreachable!("session requests are answered above"),
        }
    }
}

/// The last chain read from a plane, reused while the plane's tip is unchanged: opening an entry
/// or verifying costs one `head` request instead of a whole export.
#[derive(Debug, Default)]
struct Downloaded {
    /// (agent, tip hash of the download, its entries).
    last: Option<(String, String, Vec<ChainEntry>)>,
}

impl Downloaded {
    /// `agent`'s entries: read locally, or from the plane unless the cached copy is current.
    fn entries(&mut self, store: &Chain, agent: &str) -> Result<Vec<ChainEntry>, StoreError> {
        if store.plane().is_none() {
            return store.entries(agent);
        }
        let tip = store.head(agent)?;
        if let Some((a, hash, entries)) = &self.last
            && a == agent
            && *hash == tip.hash
        {
            return Ok(entries.clone());
        }
        let entries = store.entries(agent)?;
        // Keyed by the download's own tip: an append between `head` and the export is
        // noticed on the next request.
        let hash = entries.last().map_or_else(|| GENESIS.to_owned(), |e| e.entry_hash.clone());
        self.last = Some((agent.to_owned(), hash, entries.clone()));
        Ok(entries)
    }
}

fn sessions_job(
    store: &ConversationStore,
    request: StoreRequest,
    home: &std::path::Path,
) -> StoreEvent {
    let note = |r: Result<String, String>| StoreEvent::SessionNote(r.unwrap_or_else(|e| e));
    match request {
        StoreRequest::Save(c, nonce) => match store.save(&c) {
            Ok(id) => StoreEvent::Saved { id, nonce },
            Err(e) => note(Err(format!("could not save the conversation: {e}"))),
        },
        StoreRequest::Sessions(query) => match store.search(&query) {
            Ok(items) => StoreEvent::SessionList { query, items },
            Err(e) => note(Err(format!("could not list conversations: {e}"))),
        },
        StoreRequest::Resume(id) => match id.map_or_else(|| store.last(), |id| store.get(id)) {
            Ok(c) => StoreEvent::Resumed(c.map(Box::new)),
            Err(e) => note(Err(format!("could not load the conversation: {e}"))),
        },
        StoreRequest::Rename(id, title) => note(match store.rename(id, &title) {
            Ok(true) => Ok(format!("renamed to {title:?}")),
            Ok(false) => Err(format!("no conversation {id}")),
            Err(e) => Err(e.to_string()),
        }),
        StoreRequest::Delete(id) => note(match store.delete(id) {
            Ok(true) => Ok(format!("deleted conversation {id}")),
            Ok(false) => Err(format!("no conversation {id}")),
            Err(e) => Err(e.to_string()),
        }),
        StoreRequest::Export(id, format) => note(export(store, id, format, home)),
        _ => unreachable!("only session requests come here"),
    }
}

fn export(
    store: &ConversationStore,
    id: u64,
    format: ExportFormat,
    home: &std::path::Path,
) -> Result<String, String> {
    let c =
        store.get(id).map_err(|e| e.to_string())?.ok_or_else(|| format!("no conversation {id}"))?;
    let (text, ext) = match format {
        ExportFormat::Markdown => {
            (c.to_markdown(&|m| crate::workbench::app::sessions::badge_of(m).label().0), "md")
        }
        ExportFormat::Jsonl => (c.to_jsonl(), "jsonl"),
    };
    let dir = home.join("exports");
    let path = dir.join(format!("conversation-{id}.{ext}"));
    std::fs::create_dir_all(&dir)
        .and_then(|()| std::fs::write(&path, text))
        .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    Ok(format!("exported to {}", path.display()))
}

fn agent_of(store: &Chain) -> Result<Option<String>, StoreError> {
    if let Some(identity) = store.identity()? {
        return Ok(Some(identity.agent_id()));
    }
    Ok(store.agents()?.into_iter().next())
}

/// The chain screen's failure: the plane's (the plane's failure screen) or the local database's,
/// told apart by the error's type.
fn failed(error: &StoreError) -> StoreEvent {
    StoreEvent::Failed { error: error.to_string(), plane: matches!(error, StoreError::Plane(_)) }
}

fn checkpoint(store: &Chain, entries: &[ChainEntry], home: &std::path::Path) -> StoreEvent {
    let fail = |body: String| StoreEvent::Note { ok: false, title: "checkpoint".into(), body };
    let identity =
        match store.identity() {
            Ok(Some(identity)) => identity,
            Ok(None) => return fail(
                "no local identity: only the chain's owner can sign a checkpoint (keel agent mint)"
                    .into(),
            ),
            Err(e) => return fail(e.to_string()),
        };
    if entries.is_empty() {
        return fail("the chain is empty: nothing to checkpoint".into());
    }
    let cp = Checkpoint::create(&identity, entries, &crate::commands::utc_now());
    let dir = home.join("checkpoints");
    let path = dir.join(format!("checkpoint-{}.json", cp.size));
    let text = serde_json::to_string_pretty(&cp.to_json()).unwrap_or_default();
    match std::fs::create_dir_all(&dir).and_then(|()| std::fs::write(&path, format!("{text}\n"))) {
        Ok(()) => StoreEvent::Note {
            ok: true,
            title: "checkpoint saved".into(),
            body: format!("size {}\nroot {}\n{}", cp.size, cp.root, path.display()),
        },
        Err(e) => fail(format!("cannot write {}: {e}", path.display())),
    }
}

fn prove(agent: Option<&str>, entries: &[ChainEntry], seq: u64) -> StoreEvent {
    let title = format!("inclusion proof of #{seq}");
    let Some(agent) = agent else {
        return StoreEvent::Note { ok: false, title, body: "no chain".into() };
    };
    match InclusionProof::create(agent, entries, seq) {
        Some(proof) => {
            let checked = match proof.verify_path() {
                Ok(()) => "path recomputes the root ✓ (not checked against a signed checkpoint: press c to save one)".to_owned(),
                Err(e) => format!("path does NOT recompute the root: {e}"),
            };
            let body = format!(
                "{checked}\nsize {}  root {}\n{}",
                proof.size,
                proof.root,
                serde_json::to_string_pretty(&proof.to_json()).unwrap_or_default()
            );
            StoreEvent::Note { ok: true, title, body }
        }
        None => StoreEvent::Note {
            ok: false,
            title,
            body: format!("no entry #{seq} in a chain of {}", entries.len()),
        },
    }
}
