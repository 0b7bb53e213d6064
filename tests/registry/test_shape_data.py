"""Shape, dtype and sequence rules as data: `infer_shapes` fills output patterns from the symbols,
groups and type variables the inputs bind, attribute-sized dims and `dtype_from`, and calls the
op's shape function only for outputs no data rule describes."""
import numpy as np
import pytest

import paddle  # noqa: F401  (registers the built-in ops)
from paddle.registry import (ROWS, DataType, Function, InputError, Registry, SequenceType, TensorInfo,
                             default_registry, infer_shapes, validate_attrs)
from paddle.testing import run_kernel, sample_case

REG = default_registry()
F32, F64, I64 = DataType.FLOAT32, DataType.FLOAT64, DataType.INT64
SEQ = SequenceType.SEQUENCE


def _i(*shape, dtype=F32, seq=SequenceType.NONE):
    return TensorInfo(tuple(shape), dtype, seq)


def _infer(op, infos, **attrs):
    meta = REG.get(op)
    return infer_shapes(meta, infos, validate_attrs(meta, attrs))


# --- symbols ------------------------------------------------------------------------------------

@pytest.mark.parametrize("x,y,out", [((4, 3), (3, 2), (4, 2)), ((None, 3), (3, 7), (None, 7)),
                                     ((1, 1), (1, 1), (1, 1))])
def test_mul_output_from_the_symbols_its_inputs_bind(x, y, out):
    assert _infer("mul", {"X": _i(*x, dtype=F64), "Y": _i(*y, dtype=F64)})["Out"] == _i(*out, dtype=F64)


def test_a_symbol_bound_twice_must_agree():
    with pytest.raises(InputError) as info:
        _infer("mul", {"X": _i(4, 3), "Y": _i(5, 2)})
    assert str(info.value) == "mul layer's input Y dimension 0 should equal X dimension 1 (both are 'K'), got 5 and 3"


def test_an_int_in_a_pattern_is_a_fixed_size():
    with pytest.raises(InputError, match=r"cross_entropy layer's input Label dimension 1 should be 1, got 2"):
        _infer("cross_entropy", {"X": _i(4, 3), "Label": _i(4, 2, dtype=I64)})


# --- groups -------------------------------------------------------------------------------------

@pytest.mark.parametrize("shape", [(5,), (2, 3), (2, 3, 4), ()])
def test_sum_output_takes_the_group_its_variadic_inputs_share(shape):
    assert _infer("sum", {"X": [_i(*shape)] * 3})["Out"] == _i(*shape)


def test_a_group_must_be_the_same_across_variadic_inputs():
    with pytest.raises(InputError) as info:
        _infer("sum", {"X": [_i(2, 3, 4), _i(2, 3)]})
    assert str(info.value) == ("sum layer's input X should have the shape of X (both are '...S'), "
                               "got (2, 3) and (2, 3, 4)")


def test_a_group_shared_by_several_inputs():
    out = _infer("momentum", {"Param": _i(3, 4), "Grad": _i(3, 4), "Velocity": _i(3, 4)})
    assert out == {"ParamOut": _i(3, 4), "VelocityOut": _i(3, 4)}
    with pytest.raises(InputError, match="input Velocity should have the shape of Param"):
        _infer("momentum", {"Param": _i(3, 4), "Grad": _i(3, 4), "Velocity": _i(4, 3)})


def test_an_output_pattern_takes_a_group_bound_by_an_input():
    """A batched matrix product: ("...B", "K") x ("K", "N") -> ("...B", "N")."""
    meta = (Function("bmm", "d").input("X", shape=("...B", "K")).input("Y", shape=("K", "N"))
            .output("Out", shape=("...B", "N")).no_grad("t").kernel(lambda x, y: x @ y).register(Registry()))
    assert infer_shapes(meta, {"X": _i(2, 3, 4), "Y": _i(4, 5)}, {})["Out"] == _i(2, 3, 5)
    assert infer_shapes(meta, {"X": _i(4), "Y": _i(4, 5)}, {})["Out"] == _i(5)


# --- attribute-sized dims and dtype_from ----------------------------------------------------------

