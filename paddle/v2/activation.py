"""v2's activations (`paddle.activation.Relu()`): each names the registry's activation op that a
layer's `act` attribute takes. The classes and their instances are both accepted."""
from __future__ import annotations


class BaseActivation:
    name = ""

    def __repr__(self) -> str:
        return f"paddle.activation.{type(self).__name__}()"


class Linear(BaseActivation):
    name = "linear"


class Sigmoid(BaseActivation):
    name = "sigmoid"


class Tanh(BaseActivation):
    name = "tanh"


class Relu(BaseActivation):
    name = "relu"


class Softmax(BaseActivation):
    name = "softmax"


Identity = Linear
__all__ = ["BaseActivation", "Linear", "Identity", "Sigmoid", "Tanh", "Relu", "Softmax"]
