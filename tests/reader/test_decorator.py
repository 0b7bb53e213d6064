"""paddle.v2.reader's decorators with v2's semantics (the ideas of v2's decorator_test, written
here), and errors raised mid-pass reaching the consumer."""
from __future__ import annotations

import threading

import pytest

import paddle.v2.reader
import paddle.v2.reader.decorator as decorator
from paddle.reader import ReaderError


def ten():
    return iter(range(10))


def test_module_paths_are_the_one_implementation():
    import paddle.reader
    import paddle.v2.reader.creator
    assert paddle.v2.reader is paddle.reader
    assert paddle.v2.reader.creator is paddle.reader.creator and decorator is paddle.reader.decorator
    assert paddle.v2.reader.xmap_readers is decorator.xmap_readers


def test_map_readers_applies_func_side_by_side():
    table = {"h": 0, "i": 1}
    assert list(paddle.v2.reader.map_readers(table.get, lambda: iter("hi"))()) == [0, 1]
    assert list(paddle.v2.reader.map_readers(lambda a, b: a - b, ten, ten)()) == [0] * 10


@pytest.mark.parametrize("size", [0, 1, 3, 10, 19])
def test_buffered_yields_all_in_order_for_every_size(size):
    assert list(paddle.v2.reader.buffered(ten, size)()) == list(range(10))


def test_buffered_zero_reads_ahead_without_bound():
    produced = []
    done = threading.Event()

    def counting():
        for i in range(50):
            produced.append(i)
            yield i
        done.set()
    it = paddle.v2.reader.buffered(counting, 0)()
    assert next(it) == 0
    assert done.wait(5)  # the filling thread read everything without the consumer taking more
    assert list(it) == list(range(1, 50))


def test_compose_aligned_and_not():
    assert list(paddle.v2.reader.compose(ten, ten)()) == [(i, i) for i in range(10)]
    twenty = paddle.v2.reader.chain(ten, ten)
    seen = []
    with pytest.raises(paddle.v2.reader.ComposeNotAligned):
        for sample in paddle.v2.reader.compose(twenty, ten)():
            seen.append(sample)
    assert len(seen) == 10
    assert len(list(paddle.v2.reader.compose(twenty, ten, check_alignment=False)())) == 10


def test_chain_and_firstn():
    assert list(paddle.v2.reader.chain(ten, ten)()) == list(range(10)) * 2
    assert list(paddle.v2.reader.firstn(ten, 3)()) == [0, 1, 2]
    assert list(paddle.v2.reader.firstn(ten, 0)()) == []


@pytest.mark.parametrize("size, keeps_order", [(0, True), (1, True), (10, False), (100, False)])
def test_shuffle_zero_and_one_keep_the_order(size, keeps_order):
    out = list(paddle.v2.reader.shuffle(lambda: iter(range(100)), size, seed=5)())
    assert sorted(out) == list(range(100))
    assert (out == list(range(100))) == keeps_order


@pytest.mark.parametrize("order", [True, False])
@pytest.mark.parametrize("workers, size", [(1, 1), (2, 4), (4, 0), (16, 2)])
def test_xmap_readers_maps_everything_each_pass(order, workers, size):
    reader = paddle.v2.reader.xmap_readers(lambda x: x + 1, ten, workers, size, order)
    for _ in range(3):  # a creator: each call is a fresh pass
        result = list(reader())
        assert (result if order else sorted(result)) == list(range(1, 11))


def test_xmap_readers_order_holds_with_uneven_mapping_times():
    import time

    def slow_for_small(x):
        time.sleep(0.002 * (5 - x % 5))
        return x
    assert list(paddle.v2.reader.xmap_readers(slow_for_small, lambda: iter(range(20)), 4, 4, True)()) == list(
        range(20))


def broken_after(n, error):
    def reader():
        yield from range(n)
        raise error
    return reader


