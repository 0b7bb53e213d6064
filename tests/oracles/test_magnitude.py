"""An op's declared `magnitude` (the size of the terms an output element sums): where terms
cancel, a float32 kernel is compared within a few roundings of it, and nowhere else looser."""
import numpy as np
import pytest

from paddle.registry import DeclarationError, Function, Registry
from paddle.testing import check_oracle

BIG = np.float32(2.8823036e17)


def test_float32_cancellation_in_a_product_is_accepted():
    """BLAS's fused multiply-add leaves one product's rounding (2.95e20) where the exact answer is 0."""
    x = np.array([[-BIG, -BIG]], np.float32)
    y = np.array([[-BIG, BIG], [BIG, BIG]], np.float32)
    assert check_oracle("mul", {"X": x, "Y": y})


def test_float32_cancellation_in_a_sum_is_accepted():
    xs = [np.array([[BIG]], np.float32), np.array([[1000.0]], np.float32), np.array([[-BIG]], np.float32)]
    assert check_oracle("sum", {"X": xs})


def test_a_wrong_product_is_still_caught_beside_big_terms():
    def wrong(x, y):
        return x @ y + np.float32(1.0)  # off by 1 where the terms are of size ~1: far beyond the slack

    reg = Registry()
    (Function("mm", "a wrong matrix product").input("X", shape=("M", "K")).input("Y", shape=("K", "N"))
     .output("Out", shape=("M", "N"))
     .oracle("torch", "torch.matmul(X, Y)", magnitude="torch.matmul(X.abs(), Y.abs())")
     .kernel(wrong).no_grad("test").register(reg))
    x = np.array([[0.5, -0.25]], np.float32)
    with pytest.raises(AssertionError):
        check_oracle("mm", {"X": x, "Y": np.eye(2, dtype=np.float32)}, registry=reg)


def test_a_magnitude_naming_no_slot_is_refused():
    fn = (Function("op", "a test op").input("X").output("Out", like="X")
          .oracle("torch", "torch.neg(X)", magnitude="torch.abs(Z)").kernel(lambda x: -x).no_grad("test"))
    with pytest.raises(DeclarationError, match="magnitude 'torch.abs\\(Z\\)' names 'Z', which is no input"):
        fn.register(Registry())
