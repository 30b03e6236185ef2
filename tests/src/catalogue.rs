//! A catalogue model "pulled" without the download, for tests of the model picker: the tiny
//! model's files under the catalogue name, its manifest naming the catalogue's GGUF, so keel
//! counts it as installed and ONNX Runtime loads it (the workbench harness, the tmux tests).

use std::path::{Path, PathBuf};

/// Installs catalogue model `name` into `cache` as above; returns its directory.
pub fn install_tiny_as(cache: &Path, name: &str) -> PathBuf {
    let catalogue = keel_app::catalogue::Catalogue::builtin().unwrap();
    let entry = catalogue.get(name).expect("a catalogue model");
    let dir = entry.dir(cache);
    std::fs::create_dir_all(&dir).unwrap();
    let tiny = crate::fixtures::tiny_model_dir();
    for file in std::fs::read_dir(&tiny).unwrap() {
        let file = file.unwrap().path();
        std::fs::copy(&file, dir.join(file.file_name().unwrap())).unwrap();
    }
    let path = dir.join("keel-manifest.json");
    let mut manifest: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    manifest["identity"]["source_sha256"] = entry.gguf.sha256.clone().into();
    std::fs::write(&path, manifest.to_string()).unwrap();
    dir
}
