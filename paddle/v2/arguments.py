"""Checks of the v2 API's own arguments, in the user's words (argument, rule, value received):
unknown keyword arguments to a layer, and the trainer's and infer's arguments. Python's
own refusals (`fc() got an unexpected keyword argument`, `'list' object is not callable`,
`range` of a float) are raw errors that name neither the rule nor the valid choices."""
from __future__ import annotations

import functools
import inspect
import os
import warnings
from types import ModuleType
from typing import Any, Callable, Mapping, TypeVar, cast

from paddle.registry import ConfigError, MissingAttributeError
from paddle.registry.errors import unknown_argument_error
from paddle.tape import caller_location, reading_unrunnable
from paddle.v2_deferral import UnrunnableInputError

F = TypeVar("F", bound=Callable[..., Any])


def reject_unknown_arguments(layer: str, f: Callable[..., Any]) -> Callable[..., Any]:
    """`f`, refusing a keyword argument it does not declare with an UnknownArgumentError that
    names the layer and the argument and lists the accepted ones (unless it takes **kwargs), and a
    call missing a required argument with a MissingAttributeError."""
    signature = inspect.signature(f)
    params = signature.parameters
    any_keyword = any(p.kind is inspect.Parameter.VAR_KEYWORD for p in params.values())  # its body judges them
    accepted = [n for n, p in params.items() if p.kind is not inspect.Parameter.VAR_POSITIONAL]

    @functools.wraps(f)
    def checked(*args: Any, **kwargs: Any) -> Any:
        for name in kwargs:
            if name not in params and not any_keyword:
                raise unknown_argument_error(layer, name, accepted)
        try:
            signature.bind(*args, **kwargs)
        except TypeError:
            raise _misbound(layer, signature, args, kwargs) from None
        return call_or_defer(layer, f, args, kwargs)
    checked.__dict__["unknown_arguments_checked"] = True
    return checked


