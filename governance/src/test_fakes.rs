//! Scripted fakes of the model ports and the storage port, for tests: compiled for this crate's
//! unit tests, and for other crates' tests with the `test-support` feature (which keel-tests'
//! `governance` feature turns on). `ScriptedGenerator` returns queued drafts and label scores;
//! `WordEmbedder` embeds a bag of lower-cased words hashed into 64 dimensions, so sentences
//! sharing words are similar and unrelated ones are not.
use std::collections::VecDeque;

use keel_model::{
    CancelToken, ChatMessage, Embedder, FinishReason, GeneratedToken, Generation,
    GenerationRequest, GenerationTimings, ModelError, ModelIdentity, Prompt, TextGenerator,
    TokenEvent,
};

fn identity(name: &str) -> ModelIdentity {
    ModelIdentity {
        name: name.into(),
        model_sha256: "00".repeat(32),
        tokenizer_sha256: "11".repeat(32),
        remote: None,
    }
}

/// A generator that replays queued texts (one token per word) with a fixed logprob per token
/// (`None`: a backend without logprobs), and the server `usage` when set.
#[derive(Debug)]
pub struct ScriptedGenerator {
    identity: ModelIdentity,
    pub drafts: VecDeque<String>,
    pub labels: VecDeque<Vec<f64>>,
    pub logprob: Option<f32>,
    pub usage: Option<keel_model::Usage>,
    pub requests: Vec<Vec<ChatMessage>>,
    /// How every generation ends (`Cancelled`: as if the user stopped it).
    pub finish: FinishReason,
    /// Per-token logprobs of every draft (token i gets entry i); `logprob` past its end.
    pub token_logprobs: Vec<f32>,
    /// A chat prompt of more messages than this is too long for the model's context (one
    /// "token" per message), as a real model refuses a prompt past its context.
    pub context_messages: Option<usize>,
}

impl ScriptedGenerator {
    pub fn new(drafts: &[&str]) -> Self {
        Self {
            identity: identity("scripted"),
            drafts: drafts.iter().map(|s| (*s).to_owned()).collect(),
            labels: VecDeque::new(),
            logprob: Some(-0.05),
            usage: None,
            requests: Vec::new(),
            finish: FinishReason::Stop,
            token_logprobs: Vec::new(),
            context_messages: None,
        }
    }
}

impl TextGenerator for ScriptedGenerator {
    fn identity(&self) -> &ModelIdentity {
        &self.identity
    }
    fn render_chat(&self, messages: &[ChatMessage]) -> Result<String, ModelError> {
        Ok(messages.iter().map(|m| [m.role.as_str(), ": ", &m.content, "\n"].concat()).collect())
    }
    fn generate(
        &mut self,
        request: &GenerationRequest,
        _cancel: &CancelToken,
        on_token: &mut dyn FnMut(&TokenEvent),
    ) -> Result<Generation, ModelError> {
        if let Prompt::Chat(m) = &request.prompt {
            if let Some(context) = self.context_messages.filter(|c| m.len() > *c) {
                return Err(ModelError::PromptTooLong { prompt_tokens: m.len(), context });
            }
            self.requests.push(m.clone());
        }
        let text = self
            .drafts
            .pop_front()
            .ok_or_else(|| ModelError::InvalidRequest("no scripted draft left".into()))?;
        let mut tokens = Vec::new();
        for (i, piece) in text.split_inclusive(' ').enumerate() {
            let logprob = self.token_logprobs.get(i).copied().or(self.logprob);
            on_token(&TokenEvent {
                index: i,
                token_id: Some(i as u32),
                text: piece.into(),
                logprob,
                margin: None,
            });
            tokens.push(GeneratedToken { id: Some(i as u32), logprob, margin: None });
        }
        Ok(Generation {
            text,
            tokens,
            prompt_token_ids: vec![1, 2, 3],
            finish: self.finish,
            params: request.params,
            timings: GenerationTimings::default(),
            usage: self.usage,
        })
    }
    fn label_logprobs(
        &mut self,
        _prompt: &Prompt,
        labels: &[&str],
    ) -> Result<Vec<f64>, ModelError> {
        let lp = self
            .labels
            .pop_front()
            .ok_or_else(|| ModelError::InvalidRequest("no scripted label scores left".into()))?;
        assert_eq!(lp.len(), labels.len(), "scripted label count");
        Ok(lp)
    }
}

