import { darken, lighten, mix } from "./color";
import { type Ctx, isNight, lightFromLeft } from "./context";
import { circle, el, ellipse, group, n, type Point, path, place, poly, rect, smooth } from "./svg";

export function sky(ctx: Ctx, horizon: number, sunLine = horizon): string {
  const { w, h, sky: look, time, rng, u } = ctx;
  const fill = ctx.defs.linear([
    [0, look.top],
    [0.55, look.mid],
    [1, look.horizon],
  ]);
  let out = rect(0, 0, w, h, look.horizon) + rect(0, 0, w, horizon + 4 * u, fill);
  const low = time === "dawn" || time === "sunset";
  const sunY = low ? sunLine - h * rng.range(0.06, 0.14) : h * rng.range(0.12, 0.2);
  const glowR = (low ? 0.45 : 0.28) * h;
  const glow = ctx.defs.radial([
    [0, look.glow, time === "noon" ? 0.5 : 0.75],
    [1, look.glow, 0],
  ]);
  out += circle(ctx.sunX, sunY, glowR, glow);
  if (time === "night") {
    out += stars(ctx, horizon);
    const r = 20 * u;
    out += circle(ctx.sunX, sunY, r, look.orb);
    out += circle(ctx.sunX + r * 0.45, sunY - r * 0.25, r * 0.85, mix(look.top, look.mid, 0.3));
  } else {
    out += circle(ctx.sunX, sunY, (low ? 30 : 22) * u, look.orb);
  }
  out += clouds(ctx, horizon);
  return out;
}

/** Round dots at the given points, drawn as zero-length strokes with round caps. */
export function specks(
  points: readonly Point[],
  colour: string,
  size: number,
  opacity = 1,
): string {
  if (points.length === 0) return "";
  return path(points.map(([x, y]) => `M${n(x)} ${n(y)}h0`).join(""), "none", {
    stroke: colour,
    "stroke-width": n(size),
    "stroke-linecap": "round",
    opacity: opacity === 1 ? undefined : n(opacity),
  });
}

export function scatter(
  ctx: Ctx,
  count: number,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
): Point[] {
  const out: Point[] = [];
  for (let i = 0; i < count; i++) out.push([ctx.rng.range(x0, x1), ctx.rng.range(y0, y1)]);
  return out;
}

function stars(ctx: Ctx, horizon: number): string {
  const { w, u } = ctx;
  const count = Math.round((w / 800) * 24);
  return (
    specks(scatter(ctx, count, 0, w, 0, horizon * 0.8), "#fff8e0", 1.4 * u, 0.7) +
    specks(scatter(ctx, count, 0, w, 0, horizon * 0.8), "#fff8e0", 2.6 * u, 0.9)
  );
}

function clouds(ctx: Ctx, horizon: number): string {
  const { rng, w, u, time, sky: look } = ctx;
  const count = Math.round(rng.range(1, 3.6) * (w / 800));
  const streaky = time !== "noon";
  let d = "";
  for (let i = 0; i < count; i++) {
    const cx = rng.range(0.05, 0.95) * w;
    const cy = rng.range(0.12, 0.6) * horizon;
    const size = rng.range(0.7, 1.4) * u;
    if (streaky) {
      for (let k = 0; k < 3; k++) {
        const rx = rng.range(50, 110) * size;
        const ry = rng.range(4, 8) * size;
        const x = cx + rng.range(-60, 60) * size;
        const y = cy + k * 9 * size;
        d += `M${n(x - rx)} ${n(y)}a${n(rx)} ${n(ry)} 0 1 0 ${n(2 * rx)} 0a${n(rx)} ${n(ry)} 0 1 0 ${n(-2 * rx)} 0`;
      }
    } else {
      const puffs: [number, number, number][] = [
        [-46, 0, 20],
        [-18, -14, 28],
        [16, -18, 32],
        [46, -2, 22],
        [0, 4, 24],
      ];
      for (const [dx, dy, r0] of puffs) {
        const r = r0 * size;
        d += `M${n(cx + dx * size - r)} ${n(cy + dy * size)}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0`;
      }
    }
  }
  return path(d, look.cloud, { opacity: time === "night" ? 0.35 : 0.8 });
}

