//! A governed session as the CLI commands and the workbench use it: the engine's
//! [`Session`] (profile changes, the regulator's state, the model's history: see its docs) with
//! the models loaded, the stores opened and the background audit worker started.
//!
//! Opening: resolve the profile (`--profile`, else config `profile`, else `general`); load the
//! models; open `<home>/chain.redb` and `<home>/sessions.redb`; use the local identity, minting
//! one on first use; open the engine's session; start the audit worker.

pub mod audit_worker;
pub mod review;
pub mod transcript;

use std::sync::Arc;

use color_eyre::eyre::{Result, WrapErr, eyre};
use keel_governance::profile::Profile;
use keel_governance::session::{RegulatorSetAside, Session};
use keel_governance::turn::{StoreFailure, TurnEvent, TurnOutcome, TurnPorts, TurnRecord};
use keel_model::{CancelToken, ChatMessage, FinishReason, TextGenerator};
use keel_regulator::{Decision, Event};
use keel_runtime::onnx::OnnxEmbedder;
use keel_store::conversation_store::Mark;
use keel_store::{Chain, ChainStore, GovernedStore, SessionStore};

use crate::commands::{CHAIN_DB, Context, utc_now};
use crate::models::ModelChoice;
pub use audit_worker::{AuditOutcome, AuditWorker, Job};

/// The session store's file name inside the data dir.
pub const SESSIONS_DB: &str = "sessions.redb";

/// Everything a governed turn needs, owned.
#[derive(Debug)]
pub struct GovernedSession {
    session: Session,
    pub store: Arc<GovernedStore>,
    /// The Intellect (embedded or remote).
    generator: Box<dyn TextGenerator>,
    /// The judge for Will `judge` rules when it is configured apart from the Intellect.
    judge: Option<Box<dyn TextGenerator>>,
    embedder: OnnxEmbedder,
    /// The judgment embedder of the Will's classifier rules (none when the profile has none).
    classifier: Option<OnnxEmbedder>,
    pub worker: AuditWorker,
    /// Set when opening minted the identity.
    pub minted: bool,
}

