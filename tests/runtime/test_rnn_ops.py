"""LSTM and GRU ops (kernels/rnn_units.py, kernels/lstm.py, kernels/gru.py) against PyTorch's nn.LSTM / nn.GRU run
sequence by sequence, values and gradients, on ragged batches (an empty sequence, one of length 1,
longer ones), forwards and reversed, with and without initial states and bias; both cpu kernels
(C++ cells and the array-generic numpy ones); the numeric gradient through a real model; the
errors a user sees; the v2 layers and networks."""
import numpy as np
import pytest

import paddle
from paddle import Model, Tensor
from paddle.generated import layers
from paddle.model import backward, data, parameter
from paddle.registry import InputError, LodArray, ShapeError, default_registry
from paddle.testing import check_grad, check_oracle

from .helpers import numeric_gradient

torch = pytest.importorskip("torch")

LOD = [0, 3, 3, 4, 8]  # lengths 3, 0, 1, 4
RNG = np.random.default_rng(0)


def kernels(op):
    meta = default_registry().function(op)
    return {"cpu": meta.kernels["cpu"], "array": meta.kernels["array"]}


def grad_kernels(op):
    return kernels(f"{op}_grad")


def _torch_rnn(kind, x, weight, bias, h0, c0, reverse, gates):
    """Each sequence through torch.nn.LSTM / nn.GRU (input projection the identity), its hidden
    state (and cell) per step, and the gradients of sum(Hidden * wh) (+ sum(Cell * wc))."""
    size = weight.shape[0]
    rnn = (torch.nn.LSTM if kind == "lstm" else torch.nn.GRU)(gates * size, size).double()
    with torch.no_grad():
        rnn.weight_ih_l0.copy_(torch.eye(gates * size))
        rnn.bias_ih_l0.zero_()
        rnn.bias_hh_l0.zero_()
    tx = torch.tensor(x, requires_grad=True)
    tw = torch.tensor(weight, requires_grad=True)
    tb = torch.tensor(bias if bias is not None else np.zeros(gates * size), requires_grad=True)
    th0 = torch.tensor(h0 if h0 is not None else np.zeros((len(LOD) - 1, size)), requires_grad=True)
    tc0 = torch.tensor(c0 if c0 is not None else np.zeros((len(LOD) - 1, size)), requires_grad=True)
    hidden, cells = [None] * len(x), [None] * len(x)
    for k, (a, b) in enumerate(zip(LOD[:-1], LOD[1:])):
        if a == b:
            continue
        rows = list(range(b - 1, a - 1, -1)) if reverse else list(range(a, b))
        # torch computes x W_ih^T + b_ih + h W_hh^T + b_hh: W_hh = our weight transposed, b_ih ours
        steps = (tx[rows] + tb).unsqueeze(1)
        params = {"weight_ih_l0": rnn.weight_ih_l0, "weight_hh_l0": tw.t(), "bias_ih_l0": rnn.bias_ih_l0,
                  "bias_hh_l0": rnn.bias_hh_l0}
        state = (th0[k:k + 1].unsqueeze(0), tc0[k:k + 1].unsqueeze(0)) if kind == "lstm" else th0[k:k + 1].unsqueeze(0)
        if kind == "lstm":
            out, _ = torch.func.functional_call(rnn, params, (steps, state))
            # the cells, step by step, from torch's own cell
            h, c = state[0][0], state[1][0]
            for r in rows:
                h, c = torch.lstm_cell(tx[r:r + 1] + tb, (h, c), torch.eye(gates * size, dtype=torch.float64),
                                       tw.t())
                cells[r] = c[0]
        else:
            out, _ = torch.func.functional_call(rnn, params, (steps, state))
        for i, r in enumerate(rows):
            hidden[r] = out[i, 0]
    empty = torch.zeros((0, size), dtype=torch.float64)
    th = torch.stack(hidden) if len(x) else empty
    wh = torch.tensor(RNG.standard_normal(th.shape))
    loss = (th * wh).sum()
    tcell, wc = None, None
    if kind == "lstm":
        tcell = torch.stack(cells) if len(x) else empty
        wc = torch.tensor(RNG.standard_normal(tcell.shape))
        loss = loss + (tcell * wc).sum()
    loss.backward()
    grads = [tx.grad, tw.grad, tb.grad, th0.grad, tc0.grad]
    return (th.detach().numpy(), None if tcell is None else tcell.detach().numpy(),
            wh.numpy(), None if wc is None else wc.numpy(), [None if g is None else g.numpy() for g in grads])


def _inputs(gates, with_bias, with_h0, with_c0):
    size, n = 3, len(LOD) - 1
    x = RNG.standard_normal((LOD[-1], gates * size))
    w = RNG.standard_normal((size, gates * size)) * 0.6
    b = RNG.standard_normal(gates * size) if with_bias else None
    h0 = RNG.standard_normal((n, size)) if with_h0 else None
    c0 = RNG.standard_normal((n, size)) if with_c0 else None
    return x, w, b, h0, c0


