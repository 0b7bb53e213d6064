"""IMDB movie reviews (v2's `paddle.v2.dataset.imdb`), read from the published
`aclImdb_v1.tar.gz` in `<data home>/imdb/`: one review per member `aclImdb/{train,test}/{pos,neg}/*.txt`.

A review is tokenised as v2 did: trailing newlines dropped, ASCII punctuation removed, lower-cased,
split on whitespace. `word_dict()` keeps the words seen more than 150 times over train and test,
most frequent first, and `<unk>` last; `train(word_idx)` / `test(word_idx)` yield
(word ids, label) with label 0 for a positive review and 1 for a negative one, the positive
reviews first (as v2's).
"""
from __future__ import annotations

import collections
import re
import string
import tarfile
from typing import Iterator, Pattern

from .common import Reader, dict_by_frequency, download

__all__ = ["build_dict", "train", "test", "word_dict", "convert"]

URL = "http://ai.stanford.edu/%7Eamaas/data/sentiment/aclImdb_v1.tar.gz"
MD5 = "7c2ac02c03563afcf9b574c7e56c153a"
CUTOFF = 150
_NO_PUNCTUATION = str.maketrans("", "", string.punctuation)


def tokenize(pattern: Pattern[str]) -> Iterator[list[str]]:
    """The tokens of each member whose name matches `pattern`, in the tarball's order (read
    sequentially, as v2 did: no random access into the gzip stream)."""
    with tarfile.open(download(URL, "imdb", MD5)) as tar:
        for member in tar:
            if member.isfile() and pattern.match(member.name):
                stream = tar.extractfile(member)
                assert stream is not None
                text = stream.read().rstrip(b"\n\r").decode("utf-8", errors="replace")
                yield text.translate(_NO_PUNCTUATION).lower().split()


def build_dict(pattern: Pattern[str], cutoff: int) -> dict[str, int]:
    """Words of the members matching `pattern` seen more than `cutoff` times -> ids (most
    frequent first, ties by the word), '<unk>' last."""
    freq: collections.Counter[str] = collections.Counter()
    for doc in tokenize(pattern):
        freq.update(doc)
    return dict_by_frequency(dict(freq), cutoff)


def reader_creator(pos_pattern: Pattern[str], neg_pattern: Pattern[str], word_idx: dict[str, int]) -> Reader:
    unk = word_idx["<unk>"]
    samples = [([word_idx.get(w, unk) for w in doc], label)
               for pattern, label in ((pos_pattern, 0), (neg_pattern, 1)) for doc in tokenize(pattern)]

    def reader() -> Iterator[tuple[list[int], int]]:
        yield from samples
    return reader


def train(word_idx: dict[str, int]) -> Reader:
    return reader_creator(re.compile(r"aclImdb/train/pos/.*\.txt$"), re.compile(r"aclImdb/train/neg/.*\.txt$"),
                          word_idx)


def test(word_idx: dict[str, int]) -> Reader:
    return reader_creator(re.compile(r"aclImdb/test/pos/.*\.txt$"), re.compile(r"aclImdb/test/neg/.*\.txt$"),
                          word_idx)


def word_dict() -> dict[str, int]:
    return build_dict(re.compile(r"aclImdb/((train)|(test))/((pos)|(neg))/.*\.txt$"), CUTOFF)


def fetch() -> None:
    download(URL, "imdb", MD5)


def convert(path: str) -> None:
    """The train and test sets (with `word_dict()`) as RecordIO files in `path` (v2's convert)."""
    from .common import convert as write
    words = word_dict()
    write(path, train(words), 1000, "imdb_train")
    write(path, test(words), 1000, "imdb_test")