/** A rolling ridge as a function of x, so other drawings can follow its surface. */
export function ridgeFn(
  ctx: Ctx,
  base: number,
  amplitude: number,
  waves = 2,
): (x: number) => number {
  const { rng, w } = ctx;
  const f1 = (waves * Math.PI * 2) / w;
  const f2 = f1 * rng.range(2.1, 3.3);
  const p1 = rng.range(0, 6.28);
  const p2 = rng.range(0, 6.28);
  return (x) => base - amplitude * (0.65 * Math.sin(x * f1 + p1) + 0.35 * Math.sin(x * f2 + p2));
}

/** A rolling ridge line from edge to edge, filled down to the bottom. */
export function ridgePath(
  ctx: Ctx,
  base: number | ((x: number) => number),
  amplitude = 0,
  waves = 2,
  bottom = ctx.h,
): string {
  const f = typeof base === "number" ? ridgeFn(ctx, base, amplitude, waves) : base;
  const steps = Math.max(8, Math.round((ctx.w / 800) * 14));
  const points: Point[] = [];
  for (let i = 0; i <= steps; i++) {
    const x = -10 + ((ctx.w + 20) * i) / steps;
    points.push([x, f(x)]);
  }
  return `${smooth(points)}L${n(ctx.w + 10)} ${n(bottom)}L-10 ${n(bottom)}Z`;
}

export function ridge(ctx: Ctx, base: number, amplitude: number, color: string, waves = 2): string {
  return path(ridgePath(ctx, base, amplitude, waves), color);
}

export interface PeakOptions {
  base: number;
  height: number;
  count: number;
  color: string;
  snow?: number;
  depth?: number;
}

/** A jagged range of peaks with shaded faces and optional snow caps. */
export function peaks(ctx: Ctx, options: PeakOptions): string {
  const { rng, w, u } = ctx;
  const { base, height, count, color, snow = 0 } = options;
  const pts: Point[] = [[-20, ctx.h]];
  const tops: Point[] = [];
  const span = (w + 80) / count;
  for (let i = 0; i < count; i++) {
    const px = -40 + span * (i + rng.range(0.3, 0.7));
    const py = base - height * rng.range(0.55, 1);
    const vx = -40 + span * (i + 1) + rng.range(-0.1, 0.1) * span;
    const vy = base - height * rng.range(0.1, 0.4);
    const prev = pts[pts.length - 1];
    pts.push([
      (prev[0] + px) / 2 + rng.range(-8, 8) * u,
      (prev[1] + py) / 2 + rng.range(-14, 6) * u,
    ]);
    pts.push([px, py]);
    tops.push([px, py]);
    pts.push([(px + vx) / 2 + rng.range(-8, 8) * u, (py + vy) / 2 + rng.range(-14, 6) * u]);
    pts.push([vx, vy]);
  }
  pts.push([w + 40, ctx.h]);
  const shape = poly(pts);
  const clip = ctx.defs.clip(path(shape, "#000"));
  const fromLeft = lightFromLeft(ctx);
  let shade = "";
  let caps = "";
  for (const [px, py] of tops) {
    const dir = fromLeft ? 1 : -1;
    shade += poly([
      [px, py],
      [px + dir * span * 0.7, py + height * 0.4],
      [px + dir * span * 0.6, ctx.h],
      [px + dir * span * 0.08, ctx.h],
    ]);
    if (snow > 0) {
      const depth = (base - py) * snow;
      const zig: Point[] = [];
      const halfW = span * 0.9;
      const steps = 7;
      for (let k = 0; k <= steps; k++) {
        const x = px + halfW - (2 * halfW * k) / steps;
        zig.push([x, py + depth * (k % 2 ? 0.65 : 1) * rng.range(0.8, 1.15)]);
      }
      caps += poly([[px + halfW, py - 10], ...zig, [px - halfW, py - 10]]);
    }
  }
  let inner = path(shade, darken(color, 0.22), { opacity: 0.8 });
  if (snow > 0) {
    inner += path(caps, ctx.lit("#f6f8fb", options.depth));
    inner += path(shade, "#4a5c8a", { opacity: 0.22 });
  }
  return path(shape, color) + group(inner, { "clip-path": clip });
}

