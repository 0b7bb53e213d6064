"""Files that a model or checkpoint is read from and written to, handled so that nothing on disk
can hang the reader, make it read without bound, or lose a saved model when the writer dies.

- Reading opens a regular file only (never a FIFO, a device or a socket: a named pipe would
  block the open, `/dev/zero` would read forever), inside the folder it belongs to (a symlink
  pointing out of the folder is refused), and checks its size against a limit before reading.
- Replacing a saved directory swaps the new one in with one atomic exchange (Linux's
  renameat2(RENAME_EXCHANGE)), so the path holds the old or the new complete model at every
  instant; where the exchange is unavailable, two renames, and a reader between them finds the
  old model kept aside and says where.
- Temporary folders left by a killed writer are removed by the next save.
"""
from __future__ import annotations

import ctypes
import ctypes.util
import functools
import os
import re
import shutil
import stat
from typing import Any, Callable

_RENAME_EXCHANGE = 2
_AT_FDCWD = -100


class UnsafeFileError(OSError):
    """A file that is not a regular file inside its folder, or larger than allowed."""

    def __init__(self, message: str, rule: str) -> None:
        super().__init__(message)
        self.rule = rule


def read_bounded(file: str, limit: int, folder: str | None = None) -> bytes:
    """The bytes of regular file `file`, at most `limit` of them (UnsafeFileError beyond it, or
    for a FIFO, device, socket, or a path that resolves outside `folder`)."""
    if folder is not None:
        real, home = os.path.realpath(file), os.path.realpath(folder)
        if os.path.commonpath([real, home]) != home:
            raise UnsafeFileError(f"resolves to {real}, outside the folder {home}", rule="outside")
    fd = os.open(file, os.O_RDONLY | os.O_NONBLOCK)  # a FIFO opens at once instead of blocking
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise UnsafeFileError(f"is not a regular file ({_kind(info.st_mode)})", rule="not_regular")
        if info.st_size > limit:
            raise UnsafeFileError(f"is {info.st_size} bytes, over the limit of {limit}", rule="size")
        with os.fdopen(fd, "rb", closefd=False) as f:
            data = f.read(limit + 1)
    finally:
        os.close(fd)
    if len(data) > limit:  # grew while being read
        raise UnsafeFileError(f"holds more than the limit of {limit} bytes", rule="size")
    return data


def _kind(mode: int) -> str:
    kinds: list[tuple[Callable[[int], bool], str]] = [
        (stat.S_ISFIFO, "a named pipe"), (stat.S_ISCHR, "a character device"), (stat.S_ISBLK, "a block device"),
        (stat.S_ISSOCK, "a socket"), (stat.S_ISDIR, "a directory")]
    return next((name for test, name in kinds if test(mode)), "not a plain file")


def temporary_sibling(path: str, tag: str) -> str:
    """A temporary name beside `path` that `remove_stale_temporaries` recognises."""
    parent, base = os.path.split(os.path.abspath(path))
    return os.path.join(parent, f".{base}.{tag}{os.getpid()}")


def remove_stale_temporaries(path: str) -> list[str]:
    """Remove the temporary siblings of `path` whose writer process is gone; their names."""
    parent, base = os.path.split(os.path.abspath(path))
    pattern = re.compile(rf"^\.{re.escape(base)}\.(tmp|old)(\d+)(\.old)?$")
    removed = []
    for name in os.listdir(parent) if os.path.isdir(parent) else []:
        match = pattern.match(name)
        if match and not _alive(int(match.group(2))):
            shutil.rmtree(os.path.join(parent, name), ignore_errors=True)
            removed.append(name)
    return removed


def _alive(pid: int) -> bool:
    if pid == os.getpid():
        return False  # our own leftovers, from an earlier save of this process that failed
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def replace_directory(new: str, path: str) -> None:
    """Put directory `new` at `path`, atomically where the OS allows; the old one is removed."""
    if not os.path.lexists(path):
        os.rename(new, path)
        return
    if _exchange(new, path):
        shutil.rmtree(new, ignore_errors=True)  # `new` now names the old model
        return
    aside = temporary_sibling(path, "old")
    os.rename(path, aside)
    os.rename(new, path)
    shutil.rmtree(aside, ignore_errors=True)


@functools.lru_cache(maxsize=1)
def _renameat2() -> Any:
    """libc's renameat2, or None (found once: find_library runs ldconfig)."""
    name = ctypes.util.find_library("c")
    return None if name is None else getattr(ctypes.CDLL(name, use_errno=True), "renameat2", None)


def _exchange(a: str, b: str) -> bool:
    """Swap two paths in one step (renameat2 RENAME_EXCHANGE); False where unsupported."""
    renameat2 = _renameat2()
    if renameat2 is None:
        return False
    result = renameat2(_AT_FDCWD, os.fsencode(a), _AT_FDCWD, os.fsencode(b), _RENAME_EXCHANGE)
    if result == 0:
        return True
    errno = ctypes.get_errno()
    if errno in (22, 38, 95):  # EINVAL, ENOSYS, EOPNOTSUPP: the file system or kernel cannot
        return False
    raise OSError(errno, os.strerror(errno), b)
