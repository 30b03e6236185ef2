"""keelconv: torch-free conversion of keel's local models.

The package is split so that the provisioning orchestrator (`scripts/provision.py`, which runs on
the bare system python3) can import the stdlib-only modules, while everything that needs numpy,
onnx, gguf, onnxruntime or tokenizers runs inside the pinned converter venv:

  stdlib only          manifest.py (hashing, manifest read/verify), llama_config.py,
                       catalogue.py (scripts/catalogue.json: the chat models `--pull` fetches)
  converter venv       gguf_source.py  GGUF (llama, qwen2, gemma3) -> config + float32 weights (HF layout,
                                       read layer by layer) + tokenizer data
                       graph.py        the ONNX Llama/Qwen2/Gemma3 graph builder (shared with make_tiny_model.py)
                       quantize.py     4-bit MatMulNBits weight quantisation (after the graph, or
                                       while building it: Q4Linear)
                       tokenizer_build.py  tokenizer.json from a vocabulary and merges
                       model_files.py  config.json, tokenizer_config.json, chat template, ...
                       generate.py     a greedy KV-cache loop with onnxruntime (validation)
                       convert_chat.py CLI: GGUF -> validated model directory
                       check_embedder.py CLI: sanity check of the MiniLM embedder directory
                       safetensors_np.py  .safetensors -> numpy arrays (memory-mapped, no torch)
                       gemma_embed.py  EmbeddingGemma (sentence-transformers folder) -> ONNX graph,
                                       int8 embedding table, MatMulNBits quantisation
                       convert_gemma_embed.py CLI: EmbeddingGemma folder -> validated model directory
                       bench_gemma_embed.py   CLI: size/latency/accuracy of quantisation variants
  stdlib only          gemma_texts.py  check texts and the judge's prompt prefix

Nothing here ever imports this package's venv-only modules from `__init__`.
"""

# Bump whenever the converter's output changes in a way that matters: provisioning compares it
# with the manifest and rebuilds a model written by an older converter.
CONVERTER_VERSION = "1.0.0"
# The chat models' graph layout (graph.build_llama_gqa): part of a chat model's identity, so a model
# converted to the earlier plain-operator layout ("optimum", which the runtime still reads, only
# slower) is rebuilt by the next provisioning run or `keel models pull`. Embedders do not carry it.
CHAT_GRAPH_LAYOUT = "gqa"
