// The hand-written part of the JavaScript binding: validation driven by the op specs that
// gen_js.py writes from registry.json. Messages are the core's, character for character,
// so values are printed as Python prints them (the core speaks Python).

export class BindingError extends Error {
  constructor(kind, message) {
    super(message);
    this.kind = kind; // the core's error class: ConstraintError, AttributeTypeError, ...
    this.name = kind;
  }
}

const UNSET = Symbol("unset");

// --- printing values as Python's repr does ----------------------------------------------------

export function pyFloat(x) {
  if (Number.isNaN(x)) return "nan";
  if (!Number.isFinite(x)) return x > 0 ? "inf" : "-inf";
  if (x === 0) return Object.is(x, -0) ? "-0.0" : "0.0";
  const [mantissa, e] = x.toExponential().split("e"); // shortest round-trip digits, as Python
  const exp = parseInt(e, 10);
  const digits = mantissa.replace("-", "").replace(".", "");
  const sign = x < 0 ? "-" : "";
  if (exp < -4 || exp >= 16) {
    const m = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
    return `${sign}${m}e${exp < 0 ? "-" : "+"}${String(Math.abs(exp)).padStart(2, "0")}`;
  }
  if (exp < 0) return `${sign}0.${"0".repeat(-exp - 1)}${digits}`;
  return `${sign}${digits.slice(0, exp + 1).padEnd(exp + 1, "0")}.${digits.slice(exp + 1) || "0"}`;
}

function pyStr(s) {
  const quote = s.includes("'") && !s.includes('"') ? '"' : "'";
  let out = "";
  for (const c of s) {
    const code = c.codePointAt(0);
    if (c === "\\") out += "\\\\";
    else if (c === quote) out += `\\${c}`;
    else if (c === "\n") out += "\\n";
    else if (c === "\r") out += "\\r";
    else if (c === "\t") out += "\\t";
    else if (code < 0x20 || code === 0x7f) out += `\\x${code.toString(16).padStart(2, "0")}`;
    else out += c;
  }
  return quote + out + quote;
}

// `t`, the attribute's type, says where a number is a float: JavaScript has one number type, so
// 2 where a float belongs prints as 2.0, and as 2 elsewhere
export function pyRepr(v, t = null) {
  if (v === null || v === undefined) return "None";
  if (typeof v === "boolean") return v ? "True" : "False";
  if (typeof v === "string") return pyStr(v);
  if (Array.isArray(v)) return `[${v.map((x) => pyRepr(x, t && t.kind === "list" ? t.element : null)).join(", ")}]`;
  if (typeof v === "number") return (!t || t.kind !== "float") && Number.isInteger(v) ? String(v) : pyFloat(v);
  return String(v);
}

function pyType(v, t) {
  if (v === null || v === undefined) return "NoneType";
  if (typeof v === "boolean") return "bool";
  if (typeof v === "string") return "str";
  if (Array.isArray(v)) return "list";
  if (typeof v === "number") return t.kind !== "float" && Number.isInteger(v) ? "int" : "float";
  return typeof v;
}

// --- difflib.get_close_matches(word, candidates, n=1, cutoff=0.5), as the core suggests names ---

function matched(a, b) {
  const b2j = new Map();
  [...b].forEach((c, j) => b2j.set(c, [...(b2j.get(c) || []), j]));
  const longest = (alo, ahi, blo, bhi) => {
    let [besti, bestj, bestsize] = [alo, blo, 0];
    let j2len = new Map();
    for (let i = alo; i < ahi; i++) {
      const next = new Map();
      for (const j of b2j.get(a[i]) || []) {
        if (j < blo) continue;
        if (j >= bhi) break;
        const k = (j2len.get(j - 1) || 0) + 1;
        next.set(j, k);
        if (k > bestsize) [besti, bestj, bestsize] = [i - k + 1, j - k + 1, k];
      }
      j2len = next;
    }
    return [besti, bestj, bestsize];
  };
  let total = 0;
  const queue = [[0, a.length, 0, b.length]];
  while (queue.length) {
    const [alo, ahi, blo, bhi] = queue.pop();
    const [i, j, k] = longest(alo, ahi, blo, bhi);
    if (k) {
      total += k;
      if (alo < i && blo < j) queue.push([alo, i, blo, j]);
      if (i + k < ahi && j + k < bhi) queue.push([i + k, ahi, j + k, bhi]);
    }
  }
  return total;
}

export function closest(word, candidates) {
  let best = null;
  for (const x of candidates) {
    const score = (2 * matched(x, word)) / (x.length + word.length);
    if (score >= 0.5 && (!best || score > best[0] || (score === best[0] && x > best[1]))) best = [score, x];
  }
  return best ? best[1] : null;
}

// --- types and constraints from the spec ---------------------------------------------------------

function coerce(t, v, dtypes) {
  switch (t.kind) {
    case "bool": return typeof v === "boolean" ? v : UNSET;
    case "int": return typeof v === "number" && Number.isInteger(v) ? v : UNSET;
    // a float is finite unless its type says otherwise (format 1.1)
    case "float": return typeof v === "number" && (Number.isFinite(v) || t.finite === false) ? v : UNSET;
    case "str": return typeof v === "string" ? v : UNSET;
    case "dtype": return dtypes.includes(v) ? v : UNSET;
    case "enum": return typeof v === "string" && t.choices.includes(v) ? v : UNSET;
    default: {
      if (!Array.isArray(v)) return UNSET;
      const items = v.map((x) => coerce(t.element, x, dtypes));
      return items.includes(UNSET) ? UNSET : items;
    }
  }
}

