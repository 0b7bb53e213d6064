// node demo.mjs OPS_MODULE: configure a cos_sim op, then three mistakes, in the core's words.
import { pathToFileURL } from "node:url";

const ops = await import(pathToFileURL(process.argv[2]).href);
console.log(JSON.stringify(ops.cos_sim({ X: "x", Y: "y", Out: "sim", scale: 2.0 })));
for (const bad of [{ scale: -1.0 }, { scal: 2.0 }, { scale: "big" }]) {
  try {
    ops.cos_sim({ X: "x", Y: "y", ...bad });
  } catch (err) {
    console.log(`${err.kind}: ${err.message}`);
  }
}
