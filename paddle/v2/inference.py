"""v2's `paddle.inference.Inference(parameters, output_layer=None, fileobj=None)`: the network
ending at `output_layer` (or the one `Topology.serialize_for_inference` wrote to `fileobj`, run
without the program that built it) with `parameters`, inferring batches:
`Inference(...).infer(input, feeding=None, field='value')`.
"""
from __future__ import annotations

from typing import Any, Mapping, Sequence

import numpy as np

from paddle.errors import ModelError


class Inference:
    def __init__(self, parameters: Any, output_layer: Any = None, fileobj: Any = None) -> None:
        if (output_layer is None) == (fileobj is None):
            raise ModelError("paddle.inference.Inference: give output_layer (layers) or fileobj (a file "
                             "serialize_for_inference wrote), one of them")
        self.output_layer, self.parameters, self.predictor = output_layer, parameters, None
        if fileobj is not None:
            from paddle.io import load_inference_model
            self.predictor = load_inference_model(fileobj)
            if parameters is not None:
                _set_stored(self.predictor, parameters)

    def infer(self, input: Sequence[Any], feeding: Mapping[str, int] | None = None, field: Any = "value",
              flatten_result: bool = True) -> Any:
        """The output layers' values for the samples `input` (one array, or a list for several)."""
        import paddle.v2 as v2
        fields = list(field) if isinstance(field, (list, tuple)) else [field]
        for f in fields:
            if f not in ("value", "id", "prob"):
                raise ModelError(f"infer: field should be 'value', 'id' or 'prob' (or a list of them), got {f!r}")
        if self.predictor is not None:
            values = v2._infer_loaded(self.predictor, input, feeding)
        else:
            values = v2.infer(self.output_layer, self.parameters, input, feeding)
        outs = values if isinstance(values, list) else [values]
        result = [_ids(v) if f == "id" else v for f in fields for v in outs]
        return result[0] if len(result) == 1 else result


def _ids(value: Any) -> Any:
    """v2's 'id' field: a layer of ids (max_id, crf_decoding) as one flat vector of ints; a layer of
    scores (a softmax) as each row's best id."""
    value = np.asarray(value)
    return value.astype(np.int64).ravel() if value.dtype.kind in "iub" else np.argmax(value, axis=-1)


def _set_stored(predictor: Any, parameters: Any) -> None:
    """The loaded model's parameters set from `parameters` by name (each must fit; v2's names
    or the graph's, paddle/v2/naming.py)."""
    stored = [v.name for v in predictor.desc.vars if v.label == "parameter"]
    found = parameters.matching(stored) if hasattr(parameters, "matching") else {n: n for n in parameters.names()}
    for name, held in found.items():
        var = predictor.scope.find_var(name)
        if var is None:
            continue
        current = var.numpy()
        value = np.asarray(parameters.get(held))
        if value.size != current.size:
            raise ModelError(f"Inference: parameter '{name}' of the model is {current.shape}; the one given is "
                             f"{value.shape}")
        from paddle.core.place import to_place
        var.set(to_place(value.reshape(current.shape).astype(current.dtype), predictor.place))


def infer(output_layer: Any, parameters: Any, input: Sequence[Any], feeding: Mapping[str, int] | None = None,
          field: Any = "value") -> Any:
    """v2's `paddle.infer(output_layer, parameters, input, feeding, field)`."""
    return Inference(parameters, output_layer=output_layer).infer(input, feeding, field)


__all__ = ["Inference", "infer"]