export interface WaterOptions {
  top: number;
  bottom?: number;
  color?: string;
  shimmer?: number;
}

export function water(ctx: Ctx, options: WaterOptions): string {
  const { w, h, rng, u, sky: look, time } = ctx;
  const top = options.top;
  const bottom = options.bottom ?? h;
  const base = options.color ?? ctx.pal.water;
  const fill = ctx.defs.linear([
    [0, mix(look.horizon, ctx.lit(base), 0.45)],
    [1, darken(ctx.lit(base), 0.18)],
  ]);
  let out = rect(0, top, w, bottom - top, fill);
  const lines = Math.round((options.shimmer ?? 18) * (w / 800));
  let d = "";
  for (let i = 0; i < lines; i++) {
    const y = top + (bottom - top) * rng.next() ** 1.4;
    const len = rng.range(14, 50) * u * (0.5 + (y - top) / (bottom - top));
    const x = rng.range(0, w);
    d += `M${n(x)} ${n(y)}h${n(len)}`;
  }
  out += path(d, "none", {
    stroke: lighten(mix(look.horizon, ctx.lit(base), 0.3), 0.25),
    "stroke-width": n(1.4 * u),
    opacity: 0.55,
    "stroke-linecap": "round",
  });
  if (time !== "noon") {
    let glint = "";
    for (let i = 0; i < 9; i++) {
      const y = top + 4 * u + i * ((bottom - top) / 10) * rng.range(0.3, 0.6);
      const half = (26 - i * 2) * u * rng.range(0.6, 1.2);
      glint += `M${n(ctx.sunX - half)} ${n(y)}h${n(half * 2)}`;
    }
    out += path(glint, "none", {
      stroke: look.glow,
      "stroke-width": n(2.2 * u),
      opacity: isNight(ctx) ? 0.45 : 0.7,
      "stroke-linecap": "round",
    });
  }
  return out;
}

/** Reflection of a registered drawing in water whose surface is at y. */
export function reflection(ctx: Ctx, id: string, y: number, opacity = 0.32, area?: string): string {
  const clip = ctx.defs.clip(area ? path(area, "#000") : rect(0, y, ctx.w, ctx.h - y, "#000"));
  return group(el("use", { href: `#${id}`, transform: `translate(0 ${n(2 * y)}) scale(1 -1)` }), {
    "clip-path": clip,
    opacity,
  });
}

export function coniferPath(x: number, y: number, s: number): string {
  let d = `M${n(x - 1.5 * s)} ${n(y)}h${n(3 * s)}v${n(-6 * s)}h${n(-3 * s)}Z`;
  for (const [dy, half, tall] of [
    [0, 14, 22],
    [-14, 11, 20],
    [-26, 8, 18],
  ]) {
    d += `M${n(x - half * s)} ${n(y - 4 * s + dy * s)}l${n(half * s)} ${n(-tall * s)}l${n(half * s)} ${n(tall * s)}Z`;
  }
  return d;
}

/** A far-off pine: one slim triangle. */
export function pinePath(x: number, y: number, s: number): string {
  return `M${n(x - 7 * s)} ${n(y)}l${n(7 * s)} ${n(-34 * s)}l${n(7 * s)} ${n(34 * s)}Z`;
}

export function blobPath(cx: number, cy: number, r: number): string {
  return `M${n(cx - r)} ${n(cy)}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0`;
}

