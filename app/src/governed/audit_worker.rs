//! The background audit worker: one thread that owns its own embedder (and, for the `judge`
//! Conscience, its own generator) and runs Conscience → Spirit → memory → AUDIT entry for each
//! committed turn, and records refusals in Spirit memory, in submission order. The answer never
//! waits for it; results come back on a channel, one batch per job. Audits that storage failed
//! (a full disk) wait in an [`AuditQueue`] and run again before every later job, and at start
//! when an earlier run left some pending.

use std::sync::Arc;
use std::sync::mpsc::{Receiver, Sender, channel};
use std::thread::JoinHandle;

use keel_evidence::chain::Identity;
use keel_governance::conscience::EmbeddingJudge;
use keel_governance::profile::{ConscienceJudge, Profile};
use keel_governance::turn::audit::pending::{AuditQueue, QueueOutcome};
use keel_governance::turn::audit::{self, AuditJob, AuditPorts, AuditRecord};
use keel_model::{Embedder, TextGenerator};
use keel_store::GovernedStore;

use crate::models::ModelChoice;

/// Work for the worker.
#[derive(Debug)]
pub enum Job {
    Audit(AuditJob),
    Refused,
    /// Only the audits left pending.
    Retry,
}

/// What the worker reports.
#[derive(Debug)]
pub enum AuditOutcome {
    Done(Box<AuditRecord>),
    Failed {
        seq: u64,
        error: String,
    },
    /// Storage failed (a full disk): the audit of `seq` (and any after it) waits and is retried
    /// before the next job and at the next start.
    Pending {
        seq: u64,
        error: String,
    },
    RefusalCounted {
        t: u64,
    },
}

/// The handle the session keeps.
#[derive(Debug)]
pub struct AuditWorker {
    jobs: Option<Sender<Job>>,
    /// One batch per job.
    results: Receiver<Vec<AuditOutcome>>,
    thread: Option<JoinHandle<()>>,
    pending: usize,
}

impl AuditWorker {
    /// Starts the worker; its models load on its own thread. Audits an earlier run left
    /// pending are retried at once.
    pub fn start(
        store: Arc<GovernedStore>,
        identity: Identity,
        profile: Profile,
        models: ModelChoice,
    ) -> AuditWorker {
        let queue = AuditQueue::load(&*store, &identity.agent_id());
        let left_pending = !queue.is_empty();
        let (jobs, job_rx) = channel::<Job>();
        let (result_tx, results) = channel();
        let thread = std::thread::Builder::new()
            .name("keel-audit".into())
            .spawn(move || {
                work(&store, &identity, &profile, &models, queue, &job_rx, &result_tx);
            })
            .ok();
        let mut worker = AuditWorker { jobs: Some(jobs), results, thread, pending: 0 };
        if left_pending {
            worker.submit(Job::Retry);
        }
        worker
    }

    /// Queues a job.
    pub fn submit(&mut self, job: Job) {
        if let Some(tx) = &self.jobs
            && tx.send(job).is_ok()
        {
            self.pending += 1;
        }
    }

    /// Results that have arrived, without waiting.
    pub fn poll(&mut self) -> Vec<AuditOutcome> {
        let batches: Vec<_> = self.results.try_iter().collect();
        self.pending = self.pending.saturating_sub(batches.len());
        batches.into_iter().flatten().collect()
    }

    /// Waits for every queued job.
    pub fn drain(&mut self) -> Vec<AuditOutcome> {
        let mut out = Vec::new();
        while self.pending > 0 {
            match self.results.recv() {
                Ok(batch) => {
                    out.extend(batch);
                    self.pending -= 1;
                }
                Err(_) => break,
            }
        }
        out
    }
}

