"""The binding in examples/binding, built from registry.json alone, works for every op: it accepts
and rejects what the core does, with the core's messages, and infers output shapes and dtypes as
the core's shape inference does for every op whose shape rule is data."""
from __future__ import annotations

import json
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from paddle.testing.strategies import any_attrs
from paddle.registry import ConfigError, OpDesc, load_plugins, schema_json, to_json, validate_attrs
from paddle.registry.types import UNSET

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "examples" / "binding"))
import paddle_binding  # noqa: E402



def fresh_json() -> Path:
    """registry.json (and its schema) of the registry as it is now, not the checked-in copy, which
    the generator may not have refreshed yet."""
    out = Path(tempfile.mkdtemp(prefix="paddle_binding_"))
    (out / "registry.json").write_text(to_json(load_plugins(), generator="tests"), encoding="utf-8")
    (out / "registry.schema.json").write_text(schema_json(), encoding="utf-8")
    return out / "registry.json"


JSON = fresh_json()
BINDING = paddle_binding.load(JSON)
OPS = [op["name"] for op in json.loads(JSON.read_text())["ops"]]


def _core(meta, attrs):
    try:
        return ("ok", json.dumps(validate_attrs(meta, attrs), default=str))
    except ConfigError as err:
        return (type(err).__name__, str(err))


def _bound(op, attrs):
    try:
        return ("ok", json.dumps(BINDING.ops[op].validate_attrs(attrs), default=str))
    except paddle_binding.BindingError as err:
        return (err.kind, str(err))


def _agree(op, attrs):
    """The binding accepts what the core accepts, custom checks included, and refuses the rest
    with the core's error class and message."""
    core = _core(load_plugins().get(op), attrs)
    assert _bound(op, attrs) == core, attrs
    return core


def test_the_binding_imports_nothing_of_paddle():
    code = ("import sys; sys.path.insert(0, 'examples/binding'); import paddle_binding; "
            f"ops = paddle_binding.load({str(JSON)!r}); ops.cos_sim(X='x', Y='y', scale=2.0); "
            "ops.infer('mul', {'X': (2, 3), 'Y': (3, 4)}, {'X': 'float32', 'Y': 'float32'}); "
            "print(sorted(m for m in sys.modules if m.split('.')[0] in ('paddle', 'registry', 'kernels')))")
    run = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert run.stdout.strip() == "[]"


def test_the_json_holds_every_registered_op():
    assert sorted(OPS) == sorted(m.name for m in load_plugins())


@pytest.mark.parametrize("op", OPS)
def test_boundary_values_and_wrong_types_agree_with_the_core(op):
    meta = load_plugins().get(op)
    for name, attr in meta.attributes.items():
        values = [attr.default, "abc", True, 1.5, 7, None, [1], ["abc"]]
        for k, at_length in zip(attr.constraints, attr.boundaries()):
            b = k.boundary(attr.type)
            values += b.inside + b.outside + at_length.inside + at_length.outside
        for v in values:
            _agree(op, {name: v})
    _agree(op, {"bogus": 1})


def _checks():
    return [(op, name, k, b) for op in OPS for name, attr in load_plugins().get(op).attributes.items()
            for k, b in zip(attr.constraints, attr.boundaries()) if k.is_check]


def test_every_constraint_of_every_op_is_reproduced_at_its_boundary():
    """Each check of each op (custom ones included), at its boundary values of the length the
    attribute takes: inside accepted and outside refused by this very constraint, by the core
    and by the binding, in the same words."""
    checks = _checks()
    assert {k.kind for _, _, k, _ in checks} >= {"larger_than", "at_least", "smaller_than", "at_most", "in_range",
                                                  "one_of", "length", "custom"}
    unreached = []
    for op, name, k, b in checks:
        base = _required(load_plugins().get(op), name)
        own = f"{name} parameter should be {k.phrase()}, got"
        for v in b.inside:
            assert own not in _agree(op, {**base, name: v})[1], (op, name, k, v)
        refusals = [_agree(op, {**base, name: v}) for v in b.outside]
        assert all(kind != "ok" for kind, _ in refusals), (op, name, k, b.outside)
        if not any(own in message for _, message in refusals):
            unreached.append((op, name, k.kind, [m for _, m in refusals]))
    # where another check of the attribute refuses every outside value first (transpose's perm:
    # a permutation before its range), or there is no outside value (a dtype attribute's one_of
    # that names dtypes: the registry's boundary has no outsider), the refusal still agrees above
    shadowed = [(op, name, kind) for op, name, kind, messages in unreached
                if messages and all(f"{op} layer's {name} parameter" in m for m in messages)]
    no_outsider = [(op, name, kind) for op, name, kind, messages in unreached if not messages]
    assert len(shadowed) + len(no_outsider) == len(unreached), unreached
    assert len(unreached) <= 5, unreached


