"""CoNLL-2005 semantic role labelling, test set (v2's `paddle.v2.dataset.conll05`), read from the
published files in `<data home>/conll05st/`: `conll05st-tests.tar.gz` (gzip'ed members
`conll05st-release/test.wsj/words/test.wsj.words.gz`, one word a line, and
`.../props/test.wsj.props.gz`, the verb column and one bracketed-label column per predicate; a
blank line ends a sentence), and the dictionaries `wordDict.txt`, `verbDict.txt`,
`targetDict.txt` (one entry a line) and the embedding `emb`.

`test()` yields one sample per (sentence, predicate), v2's nine fields: word ids, the five
context-word ids (predicate -2..+2, each repeated over the sentence), the predicate id
(repeated), the mark (1 within two words of the predicate) and the label ids (IOB).

Where we differ on purpose: v2 numbered the label tags in the order of a Python 2 `set`; here
they are numbered in sorted order (B-x, I-x per tag, then O), the same on every run.
"""
from __future__ import annotations

import gzip
import tarfile
from typing import Any, Iterable, Iterator

from .common import DataFormatError, Reader, download

__all__ = ["get_dict", "get_embedding", "test", "convert"]

DATA_URL = "http://www.cs.upc.edu/~srlconll/conll05st-tests.tar.gz"
DATA_MD5 = "387719152ae52d60422c016e92a742fc"
WORDDICT_URL = "http://paddlepaddle.bj.bcebos.com/demo/srl_dict_and_embedding/wordDict.txt"
WORDDICT_MD5 = "ea7fb7d4c75cc6254716f0177a506baa"
VERBDICT_URL = "http://paddlepaddle.bj.bcebos.com/demo/srl_dict_and_embedding/verbDict.txt"
VERBDICT_MD5 = "0d2977293bbb6cbefab5b0f97db1e77c"
TRGDICT_URL = "http://paddlepaddle.bj.bcebos.com/demo/srl_dict_and_embedding/targetDict.txt"
TRGDICT_MD5 = "d8c7f03ceb5fc2e5a0fa7503a4353751"
EMB_URL = "http://paddlepaddle.bj.bcebos.com/demo/srl_dict_and_embedding/emb"
EMB_MD5 = "bf436eb0faa1f6f9103017f8be57cdb7"
WORDS_MEMBER = "conll05st-release/test.wsj/words/test.wsj.words.gz"
PROPS_MEMBER = "conll05st-release/test.wsj/props/test.wsj.props.gz"
UNK_IDX = 0


def load_label_dict(filename: str) -> dict[str, int]:
    with open(filename, encoding="utf-8") as f:
        tags = sorted({line.strip()[2:] for line in f if line.strip().startswith(("B-", "I-"))})
    labels: dict[str, int] = {}
    for tag in tags:
        labels["B-" + tag] = len(labels)
        labels["I-" + tag] = len(labels)
    labels["O"] = len(labels)
    return labels


def load_dict(filename: str) -> dict[str, int]:
    with open(filename, encoding="utf-8") as f:
        return {line.strip(): i for i, line in enumerate(f)}


def _bracket_to_iob(column: list[str]) -> list[str]:
    """One predicate's bracketed labels ('(A0*', '*', '*)', '(V*)') as IOB tags."""
    tags: list[str] = []
    current, inside = "O", False
    for label in column:
        if label == "*":
            tags.append("I-" + current if inside else "O")
        elif label == "*)":
            tags.append("I-" + current)
            inside = False
        elif "(" in label:
            current = label[1:label.find("*")]
            tags.append("B-" + current)
            inside = ")" not in label
        else:
            raise DataFormatError(f"paddle.dataset.conll05: unexpected label {label!r} in the props file")
    return tags


def _sentences(words: Iterable[bytes], props: Iterable[bytes]) -> Iterator[tuple[list[str], list[list[str]]]]:
    sentence: list[str] = []
    rows: list[list[str]] = []
    for word_line, prop_line in zip(words, props):
        word, columns = word_line.decode("utf-8").strip(), prop_line.decode("utf-8").split()
        if columns:
            sentence.append(word)
            rows.append(columns)
        elif sentence:
            yield sentence, rows
            sentence, rows = [], []
    if sentence:
        yield sentence, rows