/** A broadleaf tree: trunk path and crown path, drawn separately so many can share fills. */
export function broadleaf(
  x: number,
  y: number,
  s: number,
  tall = 1,
): { trunk: string; crown: string } {
  const th = 26 * s * tall;
  const trunk = `M${n(x - 2.5 * s)} ${n(y)}L${n(x - 1.5 * s)} ${n(y - th)}h${n(3 * s)}L${n(x + 2.5 * s)} ${n(y)}Z`;
  const cy = y - th - 8 * s;
  const crown =
    blobPath(x - 4 * s, cy - 4 * s, 15 * s) +
    blobPath(x - 12 * s, cy + 6 * s, 11 * s) +
    blobPath(x + 12 * s, cy + 5 * s, 12 * s);
  return { trunk, crown };
}

/** A scalloped silhouette of tree crowns along y, for distant woods. */
export function canopy(ctx: Ctx, y: number, size: number, depth: number): string {
  const { rng, w } = ctx;
  let d = `M-10 ${n(y + 12 * size)}`;
  let x = -10;
  while (x < w + 10) {
    const r = rng.range(11, 20) * size;
    d += `L${n(x)} ${n(y - rng.range(0, 16) * size)}a${n(r)} ${n(r * 0.9)} 0 0 1 ${n(2 * r)} 0`;
    x += 2 * r * rng.range(0.65, 0.9);
  }
  d += `L${n(w + 10)} ${n(y + 12 * size)}Z`;
  return path(d, ctx.lit(ctx.pal.foliage, depth));
}

/** Distant woods whose trees stand on y. */
export const woods = (ctx: Ctx, y: number, size: number, depth: number) =>
  canopy(ctx, y - 20 * size, size, depth);

/** A line of separate trees with trunks. */
export function treeLine(
  ctx: Ctx,
  y: number,
  count: number,
  size: number,
  depth: number,
  spread: [number, number] = [0, 1],
): string {
  const { rng, w, pal } = ctx;
  let trunks = "";
  let crowns = "";
  let dark = "";
  for (let i = 0; i < count; i++) {
    const x = w * (spread[0] + (spread[1] - spread[0]) * ((i + rng.range(0.1, 0.9)) / count));
    const s = size * rng.range(0.75, 1.25);
    const t = broadleaf(x, y + rng.range(-3, 3) * s, s, rng.range(0.7, 1.3));
    trunks += t.trunk;
    crowns += t.crown;
    dark += blobPath(x + 6 * s, y - 30 * s, 10 * s);
  }
  return (
    path(trunks, ctx.lit(pal.wood, depth)) +
    path(crowns, ctx.lit(pal.foliage, depth)) +
    path(dark, ctx.lit(pal.foliageDark, depth), { opacity: 0.35 })
  );
}

/** A row of dots drawn as a dashed line with round caps: cheap fairy lights or lamps. */
export function dots(d: string, colour: string, size: number, gap: number): string {
  return path(d, "none", {
    stroke: colour,
    "stroke-width": n(size),
    "stroke-dasharray": `0 ${n(gap)}`,
    "stroke-linecap": "round",
  });
}

function drawPalm(ctx: Ctx, x: number, y: number, s: number, lean: number, depth = 0): string {
  const tall = 120 * s;
  const topX = x + lean * tall * 0.5;
  const topY = y - tall;
  const trunk = el("path", {
    d: `M${n(x)} ${n(y)}Q${n(x + lean * tall * 0.05)} ${n(y - tall * 0.55)} ${n(topX)} ${n(topY)}`,
    fill: "none",
    stroke: ctx.lit("#8a6a48", depth),
    "stroke-width": n(6 * s),
    "stroke-linecap": "round",
  });
  let fronds = "";
  const angles = [-170, -140, -110, -70, -40, -10, 20, 160];
  for (const a of angles) {
    const rad = (a * Math.PI) / 180;
    const len = (52 + ctx.rng.range(-8, 8)) * s;
    const tipX = topX + Math.cos(rad) * len;
    const tipY = topY + Math.sin(rad) * len * 0.6 + len * 0.42;
    const midX = (topX + tipX) / 2;
    const midY = (topY + tipY) / 2 - 14 * s;
    const nx = -Math.sin(rad) * 7 * s;
    const ny = Math.cos(rad) * 7 * s;
    fronds += `M${n(topX)} ${n(topY)}Q${n(midX + nx)} ${n(midY + ny)} ${n(tipX)} ${n(tipY)}Q${n(midX - nx)} ${n(midY - ny - 6 * s)} ${n(topX)} ${n(topY)}`;
  }
  const nuts =
    blobPath(topX - 3 * s, topY + 4 * s, 3.5 * s) + blobPath(topX + 3 * s, topY + 5 * s, 3.5 * s);
  return (
    trunk + path(fronds, ctx.lit(ctx.pal.foliage, depth)) + path(nuts, ctx.lit("#5a4a22", depth))
  );
}

