"""python -m paddle.codegen [--check] [--out DIR] [--registry module:attribute]"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from paddle.testing import target

from . import DEFAULT_OUT, check, generate


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m paddle.codegen", description=__doc__)
    parser.add_argument("--check", action="store_true",
                        help="list stale generated files and exit 1 if any; write nothing")
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="the output folder")
    parser.add_argument("--registry", help="module:attribute of a Registry to generate from")
    parser.add_argument("--package", default="paddle.generated", help="import name of --out")
    args = parser.parse_args(argv)
    if args.registry:
        target.use_registry(args.registry)
    options = dict(package_name=args.package, registry_ref=args.registry)
    start = time.perf_counter()
    if args.check:
        stale = check(target.registry(), args.out, **options)
        for path in stale:
            print(f"stale: {args.out / path}  (run `make generate`)")
        return 1 if stale else 0
    written = generate(target.registry(), args.out, **options)
    for path in written:
        print(f"wrote {args.out / path}")
    print(f"{len(written)} files changed in {time.perf_counter() - start:.2f}s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
