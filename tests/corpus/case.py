"""A bad-input case of the corpus: a call a user might make, and what must come of it.

Each case ends in a typed PaddleError whose message names what was wrong (`names`: substrings
the message must hold), or is a valid input handled correctly (`names` is None: it returns, and
`check`, if given, holds of what it returned). Each runs in a thread joined with a timeout, so
a hang fails its case instead of stopping the suite."""
from __future__ import annotations

import threading
from dataclasses import dataclass, field
from typing import Any, Callable

import pytest

from paddle.registry import PaddleError

TIMEOUT_S = 20.0


@dataclass(frozen=True)
class Case:
    id: str
    call: Callable[[], Any]
    names: tuple[str, ...] | None = ()  # substrings of the refusal; None: a valid input
    check: Callable[[Any], bool] | None = None  # for a valid input: what it returned is right
    error: type[BaseException] = PaddleError  # the typed error expected (a subclass of PaddleError)
    xfail: str | None = None  # being fixed on another branch: strict, so it is flipped once fixed
    marks: tuple[Any, ...] = field(default=())


def refused(id: str, call: Callable[[], Any], *names: str, error: type[BaseException] = PaddleError,
            xfail: str | None = None) -> Case:
    return Case(id, call, tuple(names), error=error, xfail=xfail)


def valid(id: str, call: Callable[[], Any], check: Callable[[Any], bool] | None = None,
          xfail: str | None = None) -> Case:
    return Case(id, call, None, check=check, xfail=xfail)


def param(case: Case, category: str) -> Any:
    marks = [pytest.mark.xfail(strict=True, reason=case.xfail)] if case.xfail else []
    return pytest.param(case, id=f"{category}:{case.id}", marks=marks)


def outcome(call: Callable[[], Any], timeout: float = TIMEOUT_S) -> tuple[str, Any]:
    """('ok', result), ('raised', exception) or ('hung', None): the call run in a daemon thread."""
    box: dict[str, Any] = {}

    def run() -> None:
        try:
            box["ok"] = call()
        except BaseException as err:  # noqa: BLE001 (every escape is judged by the test)
            box["raised"] = err

    worker = threading.Thread(target=run, daemon=True)
    worker.start()
    worker.join(timeout)
    if worker.is_alive():
        return "hung", None
    return ("raised", box["raised"]) if "raised" in box else ("ok", box.get("ok"))


def judge(case: Case) -> None:
    kind, value = outcome(case.call)
    assert kind != "hung", f"{case.id}: still running after {TIMEOUT_S} s"
    if case.names is None:
        if kind == "raised":
            raise AssertionError(f"{case.id}: a valid input was refused: {type(value).__name__}: {value}") from value
        assert case.check is None or case.check(value), f"{case.id}: returned {value!r}"
        return
    assert kind == "raised", f"{case.id}: accepted silently (returned {value!r})"
    if not isinstance(value, case.error):
        raise AssertionError(f"{case.id}: raised {type(value).__name__}, not a typed "
                             f"{case.error.__name__}: {value}") from value
    message = str(value)
    missing = [n for n in case.names if n not in message]
    assert not missing, f"{case.id}: the message does not name {missing}: {message}"
