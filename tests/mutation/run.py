"""Mutation run: plant each bug of `mutants.py` in a clean clone and check that the tests fail.

    .venv/bin/python tests/mutation/run.py [--jobs N] [--only NAME[,NAME]] [--list] [--min 0.97]

The working tree is never touched: the committed HEAD of this repository is cloned into a
temporary folder (one clone per job), the clone gets its own light virtual environment (the
packages of this repository's `.venv`, reached through a .pth file, plus an editable install of
the clone itself, which builds the C++ extension once), and then, for each mutant:

1. the patch is applied (its old text must occur exactly once, else the mutant is STALE);
2. a C++ mutant rebuilds the extension (incrementally; the next mutant rebuilds the original);
3. a mutant of something the generator reads is followed by `python -m paddle.codegen`, as a
   developer regenerates before `make test` (see REGENERATE);
4. the mutant's tests run (`HYPOTHESIS_PROFILE=ci`, derandomized), stopping at the first failure;
5. the clone is reset (`git checkout . && git clean -fd`; ignored build outputs stay).

Verdicts: CAUGHT (a test failed, or the generator or the test collection refused the mutant),
SURVIVED (every selected test passed), STALE (the patch no longer applies), ERROR (the harness
failed: a build error, no tests collected). The caught fraction is CAUGHT / (CAUGHT + SURVIVED);
the exit status is 1 below --min, 2 when a mutant is STALE or ERROR or there are fewer than
--min-mutants, else 0. `--confirm` re-runs each survivor against the whole suite.
"""
from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from mutants import MUTANTS, Mutant

REPO = Path(__file__).resolve().parents[2]

# Categories whose mutants change what the generator reads (declarations, the meaning of a
# constraint, the generator itself): `make test` would refuse the stale generated files, so a
# developer regenerates first, and so do we. Kernel bodies, the runtime and the test support
# never reach generated/, so their mutants run against the checked-in generated tests; a
# mutant elsewhere that shifts line numbers (which the stamps record) regenerates too.
REGENERATE = {"constraint", "shape_dtype", "codegen"}

# Packages of the source venv that must not leak into a clone's environment: they are the
# source checkout's own editable install, which would import the original code, not the mutant.
OWN_INSTALL = re.compile(r"^(paddle|paddle_refactor.*|_editable_skbc_paddle_refactor.*|__editable__.*)$")

STEP_TIMEOUT = 900  # seconds: a mutant that makes a test hang counts as caught (by the timeout)


@dataclass
class Result:
    mutant: Mutant
    verdict: str  # CAUGHT, SURVIVED, STALE, ERROR
    detail: str = ""
    seconds: float = 0.0
    confirmed: str = ""  # for survivors re-run with --confirm: what the whole suite said


# --- the sandbox: one clone with its own environment --------------------------------------------

def run(cmd: list[str], cwd: Path, env: dict[str, str] | None = None,
        timeout: float = STEP_TIMEOUT) -> subprocess.CompletedProcess[str]:
    return subprocess.run(cmd, check=False, cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout)


def source_venv() -> Path:
    """The repository's .venv, whose packages (torch, hypothesis, the build tools) clones reuse."""
    venv = REPO / ".venv"
    if not (venv / "bin" / "python").exists():
        sys.exit(f"{venv} not found: run `make setup` in {REPO} first")
    return venv


