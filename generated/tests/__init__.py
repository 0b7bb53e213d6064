# @generated — DO NOT EDIT
# generator: python -m paddle.codegen (paddle.codegen.emit.package)
# sources: kernels/activation.py, kernels/cos_sim.py, kernels/cpp/scale_op.cc, kernels/elementwise.py, kernels/init.py, kernels/layers.py, kernels/loss.py, kernels/math.py, kernels/metrics.py, kernels/optimizer.py, kernels/reduce.py, kernels/unary.py
"""Generated per-op tests (hypothesis): `pytest generated/tests`."""