def test_fc_output_width_is_its_size_attribute_and_rows_keep_their_sequence():
    meta = REG.get("fc")
    out = infer_shapes(meta, {"input": _i(None, 13, seq=SEQ)}, validate_attrs(meta, {"size": 5}))
    assert out["Out"] == _i(None, 5, seq=SEQ)


@pytest.mark.parametrize("op", ["fill_constant", "uniform_random", "gaussian_random"])
@pytest.mark.parametrize("shape,dtype", [([2, 3], "int32"), ([7], "float64"), ([1, 2, 3, 4], "float16")])
def test_init_ops_shape_and_dtype_come_from_their_attributes(op, shape, dtype):
    out = _infer(op, {}, shape=shape, dtype=dtype)["Out"]
    assert out == _i(*shape, dtype=DataType(dtype))


# --- type variables -----------------------------------------------------------------------------

def test_inputs_sharing_a_type_variable_agree_on_dtype():
    with pytest.raises(InputError) as info:
        _infer("mul", {"X": _i(4, 3, dtype=F32), "Y": _i(3, 2, dtype=F64)})
    assert str(info.value) == "mul layer's input Y should have the dtype of X (float32; both are 'T'), got float64"


def test_an_output_takes_its_type_variables_dtype():
    assert _infer("cross_entropy", {"X": _i(4, 3, dtype=F64), "Label": _i(4, 1, dtype=I64)})["Out"].dtype == F64


def test_an_input_outside_the_type_variable_keeps_its_own_dtype():
    """cross_entropy's Label is an int (type_var None): it does not bind T."""
    assert REG.function("cross_entropy").input("Label").type_var is None
    _infer("cross_entropy", {"X": _i(4, 3, dtype=F32), "Label": _i(4, 1, dtype=DataType.INT32)})


# --- sequence rules -----------------------------------------------------------------------------

@pytest.mark.parametrize("op,source", [("mul", "X"), ("cross_entropy", "X"), ("square_error", "X"), ("fc", "input")])
def test_outputs_carry_the_sequence_types_of_the_input_whose_rows_they_keep(op, source):
    out = REG.get(op).outputs[0]
    assert out.seq_from == source and out.seq_types == ROWS


def test_sequence_offsets_flow_from_seq_from():
    out = _infer("cross_entropy", {"X": _i(4, 3, seq=SEQ), "Label": _i(4, 1, dtype=I64, seq=SEQ)})["Out"]
    assert out.seq_type == SEQ
    assert _infer("mul", {"X": _i(4, 3, seq=SEQ), "Y": _i(3, 2)})["Out"].seq_type == SEQ


def test_an_explicit_seq_from_wins_over_the_shared_first_dim():
    meta = (Function("probe", "d").input("A", shape=("N", "K"), seq_types=ROWS)
            .input("B", shape=("N", "K"), seq_types=ROWS)
            .output("Out", shape=("N", 1), seq_from="B").no_grad("t").kernel(lambda a, b: a).register(Registry()))
    out = infer_shapes(meta, {"A": _i(2, 3), "B": _i(2, 3, seq=SEQ)}, {})
    assert out["Out"].seq_type == SEQ


# --- code only where the rule is code -------------------------------------------------------------

def test_the_shape_function_is_called_only_for_outputs_without_a_data_rule():
    calls = []

    def shape(x, *, k):
        calls.append(x)
        return _i(k)

    meta = (Function("probe", "d").input("X", shape=("N",)).output("Out", like="X").output("Code", rank=1)
            .attribute("k", int, "k").default(3).shape(shape).no_grad("t")
            .kernel(lambda x, *, k: (x, x)).register(Registry()))
    out = infer_shapes(meta, {"X": _i(5)}, {"k": 3})
    assert out == {"Out": _i(5), "Code": _i(3)} and len(calls) == 1


def test_a_shape_function_beside_data_rules_still_refuses():
    """auc's output is data ((1,)); its shape function only refuses a Predict of 3 columns."""
    label = _i(4, 1, dtype=DataType.INT64)
    assert _infer("auc", {"Predict": _i(4, 2), "Label": label})["AUC"] == _i(1)
    with pytest.raises(paddle.registry.ShapeError, match=r"auc layer: Predict should be \[N, 2\]"):
        _infer("auc", {"Predict": _i(4, 3), "Label": label})


# --- the small data forms that replaced shape functions (issue 22) ------------------------------

