"""CLI: GGUF chat model -> validated keel model directory (run inside the converter venv).

    python -m keelconv.convert_chat --gguf X.gguf --out DIR --report report.json [--base]

--base: a base (pretrained, not instruction-tuned) model, e.g. Gemma 3 270M. It gets the plain
completion template (model_files.BASE_COMPLETION_TEMPLATE) instead of a chat template, and its
known answer is a completion: "The Eiffel Tower is located in the city of" -> "Paris" (Gemma 3
270M continues "The capital of France is" with "the capital of the United Arab Emirates"). A
base model runs on after the fact, so reaching a stop token is not required of it.

Writes into DIR: model.onnx (4-bit MatMulNBits, single file), tokenizer.json,
tokenizer_config.json, chat_template.jinja, generation_config.json, config.json. It does NOT write
keel-manifest.json: the orchestrator does that last, from the report, once everything passed.
Exit status 0 only if every validation passed; the reason is printed otherwise.

Two routes (the report's `route`):
  fp32-then-quantise  the float32 graph is built, validated (a known answer; KV vs recompute to
                      rounding error), quantised by onnxruntime's quantiser, validated again.
                      For models whose float32 graph is small (SmolLM2-135M: 0.65 GB).
  direct-4bit         each weight is quantised as the graph is built (quantize.Q4Linear), so the
                      float32 model never exists as a whole (Qwen2.5-0.5B: 2.5 GB of float32, over
                      protobuf's 2 GB; 1.5B: 7 GB). The same 4-bit graph with accuracy_level 0
                      (float32 activations) stands in for the float32 check: it must give the known
                      answer and agree KV vs recompute to rounding error; then accuracy_level 4, the
                      shipped setting, must give the known answer within the loose tolerance.
"""

from __future__ import annotations

import argparse
import json
import resource
import sys
import time
from pathlib import Path


from . import CHAT_GRAPH_LAYOUT, CONVERTER_VERSION, gguf_source, model_files, tokenizer_build
from .generate import OnnxLM, kv_tail_vs_recompute, kv_vs_recompute, padded_batch_check
from .graph import build_llama_gqa
from .llama_config import LlamaConfig
from .quantize import ACCURACY_LEVEL, BLOCK_SIZE, Q4Linear, quantize_4bit, set_accuracy_level

VALIDATION_QUESTION = "What is the capital of France?"
VALIDATION_EXPECT = "Paris"
MAX_NEW_TOKENS = 64
# A base model's known answer: the text it must continue with the expected word, soon.
BASE_VALIDATION_TEXT = "The Eiffel Tower is located in the city of"
BASE_MAX_NEW_TOKENS = 16
# The incremental-KV check runs this many tokens one by one after a prefill of the rest.
KV_STEPS = 8
# Incremental-KV vs full-recompute logit tolerances. The float32 graph must agree to rounding
# error: that proves the KV cache, mask and RoPE plumbing. The 4-bit model does not: with
# accuracy_level 4 (int8 activations) one-row and many-row calls give different results (measured
# max 1.3 logits on SmolLM2, vs 7e-5 for the same 4-bit weights with accuracy_level 0); the loose
# bound only catches gross breakage, the greedy answer is the real check there.
FP32_TOLERANCE = 1e-3
Q4_TOLERANCE = 4.0
# 4-bit weights with float32 activations (accuracy_level 0): one-row and many-row calls differ by
# float32 rounding only (measured 7e-5 on SmolLM2; Qwen2.5's logits are larger, see docs/models.md).
Q4_ACC0_TOLERANCE = 1e-2
TWO_GB = 2 * 1024**3
# Above this many bytes of float32 graph, quantise while building (direct-4bit): the fp32 route
# holds the graph, its serialised copy and an onnxruntime session at once (~3x), and a graph over
# 2 GB cannot be serialised at all.
FP32_ROUTE_MAX_BYTES = 1 << 30
# The graph's name (the layout is `graph.build_llama_gqa`'s).
GRAPH_NAMES = {"llama": "keel-llama-gqa", "qwen2": "keel-qwen2-gqa", "gemma3": "keel-gemma3-gqa"}
# How the embedding table is stored (graph.build_llama_gqa), for the report and the manifest.
EMBEDDING_STORAGE = {
    False: {"float32": ["embed_tokens (Gather)", "norms", "rope tables"]},
    True: {"embedding": "int8 blocks of 32 with float32 scales (Q8_0, GatherBlockQuantized)",
           "float32": ["norms", "rope tables (global and sliding)"]},
}
# Tokens that end an assistant turn: ChatML's, Gemma's (with the GGUF's eos, the stop ids).
END_OF_TURN = ("<|im_end|>", "<end_of_turn>")


