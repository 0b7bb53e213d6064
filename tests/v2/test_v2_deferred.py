"""Deferred configuration errors (paddle/v2_deferral.py): a layer v2's config parser accepted but
could not run (its data's integer-vs-float or sequence level, rotate's maps, block_expand's blocks)
warns where it is made, is described by parse_network / Topology.proto like any layer, and raises
its typed error, naming that line, when the network is trained, inferred, sized or saved. A
mistake v2's parser refused still raises at once."""
from __future__ import annotations

import io
import warnings
from typing import Any, Callable

import numpy as np
import pytest

import paddle.v2 as paddle
from paddle.io import load_inference_model
from paddle.registry import ConfigError, ConstraintError, InputError
from paddle.v2_deferral import DeferredConfigWarning, UnrunnableInputError

L, T = paddle.layer, paddle.data_type


def _inputs() -> dict[str, Any]:
    return {"pixel": L.data(name="pixel", type=T.dense_vector(16)),
            "label": L.data(name="label", type=T.integer_value(4)),
            "words": L.data(name="words", type=T.integer_value(12)),
            "seq": L.data(name="seq", type=T.dense_vector_sequence(16))}


# kind of mistake -> (the layer v2 accepted, the error's class, rule, argument, v2's type, v2's size)
CASES: dict[str, tuple[Callable[[dict[str, Any]], Any], type, str, str, str, int | None]] = {
    "last_seq of a non-sequence": (lambda d: L.last_seq(input=d["pixel"]), InputError, "seq_type", "X",
                                   "last_seq", 16),
    "context_projection of a non-sequence": (
        lambda d: L.mixed(size=48, input=L.context_projection(input=d["pixel"], context_len=3)),
        InputError, "seq_type", "X", "mixed", 48),
    "seq_reshape of a non-sequence": (lambda d: L.seq_reshape(input=d["pixel"], reshape_size=4), InputError,
                                      "seq_type", "X", "seq_reshape", 4),
    "recurrent over integers": (lambda d: L.recurrent(input=d["words"]), ConfigError, "seq_type", "input",
                                "recurrent_group", 12),
    "lstmemory over integers": (lambda d: L.lstmemory(input=d["words"]), InputError, "dtype", "input",
                                "lstmemory", 3),
    "square_error_cost against integer labels": (
        lambda d: L.square_error_cost(input=L.fc(input=d["pixel"], size=4), label=d["label"]), InputError,
        "dtype", "Y", "square_error_cost", 1),
    "embedding of floats": (lambda d: L.embedding(input=d["pixel"], size=3), ConfigError, "dtype", "input",
                            "embedding", 3),
    "pooling TO_SEQUENCE of a plain sequence": (
        lambda d: L.pooling(input=d["seq"], agg_level=L.AggregateLevel.TO_SEQUENCE), ConfigError, "nested",
        "agg_level", "pooling", 16),
    "rotate with height * width not the size": (lambda d: L.rotate(input=d["pixel"], height=3, width=5),
                                                InputError, "shape", "input", "rotate", 16),
    "block_expand with block_y 0": (
        lambda d: L.block_expand(input=d["pixel"], num_channels=1, block_x=2, stride_x=1, stride_y=1),
        ConfigError, "at_least", "block_y", "block_expand", None),  # v2's size 0: none given
    "crf_decoding of a size not the input's width": (
        lambda d: L.crf_decoding(input=L.fc(input=d["seq"], size=4), size=3), ConfigError, "shape", "size",
        "crf_decoding", 3),
}


def _made(build: Callable[[dict[str, Any]], Any], d: dict[str, Any]) -> tuple[Any, str]:
    with pytest.warns(DeferredConfigWarning) as caught:
        layer = build(d)
    first = build.__code__.co_firstlineno
    assert {w.filename for w in caught} == {__file__}  # the warning points at the user's line
    assert all(first <= w.lineno <= first + 2 for w in caught)
    return layer, f"{__file__}:{caught[0].lineno}"


def _same_error(err: Any, layer: Any, cls: type, rule: str, argument: str, line: str) -> None:
    kept = layer.unrunnable.error
    assert type(err) is cls and str(err) == str(kept) and f"(at {line})" in str(err)
    assert (err.layer, err.argument, err.rule, err.value) == (kept.layer, kept.argument, rule, kept.value)
    assert err.argument == argument and err.where == line


@pytest.mark.parametrize("kind", list(CASES))
def test_a_layer_v2_could_not_run_warns_parses_and_raises_its_error_when_used(kind: str) -> None:
    build, cls, rule, argument, v2_type, size = CASES[kind]
    with paddle.Tape():
        d = _inputs()
        layer, line = _made(build, d)
        config = L.parse_network(layer)  # what v2's parser knew: name, type, inputs, size
        described = config.layers[-1]
        assert (described.type, described.size) == (v2_type, size)
        assert described.inputs and described.name in config.output_layer_names
        assert f'name: "{described.name}"' in str(paddle.topology.Topology(layers=layer).proto())
        cost = layer if v2_type.endswith("cost") else L.sum_cost(input=L.fc(input=layer, size=1))
        uses = {"parameters.create": lambda: paddle.parameters.create(cost),
                "infer": lambda: paddle.infer(output_layer=layer, parameters=None, input=[]),
                "serialize_for_inference": lambda: paddle.topology.Topology(layers=layer).serialize_for_inference(
                    io.BytesIO())}
        for use, run in uses.items():
            with pytest.raises(cls) as err:
                run()
            assert err.value.__notes__ and "used" in err.value.__notes__[0], use
            _same_error(err.value, layer, cls, rule, argument, line)


