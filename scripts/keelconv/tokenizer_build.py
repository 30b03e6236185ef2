"""Build HF `tokenizer.json` files with the `tokenizers` package (same Rust core as keel's).

Two kinds. GGUF `llama` (SentencePiece BPE: Gemma 3) is described at `sentencepiece_bpe`. The
GGUF `gpt2` ones are byte-level BPE, the GPT-2 / SmolLM2 / Qwen2 family:
  pre-tokenizer  by the GGUF's `tokenizer.ggml.pre` (PRE_TOKENIZERS):
                 smollm (and the tiny test model): Sequence[Digits(individual_digits=True),
                   ByteLevel(add_prefix_space=False, use_regex=True)] -- ByteLevel's built-in
                   GPT-2 regex only;
                 qwen2: NFC normalizer, then Sequence[Split(QWEN2_PATTERN, "isolated"),
                   ByteLevel(add_prefix_space=False, use_regex=False)], as Qwen2's own
                   tokenizer.json. Both regexes need look-ahead, which the Rust crate's
                   `fancy-regex` backend (keel's build) has.
  model          BPE over byte-level symbols (every byte maps to one printable character via
                 GPT-2's bytes_to_unicode table), no unk token, no dropout.
  post-processor ByteLevel (offsets only; adds NO bos/eos: chat templates carry the specials).
  decoder        ByteLevel.
  added tokens   the control tokens, special=True, so they are matched whole before BPE and are
                 skipped by decode(skip_special_tokens=True); user-defined tokens (Qwen's
                 <tool_call>) are matched whole too but are not special (they stay in decoded text).
The JSON is produced by the library's own serialiser, so it is exactly what tokenizers 0.22 reads.
"""

from __future__ import annotations

from tokenizers import AddedToken, Regex, Tokenizer, decoders, models, normalizers, pre_tokenizers, processors

# Qwen2's pre-tokenizer split (its tokenizer.json, = llama.cpp's LLAMA_VOCAB_PRE_TYPE_QWEN2):
# numbers one digit at a time, letters with at most one leading non-letter, contractions.
QWEN2_PATTERN = (r"(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}| ?[^\s\p{L}\p{N}]+[\r\n]*"
                 r"|\s*[\r\n]+|\s+(?!\S)|\s+")
PRE_TOKENIZERS = ("smollm", "qwen2")


def bytes_to_unicode() -> dict[int, str]:
    """GPT-2's reversible byte -> printable character map (the ByteLevel alphabet)."""
    bs = list(range(ord("!"), ord("~") + 1)) + list(range(ord("¡"), ord("¬") + 1)) + list(range(ord("®"), ord("ÿ") + 1))
    cs = bs[:]
    n = 0
    for b in range(256):
        if b not in bs:
            bs.append(b)
            cs.append(256 + n)
            n += 1
    return {b: chr(c) for b, c in zip(bs, cs)}


def missing_bytes(vocab: list[str]) -> list[int]:
    """Bytes whose byte-level symbol is not a token. With no unk token, BPE silently drops such
    bytes from the input (HF behaviour, kept for fidelity to the original tokenizer)."""
    have = set(vocab)
    return [b for b, c in sorted(bytes_to_unicode().items()) if c not in have]


