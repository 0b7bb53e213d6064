"""`python -m paddle.registry` prints the registry as JSON; `--schema` prints its JSON Schema."""
import argparse
import sys

from . import load_plugins, schema_json, to_json


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m paddle.registry", description=__doc__)
    parser.add_argument("--schema", action="store_true", help="print the JSON Schema of the format")
    args = parser.parse_args(argv)
    sys.stdout.write(schema_json() if args.schema else to_json(load_plugins()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
