//! Ports to language models and embedders.
