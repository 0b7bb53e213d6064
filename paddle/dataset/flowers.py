"""Oxford 102 Flowers (v2's `paddle.v2.dataset.flowers`), read from the published files in
`<data home>/flowers/`: `102flowers.tgz` (members `jpg/image_00001.jpg` ...), `imagelabels.mat`
(`labels`, 1..102 per image) and `setid.mat` (`trnid`, `tstid`, `valid`: 1-based image
numbers). The .mat files are read with scipy (installed with scikit-learn, the `data` extra);
without it, DatasetUnavailableError.

A sample is (image, label): the default mappers decode the JPEG (BGR, as v2's OpenCV), resize
the short edge to 256, crop 224 (random + random mirror for training, centred otherwise),
transpose to CHW, subtract v2's per-channel mean and flatten to float32[150528]. Labels are
0-based here (0..101), so that a 102-way classification cost takes them as they come.
"""
from __future__ import annotations

import functools
import importlib
import importlib.util
import os
from typing import Any, Callable, Iterator

from ..reader import map_readers, xmap_readers
from .common import EXTRA, DataFormatError, DatasetUnavailableError, Reader, download, load_pickle
from .image import batch_images_from_tar, load_image_bytes, simple_transform

__all__ = ["train", "test", "valid"]

DATA_URL = "http://www.robots.ox.ac.uk/~vgg/data/flowers/102/102flowers.tgz"
LABEL_URL = "http://www.robots.ox.ac.uk/~vgg/data/flowers/102/imagelabels.mat"
SETID_URL = "http://www.robots.ox.ac.uk/~vgg/data/flowers/102/setid.mat"
DATA_MD5 = "52808999861908f626f3c1f4e79d11fa"
LABEL_MD5 = "e0620be6f572b9609742df49c70aed4d"
SETID_MD5 = "a5357ecc9cb78c4bef273ce3793fc85c"
TRAIN_FLAG = "trnid"
TEST_FLAG = "tstid"
VALID_FLAG = "valid"
MEAN = [103.94, 116.78, 123.68]


def default_mapper(is_train: bool, sample: tuple[bytes, int]) -> tuple[Any, int]:
    """Encoded image bytes -> flattened float32 CHW pixels less v2's mean."""
    img, label = sample
    pixels = simple_transform(load_image_bytes(img), 256, 224, is_train, mean=MEAN)
    return pixels.flatten().astype("float32"), label


train_mapper = functools.partial(default_mapper, True)
test_mapper = functools.partial(default_mapper, False)


def _loadmat(path: str, key: str) -> Any:
    if importlib.util.find_spec("scipy") is None:
        raise DatasetUnavailableError(
            f"paddle.dataset.flowers reads {os.path.basename(path)} (a MATLAB file) with scipy, which is not "
            f"installed: pip install 'paddle-refactor[{EXTRA}]' (or pip install scipy)")
    content = importlib.import_module("scipy.io").loadmat(path)
    if key not in content:
        raise DataFormatError(f"paddle.dataset.flowers: {path} has no {key!r} (it holds {sorted(content)})")
    return content[key].ravel()


def reader_creator(data_file: str, label_file: str, setid_file: str, dataset_name: str,
                   mapper: Callable[[Any], Any], buffered_size: int = 1024, use_xmap: bool = True,
                   cycle: bool = False) -> Reader:
    """Images of the subset `dataset_name` of setid.mat, through `mapper` (in threads when
    `use_xmap`). The images are first gathered into batch files beside the tarball, once."""
    labels = _loadmat(label_file, "labels")
    indexes = _loadmat(setid_file, dataset_name)
    img2label = {f"jpg/image_{int(i):05d}.jpg": int(labels[int(i) - 1]) for i in indexes}
    file_list = batch_images_from_tar(data_file, dataset_name, img2label)

    def reader() -> Iterator[tuple[bytes, int]]:
        while True:
            with open(file_list, encoding="utf-8") as listing:
                for name in (line.strip() for line in listing):
                    with open(name, "rb") as f:
                        batch = load_pickle(f.read(), name)
                    for image, label in zip(batch["data"], batch["label"]):
                        yield image, int(label) - 1
            if not cycle:
                return

    if use_xmap:
        workers = int(os.environ.get("CPU_NUM", os.cpu_count() or 1))
        return xmap_readers(mapper, reader, workers, buffered_size)
    return map_readers(mapper, reader)


def _files() -> tuple[str, str, str]:
    return (download(DATA_URL, "flowers", DATA_MD5), download(LABEL_URL, "flowers", LABEL_MD5),
            download(SETID_URL, "flowers", SETID_MD5))


def train(mapper: Callable[[Any], Any] = train_mapper, buffered_size: int = 1024, use_xmap: bool = True,
          cycle: bool = False) -> Reader:
    return reader_creator(*_files(), TRAIN_FLAG, mapper, buffered_size, use_xmap, cycle)


def test(mapper: Callable[[Any], Any] = test_mapper, buffered_size: int = 1024, use_xmap: bool = True,
         cycle: bool = False) -> Reader:
    return reader_creator(*_files(), TEST_FLAG, mapper, buffered_size, use_xmap, cycle)


def valid(mapper: Callable[[Any], Any] = test_mapper, buffered_size: int = 1024, use_xmap: bool = True) -> Reader:
    return reader_creator(*_files(), VALID_FLAG, mapper, buffered_size, use_xmap)


def fetch() -> None:
    _files()
