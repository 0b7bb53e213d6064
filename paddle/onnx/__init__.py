"""ONNX out and in (issue 12): `export` writes a trained model as an ONNX graph that onnxruntime
runs; `backend` runs ONNX models and nodes on this framework's registered ops
(`onnx.backend.base.Backend`). The `onnx` package is imported only when one of them is used.

    import paddle.onnx
    paddle.onnx.export("mnist.onnx", prediction, parameters=parameters)

    import paddle.onnx.backend as backend
    outputs = backend.prepare(onnx.load("mnist.onnx")).run([images])

See docs/onnx.md.
"""
from .export import OnnxExportError, export

__all__ = ["export", "OnnxExportError"]
