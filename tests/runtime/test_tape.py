"""The Tape (seed 000): creation order, topologies ending anywhere, kept evaluators, local tapes,
skipped branches (counted by the ops that run), errors at the user's line."""
from __future__ import annotations

import inspect

import numpy as np
import pytest

from paddle.generated import layers
from paddle.model_methods import data
from paddle.errors import ModelError
from paddle.registry import ConfigError
from paddle.tape import Tape, current_tape


def _chain(tape: Tape):
    """a -> b -> c, then two branches c -> d -> e and c -> f -> g (the seed's picture)."""
    a = tape.record("data", lambda: data("a", [None, 3]))
    b = tape.record("exp", lambda: layers.exp(a.output), [a])
    c = tape.record("tanh", lambda: layers.tanh(b.output), [b])
    d = tape.record("neg", lambda: layers.neg(c.output), [c])
    e = tape.record("abs", lambda: layers.abs(d.output), [d])
    f = tape.record("square", lambda: layers.square(c.output), [c])
    g = tape.record("sqrt", lambda: layers.sqrt(f.output), [f])
    return a, b, c, d, e, f, g


def test_items_are_recorded_in_creation_order():
    with Tape() as tape:
        items = _chain(tape)
    assert [i.index for i in items] == list(range(7))
    assert [i.layer for i in tape.items] == ["data", "exp", "tanh", "neg", "abs", "square", "sqrt"]


def test_a_topology_ends_at_any_item_and_holds_only_what_it_needs():
    with Tape() as tape:
        a, b, c, d, e, f, g = _chain(tape)
    assert tape.topology(g) == [a, b, c, f, g]
    assert tape.topology(e) == [a, b, c, d, e]
    assert tape.topology(c) == [a, b, c]


def test_an_evaluator_nothing_reads_is_kept_where_its_inputs_are():
    with Tape() as tape:
        a, b, c, d, e, f, g = _chain(tape)
        ev = tape.record("reduce_mean", lambda: layers.reduce_mean(c.output), [c], keep=True)
        late = tape.record("reduce_sum", lambda: layers.reduce_sum(e.output), [e], keep=True)
    assert tape.topology(g) == [a, b, c, f, g, ev]  # late reads e, which g does not need
    assert tape.topology(e) == [a, b, c, d, e, ev, late]
    assert tape.topology(g, skip=[ev]) == [a, b, c, f, g]


def test_skipping_what_the_end_needs_is_refused():
    with Tape() as tape:
        a, b, c, d, e, f, g = _chain(tape)
    with pytest.raises(ModelError, match=r"layer '.*' \(square, made at .*test_tape.py:\d+\) is skipped"):
        tape.topology(g, skip=[f])


def test_local_tapes_are_apart():
    outer = current_tape()
    with Tape() as one:
        x = one.record("data", lambda: data("x", [None, 2]))
        assert current_tape() is one
        with Tape() as two:
            assert current_tape() is two
            with pytest.raises(ModelError, match="made on another tape"):
                two.topology(x)
    assert current_tape() is outer and len(one) == 1 and len(two) == 0


def test_a_skipped_branch_is_not_run():
    with Tape() as tape:
        a, b, c, d, e, f, g = _chain(tape)
    fetch = [i.output for i in tape.topology(g) if i.layer != "data"]
    tape.model.run(fetch, feed={"a": np.ones((2, 3), np.float32)})
    net = tape.model._subnets.get(tape.model.root_net(), fetch)
    assert [op.type for op in net.ops] == ["exp", "tanh", "square", "sqrt"]  # not neg, abs


def test_a_configuration_error_names_the_users_line():
    with Tape() as tape:
        x = tape.record("data", lambda: data("x", [None, 2]))
        line = inspect.currentframe().f_lineno + 2
        with pytest.raises(ConfigError) as err:
            tape.record("fc", lambda: layers.fc(x.output, size=0), [x])
    assert f"test_tape.py:{line}" in str(err.value) and err.value.layer == "fc"
    assert err.value.where.endswith(f"test_tape.py:{line}")
