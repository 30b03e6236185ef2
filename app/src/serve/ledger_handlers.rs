//! The chain over HTTP: head, list, get, export, verify, and the append (the write gate with
//! compare-and-swap). Readers print what `keel ledger … --json` prints (shared renderers).

use std::sync::Arc;

use axum::Json;
use axum::body::Body;
use axum::extract::rejection::PathRejection;
use axum::extract::{Path, RawQuery, State};
use axum::http::{HeaderMap, header};
use axum::response::{IntoResponse, Response};
use futures_util::StreamExt as _;
use keel_evidence::chain::{ChainEntry, write_gate};
use keel_store::StoreError;
use keel_store::plane_contract::{AppendRequest, Head, ListPage};
use serde_json::Value;
use tracing::Instrument as _;

use super::Plane;
use super::error::ApiError;
use super::handlers::Params;
use super::limits::read_body;
use crate::commands::ledger::list_row;

/// Default and largest page of `GET /ledger/list`.
pub const LIST_DEFAULT: u64 = 1000;
/// The largest `limit`.
pub const LIST_MAX: u64 = 10_000;

/// `GET /ledger/head/{agent}`.
pub async fn head(
    State(plane): State<Arc<Plane>>,
    agent: Result<Path<String>, PathRejection>,
) -> Result<Json<Head>, ApiError> {
    let agent = path(agent)?;
    let tip = plane.store.head(agent.clone()).await.map_err(|e| ApiError::from_store(&e))?;
    Ok(Json(Head { agent_id: agent, seq: tip.seq, entry_hash: tip.hash }))
}

/// `GET /ledger/list/{agent}[?from=SEQ&limit=N]`.
pub async fn list(
    State(plane): State<Arc<Plane>>,
    agent: Result<Path<String>, PathRejection>,
    RawQuery(query): RawQuery,
) -> Result<Json<ListPage>, ApiError> {
    let agent = path(agent)?;
    let params = Params::parse(query.as_deref());
    let from = params.number("from", 1, 1, u64::MAX)?;
    let limit = params.number("limit", LIST_DEFAULT, 1, LIST_MAX)?;
    // One more than the page: whether it exists decides `next`.
    let mut entries = plane
        .store
        .entries_from(agent.clone(), from, limit as usize + 1)
        .await
        .map_err(|e| ApiError::from_store(&e))?;
    let next = if entries.len() as u64 > limit { entries.pop().map(|e| e.seq) } else { None };
    Ok(Json(ListPage { agent_id: agent, entries: entries.iter().map(list_row).collect(), next }))
}

/// `GET /ledger/get/{agent}/{seq}`: the entry as `keel ledger show` prints it.
pub async fn get(
    State(plane): State<Arc<Plane>>,
    params: Result<Path<(String, String)>, PathRejection>,
) -> Result<Json<Value>, ApiError> {
    let (agent, seq) = path(params)?;
    // Seqs start at 1: 0 is a bad request like any other non-positive value, not a missing entry.
    let seq: u64 = seq.parse().ok().filter(|&n| n >= 1).ok_or_else(|| {
        ApiError::bad_request(format!("seq must be a positive integer, not {seq:?}"))
    })?;
    match plane.store.get(agent.clone(), seq).await.map_err(|e| ApiError::from_store(&e))? {
        Some(e) => Ok(Json(e.to_json(true))),
        None => Err(ApiError::not_found(format!("no entry {seq} in the chain of {agent}"))),
    }
}

/// `GET /ledger/export/{agent}[?no_der=true]`: exactly `keel ledger export`, streamed as the
/// store reads it (a store failure after the first chunk ends the body early: the text then
/// lacks its trailer and never verifies).
pub async fn export(
    State(plane): State<Arc<Plane>>,
    agent: Result<Path<String>, PathRejection>,
    RawQuery(query): RawQuery,
) -> Result<Response, ApiError> {
    let agent = path(agent)?;
    let with_der = !Params::parse(query.as_deref()).flag("no_der")?;
    let chunks = plane.store.export(agent, with_der).await.map_err(|e| ApiError::from_store(&e))?;
    let body = Body::from_stream(chunks.inspect(|chunk| {
        if let Err(e) = chunk {
            tracing::error!("keel serve: export stopped: {e}");
        }
    }));
    Ok(([(header::CONTENT_TYPE, "application/x-ndjson")], body).into_response())
}

