import { flagLine, tone } from "./buildings";
import { darken, lighten, mix } from "./color";
import { type Ctx, isNight, lightFromLeft } from "./context";
import { bigCat, camel, deer, elephant, person } from "./creatures";
import {
  birds,
  blobPath,
  coniferPath,
  grassTufts,
  ground,
  mist,
  peaks,
  pinePath,
  reflection,
  ridge,
  ridgeFn,
  ridgePath,
  scatter,
  sky,
  specks,
  use,
  woods,
} from "./nature";
import { box, el, Ink, n, type Point, path, place, poly, smooth } from "./svg";

const subjectX = (ctx: Ctx) => ctx.focus * ctx.w;

function monastery(ctx: Ctx): string {
  const white = tone(ctx, "#f1ede4");
  const maroon = ctx.lit("#7c2430");
  const ink = new Ink();
  ink.add(
    white.face,
    poly([
      [-90, 0],
      [-80, -80],
      [80, -80],
      [90, 0],
    ]),
  );
  ink.add(
    white.face,
    poly([
      [-50, -80],
      [-46, -130],
      [46, -130],
      [50, -80],
    ]),
  );
  ink.add(
    white.shade,
    poly([
      [50, 0],
      [48, -80],
      [80, -80],
      [90, 0],
    ]),
  );
  ink.add(maroon, box(-82, -88, 164, 9) + box(-48, -138, 96, 9));
  let windows = "";
  for (let r = 0; r < 2; r++)
    for (let i = 0; i < 7; i++) windows += box(-66 + i * 20, -64 + r * 28, 9, 12);
  for (let i = 0; i < 4; i++) windows += box(-36 + i * 20, -116, 9, 14);
  ink.add(darken(white.face, 0.55), windows);
  ink.add(ctx.lit("#d9a93a"), "M-8 -138h16l-2 -10h-12ZM-2 -148h4v-12h-4Z");
  for (const cx of [-130, 120, 150]) {
    ink.add(
      white.face,
      box(cx - 12, -16, 24, 16) +
        `M${cx - 10} -16a10 12 0 0 1 20 0Z` +
        `M${cx - 4} -28L${cx} -52L${cx + 4} -28Z`,
    );
  }
  return ink.toString();
}

function hillHouses(ctx: Ctx, cx: number, cy: number, s: number): string {
  const { rng, pal } = ctx;
  const walls = new Ink();
  const roofs = new Ink();
  const roofColours = ["#b8402e", "#3f7d5a", "#3d5f9a", "#8a4a2f"];
  for (let i = 0; i < 9; i++) {
    const x = cx + rng.range(-150, 150) * s;
    const y = cy + rng.range(-40, 40) * s;
    const bw = rng.range(30, 46) * s;
    const bh = rng.range(22, 36) * s;
    const face = tone(ctx, rng.pick([pal.plaster, "#efe7d8", pal.sand]));
    walls.add(face.face, box(x - bw / 2, y - bh, bw, bh));
    walls.add(
      face.dark,
      box(x - bw / 4, y - bh * 0.7, bw * 0.16, bh * 0.3) +
        box(x + bw / 8, y - bh * 0.7, bw * 0.16, bh * 0.3),
    );
    roofs.add(
      ctx.lit(rng.pick(roofColours)),
      poly([
        [x - bw / 2 - 4 * s, y - bh],
        [x - bw / 4, y - bh - 16 * s],
        [x + bw / 4, y - bh - 16 * s],
        [x + bw / 2 + 4 * s, y - bh],
      ]),
    );
  }
  return walls.toString() + roofs.toString();
}

/**
 * Low, rounded hills fading into the distance with cloud lying in the valleys: the Western Ghats,
 * the Nilgiris, the Satpuras, Nandi Hills (hint "ridges"), where snow peaks and Himalayan hill
 * villages would be wrong.
 */
