//! Two writers racing on the same tip: exactly one wins, the other gets `TipMismatch`.

use std::sync::{Arc, Barrier};

use keel_store::{ChainStore, StoreError};
use keel_tests::chain;

#[test]
fn exactly_one_of_two_racing_writers_wins_every_round() {
    let dir = tempfile::tempdir().unwrap();
    let store = Arc::new(ChainStore::open(dir.path().join("keel.redb")).unwrap());
    let id = store.mint(chain::UTC).unwrap();
    let agent = id.agent_id();
    for round in 0..20u64 {
        let tip = store.head(&agent).unwrap();
        assert_eq!(tip.seq, round);
        let barrier = Arc::new(Barrier::new(2));
        let handles: Vec<_> = (0..2u64)
            .map(|w| {
                let (store, barrier, id, tip, agent) = (
                    Arc::clone(&store),
                    Arc::clone(&barrier),
                    id.clone(),
                    tip.clone(),
                    agent.clone(),
                );
                std::thread::spawn(move || {
                    let entry =
                        chain::entry_for(&id, &tip, &chain::der_for(&id, &tip, round * 10 + w));
                    barrier.wait();
                    store.append(&agent, &tip.hash, &entry).map(|()| entry.entry_hash)
                })
            })
            .collect();
        let results: Vec<_> = handles.into_iter().map(|h| h.join().unwrap()).collect();
        let winners: Vec<&String> = results.iter().filter_map(|r| r.as_ref().ok()).collect();
        assert_eq!(winners.len(), 1, "round {round}: {results:?}");
        let loser = results.iter().find_map(|r| r.as_ref().err()).unwrap();
        match loser {
            StoreError::TipMismatch { expected, actual } => {
                assert_eq!(expected, &tip.hash);
                assert_eq!(actual, winners[0]);
            }
            other => panic!("loser got {other:?}"),
        }
    }
    let report = store.verify(&agent).unwrap();
    assert!(report.chain_ok && report.entries == 20);
}