def fp32_graph_bytes(cfg: LlamaConfig) -> int:
    """Float32 bytes of the graph's weights: embeddings, the lm_head copy (always separate) and
    the layers' projections (norms, biases and RoPE tables are small)."""
    H, I, hd = cfg.hidden_size, cfg.intermediate_size, cfg.head_dim
    per_layer = 2 * H * cfg.num_attention_heads * hd + 2 * H * cfg.num_key_value_heads * hd + 3 * H * I
    return 4 * (2 * cfg.vocab_size * H + cfg.num_hidden_layers * per_layer)


def peak_rss_mb() -> int:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024


def log(msg: str) -> None:
    print(f"    {msg}", flush=True)


def validate(lm: OnnxLM, tok, prompt: str, stop_ids: list[int], label: str, tolerance: float,
             base: bool = False, window: int | None = None) -> dict:
    """Greedy answer must contain the expected word and (unless `base`) stop; KV/padding paths
    must agree, with a sliding `window` also on a sequence that runs KV_STEPS past it."""
    # The template already starts with <|im_start|> (or <bos>); letting the tokenizer add specials
    # would double them and ruin the answer.
    ids = tok.encode(prompt, add_special_tokens=False).ids
    r = lm.greedy(ids, BASE_MAX_NEW_TOKENS if base else MAX_NEW_TOKENS, set(stop_ids))
    answer = tok.decode(r.ids, skip_special_tokens=True)
    log(f"{label}: {answer!r} ({r.prompt_tokens} prompt tokens, prefill {r.prompt_tokens / r.prefill_s:.0f} tok/s, "
        f"decode {r.decode_tok_s:.1f} tok/s)")
    if VALIDATION_EXPECT not in answer:
        raise SystemExit(f"validation failed ({label}): answer {answer!r} does not contain {VALIDATION_EXPECT!r}")
    if not r.stopped and not base:
        raise SystemExit(f"validation failed ({label}): no stop token within {MAX_NEW_TOKENS} tokens")
    if len(ids) <= KV_STEPS:  # a short completion prompt: go on into the answer for the KV check
        ids = ids + r.ids
    kv_diff = kv_vs_recompute(lm, ids, max(1, len(ids) - KV_STEPS))
    pad_diff = padded_batch_check(lm, ids[:12], ids)
    log(f"{label}: incremental KV vs full recompute max |logit diff| {kv_diff:.2e}, "
        f"left-padded batch {pad_diff:.2e} (tolerance {tolerance:g})")
    if not (kv_diff <= tolerance and pad_diff <= tolerance):
        raise SystemExit(f"validation failed ({label}): KV/padding consistency {kv_diff:.3g}/{pad_diff:.3g} > {tolerance:g}")
    extra = {}
    if window:  # the prompt and answer over and over, to window + 2 * KV_STEPS tokens
        long = (ids * (window // len(ids) + 2))[:window + 2 * KV_STEPS]
        long_diff = kv_tail_vs_recompute(lm, long, KV_STEPS)
        log(f"{label}: past the {window}-token sliding window ({len(long)} tokens), incremental KV vs full "
            f"recompute max |logit diff| {long_diff:.2e}")
        if not long_diff <= tolerance:
            raise SystemExit(f"validation failed ({label}): KV vs recompute past the window {long_diff:.3g} > {tolerance:g}")
        extra = {"kv_vs_recompute_past_window_max_abs_diff": long_diff, "past_window_tokens": len(long)}
    return {"kv_vs_recompute_max_abs_diff": kv_diff, "padded_batch_max_abs_diff": pad_diff, **extra,
            "answer": answer, "answer_ids": r.ids, "prompt_tokens": r.prompt_tokens,
            "prefill_tok_s": round(r.prompt_tokens / r.prefill_s, 1), "decode_tok_s": round(r.decode_tok_s, 1)}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--gguf", type=Path, required=True)
    ap.add_argument("--out", type=Path, required=True)
    ap.add_argument("--report", type=Path, required=True)
    ap.add_argument("--skip-fp32-check", action="store_true", help="validate only the 4-bit model")
    ap.add_argument("--direct", action="store_true",
                    help="quantise while building (direct-4bit) even if the float32 graph would be small")
    ap.add_argument("--base", action="store_true",
                    help="a base model: completion template, completion known answer (see above)")
    args = ap.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    t_start = time.perf_counter()

    src = gguf_source.load(args.gguf)
    cfg, gt = src.config, src.tokenizer
    log(f"read GGUF: {cfg.num_hidden_layers} layers, hidden {cfg.hidden_size}, heads {cfg.num_attention_heads}/"
        f"{cfg.num_key_value_heads}, vocab {cfg.vocab_size}, types {src.metadata['tensor_types']} "
        f"({time.perf_counter() - t_start:.1f} s)")

    # Tokenizer.
    if gt.model == "gpt2":
        tok = tokenizer_build.from_gguf_metadata(gt.tokens, gt.token_types, gt.merges, gguf_source.TOKEN_TYPE_CONTROL,
                                                 gguf_source.TOKEN_TYPE_USER_DEFINED, gt.pre)
        dropped = tokenizer_build.missing_bytes(gt.tokens)
    elif gt.model == "llama":
        if gt.add_space_prefix:
            raise SystemExit("a SentencePiece tokenizer with a dummy prefix (tokenizer.ggml.add_space_prefix) "
                             "is not supported (Gemma's has none)")
        tok = tokenizer_build.sentencepiece_bpe(gt.tokens, gt.scores, gt.token_types, gt.unk_id,
                                                gguf_source.TOKEN_TYPES)
        dropped = []  # byte fallback: every byte has a token
    else:
        raise SystemExit(f"unsupported GGUF tokenizer model {gt.model!r} (only 'gpt2' byte-level BPE and "
                         "'llama' SentencePiece BPE)")
    specials = {i: gt.tokens[i] for i, t in enumerate(gt.token_types) if t == gguf_source.TOKEN_TYPE_CONTROL}
    tokenizer_build.self_test(tok, list(specials.values()))
    log(f"tokenizer: {gt.model} ({len(gt.tokens)} tokens, {len(specials)} control) "
        f"({time.perf_counter() - t_start:.1f} s)")
    if dropped:
        # SmolLM2 lacks bytes that never occur in UTF-8 (0xC0, 0xC1, 0xF5-0xFF), two rare 4-byte
        # lead bytes and a few ASCII control codes; like the HF tokenizer, encoding drops them.
        log(f"note: {len(dropped)} bytes have no token and are dropped when encoding: "
            + " ".join(f"{b:#04x}" for b in dropped))
    (args.out / "tokenizer.json").write_text(tok.to_str(pretty=True), encoding="utf-8")

    # Chat template and stop ids (<|im_end|> ends an assistant turn in ChatML, <end_of_turn> in Gemma's).
    if args.base:
        template_source, template = "builtin:base-completion", model_files.BASE_COMPLETION_TEMPLATE
    elif gt.chat_template:
        template_source, template = "gguf:tokenizer.chat_template", gt.chat_template
    elif cfg.model_type == "llama":
        template_source, template = "builtin:smollm2", model_files.SMOLLM2_TEMPLATE
    else:
        raise SystemExit("the GGUF has no chat template (a base model?); --base converts it for text completion")
    template = model_files.minijinja_compatible(template)
    stop_ids = sorted({i for i in (*map(tok.token_to_id, END_OF_TURN), gt.eos_id) if i is not None})
    name = lambda i: None if i is None else gt.tokens[i]  # noqa: E731
    model_files.write_model_files(
        args.out, cfg, template,
        {"bos_token": name(gt.bos_id), "eos_token": name(gt.eos_id), "pad_token": name(gt.pad_id),
         "unk_token": name(gt.unk_id)},
        stop_ids, cfg.max_position_embeddings)
    # Rendered as the runtime renders it: bos/eos are tokenizer_config.json's (empty if none).
    question = BASE_VALIDATION_TEXT if args.base else VALIDATION_QUESTION
    prompt = model_files.render_chat(template, [{"role": "user", "content": question}],
                                     bos_token=name(gt.bos_id) or "", eos_token=name(gt.eos_id) or "")

    # Graph.
    graph_name = GRAPH_NAMES[cfg.model_type]
    gguf_meta = src.metadata
    fp32_bytes = fp32_graph_bytes(cfg)
    route = "direct-4bit" if args.direct or fp32_bytes > FP32_ROUTE_MAX_BYTES else "fp32-then-quantise"
    report: dict = {}
    t0 = time.perf_counter()
    if route == "fp32-then-quantise":
        fp32 = build_llama_gqa(cfg, src.weights, graph_name=graph_name)
        del src  # frees ~600 MB of float32 weights (the graph holds its own copies)
        log(f"built fp32 graph: {len(fp32.graph.node)} nodes ({time.perf_counter() - t0:.1f} s)")
        if not args.skip_fp32_check:
            report["fp32"] = validate(OnnxLM(fp32.SerializeToString()), tok, prompt, stop_ids, "fp32 greedy",
                                      FP32_TOLERANCE, args.base, cfg.sliding_window)
        t0 = time.perf_counter()
        q4 = quantize_4bit(fp32)
        del fp32
        log(f"quantised to 4-bit MatMulNBits ({time.perf_counter() - t0:.1f} s)")
    else:
        log(f"float32 graph would be {fp32_bytes / 1e9:.2f} GB: quantising to 4-bit while building")
        q4 = build_llama_gqa(cfg, src.weights, graph_name=graph_name, linear=Q4Linear(accuracy_level=0))
        del src
        log(f"built 4-bit graph: {len(q4.graph.node)} nodes ({time.perf_counter() - t0:.1f} s, "
            f"peak RSS so far {peak_rss_mb()} MB)")
        blob = q4.SerializeToString()
        if len(blob) >= TWO_GB:
            raise SystemExit("model.onnx would exceed 2 GB; external data is not supported by this converter")
        lm = OnnxLM(blob)
        del blob
        report["q4_accuracy_level_0"] = validate(lm, tok, prompt, stop_ids, "4-bit greedy, accuracy_level 0",
                                                 Q4_ACC0_TOLERANCE, args.base, cfg.sliding_window)
        del lm
        set_accuracy_level(q4, ACCURACY_LEVEL)
    blob = q4.SerializeToString()
    del q4
    if len(blob) >= TWO_GB:
        raise SystemExit("model.onnx would exceed 2 GB; external data is not supported by this converter")
    lm = OnnxLM(blob)
    report["q4"] = validate(lm, tok, prompt, stop_ids, "4-bit greedy", Q4_TOLERANCE, args.base, cfg.sliding_window)
    del lm
    (args.out / "model.onnx").write_bytes(blob)

    report.update({
        "converter_version": CONVERTER_VERSION,
        "graph_layout": CHAT_GRAPH_LAYOUT,
        "route": route,
        "fp32_graph_bytes": fp32_bytes,
        "config": cfg.to_hf_dict(),
        "gguf": gguf_meta,
        "quantization": {"method": "MatMulNBits", "bits": 4, "block_size": BLOCK_SIZE, "symmetric": False,
                         "accuracy_level": ACCURACY_LEVEL, **EMBEDDING_STORAGE[cfg.gemma]},
        "chat_template_source": template_source,
        "special_tokens": {v: k for k, v in specials.items()},
        "stop_token_ids": stop_ids,
        "bytes_without_token": dropped,
        "base": args.base,
        "validation": {"question": question, "expect": VALIDATION_EXPECT, "prompt": prompt},
        "seconds": round(time.perf_counter() - t_start, 1),
        "peak_rss_mb": peak_rss_mb(),
    })
    args.report.write_text(json.dumps(report, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    log(f"conversion done in {report['seconds']} s ({route}); model.onnx {len(blob) / 1e6:.1f} MB; "
        f"peak RSS {report['peak_rss_mb']} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