function ridgesScene(ctx: Ctx): string {
  const { w, h, u, pal } = ctx;
  const horizon = h * 0.5;
  let out = sky(ctx, horizon);
  const layers = 5;
  for (let i = 0; i < layers; i++) {
    const depth = 0.7 - (i * 0.6) / (layers - 1);
    const base = horizon + (i * (h * 0.42)) / layers;
    const colour = mix(pal.range, pal.foliage, i / (layers - 1));
    out += path(
      ridgePath(ctx, ridgeFn(ctx, base, (14 + i * 6) * u, 1.2 + i * 0.3)),
      ctx.lit(colour, depth),
    );
    if (i < layers - 1) out += mist(ctx, base + 14 * u, 36 * u, 0.5);
  }
  let trees = "";
  for (let i = 0; i < Math.round(w / 60); i++) {
    const x = ctx.rng.range(0, w);
    trees += blobPath(x, h * ctx.rng.range(0.9, 1), ctx.rng.range(8, 16) * u);
  }
  out += path(trees, ctx.lit(pal.foliageDark));
  out += birds(ctx, w * 0.6, h * 0.2, 3);
  return out;
}

export function mountainScene(ctx: Ctx): string {
  if (ctx.hint === "ridges") return ridgesScene(ctx);
  const { w, h, u, rng, pal, zoom } = ctx;
  const horizon = h * 0.6;
  const fx = subjectX(ctx);
  const barren = ctx.hint === "barren" || (ctx.hint === undefined && rng.chance(0.35));
  let out = sky(ctx, horizon);
  out += peaks(ctx, {
    base: horizon,
    height: 210 * u,
    count: Math.round(w / 180) + 2,
    color: ctx.lit(pal.range, 0.4),
    snow: 0.38,
    depth: 0.25,
  });
  const midColour = barren ? mix(pal.earth, pal.sand, 0.3) : pal.foliage;
  const mid = ridgeFn(ctx, h * 0.66, 26 * u, 1.6);
  out += path(ridgePath(ctx, mid), ctx.lit(midColour, 0.22));
  if (!barren) {
    let pines = "";
    for (let i = 0; i < Math.round(w / (16 * u)); i++) {
      const x = rng.range(0, w);
      pines += pinePath(x, mid(x) + rng.range(4, 60) * u, u * rng.range(0.45, 0.75));
    }
    out += path(pines, ctx.lit(pal.foliageDark, 0.2));
  }
  out += mist(ctx, h * 0.74, 40 * u, 0.35);
  const near = ridgeFn(ctx, h * 0.82, 22 * u, 1);
  out += path(
    ridgePath(ctx, near),
    ctx.lit(barren ? mix(pal.earth, pal.sand, 0.5) : pal.grass, 0.05),
  );
  const s = u * zoom;
  if (barren) {
    out += place(monastery(ctx), fx, near(fx) + 10 * u, 0.9 * s);
    out += flagLine(ctx, fx - 200 * s, near(fx) - 40 * s, fx - 60 * s, near(fx) - 100 * s, 14 * s);
  } else {
    out += hillHouses(ctx, fx, near(fx) + 20 * u, s);
    let trees = "";
    for (let i = 0; i < 5; i++) {
      const x = rng.range(0, w);
      trees += coniferPath(x, near(x) + rng.range(30, 80) * u, u * rng.range(1.3, 2));
    }
    out += path(trees, ctx.lit(pal.foliageDark));
  }
  out += birds(ctx, w - fx, h * 0.18, 3);
  return out;
}

