"""Real architectures through paddle.onnx.backend, against onnxruntime on the same inputs.

Each model is built from code with random weights (tests/onnx_backend/arch_export.py: torchvision-
style CNNs written out, Hugging Face transformers' models from tiny configs; nothing downloaded)
and exported by torch.onnx.export (the TorchScript exporter; the dynamo one too for some), in a
subprocess whose sys.path leaves out the repository (our top-level `kernels/` would shadow a
package transformers imports). Both backends run the exported model; the largest difference,
relative to the largest magnitude of onnxruntime's output, must stay within 1e-4.

A model that does not convert yet is an xfail(strict=True) naming the first missing op or limit:
the day it passes, the xfail fails and the line goes.
"""
from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

import numpy as np
import onnx
import pytest

import paddle.onnx.backend as backend

ort = pytest.importorskip("onnxruntime")

EXPORT = Path(__file__).with_name("arch_export.py")
TOLERANCE = 1e-4

# name -> None (passes) or the reason it does not yet (a strict xfail)
CNN = {
    "resnet18": None,
    "mobilenet_v2": None,
    "shuffle_block": None,
    "convnext_block": None,
    "text_cnn": None,
    "unet": None,
    "bilstm": None,
    "bigru": None,
}
_BOOL_FLATTEN = "flatten of a bool tensor (the attention mask's expansion): dtypes through the core"
TRANSFORMERS = {
    "bert": None,
    "distilbert": None,
    "roberta": None,
    "gpt2": None,
    "t5_encoder": None,
    "vit": None,
    "llama": None,
    "whisper_encoder": None,
}
# the dynamo exporter (torch.export, then onnxscript): masks reach GatherND; its failures as above
DYNAMO = {
    "text_cnn": None,
    "bilstm": None,
    "bert": None,
    "distilbert": None,
    "roberta": None,
    "gpt2": None,
    "t5_encoder": None,
    "llama": None,
}
HAS_TRANSFORMERS = importlib.util.find_spec("transformers") is not None
HAS_ONNXSCRIPT = importlib.util.find_spec("onnxscript") is not None


@pytest.fixture(scope="module")
def exported(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """Per exporter, every model exported once, in one subprocess (torch and transformers
    imported once), on first use."""
    folders: dict[str, Path] = {}

    def export(exporter: str, names: list[str]) -> None:
        out = folders[exporter] = tmp_path_factory.mktemp(exporter)
        subprocess.run([sys.executable, str(EXPORT), str(out), "--exporter", exporter, *names], check=True,
                       timeout=900)
    export("torchscript", list(CNN) + (list(TRANSFORMERS) if HAS_TRANSFORMERS else []))
    if HAS_ONNXSCRIPT:
        export("dynamo", [n for n in DYNAMO if HAS_TRANSFORMERS or n in CNN])
    return folders


def _cases() -> list[object]:
    cases = []
    tables = (("torchscript", CNN, None), ("torchscript", TRANSFORMERS, "transformers"), ("dynamo", DYNAMO, None))
    for exporter, table, needs in tables:
        for name, reason in table.items():
            marks = [pytest.mark.xfail(strict=True, reason=reason)] if reason else []
            if (needs or name not in CNN) and not HAS_TRANSFORMERS:
                marks.append(pytest.mark.skip(reason="transformers is not installed (pyproject's dev extra)"))
            if exporter == "dynamo" and not HAS_ONNXSCRIPT:
                marks.append(pytest.mark.skip(reason="onnxscript (the dynamo exporter's) is not installed"))
            cases.append(pytest.param(exporter, name, marks=marks, id=f"{exporter}-{name}"))
    return cases


def _load(folder: Path, name: str) -> tuple[onnx.ModelProto, dict[str, np.ndarray]]:
    err = folder / f"{name}.err"
    if err.exists():
        pytest.fail(f"torch.onnx.export of {name} failed:\n{err.read_text()[-2000:]}")
    with np.load(folder / f"{name}.npz") as feeds:
        return onnx.load(str(folder / f"{name}.onnx")), {k: feeds[k] for k in feeds.files}


def _onnxruntime(model: onnx.ModelProto, feeds: dict[str, np.ndarray]) -> list[np.ndarray]:
    options = ort.SessionOptions()
    options.intra_op_num_threads = 1
    session = ort.InferenceSession(model.SerializeToString(), options, providers=["CPUExecutionProvider"])
    return list(session.run(None, feeds))


@pytest.mark.parametrize("exporter, name", _cases())
def test_architecture_matches_onnxruntime(exporter: str, name: str, exported: dict[str, Path]) -> None:
    model, feeds = _load(exported[exporter], name)
    expected = _onnxruntime(model, feeds)
    got = backend.prepare(model).run(feeds)
    assert len(got) == len(expected)
    for ours, theirs in zip(got, expected):
        ours = np.asarray(ours)
        assert ours.shape == theirs.shape and ours.dtype == theirs.dtype
        scale = max(float(np.abs(theirs).max()), 1e-30)
        assert float(np.abs(ours.astype(np.float64) - theirs).max()) / scale <= TOLERANCE
