"""Real models through paddle.onnx.backend against onnxruntime: one thread each, the same inputs,
timed in interleaved rounds (ours, then onnxruntime's, a few calls each), the median round kept.

    python bench/onnx_models.py [NAME...]    # default: all five

ResNet-50 and DenseNet-121 at 224 px (torchvision's layouts, written out in
tests/onnx_backend/arch_export.py), BERT-tiny (2 layers, hidden 128, 128 tokens), ViT-tiny (12
layers, hidden 192, 224 px), and a bi-LSTM (8 x 50 steps, 64 -> 128). The models are exported
by torch.onnx.export in a subprocess (transformers must be installed for BERT-tiny and
ViT-tiny; they are skipped otherwise). Targets (issue 19): <= 1.5x on the CNNs, <= 2x on the others.
"""
from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Callable

sys.path.insert(0, os.path.dirname(__file__))
import _threads  # noqa: E402,F401  (before numpy: one BLAS / OpenMP thread)

import numpy as np  # noqa: E402
import onnx  # noqa: E402
import onnxruntime as ort  # noqa: E402

import paddle.onnx.backend as backend  # noqa: E402

EXPORT = Path(__file__).resolve().parents[1] / "tests" / "onnx_backend" / "arch_export.py"
MODELS = {"resnet50": "ResNet-50", "densenet121": "DenseNet-121", "bert_tiny": "BERT-tiny", "vit_tiny": "ViT-tiny",
          "bilstm_bench": "bi-LSTM"}
TARGET = {"resnet50": 1.5, "densenet121": 1.5}


def rounds(ours: Callable[[], object], theirs: Callable[[], object], count: int = 5,
           calls: int = 2) -> tuple[float, float, float, float]:
    """Median seconds per call of each, over `count` interleaved rounds of `calls` calls: wall
    time, then this thread's CPU time (both run in the calling thread with one thread each, so
    on a loaded machine the CPU times still compare the work, where wall times add the waits)."""
    def block(fn: Callable[[], object]) -> tuple[float, float]:
        start, cpu = time.perf_counter(), time.thread_time()
        for _ in range(calls):
            fn()
        return (time.perf_counter() - start) / calls, (time.thread_time() - cpu) / calls
    ours(), theirs()  # warm-up (our first run builds the net)
    a, b = [], []
    for _ in range(count):
        a.append(block(ours))
        b.append(block(theirs))
    return (statistics.median(t for t, _ in a), statistics.median(t for t, _ in b),
            statistics.median(c for _, c in a), statistics.median(c for _, c in b))


def bench(name: str, folder: Path) -> None:
    err = folder / f"{name}.err"
    if err.exists():
        print(f"{MODELS[name]:14s} export failed: {err.read_text().strip().splitlines()[-1]}")
        return
    model = onnx.load(str(folder / f"{name}.onnx"))
    with np.load(folder / f"{name}.npz") as f:
        feeds = {k: f[k] for k in f.files}
    options = ort.SessionOptions()
    options.intra_op_num_threads = options.inter_op_num_threads = 1
    session = ort.InferenceSession(model.SerializeToString(), options, providers=["CPUExecutionProvider"])
    try:
        rep = backend.prepare(model)
        rep.run(feeds)
    except Exception as e:  # noqa: BLE001  (a model we cannot run yet is reported, the others go on)
        print(f"{MODELS[name]:14s} not run by paddle.onnx.backend: {type(e).__name__}: {str(e)[:200]}")
        return
    ours, theirs, ours_cpu, theirs_cpu = rounds(lambda: rep.run(feeds), lambda: session.run(None, feeds))
    target = TARGET.get(name, 2.0)
    print(f"{MODELS[name]:14s} ours {ours * 1e3:9.2f} ms   onnxruntime {theirs * 1e3:9.2f} ms   "
          f"ratio {ours / theirs:5.2f}x   (cpu {ours_cpu * 1e3:8.2f} / {theirs_cpu * 1e3:8.2f} ms: "
          f"{ours_cpu / theirs_cpu:5.2f}x)   (target <= {target}x)", flush=True)


def main(names: list[str]) -> None:
    """`BENCH_ONNX_DIR`: a folder the models were exported to before (kept there), else a new one."""
    names = names or list(MODELS)
    keep = os.environ.get("BENCH_ONNX_DIR")
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(keep or tmp)
        missing = [n for n in names if not (folder / f"{n}.onnx").exists()]
        if missing:
            subprocess.run([sys.executable, str(EXPORT), str(folder), *missing], check=True)
        print(f"one thread each; median of interleaved rounds ({os.cpu_count()} cores on this machine, "
              f"load average {os.getloadavg()[0]:.1f})")
        for name in names:
            bench(name, folder)


if __name__ == "__main__":
    main(sys.argv[1:])