def call_or_defer(layer: str, f: Callable[..., Any], args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
    """f(*args, **kwargs); where it reads an unrunnable layer (paddle/v2_deferral.py), a layer
    `layer` recorded unrunnable in its place, naming that layer and why it cannot run."""
    try:
        return f(*args, **kwargs)
    except UnrunnableInputError as err:
        read = getattr(err, "unrunnable_item", None)
        if read is None:
            raise
        return read.tape.unrunnable(layer, [read], reading_unrunnable(layer, read), where=caller_location(),
                                    name=kwargs.get("name"), size=kwargs.get("size"))


def defer_unrunnable_reads(module: ModuleType) -> None:
    """Every public function of `module` (paddle.v2.networks) given an unrunnable layer gives
    an unrunnable layer named after it, as paddle.v2.layer's do."""
    for name in getattr(module, "__all__", []):
        value = getattr(module, name)
        if inspect.isfunction(value) and not getattr(value, "unknown_arguments_checked", False):
            setattr(module, name, _deferring(name, value))


def _deferring(layer: str, f: Callable[..., Any]) -> Callable[..., Any]:
    @functools.wraps(f)
    def network(*args: Any, **kwargs: Any) -> Any:
        return call_or_defer(layer, f, args, kwargs)
    return network


def require_arguments(where: str) -> Callable[[F], F]:
    """A decorator for what is not a layer (paddle.infer, a trainer's constructor): a call missing
    a required argument, or given too many, is a typed error naming `where` and the argument."""
    def wrap(f: F) -> F:
        signature = inspect.signature(f)

        @functools.wraps(f)
        def checked(*args: Any, **kwargs: Any) -> Any:
            try:
                signature.bind(*args, **kwargs)
            except TypeError:
                raise _misbound(where, signature, args, kwargs, label=where) from None
            return f(*args, **kwargs)
        return cast(F, checked)
    return wrap


def _misbound(layer: str, signature: inspect.Signature, args: tuple[Any, ...], kwargs: dict[str, Any],
              label: str | None = None) -> ConfigError:
    """A call the signature cannot bind: a required argument missing, or too many positional ones;
    `label`: how the message names what was called (`<layer> layer` unless given)."""
    label = label or f"{layer} layer"
    positional = [n for n, p in signature.parameters.items() if n != "self" and
                  p.kind in (inspect.Parameter.POSITIONAL_ONLY, inspect.Parameter.POSITIONAL_OR_KEYWORD)]
    if "self" in signature.parameters:
        args = args[1:]
    given = set(positional[:len(args)]) | set(kwargs) | {"self"}
    missing = [n for n, p in signature.parameters.items() if p.default is inspect.Parameter.empty
               and p.kind not in (inspect.Parameter.VAR_POSITIONAL, inspect.Parameter.VAR_KEYWORD) and n not in given]
    if missing:
        named = [n for n, p in signature.parameters.items()  # not *args, **kwargs: no argument is called that
                 if p.kind not in (inspect.Parameter.VAR_POSITIONAL, inspect.Parameter.VAR_KEYWORD) and n != "self"]
        return MissingAttributeError(f"{label}: argument '{missing[0]}' is required (arguments: "
                                     f"{', '.join(named)})", layer=layer, argument=missing[0],
                                     rule="must_set", value=None)
    return ConfigError(f"{label}: takes at most {len(positional)} positional arguments "
                       f"({', '.join(positional)}), got {len(args)}; name the others", layer=layer,
                       argument=positional[-1] if positional else "", rule="positional", value=len(args))


def guard_layers(module: ModuleType, public_only: bool = False) -> None:
    """Every public function of `module` (paddle.v2.layer, networks, evaluator) refuses unknown
    keyword arguments and missing required ones; `public_only`: only the names of its `__all__`
    (the module also holds helpers it imported)."""
    public = set(getattr(module, "__all__", ())) if public_only else None
    for name, value in list(vars(module).items()):
        if name.startswith("_") or not inspect.isfunction(value) or getattr(value, "unknown_arguments_checked", False):
            continue
        if public is not None and name not in public:
            continue
        setattr(module, name, reject_unknown_arguments(name, value))


def _refuse(argument: str, rule: str, value: Any, why: str) -> ConfigError:
    return ConfigError(f"train: {argument} {why}, got {value!r}", layer="train", argument=argument, rule=rule,
                       value=value)


def check_train_arguments(reader: Any, num_passes: Any, event_handler: Any, feeding: Any,
                          checkpoint_dir: Any) -> None:
    """trainer.train's arguments, before anything runs (a pass of 0 trains nothing: refused)."""
    if isinstance(num_passes, bool) or not isinstance(num_passes, int):
        raise _refuse("num_passes", "type", num_passes, "should be an int >= 1 (the passes over the data)")
    if num_passes < 1:
        raise _refuse("num_passes", "at_least", num_passes, "should be an int >= 1 (0 or fewer trains nothing)")
    if not callable(reader):
        raise _refuse("reader", "callable", type(reader).__name__,
                      "should be a reader creator (a function returning an iterator of minibatches, "
                      "e.g. paddle.batch(reader, 32)), not a " + type(reader).__name__)
    if event_handler is not None and not callable(event_handler):
        raise _refuse("event_handler", "callable", event_handler, "should be a function of one event, or None")
    check_feeding("train", feeding)
    if checkpoint_dir is not None and os.path.exists(checkpoint_dir) and not os.path.isdir(checkpoint_dir):
        raise _refuse("checkpoint_dir", "directory", os.fspath(checkpoint_dir),
                      "should be a directory (or a path to make one), not a file")


def check_feeding(where: str, feeding: Any) -> None:
    """v2's feeding: None, {data layer name: field position} or a list of names in field order."""
    if feeding is None or isinstance(feeding, Mapping):
        return
    if isinstance(feeding, (list, tuple)) and all(isinstance(n, str) for n in feeding):
        return
    raise ConfigError(f"{where}: feeding should be a dict {{data layer name: field position}} or a list of data "
                      f"layer names, got {feeding!r}", layer=where, argument="feeding", rule="type", value=feeding)


class IgnoredFieldsWarning(UserWarning):
    """infer's samples hold more fields than the network has data layers: the trailing ones (a
    label, as the book's programs pass test samples whole) are not read."""


def infer_rows(input: Any, data_layers: list[str], feeding: Any) -> list[Any]:
    """infer's `input`: a list of samples (tuples of fields). Without `feeding`, field i feeds
    data layer i; trailing fields are ignored as v2 ignored them (the book's fit_a_line passes
    test samples with their label), with a warning naming them, never silently."""
    check_feeding("infer", feeding)
    if isinstance(input, (str, bytes)) or not hasattr(input, "__iter__"):
        raise ConfigError(f"infer: input should be a list of samples (each a tuple of fields, one per data layer "
                          f"{data_layers}), got {type(input).__name__} {input!r}"[:300],
                          layer="infer", argument="input", rule="type", value=type(input).__name__)
    rows = list(input)
    if feeding is None:
        widths = {len(r) for r in rows if isinstance(r, (tuple, list))}
        if widths and max(widths) > len(data_layers):
            warnings.warn(f"infer: samples of input have {max(widths)} fields, but the network reads "
                          f"{len(data_layers)} data layer(s) {data_layers}: the field(s) after field "
                          f"{len(data_layers) - 1} are ignored (give feeding= to say which field feeds which "
                          f"layer)", IgnoredFieldsWarning, stacklevel=3)
    return rows