/** A coconut palm standing on (x, y); lean is -1 (left) to 1 (right). Drawn once per look and reused. */
export function palm(ctx: Ctx, x: number, y: number, s: number, lean: number, depth = 0): string {
  const bucket = Math.round(Math.max(-0.6, Math.min(0.6, Math.abs(lean))) * 5) / 5;
  const haze = Math.round(depth * 4) / 4;
  const id = ctx.defs.stamp(`palm ${bucket} ${haze}`, () => drawPalm(ctx, 0, 0, 1, bucket, haze));
  return place(use(id), x, y, s, lean < 0);
}

export function grassTufts(
  ctx: Ctx,
  top: number,
  bottom: number,
  count0: number,
  color: string,
): string {
  const { rng, w, u } = ctx;
  const count = Math.round(count0 * 0.6);
  let d = "";
  for (let i = 0; i < count; i++) {
    const x = rng.range(0, w);
    const y = rng.range(top, bottom);
    const s = u * (0.6 + (y - top) / Math.max(1, bottom - top));
    d += `M${n(x - 5 * s)} ${n(y)}l${n(-3 * s)} ${n(-12 * s)}l${n(8 * s)} ${n(9 * s)}l${n(3 * s)} ${n(-15 * s)}l${n(3 * s)} ${n(15 * s)}l${n(5 * s)} ${n(-10 * s)}l${n(-3 * s)} ${n(13 * s)}Z`;
  }
  return path(d, color);
}

export function birds(ctx: Ctx, x: number, y: number, count: number): string {
  const { rng, u } = ctx;
  let d = "";
  for (let i = 0; i < count; i++) {
    const bx = x + rng.range(-70, 70) * u;
    const by = y + rng.range(-30, 30) * u;
    const s = rng.range(0.7, 1.3) * u;
    d += `M${n(bx)} ${n(by)}q${n(5 * s)} ${n(-5 * s)} ${n(10 * s)} 0q${n(5 * s)} ${n(-5 * s)} ${n(10 * s)} 0`;
  }
  return path(d, "none", {
    stroke: isNight(ctx) ? "#c9d2ee" : "#2d2a33",
    "stroke-width": n(1.6 * u),
    opacity: 0.75,
    "stroke-linecap": "round",
  });
}

export function mist(ctx: Ctx, y: number, height: number, opacity = 0.5): string {
  const fill = ctx.defs.linear([
    [0, ctx.sky.haze, 0],
    [0.5, ctx.sky.haze, opacity],
    [1, ctx.sky.haze, 0],
  ]);
  return rect(0, y - height / 2, ctx.w, height, fill);
}

export function ellipseShadow(cx: number, cy: number, rx: number, ry: number): string {
  return ellipse(cx, cy, rx, ry, "#000", { opacity: 0.18 });
}

/** Ground from top to the bottom edge, a little darker towards the viewer. */
export function ground(ctx: Ctx, top: number, color: string, depth = 0.15): string {
  const fill = ctx.defs.linear([
    [0, ctx.lit(color, depth)],
    [1, darken(ctx.lit(color), 0.12)],
  ]);
  return rect(0, top, ctx.w, ctx.h - top, fill);
}

export function use(id: string): string {
  return el("use", { href: `#${id}` });
}
