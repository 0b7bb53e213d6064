# @generated — DO NOT EDIT
# generator: python -m paddle.codegen (paddle.codegen.emit.package)
# sources: kernels/activation.py, kernels/compare.py, kernels/conv.py, kernels/cos_sim.py, kernels/cpp/hard_sigmoid_op.cc, kernels/cpp/label_smooth_op.cc, kernels/cpp/scale_op.cc, kernels/cpp/softsign_op.cc, kernels/dropout.py, kernels/elementwise.py, kernels/embedding.py, kernels/image_layers.py, kernels/indexing.py, kernels/init.py, kernels/init_random.py, kernels/layers.py, kernels/loss.py, kernels/lstm.py, kernels/math.py, kernels/matmul.py, kernels/metrics.py, kernels/norm.py, kernels/optimizer.py, kernels/pool.py, kernels/reduce.py, kernels/rnn_units.py, kernels/sequence.py, kernels/shape.py, kernels/unary.py
"""Generated per-op tests (hypothesis): `pytest generated/tests`."""