/// `/good`, `/bad` and `/correct TEXT` as regulator events (quality 0.9 and 0.2 on
/// docs/regulator.md's scale), with what to tell the user; `None` for any other text.
pub fn feedback_command(text: &str) -> Option<Result<(Event, &'static str), &'static str>> {
    let (command, rest) = text.split_once(char::is_whitespace).unwrap_or((text, ""));
    let quality = |quality| Event::QualityFeedback { quality, fragment_spans: None };
    Some(match command {
        "/good" => {
            Ok((quality(0.9), "noted: the last answer was good (the regulator tracks quality)"))
        }
        "/bad" => {
            Ok((quality(0.2), "noted: the last answer was poor (the regulator tracks quality)"))
        }
        "/correct" if rest.trim().is_empty() => Err("usage: /correct WHAT WAS WRONG"),
        "/correct" => Ok((
            Event::UserCorrection {
                correction_message: rest.trim().to_owned(),
                corrects_last: true,
            },
            "correction recorded: the regulator learns it for this topic",
        )),
        _ => return None,
    })
}

/// What a governed turn in the making shows instead of its text: "42 tokens · 12.3 tok/s ·
/// 3.4 s", after "answering again · " once the Will has withheld the first draft.
pub fn progress_line(attempt: u8, tokens: usize, elapsed: std::time::Duration) -> String {
    let secs = elapsed.as_secs_f64();
    let rate = if secs > 0.0 { tokens as f64 / secs } else { 0.0 };
    let again = if attempt > 1 { "answering again · " } else { "" };
    format!("{again}{tokens} tokens · {rate:.1} tok/s · {secs:.1} s")
}

/// One turn as the session ran it.
#[derive(Debug)]
pub struct GovernedTurn {
    pub record: TurnRecord,
    /// The session journal could not keep the record (a full disk). The turn is committed all
    /// the same: its chain entry stands and its audit is queued; only the journal's copy is
    /// missing.
    pub journal_error: Option<StoreFailure>,
}

impl GovernedTurn {
    /// What to tell the user when the journal failed.
    pub fn journal_warning(&self) -> Option<String> {
        let error = self.journal_error.as_ref()?;
        let seq = self.record.entry.as_ref().map_or(0, |e| e.seq);
        Some(format!(
            "the turn is committed (entry seq {seq}) but the session journal could not save it: \
             {error}"
        ))
    }
}

/// Resolves `--profile` / config / the default, with the crisis resources of
/// [`crisis_locale`].
pub fn resolve_profile(
    spec: Option<&str>,
    profiles_dir: Option<&std::path::Path>,
    configured_locale: Option<&str>,
) -> Result<Profile> {
    let spec = spec.unwrap_or(keel_governance::profile::DEFAULT_PROFILE);
    let mut profile = Profile::resolve(spec, profiles_dir).map_err(|e| eyre!("{e}"))?;
    profile.crisis_locale = crisis_locale(configured_locale);
    Ok(profile)
}

/// Whose crisis resources a turn about self-harm points to: config `[crisis] locale`, else
/// the first of $LC_ALL, $LC_MESSAGES, $LANG that names a region, else the international set.
pub fn crisis_locale(configured: Option<&str>) -> String {
    use keel_governance::will::crisis::region_of;
    let from_env = || {
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .iter()
            .filter_map(|v| std::env::var(v).ok())
            .find(|v| region_of(v).is_some())
    };
    configured
        .map(str::to_owned)
        .or_else(from_env)
        .unwrap_or_else(|| keel_governance::profile::DEFAULT_CRISIS_LOCALE.to_owned())
}

/// Opens `<home>/chain.redb` and `<home>/sessions.redb`; with a plane, the chain is the plane's
/// (the local chain store keeps the identity) and the plane must answer `/health` first, so a
/// turn never generates an answer it cannot commit.
pub fn open_stores(ctx: &Context) -> Result<Arc<GovernedStore>> {
    let store = open_stores_offline(ctx)?;
    if let Some(plane) = store.chain.plane() {
        plane.health().map_err(|e| eyre!("{e}"))?;
    }
    Ok(store)
}

/// [`open_stores`] without contacting the plane: the workbench starts at once and reports an
/// unreachable plane on its chain screen.
pub fn open_stores_offline(ctx: &Context) -> Result<Arc<GovernedStore>> {
    keel_store::home::create_private_dir(&ctx.home)
        .wrap_err_with(|| format!("cannot create {}", ctx.home.display()))?;
    let local =
        ChainStore::open(ctx.home.join(CHAIN_DB)).wrap_err("cannot open the chain store")?;
    let chain = match &ctx.plane {
        None => Chain::from(local),
        Some(plane) => Chain::remote(local, plane.clone()),
    };
    let sessions =
        SessionStore::open(ctx.home.join(SESSIONS_DB)).wrap_err("cannot open the session store")?;
    Ok(Arc::new(GovernedStore { chain, sessions }))
}

impl GovernedSession {
    pub fn open(ctx: &Context, models: &ModelChoice, profile: Profile) -> Result<GovernedSession> {
        // Models first: a missing model must fail before anything is minted or written.
        let generator = models.load_chat()?;
        let store = open_stores(ctx)?;
        GovernedSession::open_on(store, generator, models, profile, ctx.cost_cap)
    }

    /// Opens the session on stores already open (the workbench shares them with its chain
    /// browser: redb allows one handle per file per process) with a loaded generator.
    pub fn open_on(
        store: Arc<GovernedStore>,
        generator: Box<dyn TextGenerator>,
        models: &ModelChoice,
        profile: Profile,
        cost_cap: u64,
    ) -> Result<GovernedSession> {
        let judge = if models.separate_judge() { Some(models.load_judge()?) } else { None };
        let mut embedder = models.load_embedder()?;
        let chain = &store.chain;
        let (identity, minted) = match chain.identity()? {
            Some(id) => (id, false),
            None => (chain.mint(&utc_now())?, true),
        };
        let mut will = models.will_for(&profile);
        will.warm_up(&mut embedder)
            .map_err(|e| eyre!("embedding the Will's examples failed: {e}"))?;
        let classifier = models.load_judgment_for(&will)?;
        let session = Session::open(
            store.clone(),
            identity.clone(),
            profile.clone(),
            will,
            cost_cap,
            &utc_now(),
        )?;
        let worker = AuditWorker::start(Arc::clone(&store), identity, profile, models.clone());
        Ok(GovernedSession {
            session,
            store,
            generator,
            judge,
            embedder,
            classifier,
            worker,
            minted,
        })
    }

    pub fn profile(&self) -> &Profile {
        self.session.profile()
    }

    pub fn identity(&self) -> &keel_evidence::chain::Identity {
        self.session.identity()
    }

    /// The seq of the SYSTEM entry opening committed for a profile change.
    pub fn profile_entry(&self) -> Option<u64> {
        self.session.profile_entry()
    }

    /// Set when the saved regulator state could not be read (a fresh regulator started).
    pub fn regulator_set_aside(&self) -> Option<&RegulatorSetAside> {
        self.session.regulator_set_aside()
    }

    /// Continues a conversation resumed from the journal (its committed exchanges).
    pub fn resume_history(&mut self, messages: Vec<ChatMessage>) {
        self.session.resume_history(messages);
    }

    /// The model's identity.
    pub fn model(&self) -> &keel_model::ModelIdentity {
        self.generator.identity()
    }

    /// Makes `generator` the Intellect from the next turn on and returns the one it replaces
    /// (the workbench's model picker). Never inside a turn: [`GovernedSession::turn`] holds the
    /// session for the whole turn. Every draft records its model's identity, so the turns' DERs
    /// name the model that wrote them; no SYSTEM entry is committed (docs/decisions-tui.md).
    /// Judge rules follow the new model unless a judge is configured apart; the background
    /// audit's model judge, loaded by the audit worker, stays the one this session opened with.
    pub fn replace_intellect(
        &mut self,
        generator: Box<dyn TextGenerator>,
    ) -> Box<dyn TextGenerator> {
        std::mem::replace(&mut self.generator, generator)
    }

    /// Runs one governed turn and queues its audit (or counts its refusal). A committed turn is
    /// returned as committed even when the journal could not keep it (see [`GovernedTurn`]).
    pub fn turn(
        &mut self,
        message: &str,
        cancel: &CancelToken,
        on_event: &mut dyn FnMut(TurnEvent<'_>),
    ) -> Result<GovernedTurn> {
        let mut ports = TurnPorts {
            intellect: &mut *self.generator,
            judge: self.judge.as_deref_mut().map(|j| j as &mut dyn TextGenerator),
            embedder: Some(&mut self.embedder),
            classifier: self.classifier.as_mut().map(|c| c as &mut dyn keel_model::Embedder),
        };
        // Kept typed: the workbench tells a damaged chain from other failures.
        let turn = self.session.turn(&mut ports, message, &utc_now(), cancel, on_event)?;
        if let Some(job) = turn.audit {
            self.worker.submit(Job::Audit(job));
        } else if turn.refused() {
            self.worker.submit(Job::Refused);
        }
        Ok(GovernedTurn { record: turn.record, journal_error: turn.journal_error })
    }

    /// Starts a new conversation: no history, a fresh budget; corrections learned stay.
    pub fn new_conversation(&mut self) {
        self.session.new_conversation();
    }

    /// The user's feedback on the last answer (`/good`, `/bad`, `/correct TEXT`): the
    /// regulator's quality signals, saved at once.
    pub fn feedback(&mut self, event: &Event) {
        self.session.feedback(event);
    }
}

/// What a governed turn's answer is marked with (docs/tui.md, Chat: the marks): one rule for
/// the workbench, which draws them, and `keel chat`/`keel turn`, which save them.
pub fn turn_marks(record: &TurnRecord) -> Vec<Mark> {
    let mut marks = Vec::new();
    match record.outcome {
        TurnOutcome::Committed => {
            if let Some(e) = &record.entry {
                marks.push(Mark::Committed { seq: e.seq });
            }
            if record.drafts.len() > 1 {
                marks.push(Mark::Retried);
            }
        }
        TurnOutcome::Refused => {
            let rule = record.will.iter().rev().find_map(|d| d.rule_id.clone()).unwrap_or_default();
            marks.push(Mark::Refused { rule });
        }
        TurnOutcome::Held => marks.push(Mark::Held),
        TurnOutcome::Halted => marks.push(Mark::CircuitBreak),
        TurnOutcome::NotCommitted | TurnOutcome::Interrupted => marks.push(Mark::Interrupted),
        // keel's notice is the message ("The model returned an empty answer …"); no badge says
        // more than it does, and "interrupted" would say something false.
        TurnOutcome::Empty => {}
    }
    // What the regulator saw in an answer that was shown (spans are underlined in its text).
    if record.outcome == TurnOutcome::Committed {
        let concerns = &record.regulator.concerns;
        if concerns.iter().any(|d| matches!(d, Decision::ScopeDriftWarn { .. })) {
            marks.push(Mark::Drift);
        }
        if concerns.iter().any(|d| matches!(d, Decision::LowConfidenceSpans { .. })) {
            marks.push(Mark::LowConfidence);
        }
    }
    // Esc stopped a draft: whatever the Will made of the partial answer, say it was cut short.
    if record.drafts.iter().any(|d| d.finish == FinishReason::Cancelled)
        && !marks.contains(&Mark::Interrupted)
    {
        marks.push(Mark::Interrupted);
    }
    marks
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn feedback_commands_become_regulator_events() {
        let event = |t: &str| feedback_command(t).map(|r| r.map(|(e, _)| e));
        assert_eq!(
            event("/good"),
            Some(Ok(Event::QualityFeedback { quality: 0.9, fragment_spans: None }))
        );
        assert_eq!(
            event("/bad"),
            Some(Ok(Event::QualityFeedback { quality: 0.2, fragment_spans: None }))
        );
        assert_eq!(
            event("/correct  use metric units "),
            Some(Ok(Event::UserCorrection {
                correction_message: "use metric units".into(),
                corrects_last: true
            }))
        );
        assert!(matches!(event("/correct"), Some(Err(_))));
        assert_eq!(event("/goodness"), None);
        assert_eq!(event("hello"), None);
    }
}
