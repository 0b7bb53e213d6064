"""The GPU's fused kernels (generated/cuda/fused_ops.cu, from the same `.elementwise`
declarations as the C++ ones) against the unfused ops they replace.

Everywhere: the generated CUDA file compiled as C++ with a shim for CUDA's launch variables (one
"thread" walking every element) and each kernel called through ctypes: its expressions and its
indexing of X, Y and the per-channel maps, checked with no GPU. With a usable GPU: the same kernels
compiled by cupy and launched by kernels/_fused_gpu.py, and the plan's pass on a GPU place (a
training net learns what it learns unfused; an inference run fuses batch norm + relu).
"""
import ctypes
import shutil
import subprocess

import numpy as np
import pytest

import paddle
from paddle.core.device import gpu_usable
from paddle.kernels import _fused_gpu
from paddle.registry.fusion import fused_name

from .test_fused_ops import (CASES, TAILS, _ids, _inputs, _kernel, _numeric_grads, _plans, _tiled, _unfused,
                             conv_bn_relu, small_net)
from .test_fused_ops import flags  # noqa: F401  (the fixture)

SHIM = """#include <math.h>
#define __device__
#define __forceinline__ inline
#define __global__
struct PaddleDim { long long x; };
static const PaddleDim blockIdx{0}, blockDim{1}, gridDim{1}, threadIdx{0};
"""
TYPES = {np.dtype(np.float32): "float", np.dtype(np.float64): "double"}
needs_gpu = pytest.mark.skipif(not gpu_usable(), reason="no usable GPU (cupy needs a device)")


@pytest.fixture(scope="module")
def host_build(tmp_path_factory):
    """generated/cuda/fused_ops.cu, as the runtime finds it, built as a C++ shared library."""
    compiler = shutil.which("c++") or shutil.which("g++")
    if compiler is None:
        pytest.skip("no C++ compiler")
    folder = tmp_path_factory.mktemp("fused_cuda")
    (folder / "shim.h").write_text(SHIM)
    lib = folder / "fused.so"
    subprocess.run([compiler, "-O1", "-shared", "-fPIC", "-include", str(folder / "shim.h"), "-x", "c++",
                    str(_fused_gpu.SOURCE), "-o", str(lib)], check=True, capture_output=True)
    return ctypes.CDLL(str(lib))


def _call(lib, name, dtype, arrays, n, m, inner):
    fn = getattr(lib, f"{name}_{TYPES[np.dtype(dtype)]}")
    fn.restype = None
    pointers = [a.ctypes.data_as(ctypes.c_void_p) for a in arrays]
    fn(*pointers, ctypes.c_longlong(n), ctypes.c_longlong(m), ctypes.c_longlong(inner))


def host_forward(lib, name, x, y, m, inner):
    out = np.empty_like(x)
    _call(lib, name, x.dtype, (x, y, out), x.size, m, inner)
    return out


def host_backward(lib, name, x, y, out, dout, m, inner):
    dx, dy = np.empty_like(x), np.empty_like(x)
    _call(lib, name + "_grad", x.dtype, (x, y, out, dout, dx, dy), x.size, m, inner)
    return dx, dy.reshape(-1, m, inner).sum(axis=(0, 2)).reshape(y.shape)


def host_affine(lib, name, x, a, b, m, inner):
    out = np.empty_like(x)
    _call(lib, name, x.dtype, (x, a, b, out), x.size, m, inner)
    return out


def test_every_chain_and_tail_has_a_cuda_kernel_per_dtype(host_build):
    names = {fused_name(h, t) for h, t, _, _ in CASES} | {f"fused_affine_{t}" for t in TAILS}
    for name in names:
        for suffix in ("", "_grad") if "affine" not in name else ("",):
            for t in TYPES.values():
                assert hasattr(host_build, f"{name}{suffix}_{t}"), f"{name}{suffix}_{t}"


@pytest.mark.parametrize("dtype", [np.float32, np.float64])
@pytest.mark.parametrize("case", CASES, ids=_ids)
def test_cuda_forward_is_the_unfused_ops(host_build, case, dtype):
    head, tail, xs, ys = case
    x, y = _inputs(xs, ys, dtype)
    got = host_forward(host_build, fused_name(head, tail), x, y, *_tiled(x, y))
    tol = 1e-6 if dtype == np.float32 else 1e-13
    np.testing.assert_allclose(got, _unfused(head, tail, x, y), rtol=tol, atol=tol)


@pytest.mark.parametrize("case", CASES, ids=_ids)
def test_cuda_gradient_is_the_numeric_gradient_of_the_unfused_chain(host_build, case):
    head, tail, xs, ys = case
    x, y = _inputs(xs, ys, np.float64, seed=1)
    dout = np.random.default_rng(2).normal(size=xs)
    dx, dy = host_backward(host_build, fused_name(head, tail), x, y, _unfused(head, tail, x, y), dout, *_tiled(x, y))
    want_dx, want_dy = _numeric_grads(head, tail, x, y, dout)
    np.testing.assert_allclose(dx, want_dx, rtol=1e-6, atol=1e-8)
    np.testing.assert_allclose(dy, want_dy, rtol=1e-6, atol=1e-8)


