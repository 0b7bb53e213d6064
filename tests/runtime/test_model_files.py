"""What is on disk cannot hang, exhaust or lose a saved model: loading opens regular files inside
the model folder only, bounded before reading; saving over a model is crash-safe at every step."""
from __future__ import annotations

import os
import subprocess
import sys
import textwrap
import threading

import numpy as np
import pytest

from paddle.io import ModelFormatError, load_inference_model, save_inference_model
from paddle.io.files import remove_stale_temporaries
from paddle.model import Model, append_layer, data


def _model(seed: int):
    with Model(seed=seed) as m:
        x = data("x", [None, 3])
        y = append_layer("fc", {"input": x}, {"size": 2}, name="y")
    return m, y


@pytest.fixture
def saved(tmp_path):
    m, y = _model(0)
    path = tmp_path / "model"
    save_inference_model(path, outputs=[y], model=m)
    return path


@pytest.mark.parametrize("name", ["model.json", "params.safetensors"])
def test_a_named_pipe_is_refused_without_blocking(saved, name):
    (saved / name).unlink()
    os.mkfifo(saved / name)
    err = _within(10, lambda: load_inference_model(saved))
    assert isinstance(err, ModelFormatError) and "named pipe" in str(err) and err.rule == "not_regular", err


def _within(seconds, call):
    """The exception `call` raised, failing the test if it has not returned in `seconds` (it runs in
    a daemon thread, so a blocked open cannot hang the suite)."""
    box = []

    def run():
        try:
            call()
        except Exception as err:  # noqa: BLE001 (returned to the test to inspect)
            box.append(err)
        else:
            box.append(None)
    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(seconds)
    assert box, f"still blocked after {seconds} s"
    return box[0]


@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom"])
def test_a_link_to_a_device_is_refused_before_reading(saved, device):
    (saved / "params.safetensors").unlink()
    (saved / "params.safetensors").symlink_to(device)
    with pytest.raises(ModelFormatError) as err:
        load_inference_model(saved)
    assert err.value.rule in ("outside", "not_regular")


def test_a_link_out_of_the_model_folder_is_refused(saved, tmp_path):
    outside = tmp_path / "elsewhere.json"
    outside.write_bytes((saved / "model.json").read_bytes())
    (saved / "model.json").unlink()
    (saved / "model.json").symlink_to(outside)
    with pytest.raises(ModelFormatError, match="outside the folder") as err:
        load_inference_model(saved)
    assert err.value.rule == "outside"


def test_a_link_inside_the_model_folder_is_followed(saved):
    (saved / "params.bin").write_bytes((saved / "params.safetensors").read_bytes())
    (saved / "params.safetensors").unlink()
    (saved / "params.safetensors").symlink_to("params.bin")
    assert load_inference_model(saved).outputs


# --- crash safety: the writer killed after each file-system step of a save ----------------------
# An audit hook counts the save's file-system steps (mkdir, open for writing, rename, the atomic
# exchange, removal) and SIGKILLs the process at step K; K runs from 1 until a save completes.
WRITER = textwrap.dedent("""
    import os, signal, sys
    import numpy as np
    from paddle.io import save_inference_model
    from paddle.model import Model, append_layer, data
    path, seed, kill_at = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    with Model(seed=seed) as m:
        x = data("x", [None, 3])
        y = append_layer("fc", {"input": x}, {"size": 2}, name="y")
    m.init_params()
    STEPS = {"os.mkdir", "os.rename", "os.remove", "os.rmdir", "shutil.rmtree", "ctypes.call_function"}
    count = [0]
    def hook(event, args):
        writes = event == "open" and (isinstance(args[1], str) and "w" in args[1]
                                      or isinstance(args[2], int) and args[2] & (os.O_WRONLY | os.O_RDWR))
        if event in STEPS or writes:
            count[0] += 1
            if count[0] == kill_at:
                os.kill(os.getpid(), signal.SIGKILL)
    sys.addaudithook(hook)
    save_inference_model(path, outputs=[y], model=m)
    print("completed")
""")


def _prediction(path, feed):
    p = load_inference_model(path)
    return p.run({"x": feed})[p.outputs[0]]


def test_a_save_killed_at_any_step_leaves_the_old_or_the_new_model(saved, tmp_path):
    feed = np.arange(6, dtype=np.float32).reshape(2, 3)
    old = _prediction(saved, feed)
    new_model, y = _model(1)
    new_dir = tmp_path / "reference"
    save_inference_model(new_dir, outputs=[y], model=new_model)
    new = _prediction(new_dir, feed)
    assert not np.array_equal(old, new)
    seen = set()
    for kill_at in range(1, 60):
        run = subprocess.run([sys.executable, "-c", WRITER, str(saved), "1", str(kill_at)], capture_output=True,
                             text=True, timeout=120)
        got = _prediction(saved, feed)  # always a whole model, old or new
        assert np.array_equal(got, old) or np.array_equal(got, new), kill_at
        seen.add("new" if np.array_equal(got, new) else "old")
        if run.returncode == 0:
            assert "completed" in run.stdout
            break
        assert run.returncode == -9, run.stderr
        if np.array_equal(got, new):  # a later run starts from the new model: put the old one back
            m, y0 = _model(0)
            save_inference_model(saved, outputs=[y0], model=m)
    else:
        pytest.fail("the save never completed")
    assert kill_at > 3 and seen == {"old", "new"}, (kill_at, seen)


def test_temporaries_of_a_killed_writer_are_removed_by_the_next_save(saved, tmp_path):
    dead = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True,
                          text=True, check=True)
    pid = int(dead.stdout)
    leftover = tmp_path / f".model.tmp{pid}"
    leftover.mkdir()
    (leftover / "model.json").write_text("{}")
    m, y = _model(2)
    save_inference_model(saved, outputs=[y], model=m)
    assert sorted(os.listdir(tmp_path)) == ["model"]


def test_a_living_writers_temporary_is_left_alone(tmp_path):
    (tmp_path / "model").mkdir()
    live = tmp_path / f".model.tmp{os.getppid()}"
    live.mkdir()
    assert remove_stale_temporaries(str(tmp_path / "model")) == []
    assert live.exists()


def test_a_checkpoint_of_another_dtype_is_refused_not_converted(tmp_path):
    from paddle.io.checkpoint import restore_model, save_checkpoint
    from paddle.io.format import read_safetensors
    with Model(seed=0, dtype="float64") as wide:
        append_layer("fc", {"input": data("x", [None, 3])}, {"size": 2}, name="y")
    path = save_checkpoint(tmp_path, 1, wide, {}, keep=1)
    tensors, _ = read_safetensors(path)
    narrow, _ = _model(0)
    narrow.init_params()
    before = {n: narrow.root_scope().var(n).numpy().copy() for n in narrow.param_names}
    with pytest.raises(ModelFormatError, match="float64; the model's is .* float32") as err:
        restore_model(narrow, tensors, "ckpt")
    assert err.value.rule == "consistent"
    for n, value in before.items():  # nothing was set
        assert narrow.root_scope().var(n).numpy().dtype == np.float32
        np.testing.assert_array_equal(narrow.root_scope().var(n).numpy(), value)
