"""v2's trainer: `paddle.trainer.SGD(cost, parameters, update_equation).train(reader, num_passes,
event_handler, feeding)`, and `.test(reader, feeding)`.

The cost is per sample; a step minimises the batch's sum of costs (v2's update equation), and
events report the mean cost a sample. Evaluators kept on the tape (nothing reads them) run with
every batch and report their metric (paddle/v2/metrics.py).

Each trainer trains through a net of its own (`_training_net`): the forward ops its cost needs,
copied from its network's model, then backward and updates, run in the model's root scope. The
model keeps forward ops only, so several trainers and networks live side by side in a process
(paddle/tape.py) and inference never meets a gradient op. With a paddle.optimizer.ModelAverage,
`test` and `save_parameter_to_tar` use the averaged parameters (paddle/v2/model_average.py).
"""
from __future__ import annotations

import os
import sys
from typing import Any, Callable, Iterable, Mapping, Sequence

import numpy as np

from paddle.core.desc import VarDesc
from paddle.distributed.data_parallel import train_step
from paddle.errors import ModelError
from paddle.model import Expression, Model
from paddle.core.place import to_place
from paddle.core.optimizer import check_optimizer, optimizer_desc, sparse_attrs
from paddle.registry import OpDesc
from paddle.tape import TapeItem

from . import event as ev
from .arguments import require_arguments
from .feeding import Feeder
from .metrics import gradient_printers, metric_expressions, print_gradients, print_values, printer_expressions
from .metrics import print_layers, printer_layers, summed_per_sample
from .model_average import ModelAverager
from .optimizer import Optimizer
from .parameters import Parameters
from .sparse_decay import add_decay_op, catch_up
from .topology import Topology

EventHandler = Callable[[Any], None]