function snowyConifers(ctx: Ctx, points: Point[], size: number, depth: number): string {
  let trees = "";
  let snow = "";
  for (const [x, y] of points) {
    const s = size * ctx.rng.range(0.7, 1.3);
    trees += coniferPath(x, y, s);
    for (const [dy, half, tall] of [
      [0, 14, 22],
      [-14, 11, 20],
      [-26, 8, 18],
    ]) {
      const by = y - 4 * s + dy * s;
      snow += `M${n(x - half * s * 0.45)} ${n(by - tall * s * 0.55)}L${n(x)} ${n(by - tall * s)}L${n(x + half * s * 0.45)} ${n(by - tall * s * 0.55)}Q${n(x)} ${n(by - tall * s * 0.45)} ${n(x - half * s * 0.45)} ${n(by - tall * s * 0.55)}Z`;
    }
  }
  return path(trees, ctx.lit("#2f5a4a", depth)) + path(snow, ctx.lit("#f7fafc", depth));
}

export function snowScene(ctx: Ctx): string {
  const { w, h, u, rng, zoom } = ctx;
  const horizon = h * 0.58;
  const fx = subjectX(ctx);
  let out = sky(ctx, horizon);
  out += peaks(ctx, {
    base: horizon + 10 * u,
    height: 230 * u,
    count: Math.round(w / 170) + 2,
    color: ctx.lit("#8d9cb8", 0.3),
    snow: 0.75,
    depth: 0.15,
  });
  const snowFace = ctx.lit("#eef3f9", 0.08);
  const shadow = ctx.lit("#b9c8de", 0.08);
  const mid = ridgeFn(ctx, h * 0.68, 22 * u, 1.5);
  out += path(ridgePath(ctx, mid), shadow);
  out += path(
    ridgePath(ctx, (x) => mid(x) + 8 * u),
    snowFace,
  );
  let far = "";
  let farSnow = "";
  for (let i = 0; i < Math.round(w / 18); i++) {
    const x = rng.range(0, w);
    const y = mid(x) + rng.range(10, 40) * u;
    const s = rng.range(0.4, 0.7) * u;
    far += pinePath(x, y, s);
    farSnow += `M${n(x - 3 * s)} ${n(y - 20 * s)}l${n(3 * s)} ${n(-14 * s)}l${n(3 * s)} ${n(14 * s)}Z`;
  }
  out += path(far, ctx.lit("#2f5a4a", 0.25)) + path(farSnow, ctx.lit("#f7fafc", 0.2));
  const near = ridgeFn(ctx, h * 0.84, 14 * u, 1);
  out += path(
    ridgePath(ctx, near),
    ctx.defs.linear([
      [0, snowFace],
      [1, shadow],
    ]),
  );
  const s = u * zoom;
  const cabin = new Ink();
  const cy = near(fx) + 6 * u;
  const wood = tone(ctx, "#7a4a2a");
  cabin.add(wood.face, box(fx - 56 * s, cy - 56 * s, 112 * s, 56 * s));
  cabin.add(wood.shade, box(fx + 30 * s, cy - 56 * s, 26 * s, 56 * s));
  let logs = "";
  for (let y = cy - 50 * s; y < cy; y += 9 * s) logs += box(fx - 56 * s, y, 112 * s, 1.6 * s);
  cabin.add(darken(wood.face, 0.3), logs);
  cabin.add(
    isNight(ctx) || ctx.time === "dawn" ? ctx.sky.lamp : wood.dark,
    box(fx - 36 * s, cy - 40 * s, 20 * s, 18 * s) + box(fx + 6 * s, cy - 40 * s, 16 * s, 40 * s),
  );
  cabin.add(
    ctx.lit("#6a4030"),
    poly([
      [fx - 70 * s, cy - 54 * s],
      [fx, cy - 104 * s],
      [fx + 70 * s, cy - 54 * s],
    ]),
  );
  cabin.add(
    ctx.lit("#f7fafc"),
    `M${n(fx - 74 * s)} ${n(cy - 50 * s)}L${n(fx)} ${n(cy - 110 * s)}L${n(fx + 74 * s)} ${n(cy - 50 * s)}q${n(-6 * s)} ${n(6 * s)} ${n(-12 * s)} 0L${n(fx)} ${n(cy - 96 * s)}L${n(fx - 62 * s)} ${n(cy - 50 * s)}q${n(-6 * s)} ${n(6 * s)} ${n(-12 * s)} 0Z`,
  );
  cabin.add(darken(wood.face, 0.2), box(fx + 30 * s, cy - 104 * s, 10 * s, 30 * s));
  out += cabin.toString();
  const nearTrees: Point[] = [];
  for (let i = 0; i < 4; i++) {
    const x = fx + (i < 2 ? -1 : 1) * rng.range(110, 260) * u;
    nearTrees.push([x, near(x) + rng.range(10, 40) * u]);
  }
  out += snowyConifers(ctx, nearTrees, 1.6 * u, 0);
  out += specks(scatter(ctx, Math.round(w / 16), 0, w, 0, h), "#ffffff", 2.2 * u, 0.6);
  out += specks(scatter(ctx, Math.round(w / 30), 0, w, 0, h), "#ffffff", 4 * u, 0.8);
  return out;
}

