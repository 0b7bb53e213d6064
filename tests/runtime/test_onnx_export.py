"""ONNX export (issue 12): onnxruntime runs what paddle.onnx.export writes and gives our outputs.

onnxruntime (the dev extra pins 1.31.1) is the oracle: the trained MNIST MLP and LeNet-5, and
every op of the translation table as a one-op net on sampled inputs, run through our runtime
and through onnxruntime on the exported file.
"""
from __future__ import annotations

import importlib.util
import pathlib
import subprocess
import sys

import numpy as np
import pytest

import paddle
from paddle.core.desc import NetDesc, VarDesc
from paddle.errors import ModelError
from paddle.io import Predictor, load_inference_model, save_inference_model
from paddle.onnx.export import IR_VERSION, OPSET, TRANSLATIONS, OnnxExportError, export, translated_ops
from paddle.registry import DataType, OpDesc, PaddleError, TensorInfo, default_registry
from paddle.testing import sample_case

onnx = pytest.importorskip("onnx")
ort = pytest.importorskip("onnxruntime")

EXAMPLES = pathlib.Path(__file__).resolve().parents[2] / "examples"
RTOL, ATOL = 1e-5, 1e-6


def _session(proto):
    return ort.InferenceSession(proto.SerializeToString(), providers=["CPUExecutionProvider"])


def _close(theirs, ours, rtol=RTOL, atol=ATOL):
    ours = np.asarray(ours)
    assert theirs.shape == ours.shape and theirs.dtype == ours.dtype, (theirs.shape, theirs.dtype, ours.shape,
                                                                       ours.dtype)
    finite = np.abs(ours[np.isfinite(ours)]) if ours.dtype.kind == "f" else np.zeros(0)
    scale = max(1.0, float(finite.max())) if finite.size else 1.0
    np.testing.assert_allclose(theirs, ours, rtol=rtol, atol=atol * scale)


# --- every op of the table, as a one-op net --------------------------------------------------------
# outputs that inference reads (the others are training state the export leaves out)
OUTPUTS = {"dropout": ["Out"], "batch_norm": ["Y"], "layer_norm": ["Y"]}
ATTRS = {"dropout": {"is_test": True, "dropout_prob": 0.3}, "batch_norm": {"is_test": True}}
# hand-picked attributes beyond the defaults the sampler uses
EXTRA = [
    ("conv2d", {"strides": [2, 1], "paddings": [1, 2], "dilations": [1, 2], "groups": 1}),
    ("conv2d", {"strides": [1, 2], "paddings": [0, 1], "dilations": [2, 1], "groups": 2}),
    ("conv2d_transpose", {"strides": [2, 2], "paddings": [1, 0], "dilations": [1, 1], "groups": 1}),
    ("pool2d", {"pooling_type": "max", "ksize": [3, 3], "strides": [2, 2], "paddings": [1, 1]}),
    ("pool2d", {"pooling_type": "avg", "ksize": [3, 2], "strides": [1, 2], "paddings": [1, 1], "exclusive": True}),
    ("pool2d", {"pooling_type": "avg", "ksize": [2, 2], "strides": [2, 2], "paddings": [1, 1], "exclusive": False}),
    ("pool2d", {"pooling_type": "max", "ksize": [2, 2], "strides": [2, 2], "global_pooling": True}),
    ("pool2d", {"pooling_type": "avg", "ksize": [2, 2], "strides": [2, 2], "global_pooling": True}),
    ("pool2d", {"pooling_type": "max", "ksize": [3, 3], "strides": [2, 2], "ceil_mode": True}),
    ("softmax", {"axis": 0}),
    ("reduce_sum", {"dim": [0, -1], "keep_dim": True}),
    ("reduce_mean", {"dim": [1]}),
    ("reduce_max", {"dim": [-1], "keep_dim": True}),
    ("logsumexp", {"dim": [0]}),
    ("argmax", {"axis": -1, "keep_dim": True}),
    ("matmul", {"transpose_x": True, "transpose_y": True}),
    ("gelu", {"approximate": True}),
    ("lookup_table", {"padding_idx": 0}),
    ("squeeze", {"axes": [0]}),
    ("split", {"axis": 0, "num": 1, "sections": [1, -1]}),
    ("layer_norm", {"begin_norm_axis": 2}),
    ("leaky_relu", {"alpha": 0.3}),
    ("softplus", {"beta": 2.0, "threshold": 1.0}),
    ("scale", {"scale": -2.5, "bias": 0.75}),
    ("clip", {"min": -0.5, "max": 0.25}),
    ("cast", {"out_dtype": "int32"}),
    ("top_k", {"k": 2}),
    ("reshape", {"shape": [0, -1]}),
    ("transpose", {"perm": [1, 0]}),
    ("pad", {"paddings": [0, 2, 1, 0], "pad_value": 0.5}),  # asymmetric: ONNX lists all begins, then all ends
]