def _required(meta, but):
    """A valid value for each required attribute other than `but` (so a call reaches `but`)."""
    out = {}
    for n, a in meta.attributes.items():
        if a.required and n != but:
            candidates = [a.type.sample()] + [v for b in a.boundaries() for v in b.inside]
            out[n] = next(v for v in candidates if a.type.coerce(v) is not UNSET
                          and a.first_violation(a.type.coerce(v)) is None)
    return out


def test_the_json_validates_against_its_schema_and_holds_no_null():
    import jsonschema
    doc, schema = json.loads(JSON.read_text()), json.loads(schema_json())
    jsonschema.Draft202012Validator(schema).validate(doc)

    def nulls(node, path, free=False):
        if isinstance(node, dict):
            for k, v in node.items():
                if v is None and not free:
                    yield f"{path}.{k}"
                yield from nulls(v, f"{path}.{k}", k in ("attrs", "example_attrs", "sample", "unused"))
        elif isinstance(node, list):
            for i, v in enumerate(node):
                yield from nulls(v, f"{path}[{i}]", True)
    assert list(nulls(doc, "$")) == []


def test_each_constraint_carries_its_message_template_and_flags():
    doc = json.loads(JSON.read_text())
    entries = {(op["name"], a["name"]): a for op in doc["ops"] for a in op["attributes"]}
    ksize = entries[("pool2d", "ksize")]
    in_range = next(c for c in ksize["constraints"] if c["kind"] == "in_range")
    assert in_range["template"] == "{layer} layer's {attr} parameter should be in range [1, 32], got {got}"
    assert (in_range["per_element"], in_range["number_type"], in_range["low_inclusive"],
            in_range["high_inclusive"]) == (True, "int", True, True)
    scale = next(c for c in entries[("cos_sim", "scale")]["constraints"] if c["kind"] == "larger_than")
    assert (scale["value"], scale["number_type"], scale["inclusive"], scale["per_element"]) == (0.0, "float", False,
                                                                                               False)
    customs = [c for a in entries.values() for c in a["constraints"] if c["kind"] == "custom"]
    assert len(customs) >= 25 and all("predicate" in c and "template" in c for c in customs)
    assert {c["predicate"]["name"] for c in customs} == {"distinct", "length_multiple_of", "count_at_most",
                                                          "permutation", "einsum_equation"}
    assert doc["format_version"].split(".")[0] == "2"


@settings(max_examples=300, deadline=None)
@given(st.data())
def test_random_calls_agree_with_the_core(data):
    op = data.draw(st.sampled_from(OPS))
    _agree(op, data.draw(any_attrs(op, {})))


@pytest.mark.parametrize("op", OPS)
def test_a_valid_call_is_a_portable_op_description(op):
    meta = load_plugins().get(op)
    attrs = {n: a.type.sample() for n, a in meta.attributes.items()
             if a.required and a.first_violation(a.type.coerce(a.type.sample())) is None}
    if any(a.required and n not in attrs for n, a in meta.attributes.items()):
        attrs.update({n: b for n, a in meta.attributes.items() if a.required
                      for b in [next(v for k in a.constraints for v in k.boundary(a.type).inside)]})
    slots = {t.name: f"v_{t.name}" for t in meta.inputs + meta.outputs}
    desc = OpDesc(**BINDING.ops[op](**slots, **attrs))
    assert desc.type == op and json.dumps(desc.attrs, default=str) == _core(meta, attrs)[1]
    assert UNSET not in desc.attrs.values()


def test_missing_input_and_attribute_in_the_cores_words():
    with pytest.raises(paddle_binding.MissingAttributeError, match="cos_sim layer's input Y must be set"):
        BINDING.cos_sim(X="x")
    # the first required attribute of each op (a call missing several is told of the first)
    required = {op["name"]: a["name"] for op in json.loads(JSON.read_text())["ops"]
                for a in reversed(op["attributes"]) if a["required"]}
    for op, attr in required.items():
        with pytest.raises(paddle_binding.MissingAttributeError, match=f"{op} layer's {attr} parameter must be set"):
            BINDING.ops[op].validate_attrs({})


