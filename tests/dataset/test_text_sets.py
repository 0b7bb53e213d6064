"""imdb, imikolov, sentiment, wmt14, wmt16 read from miniature files in the published formats."""
from __future__ import annotations

import re

import pytest

from paddle.dataset import common, imdb, imikolov, sentiment, wmt14, wmt16

from .conftest import tar_bytes, zip_bytes


def acl_imdb():
    return tar_bytes({
        "aclImdb/README": b"not a review",
        "aclImdb/train/pos/0_9.txt": b"Great movie, great cast!\n",
        "aclImdb/train/pos/1_8.txt": b"A great film.",
        "aclImdb/train/neg/0_2.txt": b"Bad; bad movie.\r\n",
        "aclImdb/train/unsup/0_0.txt": b"great great great great",
        "aclImdb/test/pos/0_10.txt": b"great",
        "aclImdb/test/neg/0_1.txt": b"Dull movie",
    })


def test_imdb_dictionary_and_readers(publish):
    publish(imdb, "MD5", imdb.URL, acl_imdb(), "imdb")
    every = re.compile(r"aclImdb/((train)|(test))/((pos)|(neg))/.*\.txt$")
    words = imdb.build_dict(every, 1)  # seen more than once: great 4, movie 3, bad 2
    assert words == {"great": 0, "movie": 1, "bad": 2, "<unk>": 3}
    train = list(imdb.train(words)())
    # positives first (label 0), then negatives (label 1); punctuation gone, lower case
    assert train == [([0, 1, 0, 3], 0), ([3, 0, 3], 0), ([2, 2, 1], 1)]
    assert list(imdb.test(words)()) == [([0], 0), ([3, 1], 1)]
    assert imdb.word_dict() == {"<unk>": 0}  # v2's cutoff of 150 keeps none of these words


def ptb():
    return tar_bytes({"./simple-examples/data/ptb.train.txt": b" a b c \n a b\n",
                      "./simple-examples/data/ptb.valid.txt": b" c d \n"})


def test_imikolov_dictionary_ngrams_and_sequences(publish):
    publish(imikolov, "MD5", imikolov.URL, ptb(), "imikolov")
    words = imikolov.build_dict(min_word_freq=1)
    # counts: <s> 3, <e> 3, a 2, b 2, c 2, d 1 (dropped)
    assert words == {"<e>": 0, "<s>": 1, "a": 2, "b": 3, "c": 4, "<unk>": 5}
    assert list(imikolov.train(words, 3)()) == [(1, 2, 3), (2, 3, 4), (3, 4, 0), (1, 2, 3), (2, 3, 0)]
    assert list(imikolov.test(words, 2)()) == [(1, 4), (4, 5), (5, 0)]
    seq = list(imikolov.train(words, 3, data_type=imikolov.DataType.SEQ)())
    assert seq == [([1, 2, 3], [2, 3, 0])]  # '<s> a b c' is longer than 3: skipped
    assert len(list(imikolov.train(words, 0, data_type=imikolov.DataType.SEQ)())) == 2


def test_sentiment_reads_nltk_movie_reviews_layout(home):
    folder = home / "corpora" / "movie_reviews"
    for category, texts in {"neg": ["bad , bad film .", "awful film"], "pos": ["good film !", "great , good"]}.items():
        (folder / category).mkdir(parents=True)
        for i, text in enumerate(texts):
            (folder / category / f"cv00{i}_1.txt").write_text(text)
    words = dict(sentiment.get_word_dict())
    assert words["film"] == 0 and words[","] == 1  # film 3, then ',' bad good 2 (ties by the word)
    data = sentiment.load_sentiment_data()
    assert [label for _, label in data] == [0, 1, 0, 1]  # negative and positive alternate
    assert data[0][0] == [words[w] for w in ["bad", ",", "bad", "film", "."]]
    sentiment._words_of.cache_clear()


def test_sentiment_absent_corpus_names_the_place(home):
    sentiment._words_of.cache_clear()
    with pytest.raises(common.DataFileMissingError, match=re.escape(str(home / "corpora" / "movie_reviews"))):
        sentiment.train()


def wmt14_tarball():
    src = b"<s>\n<e>\n<unk>\nle\nchat\nnoir\n"
    trg = b"<s>\n<e>\n<unk>\nthe\ncat\nblack\n"
    return tar_bytes({"wmt14/src.dict": src, "wmt14/trg.dict": trg,
                      "wmt14/train/train": "le chat noir\tthe black cat\nbroken line\nle chien\tthe dog\n".encode(),
                      "wmt14/test/test": b"chat\tcat\n",
                      "wmt14/gen/gen": b"noir\tblack\n"})


def test_wmt14_readers_and_dictionaries(publish):
    publish(wmt14, "MD5_TRAIN", wmt14.URL_TRAIN, wmt14_tarball(), "wmt14")
    train = list(wmt14.train(6)())
    assert train == [([0, 3, 4, 5, 1], [0, 3, 5, 4], [3, 5, 4, 1]), ([0, 3, 2, 1], [0, 3, 2], [3, 2, 1])]
    # a dictionary cut to 5 words makes the sixth <unk>
    assert list(wmt14.gen(5)()) == [([0, 2, 1], [0, 2], [2, 1])]
    assert list(wmt14.test(6)()) == [([0, 4, 1], [0, 4], [4, 1])]
    src, trg = wmt14.get_dict(6)
    assert src[4] == "chat" and trg[5] == "black"
    assert wmt14.get_dict(6, reverse=False)[0]["chat"] == 4


def test_wmt14_model_is_looked_for_in_the_cache(home):
    with pytest.raises(common.DataFileMissingError, match="wmt14_model.tar.gz"):
        wmt14.model()


def test_wmt16_builds_dictionaries_and_reads_pairs(publish, home):
    archive = tar_bytes({"wmt16/train": "a b a\tx y\nb a\ty y\n".encode(), "wmt16/test": b"a c\tz y\n",
                         "wmt16/val": b"b\tx\n"})
    publish(wmt16, "DATA_MD5", wmt16.DATA_URL, archive, "wmt16", save_name="wmt16.tar.gz")
    train = list(wmt16.train(5, 5)())
    # en: <s> <e> <unk> a(3) b(2); de: <s> <e> <unk> y(3) x(1)
    assert train[0] == ([0, 3, 4, 3, 1], [0, 4, 3], [4, 3, 1])
    assert list(wmt16.test(5, 5)()) == [([0, 3, 2, 1], [0, 2, 3], [2, 3, 1])]
    assert (home / "wmt16" / "en_5.dict").read_text().split() == ["<s>", "<e>", "<unk>", "a", "b"]
    assert wmt16.get_dict("de", 5, reverse=True)[3] == "y"
    de_first = list(wmt16.validation(5, 5, src_lang="de")())
    assert de_first == [([0, 4, 1], [0, 4], [4, 1])]
    with pytest.raises(common.DatasetArgumentError, match="src_lang"):
        wmt16.train(5, 5, src_lang="fr")


def test_zip_helper_is_a_real_zip():
    assert zip_bytes({"a": b"1"})[:2] == b"PK"
