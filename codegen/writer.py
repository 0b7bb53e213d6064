"""Stamping, write-if-changed and staleness: the only module that touches the output folder."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

MARK = "@generated — DO NOT EDIT"
_STAMPED = (".py", ".md", ".json", ".cc", ".h", ".cu")


@dataclass(frozen=True)
class Artifact:
    path: str     # relative to the output folder, posix
    text: str     # the full content, stamp included
    emitter: str  # the codegen module that produced it


def stamp(path: str, emitter: str, sources: list[str]) -> str:
    """The header naming the generator and the op modules a file was produced from."""
    lines = [MARK, f"generator: python -m paddle.codegen ({emitter})",
             "sources: " + (", ".join(sorted(set(sources))) or "(none)")]
    if path.endswith(".md"):
        return "<!-- " + "\n     ".join(lines) + " -->\n"
    if path.endswith((".cc", ".h", ".cu")):
        return "".join(f"// {line}\n" for line in lines)
    return "".join(f"# {line}\n" for line in lines)


def _current(root: Path, artifact: Artifact) -> str | None:
    target = root / artifact.path
    return target.read_text(encoding="utf-8") if target.is_file() else None


def orphans(root: Path, artifacts: list[Artifact]) -> list[Path]:
    """Stamped files in `root` that the generator no longer produces (an op was removed)."""
    wanted = {root / a.path for a in artifacts}
    found = [p for p in root.rglob("*") if p.suffix in _STAMPED and p.is_file() and p not in wanted]
    return sorted(p for p in found if MARK in p.read_text(encoding="utf-8", errors="replace")[:400])


def stale(root: Path, artifacts: list[Artifact]) -> list[str]:
    """Paths that differ from what the generator would write, or should not exist any more."""
    changed = [a.path for a in artifacts if _current(root, a) != a.text]
    return changed + [p.relative_to(root).as_posix() for p in orphans(root, artifacts)]


def write(root: Path, artifacts: list[Artifact]) -> list[str]:
    """Write the artifacts whose content changed, remove orphans; return the paths touched."""
    touched = []
    for a in artifacts:
        if _current(root, a) != a.text:
            target = root / a.path
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(a.text, encoding="utf-8")
            touched.append(a.path)
    for p in orphans(root, artifacts):
        p.unlink()
        touched.append(p.relative_to(root).as_posix())
    return touched