def corpus_reader(data_path: str, words_name: str, props_name: str) -> Reader:
    """(words, predicate, IOB labels) for each predicate of each sentence."""
    def reader() -> Iterator[tuple[list[str], str, list[str]]]:
        with tarfile.open(data_path) as tar:
            streams = []
            for name in (words_name, props_name):
                try:
                    stream = tar.extractfile(name)
                except KeyError:
                    stream = None
                if stream is None:
                    raise DataFormatError(f"paddle.dataset.conll05: {data_path} has no member {name}")
                streams.append(stream)
            with gzip.GzipFile(fileobj=streams[0]) as words, gzip.GzipFile(fileobj=streams[1]) as props:
                for sentence, rows in _sentences(words, props):
                    verbs = [row[0] for row in rows if row[0] != "-"]
                    for i, verb in enumerate(verbs):
                        column = [row[i + 1] if i + 1 < len(row) else "*" for row in rows]
                        yield sentence, verb, _bracket_to_iob(column)
    return reader


def _context(sentence: list[str], verb_index: int, offset: int) -> str:
    at = verb_index + offset
    if at < 0:
        return "bos"
    if at >= len(sentence):
        return "eos"
    return sentence[at]


def reader_creator(corpus: Reader, word_dict: dict[str, int], predicate_dict: dict[str, int],
                   label_dict: dict[str, int]) -> Reader:
    def reader() -> Iterator[tuple[Any, ...]]:
        for sentence, predicate, labels in corpus():
            n = len(sentence)
            if "B-V" not in labels:
                raise DataFormatError(f"paddle.dataset.conll05: predicate {predicate!r} has no (V*) label")
            verb_index = labels.index("B-V")
            mark = [1 if abs(i - verb_index) <= 2 else 0 for i in range(n)]
            contexts = [[word_dict.get(_context(sentence, verb_index, k), UNK_IDX)] * n for k in (-2, -1, 0, 1, 2)]
            word_ids = [word_dict.get(w, UNK_IDX) for w in sentence]
            pred_ids = [predicate_dict.get(predicate)] * n
            label_ids = [label_dict.get(label) for label in labels]
            yield (word_ids, *contexts, pred_ids, mark, label_ids)
    return reader


def get_dict() -> tuple[dict[str, int], dict[str, int], dict[str, int]]:
    """The word, verb and label dictionaries."""
    return (load_dict(download(WORDDICT_URL, "conll05st", WORDDICT_MD5)),
            load_dict(download(VERBDICT_URL, "conll05st", VERBDICT_MD5)),
            load_label_dict(download(TRGDICT_URL, "conll05st", TRGDICT_MD5)))


def get_embedding() -> str:
    """The path of the trained word embedding (a raw float32 file after a 16-byte header)."""
    return download(EMB_URL, "conll05st", EMB_MD5)


def test() -> Reader:
    """The CoNLL-05 test set (the training set is not free; v2 trained on this one)."""
    word_dict, verb_dict, label_dict = get_dict()
    corpus = corpus_reader(download(DATA_URL, "conll05st", DATA_MD5), WORDS_MEMBER, PROPS_MEMBER)
    return reader_creator(corpus, word_dict, verb_dict, label_dict)


def fetch() -> None:
    for url, md5 in ((WORDDICT_URL, WORDDICT_MD5), (VERBDICT_URL, VERBDICT_MD5), (TRGDICT_URL, TRGDICT_MD5),
                     (EMB_URL, EMB_MD5), (DATA_URL, DATA_MD5)):
        download(url, "conll05st", md5)


def convert(path: str) -> None:
    """The test set as RecordIO files in `path` (v2's convert)."""
    from .common import convert as write
    write(path, test(), 1000, "conll05_train")
    write(path, test(), 1000, "conll05_test")
