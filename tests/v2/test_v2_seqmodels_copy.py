"""The copy task in miniature (tests/v2/seqmodels_copy_task.py): an encoder and an attention
decoder in a recurrent_group learn to copy sequences, and beam_search, reading the trained
parameters into a generating network of its own, produces the copies (the full-size figure:
`python -m tests.v2.seqmodels_copy_task`)."""
from __future__ import annotations

import numpy as np

from tests.v2.seqmodels_copy_task import EOS, generate, samples, token_accuracy, train


def test_attention_decoder_learns_to_copy_and_beam_search_decodes() -> None:
    params = train(samples(400, 0, (3, 5)), passes=8, rate=0.02)
    test = samples(50, 1, (3, 5))
    prob, beams = generate(params, test, beam_size=3)
    assert prob.shape == (50, 3) and len(beams) == 150
    assert np.all(np.diff(prob, axis=1) <= 0)  # each sample's beams best first
    best = beams[::3]
    assert all(b[-1] == EOS for b in best)
    assert token_accuracy(test, best) >= 0.9
