//! keel-sessions: persistence in redb (chains with a compare-and-swap tip guard, turns, memory,
//! regulator state). Depends on `keel-engine` only; the engine's storage ports are implemented here.
