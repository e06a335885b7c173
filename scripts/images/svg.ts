export type Point = readonly [number, number];

/** Numbers with at most one decimal keep the files small and stable. */
export function n(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? "0" : String(rounded);
}

type AttrValue = string | number | undefined | false;

function attrs(values: Record<string, AttrValue>): string {
  let out = "";
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === false) continue;
    out += ` ${key}="${typeof value === "number" ? n(value) : value}"`;
  }
  return out;
}

export function el(tag: string, values: Record<string, AttrValue>, inner?: string): string {
  return inner === undefined
    ? `<${tag}${attrs(values)}/>`
    : `<${tag}${attrs(values)}>${inner}</${tag}>`;
}

export const path = (d: string, fill: string, extra: Record<string, AttrValue> = {}) =>
  el("path", { d, fill, ...extra });

export const rect = (
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  extra: Record<string, AttrValue> = {},
) => el("rect", { x, y, width: w, height: h, fill, ...extra });

export const circle = (
  cx: number,
  cy: number,
  r: number,
  fill: string,
  extra: Record<string, AttrValue> = {},
) => el("circle", { cx, cy, r, fill, ...extra });

export const ellipse = (
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  extra: Record<string, AttrValue> = {},
) => el("ellipse", { cx, cy, rx, ry, fill, ...extra });

export const group = (inner: string, values: Record<string, AttrValue> = {}) =>
  el("g", values, inner);

/** Places a drawing made around (0, 0) at (x, y), scaled and optionally mirrored. */
export function place(inner: string, x: number, y: number, scale: number, mirror = false): string {
  const sx = mirror ? -scale : scale;
  const transform =
    scale === 1 && !mirror
      ? `translate(${n(x)} ${n(y)})`
      : `translate(${n(x)} ${n(y)}) scale(${n3(sx)}${sx === scale ? "" : ` ${n3(scale)}`})`;
  return el("g", { transform }, inner);
}

function n3(value: number): string {
  return String(Math.round(value * 1000) / 1000);
}

export function poly(points: readonly Point[], close = true): string {
  return `M${points.map(([x, y]) => `${n(x)} ${n(y)}`).join("L")}${close ? "Z" : ""}`;
}

/** A smooth curve through the points (Catmull-Rom turned into cubic Béziers). */
export function smooth(points: readonly Point[]): string {
  if (points.length < 2) return "";
  let d = `M${n(points[0][0])} ${n(points[0][1])}`;
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[Math.max(0, i - 1)];
    const p1 = points[i];
    const p2 = points[i + 1];
    const p3 = points[Math.min(points.length - 1, i + 2)];
    const c1x = p1[0] + (p2[0] - p0[0]) / 6;
    const c1y = p1[1] + (p2[1] - p0[1]) / 6;
    const c2x = p2[0] - (p3[0] - p1[0]) / 6;
    const c2y = p2[1] - (p3[1] - p1[1]) / 6;
    d += `C${n(c1x)} ${n(c1y)} ${n(c2x)} ${n(c2y)} ${n(p2[0])} ${n(p2[1])}`;
  }
  return d;
}

/** A pointed (Mughal) arch standing on (x, y), w wide and h tall, as a closed sub-path. */
export function arch(x: number, y: number, w: number, h: number): string {
  const spring = y - h + w * 0.55;
  const apex = y - h;
  return `M${n(x)} ${n(y)}V${n(spring)}Q${n(x)} ${n(apex + w * 0.12)} ${n(x + w / 2)} ${n(apex)}Q${n(x + w)} ${n(apex + w * 0.12)} ${n(x + w)} ${n(spring)}V${n(y)}Z`;
}

/** A round-topped opening standing on (x, y). */
export function roundArch(x: number, y: number, w: number, h: number): string {
  const r = w / 2;
  return `M${n(x)} ${n(y)}V${n(y - h + r)}A${n(r)} ${n(r)} 0 0 1 ${n(x + w)} ${n(y - h + r)}V${n(y)}Z`;
}

export type Stop = readonly [offset: number, color: string, opacity?: number];

/** Collects gradients and clip paths for one document, with short unique ids. */
export class Defs {
  private items: string[] = [];
  private count = 0;

  private nextId(): string {
    this.count += 1;
    return `d${this.count.toString(36)}`;
  }

  private stops(stops: readonly Stop[]): string {
    return stops
      .map(([offset, color, opacity]) =>
        el("stop", {
          offset: n(offset),
          "stop-color": color,
          "stop-opacity": opacity === undefined || opacity === 1 ? undefined : n(opacity),
        }),
      )
      .join("");
  }

  linear(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.nextId();
    this.items.push(el("linearGradient", { id, x1, y1, x2, y2 }, this.stops(stops)));
    return `url(#${id})`;
  }

  radial(stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = this.nextId();
    this.items.push(el("radialGradient", { id, cx, cy, r }, this.stops(stops)));
    return `url(#${id})`;
  }

  clip(inner: string): string {
    const id = this.nextId();
    this.items.push(el("clipPath", { id }, inner));
    return `url(#${id})`;
  }

  /** Registers a reusable drawing; returns its id for <use>. */
  symbol(inner: string): string {
    const id = this.nextId();
    this.items.push(el("g", { id }, inner));
    return id;
  }

  private stamps = new Map<string, string>();

  /** Registers a drawing once under a key and returns its id, for repeated <use>. */
  stamp(key: string, draw: () => string): string {
    let id = this.stamps.get(key);
    if (!id) {
      id = this.symbol(draw());
      this.stamps.set(key, id);
    }
    return id;
  }

  pattern(width: number, height: number, inner: string, x = 0, y = 0): string {
    const id = this.nextId();
    this.items.push(
      el("pattern", { id, x, y, width, height, patternUnits: "userSpaceOnUse" }, inner),
    );
    return `url(#${id})`;
  }

  toString(): string {
    return this.items.length ? `<defs>${this.items.join("")}</defs>` : "";
  }
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

export function svgDocument(
  width: number,
  height: number,
  title: string,
  defs: Defs,
  body: string,
): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-labelledby="t"><title id="t">${escapeXml(title)}</title>${defs}${body}</svg>\n`;
}

/** Gathers path data by fill so a drawing with many parts stays one element per colour. */
export class Ink {
  private order: string[] = [];
  private data = new Map<string, string>();

  add(fill: string, d: string, opacity?: number): this {
    const key = opacity === undefined ? fill : `${fill}|${opacity}`;
    if (!this.data.has(key)) this.order.push(key);
    this.data.set(key, (this.data.get(key) ?? "") + d);
    return this;
  }

  toString(): string {
    return this.order
      .map((key) => {
        const [fill, opacity] = key.split("|");
        return path(this.data.get(key) ?? "", fill, { opacity: opacity ?? undefined });
      })
      .join("");
  }
}

export function box(x: number, y: number, w: number, h: number): string {
  return `M${n(x)} ${n(y)}h${n(w)}v${n(h)}h${n(-w)}Z`;
}
