"""ONNX out and in (issue 12): `export` writes a trained model as an ONNX graph that onnxruntime
runs; `backend` runs ONNX models and nodes on this framework's registered ops
(`onnx.backend.base.Backend`)."""
