"""The whole suite reads datasets from an empty cache of its own, so that a user's
~/.cache/paddle/dataset (real MNIST, say) never changes what a test sees."""
from __future__ import annotations

import os
import tempfile

os.environ["PADDLE_DATA_HOME"] = tempfile.mkdtemp(prefix="paddle-test-data-")
