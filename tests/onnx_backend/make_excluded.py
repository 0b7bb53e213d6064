"""Rewrite excluded.py from a run of every node case whose ops the backend claims:
`python -m tests.onnx_backend.make_excluded` (then read the diff: a new reason, or a case that
used to pass, wants a look before it is committed). Failures are grouped by kind, each kind
with its reason; an unknown kind is written as 'uncategorised: <error>' for a person to word."""
from __future__ import annotations

import re
import textwrap
import warnings
from collections import defaultdict
from pathlib import Path

from paddle.registry import default_registry

from . import excluded
from .test_backend_nodes import CLAIMED, OPS, run_case

# (a pattern of the error, the reason): none today, every claimed case passes; a failure to come is
# written as 'uncategorised: <error>' until a person words its kind here
KINDS: list[tuple[str, str]] = []

# cases whose failure message alone does not say why (a numeric difference): their reason by name
CASE_REASONS: dict[str, str] = {}


def reason(error: str) -> str:
    held = re.search(r"of dtype (\S+): a tensor holds one of", error)
    if held:
        if held.group(1) == "object":
            return "strings: a tensor here holds numbers and bools only"
        return f"{held.group(1)} tensors: not a dtype a tensor here holds"
    cast = re.search(r"cast layer's out_dtype .* got str '(\w+)'", error)
    if cast:
        return f"Cast to {cast.group(1)}: not a dtype a tensor here holds"
    refused = re.search(r"maps to op '(\w+)', which refuses its inputs: .* input (\S+) should have dtype .*got (\w+)",
                        error)
    if refused:
        op, slot, got = refused.groups()
        dtypes = "/".join(d.value for d in default_registry().function(op).input(slot).dtypes)
        fed = " computed from the feeds" if got[0] in "iu" else ""  # fixed integers go through float64
        return f"{got} values{fed} reach our op {op} (declared for {dtypes})"
    for pattern, why in KINDS:
        if re.search(pattern, error):
            return why
    return "uncategorised: " + re.sub(r"'v\d+'|#\d+", "#", error)[:150]


def main() -> None:
    warnings.filterwarnings("ignore")
    groups: dict[str, list[str]] = defaultdict(list)
    for name, ops in OPS.items():
        if ops <= CLAIMED:
            error = run_case(name)
            if error is not None:
                groups[CASE_REASONS.get(name) or reason(error)].append(name)
    body = []
    for why, cases in sorted(groups.items()):
        names = textwrap.fill(" ".join(f'"{n}",' for n in sorted(cases)), 100, initial_indent=" " * 8,
                              subsequent_indent=" " * 8, break_on_hyphens=False, break_long_words=False)
        body.append(f"    {why!r}: (\n{names}\n    ),")
    path = Path(excluded.__file__)
    text = path.read_text()
    start = text.index("EXCLUDED: dict[str, tuple[str, ...]] = {\n") + len("EXCLUDED: dict[str, tuple[str, ...]] = {\n")
    end = text.index("\n}\n", start)
    path.write_text(text[:start] + "\n".join(body) + text[end:])
    print(f"{sum(len(c) for c in groups.values())} cases excluded, {len(groups)} reasons")


if __name__ == "__main__":
    main()