def byte_level_bpe(vocab: list[str], merges: list[tuple[str, str]], special_ids: list[int],
                   pre: str = "smollm", user_ids: list[int] = ()) -> Tokenizer:
    """A byte-level BPE tokenizer; ids are positions in `vocab`; `special_ids` become specials,
    `user_ids` added tokens that are not special; `pre` picks the pre-tokenizer (PRE_TOKENIZERS)."""
    if len(set(vocab)) != len(vocab):
        raise ValueError("vocabulary has duplicate tokens")
    tok = Tokenizer(models.BPE(vocab={t: i for i, t in enumerate(vocab)}, merges=merges,
                               dropout=None, unk_token=None, fuse_unk=False, byte_fallback=False))
    if pre == "smollm":
        tok.normalizer = None
        tok.pre_tokenizer = pre_tokenizers.Sequence([
            pre_tokenizers.Digits(individual_digits=True),
            pre_tokenizers.ByteLevel(add_prefix_space=False, use_regex=True),
        ])
    elif pre == "qwen2":
        tok.normalizer = normalizers.NFC()
        tok.pre_tokenizer = pre_tokenizers.Sequence([
            pre_tokenizers.Split(Regex(QWEN2_PATTERN), behavior="isolated", invert=False),
            pre_tokenizers.ByteLevel(add_prefix_space=False, use_regex=False),
        ])
    else:
        raise ValueError(f"unsupported pre-tokenizer {pre!r} (only {', '.join(PRE_TOKENIZERS)})")
    tok.post_processor = processors.ByteLevel(trim_offsets=False)
    tok.decoder = decoders.ByteLevel()
    tok.add_special_tokens([AddedToken(vocab[i], special=True, normalized=False) for i in sorted(special_ids)])
    if user_ids:
        tok.add_tokens([AddedToken(vocab[i], special=False, normalized=False) for i in sorted(user_ids)])
    for i in [*special_ids, *user_ids]:
        if tok.token_to_id(vocab[i]) != i:
            raise AssertionError(f"special token {vocab[i]!r} moved from id {i}")
    return tok


def from_gguf_metadata(tokens: list[str], token_types: list[int], merges: list[str],
                       control_type: int, user_type: int, pre: str | None) -> Tokenizer:
    """The GGUF `gpt2` tokenizer: tokens are already byte-level symbols, merges are 'a b'.
    `pre` is `tokenizer.ggml.pre` (a GGUF without one gets the smollm/GPT-2 split)."""
    pairs = []
    for m in merges:
        a, sep, b = m.partition(" ")
        if not sep or " " in b:
            raise ValueError(f"malformed merge {m!r}")
        pairs.append((a, b))
    specials = [i for i, t in enumerate(token_types) if t == control_type]
    users = [i for i, t in enumerate(token_types) if t == user_type]
    return byte_level_bpe(tokens, pairs, specials, pre or "smollm", users)


SPM_SPACE = "\u2581"  # SentencePiece's visible space, "▁"


