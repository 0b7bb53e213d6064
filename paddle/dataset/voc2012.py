"""PASCAL VOC 2012 segmentation (v2's `paddle.v2.dataset.voc2012`), read from the published
`VOCtrainval_11-May-2012.tar` in `<data home>/voc2012/`: the image lists
`VOCdevkit/VOC2012/ImageSets/Segmentation/{trainval,train,val}.txt`, the images
`JPEGImages/<id>.jpg` and the class maps `SegmentationClass/<id>.png`.

A sample is (image HWC uint8 RGB, class map HW uint8), decoded with Pillow as v2 did;
`train()` reads `trainval`, `test()` reads `train`, `val()` reads `val` (v2's choice).
"""
from __future__ import annotations

import importlib
import importlib.util
import io
import tarfile
from typing import Any, Iterator

import numpy as np

from .common import EXTRA, DataFormatError, DatasetUnavailableError, Reader, download

__all__ = ["train", "test", "val"]

VOC_URL = "http://host.robots.ox.ac.uk/pascal/VOC/voc2012/VOCtrainval_11-May-2012.tar"
VOC_MD5 = "6cd6e144f989b92b3379bac3b3de84fd"
SET_FILE = "VOCdevkit/VOC2012/ImageSets/Segmentation/{}.txt"
DATA_FILE = "VOCdevkit/VOC2012/JPEGImages/{}.jpg"
LABEL_FILE = "VOCdevkit/VOC2012/SegmentationClass/{}.png"
CACHE_DIR = "voc2012"


def _pil_image() -> Any:
    if importlib.util.find_spec("PIL") is None:
        raise DatasetUnavailableError("paddle.dataset.voc2012 decodes its images with Pillow, which is not "
                                      f"installed: pip install 'paddle-refactor[{EXTRA}]' (or pip install pillow)")
    return importlib.import_module("PIL.Image")


def _read(tar: tarfile.TarFile, name: str) -> bytes:
    try:
        stream = tar.extractfile(name)
    except KeyError:
        stream = None
    if stream is None:
        raise DataFormatError(f"paddle.dataset.voc2012: {tar.name!s} has no member {name}")
    return stream.read()


def reader_creator(filename: str, sub_name: str) -> Reader:
    image = _pil_image()

    def reader() -> Iterator[tuple[Any, Any]]:
        with tarfile.open(filename) as tar:
            for line in _read(tar, SET_FILE.format(sub_name)).decode("utf-8").split():
                data = np.array(image.open(io.BytesIO(_read(tar, DATA_FILE.format(line)))))
                label = np.array(image.open(io.BytesIO(_read(tar, LABEL_FILE.format(line)))))
                yield data, label
    return reader


def train() -> Reader:
    return reader_creator(download(VOC_URL, CACHE_DIR, VOC_MD5), "trainval")


def test() -> Reader:
    return reader_creator(download(VOC_URL, CACHE_DIR, VOC_MD5), "train")


def val() -> Reader:
    return reader_creator(download(VOC_URL, CACHE_DIR, VOC_MD5), "val")


def fetch() -> None:
    download(VOC_URL, CACHE_DIR, VOC_MD5)
