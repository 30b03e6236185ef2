//! A missing, corrupt, foreign or too-old ONNX Runtime library is an error naming the file, never
//! a panic. This is its own test binary: a process can load ONNX Runtime only once, and these
//! tests must run before any successful load.

use std::path::PathBuf;

use keel_runtime::onnx::{LibrarySearch, Runtime, RuntimeError, ThreadOptions};

fn search(path: PathBuf) -> LibrarySearch {
    LibrarySearch { configured: Some(path), ..LibrarySearch::default() }
}

#[test]
fn missing_corrupt_foreign_and_too_old_libraries_are_named_errors() {
    let missing = PathBuf::from("/nonexistent/keel/libonnxruntime.so.1.31.1");
    match Runtime::init(&search(missing.clone()), ThreadOptions::default()) {
        Err(RuntimeError::LibraryMissing { path }) => assert_eq!(path, missing),
        other => panic!("expected LibraryMissing, got {other:?}"),
    }

    let dir = std::env::temp_dir().join(format!("keel-badlib-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let corrupt = dir.join("libonnxruntime.so.1.31.1");
    std::fs::write(&corrupt, b"\x7fELF but not really a shared library").unwrap();
    match Runtime::init(&search(corrupt.clone()), ThreadOptions::default()) {
        Err(error @ RuntimeError::LibraryLoad { .. }) => {
            assert!(error.to_string().contains(&corrupt.display().to_string()), "{error}");
        }
        other => panic!("expected LibraryLoad, got {other:?}"),
    }

    // A library that is not ONNX Runtime at all (a real shared object without OrtGetApiBase).
    let libc = ["/lib/x86_64-linux-gnu/libm.so.6", "/usr/lib/x86_64-linux-gnu/libm.so.6"]
        .into_iter()
        .map(PathBuf::from)
        .find(|p| p.is_file());
    if let Some(libm) = libc {
        let error = Runtime::init(&search(libm.clone()), ThreadOptions::default()).unwrap_err();
        assert!(error.to_string().contains("libm.so.6"), "{error}");
    }
    let too_old = fake_onnxruntime(&dir, "1.10.0");
    match Runtime::init(&search(too_old.clone()), ThreadOptions::default()) {
        Err(RuntimeError::LibraryTooOld { path, found, required }) => {
            assert_eq!(path, std::fs::canonicalize(&too_old).unwrap());
            assert_eq!(found, "1.10.0");
            assert_eq!(required, "1.24");
        }
        other => panic!("expected LibraryTooOld, got {other:?}"),
    }
    assert!(Runtime::get().is_none(), "no failed attempt may leave a runtime behind");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Builds a shared library that looks like ONNX Runtime `version` to a loader: it exports
/// `OrtGetApiBase` whose `GetVersionString` answers `version` (and `GetApi` answers nothing).
fn fake_onnxruntime(dir: &std::path::Path, version: &str) -> PathBuf {
    let source = dir.join("fake_ort.c");
    let library = dir.join("libonnxruntime.so.fake");
    std::fs::write(
        &source,
        format!(
            "typedef struct {{ const void *(*GetApi)(unsigned); const char *(*GetVersionString)(void); }} OrtApiBase;\n\
             static const void *get_api(unsigned v) {{ (void)v; return 0; }}\n\
             static const char *version(void) {{ return \"{version}\"; }}\n\
             static const OrtApiBase base = {{ get_api, version }};\n\
             const OrtApiBase *OrtGetApiBase(void) {{ return &base; }}\n"
        ),
    )
    .unwrap();
    let status = std::process::Command::new("cc")
        .args(["-shared", "-fPIC", "-o"])
        .arg(&library)
        .arg(&source)
        .status()
        .expect("a C compiler (cc) builds the fake library");
    assert!(status.success());
    library
}
