"""Training checkpoints: one safetensors file per checkpoint, `checkpoint-<iteration>.safetensors`
in the checkpoint directory, holding the model's persistent variables (parameters, optimizer
state, layer state) and, in its metadata, the trainer's state as JSON (counters, running
totals, the reader's random states).

Written atomically: a temporary file in the same directory, fsynced, renamed to its name, and
the directory fsynced; so a file with a checkpoint's name is always whole, whenever the process
dies. The last `keep` are kept. Loading checks what it reads as `load_inference_model` does
(bounded header, offsets, names and shapes against the model) and raises ModelFormatError.
"""
from __future__ import annotations

import json
import os
import re
import warnings
from typing import Any, Mapping

import numpy as np

from paddle.model import Model

from .format import ModelFormatError, fsync_path

PATTERN = re.compile(r"^checkpoint-(\d{12})\.safetensors$")
META_KEY = "paddle_checkpoint"
MAX_META_BYTES = 1 << 20
CHECKPOINT_VERSION = "1"


def checkpoint_name(iteration: int) -> str:
    return f"checkpoint-{iteration:012d}.safetensors"


def persistent_names(model: Model) -> list[str]:
    """The variables a checkpoint saves: parameters and every declared non-input variable
    (optimizer state, layer state) that holds a value."""
    names = list(model.param_names)
    names += [n for n, v in model.root_net().vars.items() if v.label not in ("input", "parameter") and n not in names]
    scope = model.root_scope()
    return [n for n in names if (var := scope.find_var(n)) is not None and var.value is not None]


def save_checkpoint(directory: str | os.PathLike[str], iteration: int, model: Model, state: Mapping[str, Any],
                    keep: int) -> str:
    """Write checkpoint `iteration` atomically; remove all but the newest `keep`. Returns its path."""
    from safetensors.numpy import save
    directory = os.fspath(directory)
    os.makedirs(directory, exist_ok=True)
    model.init_params()
    scope = model.root_scope()
    tensors = {n: np.ascontiguousarray(scope.var(n).numpy()) for n in persistent_names(model)}
    meta = json.dumps({"version": CHECKPOINT_VERSION, "iteration": iteration, **state})
    blob = save(tensors, metadata={META_KEY: meta})
    final = os.path.join(directory, checkpoint_name(iteration))
    tmp = os.path.join(directory, f".{checkpoint_name(iteration)}.tmp{os.getpid()}")
    _remove_stale_temporaries(directory)
    with open(tmp, "wb") as f:
        f.write(blob)
        f.flush()
        os.fsync(f.fileno())
    os.rename(tmp, final)
    fsync_path(directory)
    for old in list_checkpoints(directory)[:-keep]:
        try:
            os.unlink(os.path.join(directory, old))
        except FileNotFoundError:
            pass
    return final


TEMP = re.compile(r"^\.checkpoint-\d{12}\.safetensors\.tmp(\d+)$")


def _remove_stale_temporaries(directory: str) -> None:
    """Temporary files left by writers that died (a process killed while checkpointing)."""
    for name in os.listdir(directory):
        m = TEMP.match(name)
        if m is None or int(m.group(1)) == os.getpid():
            continue
        try:
            os.kill(int(m.group(1)), 0)
            continue  # its writer still runs
        except ProcessLookupError:
            pass
        except (PermissionError, OverflowError):
            continue
        try:
            os.unlink(os.path.join(directory, name))
        except FileNotFoundError:
            pass


def list_checkpoints(directory: str | os.PathLike[str]) -> list[str]:
    """Checkpoint file names in the directory, oldest first (temporary files are not listed)."""
    try:
        names = os.listdir(directory)
    except FileNotFoundError:
        return []
    return sorted(n for n in names if PATTERN.match(n))


