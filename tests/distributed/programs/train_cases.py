"""Train the named cases (models.py) and save each rank's parameters: <out>/<case>-rank<r>.npz.

    python train_cases.py OUT v2_mlp model_conv_bn ...           # one process
    mpirun -n 2 python -m paddle.distributed.run train_cases.py OUT v2_mlp ...

With ONE_GRADIENT_A_BUCKET=1 in the environment every gradient gets a bucket of its own (the
overlapped backward then interleaves many reductions with the backward ops).
"""
import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))  # also under plain python

import paddle.distributed as dist  # noqa: E402
from models import CASES  # noqa: E402
from paddle.distributed import buckets  # noqa: E402

if os.environ.get("ONE_GRADIENT_A_BUCKET") == "1":
    buckets.FIRST_BUCKET_BYTES = buckets.BUCKET_BYTES = 1

out, names = sys.argv[1], sys.argv[2:]
for name in names:
    params = CASES[name]()
    np.savez(os.path.join(out, f"{name}-rank{dist.rank()}.npz"), **params)