function cubic(a: Point, b: Point, c: Point, d: Point, t: number): Point {
  const m = 1 - t;
  return [
    m * m * m * a[0] + 3 * m * m * t * b[0] + 3 * m * t * t * c[0] + t * t * t * d[0],
    m * m * m * a[1] + 3 * m * m * t * b[1] + 3 * m * t * t * c[1] + t * t * t * d[1],
  ];
}

/** Height of the sampled surface at x. */
function surfaceAt(samples: Point[], x: number): number {
  for (let i = 1; i < samples.length; i++) {
    const [ax, ay] = samples[i - 1];
    const [bx, by] = samples[i];
    if (x >= ax && x <= bx) return ay + ((by - ay) * (x - ax)) / Math.max(0.001, bx - ax);
  }
  return samples[x < samples[0][0] ? 0 : samples.length - 1][1];
}

function duneSurface(x0: number, x1: number, xc: number, yb: number, yt: number): Point[] {
  const out: Point[] = [];
  for (let k = 0; k <= 10; k++)
    out.push(
      cubic([x0, yb], [x0 + (xc - x0) * 0.5, yb], [xc - (xc - x0) * 0.3, yt], [xc, yt], k / 10),
    );
  for (let k = 1; k <= 10; k++)
    out.push(
      cubic([xc, yt], [xc + (x1 - xc) * 0.3, yt], [x1 - (x1 - xc) * 0.5, yb], [x1, yb], k / 10),
    );
  return out;
}

function dune(
  x0: number,
  x1: number,
  xc: number,
  yb: number,
  yt: number,
  fromLeft: boolean,
): { body: string; shade: string } {
  const body = `M${n(x0)} ${n(yb)}C${n(x0 + (xc - x0) * 0.5)} ${n(yb)} ${n(xc - (xc - x0) * 0.3)} ${n(yt)} ${n(xc)} ${n(yt)}C${n(xc + (x1 - xc) * 0.3)} ${n(yt)} ${n(x1 - (x1 - xc) * 0.5)} ${n(yb)} ${n(x1)} ${n(yb)}Z`;
  const far = fromLeft ? x1 : x0;
  const dir = fromLeft ? 1 : -1;
  const reach = Math.abs(far - xc);
  const shade = `M${n(xc)} ${n(yt)}C${n(xc + dir * reach * 0.3)} ${n(yt)} ${n(far - dir * reach * 0.5)} ${n(yb)} ${n(far)} ${n(yb)}H${n(xc + dir * reach * 0.55)}C${n(xc + dir * reach * 0.25)} ${n(yb)} ${n(xc + dir * reach * 0.1)} ${n(yt + (yb - yt) * 0.3)} ${n(xc)} ${n(yt)}Z`;
  return { body, shade };
}