class SGD:
    @require_arguments("paddle.trainer.SGD")  # a missing argument: a typed error, as a layer's
    def __init__(self, cost: TapeItem, parameters: Parameters, update_equation: Optimizer,
                 extra_layers: Sequence[TapeItem] | TapeItem | None = None, is_local: bool = True,
                 skip: Sequence[TapeItem] = ()) -> None:
        """`skip`: layers (and evaluators) left out of the topology (seed 000's
        `paddle.train(g, skip=[d, e])`); one the cost needs is refused."""
        from paddle.distributed.v2_args import check_is_local
        check_is_local(is_local)  # is_local=False: the ranks come from the launcher
        if not isinstance(update_equation, Optimizer):
            raise ModelError(f"update_equation should be a paddle.optimizer (e.g. paddle.optimizer.Momentum()), "
                             f"got {update_equation!r}")
        if not isinstance(parameters, Parameters):
            raise ModelError(f"parameters should come from paddle.parameters.create(cost), got {parameters!r}")
        extra = [extra_layers] if isinstance(extra_layers, TapeItem) else list(extra_layers or [])
        self.topology = Topology([cost, *extra], skip=skip).check_runnable()  # an unrunnable layer: its error
        self.parameters = parameters
        model = self.topology.model
        self.cost = _per_sample(model, cost.output)
        parameters.bind(self.topology)  # loaded from a file (or another network's): its values go in
        self.metrics = metric_expressions(self.topology)
        self._summed = summed_per_sample(self.topology)
        self.printers = printer_expressions(self.topology)
        self.gradient_printers = gradient_printers(self.topology)
        self.print_layers = printer_layers(self.topology)  # paddle.layer.printer
        self.schedule = update_equation.schedule
        self._l2_rate = update_equation.l2_rate
        self.net, self._rates = _training_net(model, self.cost, [e for _, e in self.metrics],
                                              self.topology.parameter_names(), update_equation)
        _declare_samples(model.root_net())
        self.average = ModelAverager(update_equation.model_average, model, self.topology.parameter_names())

    @property
    def model(self) -> Model:
        return self.topology.model

    def train(self, reader: Callable[[], Iterable[Any]], num_passes: int = 1,
              event_handler: EventHandler | None = None, feeding: Mapping[str, int] | None = None,
              show_progress: bool | None = None, *, checkpoint_dir: str | os.PathLike[str] | None = None,
              checkpoint_every: int | None = None, checkpoint_every_pass: int | None = None, keep: int = 3,
              resume: bool = False) -> None:
        """Run `num_passes` passes over the minibatches of `reader` (paddle.batch(...)), calling
        `event_handler` with Begin/End Pass/Iteration events. The progress bar shows where
        stderr is a terminal, unless `show_progress` says otherwise.

        Checkpoints (paddle.io.checkpoint): with `checkpoint_dir` and `checkpoint_every` N, the
        parameters, optimizer state, counters and the reader's shuffle states are written there
        atomically every N iterations, and with `checkpoint_every_pass` M at the end of every M-th
        pass (after the EndPass event's handler, so what it ran, e.g. a test, is in it); the
        newest `keep` are kept. `resume=True` continues from the newest checkpoint there (from the
        start when there is none): a resumed CPU run is bitwise identical to an uninterrupted one
        when the reader is deterministic given its shuffles' states (paddle.reader.shuffle with a
        seed) and the event handler does what it did."""
        from paddle.distributed import trainer_job
        from paddle.io import checkpoint as ckpt
        from paddle.reader import random_states, set_random_states
        from .arguments import check_train_arguments
        check_train_arguments(reader, num_passes, event_handler, feeding, checkpoint_dir)
        _check_checkpointing(checkpoint_dir, checkpoint_every, checkpoint_every_pass, keep, resume)
        job = trainer_job(self.model)  # several ranks under mpirun (paddle.distributed): else a no-op
        reader, show_progress = job.shard(reader), job.progress(show_progress)
        handler = job.handler(event_handler or (lambda e: None))
        feeder = Feeder(self.topology.data_layers(), self.topology.input_types, feeding)
        start_pass, skip, iteration, totals_state = 0, 0, 0, None
        if resume and checkpoint_dir is not None:
            found = job.read_latest(checkpoint_dir)  # on rank 0, broadcast to the others
            if found is not None:
                latest, tensors, state = found
                try:  # the resumed pass's stream, from its start
                    set_random_states(reader, _untuple(state["reader_states"]))
                except (ValueError, TypeError) as err:
                    raise ModelError(f"train: cannot restore the reader's random state from the checkpoint "
                                     f"(is it the same reader?): {err}") from None
                ckpt.restore_model(self.model, tensors, latest)
                start_pass, skip, iteration = state["pass_id"], state["batch_id"], state["iteration"]
                totals_state = state["totals"]
        for pass_id in range(start_pass, num_passes):
            rng_at_pass = random_states(reader)  # the pass's stream starts here
            handler(ev.BeginPass(pass_id))
            totals = _Totals()
            if totals_state is not None:
                totals.n, totals.cost_sum, totals.metric_sums = totals_state
                totals_state = None
            with _progress(pass_id, show_progress) as bar:
                for batch_id, batch in enumerate(reader()):
                    if batch_id < skip:  # done before the checkpoint this run resumed from
                        continue
                    handler(ev.BeginIteration(pass_id, batch_id))
                    self.samples += job.step_begins(batch)
                    self._set_rates(pass_id)
                    cost, metrics = self._run(feeder(batch), train=True, samples=len(batch))
                    n, cost, metrics = job.reduce(batch, cost, metrics)  # over the ranks
                    totals.add(n, cost, metrics)
                    iteration += 1
                    if checkpoint_dir is not None and checkpoint_every and iteration % checkpoint_every == 0:
                        state = {"pass_id": pass_id, "batch_id": batch_id + 1, "iteration": iteration,
                                 "totals": [totals.n, totals.cost_sum, totals.metric_sums],
                                 "reader_states": rng_at_pass}
                        job.save_checkpoint(checkpoint_dir, iteration, state, keep)
                    bar.show(totals)
                    handler(ev.EndIteration(pass_id, batch_id, cost, metrics))
            skip = 0
            catch_up(self.model, self.net)  # v2's sparse L2 decay of the rows this pass left behind
            self.average.finish_pass()
            handler(ev.EndPass(pass_id, totals.cost(), totals.metrics()))
            if checkpoint_dir is not None and checkpoint_every_pass and (pass_id + 1) % checkpoint_every_pass == 0:
                state = {"pass_id": pass_id + 1, "batch_id": 0, "iteration": iteration, "totals": [0, 0.0, {}],
                         "reader_states": random_states(reader)}  # the next pass's start
                job.save_checkpoint(checkpoint_dir, iteration, state, keep)

    def test(self, reader: Callable[[], Iterable[Any]], feeding: Mapping[str, int] | None = None) -> ev.TestResult:
        """The mean cost a sample and the metrics over `reader`'s minibatches, without training."""
        from .arguments import check_feeding
        check_feeding("test", feeding)
        if not callable(reader):
            raise ModelError(f"test: reader should be a reader creator (e.g. paddle.batch(reader, 32)), "
                             f"got {type(reader).__name__}")
        feeder = Feeder(self.topology.data_layers(), self.topology.input_types, feeding)
        totals = _Totals()
        with self.average.applied():
            for batch in reader():
                cost, metrics = self._run(feeder(batch), train=False, samples=len(batch))
                totals.add(len(batch), cost, metrics)
        return ev.TestResult(totals.cost(), totals.metrics())

    @property
    def samples(self) -> int:
        """The samples trained on so far, as v2's updater counted them for its schedule: model
        state (SAMPLES), so a checkpoint keeps it."""
        var = self.model.root_scope().find_var(SAMPLES)
        return 0 if var is None or var.value is None else int(var.numpy().reshape(-1)[0])

    @samples.setter
    def samples(self, n: int) -> None:
        scope = self.model.root_scope()
        (scope.find_var(SAMPLES) or scope.new_var(SAMPLES, "optimizer_state")).set(np.array([n], dtype=np.int64))

    def learning_rate(self, samples: int, pass_id: int) -> float:
        """The schedule's rate for the batch bringing the samples processed to `samples`."""
        return self.schedule.rate(samples, pass_id)

    def _set_rates(self, pass_id: int) -> None:
        """Write this batch's rate (times each parameter's multiplier) where the optimizer ops read it."""
        if not self._rates:
            return
        rate = self.learning_rate(self.samples, pass_id)
        scope, place = self.model.root_scope(), self.model.place
        for var, multiplier in self._rates.items():
            holder = scope.find_var(var) or scope.new_var(var, "optimizer_state")
            holder.set(to_place(np.array([rate * multiplier], dtype=np.float64), place))

    def _run(self, feed: dict[str, Any], *, train: bool, samples: int) -> tuple[float, dict[str, float]]:
        fetch = [self.cost, *(e for _, e in self.metrics)]
        if self.printers:
            print_values(self.model, self.printers, feed)
        if self.print_layers:
            print_layers(self.model, self.print_layers, feed)
        if train:
            values = run_training_net(self.model, self.net, fetch, feed)
            print_gradients(self.model, self.gradient_printers)
            self.average.after_step()
        else:  # dropout off, batch_norm's running stats
            values = self.model.run(fetch, feed=feed, inference=True)
        return float(np.mean(values[0])), {n: float(np.sum(v)) / samples if n in self._summed else float(np.mean(v))
                                           for (n, _), v in zip(self.metrics, values[1:])}

    def get_topology_proto(self) -> Any:
        """v2's: the trained topology's config, each parameter with the L2 decay it trains with."""
        from .config import network_config
        return network_config(self.topology, self._l2_rate)

    def save_parameter_to_tar(self, f: Any) -> None:
        """v2's: the parameters to the binary file `f` (open(path, 'wb')) in v2's tar layout,
        averaged where the optimizer has a paddle.optimizer.ModelAverage."""
        catch_up(self.model, self.net)
        with self.average.applied():
            self.parameters.to_tar(f)


