"""Reading and writing tar streams without trusting them: the members come back as bytes in
memory (nothing is extracted to disk), only regular files with plain relative names, each and
all of them within size limits, every one read whole; uncompressed tars only (v2 wrote them so;
and a compressed member could expand past any limit before its size is known). Used by v2's parameter tars
(paddle/v2/param_tar.py) and the one-file inference model (paddle/io/stream.py).

Every refusal is a ModelFormatError naming the member and the rule it broke (`path`, `type`,
`size`, `truncated`, `unique`, `format`); a file object opened in text mode is a FileModeError
saying to open it in binary mode.
"""
from __future__ import annotations

import io
import tarfile
from typing import IO, Any, Iterable

from paddle.errors import ModelError

from .format import ModelFormatError

MAX_MEMBERS = 1 << 16
MAX_MEMBER_BYTES = 4 << 30
MAX_TOTAL_BYTES = 16 << 30


class FileModeError(ModelError, TypeError):
    """A file object opened in text mode where a binary one is needed (v2's programs, written for
    Python 2, open tars with 'w' and 'r': Python 3 needs 'wb' and 'rb')."""


def check_binary(f: Any, writing: bool, who: str) -> None:
    """Refuse anything but a binary file object: text-mode files get a FileModeError saying which
    mode to open them with."""
    mode = "wb" if writing else "rb"
    if isinstance(f, (str, bytes)) or not hasattr(f, "write" if writing else "read"):
        raise FileModeError(f"{who}: expected a file object opened with open(path, '{mode}'), got "
                            f"{type(f).__name__} {f!r:.60}")
    text_mode = isinstance(getattr(f, "mode", None), str) and "b" not in f.mode  # gzip.open's mode is an int
    if isinstance(f, io.TextIOBase) or text_mode or hasattr(f, "encoding"):
        raise FileModeError(f"{who}: the file is open in text mode ({getattr(f, 'mode', '?')!r}); a tar is "
                            f"binary: open it with open(path, '{mode}')")


def write_members(f: IO[bytes], members: Iterable[tuple[str, bytes]], who: str) -> None:
    """Write (name, bytes) members to the binary file `f` as an uncompressed tar (GNU format, as
    Python 2's tarfile wrote by default), leaving `f` open."""
    check_binary(f, True, who)
    with tarfile.open(fileobj=f, mode="w", format=tarfile.GNU_FORMAT) as tar:
        for name, data in members:
            info = tarfile.TarInfo(name=name)
            info.size = len(data)
            info.mode = 0o644
            tar.addfile(info, io.BytesIO(data))


def read_members(f: IO[bytes], who: str, *, max_member: int = MAX_MEMBER_BYTES,
                 max_total: int = MAX_TOTAL_BYTES) -> dict[str, bytes]:
    """Every member of the tar stream `f` as {name: bytes}, in order, after the checks above."""
    check_binary(f, False, who)
    members: dict[str, bytes] = {}
    total = 0
    try:
        with tarfile.open(fileobj=f, mode="r:") as tar:  # uncompressed, as v2 wrote: no decompression bombs
            for info in tar:
                check_member(info, who, len(members), max_member)
                if info.name in members:
                    raise _fail(who, info.name, "appears twice", "unique")
                total += info.size
                if total > max_total:
                    raise _fail(who, info.name, f"the members add up past the limit of {max_total} bytes", "size")
                members[info.name] = _read_whole(tar, info, who)
    except (tarfile.TarError, EOFError) as err:
        raise ModelFormatError(f"{who}: not a whole tar archive (truncated or damaged?): {err}", where=who,
                               rule="truncated") from None
    except OSError as err:
        raise ModelFormatError(f"{who}: cannot read the tar archive: {err}", where=who, rule="format") from None
    return members


def check_member(info: tarfile.TarInfo, who: str, count: int, max_member: int) -> None:
    if count >= MAX_MEMBERS:
        raise _fail(who, info.name, f"the archive has more than {MAX_MEMBERS} members", "size")
    if not safe_name(info.name):
        raise _fail(who, info.name, "is not a plain relative name (an absolute path, '..', a backslash or a "
                                    "control character): refused rather than trusted", "path")
    if not info.isfile():
        raise _fail(who, info.name, f"is not a regular file (tar type {info.type!r}): links, devices and "
                                    "directories are refused", "type")
    if info.size > max_member:
        raise _fail(who, info.name, f"declares {info.size} bytes, past the limit of {max_member}", "size")


def safe_name(name: str) -> bool:
    """A relative name of plain parts: not absolute, no '..' or '.' or empty part, no backslash
    (a Windows path) and nothing unprintable."""
    parts = name.split("/")
    return (bool(name) and not name.startswith("/") and "\\" not in name
            and all(p not in ("", ".", "..") for p in parts) and name.isprintable())


def _read_whole(tar: tarfile.TarFile, info: tarfile.TarInfo, who: str) -> bytes:
    handle = tar.extractfile(info)
    if handle is None:
        raise _fail(who, info.name, "has no data", "type")
    data = handle.read(info.size + 1)
    if len(data) != info.size:
        raise _fail(who, info.name, f"holds {len(data)} bytes, its header says {info.size}", "truncated")
    return data


def _fail(who: str, member: str, problem: str, rule: str) -> ModelFormatError:
    return ModelFormatError(f"{who}: member {member!r:.80} {problem}", where=f"{who}: {member!r:.80}", rule=rule)


__all__ = ["FileModeError", "check_binary", "write_members", "read_members", "safe_name", "MAX_MEMBER_BYTES",
           "MAX_TOTAL_BYTES"]
