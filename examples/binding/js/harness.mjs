// node harness.mjs OPS_MODULE CASES_JSON: validate each {op, attrs} case with the generated
// binding; print [{ok: attrs} | {kind, message}] as JSON (tests compare it with the core).
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

const [opsPath, casesPath] = process.argv.slice(2);
const { SPECS, validateAttrs } = await import(pathToFileURL(opsPath).href);
const results = JSON.parse(readFileSync(casesPath, "utf8")).map(({ op, attrs }) => {
  try {
    return { ok: validateAttrs(SPECS[op], attrs) };
  } catch (err) {
    if (!err.kind) throw err;
    return { kind: err.kind, message: err.message };
  }
});
console.log(JSON.stringify(results));