impl Drop for AuditWorker {
    fn drop(&mut self) {
        self.jobs = None;
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

fn work(
    store: &GovernedStore,
    identity: &Identity,
    profile: &Profile,
    models: &ModelChoice,
    mut queue: AuditQueue,
    jobs: &Receiver<Job>,
    results: &Sender<Vec<AuditOutcome>>,
) {
    let agent = identity.agent_id();
    let mut judge = EmbeddingJudge::new();
    // The embedder loads and the rubric anchors are embedded before the first job arrives, so an
    // audit costs only the answer's sentences.
    let mut embedder: Option<Result<Box<dyn Embedder>, String>> = Some(
        models
            .load_embedder()
            .map(|e| Box::new(e) as Box<dyn Embedder>)
            .map_err(|e| format!("{e:#}")),
    );
    if let Some(Ok(e)) = embedder.as_mut()
        && profile.conscience_judge != ConscienceJudge::Judge
        && let Err(e) = judge.prepare(profile, &mut **e)
    {
        tracing::warn!("embedding the rubric anchors: {e}");
    }
    let mut generator: Option<Result<Box<dyn TextGenerator>, String>> = None;
    // The learned Conscience embeds the pair with the judgment embedder (loaded on first need).
    let mut classifier: Option<Result<Box<dyn Embedder>, String>> = None;
    for job in jobs {
        let refused = match job {
            Job::Audit(job) => {
                queue.push(job);
                false
            }
            Job::Refused => true,
            Job::Retry => false,
        };
        let utc = crate::commands::utc_now();
        // Pending audits first, in order: memory sees the turns in the order they happened.
        let mut batch: Vec<AuditOutcome> = queue
            .run(store, identity, profile, &utc, &mut |job| {
                let seq = job.entry.seq;
                let emb = embedder.get_or_insert_with(|| {
                    models
                        .load_embedder()
                        .map(|e| Box::new(e) as Box<dyn Embedder>)
                        .map_err(|e| format!("{e:#}"))
                });
                let generator = if profile.conscience_judge == ConscienceJudge::Judge {
                    generator
                        .get_or_insert_with(|| models.load_judge().map_err(|e| format!("{e:#}")))
                        .as_mut()
                        .ok()
                } else {
                    None
                };
                // The Will's vector of this very answer spares the judgment embedder.
                let classifier = if profile.conscience_judge == ConscienceJudge::Learned
                    && job.vectors.is_none()
                {
                    classifier
                        .get_or_insert_with(|| {
                            models
                                .load_judgment()
                                .map(|e| Box::new(e) as Box<dyn Embedder>)
                                .map_err(|e| format!("{e:#}"))
                        })
                        .as_mut()
                        .ok()
                } else {
                    None
                };
                let mut ports = AuditPorts {
                    embedder: emb.as_mut().ok().map(|e| &mut **e as &mut dyn Embedder),
                    judge: generator.map(|g| &mut **g as &mut dyn TextGenerator),
                    classifier: classifier.map(|c| &mut **c as &mut dyn Embedder),
                    vectors: job.vectors.as_deref(),
                };
                // Every log line of this audit (and of its AUDIT entry's commit) carries the agent
                // and the audited seq.
                let _span = tracing::info_span!("audit", agent = %agent, seq).entered();
                let result =
                    audit::run_audit(store, identity, profile, job, &mut ports, &mut judge, &utc);
                match &result {
                    Ok(record) => tracing::info!(
                        spirit = record.spirit.s,
                        audit_entry = record.entry.as_ref().map(|e| e.seq),
                        "audited"
                    ),
                    Err(e) => tracing::warn!(error = %e, "audit left pending"),
                }
                result
            })
            .into_iter()
            .map(|outcome| match outcome {
                // The queue kept it in the journal (`save_audit`).
                QueueOutcome::Done(record) => AuditOutcome::Done(record),
                QueueOutcome::Pending { seq, error } => AuditOutcome::Pending { seq, error },
            })
            .collect();
        if refused {
            batch.push(match audit::record_refusal(store, profile, &agent) {
                Ok(t) => AuditOutcome::RefusalCounted { t },
                Err(e) => AuditOutcome::Failed { seq: 0, error: e.to_string() },
            });
        }
        if results.send(batch).is_err() {
            break;
        }
    }
}