/// Bag-of-words embeddings (64 dims, L2-normalised; the zero text gets a fixed unit vector).
#[derive(Debug)]
pub struct WordEmbedder {
    identity: ModelIdentity,
    pub calls: usize,
    pub fail: bool,
}

impl WordEmbedder {
    pub fn new() -> Self {
        Self { identity: identity("words"), calls: 0, fail: false }
    }
}

impl Default for WordEmbedder {
    fn default() -> Self {
        Self::new()
    }
}

impl Embedder for WordEmbedder {
    fn identity(&self) -> &ModelIdentity {
        &self.identity
    }
    fn dimension(&self) -> usize {
        64
    }
    fn embed(&mut self, texts: &[&str]) -> Result<Vec<Vec<f32>>, ModelError> {
        self.calls += 1;
        if self.fail {
            return Err(ModelError::Inference {
                model: "words".into(),
                source: "scripted failure".into(),
            });
        }
        Ok(texts
            .iter()
            .map(|t| {
                let mut v = vec![0f32; 64];
                for w in t.split(|c: char| !c.is_alphanumeric()).filter(|w| !w.is_empty()) {
                    let h = w.to_lowercase().bytes().fold(0xcbf2_9ce4_8422_2325_u64, |h, b| {
                        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
                    });
                    v[(h % 64) as usize] += 1.0;
                }
                let n = v.iter().map(|x| x * x).sum::<f32>().sqrt();
                if n == 0.0 {
                    v[0] = 1.0;
                } else {
                    for x in &mut v {
                        *x /= n;
                    }
                }
                v
            })
            .collect())
    }
}

use std::sync::Mutex;

use crate::spirit::SpiritMemory;
use crate::turn::audit::AuditRecord;
use crate::turn::audit::pending::PendingAudit;
use crate::turn::{GovernanceStore, StoreFailure, TurnRecord};
use keel_evidence::chain::{ChainEntry, GENESIS, Tip};

/// The storage port in memory: one chain per agent, the turn journal, Spirit memory, pending
/// audits. `move_tip_once` makes the next append fail with a tip mismatch after appending `entry`
/// itself first (as if a background audit had committed in between). `full_disk` makes writes
/// fail as a full disk does (`No space left on device`).
#[derive(Debug, Default)]
pub struct MemoryStore {
    pub entries: Mutex<Vec<ChainEntry>>,
    pub turns: Mutex<Vec<TurnRecord>>,
    pub memory: Mutex<Vec<(String, SpiritMemory)>>,
    pub pending: Mutex<Vec<PendingAudit>>,
    pub interloper: Mutex<Option<ChainEntry>>,
    pub full_disk: Mutex<FullDisk>,
    pub audits: Mutex<Vec<(String, AuditRecord)>>,
    /// What a session keeps per agent (`profile:AGENT`, `regulator:AGENT`, set-aside states).
    pub settings: Mutex<Vec<(String, String)>>,
}

/// Which writes fail with ENOSPC: the chain's appends, and the session store's writes (turn
/// journal, Spirit memory, pending audits). redb files grow in steps, so on a full disk one can
/// still take a write the other cannot.
#[derive(Debug, Default, Clone, Copy)]
pub struct FullDisk {
    pub chain: bool,
    pub sessions: bool,
}

impl MemoryStore {
    /// A setting as a session left it.
    pub fn setting(&self, key: &str) -> Option<String> {
        self.settings.lock().unwrap().iter().find(|(k, _)| k == key).map(|(_, v)| v.clone())
    }

    /// Sets a setting (as an earlier session, or another keel, would have).
    pub fn set_setting(&self, key: &str, value: &str) {
        let mut all = self.settings.lock().unwrap();
        all.retain(|(k, _)| k != key);
        all.push((key.to_owned(), value.to_owned()));
    }