# --- shape inference from the JSON alone -----------------------------------------------------------

import numpy as np  # noqa: E402

from paddle.registry import DataType, TensorInfo, infer_shapes  # noqa: E402
from paddle.testing import sample_case  # noqa: E402
from paddle.testing.case import seq_type  # noqa: E402
from paddle.testing.inputs import tame_attrs  # noqa: E402

DOC = json.loads(JSON.read_text())
DATA_OPS = sorted(op["name"] for op in DOC["ops"] if op["shape_rule"] == "data")
# every output has a data rule, but a shape function refuses more (the binding may accept more)
CHECKED_BY_CODE = sorted(op["name"] for op in DOC["ops"] if op["shape_rule"] == "code"
                         and all(t["rule"] in ("like", "pattern") for t in op["outputs"]))


def _plain(value):
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value.value if isinstance(value, DataType) else value


def _pattern_case(meta, rng):
    """Input infos built from the tensor metas (any op, layers too): a size per symbol, any rank
    for a group, two tensors for a variadic input, one dtype per type variable."""
    sizes, groups, by_var = {}, {}, {}
    infos = {}
    broadcast = {n for o in meta.outputs for n in getattr(o, "broadcast", None) or ()}
    for t in meta.inputs:
        pattern = t.shape if t.shape is not None else [f"_{t.name}{i}" for i in range(t.expected_rank or 2)]
        if t.name in broadcast:  # trailing axes shared, some of them 1: shapes that broadcast
            rank = int(rng.integers(1, 4))
            pattern = [1 if rng.random() < 0.3 else f"_b{rank - i}" for i in range(rank)]
        def dims(d):
            if isinstance(d, int):
                return [d]
            if d.startswith("..."):
                return groups.setdefault(d, [int(x) for x in rng.integers(1, 5, size=rng.integers(0, 4))])
            return [sizes.setdefault(d, int(rng.integers(1, 6)))]
        shape = tuple(x for d in pattern for x in dims(d))
        dtype = by_var.setdefault(t.type_var, t.dtypes[-1]) if t.type_var else t.dtypes[0]
        info = TensorInfo(shape, dtype, seq_type(t))  # a sequence where the input takes sequences only
        infos[t.name] = [info, info] if t.variadic else info
    return infos, tame_attrs(meta)


def _cases(op, n=4):
    """Sampled valid inputs (paddle.testing) where the sampler serves the op, and inputs built from
    the patterns (any group rank) for every op."""
    meta, cases = load_plugins().get(op), []
    for seed in range(n):
        try:
            case = sample_case(op, seed)
            cases.append(({k: v for k, v in case.infos.items() if v is not None}, case.attrs))
        except AttributeError:  # the sampler takes ops only (fc is a layer)
            pass
        cases.append(_pattern_case(meta, np.random.default_rng(seed)))
    return cases


def _as_binding(infos):
    def one(i):
        return (list(i.shape), i.dtype.value) if isinstance(i, TensorInfo) else None
    shapes = {k: [one(i)[0] for i in v] if isinstance(v, list) else one(v)[0] for k, v in infos.items()}
    dtypes = {k: [one(i)[1] for i in v] if isinstance(v, list) else one(v)[1] for k, v in infos.items()}
    return shapes, dtypes


def _core_outputs(infos):
    def one(i):
        return (tuple(i.shape), i.dtype.value)
    return {k: [one(i) for i in v] if isinstance(v, list) else (None if v is None else one(v))
            for k, v in infos.items()}


def _both(op, infos, attrs):
    """(core outcome, binding outcome): ("ok", outputs) or (error class, message)."""
    try:
        core = ("ok", _core_outputs(infer_shapes(load_plugins().get(op), infos, attrs)))
    except ConfigError as err:
        core = (type(err).__name__, str(err))
    shapes, dtypes = _as_binding(infos)
    try:
        bound = ("ok", BINDING.infer(op, shapes, dtypes, {k: _plain(v) for k, v in attrs.items()}))
    except paddle_binding.BindingError as err:
        bound = (err.kind, str(err))
    return core, bound


