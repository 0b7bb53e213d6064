"""v2's layers (`paddle.layer`): data layers, and every user-facing layer of the registry with v2's
argument names (generated: paddle/generated/v2_layers.py)."""
from __future__ import annotations

from paddle.generated.v2_layers import *  # noqa: F403  (the generated v2 API is this module's API)
from paddle.v2_support import LayerOutput as LayerOutput
from paddle.v2_support import data as data

from paddle.v2.recurrent import first_seq as first_seq
from paddle.v2.recurrent import last_seq as last_seq
from paddle.v2.recurrent import memory as memory
from paddle.v2.recurrent import recurrent_group as recurrent_group

from paddle.v2.config import parse_network as parse_network  # the topology as a config
from paddle.v2.costs import classification_cost as _classification_cost

classification_cost = _classification_cost  # type: ignore[assignment]  # attaches its evaluator, as v2
