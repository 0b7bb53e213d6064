"""The examples reach what their issues promise (run here, in the test suite, not only by hand)."""
from __future__ import annotations

import importlib.util
import pathlib
import sys

import numpy as np
import pytest

EXAMPLES = pathlib.Path(__file__).resolve().parents[2] / "examples"


def _load(name: str):
    spec = importlib.util.spec_from_file_location(f"example_{name}", EXAMPLES / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def test_fit_a_line_beats_the_mean_by_half():
    result = _load("fit_a_line").main(show_progress=False)
    assert result["mse"] <= result["baseline"] / 2, result


def test_recognize_digits_reaches_92_percent():
    assert _load("recognize_digits").main(show_progress=False) >= 0.92


def test_the_books_conv_net_with_networks_reaches_96_percent():
    assert _load("recognize_digits_conv").main(show_progress=False) >= 0.96


def test_lenet_reaches_95_percent():
    assert _load("lenet").main() >= 0.95


def test_an_mlp_on_sklearn_digits_reaches_96_percent():
    assert _load("digits_mlp").main() >= 0.96


def test_an_lstm_reads_mnist_rows_as_sequences_to_90_percent():
    assert _load("sequence_mnist").main(show_progress=False) >= 0.90


def test_the_demo_still_trains_the_spirals(capsys):
    _load("demo").train(epochs=300)
    out = capsys.readouterr().out
    held_out = float(out.split("held-out accuracy ")[1].split("%")[0])
    assert held_out >= 90, out


@pytest.mark.parametrize("name", ["model_expression", "net_builder"])
def test_the_api_style_examples_run(name):
    result = _load(name).main()
    assert np.isfinite(result)
