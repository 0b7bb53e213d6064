"""Issue 12: models saved for inference, loaded in a fresh process, and loaded from hostile files
without running code or half-loading."""
from __future__ import annotations

import json
import os
import pickle
import shutil
import struct
import subprocess
import sys
import textwrap

import numpy as np
import pytest

import paddle.io
from paddle.io import ModelFormatError, load_inference_model, save_inference_model
from paddle.model import Model, append_layer, append_op, data

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))


def _env() -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": ROOT}


# --- 1. a model trained in one process, loaded in another -------------------------------------
def test_a_model_trained_in_one_process_predicts_identically_in_another(tmp_path):
    subprocess.run([sys.executable, os.path.join(HERE, "model_io_train.py"), str(tmp_path)], check=True,
                   env=_env(), cwd=tmp_path, timeout=300)
    loader = textwrap.dedent(f"""
        import sys, numpy as np
        import paddle.io
        p = paddle.io.load_inference_model({str(tmp_path / 'model')!r})
        x = np.load({str(tmp_path / 'expected.npz')!r})["x"]
        out = p.run({{"x": x}})
        assert not any("model_io_train" in m for m in sys.modules), "the training script was imported"
        np.save({str(tmp_path / 'got.npy')!r}, out[p.outputs[0]])
        print(p.outputs, list(p.inputs))
    """)
    res = subprocess.run([sys.executable, "-c", loader], env=_env(), cwd=tmp_path, timeout=300,
                         capture_output=True, text=True)
    assert res.returncode == 0, res.stderr
    expected = np.load(tmp_path / "expected.npz")
    got = np.load(tmp_path / "got.npy")
    assert got.dtype == expected["probs"].dtype and got.shape == expected["probs"].shape
    assert got.tobytes() == expected["probs"].tobytes()  # bitwise
    assert "'x'" in res.stdout and "label" not in res.stdout  # the label is not an input of the forward net


def _small_model():
    with Model() as m:
        x = data("x", [None, 4])
        h = append_layer("fc", {"input": x}, {"size": 5}, name="h")
        z = append_layer("fc", {"input": h}, {"size": 3}, name="z")
        y = append_op("softmax", {"X": z}, {"axis": -1}, name="y")
    return m, x, y


@pytest.fixture
def saved(tmp_path):
    m, x, y = _small_model()
    path = tmp_path / "model"
    save_inference_model(path, outputs=[y], model=m)
    feed = np.random.default_rng(1).normal(size=(7, 4)).astype(np.float32)
    return path, m.run(y, feed={"x": feed}), feed


def test_round_trip_in_process_and_the_format(saved):
    path, want, feed = saved
    assert sorted(os.listdir(path)) == ["model.json", "params.safetensors"]
    doc = json.loads((path / "model.json").read_text())
    assert doc["format"] == "paddle-inference-model" and doc["registry_format_version"]
    assert set(doc["op_versions"]) == {op["type"] for op in doc["net"]["ops"]}
    assert doc["inputs"][0]["name"] == "x" and doc["inputs"][0]["shape"] == [None, 4]
    p = load_inference_model(path)
    got = p.run({"x": feed})
    assert list(got) == p.outputs and got[p.outputs[0]].tobytes() == want.tobytes()
    with pytest.raises(paddle.errors.ModelError, match="feed lacks"):
        p.run({})
    with pytest.raises(paddle.errors.ModelError, match="takes shape"):
        p.run({"x": np.zeros((2, 5), np.float32)})


def test_save_replaces_an_existing_model_atomically(saved, tmp_path):
    path, _, _ = saved
    m, _, y = _small_model()
    save_inference_model(path, outputs=[y], model=m)
    assert sorted(os.listdir(tmp_path)) == ["model"]  # no temporary left behind
    load_inference_model(path)


