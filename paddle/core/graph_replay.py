"""A GPU plan whose fed shapes stay fixed, replayed as CUDA graphs (issue 21; the flag cuda_graph).

The plan's steps launch the same kernels on the same addresses every run, so a run can be
recorded once (stream capture) and replayed with one launch instead of a Python dispatch per
kernel. Not every step can be recorded: cupy refuses cuBLAS calls inside a capture, and a step
that reads a value back to the host (dropout's step count, a label check) or copies host data in
cannot be recorded either, since a replay would not repeat what the host did. So the run becomes
pieces (as piecewise graphs are built elsewhere): each maximal stretch of steps that can be
recorded is one graph, and the steps between run as they are ("eager").

Per plan and fixed shapes (`StepGraphs.run`):
1. the first run is plain (kernels compile, caches fill);
2. the second tries each step alone under a capture that is thrown away, then runs it: a step
   whose capture raises is eager;
3. the third captures the stretches and launches each (so it computes the run), runs the eager
   steps between them, and records what the replays need;
4. every later run replays.

Addresses are what a graph remembers, so every array a replay touches must stay where it was:
- the capture allocates from a memory pool of its own, never handed to anyone else, so a value a
  graph writes is not given to another array between replays;
- the values read from outside the plan (fed data, parameters, optimizer state) are copied once
  into arrays of that pool; before each replay a value fed anew is copied into its array;
- state the run replaces (a parameter's update writes a new array) is copied back over the array
  the next replay reads, at the end of the run (in the last graph);
- an eager step's inputs are set back to the arrays the capture run gave it, and its outputs,
  fresh arrays each replay, are copied into the arrays the graphs after it read.

What a caller reads from the scope after a replay lies in those arrays, which the next replay
overwrites: copy a value to keep it (Model.run's fetches are host copies already).
"""
from __future__ import annotations

from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Iterator

from ..errors import OpRunError, PaddleError
from .device import device
from .operator import as_closure
from .tensor import Tensor

if TYPE_CHECKING:
    from .plan import Plan

__all__ = ["StepGraphs"]


@dataclass
class _Eager:
    """A step run as it is within a replay, and the arrays the capture run gave it."""
    index: int                             # in the plan's run_steps
    run: Any                               # the step as a closure
    inputs: list[tuple[Tensor, Any]]       # tensor -> the array it held when the step ran
    outputs: list[tuple[Tensor, Any]]      # tensor -> the array the step wrote (the graphs read it)
    frees: tuple[Tensor, ...] = ()


@dataclass
class _Graph:
    graph: Any                             # cupy.cuda.graph.Graph
    frees: list[Tensor] = field(default_factory=list)  # what the memory plan dropped inside it


