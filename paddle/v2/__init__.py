"""The 2017 v2 API on the new core (seed 001): `import paddle.v2 as paddle`.

    paddle.init(use_gpu=False, trainer_count=1)
    x = paddle.layer.data(name='x', type=paddle.data_type.dense_vector(13))
    y_predict = paddle.layer.fc(input=x, size=1, act=paddle.activation.Linear())
    y = paddle.layer.data(name='y', type=paddle.data_type.dense_vector(1))
    cost = paddle.layer.mse(input=y_predict, label=y)
    parameters = paddle.parameters.create(cost)
    trainer = paddle.trainer.SGD(cost=cost, parameters=parameters,
                                 update_equation=paddle.optimizer.Momentum(momentum=0))
    trainer.train(paddle.batch(paddle.dataset.uci_housing.train(), 32), num_passes=10)

Layers record on a Tape (seed 000): the global one, or `with paddle.Tape():` for a local one.
"""
from __future__ import annotations

from typing import Any, Mapping, Sequence

from paddle import dataset, io, reader
from paddle.core.device import gpu_usable
from paddle.errors import ModelError
from paddle.core.place import CPUPlace, GPUPlace
from paddle.reader import batch
from paddle.registry import ConfigError
from paddle.tape import Tape, TapeItem, reset_global_tape, set_default_place

from . import activation, attr, data_type, evaluator, event, layer, networks, optimizer, parameters, plot, pooling
from . import inference, op, topology, trainer
from . import image as image, minibatch as minibatch  # v2's paddle.v2.image and paddle.v2.minibatch
from .arguments import guard_layers, infer_rows, require_arguments
from .feeding import Feeder
from .parameters import Parameters
from .topology import Topology

guard_layers(networks, public_only=True)  # as paddle.v2.layer's: a missing or unknown argument is a typed error
guard_layers(evaluator, public_only=True)
guard_layers(op, public_only=True)

SETTINGS: dict[str, Any] = {"use_gpu": False, "trainer_count": 1}


def init(use_gpu: bool = False, trainer_count: int = 1, **_ignored: Any) -> None:
    """v2's start-up call. `use_gpu=True` runs on the GPU (refused where none is usable);
    `trainer_count` > 1 (and `trainer_id`, `num_gradient_servers`) must agree with the launcher:
    data-parallel trainers are processes, `mpirun -n N python -m paddle.distributed.run train.py`
    (docs/distributed.md)."""
    if use_gpu and not gpu_usable():
        raise ConfigError("paddle.init(use_gpu=True): no usable GPU on this machine (cupy and a CUDA device)",
                          layer="init", argument="use_gpu", rule="device", value=use_gpu)
    if isinstance(trainer_count, bool) or not isinstance(trainer_count, int) or trainer_count < 1:
        raise ConfigError(f"paddle.init: trainer_count should be an int >= 1, got {trainer_count!r}",
                          layer="init", argument="trainer_count", rule="at_least", value=trainer_count)
    from paddle.distributed.v2_args import check_init, default_gpu
    check_init(trainer_count, _ignored)  # trainer_count > 1, trainer_id, ...: only as the launcher says
    SETTINGS.update(use_gpu=bool(use_gpu), trainer_count=trainer_count)
    set_default_place(GPUPlace(default_gpu()) if use_gpu else CPUPlace())  # a GPU a rank under mpirun


@require_arguments("paddle.infer")  # a missing argument: a typed error, as a layer's
def infer(output_layer: TapeItem | Sequence[TapeItem], parameters: Parameters, input: Sequence[Any],
          feeding: Mapping[str, int] | None = None, field: Any = "value") -> Any:
    """The values of `output_layer` (one array, or a list for several layers) for the samples
    `input`, with `parameters` (a model's, or loaded from a file). `output_layer` may also be a
    model loaded by `paddle.io.load_inference_model` (parameters None): its outputs' values."""
    from paddle.io import Predictor
    if field != "value":  # v2's fields: 'id', 'prob', several; a beam_search's beams
        return _infer_field(output_layer, parameters, input, feeding, field)
    if isinstance(output_layer, Predictor):
        return _infer_loaded(output_layer, input, feeding)
    ends = [output_layer] if isinstance(output_layer, TapeItem) else list(output_layer)
    if not ends or not all(isinstance(e, TapeItem) for e in ends):
        raise ModelError(f"infer: output_layer should be a layer, got {output_layer!r}")
    topology = Topology(ends).check_runnable()  # an unrunnable layer: its error (paddle/v2_deferral.py)
    if not isinstance(parameters, Parameters):
        raise ModelError(f"infer: parameters should be paddle.parameters (create, or Parameters.from_tar), got "
                         f"{type(parameters).__name__}")
    if parameters.model is not topology.model:  # loaded, or another network's: copied in by name
        parameters.copy_into(Parameters(topology=topology))
    rows = infer_rows(input, list(topology.data_layers()), feeding)
    feed = Feeder(topology.data_layers(), topology.input_types, feeding)(rows)
    values = topology.model.run([e.output for e in ends], feed=feed, inference=True)
    return values[0] if isinstance(output_layer, TapeItem) else values


def _infer_field(output_layer: Any, parameters: Parameters, input: Sequence[Any],
                 feeding: Mapping[str, int] | None, field: Any) -> Any:
    from .generation import infer_beams, is_beam_search
    if is_beam_search(output_layer):
        return infer_beams(output_layer, parameters, input, feeding, field)
    return inference.Inference(parameters, output_layer=output_layer).infer(input, feeding, field)


def _infer_loaded(predictor: Any, input: Sequence[Any], feeding: Mapping[str, int] | None) -> Any:
    from paddle.v2_support import InputType
    names = predictor.input_names()
    types = {}
    for n in names:
        t = predictor.v2_types.get(n)
        if t is None:
            raise ModelError(f"infer: the loaded model does not say input '{n}''s v2 type (it was saved from "
                             "expressions, not v2 layers); use predictor.run({name: array})")
        types[n] = InputType(dim=t["dim"], kind=t["kind"], seq_type=t["seq_type"])
    out = predictor.run(Feeder(names, types, feeding)(infer_rows(input, list(names), feeding)))
    values = [out[n] for n in predictor.outputs]
    return values[0] if len(values) == 1 else values


__all__ = ["init", "infer", "batch", "io", "reader", "dataset", "layer", "activation", "attr", "data_type", "evaluator",
           "event", "networks", "plot", "pooling",
           "optimizer", "parameters", "trainer", "Tape", "Topology", "reset_global_tape", "inference", "topology"]