def site_packages(venv: Path) -> Path:
    out = run([str(venv / "bin" / "python"), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
              REPO)
    return Path(out.stdout.strip())


class Sandbox:
    """A clone of the repository's HEAD in `root`, with a venv that installs it editable."""

    def __init__(self, root: Path, source: Path) -> None:
        self.root, self.source = root, source
        self.clone, self.venv = root / "clone", root / "venv"
        self.python = str(self.venv / "bin" / "python")
        self.built_cpp = ""  # the C++ sources the extension was last built from

    def env(self) -> dict[str, str]:
        env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "VIRTUAL_ENV"))}
        path = f"{self.venv / 'bin'}{os.pathsep}{self.source / 'bin'}{os.pathsep}{env.get('PATH', '')}"
        return {**env, "PATH": path, "VIRTUAL_ENV": str(self.venv), "HYPOTHESIS_PROFILE": "ci"}

    def create(self) -> None:
        self._check(run(["git", "clone", "--quiet", str(REPO), str(self.clone)], self.root), "git clone")
        # a venv made by a venv's python is based on the same base interpreter
        self._check(run([sys.executable, "-m", "venv", str(self.venv)], self.root), "venv")
        self._link_packages()
        self.build()

    def _link_packages(self) -> None:
        """The source venv's packages, minus its own install, through a .pth in the new venv
        (a .pth line adds a folder to sys.path; .pth files inside that folder are not run,
        so the source checkout's editable finder stays out)."""
        deps = self.root / "deps"
        deps.mkdir()
        for entry in site_packages(self.source).iterdir():
            if not OWN_INSTALL.match(entry.name):
                (deps / entry.name).symlink_to(entry)
        # tools that find their binary beside their package (`python -m ruff` looks in <package>/../bin)
        (deps / "bin").symlink_to(self.source / "bin")
        target = Path(run([self.python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                          self.root).stdout.strip())
        (target / "zz_source_venv_packages.pth").write_text(f"{deps}\n")

    def build(self) -> None:
        """(Re)install the clone editable: builds the C++ extension, incrementally in clone/build."""
        cmd = [self.python, "-m", "pip", "--disable-pip-version-check", "install", "-q", "--no-deps",
               "--no-build-isolation", "-e", "."]
        self._check(run(cmd, self.clone, self.env()), "pip install -e (C++ build)")
        self.built_cpp = self.cpp_state()

    def cpp_state(self) -> str:
        files = [f for folder in ("kernels/cpp", "generated/cpp") for f in sorted((self.clone / folder).glob("*"))]
        return "".join(f.name + f.read_text() for f in files if f.suffix in (".cc", ".h"))

    def reset(self) -> None:
        self._check(run(["git", "checkout", "-q", "--", "."], self.clone), "git checkout")
        self._check(run(["git", "clean", "-fdq"], self.clone), "git clean")

    @staticmethod
    def _check(proc: subprocess.CompletedProcess[str], what: str) -> None:
        if proc.returncode != 0:
            raise RuntimeError(f"{what} failed ({proc.returncode}):\n{proc.stdout[-3000:]}\n{proc.stderr[-3000:]}")


# --- one mutant -------------------------------------------------------------------------------

def apply(box: Sandbox, mutant: Mutant) -> str | None:
    """Plant the mutant; None, or why it is STALE."""
    path = box.clone / mutant.file
    if not path.exists():
        return f"{mutant.file} does not exist"
    text = path.read_text()
    count = text.count(mutant.old)
    if count != 1:
        return f"old text occurs {count} times in {mutant.file}"
    path.write_text(text.replace(mutant.old, mutant.new))
    return None


def needs_regeneration(mutant: Mutant) -> bool:
    shifts_lines = mutant.old.count("\n") != mutant.new.count("\n")
    return mutant.category in REGENERATE or shifts_lines


def pytest_cmd(box: Sandbox, tests: tuple[str, ...], first_failure: bool) -> list[str]:
    stop = ["-x"] if first_failure else []
    return [box.python, "-m", "pytest", "-p", "no:cacheprovider", "-q", "--no-header", "-rf", *stop, *tests]


def failed_tests(output: str) -> list[str]:
    return re.findall(r"^(?:FAILED|ERROR) (\S+)", output, flags=re.MULTILINE)


def run_tests(box: Sandbox, tests: tuple[str, ...], first_failure: bool = True) -> tuple[str, str]:
    """(verdict, detail) of running `tests` in the clone."""
    try:
        proc = run(pytest_cmd(box, tests, first_failure), box.clone, box.env())
    except subprocess.TimeoutExpired:
        return "CAUGHT", f"tests timed out after {STEP_TIMEOUT}s"
    out = proc.stdout + proc.stderr
    if proc.returncode == 0:
        return "SURVIVED", ""
    if proc.returncode == 1:
        return "CAUGHT", ", ".join(failed_tests(out)[:3]) or _tail(out)
    if proc.returncode == 2:  # interrupted: an import or collection error, i.e. the mutant broke loading
        return "CAUGHT", "collection error: " + (", ".join(failed_tests(out)[:2]) or _tail(out))
    return "ERROR", f"pytest exit {proc.returncode}: {_tail(out)}"


def _tail(text: str, lines: int = 2) -> str:
    return " | ".join(line.strip() for line in text.strip().splitlines()[-lines:])


def regenerate(box: Sandbox) -> str | None:
    """Run the generator; None, or the reason it refused (the registry rejects a bad declaration)."""
    proc = run([box.python, "-m", "paddle.codegen"], box.clone, box.env())
    return None if proc.returncode == 0 else "generator refused: " + _tail(proc.stdout + proc.stderr, 1)


def try_mutant(box: Sandbox, mutant: Mutant, first_failure: bool) -> Result:
    start = time.monotonic()
    result = _try(box, mutant, first_failure)
    result.seconds = time.monotonic() - start
    box.reset()
    return result


def _try(box: Sandbox, mutant: Mutant, first_failure: bool) -> Result:
    stale = apply(box, mutant)
    if stale is not None:
        return Result(mutant, "STALE", stale)
    if box.cpp_state() != box.built_cpp:  # a C++ mutant, or the original after one
        try:
            box.build()
        except RuntimeError as err:
            return Result(mutant, "ERROR", "C++ build failed: " + _tail(str(err), 3))
    if needs_regeneration(mutant):
        refused = regenerate(box)
        if refused is not None:
            return Result(mutant, "CAUGHT", refused)
        if box.cpp_state() != box.built_cpp:  # a declaration the generator turned into C++ (fused kernels)
            try:
                box.build()
            except RuntimeError as err:
                return Result(mutant, "ERROR", "C++ build failed: " + _tail(str(err), 3))
    verdict, detail = run_tests(box, mutant.tests, first_failure)
    return Result(mutant, verdict, detail)


def confirm(box: Sandbox, result: Result) -> None:
    """Re-run a survivor against the whole suite (pyproject's testpaths)."""
    apply(box, result.mutant)
    if box.cpp_state() != box.built_cpp:
        box.build()
    if needs_regeneration(result.mutant):
        regenerate(box)
        if box.cpp_state() != box.built_cpp:
            box.build()
    verdict, detail = run_tests(box, ())
    survived = verdict == "SURVIVED"
    result.confirmed = "survives the whole suite" if survived else f"{verdict} by the whole suite: {detail}"
    box.reset()


# --- the run --------------------------------------------------------------------------------

@dataclass
class Pool:
    """Sandboxes handed out to worker threads, one at a time each."""
    boxes: list[Sandbox]
    lock: threading.Lock = field(default_factory=threading.Lock)

    def take(self) -> Sandbox:
        with self.lock:
            return self.boxes.pop()

    def give(self, box: Sandbox) -> None:
        with self.lock:
            self.boxes.append(box)


def make_sandboxes(root: Path, jobs: int) -> list[Sandbox]:
    source = source_venv()
    boxes = [Sandbox(root / f"job{i}", source) for i in range(jobs)]
    for box in boxes:
        box.root.mkdir(parents=True)
    with ThreadPoolExecutor(jobs) as ex:
        list(ex.map(Sandbox.create, boxes))
    return boxes


def baseline(box: Sandbox, mutants: list[Mutant]) -> None:
    """Every selected test passes on the unmutated clone: otherwise a "catch" means nothing."""
    tests = tuple(dict.fromkeys(t for mu in mutants for t in mu.tests))
    verdict, detail = run_tests(box, tests, first_failure=False)
    if verdict != "SURVIVED":
        sys.exit(f"baseline: the selected tests do not pass on the unmutated clone ({verdict}): {detail}")


def run_all(boxes: list[Sandbox], mutants: list[Mutant], first_failure: bool) -> list[Result]:
    pool = Pool(list(boxes))

    def work(mu: Mutant) -> Result:
        box = pool.take()
        try:
            r = try_mutant(box, mu, first_failure)
        finally:
            pool.give(box)
        print(f"  {r.verdict:8} {mu.name:42} {r.seconds:6.1f}s  {r.detail[:110]}", flush=True)
        return r

    with ThreadPoolExecutor(len(boxes)) as ex:
        return list(ex.map(work, mutants))


def summary(results: list[Result]) -> tuple[int, int, int]:
    caught = sum(r.verdict == "CAUGHT" for r in results)
    survived = sum(r.verdict == "SURVIVED" for r in results)
    broken = sum(r.verdict in ("STALE", "ERROR") for r in results)
    return caught, survived, broken


def markdown(results: list[Result], wall: float, head: str) -> str:
    caught, survived, broken = summary(results)
    rate = caught / max(caught + survived, 1)
    title = (f"Commit `{head}`: **{caught} of {caught + survived} mutants caught ({rate:.1%})**, "
             f"{survived} survived, {broken} stale/error; wall time {wall / 60:.1f} min.")
    lines = [title, "",
             "| # | mutant | category | file | verdict | caught by / note |", "|---|---|---|---|---|---|"]
    for i, r in enumerate(results, 1):
        note = (r.detail or r.mutant.why) + (f" ({r.confirmed})" if r.confirmed else "")
        note = note.replace("|", "\\|")
        lines.append(f"| {i} | `{r.mutant.name}` | {r.mutant.category} | {r.mutant.file} | {r.verdict} | {note} |")
    return "\n".join(lines) + "\n"


def parse_args(argv: list[str]) -> argparse.Namespace:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--jobs", type=int, default=1, help="parallel clones (each builds its own extension)")
    p.add_argument("--only", default="", help="comma-separated mutant names or categories")
    p.add_argument("--list", action="store_true", help="list the mutants and exit")
    p.add_argument("--min", type=float, default=0.97, help="the least caught fraction for exit status 0")
    p.add_argument("--min-mutants", type=int, default=50, help="the least number of mutants a full run needs")
    p.add_argument("--confirm", action="store_true", help="re-run each survivor against the whole suite")
    p.add_argument("--all-failures", action="store_true", help="run every selected test, not up to the first failure")
    p.add_argument("--no-baseline", action="store_true", help="skip the check that the selected tests pass unmutated")
    p.add_argument("--report", type=Path, help="also write the results as a markdown table to this file")
    p.add_argument("--keep", action="store_true", help="keep the temporary clones (their path is printed)")
    return p.parse_args(argv)


def select(only: str) -> list[Mutant]:
    if not only:
        return list(MUTANTS)
    wanted = set(only.split(","))
    chosen = [mu for mu in MUTANTS if mu.name in wanted or mu.category in wanted]
    unknown = wanted - {mu.name for mu in chosen} - {mu.category for mu in chosen}
    if unknown:
        sys.exit(f"unknown mutants or categories: {sorted(unknown)}")
    return chosen


def list_mutants(mutants: list[Mutant]) -> int:
    """Print the table, checking each patch against the working tree (read only)."""
    stale = 0
    for mu in mutants:
        path = REPO / mu.file
        count = path.read_text().count(mu.old) if path.exists() else 0
        stale += count != 1
        flags = ("  regenerates" if needs_regeneration(mu) else "") + ("" if count == 1 else f"  STALE ({count}x)")
        print(f"{mu.name:42} {mu.category:12} {mu.file}{flags}\n    {mu.why}")
    print(f"{len(mutants)} mutants, {stale} stale")
    return 2 if stale else 0


def head_commit() -> str:
    head = run(["git", "rev-parse", "--short", "HEAD"], REPO).stdout.strip()
    dirty = run(["git", "status", "--porcelain", "--untracked-files=no"], REPO).stdout.strip()
    if dirty:
        print(f"note: uncommitted changes in {REPO} are not part of the run (the clone is of HEAD {head})")
    return head


def main(argv: list[str]) -> int:
    args = parse_args(argv)
    mutants = select(args.only)
    if args.list:
        return list_mutants(mutants)
    start, head = time.monotonic(), head_commit()
    root = Path(tempfile.mkdtemp(prefix="paddle-mutation-"))
    try:
        print(f"setting up {args.jobs} clone(s) of {head} in {root} ...", flush=True)
        boxes = make_sandboxes(root, args.jobs)
        print(f"  ready in {time.monotonic() - start:.0f}s", flush=True)
        if not args.no_baseline:
            t = time.monotonic()
            baseline(boxes[0], mutants)
            print(f"  baseline: the selected tests pass unmutated ({time.monotonic() - t:.0f}s)", flush=True)
        results = run_all(boxes, mutants, not args.all_failures)
        if args.confirm:
            for r in (r for r in results if r.verdict == "SURVIVED"):
                confirm(boxes[0], r)
                print(f"  confirm  {r.mutant.name:42} {r.confirmed}", flush=True)
        return finish(args, results, time.monotonic() - start, head, len(mutants) == len(MUTANTS))
    finally:
        if args.keep:
            print(f"clones kept in {root}")
        else:
            shutil.rmtree(root, ignore_errors=True)


def finish(args: argparse.Namespace, results: list[Result], wall: float, head: str, full: bool) -> int:
    caught, survived, broken = summary(results)
    rate = caught / max(caught + survived, 1)
    print()
    print(markdown(results, wall, head))
    if args.report:
        args.report.write_text(markdown(results, wall, head))
    for r in results:
        if r.verdict != "CAUGHT":
            print(f"{r.verdict}: {r.mutant.name} ({r.mutant.file}): {r.mutant.why}. {r.detail} {r.confirmed}")
    print(f"\n{caught}/{caught + survived} caught ({rate:.1%}), {broken} stale/error, wall {wall / 60:.1f} min")
    if broken or (full and len(results) < args.min_mutants):
        return 2
    return 0 if rate >= args.min else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