class StepGraphs:
    """The replay state of one GPU plan at one set of fed shapes (Plan._revalidate makes a new one)."""

    def __init__(self, plan: Plan) -> None:
        self.plan = plan
        self.runs = 0
        self.eager_at: set[int] = set()
        self.pieces: list[_Graph | _Eager] = []
        self.fed: list[tuple[Tensor, Any]] = []  # external tensor -> its array in the pool
        self.broken = False                       # capture failed: plain runs from now on
        self.xp: Any = None
        self.stream: Any = None
        self.pool: Any = None

    @property
    def captured(self) -> bool:
        return bool(self.pieces)

    def run(self) -> None:
        if self.broken:
            self.plan._run_steps()
            return
        self.runs += 1
        if self.runs == 1:
            self.plan._run_steps()
        elif self.runs == 2:
            self.xp = device("gpu").xp()
            self.stream = self.xp.cuda.Stream(non_blocking=True)
            try:
                self._sort_steps()
            except BaseException:  # a step failed for real (bad data): sort again next run
                self.runs, self.eager_at = 1, set()
                raise
        elif self.runs == 3:
            self._capture()
        else:
            self._replay()

    # --- 2: which steps a capture takes ---------------------------------------------------------
    def _tensors(self) -> list[Tensor]:
        names = {n for op in self.plan.ops for n in (*op.input_names(), *op.output_names())}
        found = (self.plan.scope.find_var(n) for n in sorted(names))
        return [v.tensor for v in found if v is not None]

    def _sort_steps(self) -> None:
        """Run the steps, each first tried under a capture thrown away (it computes nothing, so
        every tensor gets its array back before the step runs for real)."""
        tensors = self._tensors()
        with self._on_stream():
            for k, step in enumerate(self.plan.run_steps):
                held = [(t, t.array) for t in tensors]
                if not self._records(as_closure(step)):
                    self.eager_at.add(k)
                for t, a in held:
                    t.array = a
                self._step(k, as_closure(step))
                self._drop(k)

    def _records(self, run: Any) -> bool:
        self.stream.begin_capture()
        ok = True
        try:
            run()
        except Exception:  # cupy refuses what a capture cannot hold (cuBLAS, host copies, syncs)
            ok = False
        finally:
            try:
                self.stream.end_capture()
            except Exception:  # the capture was invalidated by what the step tried
                ok = False
        return ok

    # --- 3: the capture run -------------------------------------------------------------------
    def _capture(self) -> None:
        xp, plan = self.xp, self.plan
        self.pool = xp.cuda.MemoryPool()
        tensors = self._tensors()
        try:
            with xp.cuda.using_allocator(self.pool.malloc), self._on_stream():
                self.fed = [(t, t.array.copy()) for _, t in plan.external]
                for t, own in self.fed:
                    t.array = own
                try:
                    self._record_pieces(tensors)
                except BaseException:
                    self._abandon_capture()  # before the stream's events are recorded on leaving
                    raise
        except PaddleError:
            self.broken = True
            raise
        except Exception as err:
            self.broken = True
            raise OpRunError(f"recording the net's steps as CUDA graphs failed: {type(err).__name__}: {err}; "
                             f"paddle.set_flags(cuda_graph=False) runs them one by one") from err

    def _abandon_capture(self) -> None:
        if self.stream.is_capturing():
            try:
                self.stream.end_capture()
            except Exception:  # an invalidated capture ends with an error: it is over either way
                pass

    def _record_pieces(self, tensors: list[Tensor]) -> None:
        pieces: list[_Graph | _Eager] = []
        open_graph: _Graph | None = None
        for k, step in enumerate(self.plan.run_steps):
            run = as_closure(step)
            if k in self.eager_at:
                if open_graph is not None:
                    pieces.append(self._close(open_graph))
                    open_graph = None
                pieces.append(self._eager(k, run, tensors))
                continue
            if open_graph is None:
                open_graph = self._open_graph()
            self._step(k, run)
            open_graph.frees.extend(self._drop(k))
        if open_graph is None:
            open_graph = self._open_graph()
        self._copy_state_back()
        pieces.append(self._close(open_graph))
        self.pieces = pieces

    def _open_graph(self) -> _Graph:
        self.stream.begin_capture()
        return _Graph(None)

    def _close(self, piece: _Graph) -> _Graph:
        piece.graph = self.stream.end_capture()
        piece.graph.launch(self.stream)  # the capture run computes too
        return piece

    def _eager(self, k: int, run: Any, tensors: list[Tensor]) -> _Eager:
        inputs = [(t, t.array) for t in self._reads(k, tensors) if t.array is not None]
        before = [t.array for t in tensors]
        self._step(k, run)
        outputs = [(t, t.array) for t, a in zip(tensors, before) if t.array is not a and t.array is not None]
        return _Eager(k, run, inputs, outputs, tuple(self._drop(k)))

    def _reads(self, k: int, tensors: list[Tensor]) -> list[Tensor]:
        """The tensors the k-th step reads: its op's inputs; every tensor for a fused step."""
        plan = self.plan
        i = plan.run_index[k] - plan.begin
        if plan.run_steps[k] is not plan.steps[i]:
            return tensors
        scope = plan.scope
        return [scope.var(n).tensor for n in plan.ops[i].input_names()]

    def _copy_state_back(self) -> None:
        """Inside the last graph: each value read from outside that the run replaced, copied over
        the array the next replay reads; the tensor holds that array again."""
        for t, own in self.fed:
            new = t.array
            if new is own or new is None:
                continue
            if new.shape != own.shape or new.dtype != own.dtype:
                raise OpRunError(f"a run replaced a value read from outside the net by one of shape {new.shape} "
                                 f"{new.dtype} (was {own.shape} {own.dtype}); CUDA graphs need fixed shapes")
            own[...] = new
            t.array = own

    # --- 4: replays -----------------------------------------------------------------------------
    def _replay(self) -> None:
        with self._on_stream():
            for t, own in self.fed:  # what the caller fed anew since the last run
                if t.array is not own:
                    own[...] = t.array
                    t.array = own
            for piece in self.pieces:
                if isinstance(piece, _Graph):
                    piece.graph.launch(self.stream)
                    for t in piece.frees:
                        t.array = None
                    continue
                for t, a in piece.inputs:
                    t.array = a
                self._step(piece.index, piece.run)
                for t, own in piece.outputs:
                    if t.array is not own:
                        own[...] = t.array
                        t.array = own
                for t in piece.frees:
                    t.array = None

    # --- helpers ----------------------------------------------------------------------------------
    def _step(self, k: int, run: Any) -> None:
        try:
            run()
        except PaddleError:
            raise
        except Exception as err:
            raise self.plan._failed(self.plan.run_index[k] - self.plan.begin, err) from err

    def _drop(self, k: int) -> list[Tensor]:
        frees = list(self.plan.run_frees[k]) if self.plan.run_frees else []
        for t in frees:
            t.array = None
        return frees

    @contextmanager
    def _on_stream(self) -> Iterator[None]:
        """Work on the replay stream, ordered after what the caller queued on its stream and
        before what it queues next (the stream does not wait for the default one by itself)."""
        current = self.xp.cuda.get_current_stream()
        self.stream.wait_event(current.record())
        with self.stream:
            yield
        current.wait_event(self.stream.record())
