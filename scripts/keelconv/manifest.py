"""keel-manifest.json: what a provisioned directory must contain (stdlib only).

A directory is complete iff its `keel-manifest.json` exists, parses, names the expected
`identity` (source pins and converter version) and every file it lists exists with the recorded
size and sha256. The manifest is always the last file written into a directory before that
directory is renamed into place, so a directory without a valid manifest is never trusted.
"""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path

MANIFEST_NAME = "keel-manifest.json"
MANIFEST_FORMAT = 1


def sha256_file(path: Path) -> str:
    """Hex sha256 of a file, read in 1 MiB chunks."""
    h = hashlib.sha256()
    with open(path, "rb") as f:
        while chunk := f.read(1 << 20):
            h.update(chunk)
    return h.hexdigest()


def describe_files(directory: Path, names: list[str]) -> dict[str, dict]:
    """{name: {"sha256", "size"}} for the given files, sorted by name."""
    out = {}
    for name in sorted(names):
        p = directory / name
        out[name] = {"sha256": sha256_file(p), "size": p.stat().st_size}
    return out


def write_manifest(directory: Path, manifest: dict) -> None:
    """Write the manifest (atomically within the directory) with stable key order."""
    manifest = {"keel_manifest": MANIFEST_FORMAT, **manifest}
    tmp = directory / (MANIFEST_NAME + ".tmp")
    tmp.write_text(json.dumps(manifest, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    os.replace(tmp, directory / MANIFEST_NAME)


def read_manifest(directory: Path) -> dict | None:
    try:
        return json.loads((directory / MANIFEST_NAME).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None


def verify(directory: Path, identity: dict, required: list[str]) -> list[str]:
    """Problems with `directory` (empty list = complete and intact).

    identity: key/value pairs the manifest must carry exactly (e.g. the pinned source sha256 and
    the converter version) so a change of pins in the code invalidates old outputs.
    required: file names the consumer needs; each must be listed in the manifest.
    """
    if not directory.is_dir():
        return [f"{directory} is missing"]
    m = read_manifest(directory)
    if m is None:
        return [f"{directory / MANIFEST_NAME} is missing or unreadable (incomplete build?)"]
    problems = []
    if m.get("keel_manifest") != MANIFEST_FORMAT:
        problems.append(f"{directory / MANIFEST_NAME}: unknown manifest format {m.get('keel_manifest')!r}")
    for key, want in identity.items():
        got = m.get("identity", {}).get(key)
        if got != want:
            problems.append(f"{directory}: built from {key}={got!r}, expected {want!r} (stale)")
    files = m.get("files", {})
    for name in required:
        if name not in files:
            problems.append(f"{directory}: manifest does not list {name}")
    for name, meta in files.items():
        p = directory / name
        if not p.is_file():
            problems.append(f"{p} is missing")
        elif p.stat().st_size != meta.get("size"):
            problems.append(f"{p}: size {p.stat().st_size}, manifest says {meta.get('size')}")
        elif sha256_file(p) != meta.get("sha256"):
            problems.append(f"{p}: sha256 does not match the manifest (corrupt or modified)")
    return problems