def test_training_a_network_that_holds_one_raises_its_error_not_a_crash() -> None:
    with paddle.Tape():
        d = _inputs()
        words = L.embedding(input=d["words"], size=4)  # not a sequence: v2's lstm got it as is
        lstm, line = _made(lambda _: L.lstmemory(input=L.fc(input=words, size=8)), d)
        cost = L.classification_cost(input=L.fc(input=lstm, size=4, act=paddle.activation.Softmax()),
                                     label=d["label"])
        good = L.classification_cost(input=L.fc(input=d["pixel"], size=4, act=paddle.activation.Softmax()),
                                     label=d["label"])
        params = paddle.parameters.create(good)
        with pytest.raises(InputError) as err:
            paddle.trainer.SGD(cost=cost, parameters=params, update_equation=paddle.optimizer.Momentum())
        _same_error(err.value, lstm, InputError, "seq_type", "input", line)


def test_a_layer_built_on_an_unrunnable_one_is_unrunnable_and_names_it() -> None:
    with paddle.Tape():
        d = _inputs()
        last, line = _made(lambda d: L.last_seq(input=d["pixel"]), d)
        with pytest.warns(DeferredConfigWarning, match=f"reads layer '{last.name}' \\(last_seq"):
            hidden = L.fc(input=last, size=3)
        with pytest.warns(DeferredConfigWarning):
            both = L.concat(input=[hidden, d["pixel"]])
        with pytest.warns(DeferredConfigWarning, match="sequence_conv_pool layer reads layer"):  # a network's too
            text = paddle.networks.sequence_conv_pool(input=last, context_len=3, hidden_size=4)
        assert text.unrunnable is not None and text.inputs == (last,)
        assert isinstance(hidden.unrunnable.error, UnrunnableInputError)
        reason = hidden.unrunnable.error
        assert reason.value == last.name and "should have sequence type" in str(reason)
        assert [i.name for i in both.inputs] == [hidden.name, "pixel"]
        assert f"built on layer '{last.name}' (last_seq, made at {line})" in str(both.unrunnable.error)
        assert [(x.type, x.size) for x in L.parse_network(both).layers[-3:]] == [("last_seq", 16), ("fc", 3),
                                                                                  ("concat", 19)]
        with pytest.raises(InputError) as err:  # the first mistake, not the layers that read it
            paddle.parameters.create(both)
        _same_error(err.value, last, InputError, "seq_type", "X", line)


def _reader() -> Any:
    rng = np.random.default_rng(7)
    samples = [(rng.standard_normal(16).astype(np.float32), int(rng.integers(4))) for _ in range(16)]
    return paddle.batch(lambda: iter(samples), 8)


def _train(with_unrunnable: bool) -> list[float]:
    costs: list[float] = []
    with paddle.Tape():
        pixel = L.data(name="pixel", type=T.dense_vector(16))
        label = L.data(name="label", type=T.integer_value(4))
        pred = L.fc(input=pixel, size=4, act=paddle.activation.Softmax())
        cost = L.classification_cost(input=pred, label=label)
        if with_unrunnable:  # another topology of the same network, never used (the ops it had added stay)
            with pytest.warns(DeferredConfigWarning):
                L.lstmemory(input=L.mixed(size=48, input=L.context_projection(input=pixel, context_len=3)))
            with pytest.warns(DeferredConfigWarning):
                L.square_error_cost(input=L.fc(input=pixel, size=1), label=label)
            with pytest.warns(DeferredConfigWarning):
                L.rotate(input=pred, height=3, width=3)
        params = paddle.parameters.create(cost)
        sgd = paddle.trainer.SGD(cost=cost, parameters=params, update_equation=paddle.optimizer.Momentum(0.9, 0.1))
        sgd.train(_reader(), num_passes=2, event_handler=lambda e: costs.append(float(e.cost))
                  if isinstance(e, paddle.event.EndIteration) else None)
        sample = [(np.ones(16, np.float32),)]
        costs.extend(np.ravel(paddle.infer(output_layer=pred, parameters=params, input=sample)))
        saved = io.BytesIO()
        paddle.topology.Topology(layers=pred).serialize_for_inference(saved)
        saved.seek(0)
        loaded = paddle.infer(output_layer=load_inference_model(saved), parameters=None, input=sample)
        np.testing.assert_array_equal(np.ravel(loaded), costs[-4:])
    return costs


def test_a_topology_that_does_not_hold_the_unrunnable_layer_trains_as_if_it_were_not_there() -> None:
    alone, beside = _train(False), _train(True)
    assert len(alone) == 8 and alone[3] < alone[0]  # 2 passes of 2 batches, then the 4 inferred values
    np.testing.assert_array_equal(beside, alone)


def test_mistakes_v2s_parser_refused_still_raise_where_the_layer_is_made() -> None:
    with paddle.Tape(), warnings.catch_warnings():
        warnings.simplefilter("error", DeferredConfigWarning)
        d = _inputs()
        with pytest.raises(ConstraintError, match="size"):
            L.fc(input=d["pixel"], size=-1)
        with pytest.raises(InputError, match="not 3 square image channel"):  # config_assert on the image size
            L.img_conv(input=d["pixel"], filter_size=3, num_channels=3, num_filters=2)
        with pytest.raises(InputError, match="should have the shape of X"):  # addto's inputs of different sizes
            L.addto(input=[d["pixel"], L.fc(input=d["pixel"], size=3)])
        with pytest.raises(ConfigError, match="height"):
            L.rotate(input=d["pixel"], height=0, width=4)
