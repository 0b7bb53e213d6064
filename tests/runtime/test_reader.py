"""paddle.reader's decorators and batch, with v2's semantics."""
from __future__ import annotations

import pytest

from paddle import reader as R


def count(n):
    return lambda: iter(range(n))


def test_batch_groups_and_keeps_or_drops_the_tail():
    assert list(R.batch(count(7), 3)()) == [[0, 1, 2], [3, 4, 5], [6]]
    assert list(R.batch(count(7), 3, drop_last=True)()) == [[0, 1, 2], [3, 4, 5]]
    with pytest.raises(ValueError, match="batch_size should be a positive int, got 0"):
        R.batch(count(3), 0)


def test_shuffle_permutes_within_windows_and_is_seeded():
    out = list(R.shuffle(count(100), buf_size=10, seed=1)())
    assert sorted(out) == list(range(100)) and out != list(range(100))
    assert all(sorted(out[i:i + 10]) == list(range(i, i + 10)) for i in range(0, 100, 10))
    assert out == list(R.shuffle(count(100), buf_size=10, seed=1)())


def test_compose_flattens_and_checks_alignment():
    pairs = lambda: iter([(1, 2), (3, 4)])  # noqa: E731
    assert list(R.compose(count(2), pairs)()) == [(0, 1, 2), (1, 3, 4)]
    with pytest.raises(R.ComposeNotAligned):
        list(R.compose(count(3), pairs)())
    assert list(R.compose(count(3), pairs, check_alignment=False)()) == [(0, 1, 2), (1, 3, 4)]


def test_chain_map_firstn():
    assert list(R.chain(count(2), count(3))()) == [0, 1, 0, 1, 2]
    assert list(R.map_readers(lambda a, b: a * b, count(3), count(3))()) == [0, 1, 4]
    assert list(R.firstn(count(10), 3)()) == [0, 1, 2]


def test_buffered_yields_everything_in_order_and_raises_reader_errors():
    assert list(R.buffered(count(1000), 7)()) == list(range(1000))

    def broken():
        yield 1
        raise OSError("disk gone")
    it = R.buffered(broken, 2)()
    assert next(it) == 1
    with pytest.raises(OSError, match="disk gone"):
        next(it)


def test_an_abandoned_buffered_reader_does_not_hang():
    it = R.buffered(count(10**9), 2)()
    assert next(it) == 0
    it.close()  # the filling thread sees the stop and ends