def test_a_reader_error_reaches_the_consumer_of_buffered_after_the_samples_before_it():
    seen = []
    with pytest.raises(OSError, match="disk gone"):
        for sample in paddle.v2.reader.buffered(broken_after(3, OSError("disk gone")), 2)():
            seen.append(sample)
    assert seen == [0, 1, 2]


@pytest.mark.parametrize("order", [True, False])
def test_a_reader_error_reaches_the_consumer_of_xmap(order):
    seen = []
    with pytest.raises(KeyError, match="bad record"):
        for sample in paddle.v2.reader.xmap_readers(str, broken_after(5, KeyError("bad record")), 3, 2, order)():
            seen.append(sample)
    assert sorted(seen) == ["0", "1", "2", "3", "4"]


def test_a_mapper_error_reaches_the_consumer_of_xmap():
    def mapper(x):
        if x == 4:
            raise ZeroDivisionError("mapper failed on 4")
        return x
    with pytest.raises(ZeroDivisionError, match="mapper failed on 4"):
        list(paddle.v2.reader.xmap_readers(mapper, lambda: iter(range(1000)), 2, 2)())


def test_abandoning_threaded_readers_stops_their_threads():
    before = threading.active_count()
    for make in (lambda r: paddle.v2.reader.buffered(r, 2), lambda r: paddle.v2.reader.xmap_readers(abs, r, 3, 2)):
        it = make(lambda: iter(range(10**9)))()
        next(it)
        it.close()
    for thread in threading.enumerate():
        if thread.name.startswith("paddle-"):
            thread.join(timeout=5)
    assert threading.active_count() <= before


def test_batch_groups_and_refuses_sizes_below_one():
    assert list(paddle.v2.reader.decorator.batch(ten, 4)()) == [[0, 1, 2, 3], [4, 5, 6, 7], [8, 9]]
    import paddle.v2 as v2
    for bad in (0, -3, 2.5, True):
        with pytest.raises(ReaderError, match=r"batch_size should be a positive int") as err:
            v2.batch(ten, bad)
        assert err.value.argument == "batch_size" and err.value.value == bad


@pytest.mark.parametrize("call", [lambda: paddle.v2.reader.shuffle(ten, -1),
                                  lambda: paddle.v2.reader.buffered(ten, -1),
                                  lambda: paddle.v2.reader.firstn(ten, -1),
                                  lambda: paddle.v2.reader.xmap_readers(abs, ten, 0, 1)])
def test_negative_sizes_are_refused(call):
    with pytest.raises(ReaderError):
        call()


def test_pipe_reader_streams_a_commands_lines(tmp_path):
    path = tmp_path / "records.txt"
    path.write_text("".join(f"{i}\n" for i in range(5)) + "tail")
    lines = list(paddle.v2.reader.PipeReader(f"cat {path}", bufsize=3).get_line())
    assert lines == ["0", "1", "2", "3", "4", "tail"]


def test_pipe_reader_gzip_and_failures(tmp_path):
    import gzip
    path = tmp_path / "records.gz"
    path.write_bytes(gzip.compress("é\nb\n".encode()))
    assert list(paddle.v2.reader.PipeReader(f"cat {path}", bufsize=2, file_type="gzip").get_line()) == ["é", "b"]
    with pytest.raises(ReaderError, match="exited with status"):
        list(paddle.v2.reader.PipeReader(f"cat {tmp_path / 'absent'}").get_line())
    with pytest.raises(ReaderError, match="file_type"):
        paddle.v2.reader.PipeReader("cat x", file_type="bz2")


def test_shuffle_without_a_seed_uses_pythons_generator_as_v2():
    import random
    reader = paddle.v2.reader.shuffle(lambda: iter(range(50)), 10)
    random.seed(11)
    first = list(reader())
    random.seed(11)
    assert list(reader()) == first and sorted(first) == list(range(50))


def test_firstn_closes_the_reader_it_cuts_short():
    closed = []

    def endless():
        try:
            yield from iter(int, 1)
        finally:
            closed.append(True)
    assert list(paddle.v2.reader.firstn(endless, 3)()) == [0, 0, 0]
    assert closed == [True]
