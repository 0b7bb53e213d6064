"""Data on its way in: readers and their decorators, datasets (absent or damaged files), the
images of paddle.v2.image, v2 parameter tars, and the distributed launcher's arguments."""
from __future__ import annotations

import io
import os
import tarfile
import tempfile
from pathlib import Path
from typing import Any, Callable

import numpy as np

import paddle.v2 as paddle
from paddle import reader as R
from paddle.v2 import image

from .case import Case, refused, valid


def _rows() -> Any:
    yield from [(np.full(3, i, np.float32), i) for i in range(5)]


def _drain(make: Callable[[], Any]) -> Callable[[], Any]:
    """The reader `make()` returns, read to its end."""
    return lambda: list(make()())


def _in_home(write: Callable[[Path], None], call: Callable[[], Any]) -> Callable[[], Any]:
    """`call()` with PADDLE_DATA_HOME a fresh folder `write` fills."""
    def run() -> Any:
        with tempfile.TemporaryDirectory() as d:
            write(Path(d))
            old = os.environ.get("PADDLE_DATA_HOME")
            os.environ["PADDLE_DATA_HOME"] = d
            try:
                return call()
            finally:
                if old is None:
                    del os.environ["PADDLE_DATA_HOME"]
                else:
                    os.environ["PADDLE_DATA_HOME"] = old
    return run


def _nothing(home: Path) -> None:
    pass


def _uci_file(content: bytes) -> Callable[[Path], None]:
    def write(home: Path) -> None:
        (home / "uci_housing").mkdir()
        (home / "uci_housing" / "housing.data").write_bytes(content)
    return write


def _image_file(content: bytes) -> Callable[[], Any]:
    def call() -> Any:
        with tempfile.TemporaryDirectory() as d:
            path = Path(d) / "im.jpg"
            path.write_bytes(content)
            return image.load_image(str(path))
    return call


IMG = np.zeros((8, 6, 3), np.uint8)


def _tar(members: dict[str, bytes]) -> Callable[[], Any]:
    """paddle.parameters.Parameters.from_tar of a tar holding `members`."""
    def call() -> Any:
        buf = io.BytesIO()
        with tarfile.open(fileobj=buf, mode="w") as tar:
            for name, data in members.items():
                info = tarfile.TarInfo(name)
                info.size = len(data)
                tar.addfile(info, io.BytesIO(data))
        buf.seek(0)
        return paddle.parameters.Parameters.from_tar(buf)
    return call


def _saved_tar() -> bytes:
    with paddle.Tape():
        x = paddle.layer.data(name="x", type=paddle.data_type.dense_vector(3))
        params = paddle.parameters.create(paddle.layer.fc(input=x, size=2))
        buf = io.BytesIO()
        params.to_tar(buf)
        return buf.getvalue()


def _damaged_tar(change: Callable[[dict[str, bytes]], None]) -> Callable[[], Any]:
    def call() -> Any:
        with tarfile.open(fileobj=io.BytesIO(_saved_tar())) as tar:
            members = {m.name: tar.extractfile(m).read() for m in tar.getmembers()}  # type: ignore[union-attr]
        change(members)
        return _tar(members)()
    return call


def _values_member(members: dict[str, bytes]) -> str:
    return next(n for n in members if not n.endswith(".protobuf"))


def _init(**kwargs: Any) -> Callable[[], Any]:
    return lambda: paddle.init(use_gpu=False, **kwargs)


def _reader_cases() -> list[Case]:
    return [
        refused("batch-size-str", lambda: R.batch(_rows, "4"), "batch_size"),
        refused("batch-reader-not-callable", lambda: R.batch([1, 2], 2), "reader"),
        valid("shuffle-buf-0-keeps-the-order", _drain(lambda: R.shuffle(_rows, 0)),  # as v2
              lambda got: [s[1] for s in got] == [0, 1, 2, 3, 4]),
        refused("shuffle-buf-negative", lambda: R.shuffle(_rows, -1), "buf_size"),
        refused("shuffle-of-a-list", lambda: R.shuffle(list(_rows()), 2), "shuffle", "reader", "list"),
        refused("shuffle-buf-float", lambda: R.shuffle(_rows, 2.5), "buf_size"),
        refused("firstn-negative", lambda: R.firstn(_rows, -1), "n"),
        valid("buffered-size-0-unbounded", _drain(lambda: R.buffered(_rows, 0)), lambda got: len(got) == 5),
        refused("buffered-size-negative", lambda: R.buffered(_rows, -2), "size"),
        refused("firstn-of-a-generator", lambda: R.firstn(_rows(), 2), "firstn", "reader", "generator"),
        refused("xmap-process-0", lambda: R.xmap_readers(lambda s: s, _rows, 0, 4), "process_num"),
        refused("compose-misaligned", _drain(lambda: R.compose(_rows, lambda: iter([(1,)])))),
        refused("map-readers-not-callable", lambda: R.map_readers(3, _rows), "func"),
        refused("chain-of-a-list", lambda: R.chain([1, 2]), "chain"),
        refused("text-file-missing", _drain(lambda: R.creator.text_file("/nonexistent/file.txt")), "file.txt"),
        refused("recordio-missing", _drain(lambda: R.creator.recordio("/nonexistent/a.recordio")), "a.recordio"),
        refused("np-array-of-a-str", _drain(lambda: R.creator.np_array("abc")), "np_array"),
        valid("firstn-0-is-empty", _drain(lambda: R.firstn(_rows, 0)), lambda got: got == []),
        valid("batch-drop-last", _drain(lambda: R.batch(_rows, 2, drop_last=True)),
              lambda got: [len(b) for b in got] == [2, 2]),
    ]


