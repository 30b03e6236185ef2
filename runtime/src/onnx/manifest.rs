//! `keel-manifest.json`: what `scripts/provision.py` writes next to everything it provisions
//! (source package and sha256, and the sha256 and size of every output file). Checking a
//! directory against it tells a complete, untouched download from a partial or edited one.

use std::path::{Path, PathBuf};

use serde::Deserialize;

use super::RuntimeError;
use super::model_dir::sha256_file;

pub const MANIFEST_FILE: &str = "keel-manifest.json";

#[derive(Debug, Clone, Deserialize)]
struct Manifest {
    name: String,
    files: std::collections::BTreeMap<String, FileEntry>,
}

#[derive(Debug, Clone, Deserialize)]
struct FileEntry {
    sha256: String,
    size: u64,
}

/// What a manifest says about the tokenizer's input length.
#[derive(Debug, Clone, Deserialize)]
struct TokenizerPart {
    tokenizer: Option<TokenizerLimits>,
}

#[derive(Debug, Clone, Deserialize)]
struct TokenizerLimits {
    max_length: Option<usize>,
}

/// The longest input in tokens that the manifest beside a model declares (`tokenizer.max_length`),
/// when there is a readable manifest that declares one: provisioning records it for models whose
/// shipped `tokenizer.json` sets no truncation (EmbeddingGemma).
pub fn declared_max_length(dir: &Path) -> Option<usize> {
    let text = std::fs::read_to_string(dir.join(MANIFEST_FILE)).ok()?;
    let part: TokenizerPart = serde_json::from_str(&text).ok()?;
    part.tokenizer?.max_length.filter(|n| *n > 0)
}

/// The outcome of checking a directory against its manifest.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ManifestCheck {
    /// Every listed file is present with the recorded size and sha256.
    Intact { name: String, files: usize },
    /// The directory has no manifest: it was not provisioned by keel (e.g. `--model DIR`).
    Unmanaged,
    /// Files that are missing or differ, each with what is wrong.
    Damaged { problems: Vec<(PathBuf, String)> },
}

/// Checks `dir` against its `keel-manifest.json` (hashing every file: ~0.2 s for 200 MB).
pub fn check_manifest(dir: &Path) -> Result<ManifestCheck, RuntimeError> {
    let path = dir.join(MANIFEST_FILE);
    if !path.is_file() {
        return Ok(ManifestCheck::Unmanaged);
    }
    let text = std::fs::read_to_string(&path)
        .map_err(|e| RuntimeError::Io { path: path.clone(), message: e.to_string() })?;
    let manifest: Manifest =
        serde_json::from_str(&text).map_err(|e| RuntimeError::ModelInvalid {
            path: path.clone(),
            reason: format!("not a keel manifest: {e}"),
        })?;
    let mut problems = Vec::new();
    for (name, entry) in &manifest.files {
        let file = dir.join(name);
        match std::fs::metadata(&file) {
            Err(_) => problems.push((file, "missing".to_owned())),
            Ok(meta) if meta.len() != entry.size => {
                problems
                    .push((file, format!("size {} bytes, expected {}", meta.len(), entry.size)));
            }
            Ok(_) => {
                let sha = sha256_file(&file)?;
                if !sha.eq_ignore_ascii_case(&entry.sha256) {
                    problems.push((file, format!("sha256 {sha}, expected {}", entry.sha256)));
                }
            }
        }
    }
    Ok(if problems.is_empty() {
        ManifestCheck::Intact { name: manifest.name, files: manifest.files.len() }
    } else {
        ManifestCheck::Damaged { problems }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn intact_damaged_and_unmanaged_dirs() {
        let dir = std::env::temp_dir().join(format!("keel-manifest-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        assert_eq!(check_manifest(&dir).unwrap(), ManifestCheck::Unmanaged);

        std::fs::write(dir.join("a.txt"), b"abc").unwrap();
        let manifest = r#"{"name":"t","files":{"a.txt":{"sha256":"ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad","size":3},"b.txt":{"sha256":"00","size":1}}}"#;
        std::fs::write(dir.join(MANIFEST_FILE), manifest).unwrap();
        match check_manifest(&dir).unwrap() {
            ManifestCheck::Damaged { problems } => {
                assert_eq!(problems, vec![(dir.join("b.txt"), "missing".to_owned())]);
            }
            other => panic!("{other:?}"),
        }
        std::fs::write(dir.join("b.txt"), b"x").unwrap();
        match check_manifest(&dir).unwrap() {
            ManifestCheck::Damaged { problems } => assert!(problems[0].1.starts_with("sha256")),
            other => panic!("{other:?}"),
        }
        std::fs::write(dir.join("a.txt"), b"abcd").unwrap();
        std::fs::remove_file(dir.join("b.txt")).unwrap();
        match check_manifest(&dir).unwrap() {
            ManifestCheck::Damaged { problems } => {
                assert_eq!(problems.len(), 2);
                assert!(problems[0].1.contains("size 4 bytes, expected 3"));
            }
            other => panic!("{other:?}"),
        }
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