// a numeric check applies to each element of a list where the constraint says `per_element`
const each = (v, c, holds) => (c.per_element ? v : [v]).every(holds);
const beyond = (x, bound, inclusive, above) => (x === bound ? inclusive : above ? x > bound : x < bound);
const count = (v, item) => v.filter((x) => x === item).length;

// the named predicates of the format (registry.schema.json, NamedPredicateEntry)
export const PREDICATES = {
  distinct: (v) => new Set(v).size === v.length,
  length_multiple_of: (v, { of }) => v.length % of === 0,
  count_at_most: (v, { item, max }) => count(v, item) <= max,
  permutation: (v) => [...v].sort((a, b) => a - b).every((x, i) => x === i),
  einsum_equation: (v) => einsumEquation(v),
};

// terms of letters (one '...' at most each) split by commas, an optional '->' and an output of
// distinct letters the inputs hold ('...' only if they have one); spaces ignored
function einsumEquation(v) {
  if (typeof v !== "string") return false;
  const eq = v.replaceAll(" ", "");
  const term = "(?:[a-zA-Z]|\\.\\.\\.)*";
  if (!new RegExp(`^${term}(?:,${term})*(?:->${term})?$`).test(eq)) return false;
  const arrow = eq.indexOf("->");
  const ins = arrow < 0 ? eq : eq.slice(0, arrow);
  const out = arrow < 0 ? "" : eq.slice(arrow + 2);
  const terms = [...ins.split(","), ...(arrow < 0 ? [] : [out])];
  if (terms.some((t) => t.split("...").length - 1 > 1)) return false;
  const bare = out.replaceAll("...", "");
  const letters = new Set(ins.replaceAll("...", ""));
  return new Set(bare).size === bare.length && [...bare].every((c) => letters.has(c)) &&
    (!out.includes("...") || ins.includes("..."));
}

const CHECKS = {
  larger_than: (v, c) => each(v, c, (x) => beyond(x, c.value, c.inclusive, true)),
  at_least: (v, c) => each(v, c, (x) => beyond(x, c.value, c.inclusive, true)),
  smaller_than: (v, c) => each(v, c, (x) => beyond(x, c.value, c.inclusive, false)),
  at_most: (v, c) => each(v, c, (x) => beyond(x, c.value, c.inclusive, false)),
  in_range: (v, c) => each(v, c, (x) => beyond(x, c.low, c.low_inclusive, true) && beyond(x, c.high, c.high_inclusive, false)),
  one_of: (v, c) => c.values.includes(v),
  length: (v, c) => (c.min == null || v.length >= c.min) && (c.max == null || v.length <= c.max),
  // a custom check given as a named predicate; one without is code in the core, checked there
  custom: (v, c) => (c.predicate ? PREDICATES[c.predicate.name](v, c.predicate) : true),
};

// a message template of the format: each {name} replaced by plain substitution
export function fill(template, parts) {
  return Object.entries(parts).reduce((text, [name, value]) => text.split(`{${name}}`).join(value), template);
}

function check(spec, a, raw) {
  const value = coerce(a.type, raw, spec.dtypes);
  const parts = { layer: spec.name, attr: a.name, got: pyRepr(raw, a.type) };
  if (value === UNSET) throw new BindingError("AttributeTypeError", fill(a.type_template, { ...parts, type: pyType(raw, a.type) }));
  for (const c of a.checks) {
    if (!CHECKS[c.kind](value, c)) throw new BindingError("ConstraintError", fill(c.template, parts));
  }
  return value;
}

export function validateAttrs(spec, given) {
  const names = spec.attributes.map((a) => a.name);
  for (const key of Object.keys(given)) {
    if (!names.includes(key)) {
      const valid = [...spec.inputs.map((t) => t.name), ...names];
      const guess = closest(key, valid);
      const hint = guess ? `; did you mean '${guess}'?` : "";
      throw new BindingError("UnknownArgumentError", `${spec.name} layer got an unknown argument '${key}'${hint} Valid arguments: ${valid.join(", ") || "(none)"}`);
    }
  }
  const out = {};
  for (const a of spec.attributes) {
    const raw = given[a.name];
    if (raw === undefined || (raw === null && a.default == null)) {
      if (a.required) throw new BindingError("MissingAttributeError", fill(a.must_set, { layer: spec.name, attr: a.name }));
      out[a.name] = a.default ?? null; // format 2.0: an absent default is null
    } else {
      out[a.name] = check(spec, a, raw);
    }
  }
  return out;
}

// An op description (as in a net description): inputs and outputs name variables.
export function configure(spec, args) {
  const slots = new Set([...spec.inputs.map((t) => t.name), ...spec.outputs]);
  const attrs = Object.fromEntries(Object.entries(args).filter(([k]) => !slots.has(k)));
  const desc = { type: spec.name, inputs: {}, outputs: {}, attrs: validateAttrs(spec, attrs) };
  for (const t of spec.inputs) {
    const v = args[t.name];
    if (v == null && !t.optional) throw new BindingError("MissingAttributeError", `${spec.name} layer's input ${t.name} must be set`);
    if (v != null) desc.inputs[t.name] = Array.isArray(v) ? v : [v];
  }
  for (const name of spec.outputs) if (args[name] != null) desc.outputs[name] = [args[name]].flat();
  return desc;
}