def _batch_norm_case(shape, dtype, seed=3):
    rng = np.random.default_rng(seed)
    c = shape[1]
    x = rng.normal(size=shape).astype(dtype)
    scale, bias, mean = (rng.normal(size=c).astype(dtype) for _ in range(3))
    variance = rng.uniform(0.2, 2.0, size=c).astype(dtype)
    y = _kernel("batch_norm", x.dtype)(x, scale, bias, mean, variance, momentum=0.9, epsilon=1e-5, is_test=True)[0]
    a = scale.astype(np.float64) / np.sqrt(variance.astype(np.float64) + 1e-5)
    b = bias.astype(np.float64) - mean.astype(np.float64) * a
    return x, y, a, b, c, int(np.prod(shape[2:]))


@pytest.mark.parametrize("dtype", [np.float32, np.float64])
@pytest.mark.parametrize("tail", TAILS)
@pytest.mark.parametrize("shape", [(3, 5, 4, 3), (2, 7), (1, 3, 5)])
def test_cuda_affine_is_batch_norm_in_inference_then_the_activation(host_build, shape, tail, dtype):
    x, y, a, b, m, inner = _batch_norm_case(shape, dtype)
    got = host_affine(host_build, f"fused_affine_{tail}", x, a, b, m, inner)
    tol = 1e-6 if dtype == np.float32 else 1e-13
    np.testing.assert_allclose(got, _kernel(tail, x.dtype)(y), rtol=tol, atol=tol)


# --- on a GPU -------------------------------------------------------------------------------------
@needs_gpu
@pytest.mark.parametrize("dtype", [np.float32, np.float64])
@pytest.mark.parametrize("case", CASES, ids=_ids)
def test_gpu_kernels_are_the_unfused_ops(case, dtype):
    import cupy
    head, tail, xs, ys = case
    x, y = _inputs(xs, ys, dtype, seed=1)
    dout = np.random.default_rng(2).normal(size=xs).astype(dtype)
    m, inner = _tiled(x, y)
    name = fused_name(head, tail)
    out = _fused_gpu.forward(name, cupy.asarray(x), cupy.asarray(y), m, inner)
    dx, dy = _fused_gpu.backward(name, cupy.asarray(x), cupy.asarray(y), out, cupy.asarray(dout), m, inner)
    tol = 1e-5 if dtype == np.float32 else 1e-12
    want = _unfused(head, tail, x, y)
    np.testing.assert_allclose(out.get(), want, rtol=tol, atol=tol)
    want_dx, want_dy = host_backward_reference(head, tail, x, y, want, dout)
    np.testing.assert_allclose(dx.get(), want_dx, rtol=tol, atol=tol)
    np.testing.assert_allclose(dy.get(), want_dy, rtol=tol, atol=tol * 10)


def host_backward_reference(head, tail, x, y, out, dout):
    """The unfused gradient: the tail's grad kernel, then the head's gradient (add: Out@GRAD for
    both inputs, Y's summed over what its broadcast added)."""
    g = _kernel(f"{tail}_grad", x.dtype)(x, out, dout)
    m, inner = _tiled(x, y)
    return g, g.reshape(-1, m, inner).sum(axis=(0, 2)).reshape(y.shape)


@needs_gpu
@pytest.mark.parametrize("tail", TAILS)
def test_gpu_affine_is_batch_norm_in_inference_then_the_activation(tail):
    import cupy
    x, y, a, b, m, inner = _batch_norm_case((3, 5, 4, 3), np.float32)
    got = _fused_gpu.affine(f"fused_affine_{tail}", cupy.asarray(x), cupy.asarray(a), cupy.asarray(b), m, inner)
    np.testing.assert_allclose(got.get(), _kernel(tail, x.dtype)(y), rtol=1e-5, atol=1e-6)


def _train_on_gpu(fuse, steps=3):
    paddle.set_flags(fuse_elementwise=fuse)
    model, avg, _, _, updates = small_net("float32")
    model.set_place(paddle.GPUPlace(0))
    rng = np.random.default_rng(0)
    feed = {"x": rng.normal(size=(4, 3, 5, 5)).astype("float32"), "label": rng.integers(0, 3, (4, 1))}
    losses = [float(np.asarray(model.run(avg, feed=feed, train=updates)[0])) for _ in range(steps)]
    return model, losses


@needs_gpu
def test_a_gpu_training_net_fused_learns_what_it_learns_unfused(flags):  # noqa: F811
    _, losses = _train_on_gpu(False)
    model, fused_losses = _train_on_gpu(True)
    steps = [(len(p.steps), len(p.run_steps)) for p in _plans(model)]
    assert any(run < all_ for all_, run in steps), steps  # the pass did fuse on the GPU
    np.testing.assert_allclose(fused_losses, losses, rtol=1e-5)


@needs_gpu
def test_a_gpu_inference_run_fuses_batch_norm_and_relu(flags):  # noqa: F811
    feed = {"x": np.random.default_rng(5).normal(size=(3, 2, 5, 5)).astype("float32")}
    results = []
    for fuse in (False, True):
        paddle.set_flags(fuse_elementwise=fuse)
        model, out = conv_bn_relu("float32")
        model.set_place(paddle.GPUPlace(0))
        results.append(np.asarray(model.run(out, feed=feed, inference=True)))
        assert all(len(p.run_steps) == len(p.steps) - fuse for p in _plans(model))
    np.testing.assert_allclose(results[1], results[0], rtol=1e-5, atol=1e-6)
