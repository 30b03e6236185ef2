//! ONNX Runtime adapters.