def test_most_ops_have_a_data_shape_rule():
    share = len(DATA_OPS) / len(DOC["ops"])
    print(f"\nthe binding infers {len(DATA_OPS)}/{len(DOC['ops'])} ops ({share:.0%}) from the JSON alone")
    assert share >= 0.82  # see tests/registry/test_export.py: the new nce and nested-sequence ops rule in code


@pytest.mark.parametrize("op", DATA_OPS + CHECKED_BY_CODE)
def test_inferred_outputs_agree_with_the_core(op):
    agreed = 0
    for infos, attrs in _cases(op):
        core, bound = _both(op, infos, attrs)
        if op in CHECKED_BY_CODE and core[0] != "ok":
            continue  # refused by the core's shape function, which is code: the binding may accept
        assert core[0] == "ok", core
        assert bound == core, (infos, attrs)
        agreed += 1
    assert agreed >= 2


def _mutants(infos):
    """Each input changed one way at a time: a dim grown, a dim unknown, a dim dropped or added,
    another dtype."""
    for slot, v in infos.items():
        first = v[0] if isinstance(v, list) else v
        def put(i, slot=slot, v=v):
            return {**infos, slot: [v[0], i] if isinstance(v, list) else i}
        for axis in range(first.rank):
            grown = list(first.shape)
            grown[axis] += 1
            yield put(first.with_shape(tuple(grown)))
            unknown = list(first.shape)
            unknown[axis] = None
            yield put(first.with_shape(tuple(unknown)))
        yield put(first.with_shape(first.shape[1:]))
        yield put(first.with_shape((2,) + first.shape))
        for dtype in (DataType.FLOAT32, DataType.FLOAT64, DataType.INT64):
            yield put(TensorInfo(first.shape, dtype, first.seq_type))


@pytest.mark.parametrize("op", DATA_OPS)
def test_refusals_agree_with_the_core_in_its_words(op):
    """Mismatched symbols, groups, ranks and type variables: the binding refuses what the core
    refuses, with the core's message, and accepts the rest with the same outputs."""
    refused = 0
    for infos, attrs in _cases(op, n=2):
        for mutant in _mutants(infos):
            core, bound = _both(op, mutant, attrs)
            assert bound == core, mutant
            refused += core[0] != "ok"
    # an op that takes anything (fill_like: any shape, any dtype) has nothing to refuse
    # (sequence_unnest: any rows "T", any "...D": only a rank-0 input, never a mutant here, is refused)
    anything = all(t.rank is None and (t.shape is None or len(t.shape) <= 2 and str(t.shape[-1]).startswith("...")
                                       and all(isinstance(d, str) for d in t.shape))
                   and DataType.INT64 in t.dtypes for t in load_plugins().get(op).inputs)  # cast: any "...S"
    assert refused or anything


def test_mismatched_symbols_are_refused_clearly():
    with pytest.raises(paddle_binding.InputError) as info:
        BINDING.infer("mul", {"X": (4, 3), "Y": (5, 2)}, {"X": "float32", "Y": "float32"})
    assert str(info.value) == "mul layer's input Y dimension 0 should equal X dimension 1 (both are 'K'), got 5 and 3"
    with pytest.raises(paddle_binding.InputError,
                       match=r"input Y should have the dtype of X \(float32; both are 'T'\)"):
        BINDING.infer("mul", {"X": (4, 3), "Y": (3, 2)}, {"X": "float32", "Y": "float64"})
    with pytest.raises(paddle_binding.InputError, match=r"should have the shape of X \(both are '...S'\)"):
        BINDING.infer("sum", {"X": [(2, 3), (3, 2)]}, {"X": "float32"})


def test_the_binding_reads_every_kind_of_rule():
    assert BINDING.infer("fill_constant", {}, {}, {"shape": [2, 5], "dtype": "int32"}) == {"Out": ((2, 5), "int32")}
    assert BINDING.infer("fc", {"input": (None, 13)}, {"input": "float64"}, {"size": 4}) == \
        {"Out": ((None, 4), "float64")}
    assert BINDING.infer("sum", {"X": [(2, 3, 4)] * 3}, {"X": "float32"}) == {"Out": ((2, 3, 4), "float32")}
    assert BINDING.infer("relu", {"X": (7,)}, {"X": "float64"}) == {"Out": ((7,), "float64")}
    assert BINDING.infer("sum_grad", {"X": [(2, 3)] * 2, "Out@GRAD": (2, 3)}, {"X": "float32", "Out@GRAD": "float32"}) \
        == {"X@GRAD": [((2, 3), "float32"), ((2, 3), "float32")]}