/// `GET /ledger/verify/{agent}[?hashes_only=true]`: the report of spec/ledger.md (200 whether
/// or not the chain is ok).
pub async fn verify(
    State(plane): State<Arc<Plane>>,
    agent: Result<Path<String>, PathRejection>,
    RawQuery(query): RawQuery,
) -> Result<Json<Value>, ApiError> {
    let agent = path(agent)?;
    let signatures = !Params::parse(query.as_deref()).flag("hashes_only")?;
    let report =
        plane.store.verify_with(agent, signatures).await.map_err(|e| ApiError::from_store(&e))?;
    Ok(Json(report.to_json()))
}

/// `POST /ledger/append/{agent}`: bearer auth, body limit, then the write gate on the entry and
/// the store's compare-and-swap append on `expected_parent_hash`. 409 writes nothing.
pub async fn append(
    State(plane): State<Arc<Plane>>,
    agent: Result<Path<String>, PathRejection>,
    headers: HeaderMap,
    body: Body,
) -> Result<Json<Head>, ApiError> {
    plane.tokens.authorize(&headers)?;
    let agent = path(agent)?;
    let bytes = read_body(body, plane.max_body_bytes, plane.timeouts.body).await?;
    // Not JSON is `bad_json`; JSON of another shape is `bad_request`, naming what is missing.
    let request: Value = serde_json::from_slice(&bytes).map_err(|e| ApiError::bad_json(&e))?;
    let AppendRequest { expected_parent_hash: expected, entry } = serde_json::from_value(request)
        .map_err(|e| {
            ApiError::bad_request(format!(
                "the body needs \"expected_parent_hash\" (the tip's entry_hash or \"GENESIS\") and \"entry\" (a signed chain entry): {e}"
            ))
        })?;
    if !entry.is_object() {
        return Err(ApiError::bad_request(
            "the body's \"entry\" must be a signed chain entry object",
        ));
    }
    let entry = ChainEntry::from_json(&entry).map_err(|e| ApiError::write_gate(e.to_string()))?;
    if entry.agent_id != agent {
        return Err(ApiError::write_gate(format!(
            "the entry's agent_id {} is not the path's {agent}",
            entry.agent_id
        )));
    }
    if entry.parent_hash != expected {
        return Err(ApiError::write_gate(format!(
            "the entry's parent_hash {} is not expected_parent_hash {expected}",
            entry.parent_hash
        )));
    }
    let (gate, record_refusals) = (plane.gate, plane.record_refusals);
    let entry = tokio::task::spawn_blocking(move || {
        write_gate::check_entry(&entry, gate, record_refusals).map(|_| entry)
    })
    .await
    .map_err(|e| ApiError::store(&e))?
    .map_err(|e| ApiError::write_gate(format!("write gate: {e}")))?;
    let (seq, hash) = (entry.seq, entry.entry_hash.clone());
    let span = tracing::info_span!("commit", agent = %agent, seq);
    match plane.store.append(agent.clone(), expected, entry).instrument(span.clone()).await {
        Ok(()) => {
            span.in_scope(|| tracing::info!("appended"));
            Ok(Json(Head { agent_id: agent, seq, entry_hash: hash }))
        }
        Err(StoreError::TipMismatch { expected, actual }) => Err(ApiError::tip_mismatch(
            format!(
                "the tip of {agent} is {actual}, not {expected}: re-read the head, rebuild the entry on it and retry"
            ),
            expected,
            actual,
        )),
        Err(e @ StoreError::InvalidEntry { .. }) => Err(ApiError::write_gate(e.to_string())),
        Err(e) => Err(ApiError::from_store(&e)),
    }
}

/// A path parameter, or 400 `bad_request` (e.g. not UTF-8 after percent-decoding).
fn path<T>(p: Result<Path<T>, PathRejection>) -> Result<T, ApiError> {
    p.map(|Path(v)| v).map_err(|e| ApiError::bad_request(e.body_text()))
}
