"""Every dataset entry point, with an empty cache: a typed DataFileMissingError naming the file,
its published URL and the place to put it; nothing waits and nothing is fetched."""
from __future__ import annotations

import socket

import pytest

from paddle.dataset import (DataFileMissingError, cifar, conll05, flowers, imdb, imikolov, movielens, mq2007,
                            sentiment, uci_housing, voc2012, wmt14, wmt16)

ENTRY_POINTS = {
    "cifar.train10": (cifar.train10, "cifar-10-python.tar.gz"),
    "cifar.test100": (cifar.test100, "cifar-100-python.tar.gz"),
    "imdb.word_dict": (imdb.word_dict, "aclImdb_v1.tar.gz"),
    "imikolov.build_dict": (imikolov.build_dict, "simple-examples.tgz"),
    "imikolov.train": (lambda: list(imikolov.train({"<unk>": 0}, 5)()), "simple-examples.tgz"),
    "movielens.max_user_id": (movielens.max_user_id, "ml-1m.zip"),
    "conll05.get_dict": (conll05.get_dict, "wordDict.txt"),
    "conll05.test": (conll05.test, "wordDict.txt"),
    "wmt14.train": (lambda: wmt14.train(30000), "wmt14.tgz"),
    "wmt14.get_dict": (lambda: wmt14.get_dict(30000), "wmt14.tgz"),
    "wmt16.train": (lambda: wmt16.train(1000, 1000), "wmt16.tar.gz"),
    "sentiment.train": (sentiment.train, "movie_reviews"),
    "flowers.train": (flowers.train, "102flowers.tgz"),
    "voc2012.train": (voc2012.train, "VOCtrainval_11-May-2012.tar"),
    "mq2007.train": (lambda: next(mq2007.train()), "train.txt"),
    "uci_housing.model": (uci_housing.model, "fit_a_line.tar"),
    "wmt14.model": (wmt14.model, "wmt14_model.tar.gz"),
}


@pytest.mark.parametrize("name", sorted(ENTRY_POINTS))
def test_an_empty_cache_is_a_typed_error_naming_the_file(name, home, monkeypatch):
    def no_network(*args, **kwargs):
        raise AssertionError("a dataset tried to open a network connection")
    monkeypatch.setattr(socket, "socket", no_network)
    sentiment._words_of.cache_clear()
    call, file_name = ENTRY_POINTS[name]
    with pytest.raises(DataFileMissingError) as err:
        call()
    message = str(err.value)
    assert file_name in message and str(home) in message and "http" in message


def test_flowers_without_scipy_says_so(publish, monkeypatch):
    from paddle.dataset import common
    files = ((flowers.DATA_URL, "DATA_MD5"), (flowers.LABEL_URL, "LABEL_MD5"), (flowers.SETID_URL, "SETID_MD5"))
    for url, attr in files:
        publish(flowers, attr, url, b"x", "flowers")
    monkeypatch.setattr(flowers.importlib.util, "find_spec", lambda name: None)
    with pytest.raises(common.DatasetUnavailableError, match="scipy"):
        flowers.train()


def test_sentiment_reads_nltks_zip_too(home):
    from .conftest import zip_bytes
    (home / "corpora").mkdir()
    (home / "corpora" / "movie_reviews.zip").write_bytes(zip_bytes({
        "movie_reviews/README": b"x", "movie_reviews/neg/cv000_1.txt": b"bad",
        "movie_reviews/pos/cv000_2.txt": b"good"}))
    sentiment._words_of.cache_clear()
    assert list(sentiment.train()()) == [([0], 0), ([1], 1)]
    sentiment._words_of.cache_clear()
