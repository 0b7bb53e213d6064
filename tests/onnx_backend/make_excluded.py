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

KINDS = [  # (a pattern of the error, the reason)
    (r"-D (AveragePool|MaxPool|ConvTranspose|LpPool|Conv)\b",
     "1-D or 3-D windows: our conv2d/conv2d_transpose/pool2d are 2-D (NCHW)"),
    (r"dilations other than", "pooling with dilations: our pool2d has none"),
    (r"should hold values that u?int[24] can represent",
     "Cast to int4/int2 out of range: ONNX wraps (modulo 16 or 4), our cast refuses rather than wrap"),

    (r"ConvTranspose\): negative pads",
     "ConvTranspose whose output_shape is larger than the full transposed convolution (negative pads)"),
    (r"training_mode", "Dropout in training mode: a random mask from ONNX's generator, which ours cannot reproduce"),
    (r"Indices output", "MaxPool's Indices output (flattened argmax positions): our pool2d gives none"),
    (r"logsumexp' failed", "a reduction over an empty axis: our logsumexp refuses it (ONNX gives -inf)"),
    (r"should not be empty",
     "a reduction over an empty axis: our reduce_max/reduce_min refuse it (ONNX gives -inf/+inf)"),
    (r"cannot be reshaped", "Reshape with allowzero=1 and a 0 in the target shape: ours reads 0 as 'keep this size'"),
    (r"is a list", "sequence and optional values: this backend runs tensors only"),
    (r"reduction '(max|min|mul)'",
     "ScatterElements with reduction max, min or mul: our scatter_elements replaces or adds"),
    (r"nonpad_kv_seqlen", "Attention with nonpad_kv_seqlen (a per-batch padded key/value cache): not composed here"),
    (r"ai.onnx.preview", "the ai.onnx.preview domain (FlexAttention): this backend runs the default domain only"),
]


E8M0 = "Cast to float8_e8m0fnu: ONNX's round_mode (0 -> 2**-127), not ml_dtypes'"
# cases whose failure message alone does not say why (a numeric difference): their reason by name
CASE_REASONS = {
    "test_cast_e8m0_FLOAT16_to_FLOAT8E8M0": E8M0,
    "test_cast_e8m0_FLOAT_to_FLOAT8E8M0": E8M0,
    "test_attention_4d_causal_fp16_expanded": "float16 softmax in float32, rounded once; reference rounds each step",
    "test_attention_4d_causal_fp16": "float16 softmax in float32, rounded once; reference rounds each step",
    "test_scan_sum": "Scan at opset 8 (a batch axis and sequence_lens): refused, as the backend says",
}


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
