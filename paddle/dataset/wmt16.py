"""WMT-16 multimodal English-German (Multi30K, tokenised), v2's `paddle.v2.dataset.wmt16`, read
from the published archive saved as `<data home>/wmt16/wmt16.tar.gz`: members `wmt16/train`,
`wmt16/test`, `wmt16/val`, one `english<TAB>german` pair a line.

The dictionaries are built from the training pairs as v2 did and kept beside the archive
(`<data home>/wmt16/<lang>_<size>.dict`): `<s>`, `<e>`, `<unk>` (ids 0, 1, 2), then the words
most frequent first (ties by the word, so the same on every run), `size` lines in all.
A sample is (`<s>` + source ids + `<e>`, `<s>` + target ids, target ids + `<e>`).
"""
from __future__ import annotations

import collections
import os
import tarfile
from typing import Any, Iterator

from .common import DataFormatError, Reader, bad_argument, download, module_dir

__all__ = ["train", "test", "validation", "get_dict", "fetch", "convert"]

DATA_URL = "http://cloud.dlnel.org/filepub/?uuid=46a0808e-ddd8-427c-bacd-0dbc6d045fed"
DATA_MD5 = "0c38be43600334966403524a40dcd81e"
SAVE_NAME = "wmt16.tar.gz"
TOTAL_EN_WORDS = 11250
TOTAL_DE_WORDS = 19220
START_MARK = "<s>"
END_MARK = "<e>"
UNK_MARK = "<unk>"


def _archive() -> str:
    return download(DATA_URL, "wmt16", DATA_MD5, SAVE_NAME)


def _pairs(tar_file: str, member: str) -> Iterator[list[str]]:
    with tarfile.open(tar_file, mode="r") as tar:
        try:
            stream = tar.extractfile(member)
        except KeyError:
            stream = None
        if stream is None:
            raise DataFormatError(f"paddle.dataset.wmt16: {tar_file} has no member {member}")
        for line in stream:
            pair = line.decode("utf-8").strip().split("\t")
            if len(pair) == 2:
                yield pair


def _build_dict(tar_file: str, dict_size: int, save_path: str, lang: str) -> None:
    freq: collections.Counter[str] = collections.Counter()
    for pair in _pairs(tar_file, "wmt16/train"):
        freq.update(pair[0 if lang == "en" else 1].split())
    words = [w for w, _ in sorted(freq.items(), key=lambda wc: (-wc[1], wc[0]))][:max(dict_size - 3, 0)]
    os.makedirs(os.path.dirname(save_path), exist_ok=True)
    with open(save_path, "w", encoding="utf-8") as out:
        out.write("".join(f"{w}\n" for w in [START_MARK, END_MARK, UNK_MARK, *words]))


def _load_dict(tar_file: str, dict_size: int, lang: str, reverse: bool = False) -> dict[Any, Any]:
    path = str(module_dir("wmt16") / f"{lang}_{dict_size}.dict")
    if not os.path.exists(path) or _line_count(path) != dict_size:
        _build_dict(tar_file, dict_size, path, lang)
    with open(path, encoding="utf-8") as f:
        words = [line.strip() for line in f]
    return dict(enumerate(words)) if reverse else {w: i for i, w in enumerate(words)}


def _line_count(path: str) -> int:
    with open(path, "rb") as f:
        return sum(1 for _ in f)


def _sizes(src_dict_size: int, trg_dict_size: int, src_lang: str) -> tuple[int, int]:
    if src_lang not in ("en", "de"):
        raise bad_argument("paddle.dataset.wmt16", "src_lang", "'en' or 'de'", src_lang,
                           f"src_lang should be 'en' (English) or 'de' (German), got {src_lang!r}")
    en_first = src_lang == "en"
    return (min(src_dict_size, TOTAL_EN_WORDS if en_first else TOTAL_DE_WORDS),
            min(trg_dict_size, TOTAL_DE_WORDS if en_first else TOTAL_EN_WORDS))


def reader_creator(tar_file: str, file_name: str, src_dict_size: int, trg_dict_size: int, src_lang: str) -> Reader:
    def reader() -> Iterator[tuple[list[int], list[int], list[int]]]:
        src_dict = _load_dict(tar_file, src_dict_size, src_lang)
        trg_dict = _load_dict(tar_file, trg_dict_size, "de" if src_lang == "en" else "en")
        start, end, unk = src_dict[START_MARK], src_dict[END_MARK], src_dict[UNK_MARK]
        src_col = 0 if src_lang == "en" else 1
        for pair in _pairs(tar_file, file_name):
            src_ids = [start, *(src_dict.get(w, unk) for w in pair[src_col].split()), end]
            trg_ids = [trg_dict.get(w, unk) for w in pair[1 - src_col].split()]
            yield src_ids, [start, *trg_ids], [*trg_ids, end]
    return reader


def _reader(member: str, src_dict_size: int, trg_dict_size: int, src_lang: str) -> Reader:
    src_size, trg_size = _sizes(src_dict_size, trg_dict_size, src_lang)
    return reader_creator(_archive(), member, src_size, trg_size, src_lang)


def train(src_dict_size: int, trg_dict_size: int, src_lang: str = "en") -> Reader:
    return _reader("wmt16/train", src_dict_size, trg_dict_size, src_lang)


def test(src_dict_size: int, trg_dict_size: int, src_lang: str = "en") -> Reader:
    return _reader("wmt16/test", src_dict_size, trg_dict_size, src_lang)


def validation(src_dict_size: int, trg_dict_size: int, src_lang: str = "en") -> Reader:
    return _reader("wmt16/val", src_dict_size, trg_dict_size, src_lang)


def get_dict(lang: str, dict_size: int, reverse: bool = False) -> dict[Any, Any]:
    """The dictionary of `lang` ('en' or 'de'): word -> id, or id -> word when `reverse`."""
    if lang not in ("en", "de"):
        raise bad_argument("paddle.dataset.wmt16.get_dict", "lang", "'en' or 'de'", lang,
                           f"lang should be 'en' or 'de', got {lang!r}")
    dict_size = min(dict_size, TOTAL_EN_WORDS if lang == "en" else TOTAL_DE_WORDS)
    return _load_dict(_archive(), dict_size, lang, reverse)


def fetch() -> None:
    _archive()


def convert(path: str, src_dict_size: int, trg_dict_size: int, src_lang: str) -> None:
    """The train, test and validation sets as RecordIO files in `path` (v2's convert)."""
    from .common import convert as write
    write(path, train(src_dict_size, trg_dict_size, src_lang), 1000, "wmt16_train")
    write(path, test(src_dict_size, trg_dict_size, src_lang), 1000, "wmt16_test")
    write(path, validation(src_dict_size, trg_dict_size, src_lang), 1000, "wmt16_validation")
