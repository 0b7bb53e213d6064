"""PyTorch as an independent oracle for a whole MLP's gradients (skipped without torch)."""
import numpy as np
import pytest

from paddle import NetBuilder

torch = pytest.importorskip("torch")


@pytest.mark.parametrize("act", ["sigmoid", "relu", "tanh"])
def test_mlp_gradients_match_torch_autograd(act):
    b = NetBuilder()
    image, label = b.data("image", [None, 6]), b.data("label", [None, 1], "int64")
    hidden = b.add_op("fc", image, size=5, act=act)
    prob = b.add_op("fc", hidden, size=3, act="softmax")
    loss = b.add_op("mean", b.add_op("cross_entropy", [prob, label]))
    b.backward_from(loss)
    rng = np.random.default_rng(0)
    x = rng.normal(size=(8, 6)).astype(np.float32)
    y = rng.integers(0, 3, size=(8, 1))
    b.run(feed={"image": x, "label": y})
    params = {n: torch.tensor(b.scope.var(n).value, requires_grad=True)
              for n in ("fc_0.w", "fc_0.b", "fc_1.w", "fc_1.b")}
    h = getattr(torch, act)(torch.tensor(x) @ params["fc_0.w"] + params["fc_0.b"])
    p = torch.softmax(h @ params["fc_1.w"] + params["fc_1.b"], dim=1)
    ref = -torch.log(p[torch.arange(8), torch.tensor(y[:, 0])]).mean()
    ref.backward()
    np.testing.assert_allclose(loss.value[0], ref.item(), rtol=1e-5)
    for n, t in params.items():
        np.testing.assert_allclose(b.scope.var(n + "@GRAD").value, t.grad.numpy(), rtol=1e-4, atol=1e-6,
                                   err_msg=n)