def test_v2_infer_runs_a_loaded_model(tmp_path):
    import paddle.v2 as v2
    with v2.Tape():
        x = v2.layer.data(name="x", type=v2.data_type.dense_vector(3))
        y = v2.layer.fc(input=x, size=2, act=v2.activation.Softmax())
        params = v2.parameters.create(y)
        samples = [(np.arange(3, dtype=np.float32) + i,) for i in range(4)]
        want = v2.infer(output_layer=y, parameters=params, input=samples)
        save_inference_model(tmp_path / "m", outputs=[y])
    loaded = load_inference_model(tmp_path / "m")
    got = v2.infer(output_layer=loaded, parameters=None, input=samples)
    assert got.tobytes() == want.tobytes()


# --- 2. the corpus of bad files: each refused with ModelFormatError, nothing half-loaded --------
def _doc(path):
    return json.loads((path / "model.json").read_text())


def _write_doc(path, doc):
    (path / "model.json").write_text(json.dumps(doc))


def _tensors(path):
    from safetensors.numpy import load_file
    return load_file(str(path / "params.safetensors"))


def _write_tensors(path, tensors):
    from safetensors.numpy import save_file
    save_file(tensors, str(path / "params.safetensors"))


def _header_file(path, header: dict, data: bytes):
    raw = json.dumps(header).encode()
    (path / "params.safetensors").write_bytes(struct.pack("<Q", len(raw)) + raw + data)


def _laid_out(path, order):
    """The tensors' header and data with the tensors laid out in `order(names)`, the header
    listing them in name order."""
    t = _tensors(path)
    header, blob = {}, b""
    for k in order(sorted(t)):
        header[k] = {"dtype": "F32", "shape": list(t[k].shape), "data_offsets": [len(blob), len(blob) + t[k].nbytes]}
        blob += t[k].tobytes()
    return dict(sorted(header.items())), blob


class _Evil:
    def __init__(self, marker):
        self.marker = marker

    def __reduce__(self):
        return (os.system, (f"touch {self.marker}",))


def _first_op(doc, kind):
    return next(op for op in doc["net"]["ops"] if op["type"] == kind)


