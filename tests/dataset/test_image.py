"""paddle.v2.image against Pillow/numpy references on small synthetic images (HWC uint8 in,
CHW float32 out, BGR as v2's OpenCV)."""
from __future__ import annotations

import io
import pickle

import numpy as np
import pytest

import paddle.v2 as paddle
from paddle.dataset import common
from paddle.dataset import image as image_module

from .conftest import tar_bytes

Image = pytest.importorskip("PIL.Image")


@pytest.fixture
def picture():
    rng = np.random.default_rng(1)
    rgb = rng.integers(0, 256, (12, 20, 3), dtype=np.uint8)
    out = io.BytesIO()
    Image.fromarray(rgb).save(out, format="PNG")
    return rgb, out.getvalue()


def test_load_image_bytes_and_file_are_hwc_bgr(picture, tmp_path):
    rgb, png = picture
    bgr = paddle.image.load_image_bytes(png)
    assert bgr.dtype == np.uint8 and bgr.shape == (12, 20, 3)
    np.testing.assert_array_equal(bgr, rgb[:, :, ::-1])
    grey = paddle.image.load_image_bytes(png, is_color=False)
    np.testing.assert_array_equal(grey, np.asarray(Image.fromarray(rgb).convert("L")))
    path = tmp_path / "cat.png"
    path.write_bytes(png)
    np.testing.assert_array_equal(paddle.image.load_image(str(path)), bgr)
    with pytest.raises(common.DataFormatError):
        paddle.image.load_image_bytes(b"not an image")


def test_resize_short_keeps_the_aspect_as_v2_rounds(picture):
    rgb, _ = picture
    wide = paddle.image.resize_short(rgb, 6)
    assert wide.shape == (6, 10, 3) and wide.dtype == np.uint8  # 20 * 6 // 12 = 10
    reference = np.asarray(Image.fromarray(rgb).resize((10, 6), Image.Resampling.BICUBIC))
    assert np.abs(wide.astype(int) - reference.astype(int)).max() <= 1
    tall = paddle.image.resize_short(rgb.transpose(1, 0, 2), 7)
    assert tall.shape == (11, 7, 3)  # 20 * 7 // 12 = 11
    grey = paddle.image.resize_short(rgb[:, :, 0], 6)
    assert grey.shape == (6, 10)


def test_crops_flip_and_chw(picture):
    rgb, _ = picture
    np.testing.assert_array_equal(paddle.image.to_chw(rgb), np.transpose(rgb, (2, 0, 1)))
    np.testing.assert_array_equal(paddle.image.center_crop(rgb, 8), rgb[2:10, 6:14])
    np.testing.assert_array_equal(paddle.image.left_right_flip(rgb), np.fliplr(rgb))
    np.testing.assert_array_equal(paddle.image.left_right_flip(rgb[:, :, 0], is_color=False), np.fliplr(rgb[:, :, 0]))
    np.random.seed(7)
    crop = paddle.image.random_crop(rgb, 5)
    reference = np.random.RandomState(7)
    top, left = reference.randint(0, 8), reference.randint(0, 16)
    np.testing.assert_array_equal(crop, rgb[top:top + 5, left:left + 5])
    with pytest.raises(common.DatasetArgumentError, match="does not fit"):
        paddle.image.center_crop(rgb, 13)


def test_simple_transform_for_testing_is_resize_centre_crop_chw_less_mean(picture):
    rgb, _ = picture
    mean = [10.0, 20.0, 30.0]
    out = paddle.image.simple_transform(rgb, 6, 4, is_train=False, mean=mean)
    resized = paddle.image.resize_short(rgb, 6)  # checked against Pillow above
    expected = resized[1:5, 3:7].transpose(2, 0, 1).astype(np.float32) - np.array(mean, np.float32)[:, None, None]
    assert out.dtype == np.float32 and out.shape == (3, 4, 4)
    np.testing.assert_array_equal(out, expected)
    elementwise = paddle.image.simple_transform(rgb, 6, 4, is_train=False, mean=np.ones((3, 4, 4)))
    np.testing.assert_array_equal(elementwise, expected + np.array(mean, np.float32)[:, None, None] - 1)


def test_simple_transform_for_training_is_a_crop_or_its_mirror(picture):
    rgb, _ = picture
    resized = paddle.image.resize_short(rgb, 6).astype(np.float32)
    windows = [resized[t:t + 4, l:l + 4] for t in range(3) for l in range(7)]
    candidates = [w.transpose(2, 0, 1) for w in windows] + [w[:, ::-1].transpose(2, 0, 1) for w in windows]
    np.random.seed(0)
    for _ in range(5):
        out = paddle.image.simple_transform(rgb, 6, 4, is_train=True)
        assert any(np.array_equal(out, c) for c in candidates)


def test_load_and_transform(picture, tmp_path):
    rgb, png = picture
    path = tmp_path / "x.png"
    path.write_bytes(png)
    out = paddle.image.load_and_transform(str(path), 6, 4, False)
    np.testing.assert_array_equal(out, paddle.image.simple_transform(rgb[:, :, ::-1], 6, 4, False))


def test_batch_images_from_tar(tmp_path):
    data_file = tmp_path / "imgs.tgz"
    data_file.write_bytes(tar_bytes({"jpg/a.jpg": b"A", "jpg/b.jpg": b"B", "jpg/c.jpg": b"C"}))
    meta = paddle.image.batch_images_from_tar(str(data_file), "train", {"jpg/a.jpg": 3, "jpg/c.jpg": 5},
                                              num_per_batch=1)
    files = open(meta).read().split()
    assert len(files) == 2
    batches = [pickle.load(open(f, "rb")) for f in files]
    assert [(b["data"], b["label"]) for b in batches] == [([b"A"], [3]), ([b"C"], [5])]
    assert paddle.image.batch_images_from_tar(str(data_file), "train", {}) == meta  # done once


def test_no_image_library_is_a_typed_error(monkeypatch, picture):
    monkeypatch.setattr(image_module.importlib.util, "find_spec", lambda name: None)
    with pytest.raises(common.DatasetUnavailableError, match="pip install pillow"):
        paddle.image.load_image_bytes(picture[1])
