"""The inference model as one stream (v2's `Topology.serialize_for_inference(f)`): paddle.io's
model directory (`model.json` + `params.safetensors`, see paddle/io/format.py) packed as the
two members of a tar, so it goes where a single file goes (an open file, a socket, a blob).

Reading unpacks the two members (nothing else is accepted: paddle/io/safetar.py checks names,
types and sizes) into a private temporary directory and loads that with every check of
`load_inference_model`.
"""
from __future__ import annotations

import os
import tempfile
from typing import IO, Any

from .format import MODEL_FILE, PARAMS_FILE, ModelFormatError
from .safetar import read_members, write_members

MEMBERS = (MODEL_FILE, PARAMS_FILE)


def save_inference_model_to_stream(f: IO[bytes], outputs: Any, model: Any = None, parameters: Any = None) -> None:
    """What `save_inference_model(path, outputs, model, parameters)` saves, written to the binary
    file `f` as a tar of its two files."""
    from . import save_inference_model
    with tempfile.TemporaryDirectory(prefix="paddle-model-") as tmp:
        path = os.path.join(tmp, "model")
        save_inference_model(path, outputs, model=model, parameters=parameters)
        members = []
        for name in MEMBERS:
            with open(os.path.join(path, name), "rb") as part:
                members.append((name, part.read()))
    write_members(f, members, "serialize_for_inference")


def load_inference_model_from_stream(f: IO[bytes], place: Any = None, registry: Any = None) -> Any:
    """The Predictor of a model written by `save_inference_model_to_stream` (or
    `Topology.serialize_for_inference`) to the binary file `f`."""
    from . import load_inference_model
    who = "load_inference_model"
    members = read_members(f, who)
    unexpected = [m for m in members if m not in MEMBERS]
    missing = [m for m in MEMBERS if m not in members]
    if unexpected or missing:
        raise ModelFormatError(f"{who}: a one-file model holds exactly {list(MEMBERS)}; this one "
                               + (f"lacks {missing}" if missing else "") + (" and " if missing and unexpected else "")
                               + (f"has {unexpected}" if unexpected else ""), where=who, rule="format")
    with tempfile.TemporaryDirectory(prefix="paddle-model-") as tmp:
        for name, data in members.items():
            with open(os.path.join(tmp, name), "wb") as part:
                part.write(data)
        return load_inference_model(tmp, place, registry)


__all__ = ["save_inference_model_to_stream", "load_inference_model_from_stream"]