def _corrupt(name, path, tmp_path):
    """Damage the saved model at `path` in the way `name` says; returns a regex the error matches."""
    doc = _doc(path)
    model, params = path / "model.json", path / "params.safetensors"
    if name == "pickle_model_json":
        model.write_bytes(pickle.dumps(_Evil(tmp_path / "pwned")))
        return "not UTF-8|not valid JSON"
    if name == "pickle_params":
        params.write_bytes(pickle.dumps(_Evil(tmp_path / "pwned")))
        return "header claims|truncated|not a valid"
    if name == "numpy_pickle_params":
        with open(params, "wb") as f:
            np.save(f, np.array([_Evil(tmp_path / "pwned")], dtype=object), allow_pickle=True)
        return "header claims|truncated|not a valid"
    if name.startswith("truncated_params_"):
        raw = params.read_bytes()
        params.write_bytes(raw[: int(len(raw) * float(name.rsplit("_", 1)[1]))])
        return "truncated|not a valid|header"
    if name == "truncated_model_json":
        raw = model.read_bytes()
        model.write_bytes(raw[: len(raw) // 2])
        return "not valid JSON"
    if name == "empty_params":
        params.write_bytes(b"")
        return "truncated"
    if name == "oversized_header":
        params.write_bytes(struct.pack("<Q", 1 << 40) + b"{}")
        return "over the limit"
    if name == "header_longer_than_file":
        params.write_bytes(struct.pack("<Q", 1000) + b"{}")
        return "truncated"
    if name == "header_offsets_out_of_range":
        t = _tensors(path)
        header, blob, at = {}, b"", 0
        for k, v in t.items():
            header[k] = {"dtype": "F32", "shape": list(v.shape), "data_offsets": [at, at + v.nbytes + 64]}
            blob += v.tobytes()
            at += v.nbytes
        _header_file(path, header, blob)
        return "outside"
    if name == "header_overlapping":
        t = _tensors(path)
        header, blob = {}, b""
        for k, v in t.items():
            header[k] = {"dtype": "F32", "shape": list(v.shape), "data_offsets": [0, v.nbytes]}
            blob = max(blob, v.tobytes(), key=len)
        _header_file(path, header, blob)
        return "overlaps"
    if name == "header_not_json":
        params.write_bytes(struct.pack("<Q", 5) + b"{{{{{" + b"\0" * 16)
        return "header is not valid JSON"
    if name == "header_wrong_byte_count":
        t = _tensors(path)
        k = next(iter(t))
        header = {k: {"dtype": "F32", "shape": [999], "data_offsets": [0, 8]}}
        _header_file(path, header, b"\0" * 8)
        return "not a valid safetensors"
    if name == "unknown_op":
        _first_op(doc, "mul")["type"] = "os_system"
        doc["op_versions"]["os_system"] = "x"
        _write_doc(path, doc)
        return "os_system"
    if name == "out_of_range_attribute":
        _first_op(doc, "softmax")["attrs"]["axis"] = 99
        _write_doc(path, doc)
        return "axis"
    if name == "wrongly_typed_attribute":
        _first_op(doc, "softmax")["attrs"]["axis"] = {"__class__": "os.system"}
        _write_doc(path, doc)
        return "axis"
    if name == "unknown_attribute":
        doc["net"]["ops"][0]["attrs"]["exec"] = "import os"
        _write_doc(path, doc)
        return "exec"
    if name == "wrong_parameter_shape":
        t = _tensors(path)
        t["h.w"] = np.zeros((4, 6), np.float32)
        _write_tensors(path, t)
        return "h.w"
    if name == "wrong_parameter_dtype":
        t = _tensors(path)
        t["h.w"] = t["h.w"].astype(np.float64)
        _write_tensors(path, t)
        return "h.w"
    if name == "shape_disagrees_with_topology":  # the declaration and the tensor agree; the ops do not
        t = _tensors(path)
        t["h.w"] = np.zeros((4, 6), np.float32)
        _write_tensors(path, t)
        next(v for v in doc["net"]["vars"] if v["name"] == "h.w")["shape"] = [4, 6]
        _write_doc(path, doc)
        return "do not fit the topology"
    if name == "missing_parameter":
        t = _tensors(path)
        del t["z.b"]
        _write_tensors(path, t)
        return "missing tensor.*z.b"
    if name == "extra_tensor":
        t = _tensors(path)
        t["surprise"] = np.zeros(3, np.float32)
        _write_tensors(path, t)
        return "surprise"
    if name == "nan_parameter":
        t = _tensors(path)
        t["h.b"][0] = np.nan
        _write_tensors(path, t)
        return "NaN"
    if name in ("inf_parameter", "minus_inf_parameter"):
        t = _tensors(path)
        t["h.w"][1, 2] = np.inf if name == "inf_parameter" else -np.inf
        _write_tensors(path, t)
        return "infinite"
    if name == "header_overlapping_out_of_order":
        header, blob = _laid_out(path, order=lambda names: names[::-1])
        first, second = sorted(header, key=lambda k: header[k]["data_offsets"][0])[:2]
        start = header[first]["data_offsets"][0] + 4  # the second tensor now starts inside the first
        header[second]["data_offsets"] = [start, start + (header[second]["data_offsets"][1]
                                                          - header[second]["data_offsets"][0])]
        _header_file(path, header, blob)
        return f"{second}: its data overlaps that of '{first}'"
    if name == "extra_top_key":
        doc["__reduce__"] = "os.system"
        _write_doc(path, doc)
        return "__reduce__"
    if name == "extra_op_key":
        doc["net"]["ops"][0]["code"] = "print(1)"
        _write_doc(path, doc)
        return "code"
    if name == "extra_input_key":
        doc["inputs"][0]["loader"] = "pickle"
        _write_doc(path, doc)
        return "loader"
    if name == "missing_key":
        del doc["outputs"]
        _write_doc(path, doc)
        return "outputs"
    if name == "wrong_format":
        doc["format"] = "pickle"
        _write_doc(path, doc)
        return "format"
    if name == "future_version":
        doc["format_version"] = "99"
        _write_doc(path, doc)
        return "format_version"
    if name == "op_version_changed":
        doc["op_versions"]["mul"] = "0" * 16
        _write_doc(path, doc)
        return "op 'mul'"
    if name == "initializer_in_net":
        var = next(v for v in doc["net"]["vars"] if v["name"] == "h.w")
        var["initializer"] = {"type": "fill_constant", "outputs": {"Out": ["h.w"]},
                              "attrs": {"shape": [4, 5], "value": 0.0}}
        _write_doc(path, doc)
        return "initializer"
    if name == "output_not_computed":
        doc["outputs"] = ["nowhere"]
        _write_doc(path, doc)
        return "nowhere"
    if name == "input_shape_inconsistent":
        doc["inputs"][0]["shape"] = [None, 9]
        _write_doc(path, doc)
        return "in the net"
    if name == "oversized_json":
        model.write_bytes(b'{"format": "' + b"a" * (17 << 20) + b'"}')
        return "limit"
    if name == "deeply_nested_json":
        model.write_text("[" * 100000 + "]" * 100000)
        return "nested deeper"
    if name == "nan_in_json":
        model.write_text(model.read_text().replace('"format_version": "1"', '"format_version": NaN'))
        return "not valid JSON"
    if name == "memory_bomb":
        doc["net"]["ops"].append({"type": "fill_constant", "inputs": {}, "outputs": {"Out": ["bomb"]},
                                  "attrs": {"shape": [1 << 20, 1 << 20], "value": 0.0}})
        doc["op_versions"]["fill_constant"] = paddle.io.format.op_version(paddle.registry.default_registry(),
                                                                          "fill_constant")
        _write_doc(path, doc)
        return "would take"
    if name == "missing_params_file":
        params.unlink()
        return "cannot read"
    if name == "not_a_directory":
        shutil.rmtree(path)
        path.write_bytes(pickle.dumps(_Evil(tmp_path / "pwned")))
        return "not a model directory"
    raise AssertionError(name)


BAD = ["pickle_model_json", "pickle_params", "numpy_pickle_params", "truncated_params_0.1",
       "truncated_params_0.5", "truncated_params_0.99", "truncated_model_json", "empty_params", "oversized_header",
       "header_longer_than_file", "header_offsets_out_of_range", "header_overlapping", "header_not_json",
       "header_wrong_byte_count", "unknown_op", "out_of_range_attribute", "wrongly_typed_attribute",
       "unknown_attribute", "wrong_parameter_shape", "wrong_parameter_dtype", "shape_disagrees_with_topology",
       "missing_parameter", "extra_tensor", "nan_parameter", "inf_parameter", "minus_inf_parameter",
       "header_overlapping_out_of_order", "extra_top_key", "extra_op_key", "extra_input_key",
       "missing_key", "wrong_format", "future_version", "op_version_changed", "initializer_in_net",
       "output_not_computed", "input_shape_inconsistent", "oversized_json", "deeply_nested_json", "nan_in_json",
       "memory_bomb", "missing_params_file", "not_a_directory"]


@pytest.mark.parametrize("name", BAD)
def test_a_bad_model_file_is_refused_with_a_typed_error(name, saved, tmp_path):
    path, _, _ = saved
    pattern = _corrupt(name, path, tmp_path)
    with pytest.raises(ModelFormatError, match=pattern) as err:
        load_inference_model(path)
    assert err.value.where and err.value.rule
    assert not (tmp_path / "pwned").exists()  # no code from the file ran


def test_tensors_laid_out_in_another_order_than_listed_load(saved):
    path, want, feed = saved
    header, blob = _laid_out(path, order=lambda names: names[::-1])
    _header_file(path, header, blob)
    p = load_inference_model(path)
    assert p.run({"x": feed})[p.outputs[0]].tobytes() == want.tobytes()


def test_random_byte_damage_never_crashes_or_half_loads(saved):
    path, want, feed = saved
    files = {n: (path / n).read_bytes() for n in ("model.json", "params.safetensors")}
    rng = np.random.default_rng(0)
    refused = 0
    for trial in range(150):
        name = ("model.json", "params.safetensors")[trial % 2]
        raw = bytearray(files[name])
        for _ in range(int(rng.integers(1, 4))):
            raw[int(rng.integers(0, len(raw)))] = int(rng.integers(0, 256))
        (path / name).write_bytes(bytes(raw))
        try:
            p = load_inference_model(path)
        except ModelFormatError:
            refused += 1
        else:  # damage the checks cannot see (a weight's bits): a whole model that runs
            out = p.run({"x": feed})[p.outputs[0]]
            assert out.shape == want.shape
        (path / name).write_bytes(files[name])
    assert refused > 50


# --- 3. checkpoints of the v2 trainer --------------------------------------------------------
sys.path.insert(0, HERE)
from model_io_ckpt import run as train_run  # noqa: E402

from paddle.errors import ModelError  # noqa: E402
from paddle.io.checkpoint import latest_checkpoint, list_checkpoints, read_checkpoint  # noqa: E402
from paddle.reader import random_states, set_random_states  # noqa: E402


def _same(a, b):
    return sorted(a) == sorted(b) and all(a[k].tobytes() == b[k].tobytes() for k in a)


@pytest.fixture(scope="module")
def reference():
    return train_run(None, None)  # 3 passes of 8 batches, never checkpointed


def test_checkpointing_changes_nothing_and_keeps_the_last_k(reference, tmp_path):
    assert _same(train_run(str(tmp_path), 5, keep=2), reference)
    assert list_checkpoints(tmp_path) == ["checkpoint-000000000015.safetensors", "checkpoint-000000000020.safetensors"]
    tensors, state = read_checkpoint(latest_checkpoint(tmp_path))
    assert state["iteration"] == 20 and state["pass_id"] == 2 and state["batch_id"] == 4
    assert {"fc_0.w", "fc_0.w@MOMENT1", "fc_0.w@MOMENT2", "fc_1.b@STEP"} <= set(tensors)  # optimizer state too
    assert not [n for n in os.listdir(tmp_path) if n.startswith(".")]  # no temporary left


@pytest.mark.parametrize("stop_at, every", [(13, 5), (9, 4), (8, 8), (3, 5), (23, 2)])
def test_a_resumed_run_is_bitwise_identical_to_an_uninterrupted_one(reference, tmp_path, stop_at, every):
    with pytest.raises(KeyboardInterrupt):
        train_run(str(tmp_path), every, stop_at=stop_at)
    assert _same(train_run(str(tmp_path), every, resume=True), reference)


def test_resume_refuses_a_damaged_or_foreign_checkpoint(tmp_path):
    train_run(str(tmp_path), 4, num_passes=1)
    latest = latest_checkpoint(tmp_path)
    with pytest.raises(ModelFormatError, match="the model.s is"):  # another model's (a wider hidden layer)
        train_run(str(tmp_path), 4, resume=True, hidden=65)
    def damage(path):
        raw = open(path, "rb").read()
        open(path, "wb").write(raw[: len(raw) // 2])
    damage(latest)
    with pytest.warns(UserWarning, match="skipped the newer damaged checkpoint"):  # falls back to the older one
        assert _same(train_run(str(tmp_path), 4, resume=True, num_passes=1), train_run(None, None, num_passes=1))
    for name in list_checkpoints(tmp_path):
        damage(os.path.join(tmp_path, name))
    with pytest.raises(ModelFormatError, match="every checkpoint .* is damaged"):
        train_run(str(tmp_path), 4, resume=True)


def test_checkpoint_arguments_are_checked(tmp_path):
    for kwargs, match in [({"every": 0}, "checkpoint_every"), ({"every": 2, "keep": 0}, "keep")]:
        with pytest.raises(ModelError, match=match):
            train_run(str(tmp_path), kwargs["every"], keep=kwargs.get("keep", 3))
    with pytest.raises(ModelError, match="needs checkpoint_dir"):
        train_run(None, 3)


def test_reader_random_states_round_trip():
    import paddle.v2 as v2
    reader = v2.batch(v2.reader.shuffle(lambda: iter(range(50)), buf_size=10, seed=3), 4)
    state = random_states(reader)
    first = list(reader())
    set_random_states(reader, state)
    assert list(reader()) == first and len(state) == 1
    with pytest.raises(ValueError, match="shuffle"):
        set_random_states(reader, [])


def test_sigkill_while_checkpointing_leaves_the_newest_checkpoint_whole(tmp_path):
    """Kill a run that checkpoints every iteration at random moments: the newest checkpoint
    always loads whole, and resuming from it finishes bitwise identical to an uninterrupted run."""
    import signal
    import time
    want = train_run(None, None, num_passes=4, hidden=512)
    rng = np.random.default_rng(12)
    killed, reached = 0, set()
    script = os.path.join(HERE, "model_io_ckpt.py")
    # a random moment after a random checkpoint (of 32): spread over the run whatever the machine's speed
    targets = [int(t) for t in rng.permutation([3, 8, 13, 18, 23, 27]) + rng.integers(0, 3, 6)]

    def newest(d):
        names = list_checkpoints(d)
        return int(names[-1].split("-")[1].split(".")[0]) if names else 0
    for trial, target in enumerate(targets):
        d = tmp_path / f"run{trial}"
        proc = subprocess.Popen([sys.executable, script, str(d), "1", "3", "4", "512"], env=_env(),
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + 120
        while newest(d) < target and proc.poll() is None and time.monotonic() < deadline:
            time.sleep(0.002)
        time.sleep(float(rng.uniform(0.0, 0.005)))
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=60)
        killed += proc.returncode == -signal.SIGKILL
        names = list_checkpoints(d)
        assert names, "no checkpoint was written before the kill"
        assert len(names) <= 4  # keep=3, plus one the kill may have left before pruning
        tensors, state = read_checkpoint(d / names[-1])
        assert names[-1] == f"checkpoint-{state['iteration']:012d}.safetensors"
        reached.add(state["iteration"])
        assert {"fc_0.w", "fc_0.b", "fc_1.w", "fc_1.b", "trainer@samples"} <= set(tensors) and len(tensors) == 17
        assert _same(train_run(str(d), 1, keep=3, resume=True, num_passes=4, hidden=512), want)
        assert not [n for n in os.listdir(d) if n.startswith(".")]  # the dead writer's temporary is gone
    assert killed >= 3 and len(reached) >= 3, (killed, sorted(reached))  # most died mid-way, at different points


@pytest.mark.parametrize("change, match", [
    (lambda s: s.update(iteration=-1), "iteration"),
    (lambda s: s.update(extra="os.system"), "should hold"),
    (lambda s: s.update(totals="pickle"), "malformed"),
    (lambda s: s.update(reader_states=[[1, 2]]), "random state"),
    (lambda s: s.pop("pass_id"), "should hold"),
])
def test_resume_refuses_a_tampered_trainer_state(tmp_path, change, match):
    from safetensors.numpy import save_file
    train_run(str(tmp_path), 4, keep=1, num_passes=1)  # one checkpoint: no older one to fall back to
    latest = latest_checkpoint(tmp_path)
    tensors, state = read_checkpoint(latest)
    change(state)
    save_file(tensors, latest, metadata={"paddle_checkpoint": json.dumps(state)})
    with pytest.raises((ModelFormatError, ModelError), match=match):
        train_run(str(tmp_path), 4, resume=True)


def test_a_saved_model_infers_dropout_is_off(tmp_path):
    from paddle.generated import layers
    with Model() as m:
        x = data("x", [None, 4])
        h = append_layer("fc", {"input": x}, {"size": 6}, name="h")
        dropped = layers.dropout(h, dropout_prob=0.5)[0]
        y = append_layer("fc", {"input": dropped}, {"size": 2}, name="y")
    save_inference_model(tmp_path / "m", outputs=[y], model=m)
    ops = _doc(tmp_path / "m")["net"]["ops"]
    assert _first_op({"net": {"ops": ops}}, "dropout")["attrs"]["is_test"] is True
    feed = np.random.default_rng(2).normal(size=(5, 4)).astype(np.float32)
    p = load_inference_model(tmp_path / "m")
    a, b = p.run({"x": feed})["y"], p.run({"x": feed})["y"]
    assert a.tobytes() == b.tobytes()
    hv = m.run(h, feed={"x": feed})
    want = hv @ m.root_scope().var("y.w").numpy() + m.root_scope().var("y.b").numpy()
    np.testing.assert_allclose(a, want, rtol=1e-5, atol=1e-6)


def test_lenet_round_trips(tmp_path):
    """The LeNet example's network (conv, pool, flatten, fc, softmax) saved from its expression
    and loaded: the label and the training ops are left out, predictions identical."""
    import importlib.util
    spec = importlib.util.spec_from_file_location("example_lenet_io", os.path.join(ROOT, "examples", "lenet.py"))
    lenet = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(lenet)
    m = Model(seed=0)
    prob, _, _ = lenet.build(m)
    images = np.random.default_rng(3).random((3, 1, 28, 28), dtype=np.float32)
    want = m.run(prob, feed={"image": images})
    save_inference_model(tmp_path / "lenet", outputs=[prob], model=m)
    p = load_inference_model(tmp_path / "lenet")
    assert list(p.inputs) == ["image"] and p.outputs == ["prob"]
    assert p.run({"image": images})["prob"].tobytes() == want.tobytes()
    assert not [n for n in _tensors(tmp_path / "lenet") if "@" in n]  # no optimizer state


def test_each_pass_reads_the_next_shuffle_and_a_resumed_run_reads_the_same(tmp_path):
    """The trainer saves the reader's state; it must not replay a pass's order in the next pass."""
    import paddle.v2 as v2
    from model_io_ckpt import data as samples_of

    def order(directory, stop_at=None, resume=False):
        seen = []
        samples = samples_of()
        with v2.Tape():
            x = v2.layer.data(name="x", type=v2.data_type.dense_vector(32))
            pred = v2.layer.fc(input=x, size=3, act=v2.activation.Softmax())
            label = v2.layer.data(name="label", type=v2.data_type.integer_value(3))
            cost = v2.layer.classification_cost(input=pred, label=label)
            trainer = v2.trainer.SGD(cost=cost, parameters=v2.parameters.create(cost),
                                     update_equation=v2.optimizer.Adam(learning_rate=1e-2))
            shuffled = v2.reader.shuffle(lambda: iter(range(len(samples))), buf_size=20, seed=5)
            recorded = v2.reader.map_readers(lambda i: (seen.append(i), samples[i])[1], shuffled)
            n = [0]

            def handler(event):
                if isinstance(event, v2.event.EndIteration):
                    n[0] += 1
                    if stop_at is not None and n[0] >= stop_at:
                        raise KeyboardInterrupt

            try:
                trainer.train(v2.batch(recorded, 8), num_passes=3, event_handler=handler, checkpoint_dir=directory,
                              checkpoint_every=3, resume=resume)
            except KeyboardInterrupt:
                pass
        return seen

    whole = order(str(tmp_path / "a"))
    passes = [whole[i * 64:(i + 1) * 64] for i in range(3)]
    assert passes[0] != passes[1] != passes[2] and sorted(passes[0]) == sorted(passes[1])
    order(str(tmp_path / "b"), stop_at=11)  # checkpoint at 9: pass 1, batch 1
    resumed = order(str(tmp_path / "b"), resume=True)
    assert resumed == whole[64:]  # the resumed pass is read again from its start (the done batches skipped)
