"""NLTK's movie_reviews corpus (v2's `paddle.v2.dataset.sentiment`), read in NLTK's layout under
the cache, where v2 had NLTK put it: `<data home>/corpora/movie_reviews/{neg,pos}/*.txt`
(or the zip NLTK publishes, `<data home>/corpora/movie_reviews.zip`). NLTK itself is not needed.

Words are NLTK's for this corpus (runs of word characters, or of other non-space characters).
`get_word_dict()` lists (word, id) most frequent first (ties by the word); the samples alternate
negative and positive reviews (files in sorted order), each (word ids, 0 negative / 1 positive);
the first 1,600 train and the other 400 test.
"""
from __future__ import annotations

import collections
import functools
import re
import zipfile
from pathlib import Path
from typing import Any, Iterator

from .common import DataFileMissingError, Reader, data_home

__all__ = ["train", "test", "get_word_dict", "convert"]

URL = "https://raw.githubusercontent.com/nltk/nltk_data/gh-pages/packages/corpora/movie_reviews.zip"
NUM_TRAINING_INSTANCES = 1600
NUM_TOTAL_INSTANCES = 2000
_TOKEN = re.compile(r"\w+|[^\w\s]+")


def _corpus() -> dict[str, list[tuple[str, str]]]:
    """category -> [(file id, text)], file ids sorted, from the directory or the zip."""
    root = Path(data_home()) / "corpora"
    folder, archive = root / "movie_reviews", root / "movie_reviews.zip"
    files: dict[str, list[tuple[str, str]]] = {"neg": [], "pos": []}
    if folder.is_dir():
        for category in files:
            for path in sorted((folder / category).glob("*.txt")):
                files[category].append((f"{category}/{path.name}", path.read_text(encoding="utf-8")))
    elif archive.is_file():
        with zipfile.ZipFile(archive) as z:
            for name in sorted(z.namelist()):
                parts = name.split("/")
                if len(parts) == 3 and parts[1] in files and name.endswith(".txt"):
                    files[parts[1]].append((f"{parts[1]}/{parts[2]}", z.read(name).decode("utf-8")))
    else:
        raise DataFileMissingError(
            f"paddle.dataset.sentiment: NLTK's movie_reviews corpus is not in the cache, and this build never "
            f"downloads. It is published at {URL} (nltk.download('movie_reviews')); place the unzipped folder at "
            f"{folder} (or the zip at {archive})")
    return files


@functools.cache
def _words_of(home: str) -> tuple[list[tuple[str, list[str]]], dict[str, int]]:
    corpus = _corpus()
    docs = {c: [(fid, _TOKEN.findall(text)) for fid, text in items] for c, items in corpus.items()}
    freq = collections.Counter(w for items in docs.values() for _, words in items for w in words)
    ranked = sorted(freq.items(), key=lambda wc: (-wc[1], wc[0]))
    ids = {w: i for i, (w, _) in enumerate(ranked)}
    interleaved = [doc for pair in zip(docs["neg"], docs["pos"]) for doc in pair]
    return interleaved, ids


def get_word_dict() -> list[tuple[str, int]]:
    """(word, id) pairs, most frequent word first."""
    _, ids = _words_of(data_home())
    return sorted(ids.items(), key=lambda wi: wi[1])


def load_sentiment_data() -> list[tuple[list[int], int]]:
    docs, ids = _words_of(data_home())
    return [([ids.get(w.lower(), ids[w]) for w in words], 0 if fid.startswith("neg") else 1) for fid, words in docs]


def _creator(rows: list[tuple[list[int], int]]) -> Reader:
    def reader() -> Iterator[Any]:
        yield from rows
    return reader


def train() -> Reader:
    """The first 1,600 reviews (v2 returned a generator; here a reader creator, as the others)."""
    return _creator(load_sentiment_data()[:NUM_TRAINING_INSTANCES])


def test() -> Reader:
    return _creator(load_sentiment_data()[NUM_TRAINING_INSTANCES:])


def fetch() -> None:
    _corpus()


def convert(path: str) -> None:
    """The train and test sets as RecordIO files in `path` (v2's convert)."""
    from .common import convert as write
    write(path, train(), 1000, "sentiment_train")
    write(path, test(), 1000, "sentiment_test")