def read_checkpoint(path: str | os.PathLike[str]) -> tuple[dict[str, Any], dict[str, Any]]:
    """(tensors, state) of a checkpoint file, checked; ModelFormatError when damaged."""
    from .format import read_safetensors
    path = os.fspath(path)
    where = os.path.basename(path)
    tensors, metadata = read_safetensors(path, where)
    meta = metadata.get(META_KEY)
    if not isinstance(meta, str) or len(meta) > MAX_META_BYTES:
        raise ModelFormatError(f"cannot load checkpoint {where}: it has no trainer state (or an oversized one)",
                               where=where)
    try:
        state = json.loads(meta)
    except (ValueError, RecursionError) as err:
        raise ModelFormatError(f"cannot load checkpoint {where}: its trainer state is not JSON: {err}",
                               where=where) from None
    keys = ("version", "iteration", "pass_id", "batch_id", "totals", "reader_states")
    if not isinstance(state, dict) or state.get("version") != CHECKPOINT_VERSION or sorted(state) != sorted(keys):
        raise ModelFormatError(f"cannot load checkpoint {where}: not a version {CHECKPOINT_VERSION} checkpoint "
                               f"(its state should hold {', '.join(keys)})", where=where)
    for key in ("iteration", "pass_id", "batch_id"):
        if isinstance(state[key], bool) or not isinstance(state[key], int) or state[key] < 0:
            raise ModelFormatError(f"cannot load checkpoint {where}: {key} should be an int >= 0, got "
                                   f"{state[key]!r}", where=where)
    totals = state["totals"]
    if not (isinstance(totals, list) and len(totals) == 3 and isinstance(totals[0], int)
            and isinstance(totals[1], (int, float)) and isinstance(totals[2], dict)
            and all(isinstance(v, (int, float)) for v in totals[2].values())
            and isinstance(state["reader_states"], list)):
        raise ModelFormatError(f"cannot load checkpoint {where}: its totals or reader states are malformed",
                               where=where)
    return tensors, state


def newest_readable(directory: str | os.PathLike[str]) -> tuple[str, dict[str, Any], dict[str, Any]] | None:
    """(path, tensors, state) of the newest checkpoint in `directory` that reads whole; a damaged
    newer one (a disk error, a copy cut short) is skipped with a warning naming it. None when there
    is no checkpoint; ModelFormatError when every one is damaged."""
    damaged: list[str] = []
    for name in reversed(list_checkpoints(directory)):
        path = os.path.join(os.fspath(directory), name)
        try:
            tensors, state = read_checkpoint(path)
        except ModelFormatError as err:
            damaged.append(f"{name} ({err})")
            continue
        if damaged:
            warnings.warn(f"resuming from {name}: skipped the newer damaged checkpoint(s) {'; '.join(damaged)}",
                          CheckpointWarning, stacklevel=2)
        return path, tensors, state
    if damaged:
        raise ModelFormatError(f"cannot resume: every checkpoint in {os.fspath(directory)} is damaged: "
                               f"{'; '.join(damaged)}", where=os.fspath(directory))
    return None


class CheckpointWarning(UserWarning):
    """A damaged checkpoint was skipped on resume."""


def latest_checkpoint(directory: str | os.PathLike[str]) -> str | None:
    names = list_checkpoints(directory)
    return os.path.join(os.fspath(directory), names[-1]) if names else None


def restore_model(model: Model, tensors: Mapping[str, Any], where: str) -> None:
    """Set the model's persistent variables from a checkpoint: every one it saves must be there
    with its shape and dtype; nothing is set unless all fit."""
    from paddle.core.place import to_place
    model.init_params()
    root = model.root_net()
    want = set(model.param_names) | {n for n, v in root.vars.items() if v.label not in ("input", "parameter")}
    extra = [n for n in tensors if n not in want]
    if extra:
        raise ModelFormatError(f"checkpoint {where} holds {extra}, which this model does not have", where=where)
    missing = [n for n in model.param_names if n not in tensors]
    if missing:
        raise ModelFormatError(f"checkpoint {where} lacks parameter(s) {missing}", where=where)
    for n, array in tensors.items():
        info = model.infos.get(n)
        v = root.vars.get(n)
        shape = info.shape if info is not None else (v.shape if v is not None else None)
        dtype = info.dtype.value if info is not None else (v.dtype if v is not None else None)
        if shape is not None and tuple(shape) != tuple(array.shape) or dtype is not None and dtype != array.dtype.name:
            raise ModelFormatError(f"checkpoint {where}: '{n}' is {array.shape} {array.dtype.name}; the model's is "
                                   f"{shape} {dtype}", where=where, rule="consistent")
    scope = model.root_scope()
    for n, array in tensors.items():
        label = root.vars[n].label if n in root.vars else "parameter"
        var = scope.find_var(n) or scope.new_var(n, label)
        var.set(to_place(np.array(array, copy=True), model.place))
