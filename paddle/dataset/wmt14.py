"""WMT-14 French-English, the shrunk set of v2's `paddle.v2.dataset.wmt14`, read from the
published `wmt14.tgz` in `<data home>/wmt14/`: members ending in `src.dict` and `trg.dict` (one
word a line, its id the line number; `<s>`, `<e>`, `<unk>` first) and the corpora ending in
`train/train`, `test/test`, `gen/gen` (one `source<TAB>target` pair a line).

A sample is (source ids with `<s>` and `<e>` around, `<s>` + target ids, target ids + `<e>`),
words beyond the first `dict_size` lines of a dictionary becoming `<unk>` (id 2); pairs whose
source (with its marks) or target has more than 80 ids are skipped, as v2 did.
`model()` reads the trained parameters of v2's pretrained model from the cache.
"""
from __future__ import annotations

import gzip
import tarfile
from typing import IO, Any, Iterator

from .common import DataFormatError, Reader, download, v2_parameters_from_tar

__all__ = ["train", "test", "gen", "get_dict", "model", "convert"]

URL_TRAIN = "http://paddlepaddle.cdn.bcebos.com/demo/wmt_shrinked_data/wmt14.tgz"
MD5_TRAIN = "0791583d57d5beb693b9414c5b36798c"
URL_MODEL = "http://paddlepaddle.bj.bcebos.com/demo/wmt_14/wmt14_model.tar.gz"
MD5_MODEL = "0cb4a5366189b6acba876491c8724fa3"

START = "<s>"
END = "<e>"
UNK = "<unk>"
UNK_IDX = 2
MAX_LENGTH = 80


def _to_dict(stream: IO[bytes], size: int) -> dict[str, int]:
    out: dict[str, int] = {}
    for count, line in enumerate(stream):
        if count >= size:
            break
        out[line.decode("utf-8").strip()] = count
    return out


def _one_member(tar: tarfile.TarFile, suffix: str) -> IO[bytes]:
    names = [m.name for m in tar if m.isfile() and m.name.endswith(suffix)]
    if len(names) != 1:
        raise DataFormatError(f"paddle.dataset.wmt14: {tar.name!s} should hold one member ending in {suffix!r}, "
                              f"found {len(names)}")
    stream = tar.extractfile(names[0])
    assert stream is not None
    return stream


def read_dicts(tar_file: str, dict_size: int) -> tuple[dict[str, int], dict[str, int]]:
    with tarfile.open(tar_file, mode="r") as tar:
        return _to_dict(_one_member(tar, "src.dict"), dict_size), _to_dict(_one_member(tar, "trg.dict"), dict_size)


def reader_creator(tar_file: str, file_name: str, dict_size: int) -> Reader:
    def reader() -> Iterator[tuple[list[int], list[int], list[int]]]:
        src_dict, trg_dict = read_dicts(tar_file, dict_size)
        for mark in (START, END):
            if mark not in trg_dict:
                raise DataFormatError(f"paddle.dataset.wmt14: the target dictionary has no {mark!r} in its first "
                                      f"{dict_size} lines")
        with tarfile.open(tar_file, mode="r") as tar:
            for member in tar:
                if not (member.isfile() and member.name.endswith(file_name)):
                    continue
                stream = tar.extractfile(member)
                assert stream is not None
                for line in stream:
                    pair = line.decode("utf-8").strip().split("\t")
                    if len(pair) != 2:
                        continue
                    src_ids = [src_dict.get(w, UNK_IDX) for w in [START, *pair[0].split(), END]]
                    trg_ids = [trg_dict.get(w, UNK_IDX) for w in pair[1].split()]
                    if len(src_ids) > MAX_LENGTH or len(trg_ids) > MAX_LENGTH:
                        continue
                    yield src_ids, [trg_dict[START], *trg_ids], [*trg_ids, trg_dict[END]]
    return reader


def train(dict_size: int) -> Reader:
    return reader_creator(download(URL_TRAIN, "wmt14", MD5_TRAIN), "train/train", dict_size)


def test(dict_size: int) -> Reader:
    return reader_creator(download(URL_TRAIN, "wmt14", MD5_TRAIN), "test/test", dict_size)


def gen(dict_size: int) -> Reader:
    return reader_creator(download(URL_TRAIN, "wmt14", MD5_TRAIN), "gen/gen", dict_size)


def get_dict(dict_size: int, reverse: bool = True) -> tuple[dict[Any, Any], dict[Any, Any]]:
    """The source and target dictionaries: id -> word (`reverse`, v2's default) or word -> id."""
    src_dict, trg_dict = read_dicts(download(URL_TRAIN, "wmt14", MD5_TRAIN), dict_size)
    if reverse:
        return {v: k for k, v in src_dict.items()}, {v: k for k, v in trg_dict.items()}
    return src_dict, trg_dict


def model() -> Any:
    """v2's pretrained translation parameters (`wmt14_model.tar.gz`, a gzip'ed parameter tar)."""
    with gzip.open(download(URL_MODEL, "wmt14", MD5_MODEL), "rb") as f:
        return v2_parameters_from_tar(f)  # type: ignore[arg-type]


def fetch() -> None:
    download(URL_TRAIN, "wmt14", MD5_TRAIN)
    download(URL_MODEL, "wmt14", MD5_MODEL)


def convert(path: str) -> None:
    """The train and test sets (dictionaries of 30,000 words) as RecordIO files in `path`."""
    from .common import convert as write
    write(path, train(30000), 1000, "wmt14_train")
    write(path, test(30000), 1000, "wmt14_test")
