"""Model methods (seed 003): global functions that add to a model (`model=None`: the default).

They live in paddle.model beside the Model they add to; this module is their public name
for programs written as `from paddle.model_methods import data, backward, optimize`.
"""
from .model import append_layer, append_op, backward, data, optimize, parameter, sgd

__all__ = ["data", "parameter", "append_op", "append_layer", "backward", "optimize", "sgd"]
