"""A topology: what a tape holds from its start up to some layers (seed 000), as the trainer,
`parameters.create` and `infer` use it; drawn as graphviz DOT.

v2's form is `paddle.topology.Topology(layers=prediction, extra_layers=[...])`: a topology is
whatever its output layers need, in the network (tape segment, see paddle/tape.py) they were
made in. `serialize_for_inference(f)` writes what `paddle.io.load_inference_model(f)` and
`paddle.inference.Inference(parameters, fileobj=f)` run without the program that built it.

A topology may hold unrunnable layers (v2 accepted them, but they could not run:
paddle/v2_deferral.py): it is described (proto, parse_network, dot) as v2 described it; whatever
runs it or sizes its parameters calls `check_runnable`, which raises the first one's kept error.
"""
from __future__ import annotations

import shutil
import subprocess
from typing import IO, Any, Iterable

from paddle.errors import ModelError
from paddle.model import Expression, Model
from paddle.tape import Segment, Tape, TapeItem


class Topology:
    def __init__(self, layers: Any = None, extra_layers: Any = None, skip: Iterable[TapeItem] = ()) -> None:
        """`layers`: the output layer(s); `extra_layers`: more layers it holds although they are no
        outputs (v2's evaluators and side outputs); `skip`: layers (and evaluators) left out
        (seed 000's `paddle.train(g, skip=[d, e])`). The older form `Topology(tape, ends, skip)`
        is still taken."""
        if isinstance(layers, Tape) or (layers is None and isinstance(extra_layers, (list, tuple))):
            layers, extra_layers = extra_layers, None  # Topology(tape, ends, skip)
        ends = _layers("layers", layers) + (_layers("extra_layers", extra_layers) if extra_layers is not None else [])
        if not ends:
            raise ModelError("a topology ends at layers (paddle.layer.*); none were given")
        self.tape, self.ends = ends[0].tape, ends
        self.layers = list(ends)
        self.items = self.tape.topology(self.ends, skip)

    @property
    def segment(self) -> Segment:
        """The network (tape segment) its layers were made in."""
        return self.ends[0].segment

    @property
    def model(self) -> Model:
        return self.segment.model

    @property
    def input_types(self) -> dict[str, Any]:
        """The v2 types of its network's data layers."""
        return self.segment.input_types

    def data_layers(self) -> list[str]:
        """The data layers it reads, in the order they were made."""
        return [i.name for i in self.items if i.layer == "data"]

    def data_type(self) -> list[tuple[str, Any]]:
        """v2's [(data layer name, paddle.data_type)], in the order the layers were made."""
        return [(n, self.input_types[n]) for n in self.data_layers()]

    def get_layer(self, name: str) -> TapeItem:
        """The layer of this topology named `name` (a ModelError listing the names if none is)."""
        from .naming import v2_layer_name
        for item in self.items:
            if name in (item.name, v2_layer_name(item.name)):  # ours or v2's (`__fc_layer_0__`)
                return item
        raise ModelError(f"the topology has no layer named {name!r}; its layers: {[i.name for i in self.items]}")

    def unrunnable(self) -> list[TapeItem]:
        """Its layers that cannot run, in the order they were made."""
        return [i for i in self.items if i.unrunnable is not None]

    def check_runnable(self) -> "Topology":
        """This topology, if every layer of it can run; else the kept typed error of the first
        that cannot (made first: its own mistake, not a layer reading another's), as it was
        when the layer was made, naming that line."""
        for item in self.items:
            if item.unrunnable is not None:
                raise item.unrunnable.raised(item)
        return self

    def fetches(self) -> list[Expression]:
        """Every computed output of the topology (running them runs all of it)."""
        self.check_runnable()
        return self._fetches()

    def _fetches(self) -> list[Expression]:
        return [e for i in self.items if i.layer != "data" and i.unrunnable is None for e in i.expressions()]

    def kept(self) -> list[TapeItem]:
        """The items kept though no end reads them (evaluators)."""
        return [i for i in self.items if i.keep and i not in self.ends]

    def parameter_names(self) -> list[str]:
        self.check_runnable()
        return self.described_parameter_names()

    def described_parameter_names(self) -> list[str]:
        """The parameters its runnable layers read (an unrunnable layer has none yet)."""
        model = self.model
        fetch = self._fetches()
        if not fetch:
            return []
        read = {n for op in model._subnets.get(model.root_net(), fetch).ops for n in op.input_names()}
        return [p for p in model.param_names if p in read]

    def proto(self) -> Any:
        """The topology as a printable, serialisable config (v2's ModelConfig's role)."""
        from .config import network_config
        return network_config(self)

    def serialize_for_inference(self, stream: IO[bytes]) -> None:
        """Write to the binary file `stream` what computes the topology's output layers (their
        forward net, data layers with their v2 types, and the parameters' current values), in
        paddle.io's model format packed as one tar stream; loaded by
        `paddle.io.load_inference_model(stream)` or `paddle.inference.Inference(parameters,
        fileobj=stream)` without this program."""
        from paddle.io.stream import save_inference_model_to_stream
        self.check_runnable()
        save_inference_model_to_stream(stream, list(self.layers), model=self.model)

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


def _layers(argument: str, value: Any) -> list[TapeItem]:
    """A layer or a sequence of layers, as a list; anything else is a ModelError naming it."""
    items = list(value) if isinstance(value, (list, tuple)) else [value]
    for item in items:
        if not isinstance(item, TapeItem):
            raise ModelError(f"Topology: {argument} should be layers (paddle.layer.*), got "
                             f"{type(item).__name__} {item!r}")
    return items


def _escape(text: Any) -> str:
    return str(text).replace("\\", "\\\\").replace('"', '\\"')
