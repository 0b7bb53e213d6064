"""Image loading and the simple augmentations of v2's `paddle.v2.image` (also
`paddle.dataset.image`, which the flowers reader uses).

Layout as v2's: images are loaded HWC uint8 (colour) or HW (grey); `to_chw` transposes to CHW;
`simple_transform` resizes the short edge, crops (random + random flip when training, centre
otherwise), transposes to CHW and returns float32 less the mean.

Colour order as v2's: v2 decoded with OpenCV, whose colour images are BGR. Here OpenCV is used
when installed; otherwise Pillow decodes and the channels are put in BGR order, so the per-channel
means v2 programs subtract (e.g. [103.94, 116.78, 123.68]) apply unchanged. Resizing is bicubic
(OpenCV's INTER_CUBIC, or Pillow's BICUBIC: they may differ by a grey level). Neither installed:
DatasetUnavailableError saying to install Pillow (`pip install 'paddle-refactor[data]'`).
"""
from __future__ import annotations

import importlib
import importlib.util
import io
import os
import pickle
import tarfile
from typing import Any, Sequence

import numpy as np

from .common import EXTRA, DataFileMissingError, DataFormatError, DatasetUnavailableError, bad_argument

__all__ = ["load_image_bytes", "load_image", "resize_short", "to_chw", "center_crop", "random_crop",
           "left_right_flip", "simple_transform", "load_and_transform", "batch_images_from_tar"]


def _backend() -> tuple[str, Any]:
    """('cv2', cv2) when OpenCV is installed, else ('pil', PIL.Image)."""
    if importlib.util.find_spec("cv2") is not None:
        return "cv2", importlib.import_module("cv2")
    if importlib.util.find_spec("PIL") is not None:
        return "pil", importlib.import_module("PIL.Image")
    raise DatasetUnavailableError(
        "paddle.v2.image decodes and resizes images with OpenCV or Pillow, and neither is installed: "
        f"pip install 'paddle-refactor[{EXTRA}]' (or pip install pillow)")


def _decoded_with_pil(image_module: Any, stream: Any, is_color: bool, what: str) -> Any:
    try:
        img = image_module.open(stream)
        img.load()
    except Exception as err:
        raise DataFormatError(f"paddle.v2.image: {what} is not an image Pillow can decode ({err})") from err
    if not is_color:
        return np.asarray(img.convert("L"))
    return np.ascontiguousarray(np.asarray(img.convert("RGB"))[:, :, ::-1])  # BGR, as OpenCV's


def load_image_bytes(bytes: bytes, is_color: bool = True) -> Any:  # noqa: A002  (v2's argument name)
    """The image encoded in `bytes` (JPEG, PNG, ...): HWC uint8 BGR, or HW when not `is_color`."""
    kind, lib = _backend()
    if kind == "cv2":
        img = lib.imdecode(np.frombuffer(bytes, dtype=np.uint8), 1 if is_color else 0)
        if img is None:
            raise DataFormatError("paddle.v2.image: the bytes are not an image OpenCV can decode")
        return img
    return _decoded_with_pil(lib, io.BytesIO(bytes), is_color, "the bytes")


def load_image(file: str, is_color: bool = True) -> Any:
    """The image in the file `file`: HWC uint8 BGR, or HW when not `is_color`."""
    if not os.path.isfile(file):
        raise DataFileMissingError(f"paddle.v2.image.load_image: there is no file {file}")
    kind, lib = _backend()
    if kind == "cv2":
        img = lib.imread(file, 1 if is_color else 0)
        if img is None:
            raise DataFormatError(f"paddle.v2.image: {file} is not an image OpenCV can decode")
        return img
    with open(file, "rb") as f:
        return _decoded_with_pil(lib, io.BytesIO(f.read()), is_color, file)


def _resized(im: Any, width: int, height: int) -> Any:
    kind, lib = _backend()
    if kind == "cv2":
        return lib.resize(im, (width, height), interpolation=lib.INTER_CUBIC)
    planes = im[:, :, None] if im.ndim == 2 else im
    out = []
    for c in range(planes.shape[2]):
        plane = lib.fromarray(np.ascontiguousarray(planes[:, :, c]).astype(np.float32), mode="F")
        out.append(np.asarray(plane.resize((width, height), lib.Resampling.BICUBIC)))
    result = np.stack(out, axis=2)
    if np.issubdtype(im.dtype, np.integer):
        info = np.iinfo(im.dtype)
        result = np.clip(np.rint(result), info.min, info.max)
    result = result.astype(im.dtype)
    return result[:, :, 0] if im.ndim == 2 else result


def resize_short(im: Any, size: int) -> Any:
    """`im` (HWC or HW) resized so that its shorter edge is `size`, keeping the aspect ratio
    (the longer edge rounded down, as v2's integer arithmetic)."""
    if isinstance(size, bool) or not isinstance(size, int) or size < 1:
        raise bad_argument("paddle.v2.image.resize_short", "size", "an int >= 1", size,
                           f"size should be an int >= 1 (the shorter edge's pixels), got {size!r}")
    h, w = im.shape[:2]
    if h > w:
        h_new, w_new = size * h // w, size
    else:
        h_new, w_new = size, size * w // h
    return _resized(im, w_new, h_new)


