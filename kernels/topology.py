"""The attributes a whole model is configured with (seed 002's TopologyMeta), validated like
any op's: `paddle.Model(dtype="float64", seed=7)`."""
from __future__ import annotations

from paddle.registry import DataType, Topology

model = (
    Topology("model", "Settings of a whole model: the defaults its layers take.")
    .attribute("dtype", DataType, "the dtype of data layers and parameters not given one").default("float32")
    .one_of([DataType.FLOAT32, DataType.FLOAT64])
    .attribute("seed", int, "the first seed of the parameter initialisers (each parameter takes the next)")
    .default(0).at_least(0)
    .register()
)
