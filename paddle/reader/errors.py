"""The typed errors of the readers."""
from __future__ import annotations

from ..registry import ConfigError


class ReaderError(ConfigError):
    """A reader decorator or creator given an argument it cannot use."""


class ComposeNotAligned(ReaderError):
    """compose() was given readers of different lengths."""