def _one_op_predictor(op_type: str, inputs: dict, attrs: dict) -> tuple[Predictor, dict]:
    """A Predictor of a net of one op: its inputs fed (a variadic slot's as X_0, X_1, ...)."""
    meta = default_registry().function(op_type)
    slots, feed, infos, vars_ = {}, {}, {}, []
    for t in meta.inputs:
        value = inputs.get(t.name)
        if value is None:
            continue
        arrays = value if isinstance(value, list) else [value]
        names = [f"{t.name}_{i}" for i in range(len(arrays))] if isinstance(value, list) else [t.name]
        slots[t.name] = names
        for n, a in zip(names, arrays):
            a = np.asarray(a)
            feed[n], infos[n] = a, TensorInfo(a.shape, DataType.of(a.dtype))
            vars_.append(VarDesc(name=n, label="input", shape=a.shape, dtype=a.dtype.name))
    wanted = OUTPUTS.get(op_type, [t.name for t in meta.outputs])
    parts = len(attrs["sections"] or ()) or attrs["num"] if op_type == "split" else 1  # split's variadic Out
    outs = {t.name: [f"out_{t.name}_{i}" for i in range(parts)] if t.variadic else [f"out_{t.name}"]
            for t in meta.outputs}
    desc = NetDesc(version="1.1", ops=(OpDesc(type=op_type, inputs=slots, outputs=outs, attrs=attrs),),
                   vars=tuple(vars_))
    return Predictor(desc, infos, [n for s in wanted for n in outs[s]], {}), feed


def _cases():
    cases = [pytest.param(t, {}, id=t) for t in translated_ops()]
    return cases + [pytest.param(t, a, id=f"{t}-{i}") for i, (t, a) in enumerate(EXTRA)]


@pytest.mark.parametrize("seed, region", [(1, "smooth"), (2, "smooth"), (1, "extremes")])
@pytest.mark.parametrize("op_type, attrs", _cases())
def test_each_translated_op_matches_onnxruntime(op_type, attrs, seed, region):
    """Smooth inputs, and extreme ones (huge, tiny, zero, the kinks of piecewise ops)."""
    attrs = {**ATTRS.get(op_type, {}), **attrs}
    meta = default_registry().function(op_type)
    dtype = "float32" if any(t.dtypes is None or any(d.value == "float32" for d in t.dtypes)
                             for t in meta.inputs) or not meta.inputs else None
    case = sample_case(op_type, seed=seed, dtype=dtype, attrs=attrs, region=region)
    predictor, feed = _one_op_predictor(op_type, case.inputs, case.attrs)
    ours = predictor.run(feed)
    proto = export(None, predictor)
    onnx.checker.check_model(proto, full_check=True)
    theirs = _session(proto).run(predictor.outputs, feed)
    for name, value in zip(predictor.outputs, theirs):
        _close(value, ours[name])


def test_the_table_covers_the_ops_of_an_mlp_and_lenet():
    needed = {"mul", "rowwise_add", "elementwise_add", "add", "relu", "sigmoid", "tanh", "softmax", "sub",
              "logsumexp", "conv2d", "pool2d", "flatten", "reshape", "batch_norm", "dropout", "concat",
              "transpose", "matmul", "scale", "clip", "cast"}
    assert needed <= set(TRANSLATIONS)
    for t in TRANSLATIONS:
        default_registry().function(t)  # each names a registered op


