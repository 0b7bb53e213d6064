"""A topology: what a tape holds from its start up to some layers (seed 000), as the trainer,
`parameters.create` and `infer` use it; drawn as graphviz DOT."""
from __future__ import annotations

import shutil
import subprocess
from typing import Any, Iterable, Sequence

from paddle.errors import ModelError
from paddle.model import Expression, Model
from paddle.tape import Tape, TapeItem


class Topology:
    def __init__(self, tape: Tape, ends: Sequence[TapeItem], skip: Iterable[TapeItem] = ()) -> None:
        for end in ends:
            if not isinstance(end, TapeItem):
                raise ModelError(f"a topology ends at layers (paddle.layer.*), got {type(end).__name__} {end!r}")
        self.tape, self.ends = tape, list(ends)
        self.items = tape.topology(self.ends, skip)

    @property
    def model(self) -> Model:
        return self.tape.model

    def data_layers(self) -> list[str]:
        """The data layers it reads, in the order they were made."""
        return [i.name for i in self.items if i.layer == "data"]

    def fetches(self) -> list[Expression]:
        """Every computed output of the topology (running them runs all of it)."""
        return [e for i in self.items if i.layer != "data" for e in i.expressions()]

    def kept(self) -> list[TapeItem]:
        """The items kept though no end reads them (evaluators)."""
        return [i for i in self.items if i.keep and i not in self.ends]

    def parameter_names(self) -> list[str]:
        model = self.model
        fetch = self.fetches()
        if not fetch:
            return []
        read = {n for op in model._subnets.get(model.root_net(), fetch).ops for n in op.input_names()}
        return [p for p in model.param_names if p in read]

    # --- drawing --------------------------------------------------------------------------------
    def dot(self) -> str:
        """The topology as graphviz DOT: a box per layer, an edge per input, evaluators dashed."""
        lines = ["digraph topology {", "  rankdir=TB;", '  node [shape=box, fontname="Helvetica"];']
        for i in self.items:
            style = ", style=dashed" if i.keep else (", shape=ellipse" if i.layer == "data" else "")
            lines.append(f'  n{i.index} [label="{_escape(i.name)}\\n({_escape(i.layer)})"{style}];')
        for i in self.items:
            lines.extend(f"  n{r.index} -> n{i.index};" for r in i.inputs)
        lines.append("}")
        return "\n".join(lines) + "\n"

    def render(self, path: str, fmt: str = "png") -> bool:
        """Write the drawing to `path` with graphviz's `dot`; False (writing nothing) where it is
        not installed (apt install graphviz)."""
        dot = shutil.which("dot")
        if dot is None:
            return False
        subprocess.run([dot, f"-T{fmt}", "-o", path], input=self.dot().encode(), check=True, timeout=60)
        return True


def _escape(text: Any) -> str:
    return str(text).replace("\\", "\\\\").replace('"', '\\"')