function saltFlat(ctx: Ctx): string {
  const { w, h, u, rng, zoom } = ctx;
  const horizon = h * 0.56;
  const fx = subjectX(ctx);
  let out = sky(ctx, horizon);
  out += ground(ctx, horizon, "#eef0f0", 0.2);
  let cracks = "";
  let y = horizon + 4 * u;
  let gap = 4 * u;
  let row = 0;
  while (y < h) {
    const cell = gap * 3.2;
    let d = `M-10 ${n(y)}`;
    for (let x = -10 + (row % 2) * cell * 0.5; x < w + cell; x += cell)
      d += `L${n(x + cell * 0.5)} ${n(y + gap * 0.5)}L${n(x + cell)} ${n(y)}`;
    cracks += d;
    y += gap;
    gap *= 1.22;
    row += 1;
  }
  out += path(cracks, "none", {
    stroke: ctx.lit("#b7c2cc"),
    "stroke-width": n(1.2 * u),
    opacity: 0.7,
  });
  const silhouette = isNight(ctx) || ctx.time === "sunset";
  const colour = silhouette ? darken(ctx.sky.top, 0.3) : ctx.lit("#9a6a3d");
  out += place(camel(colour, true), fx, h * 0.78, 0.9 * u * zoom, rng.chance(0.5));
  for (let i = 0; i < 4; i++) {
    out += person(
      fx + rng.range(80, 260) * u * (i % 2 ? 1 : -1),
      h * 0.7 + rng.range(0, 40) * u,
      u * 1.2,
      ctx.lit(ctx.pal.accent),
      ctx.lit("#7a4a2c"),
    );
  }
  return out;
}

export function desertScene(ctx: Ctx): string {
  if (ctx.hint === "salt") return saltFlat(ctx);
  const { w, h, u, rng, pal, zoom } = ctx;
  const horizon = h * 0.6;
  const fx = subjectX(ctx);
  const fromLeft = lightFromLeft(ctx);
  let out = sky(ctx, horizon);
  if (rng.chance(0.4)) {
    const x = w - fx;
    out += path(
      `M${n(x - 90 * u)} ${n(horizon)}V${n(horizon - 22 * u)}h${n(20 * u)}v${n(-10 * u)}h${n(50 * u)}v${n(-14 * u)}h${n(30 * u)}v${n(14 * u)}h${n(40 * u)}v${n(24 * u)}h${n(40 * u)}V${n(horizon)}Z`,
      ctx.lit(pal.sandstone, 0.6),
    );
  }
  const sand = pal.sand;
  const layers = [
    { yb: horizon + 4 * u, top: 30 * u, depth: 0.45, count: 3 },
    { yb: h * 0.72, top: 60 * u, depth: 0.2, count: 2 },
    { yb: h * 0.9, top: 80 * u, depth: 0, count: 2 },
  ];
  let caravan: Point[] = [];
  let caravanX = Number.POSITIVE_INFINITY;
  layers.forEach((layer, li) => {
    let bodies = path(
      box(-10, layer.yb - 1, w + 20, h - layer.yb + 2),
      ctx.lit(mix(sand, "#e39a4f", li * 0.15), layer.depth),
    );
    const span = (w + 200 * u) / layer.count;
    for (let i = 0; i < layer.count; i++) {
      const x0 = -100 * u + span * i - rng.range(40, 120) * u;
      const x1 = x0 + span * rng.range(1.2, 1.5);
      const xc = x0 + (x1 - x0) * rng.range(0.4, 0.6);
      const yt = layer.yb - layer.top * rng.range(0.7, 1.1);
      const d = dune(x0, x1, xc, layer.yb, yt, fromLeft);
      const face = ctx.lit(mix(sand, "#e39a4f", li * 0.15), layer.depth);
      bodies += path(d.body, face) + path(d.shade, darken(face, 0.16));
      if (li === 1 && Math.abs(xc - fx) < Math.abs(caravanX - fx)) {
        caravanX = xc;
        caravan = duneSurface(x0, x1, xc, layer.yb, yt);
      }
    }
    out += bodies;
    if (li === 1) {
      const silhouette = isNight(ctx) || ctx.time === "sunset";
      const colour = silhouette ? darken(ctx.sky.top, 0.35) : ctx.lit("#9a6a3d");
      for (let k = 0; k < 4; k++) {
        const centre = Math.max(w * 0.12 + 140 * u, Math.min(w * 0.88 - 140 * u, caravanX));
        const cx = centre + (k - 2) * 62 * u * zoom;
        out += place(
          camel(colour, k === 0),
          cx,
          surfaceAt(caravan, cx) + 3 * u,
          0.6 * u * zoom,
          !fromLeft,
        );
      }
    }
  });
  let ripples = "";
  for (let i = 0; i < 12; i++) {
    const y = h * 0.86 + i * 5 * u + rng.range(-4, 4) * u;
    const x = rng.range(-0.1, 0.7) * w;
    ripples += `M${n(x)} ${n(y)}q${n(40 * u)} ${n(-6 * u)} ${n(90 * u)} 0t${n(90 * u)} 0`;
  }
  out += path(ripples, "none", {
    stroke: darken(ctx.lit(sand), 0.12),
    "stroke-width": n(1.4 * u),
    opacity: 0.7,
  });
  let shrubs = "";
  for (let i = 0; i < 6; i++) {
    const x = rng.range(0, w);
    const y = rng.range(h * 0.8, h * 0.97);
    shrubs += blobPath(x, y, 6 * u) + blobPath(x + 7 * u, y + 2 * u, 5 * u);
  }
  out += path(shrubs, ctx.lit(mix(pal.foliage, pal.earth, 0.4)));
  return out;
}

