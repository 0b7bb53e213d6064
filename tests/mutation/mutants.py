"""The mutant table: realistic planted bugs, as data.

Each record is one textual patch: in `file`, the text `old` (which must occur exactly once,
else the mutant is STALE and the table needs updating) becomes `new`. `tests` are the test
files (or node ids) a developer touching that code would run; `run.py --confirm` re-runs every
survivor against the whole suite, so a selection that is too narrow shows up as a
"caught by the full suite" note rather than as a false survivor. `why` says what a user would
suffer if the bug shipped.

Categories (`run.py` decides per category whether to regenerate `generated/` first):
forward, gradient, stability, optimizer, init, constraint, shape_dtype, codegen, backward,
subnet, cpp, cuda (the GPU kernels cupy compiles at run time: no rebuild), harness.
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Mutant:
    name: str
    category: str
    file: str
    old: str
    new: str
    tests: tuple[str, ...]
    why: str


# --- test selections ---------------------------------------------------------------------------

RUNTIME_OPS = ("tests/runtime/test_kernels.py", "tests/runtime/test_gradients.py",
               "tests/runtime/test_torch_oracle.py", "tests/runtime/test_op_examples.py")
BACKWARD = ("tests/runtime/test_backward.py", "tests/runtime/test_backward_torch.py",
            "tests/runtime/test_torch_oracle.py", "tests/runtime/test_builder.py", "tests/runtime/test_model.py")
SUBNET = ("tests/runtime/test_subnet.py", "tests/runtime/test_model.py", "tests/runtime/test_builder.py")
CONSTRAINTS = ("tests/registry/test_constraints.py", "tests/registry/test_validation.py",
               "tests/registry/test_refusals.py", "tests/codegen/test_layers.py", "tests/runtime/test_errors.py",
               "tests/codegen/test_vocabulary.py")


def op_tests(*ops: str, grad: bool = True, extra: tuple[str, ...] = ()) -> tuple[str, ...]:
    """The generated tests of `ops` (and of their grad ops), the runtime op tests, `extra`."""
    files = [f"generated/tests/test_{op}.py" for op in ops]
    files += [f"generated/tests/test_{op}_grad.py" for op in ops] if grad else []
    return (*files, *RUNTIME_OPS, *extra)


def m(name: str, category: str, file: str, old: str, new: str, tests: tuple[str, ...], why: str) -> Mutant:
    return Mutant(name, category, file, old, new, tests, why)


ACT, MATH, LOSS, COS = "kernels/activation.py", "kernels/math.py", "kernels/loss.py", "kernels/cos_sim.py"
OPT, INIT, CONS = "kernels/optimizer.py", "kernels/init.py", "registry/constraints.py"
SCALE_CC, NATIVE_CC = "kernels/cpp/scale_op.cc", "kernels/cpp/native.cc"

# --- forward math ------------------------------------------------------------------------------
FORWARD = [
    m("mul_scaled", "forward", MATH, "    return matmul(x, y)", "    return -7 * matmul(x, y)",
      op_tests("mul"), "every fc layer computes the wrong product"),
    m("softmax_wrong_axis", "forward", ACT, "return e / e.sum(axis=axis, keepdims=True)",
      "return e / e.sum(axis=0, keepdims=True)", op_tests("softmax"),
      "softmax normalises each column instead of each row: rows no longer sum to 1"),
    m("mean_divides_by_rows", "forward", MATH, "return x.mean().reshape(1).astype(x.dtype)",
      "return (x.sum() / x.shape[0]).reshape(1).astype(x.dtype)", op_tests("mean"),
      "the loss is scaled by the number of columns: the effective learning rate changes with the width"),
    m("sum_drops_third_input", "forward", MATH, "for x in xs[2:]:", "for x in xs[3:]:", op_tests("sum"),
      "a variable read by three ops gets only two of its three gradients"),
    m("rowwise_add_wrong_axis", "forward", MATH, "def _rowwise_add(x: Any, b: Any) -> Any:\n    return x + b\n",
      "def _rowwise_add(x: Any, b: Any) -> Any:\n    return x + b.reshape(-1, 1)\n", op_tests("rowwise_add"),
      "the bias is added per row instead of per column"),
    m("elementwise_add_subtracts", "forward", MATH, "def _elementwise_add(x: Any, y: Any) -> Any:\n    return x + y\n",
      "def _elementwise_add(x: Any, y: Any) -> Any:\n    return x - y\n", op_tests("elementwise_add", grad=False),
      "X + Y computes X - Y"),
    m("cos_sim_norm_without_sqrt", "forward", COS, "ny = xp.maximum(xp.sqrt((y * y).sum(axis=1, keepdims=True)), _EPS)",
      "ny = xp.maximum((y * y).sum(axis=1, keepdims=True), _EPS)",
      op_tests("cos_sim", extra=("tests/registry/test_cos_sim.py",)),
      "the numpy cos_sim (GPU path and reference) divides by |y|^2 instead of |y|"),
    m("relu_threshold", "forward", ACT, "return xp_of(x).maximum(x, 0, out=", "return xp_of(x).maximum(x, 0.01, out=",
      op_tests("relu"), "relu(x) = max(x, 0.01): small and negative activations become 0.01"),
    m("tanh_of_abs", "forward", ACT, "return xp_of(x).tanh(x, out=", "return xp_of(x).tanh(abs(x), out=", op_tests("tanh"),
      "tanh loses the sign of negative inputs"),
    m("sigmoid_sign", "forward", ACT, "e = xp.negative(x, out=", "e = xp.positive(x, out=", op_tests("sigmoid"),
      "sigmoid(x) computes sigmoid(-x)"),
    m("square_error_mean", "forward", LOSS, "return (d * d).sum(axis=1, keepdims=True)",
      "return (d * d).mean(axis=1, keepdims=True)", op_tests("square_error"),
      "the loss is divided by the width while its gradient is not"),
    m("cross_entropy_sign", "forward", LOSS, "return -xp.log(xp.maximum(picked, _TINY))",
      "return xp.log(xp.maximum(picked, _TINY))", op_tests("cross_entropy"),
      "the loss is negated: minimising it pushes the right class down"),
]

# --- gradients ---------------------------------------------------------------------------------
GRADIENT = [
    m("relu_grad_at_zero", "gradient", ACT, "multiply(dout, out > 0,", "multiply(dout, out >= 0,", op_tests("relu"),
      "dead units (x <= 0) pass gradient: relu'(x) = 1 for every x < 0 too, since out = 0 there"),
    m("sigmoid_grad_uses_x", "gradient", ACT, "multiply(dout, out, out=dout if in_place else None)\n    dx *= 1 - out",
      "multiply(dout, x, out=dout if in_place else None)\n    dx *= 1 - x",
      op_tests("sigmoid"), "sigmoid's gradient computed from the input instead of the output"),
    m("tanh_grad_not_squared", "gradient", ACT, "multiply(dout, 1 - out * out,", "multiply(dout, 1 - out,",
      op_tests("tanh"), "tanh'(x) = 1 - tanh(x) instead of 1 - tanh(x)^2"),
    m("softmax_grad_wrong_axis", "gradient", ACT, "(dout * out).sum(axis=axis, keepdims=True)",
      "(dout * out).sum(axis=0, keepdims=True)", op_tests("softmax"), "softmax's Jacobian mixes the rows of a batch"),
    m("cross_entropy_grad_sign", "gradient", LOSS, "dx[rows, cols] = -dout.reshape(-1)",
      "dx[rows, cols] = dout.reshape(-1)", op_tests("cross_entropy"), "training climbs the loss"),
    m("mul_grad_x_not_transposed", "gradient", MATH, "product(x.T, dout) if needed[1]", "product(x, dout) if needed[1]",
      op_tests("mul"), "dW = X @ dOut instead of X^T @ dOut (right only for square symmetric X)"),
    m("mul_grad_wrong_needed_flag", "gradient", MATH, "product(x.T, dout) if needed[1] else None",
      "product(x.T, dout) if needed[0] else None", op_tests("mul", extra=BACKWARD),
      "when X is data (its gradient not needed) the weight gets no gradient: fc layers never train"),
    m("rowwise_add_bias_grad_mean", "gradient", MATH, "dout.sum(axis=0) if needed[1]", "dout.mean(axis=0) if needed[1]",
      op_tests("rowwise_add"), "the bias gradient is divided by the batch size"),
    m("mean_grad_count", "gradient", MATH, "dout.reshape(()) / x.size", "dout.reshape(()) / x.shape[0]", op_tests("mean"),
      "mean's gradient divides by the rows, not the number of elements"),
    m("sum_grad_second_input", "gradient", MATH, "return [dout for _ in xs]",
      "return [dout] + [dout * 0 for _ in xs[1:]]", op_tests("sum", extra=BACKWARD),
      "only the first addend of a sum gets its gradient"),
    m("square_error_grad_y_sign", "gradient", LOSS, "return dx, (-dx if needed[1] else None)",
      "return dx, (dx if needed[1] else None)", op_tests("square_error"), "d/dY has the wrong sign"),
    m("cos_sim_grad_ignores_scale", "gradient", COS, "common = dout * scale / (nx * ny)", "common = dout / (nx * ny)",
      op_tests("cos_sim", extra=("tests/registry/test_cos_sim.py",)),
      "the gradient ignores the scale attribute (right only at the default, 1.0)"),
    m("cos_sim_grad_broadcast_first_row", "gradient", COS, "dy = dy.sum(axis=0, keepdims=True)",
      "dy = dy[:1]", op_tests("cos_sim", extra=("tests/registry/test_cos_sim.py",)),
      "a Y broadcast over the rows of X gets the gradient of the first row only"),
    m("elementwise_add_grad_y_copies_y", "gradient", MATH,
      'GradOp("assign", inputs={"X": ("Out@GRAD",)}, outputs={"Out": ("Y@GRAD",)})',
      'GradOp("assign", inputs={"X": ("Y",)}, outputs={"Out": ("Y@GRAD",)})',
      op_tests("elementwise_add", grad=False, extra=BACKWARD), "Y@GRAD is a copy of Y instead of Out@GRAD"),
]

# --- numerical stability -----------------------------------------------------------------------
STABILITY = [
    m("softmax_no_max_shift", "stability", ACT, "e = xp.exp(x - x.max(axis=axis, keepdims=True))", "e = xp.exp(x)",
      op_tests("softmax"), "softmax([[1000, 0]]) is NaN"),
    m("cross_entropy_no_log_clamp", "stability", LOSS, "-xp.log(xp.maximum(picked, _TINY))", "-xp.log(picked)",
      op_tests("cross_entropy"), "a probability of 0 gives an infinite loss"),
    m("cross_entropy_grad_no_clamp", "stability", LOSS, "/ xp.maximum(x[rows, cols], _TINY)", "/ x[rows, cols]",
      op_tests("cross_entropy"), "a probability of 0 gives an infinite (or NaN) gradient"),
    m("sigmoid_naive_overflow", "stability", ACT,
      "    e += 1  # a fresh array (or X's): updating it in place saves two allocations per call\n"
      "    return xp.reciprocal(e, out=e)\n",
      "    e = 1 / e  # exp(x)\n    return e / (1 + e)  # naive: exp overflows for large x\n", op_tests("sigmoid"),
      "sigmoid(1000) = inf / inf = NaN"),
    m("cos_sim_zero_row_no_eps", "stability", COS, "nx = xp.maximum(xp.sqrt((x * x).sum(axis=1, keepdims=True)), _EPS)",
      "nx = xp.sqrt((x * x).sum(axis=1, keepdims=True))",
      op_tests("cos_sim", extra=("tests/registry/test_cos_sim.py",)), "an all-zero row of X gives NaN"),
    m("adam_epsilon_inside_sqrt", "stability", OPT, "(xp.sqrt(m2_64) + epsilon)", "xp.sqrt(m2_64 + epsilon)",
      ("generated/tests/test_adam.py", "tests/runtime/test_optimizer.py"),
      "epsilon under the square root: steps on parameters with tiny gradients differ by orders of magnitude"),
]

# --- optimizers --------------------------------------------------------------------------------
OPTIMIZER_TESTS = ("tests/runtime/test_optimizer.py", "tests/runtime/test_model.py", "tests/runtime/test_builder.py")
OPTIMIZER = [
    m("sgd_ascends", "optimizer", OPT, "step = grad * -learning_rate", "step = grad * learning_rate",
      ("generated/tests/test_sgd.py", *OPTIMIZER_TESTS), "sgd climbs the loss"),
    m("momentum_ignores_nesterov", "optimizer", OPT, "if use_nesterov:\n        step = v * momentum",
      "if False:\n        step = v * momentum", ("generated/tests/test_momentum.py", *OPTIMIZER_TESTS), "use_nesterov=True does nothing"),
    m("momentum_velocity_scaled_by_lr", "optimizer", OPT, "    v += grad\n", "    v += learning_rate * grad\n",
      ("generated/tests/test_momentum.py", *OPTIMIZER_TESTS), "the learning rate is applied twice"),
    m("adam_bias_correction_swapped", "optimizer", OPT,
      "xp.sqrt(_one_minus_pow(beta2, t)) / _one_minus_pow(beta1, t)",
      "xp.sqrt(_one_minus_pow(beta1, t)) / _one_minus_pow(beta2, t)",
      ("generated/tests/test_adam.py", *OPTIMIZER_TESTS), "adam's first steps are ~30x too large"),
    m("adam_step_not_counted", "optimizer", OPT, "m2_64.astype(m2.dtype, copy=False), t)", "m2_64.astype(m2.dtype, copy=False), step)",
      ("generated/tests/test_adam.py", *OPTIMIZER_TESTS), "the step counter never advances: bias correction of step 1 forever"),
    m("optimizer_state_starts_at_one", "optimizer", "paddle/core/optimizer.py",
      'return OpDesc(type="fill_like", inputs={"X": [param]}, outputs={"Out": [state]}, attrs={"value": 0.0})',
      'return OpDesc(type="fill_like", inputs={"X": [param]}, outputs={"Out": [state]}, attrs={"value": 1.0})',
      OPTIMIZER_TESTS, "momentum's velocity and adam's moments start at 1, not 0"),
]

# --- initialisers ------------------------------------------------------------------------------
INITIALIZER = [
    m("gaussian_ignores_std", "init", INIT, "rng.normal(mean, std, size=shape)", "rng.normal(mean, 1.0, size=shape)",
      ("generated/tests/test_gaussian_random.py", "tests/runtime/test_kernels.py", "tests/runtime/test_net.py"),
      "gaussian_random(std=0.01) draws with std 1"),
    m("uniform_ignores_min", "init", INIT, "rng.uniform(min, max, size=shape)", "rng.uniform(0.0, max, size=shape)",
      ("generated/tests/test_uniform_random.py", "tests/runtime/test_kernels.py", "tests/runtime/test_net.py"),
      "uniform_random(min=-1) draws from [0, max): fc weights all positive"),
]

# --- constraint boundaries and meaning -----------------------------------------------------------
LABEL_TESTS = ("tests/runtime/test_errors.py", "tests/runtime/test_net.py", "tests/runtime/test_domains.py")
CONSTRAINT = [
    m("larger_than_as_at_least", "constraint", CONS, 'operator: ClassVar[str] = ">"\n',
      'operator: ClassVar[str] = ">="\n', ("generated/tests/test_cos_sim.py", *CONSTRAINTS),
      "cos_sim(scale=0.0) and sgd(learning_rate=0.0) are accepted"),
    m("at_least_as_larger_than", "constraint", CONS, 'operator: ClassVar[str] = ">="\n',
      'operator: ClassVar[str] = ">"\n', ("generated/tests/test_adam.py", *CONSTRAINTS),
      "adam(beta1=0.0) and seed=0 are refused"),
    m("smaller_than_as_at_most", "constraint", CONS, 'operator: ClassVar[str] = "<"\n',
      'operator: ClassVar[str] = "<="\n', ("generated/tests/test_adam.py", *CONSTRAINTS),
      "adam(beta1=1.0) is accepted: the bias correction divides by zero"),
    m("at_most_as_smaller_than", "constraint", CONS, 'operator: ClassVar[str] = "<="\n',
      'operator: ClassVar[str] = "<"\n', CONSTRAINTS, "at_most(v) refuses v itself"),
    m("in_range_open", "constraint", CONS,
      'return f"{py_literal(self.low)} <= {x} <= {py_literal(self.high)}"',
      'return f"{py_literal(self.low)} < {x} < {py_literal(self.high)}"',
      ("generated/tests/test_momentum.py", *CONSTRAINTS), "momentum=0.0 (plain sgd) is refused"),
    m("length_max_off_by_one", "constraint", CONS, '[f"len({value}) <= {self.max}"]', '[f"len({value}) < {self.max}"]',
      CONSTRAINTS, "a list of exactly `max` elements is refused"),
    m("length_min_off_by_one", "constraint", CONS, '[f"{self.min} <= len({value})"]', '[f"{self.min} < len({value})"]',
      ("generated/tests/test_fill_constant.py", *CONSTRAINTS), "fill_constant(shape=[5]) is refused"),
    m("one_of_accepts_anything", "constraint", CONS, 'return f"{value} in {py_literal(tuple(self.values))}"',
      'return "True"', ("generated/tests/test_fc.py", *CONSTRAINTS),
      "fc(act='relu6') is accepted and fails later as an unknown op"),
    m("float_nan_accepted", "constraint", "registry/types.py",
      "return x if math.isfinite(x) or not t.finite else UNSET",
      "return x if not math.isinf(x) or not t.finite else UNSET",
      ("generated/tests/test_cos_sim.py", "generated/tests/test_sgd.py", *CONSTRAINTS),
      "scale=nan passes validation and poisons every output"),
    m("required_attribute_defaults", "constraint", "registry/validate.py",
      "        if attr.required:\n            raise e.missing_error(layer, attr.name)",
      "        if False:\n            raise e.missing_error(layer, attr.name)",
      ("generated/tests/test_fc.py", *CONSTRAINTS), "fc() without size builds a layer with size None"),
    m("label_range_loosened", "constraint", LOSS, "if lo < 0 or hi >= classes:", "if lo < 0 or hi > classes:",
      op_tests("cross_entropy", extra=LABEL_TESTS),
      "a label equal to the class count gives a raw IndexError inside OpRunError"),
    m("label_negative_accepted", "constraint", LOSS, "if lo < 0 or hi >= classes:", "if hi >= classes:",
      op_tests("cross_entropy", extra=LABEL_TESTS),
      "label -1 silently reads the last class"),
]

# --- shape and dtype rules (declarations: generated/ is regenerated first) ------------------------
SHAPE = ("tests/registry/test_shape_data.py", "tests/registry/test_validation.py", "tests/runtime/test_errors.py")
SHAPE_DTYPE = [
    m("mul_inner_dims_untied", "shape_dtype", MATH, '.input("Y", "a [K, N] matrix", shape=("K", "N"))',
      '.input("Y", "a [K, N] matrix", shape=("J", "N"))', op_tests("mul", extra=SHAPE),
      "mul accepts [M, K] @ [J, N]; numpy fails at run time instead of a validation error"),
    m("rowwise_add_bias_pattern", "shape_dtype", MATH, '.input("b", "a vector of N values", shape=("N",))',
      '.input("b", "a vector of N values", shape=("M",))', op_tests("rowwise_add", extra=SHAPE),
      "the bias must match the rows instead of the columns"),
    m("square_error_type_var_dropped", "shape_dtype", LOSS,
      '.input("Y", "an [N, D] matrix of targets", shape=("N", "D"), seq_types=ROWS)\n    .output("Out", "an [N, 1]',
      '.input("Y", "an [N, D] matrix of targets", shape=("N", "D"), seq_types=ROWS, type_var=None)\n'
      '    .output("Out", "an [N, 1]',
      op_tests("square_error", extra=(*SHAPE, "tests/runtime/test_losses.py")), "float32 predictions against float64 targets give a float64 loss "
      "the shape rule calls float32"),
    m("mean_output_shape", "shape_dtype", MATH, '.output("Out", "the mean", shape=(1,))',
      '.output("Out", "the mean", shape=(1, 1))', op_tests("mean", extra=SHAPE),
      "the declared shape of mean disagrees with its kernel"),
    m("mean_of_empty_accepted", "shape_dtype", MATH, "nonempty=True)", "nonempty=False)",
      op_tests("mean", extra=SHAPE), "the mean of an empty tensor is NaN instead of an InputError"),
    m("cos_sim_shape_rule_any_y", "shape_dtype", COS, "require(same or y.shape[0] == 1,", "require(True,",
      op_tests("cos_sim", extra=(*SHAPE, "tests/registry/test_cos_sim.py")),
      "a Y of 3 rows against an X of 5 passes validation and crashes in the kernel"),
    m("fc_output_pattern", "shape_dtype", "kernels/layers.py", '.output("Out", "an [N, size] matrix", shape=(BATCH, "size"))',
      '.output("Out", "an [N, size] matrix", shape=(BATCH, "D"))', ("generated/tests/test_fc.py", *SHAPE,
                                                                       "tests/runtime/test_model.py"),
      "fc's declared output width is its input width"),
]

# --- the validator generator ------------------------------------------------------------------
CODEGEN = [
    m("generated_check_ge_for_gt", "codegen", "codegen/rules.py", "    return c.source\n",
      '    return c.source.replace(" > ", " >= ")\n',
      ("generated/tests/test_cos_sim.py", "generated/tests/test_sgd.py", "tests/codegen/test_layers.py",
       "tests/codegen/test_binding.py"), "the generated validators accept scale=0.0 while the registry refuses it"),
    m("generated_validator_skips_constraints", "codegen", "codegen/rules.py",
      "return tuple(Rule(check_expression(c), c.phrase, c.kind) for c in a.checks)",
      "return tuple(Rule(check_expression(c), c.phrase, c.kind) for c in a.checks[:0])",
      ("generated/tests/test_cos_sim.py", "tests/codegen/test_layers.py"), "layers check types but no constraint"),
]

# --- backward -----------------------------------------------------------------------------------
BW = "paddle/core/backward.py"
BACKWARD_MUTANTS = [
    m("no_grad_set_ignored_for_intermediates", "backward", BW,
      "requires.update(n for n in op.output_names() if n not in blocked)",
      "requires.update(n for n in op.output_names())", BACKWARD,
      "backward(no_grad_set={'h'}) still sends gradients through h"),
    m("no_grad_set_ignored_for_parameters", "backward", BW,
      "params = [p for p in (parameters if parameters is not None else _default_params(net, forward))\n"
      "              if p not in blocked]",
      "params = [p for p in (parameters if parameters is not None else _default_params(net, forward))\n"
      "              if p or p not in blocked]", BACKWARD, "a frozen parameter still gets a gradient and trains"),
    m("zero_fill_with_one", "backward", BW, 'attrs={"value": 0.0}) for n in missing]',
      'attrs={"value": 1.0}) for n in missing]', BACKWARD,
      "the gradient of an unused output of a multi-output op is 1 instead of 0"),
    m("absent_gradient_dropped_when_computed", "backward", BW,
      "if slot not in absent or any(n in have for n in names)}", "if slot not in absent}",
      BACKWARD + ("tests/runtime/test_rnn_ops.py",),
      "an LSTM whose Cell feeds the loss gets no Cell gradient: the weights train on part of the loss"),
    m("gradient_seed_negative", "backward", BW, 'attrs={"value": 1.0})',
      'attrs={"value": -1.0})', BACKWARD, "backward computes the gradient of -loss"),
    m("accumulation_drops_a_writer", "backward", BW, 'OpDesc(type="sum", inputs={"X": parts[n]}',
      'OpDesc(type="sum", inputs={"X": parts[n][1:]}', BACKWARD,
      "a variable read by two ops gets only one of its two gradients"),
    m("pruning_drops_target_writer", "backward", BW, "for op in reversed(forward[: writers[-1] + 1]):",
      "for op in reversed(forward[: writers[-1]]):", BACKWARD, "the op computing the loss gets no gradient op"),
    m("pruning_keeps_ops_off_the_path", "backward", BW,
      "            ins = [n for n in _grad_inputs(op) if n in requires]",
      "            ins = [n for n in _grad_inputs(op)]", BACKWARD,
      "gradient ops for data-only branches: wasted work, and an op without gradient there fails backward"),
    m("accumulation_sum_after_first_writer", "backward", BW,
      "if n in multi and seen[n] == counts[n]}", "if n in multi and seen[n] == 1}", BACKWARD,
      "the gradients of a shared variable are summed before the second one is computed"),
    m("second_backward_accepted", "backward", "paddle/core/backward_checks.py",
      "    if earlier is None:\n        return\n", "    if True:\n        return\n", BACKWARD,
      "a second backward writes every gradient again: the optimizer reads whichever ran last"),
    m("non_scalar_target_accepted", "backward", "paddle/core/backward_checks.py",
      "math.prod(d or 0 for d in info.shape) == 1:", "math.prod(d or 0 for d in info.shape) >= 1:", BACKWARD,
      "backward of an [N, 1] loss silently differentiates its sum"),
]

# --- sub-net extraction -----------------------------------------------------------------------
SN = "paddle/nets/subnet.py"
SUBNET_MUTANTS = [
    m("subnet_pulls_in_consumers", "subnet", SN, "if needed.intersection(op.output_names()) and",
      "if needed.intersection([*op.output_names(), *op.input_names()]) and", SUBNET,
      "asking for one head runs the other head too, and needs its feed"),
    m("subnet_runs_optimizer", "subnet", SN, "and (trains or is_forward(op)):", "and (True or is_forward(op)):",
      SUBNET, "asking for a value reading a parameter runs the backward and an optimizer step: it trains"),
    m("subnet_ignores_last", "subnet", SN, "for op in reversed(ops[: last + 1]):", "for op in reversed(ops):", SUBNET,
      "asking for an early value also runs ops added after it (a later optimizer among them)"),
    m("model_reads_parameter_by_running", "subnet", "paddle/model.py",
      "if e.name in self.param_names:  # reading a parameter never trains it",
      "if False:  # reading a parameter never trains it", SUBNET,
      "reading a parameter's value runs the ops that write it, the optimizer among them"),
    m("model_values_outlive_a_training_step", "subnet", "paddle/model.py",
      "        if not outputs.isdisjoint(self.param_names):\n            self._fresh.clear()\n        else:\n"
      "            self._fresh.difference_update(outputs)\n",
      "        self._fresh.difference_update(outputs)\n", SUBNET,
      "a value computed before a training step, off the loss's path, is read back at the old weights"),
    m("model_gradient_reads_a_dropped_value", "subnet", "paddle/model.py",
      "            self._fresh.difference_update(outputs)\n", "            pass\n", SUBNET,
      "a value computed before a gradient fetch, dropped by the fetch's memory plan, is refused as never computed"),
]

# --- C++ kernels, with non-default attributes (rebuilds the extension) ----------------------------
CPP_TESTS = ("generated/tests/test_scale.py", "generated/tests/test_scale_grad.py",
             "tests/registry/test_native_ops.py", *RUNTIME_OPS)
COS_CPP_TESTS = ("generated/tests/test_cos_sim.py", "tests/registry/test_cos_sim.py", *RUNTIME_OPS)
STEP_TESTS = ("tests/runtime/test_step_kernels.py", "generated/tests/test_sum.py", "generated/tests/test_mul.py",
              "generated/tests/test_momentum.py")
CPP = [
    m("cpp_scale_adds_bias_twice", "cpp", SCALE_CC, "dst[i] = static_cast<T>(a * src[i] + b);",
      "dst[i] = static_cast<T>(a * src[i] + 2 * b);", CPP_TESTS, "scale(bias=b) adds 2b (right only at bias 0)"),
    m("cpp_scale_grad_adds_bias", "cpp", SCALE_CC,
      "double /*bias*/) {\n  return affine_any(dout, scale, 0.0);",
      "double bias) {\n  return affine_any(dout, scale, bias);", CPP_TESTS,
      "dX = scale * dOut + bias (right only at bias 0)"),
    m("cpp_scale_float32_as_double", "cpp", SCALE_CC,
      "if (paddle::same_dtype(x.dtype(), py::dtype::of<float>())) return affine<float>(x, a, b);",
      "if (paddle::same_dtype(x.dtype(), py::dtype::of<double>())) return affine<float>(x, a, b);", CPP_TESTS,
      "float64 input is computed in float32 and float32 output comes back as float64"),
    m("cpp_cos_sim_ignores_scale", "cpp", NATIVE_CC, "os(i, 0) = static_cast<T>(scale * xy / denom);",
      "os(i, 0) = static_cast<T>(xy / denom);", COS_CPP_TESTS, "the native cos_sim ignores scale (right only at 1.0)"),
    m("cpp_cos_sim_zero_row_no_eps", "cpp", NATIVE_CC, "std::max(std::sqrt(xx), kEps)", "std::sqrt(xx)",
      COS_CPP_TESTS, "the native cos_sim of an all-zero row of X is NaN"),
    # the training step's kernels split across the pool (kernels/cpp/dense.cc, optimizer_update.cc)
    m("cpp_sum_drops_third_input", "cpp", "kernels/cpp/dense.cc", "for (size_t k = 2;", "for (size_t k = 3;",
      STEP_TESTS, "a gradient fanned in from three or more ops loses the third (residual nets train wrong)"),
    m("cpp_matmul_row_part_misplaced", "cpp", "kernels/cpp/dense.cc",
      "a.data + (a.transposed ? begin : begin * a.ld)", "a.data + (a.transposed ? begin : begin * n)", STEP_TESTS,
      "a product split across threads reads the wrong rows of X for every part but the first"),
    m("cpp_momentum_nesterov_drops_grad", "cpp", "kernels/cpp/optimizer_update.cc", "    step = step + g;\n", "",
      STEP_TESTS, "use_nesterov=True steps along momentum * v only"),
]

# --- recurrent and conditional nets, recurrent units, v2 training, model I/O and ONNX ------------------
RNN_TESTS = ("tests/runtime/test_recurrent.py", "tests/runtime/test_if_else.py")
RNN_OPS_TESTS = ("tests/runtime/test_rnn_ops.py", *RNN_TESTS)
REC, UNITS = "paddle/nets/recurrent.py", "kernels/rnn_units.py"
REC_LAYOUT, REC_FAST = "paddle/nets/recurrent_layout.py", "paddle/nets/recurrent_fast.py"
NETS = [
    m("rnn_reverse_ignored", "backward", REC_LAYOUT, "ends[:n] - t if reverse else", "ends[:n] - t if False else",
      RNN_TESTS, "a reversed recurrent group runs each sequence from its start"),
    m("rnn_memory_gradient_dropped", "backward", REC, "seed[: len(carry[m.pre])] += carry[m.pre]",
      "seed[: len(carry[m.pre])] += 0 * carry[m.pre]", RNN_TESTS,
      "backward through time stops at each step: no gradient flows to earlier steps"),
    m("rnn_parameter_gradient_of_one_step", "backward", REC_FAST,
      "dparams[p] = _accumulate(dparams[p], dp)", "dparams[p] = dp.copy()", RNN_TESTS,
      "a step's parameters get the gradient of the first step only, not the sum over the steps"),
    m("rnn_shortest_sequences_first", "forward", REC_LAYOUT, 'self.order = np.argsort(-lengths, kind="stable")',
      'self.order = np.argsort(lengths, kind="stable")', RNN_TESTS,
      "sequences are ordered shortest first, so the rows still running are not the first ones"),
    m("if_else_branches_swapped", "forward", "paddle/nets/if_else.py", "return xp.nonzero(mask if b == 0 else ~mask)[0]",
      "return xp.nonzero(~mask if b == 0 else mask)[0]", RNN_TESTS,
      "rows whose condition holds take the false branch"),
    m("lstm_unit_forget_bias_ignored", "forward", UNITS,
      "sigmoid(gates[:, h:2 * h] + forget_bias if forget_bias else gates[:, h:2 * h])",
      "sigmoid(gates[:, h:2 * h])", op_tests("lstm_unit", extra=RNN_OPS_TESTS),
      "the array-generic (GPU) LSTM cell ignores forget_bias"),
    m("gru_unit_update_gate_gradient_sign", "gradient", UNITS, "dx[:, h:2 * h] = dh * (h_prev - n) * z * (1 - z)",
      "dx[:, h:2 * h] = dh * (n - h_prev) * z * (1 - z)", op_tests("gru_unit", extra=RNN_OPS_TESTS),
      "the GRU's update-gate gradient has the wrong sign: training drifts away"),
    m("cpp_lstm_forget_bias_ignored", "cpp", "kernels/cpp/lstm.cc", "f = sigmoid_of(g[units + j] + forget_bias);",
      "f = sigmoid_of(g[units + j]);", op_tests("lstm_unit", "lstm", extra=RNN_OPS_TESTS),
      "the C++ LSTM cell ignores forget_bias"),
    m("cpp_packed_product_row_tail_one_row", "cpp", "kernels/cpp/packed_product.cc", "tail[m - r0](", "tail[1](",
      ("tests/runtime/test_packed_product.py",),
      "the recurrences' packed product computes one row of a last block of fewer than 8"),
    m("cpp_packed_added_product_overwrites", "cpp", "kernels/cpp/packed_product.cc",
      "lo[r] = ACC ? _mm512_maskz_loadu_ps(lo_mask, c + r * ldc)", "lo[r] = false ? _mm512_maskz_loadu_ps(lo_mask, c + r * ldc)",
      op_tests("lstm", extra=("tests/runtime/test_packed_product.py", "tests/runtime/test_rnn_whole_sequence.py")),
      "the LSTM's weight gradient keeps only each step's share of its first 16 columns, not the sum over the steps"),
    m("cpp_lstm_step_sums_last_group_only", "cpp", "kernels/cpp/rnn_loop.cc",
      "dweight_[e] = k ? dweight_[e] + dw[e] : dw[e];", "dweight_[e] = dw[e];",
      op_tests("lstm", extra=("tests/runtime/test_rnn_whole_sequence.py", "tests/runtime/test_rnn_threads.py")),
      "on several threads the LSTM's weight gradient holds only the last group of sequences' share"),
    m("cpp_lstm_bias_sum_one_row", "cpp", "kernels/cpp/rnn_rows.h",
      "for (Index j = 0; j < m; ++j)\n    for (Index k = 0; k < width; ++k) sum[k] += rows[j * width + k];",
      "for (Index j = 0; j < 1; ++j)\n    for (Index k = 0; k < width; ++k) sum[k] += rows[j * width + k];",
      op_tests("lstm", extra=("tests/runtime/test_rnn_whole_sequence.py",)),
      "the LSTM's bias gradient sums one sequence per step: training the bias sees a fraction of the batch"),
    m("projection_fc_bias_dropped", "forward", "kernels/lstm_projected.py",
      "return proj_bias.reshape(-1) + bias.reshape(-1)", "return bias.reshape(-1)",
      ("tests/runtime/test_fused_projection.py",),
      "an fc with a bias feeding an lstm, fused, loses the fc's bias: the trained model differs from its definition"),
    m("projection_kept_fc_output_fused", "backward", "paddle/core/fusion_projection.py",
      "return name not in keep and writers.get(name) == [writer]", "return writers.get(name) == [writer]",
      ("tests/runtime/test_fused_projection.py",),
      "an fc output the caller fetches is fused away: the value returned is stale or missing"),
    m("cpp_projection_gathers_compact_rows", "cpp", "kernels/cpp/rnn_loop.cc",
      "std::copy(x + st.rows[j] * width, x + (st.rows[j] + 1) * width, to + j * ld)",
      "std::copy(x + j * width, x + (j + 1) * width, to + j * ld)",
      ("tests/runtime/test_fused_projection.py",),
      "a fused fc + lstm reads the first rows of X at every step instead of each sequence's step"),
    m("cpp_projection_dx_to_compact_rows", "cpp", "kernels/cpp/rnn_loop.cc",
      "proj.dx + st.rows[j] * d);", "proj.dx + j * d);",
      ("tests/runtime/test_fused_projection.py",),
      "a fused fc + lstm writes X@GRAD to the wrong rows: the layer below trains on another step's gradient"),
    m("cpp_lstm_rows_skip_input_grad", "cpp", "kernels/cpp/rnn_cell.h",
      "a.dgates ? (a.dx ? &lstm_backward_rows_std<T, true, true>",
      "a.dgates ? (a.dx ? &lstm_backward_rows_std<T, true, false>",
      op_tests("lstm", extra=("tests/runtime/test_rnn_ops.py",)),
      "an LSTM whose Gates output has a gradient of its own leaves Input@GRAD unwritten: the fc below trains on garbage"),
    m("cpp_matmul_slabs_overwrite", "cpp", "kernels/cpp/dense.cc", "p0 ? T(1) : T(0)", "T(0)",
      ("tests/runtime/test_step_kernels.py",),
      "the weight gradient of an fc over a long batch keeps only its last 64 rows' share"),
    m("cpp_matmul_row_parts_first_only", "cpp", "kernels/cpp/dense.cc",
      "for (Index i0 = 0; i0 < m; i0 += kPart)", "for (Index i0 = 0; i0 < kPart; i0 += kPart)",
      ("tests/runtime/test_step_kernels.py",),
      "an fc over few inputs computes the first 64 rows of its output and leaves the rest unwritten"),
    m("cpp_huge_page_zeros_left_dirty", "cpp", "kernels/cpp/huge_page_arrays.cc",
      "if (p && !fresh) std::memset(p, 0, size);", "if (p && !fresh && size == 0) std::memset(p, 0, size);",
      ("tests/runtime/test_huge_page_arrays.py",),
      "np.zeros during a run returns the values of the last array of its size: a gradient accumulates garbage"),
    m("cpp_huge_page_reuse_any_longer", "cpp", "kernels/cpp/huge_page_arrays.cc",
      "it->second >= length && it->second - length <= length / 4 &&", "it->second >= length &&",
      ("tests/runtime/test_huge_page_arrays.py",),
      "a small array takes a kept mapping many times its size: the memory a run holds grows with no bound in use"),
    m("huge_page_handler_left_installed", "backward", "paddle/core/plan.py",
      "        _native.huge_page_arrays_end(arrays)\n", "        pass\n",
      ("tests/runtime/test_huge_page_arrays.py",),
      "after a run, every large array of the user's own numpy code goes through the framework's handler"),
    m("cpp_packed_product_transposed_read_straight", "cpp", "kernels/cpp/packed_product.cc",
      "panel[i * kWidth + j] = b[(j0 + j) * ldb + i];", "panel[i * kWidth + j] = b[(j0 + j) + i];",
      op_tests("lstm", "gru", extra=("tests/runtime/test_packed_product.py",)),
      "the LSTM/GRU backward multiplies by the weight where its transpose belongs"),
    m("rnn_generated_sigmoid_slope", "cpp", "generated/cpp/rnn_activations.h",
      "return dout * out * (T(1) - out); }", "return dout * (T(1) - out); }",
      op_tests("lstm", "gru", extra=("tests/runtime/test_rnn_whole_sequence.py",)),
      "the sigmoid slope generated for the LSTM/GRU rows from the registry's declaration is wrong"),
    m("cpp_rnn_relu_slope_at_zero", "cpp", "generated/cpp/rnn_activations.h",
      "return out > T(0) ? dout : dout * T(0); }", "return out >= T(0) ? dout : dout * T(0); }",
      op_tests("lstm", "gru", extra=("tests/v2/test_v2_recurrent_activations.py",)),
      "the fused LSTM/GRU pass gradient through a relu that was cut (output 0)"),
    m("rnn_state_act_is_gate_act", "forward", "kernels/lstm.py",
      "h = g[:, 3 * size:] * activate(state_act, c)", "h = g[:, 3 * size:] * activate(gate_act, c)",
      op_tests("lstm", extra=("tests/v2/test_v2_recurrent_activations.py",)),
      "the array-generic LSTM squashes its cell with the gates' activation, not state_act"),
    m("dropout_inference_advances_step", "forward", "kernels/dropout.py",
      "return x.copy(), xp.ones_like(x), drawn.copy()", "return x.copy(), xp.ones_like(x), drawn + 1",
      ("tests/runtime/test_norm_dropout.py", "generated/tests/test_dropout.py"),
      "a test pass between training steps changes the later dropout masks (a resumed run differs)"),
    m("discexp_schedule_continuous", "optimizer", "paddle/v2/optimizer.py", "return lr * a ** math.floor(n / b)",
      "return lr * a ** (n / b)", ("tests/runtime/test_v2_extra.py",),
      "the discexp learning rate decays every sample instead of in steps of b samples"),
    m("io_skips_step_ops", "backward", "paddle/io/format.py", "        map_op_desc(op, visit)", "        visit(op)",
      ("tests/runtime/test_recurrent.py", "tests/runtime/test_model_io.py"),
      "a saved recurrent model carries no versions of its step's ops: a changed op loads silently"),
    m("onnx_conv_pads_swapped", "forward", "paddle/onnx/export_ops.py",
      'strides=list(op.attrs["strides"]), pads=[ph, pw, ph, pw]', 'strides=list(op.attrs["strides"]), pads=[pw, ph, pw, ph]',
      ("tests/runtime/test_onnx_export.py",), "an exported convolution pads height and width the other way round"),
]

# --- defects found by trying the framework as users would (issue 22) --------------------------------
DEFECTS = [
    m("plan_signature_ignores_dtype", "subnet", "paddle/core/plan.py",
      "sig = [(t.array.shape, t.array.dtype, t.lod is None, type(t.array)) for _, t in self.external]",
      "sig = [(t.array.shape, t.array.dtype.kind, t.lod is None, type(t.array)) for _, t in self.external]",
      ("tests/runtime/test_caches.py", "tests/runtime/test_net.py"),
      "a net re-run on float64 after float32 keeps the float32 plan: a dtype mismatch computes silently"),
    m("subnet_key_ignores_net_version", "subnet", "paddle/nets/subnet.py",
      "key = (id(net), net.version, frozenset", "key = (id(net), frozenset",
      ("tests/runtime/test_caches.py", *SUBNET), "an op replaced after a run keeps running through a stale sub-net"),
    m("model_load_blocks_on_a_fifo", "forward", "paddle/io/files.py", "os.O_RDONLY | os.O_NONBLOCK", "os.O_RDONLY",
      ("tests/runtime/test_model_files.py",), "load_inference_model hangs forever on a named pipe"),
    m("model_save_not_atomic", "forward", "paddle/io/files.py",
      "    if _exchange(new, path):", "    if False:",
      ("tests/runtime/test_model_files.py",), "a save killed between two renames leaves no model at the path"),
    m("if_else_param_grad_one_branch", "backward", "paddle/nets/nested.py",
      "dparams[p] = dp.copy() if dparams[p] is None else dparams[p] + dp", "dparams[p] = dp.copy()",
      ("tests/runtime/test_if_else.py",), "a parameter both branches read learns from one branch only"),
    m("if_else_whole_input_grad_one_branch", "backward", "paddle/nets/if_else.py",
      "                        dxs[i] = dxs[i] + dx", "                        dxs[i] = dx",
      ("tests/runtime/test_if_else.py",), "a layer both branches read whole gets one branch's gradient only"),
    m("one_of_ignores_int_vs_float", "constraint", "registry/constraints.py",
      "bad = [v for v in self.values if t.coerce(v) != v or type(t.coerce(v)) is not type(v)]",
      "bad = [v for v in self.values if t.coerce(v) != v]", ("tests/registry/test_declarations.py",),
      "one_of(1.0, 2.0) on an int attribute registers: the JSON says floats, the validator compares ints"),
    m("onnx_pad_pairs_not_regrouped", "forward", "paddle/onnx/export_ops.py",
      "g.ints(p[0::2] + p[1::2])", "g.ints(p)", ("tests/runtime/test_onnx_export.py",),
      "an exported pad writes (before, after) pairs where ONNX reads all begins then all ends"),
    m("io_inf_weights_accepted", "forward", "paddle/io/format.py",
      'if array.dtype.kind == "f" and not np.isfinite(array).all():', 'if array.dtype.kind == "f" and np.isnan(array).any():',
      ("tests/runtime/test_model_io.py",), "a saved model holding infinite weights loads and predicts inf/nan"),
    m("io_overlap_only_in_listing_order", "forward", "paddle/io/format.py", "    spans.sort()", "    pass",
      ("tests/runtime/test_model_io.py",), "overlapping tensors listed out of offset order load silently"),
    m("checkpoint_dtype_converted", "forward", "paddle/io/checkpoint.py",
      "if shape is not None and tuple(shape) != tuple(array.shape) or dtype is not None and dtype != array.dtype.name:",
      "if shape is not None and tuple(shape) != tuple(array.shape):",
      ("tests/runtime/test_model_files.py", "tests/runtime/test_model_io.py"),
      "a float64 checkpoint restores into a float32 model and silently changes its dtype"),
    m("cpp_batch_norm_unbiased_variance", "cpp", "kernels/cpp/batch_norm.h",
      "var[c - c0] = squares[c - c0].total() / count;", "var[c - c0] = squares[c - c0].total() / (count - 1);", ("tests/runtime/test_batch_norm_native.py", "generated/tests/test_batch_norm.py"),
      "the C++ batch norm normalises with the unbiased variance: outputs off by sqrt(M / (M - 1))"),
    m("cpp_batch_norm_grad_drops_inv_std", "cpp", "kernels/cpp/batch_norm.h",
      "kx[j] = a.is_test ? 0.0 : gx / count * inv;", "kx[j] = a.is_test ? 0.0 : gx / count;",
      ("tests/runtime/test_batch_norm_native.py", "generated/tests/test_batch_norm_grad.py"),
      "the C++ batch norm gradient projects out xhat's component with the wrong scale"),
    m("netdesc_second_writer_accepted", "constraint", "paddle/core/desc_read.py",
      "if first != i and name not in op.input_names() and name != EMPTY_VAR:", "if False:",
      ("tests/runtime/test_netdesc_refusals.py", "tests/runtime/test_netdesc.py"),
      "two ops writing one variable load silently: the second overwrites the first's value"),
]

# --- the v2 runtime: networks on one tape, parameter tars, model averaging ---------------------------
V2_RUNTIME_TESTS = ("tests/v2/test_v2_runtime_two_networks.py", "tests/v2/test_v2_runtime_tar.py",
                    "tests/v2/test_v2_runtime_evaluators.py")
V2_RUNTIME = [
    m("tape_never_starts_a_new_network", "subnet", "paddle/tape.py",
      "if self._owns_models and self.model.root_scope().find_var(name) is not None:",
      "if False:", V2_RUNTIME_TESTS,
      "a program building a second network with the same data layer names fails (or a notebook re-run)"),
    m("tar_accepts_extra_bytes", "forward", "paddle/v2/param_tar.py", "    if body > count * width:",
      "    if body > count * width + 4:", V2_RUNTIME_TESTS,
      "a parameter member longer than its header declares loads silently (a corrupt or doctored tar)"),
    m("model_average_forgets_the_last_window", "optimizer", "paddle/v2/model_average.py",
      "self.old_sum, self.sum = self.sum, {}", "self.old_sum, self.sum = {}, {}", V2_RUNTIME_TESTS,
      "test and save_parameter_to_tar use an average of too few updates"),
]

# --- bugs planted by hand in issue 22's second pass (v2 layers, tars, datasets, sharding, ONNX) -------
# the ones no test of their area caught before, each with the test that catches it now
TAR_TESTS = ("tests/v2/test_v2_runtime_tar.py", "tests/v2/test_v2_tar_fields.py")
ONNX_CHECK_TESTS = ("tests/onnx_backend/test_bad_models.py", "tests/onnx_backend/test_initializer_sizes.py")
PLANTED = [
    m("tar_learning_rate_dropped", "forward", "paddle/v2/param_tar.py",
      "    if conf.learning_rate != 1.0:\n        _double_field(out, 3, conf.learning_rate)\n", "", TAR_TESTS,
      "a parameter's learning rate is lost in a tar: v2 reads it back at 1.0"),
    m("tar_static_flag_dropped", "forward", "paddle/v2/param_tar.py",
      "    if conf.is_static:\n        _varint_field(out, 18, 1)\n", "", TAR_TESTS,
      "a static (frozen) parameter written to a tar trains again once read back"),
    m("tar_dims_product_unchecked", "forward", "paddle/v2/param_tar.py",
      "if len(dims) > MAX_DIMS or (dims and product != size):", "if len(dims) > MAX_DIMS:", TAR_TESTS,
      "a config whose dims contradict its size loads: the values are reshaped wrongly or fail later"),
    m("tar_version_unchecked", "forward", "paddle/v2/param_tar.py", "    if version != VERSION:\n",
      "    if False:\n", TAR_TESTS, "values of another format version are read as float32 values"),
    m("onnx_budget_by_elements", "forward", "paddle/onnx/model_check.py",
      "if count * dtype.itemsize > FLAGS.memory_budget:", "if count > FLAGS.memory_budget:", ONNX_CHECK_TESTS,
      "an ONNX initializer of float64 may take 8 times the memory budget before it is refused"),
    m("onnx_complex_count_doubled", "forward", "paddle/onnx/model_check.py", "return held // 2 if t.data_type in",
      "return held if t.data_type in", ONNX_CHECK_TESTS, "every valid complex initializer is refused as malformed"),
]

# --- the defects issue 22's corpus found, each fix guarded by its corpus case -------------------------
CASE = "tests/corpus/test_corpus.py::test_case"
CORPUS_FIXES = [
    m("reshape_divisibility_unchecked", "shape_dtype", "kernels/shape.py",
      "        _require_divides(dims, shape, rest_x, rest_out)\n", "", (CASE + "[layers:reshape-count-differs]",),
      "reshape of [?, 4] to [3, 3] is accepted and fails (or computes garbage) only when run"),
    m("layer_of_another_model_accepted", "subnet", "paddle/model.py",
      "if e.model is not read[0].model or (building is not None and e.model is not building):",
      "if e.model is not read[0].model:", (CASE + "[layers:layer-from-another-model]",),
      "a layer built inside `with Model()` silently joins its input's other model"),
    m("v2_unknown_argument_unchecked", "forward", "paddle/v2/arguments.py",
      "                raise unknown_argument_error(layer, name, accepted)", "                pass",
      ("tests/corpus/test_v2_arguments.py",), "fc(colour=1) is a raw TypeError listing nothing"),
    m("train_zero_passes_accepted", "forward", "paddle/v2/arguments.py", "    if num_passes < 1:\n",
      "    if num_passes < 0:\n", (CASE + "[v2:num-passes-0]",), "train(num_passes=0) trains nothing, silently"),
    m("v2_error_names_the_inner_op", "forward", "paddle/tape.py",
      "located = _at(_in_layer(err, layer), where)", "located = _at(err, where)",
      (CASE + "[v2_layers:addto-of-nothing]",), "addto's mistake is reported as the internal sum op's"),
    m("save_under_a_file_unchecked", "forward", "paddle/io/format.py", "    _check_writable_place(path)\n", "",
      (CASE + "[io:save-under-a-file]",), "saving under a file is a raw NotADirectoryError"),
    m("ctc_domain_excludes_nothing", "constraint", "kernels/ctc.py",
      'domain=Domain(0, "C", high_open=True, excluding="blank"))', 'domain=Domain(0, "C", high_open=True))',
      ("tests/runtime/test_domains.py::test_a_domain_can_exclude_an_attribute_value", "tests/registry/test_export.py"),
      "bindings and docs say a CTC label may be the blank class, which the kernel refuses"),
    m("reader_not_callable_accepted", "forward", "paddle/reader/decorator.py",
      '    _callables("batch", "reader", reader)\n', "", (CASE + "[data:batch-reader-not-callable]",),
      "paddle.batch of a list fails only when read, as \"'list' object is not callable\""),
]

# --- the test support itself: a check that cannot fail must be noticed -------------------------------
HARNESS_TESTS = ("tests/codegen/test_mutants.py", "tests/codegen/test_testing_support.py",
                 "tests/oracles/test_oracle_runner.py", "tests/runtime/test_gradients.py")
HARNESS = [
    m("check_reference_against_itself", "harness", "paddle/testing/checks.py",
      "want = oracle_outputs(meta, copy_inputs(inputs, CPUPlace()), attrs)",
      "want = call(meta, kernels[0][1], copy_inputs(inputs, CPUPlace()), dict(attrs))", HARNESS_TESTS,
      "every kernel is compared with itself: the forward checks cannot fail"),
    m("check_grad_checks_nothing", "harness", "paddle/testing/checks.py",
      "for name in _differentiable(meta, op.desc, scope):", "for name in _differentiable(meta, op.desc, scope)[:0]:",
      HARNESS_TESTS, "the numeric gradient check compares no input: every gradient passes"),
    m("grad_check_weights_all_ones", "harness", "paddle/testing/checks.py",
      "return {n: rng.standard_normal(np.shape(v)) for n, v in outs.items() if v.dtype.kind == \"f\"}",
      "return {n: np.ones(np.shape(v)) for n, v in outs.items() if v.dtype.kind == \"f\"}", HARNESS_TESTS,
      "the loss is a plain sum: gradients that cancel in a sum (softmax's) cannot fail"),
]

# --- fused elementwise kernels: the generated C++, the declarations it comes from, the plan's pass --
FUSED_TESTS = ("tests/runtime/test_fused_ops.py",)
FUSED_CC = "generated/cpp/fused_ops.cc"
FUSED = [
    m("fused_relu_grad_passes_at_zero", "cpp", FUSED_CC,
      "return out > T(0) ? dout : dout * T(0); }", "return out >= T(0) ? dout : dout * T(0); }", FUSED_TESTS,
      "every fused bias/residual + relu passes the gradient through the units relu switched off"),
    m("fused_tanh_grad_declared_wrong", "codegen", ACT, '"dout * (T(1) - out * out)"', '"dout * (T(1) - out)"',
      FUSED_TESTS, "a wrong per-element declaration reaches the generated kernel: fc + tanh layers train wrong"),
    m("fusion_ignores_fetched_values", "subnet", "paddle/core/fusion.py",
      "x == y or mid in keep or", "x == y or", FUSED_TESTS,
      "a fetched layer output between a bias and its activation is fused away: the fetch reads nothing"),
    m("fused_batch_norm_relu_grad_passes_at_zero", "cpp", "generated/cpp/fused_batch_norm.cc",
      "return out > T(0) ? dout : dout * T(0); }", "return out >= T(0) ? dout : dout * T(0); }",
      ("tests/runtime/test_fused_batch_norm.py",),
      "conv + batch norm + relu layers pass the gradient through the units relu switched off"),
    m("fused_batch_norm_second_pass_reads_dout", "cpp", "kernels/cpp/batch_norm.h",
      "Tail::reads_out || a.dout2 != nullptr ? q : a.dout + at;", "a.dout + at;",
      ("tests/runtime/test_fused_batch_norm.py",),
      "batch norm + activation's X@GRAD uses Out@GRAD where the activation's gradient belongs"),
    m("cuda_fused_bias_shifted_a_block", "cuda", "generated/cuda/fused_ops.cu",
      "out[i] = relu_forward<float>(add_forward<float>(x[i], y[(i / inner) % m]));",
      "out[i] = relu_forward<float>(add_forward<float>(x[i], y[(i / inner + 1) % m]));",
      ("tests/runtime/test_fused_cuda.py",),
      "on the GPU, conv + bias + relu adds each channel the next channel's bias"),
    m("cuda_fused_affine_subtracts_the_shift", "cuda", "generated/cuda/fused_ops.cu",
      "out[i] = tanh_forward<double>(double(double(x[i]) * a[c] + b[c]));",
      "out[i] = tanh_forward<double>(double(double(x[i]) * a[c] - b[c]));",
      ("tests/runtime/test_fused_cuda.py",),
      "on the GPU, an inference run's batch norm + tanh subtracts the shift it should add"),
    m("conv_fold_forgets_to_scale_the_conv_bias", "subnet", "paddle/core/fusion_conv.py",
      "b = b + bias.array.astype(np.float64) * a", "b = b + bias.array.astype(np.float64)",
      ("tests/runtime/test_fused_conv.py",),
      "an inference run folds a convolution's own bias into batch norm's shift unscaled: wrong outputs"),
    m("conv_epilogue_subtracts_the_shift", "cpp", "kernels/cpp/conv_epilogue.cc",
      "row[i] = paddle_rnn::relu_of<T>(row[i] + s);", "row[i] = paddle_rnn::relu_of<T>(row[i] - s);",
      ("tests/runtime/test_fused_conv.py",),
      "conv + batch norm + relu at inference subtracts the folded shift it should add"),
    m("winograd_epilogue_first_row_only", "cpp", "kernels/cpp/conv_winograd.cc",
      "epi.apply(o, rows * p.ow, m);", "epi.apply(o, p.ow, m);", ("tests/runtime/test_fused_conv.py",),
      "a Winograd layer's folded batch norm reaches the first row of each tile row only"),
    m("winograd_epilogue_part_rows_from_the_row_start", "cpp", "kernels/cpp/conv_winograd.cc",
      "epi.apply(o + i * p.ow + x0, x1 - x0, m);", "epi.apply(o + i * p.ow, x1 - x0, m);",
      ("tests/runtime/test_fused_conv.py",),
      "where a work item ends mid tile row, the folded batch norm lands on the row's first pixels again"),
    m("direct_epilogue_group_channel", "cpp", "kernels/cpp/conv_direct.cc",
      "epi.apply(o, p.oh * p.ow, g * p.mg + m);", "epi.apply(o, p.oh * p.ow, m);", ("tests/runtime/test_fused_conv.py",),
      "a grouped convolution's folded shift: every group takes the first group's channels' values"),
    m("fused_residual_second_pass_reads_dout", "cpp", "kernels/cpp/batch_norm.h",
      "const T* g = Head::reads_addend ? a.daddend + at", "const T* g = Head::reads_addend ? a.dout + at",
      ("tests/runtime/test_fused_residual.py",),
      "a residual block's batch norm + add + relu: X@GRAD uses Out@GRAD where relu's gradient belongs"),
    m("fused_summed_dout_second_addend_dropped", "cpp", "kernels/cpp/batch_norm.h",
      "Tail::grad(o[i + k], T(d[i + k] + d2[i + k]))", "Tail::grad(o[i + k], d[i + k])",
      ("tests/runtime/test_fused_summed_grad.py",),
      "a residual block's input learns from its first conv's gradient only, not the shortcut's"),
    m("batch_norm_group_scales_by_first_channel", "cpp", "kernels/cpp/batch_norm.h",
      "const T ck = tk[j], cb = tb[j];", "const T ck = tk[0], cb = tb[j];",
      ("tests/runtime/test_fused_summed_grad.py", "generated/tests/test_batch_norm.py"),
      "on small feature maps (channels worked on in groups) every channel is scaled by its group's first"),
    m("batch_norm_streamed_row_repeats_values", "cpp", "kernels/cpp/batch_norm.h",
      "for (Index k = 0; k < kChunk; ++k) part[k] = f(i + k);",
      "for (Index k = 0; k < kChunk; ++k) part[k] = f(i + (k & ~Index(3)));",
      ("tests/runtime/test_fused_summed_grad.py",),
      "a large layer's outputs stored past the cache repeat each fourth value (the 16-byte stores mis-fed)"),
    m("fold_summed_dout_ignores_kept", "subnet", "paddle/core/fusion_batch_norm.py",
      "g not in chain.indices or chain.dout in keep:", "g not in chain.indices:",
      ("tests/runtime/test_fused_summed_grad.py",),
      "a fetched gradient summed from two readers is folded away: the fetch reads nothing"),
]

# --- issue 19: ONNX node cases the backend claimed and failed (the padded cache, float16 attention,
# Scan at opset 8, another domain's import, values held outside tensors) --------------------------
ATTENTION, ATTENTION_TESTS = "paddle/onnx/node_map_attention.py", ("tests/onnx_backend/test_attention_cache.py",)
HELD, HELD_TESTS = "paddle/onnx/host_values.py", ("tests/onnx_backend/test_held_values.py",)
ONNX_CASES = [
    m("onnx_padded_cache_causal_frontier_shifted", "forward", ATTENTION, "ctx.const(_offsets(q_len, kv_len, 0)), lengths",
      "ctx.const(_offsets(q_len, kv_len, 1)), lengths", ATTENTION_TESTS,
      "a padded-cache query attends the key after its own position"),
    m("onnx_padded_cache_pads_attended", "forward", ATTENTION,
      'binary(ctx, "less", ctx.const(np.arange(kv_len, dtype=np.int64)), lengths)',
      'binary(ctx, "less_equal", ctx.const(np.arange(kv_len, dtype=np.int64)), lengths)', ATTENTION_TESTS,
      "the first padding key of each row is attended"),
    m("onnx_float16_softmax_rounded_once", "forward", "paddle/onnx/node_map_nn.py", "    if dtype != np.float16:",
      "    if True:", ATTENTION_TESTS, "float16 attention misses ONNX's reference by 2 ulp (its node cases fail)"),
    m("onnx_attention_scale_not_rounded", "forward", ATTENTION, "shape_q[3])), dtype))", "shape_q[3])), np.float64))",
      ATTENTION_TESTS, "float16 attention scales by a root ONNX rounds to float16 first"),
    m("onnx_scan8_lengths_ignored", "forward", "paddle/onnx/node_map_control.py",
      "[0] * n_scan, dirs, lengths[b])", "[0] * n_scan, dirs, longest)", ("tests/onnx_backend/test_control_flow.py",),
      "an opset-8 Scan runs every batch row over the longest sequence, past its sequence_lens"),
    m("onnx_held_equal_inverted", "forward", HELD, "np.equal(values[proto.input[0]]", "np.not_equal(values[proto.input[0]]",
      HELD_TESTS, "Equal of string tensors answers the opposite"),
    m("onnx_held_value_read_by_a_subgraph", "forward", HELD, "                raise _refuse(node, outer[0], plan.kinds[outer[0]])",
      "                pass", HELD_TESTS, "an If branch reading a sequence fails as a malformed model, not a refusal"),
    m("onnx_foreign_domain_node_run", "forward", "paddle/onnx/backend.py",
      "        if proto.domain not in DOMAINS:\n            raise node.unsupported",
      "        if False:\n            raise node.unsupported", ("tests/onnx_backend/test_backend_errors.py",),
      "a node of another domain is taken for the default domain's op of its name"),
]

# --- the exact GELU: its float32 kernel's left tail and the ONNX fold of the five-node chain ----------
GELU_TESTS = ("tests/onnx_backend/test_fold_gelu.py", "tests/runtime/test_activation_native.py")
GELU = [
    m("cpp_gelu_left_tail_cancels", "cpp", "kernels/cpp/fast_math.h",
      "  const float r = z < 0.0f ? erfc_a : 2.0f - erfc_a;\n  return x != x ? x : r;",
      "  const float r = 1.0f + erf_fast(z);\n  return x != x ? x : r;", GELU_TESTS,
      "float32 gelu takes 1 + erf(x / sqrt 2) as it stands: all its digits lost below x = -5"),
    m("onnx_gelu_fold_any_half", "forward", "paddle/onnx/fold_gelu.py",
      "g.scalar_operand(half, times_x.proto.output[0], 0.5)", "_other(half, times_x.proto.output[0]) is not None",
      GELU_TESTS, "x (1 + erf(x / sqrt 2)) times any constant is run as GELU"),
]
IN_PLACE_TESTS = ("tests/runtime/test_in_place.py", "generated/tests/test_relu_grad.py",
                  "generated/tests/test_momentum.py")
IN_PLACE = [
    m("in_place_ignores_other_holders", "subnet", "paddle/core/in_place.py",
      "x.base is not None or _refcount(x) != _ALONE:", "x.base is not None:", IN_PLACE_TESTS,
      "an update writes over a parameter array the caller still holds: the values it kept change under it"),
    m("in_place_input_read_later", "subnet", "paddle/core/in_place.py",
      "        if var is None or not any(t is var.tensor for t in dropped):", "        if var is None:",
      IN_PLACE_TESTS, "an activation writes over its input while a later op still reads it: wrong losses"),
    m("cpp_relu_grad_in_place_writes_fresh", "cpp", "kernels/cpp/activation.cc",
      "    if (in_place)\n      return map_over<float>([&](const float* o, float* dx,",
      "    if (false)\n      return map_over<float>([&](const float* o, float* dx,",
      IN_PLACE_TESTS, "in_place=True allocates anyway: the memory the runtime meant to save is spent"),
    m("cpp_momentum_in_place_mixes_arrays", "cpp", "kernels/cpp/optimizer_update.cc",
      "range(pd, g, vd, mu, minus_lr, begin, end);", "range(vd, g, pd, mu, minus_lr, begin, end);", IN_PLACE_TESTS,
      "momentum in place writes the velocity over the parameter's array: every step trains the wrong weights"),
]


MUTANTS: list[Mutant] = [*FORWARD, *GRADIENT, *STABILITY, *OPTIMIZER, *INITIALIZER, *CONSTRAINT, *SHAPE_DTYPE,
                         *CODEGEN, *BACKWARD_MUTANTS, *SUBNET_MUTANTS, *CPP, *NETS, *DEFECTS, *V2_RUNTIME,
                         *PLANTED, *CORPUS_FIXES, *HARNESS, *FUSED, *ONNX_CASES, *GELU, *IN_PLACE]
