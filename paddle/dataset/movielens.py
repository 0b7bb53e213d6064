"""MovieLens 1M (v2's `paddle.v2.dataset.movielens`), read from the published `ml-1m.zip` in
`<data home>/movielens/`: `ml-1m/movies.dat` (id::title (year)::genre|genre),
`ml-1m/users.dat` (id::gender::age::occupation::zip) and `ml-1m/ratings.dat`
(user::movie::rating::time), latin-1 text.

A sample is v2's list of eight fields: [user id, gender (0 male, 1 female), age bucket (index in
`age_table`), job id, movie id, [category ids], [title word ids], [rating * 2 - 5]]. Each rating
goes to the test set with probability `test_ratio`, drawn from a generator seeded by `rand_seed`
(numpy's legacy stream, as v2's `np.random.seed`).

Where we differ on purpose: v2 numbered title words and categories in the order of a Python 2
`set`; here they are numbered in sorted order, so the ids are the same on every run.
"""
from __future__ import annotations

import functools
import re
import zipfile
from typing import Any, Iterator

import numpy as np

from .common import DataFormatError, Reader, download

__all__ = ["train", "test", "get_movie_title_dict", "max_movie_id", "max_user_id", "max_job_id",
           "movie_categories", "user_info", "movie_info", "age_table", "MovieInfo", "UserInfo", "convert"]

URL = "http://files.grouplens.org/datasets/movielens/ml-1m.zip"
MD5 = "c4d9eecfca2ab87c1945afe126590906"
age_table = [1, 18, 25, 35, 45, 50, 56]
_TITLE_YEAR = re.compile(r"^(.*)\((\d+)\)$")


class MovieInfo:
    """A movie's id, categories and title."""

    def __init__(self, index: Any, categories: list[str], title: str) -> None:
        self.index = int(index)
        self.categories = categories
        self.title = title

    def value(self) -> list[Any]:
        meta = _meta()
        return [self.index, [meta.categories[c] for c in self.categories],
                [meta.title_words[w.lower()] for w in self.title.split()]]

    def __repr__(self) -> str:
        return f"<MovieInfo id({self.index}), title({self.title}), categories({self.categories})>"


class UserInfo:
    """A user's id, gender, age bucket and job."""

    def __init__(self, index: Any, gender: str, age: Any, job_id: Any) -> None:
        self.index = int(index)
        self.is_male = gender == "M"
        self.age = age_table.index(int(age))
        self.job_id = int(job_id)

    def value(self) -> list[int]:
        return [self.index, 0 if self.is_male else 1, self.age, self.job_id]

    def __repr__(self) -> str:
        return (f"<UserInfo id({self.index}), gender({'M' if self.is_male else 'F'}), "
                f"age({age_table[self.age]}), job({self.job_id})>")


class _Meta:
    def __init__(self, path: str) -> None:
        self.path = path
        self.movies: dict[int, MovieInfo] = {}
        self.users: dict[int, UserInfo] = {}
        with zipfile.ZipFile(path) as package:
            for line in _lines(package, "ml-1m/movies.dat"):
                movie_id, title, categories = _fields(line, 3, "movies.dat")
                match = _TITLE_YEAR.match(title)
                self.movies[int(movie_id)] = MovieInfo(movie_id, categories.split("|"),
                                                       match.group(1) if match else title)
            for line in _lines(package, "ml-1m/users.dat"):
                uid, gender, age, job, _ = _fields(line, 5, "users.dat")
                self.users[int(uid)] = UserInfo(uid, gender, age, job)
        words = sorted({w.lower() for m in self.movies.values() for w in m.title.split()})
        self.title_words = {w: i for i, w in enumerate(words)}
        self.categories = {c: i for i, c in enumerate(sorted({c for m in self.movies.values() for c in m.categories}))}


def _lines(package: zipfile.ZipFile, name: str) -> Iterator[str]:
    try:
        stream = package.open(name)
    except KeyError:
        raise DataFormatError(f"paddle.dataset.movielens: {package.filename} has no member {name}") from None
    with stream:
        for raw in stream:
            line = raw.decode("latin-1").strip()
            if line:
                yield line


def _fields(line: str, count: int, where: str) -> list[str]:
    parts = line.split("::")
    if len(parts) != count:
        raise DataFormatError(f"paddle.dataset.movielens: a line of {where} has {len(parts)} '::' fields, "
                              f"not {count}: {line!r}")
    return parts


@functools.cache
def _meta_of(path: str) -> _Meta:
    return _Meta(path)


def _meta() -> _Meta:
    return _meta_of(download(URL, "movielens", MD5))


def _draws(rand_seed: int) -> Iterator[float]:
    """numpy's legacy stream seeded by `rand_seed`, as v2's successive np.random.random() calls
    (drawn in blocks: the same numbers, faster)."""
    stream = np.random.RandomState(rand_seed)
    while True:
        yield from stream.random_sample(4096).tolist()


def _samples(rand_seed: int, test_ratio: float, is_test: bool) -> Iterator[list[Any]]:
    meta = _meta()
    users = {uid: u.value() for uid, u in meta.users.items()}
    movies: dict[int, list[Any]] = {}
    draws = _draws(rand_seed)
    with zipfile.ZipFile(meta.path) as package:
        for line in _lines(package, "ml-1m/ratings.dat"):
            if (next(draws) < test_ratio) != is_test:
                continue
            uid, movie_id, rating, _ = _fields(line, 4, "ratings.dat")
            movie = int(movie_id)
            if movie not in movies:
                movies[movie] = meta.movies[movie].value()
            index, categories, title = movies[movie]  # fresh lists: a consumer may change its sample
            yield [*users[int(uid)], index, list(categories), list(title), [float(rating) * 2 - 5.0]]


def train(rand_seed: int = 0, test_ratio: float = 0.1) -> Reader:
    _meta()  # a missing file is reported now, not at the first sample
    return lambda: _samples(rand_seed, test_ratio, False)


def test(rand_seed: int = 0, test_ratio: float = 0.1) -> Reader:
    _meta()
    return lambda: _samples(rand_seed, test_ratio, True)


def get_movie_title_dict() -> dict[str, int]:
    return _meta().title_words


def max_movie_id() -> int:
    return max(_meta().movies)


def max_user_id() -> int:
    return max(_meta().users)


def max_job_id() -> int:
    return max(u.job_id for u in _meta().users.values())


def movie_categories() -> dict[str, int]:
    return _meta().categories


def user_info() -> dict[int, UserInfo]:
    return _meta().users


def movie_info() -> dict[int, MovieInfo]:
    return _meta().movies


def fetch() -> None:
    download(URL, "movielens", MD5)


def convert(path: str) -> None:
    """The train and test sets as RecordIO files in `path` (v2's convert)."""
    from .common import convert as write
    write(path, train(), 1000, "movielens_train")
    write(path, test(), 1000, "movielens_test")
