"""`import paddle.v2.reader` (and `paddle.v2.reader.creator`, `.decorator`) as module paths: the
one implementation is `paddle.reader`, registered here under v2's names."""
from __future__ import annotations

import sys

import paddle.reader as _reader
from paddle.reader import creator, decorator, errors, pipe, recordio_file, state

for _name, _module in (("creator", creator), ("decorator", decorator), ("errors", errors), ("pipe", pipe),
                      ("recordio_file", recordio_file), ("state", state)):
    sys.modules[f"{__name__}.{_name}"] = _module
sys.modules[__name__] = _reader
