"""v2's PipeReader: the output of a command, read as a stream (e.g. `hadoop fs -cat f`)."""
from __future__ import annotations

import codecs
import subprocess
import zlib
from typing import Any, Iterator

from .errors import ReaderError

__all__ = ["PipeReader"]


class PipeReader:
    """Runs `command` (split on spaces, as v2: no shell) and reads its standard output in chunks
    of `bufsize` bytes; `file_type` 'gzip' decompresses the stream, 'plain' does not.

        for line in PipeReader("cat data.txt").get_line():
            ...

    A command that exits with a non-zero status raises ReaderError once its output is read."""

    def __init__(self, command: str, bufsize: int = 8192, file_type: str = "plain") -> None:
        if not isinstance(command, str):
            raise ReaderError(f"PipeReader: command should be a string, got {command!r}", layer="PipeReader",
                              argument="command", rule="type", value=command)
        if file_type not in ("plain", "gzip"):
            raise ReaderError(f"PipeReader: file_type should be 'plain' or 'gzip', got {file_type!r}",
                              layer="PipeReader", argument="file_type", rule="one of", value=file_type)
        self.command = command
        self.file_type = file_type
        self.bufsize = bufsize
        self.process = subprocess.Popen(command.split(" "), bufsize=bufsize, stdout=subprocess.PIPE)
        # offset 32: accept the gzip header
        self.dec: Any = zlib.decompressobj(32 + zlib.MAX_WBITS) if file_type == "gzip" else None

    def _chunks(self) -> Iterator[bytes]:
        stdout = self.process.stdout
        assert stdout is not None
        while buff := stdout.read(self.bufsize):
            yield self.dec.decompress(buff) if self.dec is not None else buff
        status = self.process.wait()
        if status != 0:
            raise ReaderError(f"PipeReader: the command {self.command!r} exited with status {status}",
                              layer="PipeReader", argument="command", rule="exit status 0", value=status)

    def get_line(self, cut_lines: bool = True, line_break: str = "\n") -> Iterator[Any]:
        """The lines of the output (str, without `line_break`; the last one even without a
        final break), or its chunks of bytes when not `cut_lines`."""
        if not cut_lines:
            yield from self._chunks()
            return
        remained = ""
        text = codecs.getincrementaldecoder("utf-8")()  # a character may straddle two chunks
        for chunk in self._chunks():
            lines = (remained + text.decode(chunk)).split(line_break)
            remained = lines.pop()
            yield from lines
        if remained:
            yield remained
