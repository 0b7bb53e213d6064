"""movielens, conll05 and mq2007 read from miniature files in the published formats."""
from __future__ import annotations

import numpy as np
import pytest

from paddle.dataset import common, conll05, movielens, mq2007

from .conftest import gz, tar_bytes, zip_bytes


def ml_1m():
    movies = "1::Toy Story (1995)::Animation|Children's\n2::Café Noir (1990)::Drama\n".encode("latin-1")
    users = b"1::F::1::10::48067\n2::M::56::16::70072\n"
    ratings = b"1::1::5::978300760\n2::2::3::978300761\n1::2::1::978300762\n2::1::4::978300763\n"
    return zip_bytes({"ml-1m/movies.dat": movies, "ml-1m/users.dat": users, "ml-1m/ratings.dat": ratings,
                      "ml-1m/README": b"readme"})


def test_movielens_samples_and_field_helpers(publish):
    movielens._meta_of.cache_clear()
    publish(movielens, "MD5", movielens.URL, ml_1m(), "movielens")
    titles = movielens.get_movie_title_dict()
    assert titles == {"café": 0, "noir": 1, "story": 2, "toy": 3}
    assert movielens.movie_categories() == {"Animation": 0, "Children's": 1, "Drama": 2}
    assert (movielens.max_user_id(), movielens.max_movie_id(), movielens.max_job_id()) == (2, 2, 16)
    assert movielens.user_info()[2].value() == [2, 0, 6, 16]  # male, age 56 is bucket 6
    assert movielens.movie_info()[1].title == "Toy Story "
    everything = list(movielens.train(test_ratio=0.0)())
    assert everything[0] == [1, 1, 0, 10, 1, [0, 1], [3, 2], [5.0]]
    assert everything[1] == [2, 0, 6, 16, 2, [2], [0, 1], [1.0]]
    # the split draws one number a rating from numpy's legacy stream seeded by rand_seed
    draws = np.random.RandomState(3).random_sample(4) < 0.5
    test_users = [s[0] for s in movielens.test(rand_seed=3, test_ratio=0.5)()]
    assert test_users == [u for u, d in zip([1, 2, 1, 2], draws) if d]
    assert len(test_users) + len(list(movielens.train(rand_seed=3, test_ratio=0.5)())) == 4
    movielens._meta_of.cache_clear()


def test_movielens_absent(home):
    with pytest.raises(common.DataFileMissingError, match="ml-1m.zip"):
        movielens.train()


WORDS = b"The\ncat\nsat\n.\n\nDogs\nrun\n\n"
# the verb column, then one bracketed column per predicate; a blank line ends the sentence
PROPS = (b"-    (A0*   (A0*\n"
         b"be   (V*)   *)\n"
         b"sit  *      (V*)\n"
         b"-    (A1*)  *\n"
         b"\n"
         b"-    (A0*)\n"
         b"run  (V*)\n"
         b"\n")


def test_conll05_yields_v2s_nine_fields(publish):
    tarball = tar_bytes({conll05.WORDS_MEMBER: gz(WORDS), conll05.PROPS_MEMBER: gz(PROPS)})
    publish(conll05, "DATA_MD5", conll05.DATA_URL, tarball, "conll05st")
    publish(conll05, "WORDDICT_MD5", conll05.WORDDICT_URL, b"<unk>\nThe\ncat\nsat\n.\nrun\nbos\neos\n", "conll05st")
    publish(conll05, "VERBDICT_MD5", conll05.VERBDICT_URL, b"sit\nrun\nbe\n", "conll05st")
    publish(conll05, "TRGDICT_MD5", conll05.TRGDICT_URL, b"B-A0\nI-A0\nB-V\nB-A1\nI-A1\nO\n", "conll05st")
    words, verbs, labels = conll05.get_dict()
    assert labels == {"B-A0": 0, "I-A0": 1, "B-A1": 2, "I-A1": 3, "B-V": 4, "I-V": 5, "O": 6}
    samples = list(conll05.test()())
    assert len(samples) == 3  # one per predicate: 'be' and 'sit' in the first sentence, 'run' in the second
    assert all(len(s) == 9 for s in samples)
    word_ids, n2, n1, c0, p1, p2, pred, mark, label_ids = samples[0]
    assert word_ids == [1, 2, 3, 4]
    assert (n2, n1, c0, p1, p2) == ([6] * 4, [1] * 4, [2] * 4, [3] * 4, [4] * 4)  # 'bos' before the start
    assert pred == [2] * 4 and mark == [1, 1, 1, 1]
    assert label_ids == [0, 4, 6, 2]  # (A0* (V*) * (A1*) -> B-A0 B-V O B-A1
    word_ids, n2, n1, c0, p1, p2, pred, mark, label_ids = samples[1]
    assert (n2[0], n1[0], c0[0], p1[0], p2[0]) == (1, 2, 3, 4, 7)  # 'eos' past the end
    assert pred == [0] * 4 and label_ids == [0, 1, 4, 6]  # (A0* *) (V*) * -> B-A0 I-A0 B-V O
    word_ids, n2, n1, c0, p1, p2, pred, mark, label_ids = samples[2]
    assert word_ids == [0, 5] and (n2[0], n1[0], c0[0], p1[0], p2[0]) == (6, 0, 5, 7, 7)  # 'Dogs' is unknown
    assert pred == [1, 1] and mark == [1, 1] and label_ids == [0, 4]


def test_conll05_embedding_path(publish):
    path = publish(conll05, "EMB_MD5", conll05.EMB_URL, b"\0" * 16, "conll05st")
    assert conll05.get_embedding() == str(path)


def letor_line(relevance, qid, value):
    features = " ".join(f"{i}:{value:.3f}" for i in range(1, 47))
    return f"{relevance} qid:{qid} {features} #docid = GX{qid}-{relevance}\n"


def test_mq2007_formats(home):
    folder = home / "MQ2007" / "MQ2007" / "Fold1"
    folder.mkdir(parents=True)
    lines = [letor_line(0, 10, 0.1), letor_line(2, 10, 0.2), letor_line(1, 10, 0.3),
             letor_line(0, 11, 0.4), letor_line(0, 11, 0.5), "a short line\n"]
    (folder / "train.txt").write_text("".join(lines))
    pairs = list(mq2007.train())
    # query 11 is all irrelevant: dropped; query 10 ranked 2 > 1 > 0 gives three pairs
    assert len(pairs) == 3
    label, better, worse = pairs[0]
    assert list(label) == [1] and better[0] == pytest.approx(0.2) and worse[0] == pytest.approx(0.3)
    scores, features = next(mq2007.train(format="listwise"))
    assert scores.ravel().tolist() == [2, 1, 0] and features.shape == (3, 46)
    assert next(mq2007.train(format="pointwise"))[0] == 2
    assert next(mq2007.train(format="plain_txt"))[:2] == (10, 2)
    with pytest.raises(common.DataFileMissingError, match="test.txt"):
        next(mq2007.test())
