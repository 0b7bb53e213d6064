"""LETOR 4.0 MQ2007 learning-to-rank (v2's `paddle.v2.dataset.mq2007`), read from the text files
of the published `MQ2007.rar`, extracted beside it: `<data home>/MQ2007/MQ2007/Fold1/train.txt`
and `test.txt`, one line a query-document pair: `relevance qid:<id> 1:<v> ... 46:<v> #comment`.
(A .rar needs the `rarfile` package and an unrar tool; where either is missing, extract it by
hand to that folder.)

`train(format=...)` / `test(format=...)` group the lines by query, drop queries whose documents
are all irrelevant, sort each query's documents by relevance (highest first), and yield as v2:
'pairwise' (the default): ([1], better doc's features, worse doc's features) for every pair of
different relevance; 'listwise': ([[relevance]...], [[features]...]) per query; 'pointwise':
(relevance, features) of each query's first document; 'plain_txt': (qid, relevance, features)
of each query's first document.
"""
from __future__ import annotations

import importlib
import importlib.util
from pathlib import Path
from typing import Any, Iterator

import numpy as np

from .common import DataFileMissingError, DataFormatError, bad_argument, cached, download, module_dir

__all__ = ["train", "test", "Query", "QueryList"]

URL = ("http://www.bigdatalab.ac.cn/benchmark/upload/download_source/"
       "7b6dbbe2-842c-11e4-a536-bcaec51b9163_MQ2007.rar")
MD5 = "7be1640ae95c6408dab0ae7207bdc706"
FEATURES = 46
FORMATS = ("pairwise", "listwise", "pointwise", "plain_txt")


class Query:
    """One query-document pair: its query id, relevance score and features."""

    def __init__(self, query_id: int = -1, relevance_score: int = -1, feature_vector: list[float] | None = None,
                 description: str = "") -> None:
        self.query_id = query_id
        self.relevance_score = relevance_score
        self.feature_vector = feature_vector if feature_vector is not None else []
        self.description = description

    @classmethod
    def parse(cls, line: str) -> Query | None:
        body, _, comment = line.partition("#")
        parts = body.split()
        if len(parts) != FEATURES + 2:
            return None  # v2 skipped such lines
        try:
            features = [float(p.split(":")[1]) for p in parts[2:]]
            return cls(int(parts[1].split(":")[1]), int(parts[0]), features, comment.strip())
        except (IndexError, ValueError) as err:
            raise DataFormatError(f"paddle.dataset.mq2007: a line is not 'relevance qid:N 1:v ...': {line!r}") from err

    def __str__(self) -> str:
        return f"{self.relevance_score} {self.query_id} " + " ".join(str(f) for f in self.feature_vector)


class QueryList(list[Query]):
    """The documents of one query."""

    @property
    def query_id(self) -> int:
        return self[0].query_id if self else -1

    def ranked(self) -> list[Query]:
        return sorted(self, key=lambda q: q.relevance_score, reverse=True)


def _text_file(relative: str) -> Path:
    folder = module_dir("MQ2007")
    path = folder / relative
    if path.is_file():
        return path
    if cached(URL, "MQ2007") and importlib.util.find_spec("rarfile") is not None:
        archive = importlib.import_module("rarfile").RarFile(download(URL, "MQ2007", MD5))
        archive.extractall(path=str(folder))
        if path.is_file():
            return path
    raise DataFileMissingError(
        f"paddle.dataset.mq2007: {path} is not there, and this build never downloads. MQ2007.rar is published at "
        f"{URL}; extract it into {folder} (so that {relative} is inside it)")


def load_from_text(relative: str) -> list[QueryList]:
    lists: list[QueryList] = []
    with open(_text_file(relative), encoding="utf-8") as f:
        for line in f:
            query = Query.parse(line)
            if query is None:
                continue
            if not lists or lists[-1].query_id != query.query_id:
                lists.append(QueryList())
            lists[-1].append(query)
    return lists


def _pairs(ranked: list[Query]) -> Iterator[tuple[Any, Any, Any]]:
    for i, left in enumerate(ranked):
        for right in ranked[i + 1:]:
            if left.relevance_score != right.relevance_score:
                better, worse = (left, right) if left.relevance_score > right.relevance_score else (right, left)
                yield np.array([1]), np.array(better.feature_vector), np.array(worse.feature_vector)


def _reader(filepath: str, format: str = "pairwise", shuffle: bool = False,  # noqa: A002  (v2's name)
            fill_missing: int = -1) -> Iterator[Any]:
    if format not in FORMATS:
        raise bad_argument("paddle.dataset.mq2007", "format", f"one of {FORMATS}", format,
                           f"format should be one of {FORMATS}, got {format!r}")
    for query_list in load_from_text(filepath):
        if sum(q.relevance_score for q in query_list) == 0:
            continue
        ranked = query_list.ranked()
        if format == "pairwise":
            yield from _pairs(ranked)
        elif format == "listwise":
            yield (np.array([[q.relevance_score] for q in ranked]), np.array([q.feature_vector for q in ranked]))
        elif format == "pointwise":
            yield ranked[0].relevance_score, np.array(ranked[0].feature_vector)
        else:
            yield query_list.query_id, ranked[0].relevance_score, np.array(ranked[0].feature_vector)


def _creator(filepath: str) -> Any:
    def make(format: str = "pairwise", shuffle: bool = False, fill_missing: int = -1) -> Iterator[Any]:  # noqa: A002
        """A generator of the samples (v2's `train`/`test` were generator functions: call it
        inside a reader creator, e.g. `lambda: mq2007.train(format='listwise')`)."""
        return _reader(filepath, format, shuffle, fill_missing)
    return make


train = _creator("MQ2007/Fold1/train.txt")
test = _creator("MQ2007/Fold1/test.txt")


def fetch() -> str:
    return download(URL, "MQ2007", MD5)