@pytest.mark.parametrize("device", ["cpu", "array"])
@pytest.mark.parametrize("reverse", [False, True])
@pytest.mark.parametrize("given", [(True, True, True), (False, False, False), (True, False, True)])
def test_lstm_matches_torch_lstm_sequence_by_sequence(device, reverse, given):
    x, w, b, h0, c0 = _inputs(4, *given)
    want_h, want_c, wh, wc, want_grads = _torch_rnn("lstm", x, w, b, h0, c0, reverse, 4)
    lod = {"Input": [LOD]}
    hidden, cells, gates = kernels("lstm")[device](x, w, b, h0, c0, reverse=reverse, lod=lod)
    np.testing.assert_allclose(hidden, want_h, atol=1e-12)
    np.testing.assert_allclose(cells, want_c, atol=1e-12)
    grads = grad_kernels("lstm")[device](x, w, b, h0, c0, hidden, cells, gates, wh, wc, np.zeros_like(gates),
                                         reverse=reverse, lod=lod)
    for got, want, present in zip(grads, want_grads, [True, True, b is not None, h0 is not None, c0 is not None]):
        if present:
            np.testing.assert_allclose(got, want, atol=1e-10)
        else:
            assert got is None


@pytest.mark.parametrize("device", ["cpu", "array"])
@pytest.mark.parametrize("reverse", [False, True])
@pytest.mark.parametrize("given", [(True, True), (False, False)])
def test_gru_matches_torch_gru_sequence_by_sequence(device, reverse, given):
    x, w, b, h0, _ = _inputs(3, *given, False)
    want_h, _, wh, _, want_grads = _torch_rnn("gru", x, w, b, h0, None, reverse, 3)
    lod = {"Input": [LOD]}
    hidden, gates, proj = kernels("gru")[device](x, w, b, h0, reverse=reverse, lod=lod)
    np.testing.assert_allclose(hidden, want_h, atol=1e-12)
    grads = grad_kernels("gru")[device](x, w, b, h0, hidden, gates, proj, wh, None, None, reverse=reverse, lod=lod)
    for got, want, present in zip(grads, want_grads[:4], [True, True, b is not None, h0 is not None]):
        if present:
            np.testing.assert_allclose(got, want, atol=1e-10)
        else:
            assert got is None


@pytest.mark.parametrize("op", ["lstm", "gru"])
@pytest.mark.parametrize("reverse", [False, True])
def test_numeric_gradient_through_time_on_a_ragged_batch(op, reverse):
    gates = 4 if op == "lstm" else 3
    x, w, b, h0, c0 = _inputs(gates, True, True, op == "lstm")
    inputs = {"Input": LodArray.of(x, LOD), "Weight": w, "Bias": b, "H0": h0}
    if op == "lstm":
        inputs["C0"] = c0
    check_grad(op, inputs, {"reverse": reverse})
    check_oracle(op, inputs, {"reverse": reverse})


def test_units_without_bias_match_torch_cells():
    x, h = RNG.standard_normal((4, 9)), RNG.standard_normal((4, 3))
    w = RNG.standard_normal((3, 9))
    check_oracle("gru_unit", {"X": x, "H_prev": h, "Weight": w})
    check_grad("gru_unit", {"X": x, "H_prev": h, "Weight": w})
    check_oracle("lstm_unit", {"X": RNG.standard_normal((4, 12)), "C_prev": h}, {"forget_bias": 1.0})


def _assert_numeric_gradients(model, loss, grads, feed):
    """Each parameter's gradient against central differences of the whole model (float64)."""
    model.run(feed=feed)
    scope = model.root_scope()
    analytic = {param: scope.find_var(grad).tensor.numpy().copy() for param, grad in grads.items()}
    for param in grads:
        np.testing.assert_allclose(analytic[param], numeric_gradient(model, loss, feed, param), atol=1e-7, rtol=1e-5,
                                   err_msg=param)


def test_an_lstm_layer_trains_in_a_model_and_its_gradient_is_numeric():
    """d(mean of the last steps)/d(weights) through fc + lstm + sequence_pool, by central
    differences of the whole model in float64."""
    model = Model(dtype="float64")
    x = data("x", [None, 2], seq_type="sequence", model=model)
    hidden = layers.lstmemory(layers.fc(x, size=8, bias=False, model=model), model=model)
    loss = layers.mean(layers.sequence_pool(hidden, pool_type="last", model=model), model=model)
    grads = backward(loss, model=model)
    _assert_numeric_gradients(model, loss, grads, {"x": Tensor(RNG.standard_normal((8, 2)), lod=[LOD])})