# --- trained models -------------------------------------------------------------------------------------
def _load_example(name: str):
    spec = importlib.util.spec_from_file_location(f"onnx_example_{name}", EXAMPLES / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def mnist_mlp():
    """recognize_digits' MLP (784 -> fc 200 relu -> fc 10 softmax, v2 API) trained on 1,024 images."""
    import paddle.v2 as v2
    from paddle.dataset import mnist
    v2.init(use_gpu=False, trainer_count=1)
    images, labels = mnist.arrays("train")
    with v2.Tape():
        img = v2.layer.data(name="img", type=v2.data_type.dense_vector(784))
        hidden = v2.layer.fc(input=img, size=200, act=v2.activation.Relu())
        prediction = v2.layer.fc(input=hidden, size=10, act=v2.activation.Softmax())
        label = v2.layer.data(name="label", type=v2.data_type.integer_value(10))
        cost = v2.layer.classification_cost(input=prediction, label=label)
        parameters = v2.parameters.create(cost)
        trainer = v2.trainer.SGD(cost=cost, parameters=parameters,
                                 update_equation=v2.optimizer.Adam(learning_rate=1e-3))
        rows = list(zip(images[:1024], labels[:1024]))
        trainer.train(reader=v2.batch(lambda: iter(rows), batch_size=64), num_passes=1, show_progress=False)
        test_x, test_y = mnist.arrays("test")
        probs = v2.infer(output_layer=prediction, parameters=parameters, input=[(x,) for x in test_x[:200]])
    return prediction, parameters, test_x[:200], test_y[:200], np.asarray(probs)


def test_the_trained_mnist_mlp_runs_in_onnxruntime(mnist_mlp, tmp_path):
    prediction, parameters, test_x, test_y, probs = mnist_mlp
    proto = export(tmp_path / "mnist.onnx", prediction, parameters=parameters)
    onnx.checker.check_model(str(tmp_path / "mnist.onnx"), full_check=True)
    assert proto.ir_version == IR_VERSION and proto.opset_import[0].version == OPSET
    assert [n.op_type for n in proto.graph.node] == ["MatMul", "Add", "Relu", "MatMul", "Add", "Softmax"]
    session = ort.InferenceSession(str(tmp_path / "mnist.onnx"), providers=["CPUExecutionProvider"])
    (inp,) = session.get_inputs()
    assert inp.name == "img" and inp.shape == ["N", 784]  # the batch is symbolic
    (theirs,) = session.run(None, {"img": test_x})
    _close(theirs, probs)
    assert np.mean(theirs.argmax(axis=1) == test_y) > 0.5  # trained a little (76% here), well past chance


def test_every_front_end_exports_the_same_graph(mnist_mlp, tmp_path):
    """Outputs + parameters, a saved inference model's directory and a loaded Predictor: one path."""
    prediction, parameters, *_ = mnist_mlp
    save_inference_model(tmp_path / "digits.model", prediction, parameters=parameters)
    direct = export(None, prediction, parameters=parameters)
    from_dir = export(None, tmp_path / "digits.model")
    from_predictor = export(None, load_inference_model(tmp_path / "digits.model"))
    for other in (from_dir, from_predictor):
        assert onnx.printer.to_text(other.graph) == onnx.printer.to_text(direct.graph)
        assert other.SerializeToString() == direct.SerializeToString()


@pytest.fixture(scope="module")
def lenet():
    """examples/lenet.py's LeNet-5 after a few Adam steps on MNIST, with its probabilities on held-out images."""
    from paddle.dataset import mnist
    example = _load_example("lenet")
    model = paddle.Model(seed=0)
    prob, loss, updates = example.build(model)
    x, y = mnist.arrays("train")
    x = x.reshape(-1, 1, 28, 28)
    for i in range(0, 8 * 64, 64):
        model.run(loss, feed={"image": x[i:i + 64], "label": y[i:i + 64, None]}, train=updates)
    test_x = mnist.arrays("test")[0][:64].reshape(-1, 1, 28, 28)
    return model, prob, test_x, model.run(prob, feed={"image": test_x}), loss


def test_the_trained_lenet_runs_in_onnxruntime(lenet, tmp_path):
    model, prob, test_x, ours, _ = lenet
    proto = export(tmp_path / "lenet.onnx", prob, model=model)
    onnx.checker.check_model(proto, full_check=True)
    kinds = {n.op_type for n in proto.graph.node}
    assert {"Conv", "MaxPool", "Flatten", "MatMul", "Softmax"} <= kinds
    session = ort.InferenceSession(str(tmp_path / "lenet.onnx"), providers=["CPUExecutionProvider"])
    (theirs,) = session.run(None, {"image": test_x})
    _close(theirs, ours)
    (one,) = session.run(None, {"image": test_x[:3]})  # another batch size through the symbolic batch
    _close(one, ours[:3])


def test_a_model_exports_with_its_cost(lenet):
    """The loss too (softmax_with_cross_entropy, mean): an int64 label becomes a second input."""
    from paddle.dataset import mnist
    model, prob, test_x, _, loss = lenet
    test_y = mnist.arrays("test")[1][:64, None]
    proto = export(None, [prob, loss], model=model)
    assert [(i.name, i.type.tensor_type.elem_type) for i in proto.graph.input] == [
        ("image", onnx.TensorProto.FLOAT), ("label", onnx.TensorProto.INT64)]
    theirs = _session(proto).run(None, {"image": test_x, "label": test_y})
    ours = model.run([prob, loss], feed={"image": test_x, "label": test_y})
    for a, b in zip(theirs, ours):
        _close(a, b)


def test_a_later_opset_loads_too(lenet):
    model, prob, test_x, ours, _ = lenet
    proto = export(None, prob, model=model, opset=21)
    (theirs,) = _session(proto).run(None, {"image": test_x})
    _close(theirs, ours)


_RUN_ELSEWHERE = """
import sys, numpy as np, onnxruntime as ort
session = ort.InferenceSession(sys.argv[1], providers=["CPUExecutionProvider"])
np.save(sys.argv[3], session.run(None, {"image": np.load(sys.argv[2])})[0])
"""


def test_exported_here_runs_in_another_process(lenet, tmp_path):
    """The file alone: a process that never imports paddle runs it (onnxruntime and numpy only)."""
    model, prob, test_x, ours, _ = lenet
    export(tmp_path / "lenet.onnx", prob, model=model)
    np.save(tmp_path / "x.npy", test_x)
    code = "import sys; sys.modules['paddle'] = None\n" + _RUN_ELSEWHERE  # importing paddle would fail
    subprocess.run([sys.executable, "-c", code, str(tmp_path / "lenet.onnx"), str(tmp_path / "x.npy"),
                    str(tmp_path / "y.npy")], check=True, timeout=120)
    _close(np.load(tmp_path / "y.npy"), ours)


def test_inference_mode_ops_dropout_and_batch_norm(tmp_path):
    """A model with dropout and batch_norm exports what it infers: dropout passes X, batch_norm
    normalises by its running statistics (after a training step moved them)."""
    from paddle.generated import layers
    from paddle.model_methods import backward, data, optimize, parameter
    model = paddle.Model(seed=3)
    with model:
        x = data("x", [None, 3, 4, 4])
        c = 3
        scale = parameter("bn.scale", [c], initializer=("fill_constant", {"value": 1.5}))
        bias = parameter("bn.bias", [c], initializer=("fill_constant", {"value": 0.25}))
        mean = parameter("bn.mean", [c], initializer=("fill_constant", {"value": 0.0}))
        var = parameter("bn.var", [c], initializer=("fill_constant", {"value": 1.0}))
        y = layers.batch_norm(x, scale, bias, mean, var)[0]
        out = layers.dropout(layers.relu(y), dropout_prob=0.5)[0]
        loss = layers.mean(out)
        backward(loss)
        step = optimize("sgd", learning_rate=0.1)
    rng = np.random.default_rng(0)
    model.run(loss, feed={"x": rng.normal(size=(5, 3, 4, 4)).astype(np.float32)}, train=step)
    save_inference_model(tmp_path / "m", out, model=model)
    predictor = load_inference_model(tmp_path / "m")
    feed = {"x": rng.normal(size=(2, 3, 4, 4)).astype(np.float32)}
    ours = predictor.run(feed)[out.name]
    proto = export(None, out, model=model)
    assert {"BatchNormalization", "Identity"} <= {n.op_type for n in proto.graph.node}
    (theirs,) = _session(proto).run(None, feed)
    _close(theirs, ours)


# --- refusals -------------------------------------------------------------------------------------
def test_an_op_without_translation_is_refused_by_name():
    predictor, _ = _one_op_predictor("sequence_softmax", {"X": np.ones((4, 1), np.float32)}, {})
    with pytest.raises(OnnxExportError) as err:
        export(None, predictor)
    assert isinstance(err.value, ModelError) and isinstance(err.value, PaddleError)
    assert err.value.op == "sequence_softmax" and err.value.rule == "no_translation"
    message = str(err.value)
    assert "'sequence_softmax' has no ONNX translation" in message and "conv2d" in message and "softmax" in message


def test_sequence_inputs_are_refused():
    from paddle.model_methods import data
    from paddle.generated import layers
    model = paddle.Model()
    with model:
        x = data("words", [None, 4], seq_type="sequence")
        y = layers.relu(x)
    with pytest.raises(OnnxExportError, match="input 'words' holds sequences") as err:
        export(None, y, model=model)
    assert err.value.rule == "sequence"


def test_a_training_only_output_read_downstream_is_refused():
    """batch_norm's SavedMean has no ONNX counterpart: a net that fetches it cannot be exported."""
    case = sample_case("batch_norm", seed=0, dtype="float32", attrs={"is_test": True})
    predictor, _ = _one_op_predictor("batch_norm", case.inputs, case.attrs)
    predictor.outputs = ["out_Y", "out_SavedMean"]
    with pytest.raises(OnnxExportError, match="'out_SavedMean' is read but not computed"):
        export(None, predictor)


def test_an_opset_outside_the_range_is_refused(lenet):
    model, prob, *_ = lenet
    with pytest.raises(OnnxExportError, match="opset 12"):
        export(None, prob, model=model, opset=12)


def test_a_bad_source_is_refused_in_the_users_words(tmp_path):
    with pytest.raises(PaddleError, match="not a model directory"):
        export(None, tmp_path / "nothing-here")
    with pytest.raises(ModelError, match="outputs should be expressions or layers"):
        export(None, 42)
    with pytest.raises(OnnxExportError, match="a saved or loaded model holds its own parameters"):
        export(None, tmp_path, parameters={})


# --- the guide --------------------------------------------------------------------------------------
def test_the_guide_runs(tmp_path, monkeypatch):
    """docs/onnx.md's code blocks, run in order in one namespace (the second uses the first's model,
    the third runs the first's file on paddle.onnx.backend)."""
    text = (EXAMPLES.parent / "docs" / "onnx.md").read_text()
    blocks = [b.split("```", 1)[0] for b in text.split("```python\n")[1:]]
    monkeypatch.chdir(tmp_path)
    namespace: dict = {}
    assert len(blocks) == 3
    for block in blocks:
        exec(compile(block, "docs/onnx.md", "exec"), namespace)
    assert (tmp_path / "digits.onnx").read_bytes() == (tmp_path / "digits-from-dir.onnx").read_bytes() \
        == (tmp_path / "digits-from-predictor.onnx").read_bytes()


def test_an_attribute_that_needs_a_size_unknown_until_run_is_refused():
    """split into sections ending in -1 along the batch axis: ONNX needs every part's size."""
    from paddle.generated import layers
    from paddle.model_methods import data
    model = paddle.Model()
    with model:
        parts = layers.split(data("x", [None, 4]), axis=0, sections=[1, -1])
    with pytest.raises(OnnxExportError, match="split's sections \\[1, -1\\] need the size of axis 0") as err:
        export(None, parts, model=model)
    assert err.value.op == "split" and err.value.rule == "unsupported_attribute"
    with model:
        halves = layers.split(data("y", [None, 4]), axis=1, num=2)  # sizes known: exported
    (a, b) = _session(export(None, halves, model=model)).run(None, {"y": np.arange(8, dtype=np.float32).reshape(2, 4)})
    assert a.tolist() == [[0, 1], [4, 5]] and b.tolist() == [[2, 3], [6, 7]]
    with model:
        rows = layers.split(data("z", [None, 4]), axis=0, num=2)  # equal parts of an unknown size
    (a, b) = _session(export(None, rows, model=model)).run(None, {"z": np.arange(16, dtype=np.float32).reshape(4, 4)})
    assert a.tolist() == [[0, 1, 2, 3], [4, 5, 6, 7]] and b.shape == (2, 4)
