//! A missing or corrupt ONNX Runtime library is an error naming the file, never a panic. This is
//! its own test binary: a process can load ONNX Runtime only once, and these tests must run
//! before any successful load.

use std::path::PathBuf;

use keel_engine::runtime::{LibrarySearch, Runtime, RuntimeError, ThreadOptions};

fn search(path: PathBuf) -> LibrarySearch {
    LibrarySearch { explicit: Some(path), ..LibrarySearch::default() }
}

#[test]
fn missing_and_corrupt_libraries_are_named_errors() {
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
    assert!(Runtime::get().is_none(), "no failed attempt may leave a runtime behind");
    std::fs::remove_dir_all(&dir).unwrap();
}