def _check_checkpointing(directory: Any, every: Any, every_pass: Any, keep: Any, resume: Any) -> None:
    counts = (("checkpoint_every", every, 1), ("checkpoint_every_pass", every_pass, 1), ("keep", keep, 1))
    for name, value, low in counts:
        if value is not None and (isinstance(value, bool) or not isinstance(value, int) or value < low):
            raise ModelError(f"train: {name} should be an int >= {low}, got {value!r}")
    for name, value in (("checkpoint_every", every), ("checkpoint_every_pass", every_pass)):
        if value is not None and directory is None:
            raise ModelError(f"train: {name} needs checkpoint_dir (where to write them)")
    if resume and directory is None:
        raise ModelError("train: resume=True needs checkpoint_dir (where the checkpoints are)")


def _untuple(value: Any) -> Any:
    """JSON gives lists where random.getstate() gave tuples (setstate wants tuples)."""
    return tuple(_untuple(v) for v in value) if isinstance(value, list) else value


def _per_sample(model: Model, cost: Expression) -> Expression:
    """The cost of each sample: a cost per step of a sequence (a sequence decoder's
    classification_cost) summed over each sequence, as v2 summed it."""
    if str(getattr(cost.info.seq_type, "value", cost.info.seq_type)) == "none":
        return cost
    from paddle.generated import layers
    with model:
        return layers.sequence_pool(cost, pool_type="sum")


