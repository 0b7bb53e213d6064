"""Global debugging switches (as Paddle's `FLAGS_check_nan_inf`), off unless asked for.

    paddle.set_flags(check_nan_inf=True)    # or PADDLE_CHECK_NAN_INF=1 in the environment

`check_nan_inf`: after each op runs, its float outputs are checked; the first op producing a
NaN or an infinity raises NonFiniteError naming it. Off, it costs nothing per op: Net.run
picks the checking loop only when the switch is on.
"""
from __future__ import annotations

import os
from typing import Any

from .registry import ConfigError

ENV_PREFIX = "PADDLE_"


class Flags:
    __slots__ = ("check_nan_inf",)

    def __init__(self) -> None:
        self.check_nan_inf = _env_bool("check_nan_inf")


def _env_bool(name: str) -> bool:
    return os.environ.get(ENV_PREFIX + name.upper(), "").strip().lower() in ("1", "true", "yes", "on")


FLAGS = Flags()


def set_flags(**flags: Any) -> None:
    """Set switches by name; an unknown name or a value that is not a bool is refused."""
    for name, value in flags.items():
        if name not in Flags.__slots__:
            raise ConfigError(f"set_flags got an unknown flag '{name}'; flags: {list(Flags.__slots__)}",
                              argument=name, rule="one_of", value=name)
        if not isinstance(value, bool):
            raise ConfigError(f"flag {name} should be True or False, got {value!r}",
                              argument=name, rule="type", value=value)
    for name, value in flags.items():
        setattr(FLAGS, name, value)


def get_flags() -> dict[str, Any]:
    return {name: getattr(FLAGS, name) for name in Flags.__slots__}
