"""CIFAR-10 and CIFAR-100 (v2's `paddle.v2.dataset.cifar`), read from the published python
tarballs in `<data home>/cifar/`: `cifar-10-python.tar.gz` (members `data_batch_1..5`,
`test_batch`) and `cifar-100-python.tar.gz` (members `train`, `test`), each a pickled dict with
`data` (uint8 [n, 3072], channel-major 32x32 images) and `labels` (CIFAR-100: `fine_labels`).

A sample is (image float32[3072] scaled to [0, 1], label int). The pickles are read without
running code (numpy arrays and plain containers only).
"""
from __future__ import annotations

import tarfile
from typing import Any, Iterator

import numpy as np

from .common import DataFormatError, Reader, download, load_pickle

__all__ = ["train100", "test100", "train10", "test10", "convert"]

URL_PREFIX = "https://www.cs.toronto.edu/~kriz/"
CIFAR10_URL = URL_PREFIX + "cifar-10-python.tar.gz"
CIFAR10_MD5 = "c58f30108f718f92721af3b95e74349a"
CIFAR100_URL = URL_PREFIX + "cifar-100-python.tar.gz"
CIFAR100_MD5 = "eb9058c3a382ffc7106e4002c42a8d85"


def _field(batch: dict[Any, Any], *names: str) -> Any:
    for name in names:
        for key in (name.encode(), name):
            if key in batch:
                return batch[key]
    return None


def _samples(batch: Any, where: str) -> Iterator[tuple[Any, int]]:
    if not isinstance(batch, dict):
        raise DataFormatError(f"paddle.dataset.cifar: {where} is not a pickled dict")
    data = _field(batch, "data")
    labels = _field(batch, "labels", "fine_labels")
    if data is None or labels is None:
        raise DataFormatError(f"paddle.dataset.cifar: {where} has no 'data' and 'labels' (or 'fine_labels')")
    data = np.asarray(data)
    if data.ndim != 2 or len(data) != len(labels):
        raise DataFormatError(f"paddle.dataset.cifar: {where} holds data of shape {data.shape} for "
                              f"{len(labels)} labels")
    for sample, label in zip(data, labels):
        yield (sample / 255.0).astype(np.float32), int(label)


def reader_creator(filename: str, sub_name: str, cycle: bool = False) -> Reader:
    """The samples of the members of the tarball `filename` whose names contain `sub_name`, in
    the tarball's order (`cycle`: over and over)."""
    def reader() -> Iterator[tuple[Any, int]]:
        while True:
            with tarfile.open(filename, mode="r") as tar:
                for member in tar:
                    if sub_name in member.name and member.isfile():
                        stream = tar.extractfile(member)
                        assert stream is not None
                        where = f"{filename}:{member.name}"
                        yield from _samples(load_pickle(stream.read(), where), where)
            if not cycle:
                return
    return reader


def train100() -> Reader:
    """CIFAR-100 training set: (pixels in [0, 1], fine label in [0, 99])."""
    return reader_creator(download(CIFAR100_URL, "cifar", CIFAR100_MD5), "train")


def test100() -> Reader:
    return reader_creator(download(CIFAR100_URL, "cifar", CIFAR100_MD5), "test")


def train10(cycle: bool = False) -> Reader:
    """CIFAR-10 training set: (pixels in [0, 1], label in [0, 9])."""
    return reader_creator(download(CIFAR10_URL, "cifar", CIFAR10_MD5), "data_batch", cycle=cycle)


def test10(cycle: bool = False) -> Reader:
    return reader_creator(download(CIFAR10_URL, "cifar", CIFAR10_MD5), "test_batch", cycle=cycle)


def fetch() -> None:
    download(CIFAR10_URL, "cifar", CIFAR10_MD5)
    download(CIFAR100_URL, "cifar", CIFAR100_MD5)


def convert(path: str) -> None:
    """v2's RecordIO conversion (needs the `recordio` package)."""
    from .common import convert as write
    write(path, train100(), 1000, "cifar_train100")
    write(path, test100(), 1000, "cifar_test100")
    write(path, train10(), 1000, "cifar_train10")
    write(path, test10(), 1000, "cifar_test10")