def _training_net(model: Model, cost: Expression, metrics: list[Expression], params: list[str],
                  opt: Optimizer) -> tuple[Any, dict[str, float]]:
    """The trainer's own net: a copy of the forward ops its cost and metrics need, then the
    backward and update ops (`_training_step`). The model's root net keeps forward ops only, so
    several trainers (of one network or of several) and inference never see one another's
    gradients; they share the parameters, which live in the model's root scope. The training
    net's state variables (optimizer state, rates) are declared in the root net as well, so a
    checkpoint of the model holds them."""
    from paddle.generated import layers  # the summed cost is a generated layer like any other
    from paddle.core.net import PlainNet
    from paddle.nets.subnet import extract
    with model:
        total = layers.reduce_sum(cost)  # a forward op of the root net: inference never runs it
    root = model.root_net()
    wanted = [total, *metrics]
    ops = extract(root.ops, {e.name for e in wanted}, max(e.op_pos for e in wanted))
    net = PlainNet.of_operators(ops, root.vars, root.registry)
    rates = _training_step(model, net, cost, total, params, opt)
    for name, var in net.vars.items():
        if var.label not in ("input", "parameter") and name not in root.vars:
            root.declare_var(var)
    return net, rates


def run_training_net(model: Model, net: Any, fetch: list[Expression], feed: dict[str, Any]) -> list[Any]:
    """One training step: feed the model's data layers, initialise what is new, run the
    trainer's net in the model's root scope; the values of `fetch`."""
    from paddle.core.place import Context
    model.feed(feed)
    model.init_params()
    # one process: net.run; under mpirun, the gradients reduced over the ranks between backward and the updates
    train_step(model, net, model.root_scope(), Context(model.place), model.param_grad_map)
    model.forget_computed()  # parameters changed: computed values are stale
    scope = model.root_scope()
    values = []
    for e in fetch:
        value = scope.var(e.name).numpy()
        values.append(value.copy() if value is scope.var(e.name).value else value)
    return values


def _training_step(model: Model, net: Any, cost: Expression, total: Expression, params: list[str],
                   opt: Optimizer) -> dict[str, float]:
    """Into `net`: backward from the batch's summed cost `total`, then one update per trainable
    parameter: the gradient plus L2 decay, clipped per element, and the optimizer op at the
    parameter's rate. With a schedule, the ops read their rate from a variable per rate
    multiplier (returned: variable -> multiplier), written before each step; else it is their
    attribute."""
    for objective in (cost.name, total.name):  # seed 001's labels: input, parameter, objective
        model.root_scope().var(objective).label = "objective"
    trainable = [p for p in params if not _attr(model, p).is_static]
    if not trainable:
        raise ModelError("the cost depends on no trainable parameter")
    grads = net.add_backward_ops(total.name, trainable)
    model.param_grad_map.update(grads)
    meta, attrs = check_optimizer(net.registry, opt.op, opt.learning_rate, dict(opt.attrs))
    rates = {}
    for param, grad in grads.items():
        attr = _attr(model, param)
        sparse = sparse_attrs(param, attr, attr.l2_rate or opt.l2_rate)  # issue 18: row-sparse updates
        l2 = attr.l2_rate or opt.l2_rate
        raw_grad = grad
        grad = _regularised(net, param, grad, 0.0 if sparse else l2, opt.clip)  # sparse: decayed by rows below
        rate = opt.learning_rate * attr.learning_rate
        if rate == 0:
            continue
        var = None if opt.schedule.constant else _rate_var(net, attr.learning_rate, rate)
        if var is not None:
            rates[var] = float(attr.learning_rate)
        desc = optimizer_desc(net, meta, param, grad, {**attrs, "learning_rate": rate, **sparse}, rate=var)
        net.add_op(desc, validated=True)
        if sparse and l2:
            add_decay_op(net, param, raw_grad, rate, l2, var)
    return rates