def test_an_output_shaped_by_code_is_refused_not_guessed():
    entry = json.loads(json.dumps(BINDING.ops["mul"].entry))
    entry["outputs"][0].update(shape=None, rule="code")
    op = paddle_binding.Op(entry, BINDING.ops["mul"].dtypes)
    with pytest.raises(paddle_binding.ShapeRuleIsCode, match="mul layer's output Out is shaped by code in the core"):
        paddle_binding.infer(op, {"X": (4, 3), "Y": (3, 2)}, {"X": "float32", "Y": "float32"}, {})


def test_broadcast_and_reduce_rules_from_the_json():
    f32 = {"X": "float32", "Y": "float32"}
    assert BINDING.infer("add", {"X": (2, 1, 3), "Y": (4, 1)}, f32) == {"Out": ((2, 4, 3), "float32")}
    assert BINDING.infer("add", {"X": (None, 3), "Y": (3,)}, f32) == {"Out": ((None, 3), "float32")}
    assert BINDING.infer("reduce_sum", {"X": (2, 3, 4)}, {"X": "float64"}, {"dim": [0, -1]}) == \
        {"Out": ((3,), "float64")}
    assert BINDING.infer("reduce_max", {"X": (2, 3, 4)}, {"X": "float64"}, {"dim": [1], "keep_dim": True}) == \
        {"Out": ((2, 1, 4), "float64")}
    assert BINDING.infer("reduce_mean", {"X": (2, 3)}, {"X": "float32"}, {}) == {"Out": ((), "float32")}
    assert BINDING.infer("argmax", {"X": (2, 3)}, {"X": "float32"}, {"axis": 0}) == {"Out": ((3,), "int64")}


@pytest.mark.parametrize("op, infos, attrs", [
    ("add", {"X": (2, 3), "Y": (4,)}, {}),
    ("maximum", {"X": (5, 2, 3), "Y": (4, 1)}, {}),
    ("reduce_sum", {"X": (2, 3)}, {"dim": [2]}),
    ("reduce_sum", {"X": (2, 3)}, {"dim": [0, -2]}),
    ("reduce_mean", {"X": (2, 0)}, {"dim": [1]}),
    ("argmin", {"X": (4,)}, {"axis": -2}),
])
def test_broadcast_and_reduce_refusals_agree_with_the_core(op, infos, attrs):
    """Shapes that do not broadcast, axes out of range or named twice, a mean over nothing: the
    same typed error in the same words from the core and from the JSON alone."""
    core, bound = _both(op, {k: TensorInfo(v, DataType.FLOAT32) for k, v in infos.items()}, attrs)
    assert core[0] in ("InputError", "ConstraintError") and bound == core


def test_each_constraint_of_the_json_reads_back_as_the_core_declared_it():
    from paddle.registry.constraints import from_data
    doc = json.loads(JSON.read_text())
    for op in doc["ops"]:
        meta = load_plugins().get(op["name"])
        for a in op["attributes"]:
            declared = meta.attributes[a["name"]].constraints
            read = tuple(from_data(c) for c in a["constraints"])
            assert [(k.kind, k.phrase() if k.is_check else None) for k in read] == \
                   [(k.kind, k.phrase() if k.is_check else None) for k in declared], (op["name"], a["name"])


@pytest.mark.parametrize("op, infos, attrs", [
    ("softmax", {"X": TensorInfo((2, 3))}, {"axis": 2}),
    ("cumsum", {"X": TensorInfo(())}, {"axis": 0}),
    ("hardmax", {"X": TensorInfo((2, 3))}, {"axis": -3}),
    ("top_k", {"X": TensorInfo((2, 4))}, {"k": 5}),
    ("mean", {"X": TensorInfo((0, 3))}, {}),
])
def test_the_small_data_forms_refuse_as_the_core_does(op, infos, attrs):
    """axis_attr, size_limit and nonempty (issue 22): the binding's refusal is the core's, word for word."""
    core, bound = _both(op, infos, attrs)
    assert core[0] in ("ConstraintError", "InputError") and bound == core