def to_chw(im: Any, order: Sequence[int] = (2, 0, 1)) -> Any:
    """`im` transposed by `order` (HWC -> CHW by default)."""
    if len(im.shape) != len(order):
        raise bad_argument("paddle.v2.image.to_chw", "order", "one axis per image axis", tuple(order),
                           f"order {tuple(order)} does not fit an image of shape {im.shape}")
    if sorted(order) != list(range(len(order))):
        raise bad_argument("paddle.v2.image.to_chw", "order", "a permutation", tuple(order),
                           f"order should name each axis once, got {tuple(order)}")
    return im.transpose(order)


def _crop(im: Any, top: int, left: int, size: int, what: str) -> Any:
    h, w = im.shape[:2]
    if size > h or size > w:
        raise bad_argument(f"paddle.v2.image.{what}", "size", "crop <= image", size,
                           f"a crop of {size} does not fit an image of {h}x{w}")
    return im[top:top + size, left:left + size]


def center_crop(im: Any, size: int, is_color: bool = True) -> Any:
    """The centred `size` x `size` square of `im` (HWC or HW)."""
    h, w = im.shape[:2]
    return _crop(im, (h - size) // 2, (w - size) // 2, size, "center_crop")


def random_crop(im: Any, size: int, is_color: bool = True) -> Any:
    """A `size` x `size` square of `im` at a position drawn from numpy's global generator."""
    h, w = im.shape[:2]
    _crop(im, 0, 0, size, "random_crop")  # checks that the crop fits
    return _crop(im, np.random.randint(0, h - size + 1), np.random.randint(0, w - size + 1), size, "random_crop")


def left_right_flip(im: Any, is_color: bool = True) -> Any:
    """`im` mirrored left to right."""
    return im[:, ::-1, :] if im.ndim == 3 and is_color else im[:, ::-1]


def simple_transform(im: Any, resize_size: int, crop_size: int, is_train: bool, is_color: bool = True,
                     mean: Any = None) -> Any:
    """Resize the short edge to `resize_size`; crop `crop_size` (random, and a coin-flip mirror,
    when `is_train`; centred otherwise); HWC -> CHW; float32; less `mean` (one value per channel,
    or an array of the result's shape)."""
    im = resize_short(im, resize_size)
    if is_train:
        im = random_crop(im, crop_size, is_color=is_color)
        if np.random.randint(2) == 0:
            im = left_right_flip(im, is_color)
    else:
        im = center_crop(im, crop_size, is_color=is_color)
    if im.ndim == 3:
        im = to_chw(im)
    im = im.astype(np.float32)
    if mean is not None:
        mean = np.asarray(mean, dtype=np.float32)
        if mean.ndim == 1 and is_color:
            mean = mean[:, np.newaxis, np.newaxis]
        elif mean.ndim > 1 and mean.shape != im.shape:
            raise bad_argument("paddle.v2.image.simple_transform", "mean", "per channel, or the image's shape",
                               mean.shape, f"an element-wise mean of shape {mean.shape} does not fit the "
                               f"image's {im.shape}")
        im -= mean
    return im


def load_and_transform(filename: str, resize_size: int, crop_size: int, is_train: bool, is_color: bool = True,
                       mean: Any = None) -> Any:
    """`simple_transform` of the image in `filename`."""
    return simple_transform(load_image(filename, is_color), resize_size, crop_size, is_train, is_color, mean)


def batch_images_from_tar(data_file: str, dataset_name: str, img2label: dict[str, int],
                          num_per_batch: int = 1024) -> str:
    """Gather the members of the tar `data_file` named in `img2label` into batch files
    `<data_file>_batch/<dataset_name>/batch_<i>` (each a pickle of {'label': [...], 'data':
    [encoded image bytes]}); returns the path of the list of those files (one path a line).
    Done once: an existing batch folder is reused."""
    batch_dir = f"{data_file}_batch"
    out_path = os.path.join(batch_dir, dataset_name)
    meta_file = os.path.join(batch_dir, f"{dataset_name}.txt")
    if os.path.exists(meta_file):
        return meta_file
    os.makedirs(out_path, exist_ok=True)
    written: list[str] = []

    def flush(data: list[bytes], labels: list[int]) -> None:
        path = os.path.abspath(os.path.join(out_path, f"batch_{len(written)}"))
        with open(path, "wb") as f:
            pickle.dump({"label": labels, "data": data}, f, protocol=2)
        written.append(path)

    data: list[bytes] = []
    labels: list[int] = []
    with tarfile.open(data_file) as tar:
        for member in tar:
            if member.isfile() and member.name in img2label:
                stream = tar.extractfile(member)
                assert stream is not None
                data.append(stream.read())
                labels.append(int(img2label[member.name]))
                if len(data) == num_per_batch:
                    flush(data, labels)
                    data, labels = [], []
    if data:
        flush(data, labels)
    with open(meta_file, "w", encoding="utf-8") as meta:
        meta.write("".join(f"{p}\n" for p in written))
    return meta_file
