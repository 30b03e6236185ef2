#!/usr/bin/env python3
"""keel test tools: the venv with schemathesis that `make test` fuzzes `keel serve` with.

    python3 scripts/test_tools.py [--cache DIR] [--check]

Creates <cache>/test-tools/venv (cache: $KEEL_CACHE, else ~/.cache/keel) and installs
scripts/requirements-test-tools.txt into it with `pip install --require-hashes --no-deps`: every
wheel is pinned by version and sha256. Idempotent: the venv records the sha256 of the
requirements file it was built from (test-tools/stamp); when that matches and the venv's
schemathesis runs, nothing happens. A build goes to a temporary directory that is renamed into
place only when complete, so an interrupted run never leaves a venv that looks ready.
Standard library only. Exit 0 ready, 1 on failure (with the reason and the fix on stderr).
"""

from __future__ import annotations

import argparse
import hashlib
import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
REQUIREMENTS = ROOT / "scripts" / "requirements-test-tools.txt"


def default_cache() -> Path:
    env = os.environ.get("KEEL_CACHE")
    return Path(env) if env else Path.home() / ".cache" / "keel"


def ready(tools: Path, digest: str) -> bool:
    stamp = tools / "stamp"
    exe = tools / "venv" / "bin" / "schemathesis"
    if not stamp.is_file() or stamp.read_text().strip() != digest or not exe.is_file():
        return False
    return subprocess.run([str(exe), "--version"], capture_output=True).returncode == 0


def build(tools: Path, digest: str) -> None:
    tmp = tools / "venv.tmp"
    shutil.rmtree(tmp, ignore_errors=True)
    subprocess.run([sys.executable, "-m", "venv", str(tmp)], check=True)
    pip = [str(tmp / "bin" / "python"), "-m", "pip", "--disable-pip-version-check", "-q"]
    subprocess.run(pip + ["install", "--require-hashes", "--no-deps", "--only-binary=:all:",
                          "-r", str(REQUIREMENTS)], check=True)
    final = tools / "venv"
    shutil.rmtree(final, ignore_errors=True)
    tmp.rename(final)
    # Console scripts and activate files name the venv's absolute path: point them at the final
    # one (pyvenv.cfg names only the base interpreter, so the venv itself survives the rename).
    for script in (final / "bin").iterdir():
        if script.is_file() and not script.is_symlink():
            try:
                text = script.read_text()
            except UnicodeDecodeError:
                continue
            if str(tmp) in text:
                script.write_text(text.replace(str(tmp), str(final)))
    (tools / "stamp").write_text(digest + "\n")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--cache", type=Path, help="cache directory (default: $KEEL_CACHE, else ~/.cache/keel)")
    ap.add_argument("--check", action="store_true", help="only report whether the venv is ready")
    args = ap.parse_args()
    tools = (args.cache.expanduser() if args.cache else default_cache()).absolute() / "test-tools"
    digest = hashlib.sha256(REQUIREMENTS.read_bytes()).hexdigest()
    if ready(tools, digest):
        print(f"test tools: ok ({tools / 'venv'})")
        return 0
    if args.check:
        print(f"test tools: missing or stale in {tools}; run python3 scripts/test_tools.py", file=sys.stderr)
        return 1
    tools.mkdir(parents=True, exist_ok=True)
    print(f"test tools: installing schemathesis into {tools / 'venv'} …")
    try:
        build(tools, digest)
    except subprocess.CalledProcessError as e:
        print(f"test tools: {' '.join(map(str, e.cmd))} failed (exit {e.returncode});"
              " fix: check that PyPI is reachable and that the pins in"
              f" {REQUIREMENTS.relative_to(ROOT)} have wheels for this Python", file=sys.stderr)
        return 1
    if not ready(tools, digest):
        print("test tools: the new venv's schemathesis does not run", file=sys.stderr)
        return 1
    print("test tools: ok")
    return 0


if __name__ == "__main__":
    sys.exit(main())