/** Tall tree trunks standing on foot, crowns beyond the top edge. */
function bigTrunks(ctx: Ctx, xs: number[], foot: number, depth: number): string {
  const { u } = ctx;
  const ink = new Ink();
  const scale = depth > 0 ? 0.55 : 1;
  for (const x of xs) {
    const wdt = ctx.rng.range(22, 34) * u * scale;
    ink.add(
      ctx.lit(darken(ctx.pal.wood, 0.3), depth),
      `M${n(x - wdt / 2)} ${n(foot)}L${n(x - wdt / 3)} -4h${n((wdt * 2) / 3)}L${n(x + wdt / 2)} ${n(foot)}Z`,
    );
    const r = 60 * u * scale;
    ink.add(
      ctx.lit(ctx.pal.foliageDark, depth),
      blobPath(x, 10 * u, r * 1.15) + blobPath(x + r, -10 * u, r) + blobPath(x - r, 0, r * 0.85),
    );
  }
  return ink.toString();
}

function lightRays(ctx: Ctx): string {
  if (ctx.time === "night") return "";
  const { w, h, rng } = ctx;
  let d = "";
  for (let i = 0; i < 4; i++) {
    const x = ctx.sunX + rng.range(-0.25, 0.25) * w;
    d += poly([
      [x, -10],
      [x + 30, -10],
      [x - 80 + rng.range(-40, 40), h],
      [x - 170, h],
    ]);
  }
  return path(d, ctx.sky.glow, { opacity: 0.12 });
}

export function forestScene(ctx: Ctx): string {
  const { w, h, u, rng, pal, zoom } = ctx;
  const horizon = h * 0.5;
  const fx = subjectX(ctx);
  let out = sky(ctx, horizon);
  out += woods(ctx, horizon + 20 * u, 1 * u, 0.55);
  out += mist(ctx, horizon + 20 * u, 50 * u, 0.5);
  out += woods(ctx, h * 0.66, 1.7 * u, 0.3);
  out += ground(ctx, h * 0.64, mix(pal.grass, pal.sand, 0.25), 0.15);
  const trunks: number[] = [];
  for (let x = rng.range(0, 60) * u; x < w; x += rng.range(110, 170) * u) {
    if (Math.abs(x - fx) > 150 * u * zoom) trunks.push(x);
  }
  out += bigTrunks(ctx, trunks, h * 0.72, 0.22);
  out += lightRays(ctx);
  const herd = 3 + rng.int(0, 2);
  const id = ctx.defs.stamp("deer", () => deer(ctx));
  const doe = ctx.defs.stamp("doe", () => deer(ctx, 0, false));
  for (let i = 0; i < herd; i++) {
    const x = fx + (i - herd / 2) * 70 * u * zoom + rng.range(-20, 20) * u;
    const y = h * 0.8 + rng.range(-16, 20) * u;
    out += place(
      use(i % 2 === 0 ? id : doe),
      x,
      y,
      u * zoom * (0.9 + (y - h * 0.8) / (100 * u)),
      rng.chance(0.5),
    );
  }
  out += grassTufts(ctx, h * 0.72, h, Math.round(w / 16), ctx.lit(pal.foliage));
  out += bigTrunks(ctx, fx > w / 2 ? [w * 0.05] : [w * 0.95], h + 4, 0);
  out += birds(ctx, w / 2, h * 0.15, 3);
  return out;
}

