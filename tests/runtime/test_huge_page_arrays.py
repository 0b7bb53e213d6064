"""Large numpy arrays on huge pages while a net runs (kernels/cpp/huge_page_arrays.cc, the
huge_pages flag): the arrays hold what is written to them, zeros are zeros even in a reused
mapping, a resized array keeps its values, small arrays and arrays freed after the run go where
they belong, and a Model's run allocates through the handler only while the flag is on."""
from __future__ import annotations

import numpy as np
import pytest

import paddle
from paddle.generated import layers
from paddle.kernels import _native
from paddle.model_methods import data

MiB = 1 << 20


def handler_name(a: np.ndarray) -> str:
    return np._core.multiarray.get_handler_name(a)


@pytest.fixture
def handler():
    _native.huge_page_arrays_trim()
    previous = _native.huge_page_arrays_begin()
    yield
    _native.huge_page_arrays_end(previous)
    _native.huge_page_arrays_trim()


def test_a_large_array_gets_a_mapping_of_whole_huge_pages_and_holds_its_values(handler) -> None:
    before = _native.huge_page_arrays_stats()
    a = np.arange(1792 * 512, dtype=np.float32)  # 3.5 MiB: rounded up to 4 MiB
    assert handler_name(a) == "paddle_huge_pages"
    stats = _native.huge_page_arrays_stats()
    assert stats["live"] == before["live"] + 1 and stats["live_bytes"] - before["live_bytes"] == 4 * MiB
    a = a.reshape(1792, 512)
    np.testing.assert_array_equal(a[-1, -4:], np.arange(1792 * 512 - 4, 1792 * 512, dtype=np.float32))


def test_a_mapping_rounded_to_huge_pages_only_where_little_is_wasted(handler) -> None:
    before = _native.huge_page_arrays_stats()["live_bytes"]
    a = np.empty(int(2.1 * MiB), np.uint8)  # whole huge pages would nearly double it: small pages for the tail
    assert _native.huge_page_arrays_stats()["live_bytes"] - before == (a.nbytes + 4095) // 4096 * 4096


def test_zeros_are_zeros_in_a_reused_mapping(handler) -> None:
    dirty = np.full((1024, 1024), 7.0, np.float32)
    del dirty
    kept = _native.huge_page_arrays_stats()["kept"]
    assert kept == 1
    clean = np.zeros((1024, 1024), np.float32)  # the same length: the kept mapping, zeroed
    assert _native.huge_page_arrays_stats()["kept"] == 0
    assert not clean.any()


def test_a_kept_mapping_serves_an_array_up_to_a_quarter_smaller_and_no_smaller(handler) -> None:
    """A batch of sequences changes its arrays' sizes a little from step to step."""
    del_me = np.ones(4 * MiB, np.uint8)
    del del_me
    assert _native.huge_page_arrays_stats()["kept"] == 1
    much_smaller = np.ones(2 * MiB, np.uint8)  # half: a mapping of its own
    assert _native.huge_page_arrays_stats()["kept"] == 1
    smaller = np.zeros(int(3.5 * MiB), np.uint8)  # fits the kept 4 MiB: reused, and zeroed
    assert _native.huge_page_arrays_stats()["kept"] == 0 and not smaller.any() and much_smaller.all()


def test_a_resized_large_array_keeps_its_values(handler) -> None:
    a = np.arange(600_000, dtype=np.float32)
    a.resize(900_000, refcheck=False)
    np.testing.assert_array_equal(a[:600_000], np.arange(600_000, dtype=np.float32))
    assert not a[600_000:].any()


def test_small_arrays_go_to_numpys_own_allocator(handler) -> None:
    before = _native.huge_page_arrays_stats()
    small = np.ones(1000, np.float32)
    assert small.sum() == 1000.0 and _native.huge_page_arrays_stats() == before


def test_an_array_outliving_the_run_is_freed_by_the_handler_that_made_it() -> None:
    _native.huge_page_arrays_trim()
    previous = _native.huge_page_arrays_begin()
    a = np.ones((1024, 1024), np.float32)
    _native.huge_page_arrays_end(previous)
    assert handler_name(np.ones((1024, 1024), np.float32)) == handler_name(np.ones(1))  # put back
    del a
    assert _native.huge_page_arrays_stats()["kept"] == 1
    _native.huge_page_arrays_trim()
    assert _native.huge_page_arrays_stats()["kept"] == 0


def test_ending_with_something_else_is_refused() -> None:
    with pytest.raises(ValueError, match="huge_page_arrays_begin returned"):
        _native.huge_page_arrays_end(42)


def _model_output_handler(flag: bool) -> str:
    paddle.set_flags(huge_pages=flag)
    try:
        model = paddle.Model(seed=1)
        with model:
            x = data("x", [None, 1024])
            y = layers.relu(x)
        model.run(y, feed={"x": np.ones((512, 1024), np.float32)})  # 2 MiB
        return handler_name(model.root_scope().find_var(y.name).value)  # the run's array (run returns a copy)
    finally:
        paddle.set_flags(huge_pages=True)


def test_a_models_run_allocates_large_arrays_on_huge_pages_while_the_flag_is_on() -> None:
    assert _model_output_handler(True) == "paddle_huge_pages"
    assert _model_output_handler(False) != "paddle_huge_pages"
    assert handler_name(np.ones((1024, 1024), np.float32)) != "paddle_huge_pages"  # outside runs: numpy's