SAMPLES = "trainer@samples"  # the samples trained on: a schedule's clock


def _declare_samples(net: Any) -> None:
    init = OpDesc(type="fill_constant", outputs={"Out": [SAMPLES]},
                  attrs={"shape": [1], "value": 0.0, "dtype": "int64"})
    net.declare_var(VarDesc(name=SAMPLES, label="optimizer_state", shape=(1,), dtype="int64", initializer=init))


def _rate_var(net: Any, multiplier: float, first: float) -> str:
    """The variable holding the scheduled rate times `multiplier` (one per multiplier), declared
    as optimizer state (so checkpoints keep it) starting at `first`."""
    name = f"learning_rate@x{multiplier!r}"
    if name not in net.vars:
        init = OpDesc(type="fill_constant", outputs={"Out": [name]},
                      attrs={"shape": [1], "value": first, "dtype": "float64"})
        net.declare_var(VarDesc(name=name, label="optimizer_state", shape=(1,), dtype="float64", initializer=init))
    return name


def _attr(model: Model, param: str) -> Any:
    from paddle.param_attr import ParamAttr
    return model.graph.param_attrs.get(param, ParamAttr())


def _regularised(net: Any, param: str, grad: str, l2: float, clip: float | None) -> str:
    if l2:
        decay, out = f"{param}@L2", f"{param}@GRAD@L2"
        net.add_op(OpDesc(type="scale", inputs={"X": [param]}, outputs={"Out": [decay]},
                          attrs={"scale": l2, "bias": 0.0}))
        net.add_op(OpDesc(type="add", inputs={"X": [grad], "Y": [decay]}, outputs={"Out": [out]}, attrs={}))
        grad = out
    if clip:
        out = f"{param}@GRAD@CLIP"
        net.add_op(OpDesc(type="clip", inputs={"X": [grad]}, outputs={"Out": [out]}, attrs={"min": -clip, "max": clip}))
        grad = out
    return grad


class _Totals:
    """Running sums over a pass, weighted by batch size."""

    def __init__(self) -> None:
        self.n, self.cost_sum, self.metric_sums = 0, 0.0, {}  # type: ignore[var-annotated]

    def add(self, n: int, cost: float, metrics: dict[str, float]) -> None:
        self.n += n
        self.cost_sum += cost * n
        for k, v in metrics.items():
            self.metric_sums[k] = self.metric_sums.get(k, 0.0) + v * n

    def cost(self) -> float:
        return self.cost_sum / self.n if self.n else float("nan")

    def metrics(self) -> dict[str, float]:
        return {k: v / self.n for k, v in self.metric_sums.items()} if self.n else {}


class _progress:
    """A tqdm bar for one pass with the running cost and metrics, where wanted and installed."""

    def __init__(self, pass_id: int, show: bool | None) -> None:
        self.pass_id = pass_id
        self.bar: Any = None
        self.wanted = sys.stderr.isatty() if show is None else show

    def __enter__(self) -> "_progress":
        if self.wanted:
            try:
                from tqdm import tqdm
            except ImportError:
                return self
            self.bar = tqdm(desc=f"pass {self.pass_id}", unit="batch", leave=True, file=sys.stderr)
        return self

    def show(self, totals: _Totals) -> None:
        if self.bar is not None:
            self.bar.update(1)
            self.bar.set_postfix(cost=f"{totals.cost():.4f}",
                                 **{k: f"{v:.4f}" for k, v in totals.metrics().items()})

    def __exit__(self, *exc: Any) -> None:
        if self.bar is not None:
            self.bar.close()
