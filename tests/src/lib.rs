//! keel-tests: black-box tests across crates live in `tests/tests/`; this library holds their
//! shared helpers (locating the provisioned cache, the committed fixtures).