def _dataset_cases() -> list[Case]:
    from paddle.dataset import mnist, uci_housing
    return [
        valid("uci-absent-reads-the-bundled-sample", _in_home(_nothing, lambda: list(uci_housing.train()())),
              lambda rows: len(rows) > 0 and rows[0][0].shape == (13,)),
        refused("uci-text-damaged", _in_home(_uci_file(b"1 2 3\n4 5\n"), lambda: list(uci_housing.train()())),
                "uci_housing"),
        refused("uci-binary", _in_home(_uci_file(b"\x00\xff" * 50), lambda: list(uci_housing.train()())),
                "uci_housing"),
        refused("uci-arrays-part-unknown", lambda: uci_housing.arrays("validation"), "validation"),
        valid("mnist-absent-reads-the-sample", _in_home(_nothing, lambda: list(mnist.train()())),
              lambda rows: len(rows) > 0 and rows[0][0].shape == (784,) and -1 <= rows[0][0].min()),
        refused("mnist-reader-of-missing-files", _drain(lambda: mnist.reader_creator("/no/img", "/no/lbl")), "/no/"),
    ]


def _image_cases() -> list[Case]:
    return [
        refused("image-not-an-image", _image_file(b"not an image"), "im.jpg"),
        refused("image-empty-file", _image_file(b""), "im.jpg"),
        refused("image-missing", lambda: image.load_image("/nonexistent/x.jpg"), "x.jpg"),
        refused("image-bytes-garbage", lambda: image.load_image_bytes(b"\x00" * 10), "image"),
        refused("resize-short-0", lambda: image.resize_short(IMG, 0), "size"),
        refused("center-crop-larger", lambda: image.center_crop(IMG, 10), "10"),
        refused("random-crop-larger", lambda: image.random_crop(IMG, 10), "10"),
        refused("to-chw-bad-order", lambda: image.to_chw(IMG, order=(0, 0, 1)), "order"),
        refused("to-chw-of-a-vector", lambda: image.to_chw(np.zeros(5, np.uint8)), "to_chw"),
        refused("simple-transform-crop-over-resize", lambda: image.simple_transform(IMG, 4, 8, is_train=False),
                "crop"),
        valid("center-crop-fits", lambda: image.center_crop(IMG, 4), lambda out: out.shape[:2] == (4, 4)),
        valid("to-chw", lambda: image.to_chw(IMG), lambda out: out.shape == (3, 8, 6)),
    ]


def _tar_cases() -> list[Case]:
    return [
        refused("tar-not-a-tar", lambda: paddle.parameters.Parameters.from_tar(io.BytesIO(b"not a tar" * 100)),
                "from_tar"),
        refused("tar-values-without-config", _tar({"w": b"\x00" * 16}), "'w'"),
        refused("tar-config-without-values", _damaged_tar(lambda m: m.pop(_values_member(m))), "missing"),
        refused("tar-values-truncated", _damaged_tar(lambda m: m.update({_values_member(m):
                                                                         m[_values_member(m)][:10]})), "from_tar"),
        refused("tar-config-garbage", _damaged_tar(lambda m: m.update(
            {next(n for n in m if n.endswith(".protobuf")): b"\xff\xff\xff"})), "from_tar"),
        refused("tar-text-mode-file", lambda: paddle.parameters.Parameters.from_tar(io.StringIO("x")), "from_tar"),
        valid("tar-round-trip", _damaged_tar(lambda m: None), lambda p: len(p.names()) == 2),
    ]


def _launcher_cases() -> list[Case]:
    from paddle.distributed import run
    from paddle.distributed.sharding import split_sizes
    return [
        refused("init-trainer-count-0", _init(trainer_count=0), "trainer_count", "0"),
        refused("init-trainer-count-str", _init(trainer_count="2"), "trainer_count"),
        refused("init-trainer-id-not-the-launchers", _init(trainer_count=1, trainer_id=3), "trainer_id", "3"),
        refused("init-gradient-servers-not-the-launchers", _init(trainer_count=1, num_gradient_servers=4),
                "num_gradient_servers"),
        refused("sgd-is-local-false-without-launcher", lambda: _sgd(is_local=False), "is_local"),
        valid("launcher-help", lambda: run.main(["--help"]), lambda code: code == 2),
        valid("split-sizes-cover-the-batch", lambda: split_sizes(7, 3), lambda s: s == [3, 2, 2]),
    ]


def _sgd(**kwargs: Any) -> Any:
    with paddle.Tape():
        x = paddle.layer.data(name="x", type=paddle.data_type.dense_vector(3))
        cost = paddle.layer.sum_cost(input=paddle.layer.fc(input=x, size=1))
        params = paddle.parameters.create(cost)
        return paddle.trainer.SGD(cost=cost, parameters=params, update_equation=paddle.optimizer.Momentum(),
                                  **kwargs)


def cases() -> list[Case]:
    return _reader_cases() + _dataset_cases() + _image_cases() + _tar_cases() + _launcher_cases()
