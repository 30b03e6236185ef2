"""The small JSON/text files next to model.onnx, and the chat template checks.

The chat template must render with Rust minijinja 2 *without* minijinja-contrib's pycompat, so
it is checked with the Python minijinja binding constructed with `pycompat=False` (same engine,
same behaviour). Python-only string methods are rewritten to Jinja filters first.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import minijinja

from .llama_config import LlamaConfig

# SmolLM2-Instruct's template (as shipped in its GGUF and on HF): ChatML with a default system
# prompt when the conversation has none. Used when a GGUF carries no `tokenizer.chat_template`.
SMOLLM2_TEMPLATE = (
    "{% for message in messages %}{% if loop.first and messages[0]['role'] != 'system' %}"
    "{{ '<|im_start|>system\nYou are a helpful AI assistant named SmolLM, trained by Hugging Face<|im_end|>\n' }}"
    "{% endif %}{{'<|im_start|>' + message['role'] + '\n' + message['content'] + '<|im_end|>' + '\n'}}"
    "{% endfor %}{% if add_generation_prompt %}{{ '<|im_start|>assistant\n' }}{% endif %}"
)

# Plain ChatML, no default system prompt (the tiny test model).
CHATML_TEMPLATE = (
    "{% for message in messages %}{{ '<|im_start|>' + message['role'] + '\n' + message['content'] "
    "+ '<|im_end|>' + '\n' }}{% endfor %}{% if add_generation_prompt %}{{ '<|im_start|>assistant\n' }}{% endif %}"
)

# A base (not instruction-tuned) model has no chat format: the conversation becomes plain text
# for it to continue, <bos> first, the messages' contents apart by a blank line, nothing after
# the last one (the model's continuation is the reply). Used for catalogue models marked `base`.
BASE_COMPLETION_TEMPLATE = (
    "{{ bos_token }}{% for message in messages %}{% if not loop.first %}{{ '\n\n' }}{% endif %}"
    "{{ message['content'] }}{% endfor %}"
)

_STRIP_CALL = re.compile(r"\.(strip|lstrip|rstrip)\(\)")
_METHOD_CALL = re.compile(r"\.[A-Za-z_]\w*\(")


def minijinja_compatible(template: str) -> str:
    """Rewrite `x.strip()` to `(x|trim)`; refuse other method calls; prove it renders."""
    def repl(m: re.Match) -> str:
        if m.group(1) != "strip":
            raise ValueError(f"chat template uses .{m.group(1)}(), which minijinja lacks")
        return "|trim"

    # `a.b.strip()` -> `a.b|trim`: a filter binds tighter than `+`, looser than attribute access,
    # so the rewrite preserves meaning in the expressions chat templates use.
    out = _STRIP_CALL.sub(repl, template)
    if _METHOD_CALL.search(out):
        raise ValueError(f"chat template calls a method minijinja may lack: {_METHOD_CALL.search(out).group(0)}")
    render_chat(out, [{"role": "system", "content": "s"}, {"role": "user", "content": "u"},
                      {"role": "assistant", "content": "a"}, {"role": "user", "content": "u2"}])
    return out


def render_chat(template: str, messages: list[dict], add_generation_prompt: bool = True,
                bos_token: str = "<|im_start|>", eos_token: str = "<|im_end|>") -> str:
    env = minijinja.Environment(pycompat=False)
    return env.render_str(template, messages=messages, add_generation_prompt=add_generation_prompt,
                          bos_token=bos_token, eos_token=eos_token)


def _dump(path: Path, obj) -> None:
    path.write_text(json.dumps(obj, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")


def write_model_files(out: Path, cfg: LlamaConfig, template: str, tokens: dict[str, str | None],
                      stop_ids: list[int], max_length: int) -> list[str]:
    """Write config.json, tokenizer_config.json, chat_template.jinja, generation_config.json.

    tokens: {"bos_token", "eos_token", "pad_token", "unk_token"} (strings or None).
    stop_ids: generation stops on any of these (for ChatML models: <|im_end|>).
    Returns the file names written.
    """
    _dump(out / "config.json", cfg.to_hf_dict())
    _dump(out / "tokenizer_config.json", {
        "tokenizer_class": "PreTrainedTokenizerFast",
        "add_bos_token": False,  # the chat template already starts with <|im_start|>
        "add_eos_token": False,
        **tokens,
        "model_max_length": max_length,
        "clean_up_tokenization_spaces": False,
        "chat_template": template,
    })
    (out / "chat_template.jinja").write_text(template, encoding="utf-8")
    _dump(out / "generation_config.json", {
        "bos_token_id": cfg.bos_token_id,
        "eos_token_id": stop_ids,
        "pad_token_id": stop_ids[0],
        "max_length": max_length,
        "do_sample": False,
    })
    return ["config.json", "tokenizer_config.json", "chat_template.jinja", "generation_config.json"]