    fn no_space(&self, chain: bool) -> Result<(), StoreFailure> {
        let full = *self.full_disk.lock().unwrap();
        if (chain && full.chain) || (!chain && full.sessions) {
            // ENOSPC: "No space left on device (os error 28)".
            return Err(StoreFailure::Storage(std::sync::Arc::new(
                std::io::Error::from_raw_os_error(28),
            )));
        }
        Ok(())
    }
}

impl GovernanceStore for MemoryStore {
    fn tip(&self, _agent: &str) -> Result<Tip, StoreFailure> {
        let entries = self.entries.lock().unwrap();
        Ok(entries
            .last()
            .map_or_else(Tip::genesis, |e| Tip { seq: e.seq, hash: e.entry_hash.clone() }))
    }
    fn append(
        &self,
        agent: &str,
        expected_parent: &str,
        entry: &ChainEntry,
    ) -> Result<(), StoreFailure> {
        self.no_space(true)?;
        if let Some(other) = self.interloper.lock().unwrap().take() {
            self.entries.lock().unwrap().push(other);
        }
        let tip = self.tip(agent)?;
        if tip.hash != expected_parent {
            return Err(StoreFailure::TipMismatch {
                expected: expected_parent.into(),
                actual: tip.hash,
            });
        }
        assert_eq!(entry.seq, tip.seq + 1);
        assert_eq!(entry.parent_hash, if tip.seq == 0 { GENESIS.to_owned() } else { tip.hash });
        self.entries.lock().unwrap().push(entry.clone());
        Ok(())
    }
    fn save_turn(&self, record: &TurnRecord) -> Result<u64, StoreFailure> {
        self.no_space(false)?;
        let mut turns = self.turns.lock().unwrap();
        turns.push(record.clone());
        Ok(turns.len() as u64)
    }
    fn load_memory(
        &self,
        profile: &str,
        agent: &str,
    ) -> Result<Option<SpiritMemory>, StoreFailure> {
        let key = format!("{profile}/{agent}");
        Ok(self.memory.lock().unwrap().iter().find(|(k, _)| *k == key).map(|(_, m)| m.clone()))
    }
    fn save_memory(&self, agent: &str, memory: &SpiritMemory) -> Result<(), StoreFailure> {
        self.no_space(false)?;
        let key = format!("{}/{agent}", memory.profile);
        let mut all = self.memory.lock().unwrap();
        all.retain(|(k, _)| *k != key);
        all.push((key, memory.clone()));
        Ok(())
    }
    fn pending_audits(&self, _agent: &str) -> Result<Vec<PendingAudit>, StoreFailure> {
        Ok(self.pending.lock().unwrap().clone())
    }
    fn set_pending_audits(
        &self,
        _agent: &str,
        pending: &[PendingAudit],
    ) -> Result<(), StoreFailure> {
        self.no_space(false)?;
        pending.clone_into(&mut self.pending.lock().unwrap());
        Ok(())
    }
    fn save_audit(&self, agent: &str, record: &AuditRecord) -> Result<(), StoreFailure> {
        self.no_space(false)?;
        self.audits.lock().unwrap().push((agent.to_owned(), record.clone()));
        Ok(())
    }
    fn profile_in_force(&self, agent: &str) -> Result<Option<String>, StoreFailure> {
        Ok(self.setting(&format!("profile:{agent}")))
    }
    fn set_profile_in_force(&self, agent: &str, profile_hash: &str) -> Result<(), StoreFailure> {
        self.no_space(false)?;
        self.set_setting(&format!("profile:{agent}"), profile_hash);
        Ok(())
    }
    fn regulator_state(&self, agent: &str) -> Result<Option<String>, StoreFailure> {
        Ok(self.setting(&format!("regulator:{agent}")))
    }
    fn save_regulator_state(&self, agent: &str, state: &str) -> Result<(), StoreFailure> {
        self.no_space(false)?;
        self.set_setting(&format!("regulator:{agent}"), state);
        Ok(())
    }
    fn set_aside_regulator_state(
        &self,
        agent: &str,
        state: &str,
        utc: &str,
    ) -> Result<String, StoreFailure> {
        self.no_space(false)?;
        let key = format!("regulator:{agent}:unreadable:{utc}");
        self.set_setting(&key, state);
        Ok(key)
    }
}
