"""v2's activations (`paddle.activation.Relu()`): each names the registry op (or composed layer)
that a layer's `act` attribute takes. The classes and their instances are both accepted.

v2's whole list: Tanh, Sigmoid, Softmax, SequenceSoftmax, Identity / Linear, Exp, Log, Abs,
Square, Sqrt, Reciprocal, SoftSign, Relu, BRelu (relu clipped at 24), SoftRelu (log(1 + e^x),
x clipped to +-40), STanh (1.7159 tanh(2/3 x)); Base is their base class.
"""
from __future__ import annotations


class BaseActivation:
    """An activation: `name` is the registry op (or composed layer) that computes it."""
    name = ""

    def __repr__(self) -> str:
        return f"paddle.activation.{type(self).__name__}()"


class Linear(BaseActivation):
    """f(x) = x."""
    name = "linear"


class Sigmoid(BaseActivation):
    """f(x) = 1 / (1 + e^-x)."""
    name = "sigmoid"


class Tanh(BaseActivation):
    """f(x) = tanh(x)."""
    name = "tanh"


class Relu(BaseActivation):
    """f(x) = max(x, 0)."""
    name = "relu"


class Softmax(BaseActivation):
    """Each row's exponentials over their sum."""
    name = "softmax"


class SequenceSoftmax(BaseActivation):
    """Softmax over the steps of each sequence (one value per step)."""
    name = "sequence_softmax"


class Exp(BaseActivation):
    """f(x) = e^x."""
    name = "exp"


class Log(BaseActivation):
    """f(x) = ln(x)."""
    name = "log"


class Abs(BaseActivation):
    """f(x) = |x|."""
    name = "abs"


class Square(BaseActivation):
    """f(x) = x^2."""
    name = "square"


class Sqrt(BaseActivation):
    """f(x) = sqrt(x)."""
    name = "sqrt"


class Reciprocal(BaseActivation):
    """f(x) = 1 / x."""
    name = "reciprocal"


class SoftSign(BaseActivation):
    """f(x) = x / (1 + |x|)."""
    name = "softsign"


class BRelu(BaseActivation):
    """f(x) = min(max(x, 0), 24) (v2's bounded relu)."""
    name = "brelu"


class SoftRelu(BaseActivation):
    """f(x) = ln(1 + e^x), x clipped to [-40, 40] first (v2's)."""
    name = "soft_relu"


class STanh(BaseActivation):
    """f(x) = 1.7159 tanh(2/3 x) (LeCun's scaled tanh, v2's constants)."""
    name = "stanh"


Identity = Linear
Base = BaseActivation
__all__ = ["BaseActivation", "Base", "Linear", "Identity", "Sigmoid", "Tanh", "Relu", "Softmax", "SequenceSoftmax",
           "Exp", "Log", "Abs", "Square", "Sqrt", "Reciprocal", "SoftSign", "BRelu", "SoftRelu", "STanh"]
