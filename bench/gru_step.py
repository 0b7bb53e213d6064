"""A GRU layer over 28 steps at batch 64 with 128 hidden units, forward and backward, against
torch.nn.GRU(28, 128) in the same process: bench/lstm_step.py with grumemory (fc of 3 * 128).

    env -u OPENBLAS_CORETYPE -u OPENBLAS_L2_SIZE BENCH_THREADS=1 python bench/gru_step.py
"""
from __future__ import annotations

import os
import sys

sys.path.insert(0, os.path.dirname(__file__))
import lstm_step  # noqa: E402  (sets the thread count before numpy)

if __name__ == "__main__":
    lstm_step.main(kind="gru")