export function wildlifeScene(ctx: Ctx): string {
  const { w, h, u, rng, pal, zoom } = ctx;
  const horizon = h * 0.55;
  const fx = subjectX(ctx);
  const kind = ctx.hint ?? rng.pick(["tiger", "tiger", "elephant"]);
  let out = sky(ctx, horizon);
  out += woods(ctx, horizon + 16 * u, 0.9 * u, 0.5);
  out += woods(ctx, h * 0.66, 1.5 * u, 0.28);
  out += bigTrunks(ctx, [w * 0.3, w * 0.62], h * 0.7, 0.25);
  const grass = mix(pal.grass, pal.sand, 0.45);
  out += ground(ctx, h * 0.64, grass, 0.2);
  const base = h * 0.8;
  const mirror = fx > w / 2;
  const s = (kind === "elephant" ? 1.2 : 1.45) * u * zoom;
  const animal =
    kind === "elephant" ? elephant(ctx) : bigCat(ctx, kind === "lion" ? "lion" : "tiger");
  if (rng.chance(0.5)) {
    const poolTop = base + 4 * u;
    const pool = `M${n(fx - 260 * u)} ${n(poolTop)}H${n(fx + 260 * u)}Q${n(fx + 300 * u)} ${n(poolTop + 30 * u)} ${n(fx + 180 * u)} ${n(poolTop + 50 * u)}H${n(fx - 200 * u)}Q${n(fx - 310 * u)} ${n(poolTop + 30 * u)} ${n(fx - 260 * u)} ${n(poolTop)}Z`;
    out += path(pool, ctx.lit(mix(pal.water, ctx.sky.horizon, 0.4)));
    const id = ctx.defs.symbol(place(animal, fx, base, s, mirror));
    out += use(id);
    out += reflection(ctx, id, base + 2 * u, 0.3, pool);
  } else {
    out += el("ellipse", { cx: fx, cy: base, rx: 100 * s, ry: 8 * s, fill: "#000", opacity: 0.15 });
    out += place(animal, fx, base, s, mirror);
  }
  out += grassTufts(ctx, h * 0.84, h, Math.round(w / 12), ctx.lit(darken(grass, 0.1)));
  out += bigTrunks(ctx, mirror ? [w * 0.05] : [w * 0.95], h + 4, 0);
  out += birds(ctx, w / 2, h * 0.15, 3);
  return out;
}

function teaRows(
  ctx: Ctx,
  surface: (x: number) => number,
  bottom: number,
  gap: number,
  colour: string,
  width: number,
): string {
  const { w } = ctx;
  let d = "";
  let offset = gap * 0.8;
  let i = 0;
  while (offset < bottom) {
    const points: Point[] = [];
    const steps = Math.round((w / 800) * 6);
    for (let k = 0; k <= steps; k++) {
      const x = -20 + ((w + 40) * k) / steps;
      points.push([x, surface(x) + offset + Math.sin(k * 1.3 + i) * gap * 0.15]);
    }
    d += smooth(points);
    offset += gap * (1 + i * 0.06);
    i += 1;
  }
  return path(d, "none", {
    stroke: colour,
    "stroke-width": n(width),
    "stroke-dasharray": `${n(width * 0.9)} ${n(width * 0.5)}`,
    "stroke-linecap": "round",
  });
}

