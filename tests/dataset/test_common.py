"""paddle.dataset.common: the cache directory, download's md5 check and its offline refusal,
split / cluster_files_reader, and the module paths v2 programs import."""
from __future__ import annotations

import hashlib
import importlib
import pickle
import sys

import numpy as np
import pytest

from paddle.dataset import common, imikolov, mnist, mq2007


def test_download_finds_the_cached_file_and_checks_its_md5(home):
    (home / "cifar").mkdir()
    (home / "cifar" / "x.tar.gz").write_bytes(b"payload")
    good = hashlib.md5(b"payload").hexdigest()
    assert common.download("https://host/path/x.tar.gz", "cifar", good) == str(home / "cifar" / "x.tar.gz")
    with pytest.raises(common.DataChecksumError, match=r"has md5 .* published at https://host/path/x.tar.gz"):
        common.download("https://host/path/x.tar.gz", "cifar", "0" * 32)


def test_an_absent_file_names_the_file_the_url_and_where_to_put_it(home, monkeypatch):
    import socket

    def no_network(*args, **kwargs):
        raise AssertionError("the dataset code tried to open a network connection")
    monkeypatch.setattr(socket, "socket", no_network)
    with pytest.raises(common.DataFileMissingError) as err:
        common.download("http://host/d/data.tgz", "imdb", "abc")
    message = str(err.value)
    assert "data.tgz" in message and "http://host/d/data.tgz" in message
    assert str(home / "imdb" / "data.tgz") in message and "PADDLE_DATA_HOME" in message
    assert isinstance(err.value, common.DatasetError) and isinstance(err.value, FileNotFoundError)


def test_the_environment_variable_moves_the_cache(monkeypatch, tmp_path):
    monkeypatch.delenv("PADDLE_DATA_HOME", raising=False)
    assert common.data_home() == common.DATA_HOME
    monkeypatch.setenv("PADDLE_DATA_HOME", str(tmp_path))
    assert common.data_home() == str(tmp_path)


def test_split_writes_files_that_cluster_files_reader_shares_out(tmp_path):
    samples = [(i, np.full(2, i)) for i in range(10)]
    common.split(lambda: iter(samples), 3, suffix=str(tmp_path / "part-%05d.pickle"))
    files = sorted(p.name for p in tmp_path.iterdir())
    assert files == [f"part-{i:05d}.pickle" for i in range(3)]
    with open(tmp_path / "part-00000.pickle", "rb") as f:
        assert len(pickle.load(f)) == 4  # v2's split puts line_count + 1 samples in the first file
    pattern = str(tmp_path / "part-*.pickle")
    first = [s[0] for s in common.cluster_files_reader(pattern, 2, 0)()]
    second = [s[0] for s in common.cluster_files_reader(pattern, 2, 1)()]
    assert first == [0, 1, 2, 3, 7, 8, 9] and second == [4, 5, 6]


def test_convert_writes_recordio_files_that_the_recordio_creator_reads(tmp_path):
    from paddle.reader import creator
    samples = [(i, [i, i + 1]) for i in range(7)]
    common.convert(str(tmp_path), lambda: iter(samples), 3, "demo")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["demo-00000", "demo-00001"]  # 4 + 3, as v2 split them
    assert list(creator.recordio(str(tmp_path / "demo-*"))()) == samples
    assert list(creator.recordio([str(tmp_path / "demo-00001")])()) == samples[4:]


def test_dataset_pickles_cannot_run_code():
    class Evil:
        def __reduce__(self):
            return (print, ("ran",))
    with pytest.raises(common.DataFormatError, match="builtins.print"):
        common.load_pickle(pickle.dumps({"data": Evil()}), "evil")
    array = np.arange(6, dtype=np.uint8).reshape(2, 3)
    back = common.load_pickle(pickle.dumps({b"data": array, b"labels": [1, 2]}, protocol=2), "ok")
    np.testing.assert_array_equal(back[b"data"], array)


def test_v2_module_paths_import():
    for name in ("uci_housing", "mnist", "cifar", "imdb", "imikolov", "movielens", "conll05", "wmt14", "wmt16",
                 "sentiment", "flowers", "voc2012", "mq2007", "common"):
        v2_module = importlib.import_module(f"paddle.v2.dataset.{name}")
        assert v2_module is importlib.import_module(f"paddle.dataset.{name}")
    import paddle.v2 as paddle
    import paddle.v2.dataset.uci_housing  # noqa: F401
    assert sys.modules["paddle.v2.dataset.uci_housing"] is paddle.dataset.uci_housing


def test_a_dataset_converts_to_recordio(publish, tmp_path):
    from paddle.dataset import wmt14
    from paddle.reader import creator

    from .test_text_sets import wmt14_tarball
    publish(wmt14, "MD5_TRAIN", wmt14.URL_TRAIN, wmt14_tarball(), "wmt14")
    out = tmp_path / "out"
    out.mkdir()
    wmt14.convert(str(out))
    assert list(creator.recordio(str(out / "wmt14_train-*"))()) == list(wmt14.train(30000)())


@pytest.mark.parametrize("call, argument", [
    (lambda: imikolov.train({"<unk>": 0}, 3, data_type=7), "data_type"),
    (lambda: imikolov.train({"<unk>": 0}, 0), "n"),
    (lambda: next(mq2007.train(format="csv")), "format"),
    (lambda: mnist.arrays("valid"), "part"),
    (lambda: common.convert("/tmp", lambda: iter([]), 0, "x"), "line_count"),
])
def test_bad_arguments_are_typed_errors_naming_the_argument(call, argument):
    from paddle.registry import ConfigError
    with pytest.raises(common.DatasetArgumentError) as err:
        call()
    assert isinstance(err.value, ConfigError) and err.value.argument == argument
