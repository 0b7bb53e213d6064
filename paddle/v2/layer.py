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

# words and sequences (issue 18): these v2 forms replace the generated ones of the same name
from paddle.v2.layers_seq import *  # noqa: F401,F403,E402
from paddle.v2.layers_words import concat as concat  # noqa: E402
from paddle.v2.layers_words import embedding as embedding  # noqa: E402
from paddle.v2.layers_words import fc as fc  # noqa: E402
from paddle.v2.layers_words import mixed as mixed  # noqa: E402
from paddle.v2.projections import *  # noqa: F401,F403,E402