def test_an_axis_attribute_names_an_axis_of_its_input():
    """softmax, hardmax, cumsum: X's axis_attr; any axis of X's rank is taken, others refused."""
    for op in ("softmax", "hardmax", "cumsum"):
        assert REG.get(op).input("X").axis_attr == "axis" and REG.get(op).shape_fn is None
        assert _infer(op, {"X": _i(2, 3)}, axis=-2)["Out"] == _i(2, 3)
        with pytest.raises(paddle.registry.ConstraintError, match=rf"{op} layer's axis parameter should name "
                           r"an axis of X \(rank 2: from -2 to 1\), got 2"):
            _infer(op, {"X": _i(2, 3)}, axis=2)
    with pytest.raises(paddle.registry.ConstraintError, match=r"\(rank 0: it has no axes\), got 0"):
        _infer("cumsum", {"X": _i()}, axis=0)


def test_an_output_of_a_fixed_sequence_type():
    """sequence_unnest and sequence_nest_rows make sequences of one level whatever the inputs'."""
    nested = _i(6, 4, seq=SequenceType.NESTED)
    assert _infer("sequence_unnest", {"X": nested})["Out"] == _i(6, 4, seq=SequenceType.SEQUENCE)
    rows = _i(3, 4, seq=SequenceType.NONE)
    assert _infer("sequence_nest_rows", {"X": rows, "Y": nested})["Out"] == _i(3, 4, seq=SequenceType.SEQUENCE)
    seqs = _i(7, 2, seq=SequenceType.SEQUENCE)
    assert _infer("sequence_slice", {"X": seqs})["Out"] == _i(None, 2, seq=SequenceType.SEQUENCE)


def test_an_input_that_may_not_be_empty_and_an_attribute_limited_by_a_size():
    assert _infer("mean", {"X": _i(2, 3)})["Out"] == _i(1)
    with pytest.raises(paddle.registry.InputError, match=r"mean layer's input X should not be empty, got "
                                                         r"shape \(0, 3\)"):
        _infer("mean", {"X": _i(0, 3)})
    assert _infer("top_k", {"X": _i(2, 4)}, k=4)["Indices"].shape == (2, 4)
    assert _infer("top_k", {"X": _i(2, None)}, k=9)["Out"].shape == (2, 9)  # unknown size: not refused
    with pytest.raises(paddle.registry.ConstraintError, match=r"top_k layer's k parameter should be at most "
                                                              r"X's size N \(dimension 1: 4\), got 5"):
        _infer("top_k", {"X": _i(2, 4)}, k=5)


# --- data rules agree with the kernels --------------------------------------------------------------

DATA_OPS = sorted(m.name for m in REG.functions() if all(o.like or o.shape is not None for o in m.outputs))


@pytest.mark.parametrize("op", DATA_OPS)
def test_inferred_shapes_and_dtypes_are_what_the_kernel_returns(op):
    case = sample_case(op, dtype="float64")
    infos = {k: v for k, v in case.infos.items() if v is not None}
    inferred = infer_shapes(case.meta, infos, case.attrs)
    for slot, got in run_kernel(case).items():
        want = inferred[slot]
        if got is None and want is None:
            continue  # the gradient of an optional input not given (gru's Bias): absent both ways
        for w, g in zip(want if isinstance(want, list) else [want], got if isinstance(got, list) else [got]):
            run_time = tuple(d if k is not None else None for d, k in zip(np.shape(g), w.shape))  # "?": any size
            assert (w.shape, w.dtype.numpy) == (run_time, np.asarray(g).dtype), (op, slot)
            assert len(w.shape) == np.ndim(g), (op, slot)


def test_the_data_forms_are_refused_where_they_cannot_hold():
    """axis_of needs an int attribute and a single input; at_most_size a symbol of an input's pattern."""
    from paddle.registry import DeclarationError
    with pytest.raises(DeclarationError, match=r"axis_of\('X'\) needs an int attribute"):
        Function("probe_axis", "").input("X").output("Out", like="X").attribute("axis", float, "").axis_of("X")
    with pytest.raises(DeclarationError, match=r"at_most_size\('M'\) needs an int attribute"):
        Function("probe_k", "").input("X", shape=("...B", "N")).attribute("k", int, "").at_most_size("M")