@pytest.mark.parametrize("device", ["cpu", "array"])
@pytest.mark.parametrize("op", ["lstm", "gru"])
def test_an_unused_outputs_gradient_may_be_absent_and_reads_as_zeros(device, op):
    """The grad kernels take None for the gradients of Cell and Gates (the GRU's Gates and
    Projection), as zeros (zeros given: checked against torch above)."""
    gates = 4 if op == "lstm" else 3
    x, w, b, h0, c0 = _inputs(gates, True, True, op == "lstm")
    lod = {"Input": [LOD]}
    lstm = op == "lstm"
    outs = kernels(op)[device](x, w, b, h0, c0, reverse=False, lod=lod) if lstm else \
        kernels(op)[device](x, w, b, h0, reverse=False, lod=lod)
    forward = (x, w, b, h0, c0) if lstm else (x, w, b, h0)
    dh = RNG.standard_normal(outs[0].shape)
    zeros = [np.zeros_like(o) for o in outs[1:]]
    given = grad_kernels(op)[device](*forward, *outs, dh, *zeros, reverse=False, lod=lod)
    absent = grad_kernels(op)[device](*forward, *outs, dh, None, None, reverse=False, lod=lod)
    for a, z in zip(absent, given):
        np.testing.assert_allclose(a, z, rtol=0, atol=1e-14)


def test_backward_fills_no_zeros_for_an_lstms_unused_outputs_and_passes_a_used_ones():
    """fc + lstm where only Hidden and Cell reach the loss: lstm_grad reads Cell@GRAD, no
    Gates@GRAD and no array of zeros; the gradients are the numeric ones."""
    model = Model(dtype="float64")
    x = data("x", [None, 2], seq_type="sequence", model=model)
    w = parameter("lstm.w", [2, 8], model=model)
    hidden, cell, _ = layers.lstm(layers.fc(x, size=8, bias=False, model=model), w, model=model)
    loss = layers.mean(layers.elementwise_add(hidden, cell, model=model), model=model)
    grads = backward(loss, model=model)
    ops = model.root_net().ops
    (lstm_grad,) = [op for op in ops if op.type == "lstm_grad"]
    assert "Cell@GRAD" in lstm_grad.desc.inputs and "Gates@GRAD" not in lstm_grad.desc.inputs
    assert [op.attrs["value"] for op in ops if op.type == "fill_like"] == [1.0]  # the loss's seed only
    _assert_numeric_gradients(model, loss, grads, {"x": Tensor(RNG.standard_normal((8, 2)), lod=[LOD])})


def test_mistakes_are_reported_in_the_users_words():
    model = Model()
    x = data("x", [None, 8], seq_type="sequence", model=model)
    with pytest.raises(ShapeError, match=r"lstm layer: Weight should be \[H, 4 \* H\]"):
        layers.lstm(x, parameter("w", [3, 8], model=model), model=model)
    h, _ = layers.lstm_unit(data("g", [None, 8], model=model), data("c", [None, 3], model=model), model=model)
    with pytest.raises(InputError, match=r"lstm_unit layer's input X should have 4 \* H columns \(the gates i, "
                       r"f, g, o\), where C_prev has H = 3, got 8"):
        model.run(h, feed={"g": np.zeros((2, 8), np.float32), "c": np.zeros((2, 3), np.float32)})
    with pytest.raises(ShapeError, match="lstmemory layer: input should have 4 \\* size columns"):
        layers.lstmemory(data("odd", [None, 6], seq_type="sequence", model=model), model=model)
    with pytest.raises(ShapeError, match=r"size should be input's width / 4 \(2\) or 0, got 3"):
        layers.lstmemory(x, size=3, model=model)
    rows = data("rows", [None, 8], model=model)
    with pytest.raises(InputError, match="lstm layer's input Input should have sequence type 'sequence'"):
        layers.lstm(rows, parameter("w2", [2, 8], model=model), model=model)
    h0 = data("h0", [None, 2], model=model)
    hidden, _, _ = layers.lstm(x, parameter("w3", [2, 8], model=model), None, h0, model=model)
    with pytest.raises(InputError, match=r"lstm layer's input H0 should have one row per sequence of Input \(4\)"):
        model.run(hidden, feed={"x": Tensor(RNG.standard_normal((8, 8)).astype(np.float32), lod=[LOD]),
                                "h0": np.zeros((3, 2), np.float32)})


def test_v2_simple_lstm_and_simple_gru():
    import paddle.v2 as v2
    for network, gates in ((v2.networks.simple_lstm, 4), (v2.networks.simple_gru, 3)):
        with v2.Tape():
            rows = v2.layer.data(name="rows", type=v2.data_type.dense_vector_sequence(5))
            hidden = network(input=rows, size=6, bias_param_attr=False) if gates == 4 else \
                network(input=rows, size=6, gru_bias_attr=False)
            last = v2.layer.sequence_pool(input=hidden, pool_type="last")
            params = v2.parameters.create(last)
            shapes = sorted(params.get_shape(n) for n in params.names())
            assert shapes == sorted([(5, gates * 6), (6, gates * 6)]), shapes  # no biases
            out = v2.infer(output_layer=last, parameters=params,
                           input=[(RNG.standard_normal((k, 5)).astype(np.float32),) for k in (3, 1, 2)])
            assert out.shape == (3, 6)
        with v2.Tape():
            rows = v2.layer.data(name="rows", type=v2.data_type.dense_vector_sequence(5))
            hidden = network(input=rows, size=6, reverse=True)
            params = v2.parameters.create(hidden)
            assert len(params.names()) == 3  # projection, hidden-to-hidden weights, bias
    assert paddle.v2.layer.lstmemory is not None and paddle.v2.layer.grumemory is not None
