"""The Penn Treebank text of imikolov's RNNLM examples (v2's `paddle.v2.dataset.imikolov`), read
from the published `simple-examples.tgz` in `<data home>/imikolov/`: members
`./simple-examples/data/ptb.train.txt` and `ptb.valid.txt`, one sentence a line.

`build_dict(min_word_freq=50)` counts the words of train and valid, each line adding one `<s>`
and one `<e>`, keeps those seen more than `min_word_freq` times (most frequent first) and puts
`<unk>` last. `train(word_idx, n)` yields the n-grams (tuples of n ids) of `<s> line <e>`;
with `data_type=DataType.SEQ` it yields (`<s>`+ids, ids+`<e>`), skipping sequences longer than
`n` when n > 0.
"""
from __future__ import annotations

import collections
import tarfile
from typing import IO, Any, Iterator

from .common import DataFormatError, Reader, bad_argument, dict_by_frequency, download

__all__ = ["DataType", "build_dict", "train", "test", "convert"]

URL = "http://www.fit.vutbr.cz/~imikolov/rnnlm/simple-examples.tgz"
MD5 = "30177ea32e27c525793142b6bf2c8e2d"
TRAIN_FILE = "./simple-examples/data/ptb.train.txt"
TEST_FILE = "./simple-examples/data/ptb.valid.txt"


class DataType:
    NGRAM = 1
    SEQ = 2


def _member(tar: tarfile.TarFile, name: str) -> IO[bytes]:
    for candidate in (name, name.removeprefix("./")):
        try:
            stream = tar.extractfile(candidate)
        except KeyError:
            continue
        if stream is not None:
            return stream
    raise DataFormatError(f"paddle.dataset.imikolov: {tar.name!s} has no member {name}")


def word_count(f: IO[bytes], word_freq: collections.Counter[str] | None = None) -> collections.Counter[str]:
    freq = word_freq if word_freq is not None else collections.Counter()
    for line in f:
        freq.update(line.decode("utf-8").split())
        freq["<s>"] += 1
        freq["<e>"] += 1
    return freq


def build_dict(min_word_freq: int = 50) -> dict[str, int]:
    with tarfile.open(download(URL, "imikolov", MD5)) as tar:
        freq = word_count(_member(tar, TEST_FILE), word_count(_member(tar, TRAIN_FILE)))
    return dict_by_frequency(dict(freq), min_word_freq)


def reader_creator(filename: str, word_idx: dict[str, int], n: int, data_type: int) -> Reader:
    if data_type not in (DataType.NGRAM, DataType.SEQ):
        raise bad_argument("paddle.dataset.imikolov", "data_type", "DataType.NGRAM or DataType.SEQ", data_type,
                           f"data_type should be DataType.NGRAM or DataType.SEQ, got {data_type!r}")
    if data_type == DataType.NGRAM and n < 1:
        raise bad_argument("paddle.dataset.imikolov", "n", "n >= 1 for n-grams", n,
                           f"an n-gram needs n >= 1, got {n!r}")

    def reader() -> Iterator[Any]:
        unk = word_idx["<unk>"]
        with tarfile.open(download(URL, "imikolov", MD5)) as tar:
            for line in _member(tar, filename):
                words = line.decode("utf-8").split()
                if data_type == DataType.NGRAM:
                    ids = [word_idx.get(w, unk) for w in ["<s>", *words, "<e>"]]
                    for end in range(n, len(ids) + 1):
                        yield tuple(ids[end - n:end])
                else:
                    ids = [word_idx.get(w, unk) for w in words]
                    src, trg = [word_idx["<s>"], *ids], [*ids, word_idx["<e>"]]
                    if n > 0 and len(src) > n:
                        continue
                    yield src, trg
    return reader


def train(word_idx: dict[str, int], n: int, data_type: int = DataType.NGRAM) -> Reader:
    return reader_creator(TRAIN_FILE, word_idx, n, data_type)


def test(word_idx: dict[str, int], n: int, data_type: int = DataType.NGRAM) -> Reader:
    return reader_creator(TEST_FILE, word_idx, n, data_type)


def fetch() -> None:
    download(URL, "imikolov", MD5)


def convert(path: str) -> None:
    """The 5-gram train and test sets as RecordIO files in `path` (v2's convert)."""
    from .common import convert as write
    words = build_dict()
    write(path, train(words, 5), 1000, "imikolov_train")
    write(path, test(words, 5), 1000, "imikolov_test")