def sentencepiece_bpe(tokens: list[str], scores: list[float], token_types: list[int], unk_id: int | None,
                      types: dict[str, int]) -> Tokenizer:
    """The GGUF `llama` tokenizer (a SentencePiece BPE model: Gemma 3) as HF's converter writes it.

    tokens/scores/token_types are the GGUF's; `types` maps "normal", "control", "user_defined",
    "byte" to llama.cpp's token type numbers.
      normalizer     " " -> "▁" (no dummy prefix: Gemma's add_space_prefix is false)
      pre-tokenizer  Split(" ", merged_with_previous), as upstream (after the normalizer it never
                     matches: the whole text is one BPE word, as in SentencePiece and llama.cpp)
      model          BPE with byte fallback (<0x00>..<0xFF>), unk <unk>; the merges are derived
                     from the scores as HF's SentencePieceExtractor does: every split of a normal or
                     user-defined piece into two pieces of the vocabulary, ordered by the piece's
                     score, then the longer left and right halves first (stable). SentencePiece
                     scores user-defined pieces 0; llama.cpp's converter writes -1000, so they are
                     read as 0 here.
      decoder        "▁" -> " ", byte fallback, fuse
      added tokens   control tokens special (<bos>, <start_of_turn>, <unusedN>, ...); user-defined
                     ones (newline/tab/space runs, HTML tags) matched whole but not special.
    llama.cpp's converter writes the user-defined space runs with real spaces; SentencePiece (and
    HF) spell them with "▁", which is what the merges need. With these rules the vocabulary and
    all 514,906 merges of Gemma 3 equal upstream's tokenizer.json (docs/models.md).
    """
    normal, control, user, byte = (types[k] for k in ("normal", "control", "user_defined", "byte"))
    vocab = [t.replace(" ", SPM_SPACE) if ty == user else t for t, ty in zip(tokens, token_types)]
    ids = {t: i for i, t in enumerate(vocab)}
    if len(ids) != len(vocab):
        raise ValueError("vocabulary has duplicate tokens")
    missing = [b for b in range(256) if f"<0x{b:02X}>" not in ids or token_types[ids[f"<0x{b:02X}>"]] != byte]
    if missing:
        raise ValueError(f"{len(missing)} byte-fallback tokens are missing, e.g. <0x{missing[0]:02X}>")
    merges = []
    for i, piece in enumerate(vocab):
        if token_types[i] not in (normal, user):
            continue
        score = scores[i] if token_types[i] == normal else 0.0
        halves = [(piece[:k], piece[k:]) for k in range(1, len(piece)) if piece[:k] in ids and piece[k:] in ids]
        halves.sort(key=lambda lr: (ids[lr[0]], ids[lr[1]]))
        merges.extend((left, right, score) for left, right in halves)
    merges.sort(key=lambda m: (m[2], len(m[0]), len(m[1])), reverse=True)
    unk = None if unk_id is None else vocab[unk_id]
    tok = Tokenizer(models.BPE(vocab=ids, merges=[(a, b) for a, b, _ in merges], dropout=None, unk_token=unk,
                               fuse_unk=True, byte_fallback=True))
    tok.normalizer = normalizers.Replace(" ", SPM_SPACE)
    tok.pre_tokenizer = pre_tokenizers.Split(" ", behavior="merged_with_previous", invert=False)
    tok.decoder = decoders.Sequence([decoders.Replace(SPM_SPACE, " "), decoders.ByteFallback(), decoders.Fuse()])
    specials = [i for i, t in enumerate(token_types) if t == control]
    users = [i for i, t in enumerate(token_types) if t == user]
    tok.add_special_tokens([AddedToken(vocab[i], special=True, normalized=False) for i in specials])
    tok.add_tokens([AddedToken(vocab[i], special=False, normalized=False) for i in users])
    for i in [*specials, *users]:
        if tok.token_to_id(vocab[i]) != i:
            raise AssertionError(f"added token {vocab[i]!r} moved from id {i}")
    return tok


def byte_tokenizer(specials: list[str]) -> Tokenizer:
    """Specials at ids 0..k-1, then the 256 byte symbols in byte order (byte b = id k + b)."""
    table = bytes_to_unicode()
    # Every byte is one token here, so no input is ever dropped (see missing_bytes).
    return byte_level_bpe(specials + [table[b] for b in range(256)], [], list(range(len(specials))))


def self_test(tok: Tokenizer, special_tokens: list[str]) -> None:
    """Round-trip checks every built tokenizer must pass (raise AssertionError otherwise)."""
    reloaded = Tokenizer.from_str(tok.to_str())
    samples = ["What is the capital of France?", "  leading spaces\tand\ttabs\n\nnew lines",
               "digits 1234567890 and 3.14", "ünïcödé — 日本語 🙂 emoji", "<|im_start|>user\nhi<|im_end|>\n"]
    for s in samples:
        enc = reloaded.encode(s, add_special_tokens=False)
        if enc.ids != tok.encode(s, add_special_tokens=False).ids:
            raise AssertionError(f"serialised tokenizer encodes {s!r} differently")
        if reloaded.decode(enc.ids, skip_special_tokens=False) != s:
            raise AssertionError(f"round trip failed for {s!r}: {reloaded.decode(enc.ids)!r}")
    for t in special_tokens:
        ids = reloaded.encode(t, add_special_tokens=False).ids
        if ids != [reloaded.token_to_id(t)]:
            raise AssertionError(f"special token {t!r} encodes as {ids}")
    if reloaded.encode("a", add_special_tokens=True).ids != reloaded.encode("a", add_special_tokens=False).ids:
        raise AssertionError("post-processor must not add bos/eos")