export function teaHillsScene(ctx: Ctx): string {
  const { w, h, u, rng, pal, zoom } = ctx;
  const horizon = h * 0.42;
  const fx = subjectX(ctx);
  let out = sky(ctx, horizon);
  out += ridge(ctx, horizon, 30 * u, ctx.lit(mix(pal.range, pal.foliage, 0.3), 0.55), 1.3);
  out += mist(ctx, horizon + 24 * u, 40 * u, 0.5);
  const tea = mix(pal.grass, "#5aa03c", 0.4);
  const mid = ridgeFn(ctx, h * 0.56, 34 * u, 1.4);
  const midShape = ridgePath(ctx, mid);
  out += path(midShape, ctx.lit(tea, 0.28));
  out += el(
    "g",
    { "clip-path": ctx.defs.clip(path(midShape, "#000")) },
    teaRows(ctx, mid, h * 0.3, 9 * u, ctx.lit(pal.foliageDark, 0.3), 5 * u),
  );
  out += mist(ctx, h * 0.66, 36 * u, 0.45);
  const near = ridgeFn(ctx, h * 0.72, 40 * u, 0.9);
  const nearShape = ridgePath(ctx, near);
  out += path(nearShape, ctx.lit(lighten(tea, 0.05)));
  out += el(
    "g",
    { "clip-path": ctx.defs.clip(path(nearShape, "#000")) },
    teaRows(ctx, near, h * 0.4, 16 * u * zoom, ctx.lit(darken(tea, 0.35)), 10 * u * zoom),
  );
  const oaks = new Ink();
  for (let i = 0; i < Math.round(w / 200); i++) {
    const x = rng.range(0, w);
    const y = near(x) + rng.range(20, 70) * u;
    const tall = rng.range(150, 210) * u;
    oaks.add(
      ctx.lit("#6e6458"),
      `M${n(x - 3 * u)} ${n(y)}l${n(1.6 * u)} ${n(-tall)}h${n(2.8 * u)}l${n(1.6 * u)} ${n(tall)}Z`,
    );
    let leaves = "";
    for (let k = 0; k < 4; k++) {
      const side = k % 2 ? 1 : -1;
      leaves += `M${n(x)} ${n(y - tall + k * 34 * u)}q${n(side * 26 * u)} ${n(-14 * u)} ${n(side * 34 * u)} ${n(4 * u)}q${n(-side * 16 * u)} ${n(10 * u)} ${n(-side * 34 * u)} ${n(-4 * u)}Z`;
    }
    leaves += blobPath(x, y - tall - 6 * u, 14 * u);
    oaks.add(ctx.lit(pal.foliageDark), leaves);
  }
  out += oaks.toString();
  for (let i = 0; i < 3; i++) {
    const x = fx + (i - 1) * 60 * u * zoom;
    const y = near(x) + (70 + i * 14) * u;
    const s = 2 * u * zoom;
    out += path(
      `M${n(x - 9 * s)} ${n(y - 18 * s)}h${n(18 * s)}v${n(18 * s)}h${n(-18 * s)}Z`,
      ctx.lit(darken(tea, 0.2)),
    );
    out += person(
      x,
      y - 8 * s,
      s,
      ctx.lit(rng.pick([pal.accent, pal.accent2, "#d64b8a"])),
      ctx.lit("#7a4a2c"),
    );
    out += path(
      `M${n(x - 6 * s)} ${n(y - 36 * s)}h${n(12 * s)}l${n(-2 * s)} ${n(10 * s)}h${n(-8 * s)}Z`,
      ctx.lit("#a27b4a"),
    );
  }
  return out;
}
