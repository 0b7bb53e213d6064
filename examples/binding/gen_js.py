"""Generate a JavaScript binding (an ES module, one documented function per op) from
`registry.json` alone: `python examples/binding/gen_js.py generated/registry.json OUT_DIR`.

The module validates each call with the core's exact messages (through js/runtime.mjs) and
returns a portable op description; run `node js/demo.mjs OUT_DIR/ops.mjs` to see it work.
"""
from __future__ import annotations

import json
import shutil
import sys
from pathlib import Path
from typing import Any

from paddle_binding import describe, dtype_names, phrase  # the same phrasing as the Python binding

HERE = Path(__file__).resolve().parent
RESERVED = {"delete", "new", "function", "var", "let", "const", "class", "return", "in", "typeof",
            "default", "switch", "case", "do", "if", "else", "for", "while", "with", "void"}


def _attribute(a: dict[str, Any]) -> dict[str, Any]:
    t = a["type"]
    must_set = [c["template"] for c in a["constraints"] if c["kind"] == "must_set"]
    return {"name": a["name"], "type": t, "describe": describe(t), "required": a["required"],
            "default": a.get("default"), "type_template": a["type_template"],
            "must_set": must_set[0] if must_set else None,
            "checks": [c for c in a["constraints"] if c["kind"] not in ("default", "must_set")]}


def spec(op: dict[str, Any], dtypes: list[str]) -> dict[str, Any]:
    return {"name": op["name"], "dtypes": dtypes,
            "inputs": [{"name": t["name"], "optional": t["optional"]} for t in op["inputs"]],
            "outputs": [t["name"] for t in op["outputs"]],
            "attributes": [_attribute(a) for a in op["attributes"]]}


def _jsdoc(op: dict[str, Any]) -> str:
    lines = [op["description"], "@param {object} args"]
    for t in op["inputs"]:
        name = f"[args.{t['name']}]" if t["optional"] else f"args.{t['name']}"
        lines.append(f"@param {{string{'[]' if t['variadic'] else ''}}} {name} the variable for input "
                     f"{t['name']}: {t['description']}".rstrip(": "))
    for a in op["attributes"]:
        js_type = {"bool": "boolean", "int": "number", "float": "number",
                   "list": "Array"}.get(a["type"]["kind"], "string")
        name = f"args.{a['name']}" if a["required"] else f"[args.{a['name']}={json.dumps(a.get('default'))}]"
        rules = "; ".join(phrase(c) for c in a["constraints"] if c["kind"] not in ("default", "must_set"))
        lines.append(f"@param {{{js_type}}} {name} {a['description']}" + (f" ({rules})" if rules else ""))
    lines.append("@returns {{type: string, inputs: object, outputs: object, attrs: object}} an op description")
    return "/**\n" + "".join(f" * {line}\n" for line in lines) + " */"


def module(document: dict[str, Any], schema: dict[str, Any]) -> str:
    dtypes = list(dtype_names(document, schema))
    specs = {op["name"]: spec(op, dtypes) for op in document["ops"]}
    parts = [(f"// @generated — DO NOT EDIT. examples/binding/gen_js.py from registry.json "
              f"(format {document['format_version']})"),
             'import { configure } from "./runtime.mjs";',
             'export { BindingError, validateAttrs } from "./runtime.mjs";', "",
             "export const SPECS = {",
             ",\n".join(f"  {json.dumps(name)}: {json.dumps(s)}" for name, s in specs.items()), "};"]
    for op in document["ops"]:
        name = op["name"] + ("_" if op["name"] in RESERVED else "")
        parts += ["", _jsdoc(op),
                  f"export function {name}(args = {{}}) {{ return configure(SPECS[{json.dumps(op['name'])}], args); }}"]
    return "\n".join(parts) + "\n"


def generate(registry_json: Path, out: Path) -> Path:
    document = json.loads(registry_json.read_text(encoding="utf-8"))
    schema = json.loads(registry_json.with_name("registry.schema.json").read_text(encoding="utf-8"))
    out.mkdir(parents=True, exist_ok=True)
    shutil.copy(HERE / "js" / "runtime.mjs", out / "runtime.mjs")
    (out / "ops.mjs").write_text(module(document, schema), encoding="utf-8")
    return out / "ops.mjs"


if __name__ == "__main__":
    print(generate(Path(sys.argv[1]), Path(sys.argv[2])))
