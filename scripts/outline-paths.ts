/** One subpath of an outline: its corners in absolute coordinates, and whether it is closed. */
export interface Subpath {
  points: [number, number][];
  closed: boolean;
}

const TOKEN = /[mlzMLZ]|[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/g;

/** The subpaths of a path drawn with m, l and z commands (either case), in absolute coordinates. */
export function subpathsOf(d: string): Subpath[] {
  const subpaths: Subpath[] = [];
  let command = "";
  let pending: number | null = null;
  let x = 0;
  let y = 0;
  let current: Subpath | null = null;
  for (const token of d.match(TOKEN) ?? []) {
    if (/^[mlzMLZ]$/.test(token)) {
      command = token;
      if (token === "z" || token === "Z") {
        if (current) {
          current.closed = true;
          [x, y] = current.points[0];
          current = null;
        }
      }
      continue;
    }
    if (pending === null) {
      pending = Number(token);
      continue;
    }
    const [a, b] = [pending, Number(token)];
    pending = null;
    const relative = command === "m" || command === "l";
    [x, y] = relative ? [x + a, y + b] : [a, b];
    if (command === "m" || command === "M") {
      current = { points: [[x, y]], closed: false };
      subpaths.push(current);
      // A moveto's further pairs are linetos of the same kind.
      command = command === "m" ? "l" : "L";
    } else if (current) {
      current.points.push([x, y]);
    } else {
      current = { points: [[x, y]], closed: false };
      subpaths.push(current);
    }
  }
  return subpaths;
}

/** "0.50" → ".5", "-0.5" → "-.5", "3.0" → "3". */
function shortNumber(value: number, decimals: number): string {
  const fixed = value.toFixed(decimals);
  const trimmed = decimals > 0 ? fixed.replace(/\.?0+$/, "") : fixed;
  const short = trimmed.replace(/^(-?)0\./, "$1.");
  return short === "-0" || short === "" ? "0" : short;
}

/**
 * The same outline with its corners on a grid of `decimals` places, written as relative moves and
 * lines between the rounded corners (so rounding never drifts along a border, and two neighbours'
 * shared border stays shared), without corners that rounding merged and without pieces too small
 * to draw.
 */
export function roundedPath(d: string, decimals: number): string {
  const scale = 10 ** decimals;
  const round = (v: number) => Math.round(Number((v * scale).toFixed(6))) / scale;
  let out = "";
  let x = 0;
  let y = 0;
  for (const subpath of subpathsOf(d)) {
    const points: [number, number][] = [];
    for (const [px, py] of subpath.points) {
      const next: [number, number] = [round(px), round(py)];
      const last = points.at(-1);
      if (!last || last[0] !== next[0] || last[1] !== next[1]) points.push(next);
    }
    if (points.length < 3) continue;
    let numbers = "";
    for (const [px, py] of points) {
      for (const delta of [px - x, py - y]) {
        const text = shortNumber(delta, decimals);
        numbers += numbers === "" || text.startsWith("-") ? text : ` ${text}`;
      }
      [x, y] = [px, py];
    }
    out += `m${numbers}`;
    if (subpath.closed) {
      out += "z";
      [x, y] = points[0];
    }
  }
  return out;
}
