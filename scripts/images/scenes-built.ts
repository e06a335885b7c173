import {
  clockTower,
  fishingNet,
  gateMonument,
  goldenShrine,
  gopuram,
  hillFort,
  houseRow,
  mausoleum,
  memorialArch,
  nagaraTemple,
  palaceFront,
  shikharaTower,
  skyline,
  stupa,
  tone,
  vimana,
  windowGlow,
} from "./buildings";
import { darken, lighten, mix } from "./color";
import { type Ctx, isNight } from "./context";
import { person } from "./creatures";
import {
  birds,
  blobPath,
  dots,
  grassTufts,
  ground,
  mist,
  palm,
  reflection,
  ridge,
  ridgeFn,
  ridgePath,
  sky,
  treeLine,
  use,
  water,
  woods,
} from "./nature";
import { arch, box, Ink, n, path, place, poly } from "./svg";
import { rowBoat } from "./vessels";

const subjectX = (ctx: Ctx) => ctx.focus * ctx.w;

function cypressRow(ctx: Ctx, x: (t: number) => number, top: number, bottom: number): string {
  let d = "";
  for (let i = 0; i < 7; i++) {
    const t = (i + 0.5) / 7;
    const y = top + (bottom - top) * t ** 1.2;
    const s = ctx.u * ctx.zoom * (0.35 + t * 1.3);
    d += `M${n(x(t))} ${n(y)}c${n(-9 * s)} ${n(-14 * s)} ${n(-7 * s)} ${n(-44 * s)} 0 ${n(-58 * s)}c${n(7 * s)} ${n(14 * s)} ${n(9 * s)} ${n(44 * s)} 0 ${n(58 * s)}Z`;
  }
  return path(d, ctx.lit(ctx.pal.foliageDark, 0.05));
}

export function monumentScene(ctx: Ctx): string {
  const { w, h, u, rng, pal, zoom } = ctx;
  const horizon = h * 0.62;
  const base = horizon + 14 * u;
  const fx = subjectX(ctx);
  const style = ctx.hint ?? rng.pick(["mausoleum", "mausoleum", "gate", "stupa"]);
  let out = sky(ctx, horizon);
  out += woods(ctx, horizon + 6 * u, 0.55 * u, 0.55);
  out += ground(ctx, horizon + 4 * u, pal.grass, 0.3);
  if (style === "mausoleum") {
    const stone = rng.chance(0.7) ? pal.marble : mix(pal.sandstone, pal.marble, 0.2);
    const s = 0.62 * u * zoom;
    const id = ctx.defs.symbol(place(mausoleum(ctx, stone), fx, base, s));
    const near = 150 * u * zoom;
    const poolTop = base + 6 * u;
    const pool = poly([
      [fx - 16 * s, poolTop],
      [fx + 16 * s, poolTop],
      [fx + near, h],
      [fx - near, h],
    ]);
    const walk = poly([
      [fx - 40 * s, poolTop - 2 * u],
      [fx + 40 * s, poolTop - 2 * u],
      [fx + near * 1.7, h],
      [fx - near * 1.7, h],
    ]);
    out += path(walk, ctx.lit(lighten(pal.sandstone, 0.35), 0.1));
    out += path(pool, ctx.lit(mix(pal.water, ctx.sky.horizon, 0.45)));
    out += use(id);
    out += reflection(ctx, id, base, 0.4, pool);
    out += cypressRow(ctx, (t) => fx - (28 * s + near * 1.25 * t), poolTop, h + 40 * u);
    out += cypressRow(ctx, (t) => fx + 28 * s + near * 1.25 * t, poolTop, h + 40 * u);
  } else {
    const stone =
      style === "stupa" ? lighten(pal.sandstone, 0.25) : mix(pal.granite, pal.sandstone, 0.3);
    const s = (style === "stupa" ? 0.85 : 0.72) * u * zoom;
    const drawing = style === "stupa" ? stupa(ctx, stone) : gateMonument(ctx, stone);
    out += path(
      `M${n(fx - 300 * s)} ${n(base + 8 * u)}L${n(fx + 300 * s)} ${n(base + 8 * u)}L${n(w + 20)} ${n(h)}H-20Z`,
      ctx.lit(lighten(pal.sandstone, 0.3), 0.1),
    );
    out += place(drawing, fx, base + 8 * u, s);
    out += treeLine(ctx, h * 0.98, 3, 1.6 * u, 0, fx > w / 2 ? [0, 0.25] : [0.75, 1]);
    out += crowd(ctx, fx, base + 40 * u, 120 * u, 7);
  }
  out += birds(ctx, w * 0.8 - fx * 0.5, horizon * 0.35, 5);
  return out;
}

export function crowd(ctx: Ctx, cx: number, y: number, spread: number, count: number): string {
  const { rng, u, pal } = ctx;
  const garments = [pal.accent, pal.accent2, pal.accent3, "#f2efe6", "#3a5ca8"];
  let out = "";
  for (let i = 0; i < count; i++) {
    const py = y + rng.range(0, 30) * u;
    out += person(
      cx + rng.range(-spread, spread),
      py,
      u * (0.7 + (py - y) / (60 * u)),
      ctx.lit(rng.pick(garments)),
      ctx.lit(rng.pick(["#8a5a3b", "#a56d47", "#6a4028"])),
    );
  }
  return out;
}

export function fortScene(ctx: Ctx): string {
  const { w, h, u, rng, pal, zoom } = ctx;
  const horizon = h * 0.66;
  const fx = subjectX(ctx);
  const base = h * 0.8;
  let out = sky(ctx, horizon);
  out += ridge(ctx, horizon - 20 * u, 16 * u, ctx.lit(pal.range, 0.55), 1.5);
  out += ground(ctx, horizon, mix(pal.earth, pal.grass, 0.3), 0.35);
  const stone = rng.chance(0.5) ? pal.sandstone : mix(pal.sand, pal.earth, 0.4);
  out += place(hillFort(ctx, stone), fx, base, 0.84 * u * zoom);
  const front = ctx.hint ?? rng.pick(["town", "water", "scrub"]);
  if (front === "water" || front === "sea") {
    out += water(ctx, { top: base - 4 * u, shimmer: 14 });
    out += place(rowBoat(ctx, false), w - fx * 0.7, h * 0.92, 0.9 * u);
  } else if (front === "town" || front === "blue") {
    const blues = ["#5f8fc9", "#7aa6d8", "#4d7fbf", "#9ab9e0", "#6f9bd1"];
    out += houseRow(
      ctx,
      -10,
      w + 10,
      h * 0.93,
      40 * u,
      80 * u,
      0.05,
      front === "blue" ? blues : undefined,
    );
    out += ground(ctx, h * 0.93, pal.earth, 0.05);
  } else {
    out += path(ridgePath(ctx, h * 0.9, 10 * u, 1), ctx.lit(mix(pal.earth, pal.grass, 0.5), 0.05));
    out += treeLine(ctx, h * 0.97, Math.round(w / 160), 1.3 * u, 0);
  }
  out += birds(ctx, fx + (fx > w / 2 ? -220 : 220) * u, h * 0.2, 4);
  return out;
}

function palaceLights(ctx: Ctx, half: number): string {
  if (!isNight(ctx)) return "";
  let d = "";
  for (const y of [-154, -78, -2]) d += `M${-half} ${y}H${half}`;
  d += `M-60 -240H60M${-half} -150V0M${half} -150V0`;
  return dots(d, ctx.sky.lamp, 3.2, 9);
}

export function palaceScene(ctx: Ctx): string {
  const { w, h, u, rng, pal, zoom } = ctx;
  const horizon = h * 0.64;
  const base = h * 0.74;
  const fx = subjectX(ctx);
  const width = rng.pick([420, 480, 540]);
  let out = sky(ctx, horizon);
  out += ridge(ctx, horizon - 10 * u, 20 * u, ctx.lit(pal.range, 0.6), 1.2);
  out += woods(ctx, horizon + 4 * u, 0.6 * u, 0.45);
  out += ground(ctx, horizon, pal.grass, 0.25);
  const s = 0.82 * u * zoom;
  out += place(palaceFront(ctx, pal.plaster, width) + palaceLights(ctx, width / 2), fx, base, s);
  const paving = ctx.lit(lighten(pal.sandstone, 0.4), 0.05);
  out += path(
    poly([
      [fx - 40 * s, base],
      [fx + 40 * s, base],
      [fx + 200 * u, h],
      [fx - 200 * u, h],
    ]),
    paving,
  );
  const pool = `M${n(fx - 90 * u)} ${n(h * 0.9)}a${n(90 * u)} ${n(18 * u)} 0 1 0 ${n(180 * u)} 0a${n(90 * u)} ${n(18 * u)} 0 1 0 ${n(-180 * u)} 0`;
  out += path(pool, ctx.lit(mix(pal.water, ctx.sky.horizon, 0.35)), {
    stroke: paving,
    "stroke-width": n(5 * u),
  });
  out += path(
    `M${n(fx - 2 * u)} ${n(h * 0.9)}l${n(-10 * u)} ${n(-30 * u)}l${n(12 * u)} ${n(14 * u)}l${n(12 * u)} ${n(-14 * u)}l${n(-10 * u)} ${n(30 * u)}Z`,
    lighten(ctx.lit(pal.water), 0.55),
    { opacity: 0.8 },
  );
  let bushes = "";
  for (let x = fx - (width / 2) * s; x <= fx + (width / 2) * s; x += 22 * u) {
    if (Math.abs(x - fx) > 50 * s) bushes += blobPath(x, base + 2 * u, 9 * u);
  }
  out += path(bushes, ctx.lit(pal.foliageDark, 0.05));
  out += treeLine(ctx, h * 1.01, 2, 1.5 * u, 0, fx > w / 2 ? [0, 0.2] : [0.8, 1]);
  out += crowd(ctx, fx, base + 14 * u, 160 * u, 5);
  return out;
}

export function templeScene(ctx: Ctx): string {
  const style = ctx.hint ?? ctx.rng.pick(["nagara", "nagara", "gopuram", "vimana"]);
  if (style === "golden") return goldenScene(ctx);
  if (style === "gopuram") return gopuramScene(ctx);
  if (style === "vimana") return shoreTempleScene(ctx);
  return nagaraScene(ctx);
}

function nagaraScene(ctx: Ctx): string {
  const { w, h, u, pal, zoom } = ctx;
  const horizon = h * 0.7;
  const base = h * 0.8;
  const fx = subjectX(ctx);
  const stone = mix(pal.sandstone, pal.sand, 0.35);
  let out = sky(ctx, horizon);
  out += woods(ctx, horizon + 4 * u, 0.6 * u, 0.5);
  out += ground(ctx, horizon, pal.grass, 0.3);
  const otherX = fx < w / 2 ? fx + 330 * u : fx - 330 * u;
  const far = new Ink();
  const farTone = tone(ctx, stone, 0.35);
  far.add(farTone.face, box(otherX - 60 * u, horizon - 4 * u, 120 * u, 24 * u));
  shikharaTower(far, farTone, otherX + 20 * u, horizon - 4 * u, 26 * u, 90 * u);
  shikharaTower(far, farTone, otherX - 30 * u, horizon - 4 * u, 16 * u, 44 * u);
  out += far.toString();
  out += path(
    `M${n(fx - 170 * u * zoom)} ${n(base + 4 * u)}L${n(fx + 150 * u * zoom)} ${n(base + 4 * u)}L${n(fx + 260 * u)} ${n(h)}H${n(fx - 300 * u)}Z`,
    ctx.lit(lighten(stone, 0.25), 0.1),
  );
  out += place(nagaraTemple(ctx, stone), fx + 10 * u * zoom, base, 0.74 * u * zoom);
  out += treeLine(ctx, h * 1.02, 2, 1.8 * u, 0, fx > w / 2 ? [0, 0.22] : [0.78, 1]);
  out += crowd(ctx, fx - 60 * u, base + 16 * u, 90 * u, 4);
  out += birds(ctx, fx + 160 * u, h * 0.18, 4);
  return out;
}

function gopuramScene(ctx: Ctx): string {
  const { w, h, u, pal, zoom } = ctx;
  const horizon = h * 0.66;
  const base = h * 0.7;
  const fx = subjectX(ctx);
  let out = sky(ctx, horizon);
  out += woods(ctx, horizon + 4 * u, 0.6 * u, 0.45);
  const side = ctx.defs.stamp("gopuram", () => gopuram(ctx, true));
  for (const dx of [-250, 230]) {
    out += place(use(side), fx + dx * u * zoom, base - 6 * u, 0.45 * u * zoom);
  }
  const wall = tone(ctx, pal.plaster);
  out += path(box(-10, base - 40 * u, w + 20, 40 * u), wall.face);
  let stripes = "";
  for (let y = base - 34 * u; y < base - 6 * u; y += 9 * u) stripes += box(-10, y, w + 20, 4 * u);
  out += path(stripes, ctx.lit("#b8402e"), { opacity: 0.7 });
  out += place(gopuram(ctx, true), fx, base, 0.82 * u * zoom);
  const tankTop = base + 10 * u;
  let steps = "";
  for (let i = 0; i < 5; i++) steps += box(-10, base + i * 4 * u, w + 20, 2 * u);
  out += path(box(-10, base, w + 20, 20 * u), ctx.lit(pal.granite, 0.1));
  out += path(steps, darken(ctx.lit(pal.granite), 0.15));
  out += water(ctx, { top: tankTop + 10 * u, shimmer: 10 });
  return out;
}

function shoreTempleScene(ctx: Ctx): string {
  const { w, h, u, pal, zoom, rng } = ctx;
  const horizon = h * 0.6;
  const fx = subjectX(ctx);
  const base = h * 0.76;
  let out = sky(ctx, horizon);
  out += water(ctx, { top: horizon, shimmer: 22 });
  const shore = `M-10 ${n(h * 0.74)}Q${n(w * 0.5)} ${n(h * 0.7)} ${n(w + 10)} ${n(h * 0.78)}V${n(h)}H-10Z`;
  out += path(shore, ctx.lit(pal.sand));
  out += path(
    `M-10 ${n(h * 0.745)}Q${n(w * 0.5)} ${n(h * 0.705)} ${n(w + 10)} ${n(h * 0.785)}`,
    "none",
    { stroke: "#ffffff", "stroke-width": n(3 * u), opacity: 0.7 },
  );
  const rocks = new Ink();
  const rock = tone(ctx, pal.granite);
  for (let i = 0; i < 6; i++) {
    const rx = fx + rng.range(-170, 170) * u;
    const ry = base + rng.range(0, 14) * u;
    const r = rng.range(12, 26) * u;
    rocks.add(rock.face, blobPath(rx, ry, r));
    rocks.add(
      rock.shade,
      `M${n(rx + r * 0.1)} ${n(ry + r)}a${n(r)} ${n(r)} 0 0 0 ${n(r * 0.9)} ${n(-r)}Z`,
    );
  }
  out += place(vimana(ctx, 0.7), fx + 110 * u * zoom, base - 4 * u, u * zoom);
  out += place(vimana(ctx, 1), fx - 20 * u * zoom, base, 1.05 * u * zoom);
  out += rocks.toString();
  out += palm(ctx, fx > w / 2 ? w * 0.1 : w * 0.9, h * 0.98, 1.3 * u, fx > w / 2 ? 0.3 : -0.3);
  out += birds(ctx, w * 0.5, h * 0.2, 5);
  return out;
}

function goldenScene(ctx: Ctx): string {
  const { w, h, u, pal, zoom } = ctx;
  const horizon = h * 0.5;
  const pool = h * 0.6;
  const fx = subjectX(ctx);
  let out = sky(ctx, horizon);
  const marble = tone(ctx, pal.marble, 0.1);
  out += path(box(-10, h * 0.47, w + 20, pool - h * 0.47), marble.face);
  let arcade = "";
  for (let x = 6 * u; x < w; x += 26 * u)
    arcade += arch(x, pool - 6 * u, 14 * u, 22 * u) + arch(x, pool - 36 * u, 14 * u, 20 * u);
  out += path(arcade, marble.dark);
  out += path(box(-10, h * 0.465, w + 20, 4 * u), marble.trim);
  out += place(clockTower(ctx, pal.marble), w - fx * 0.8, pool, 0.55 * u);
  out += water(ctx, { top: pool, shimmer: 16 });
  const causeway = `M-10 ${n(pool + 46 * u)}L${n(fx)} ${n(pool + 40 * u)}V${n(pool + 48 * u)}L-10 ${n(pool + 58 * u)}Z`;
  out += path(causeway, marble.face);
  let lamps = "";
  for (let x = 20 * u; x < fx - 30 * u; x += 40 * u)
    lamps += box(x, pool + 24 * u, 3 * u, 20 * u) + blobPath(x + 1.5 * u, pool + 22 * u, 4 * u);
  out += path(lamps, isNight(ctx) ? ctx.sky.lamp : ctx.lit("#d9a93a"));
  const s = 1.05 * u * zoom;
  const id = ctx.defs.symbol(place(goldenShrine(ctx), fx, pool + 44 * u, s));
  out += use(id);
  out += reflection(ctx, id, pool + 44 * u, 0.45);
  out += windowGlow(ctx, fx, pool - 60 * u, 180 * u);
  return out;
}

export function ghatsScene(ctx: Ctx): string {
  const { w, h, u, rng, pal } = ctx;
  const line = h * 0.56;
  const riverTop = h * 0.72;
  let out = sky(ctx, line, line - 170 * u);
  const town = new Ink();
  const temples = new Ink();
  const t = tone(ctx, mix(pal.sandstone, pal.plaster, 0.4));
  for (let i = 0; i < Math.max(2, Math.round(w / 300)); i++) {
    const x = (w * (i + rng.range(0.2, 0.8))) / Math.max(2, Math.round(w / 300));
    shikharaTower(temples, t, x, line - rng.range(70, 110) * u, 26 * u, rng.range(80, 120) * u);
  }
  out += temples.toString();
  out += houseRow(ctx, -20, w + 20, line, 70 * u, 160 * u, 0.03);
  out += town.toString();
  const stone = tone(ctx, mix(pal.sandstone, pal.sand, 0.5));
  let steps = "";
  const count = 9;
  for (let i = 0; i < count; i++)
    steps += box(-10, line + ((riverTop - line) * i) / count, w + 20, 3 * u);
  out += path(box(-10, line, w + 20, riverTop - line + 2), stone.face);
  out += path(steps, stone.shade);
  const umbrellas = new Ink();
  for (let i = 0; i < Math.round(w / 110); i++) {
    const x = rng.range(0.02, 0.98) * w;
    const y = line + rng.range(0.35, 0.9) * (riverTop - line);
    umbrellas.add(darken(ctx.lit(pal.wood), 0.2), box(x - u, y - 34 * u, 2 * u, 34 * u));
    umbrellas.add(
      ctx.lit(rng.pick(["#e9d6a8", "#d8b46a", "#c9a05a"])),
      `M${n(x - 24 * u)} ${n(y - 30 * u)}L${n(x)} ${n(y - 42 * u)}L${n(x + 24 * u)} ${n(y - 30 * u)}Z`,
    );
  }
  out += umbrellas.toString();
  out += crowd(ctx, w * 0.5, line + 12 * u, w * 0.45, Math.round(w / 80));
  out += water(ctx, { top: riverTop, shimmer: 20 });
  if (ctx.time !== "noon") {
    let lamps = "";
    for (let i = 0; i < Math.round(w / 30); i++) {
      lamps += blobPath(rng.range(0, w), rng.range(riverTop + 20 * u, h), rng.range(1.5, 2.8) * u);
    }
    out += path(lamps, ctx.sky.lamp, { opacity: 0.9 });
  }
  for (let i = 0; i < Math.max(2, Math.round(w / 260)); i++) {
    const bx = w * ((i + rng.range(0.2, 0.8)) / Math.max(2, Math.round(w / 260)));
    const by = riverTop + rng.range(0.35, 0.85) * (h - riverTop);
    out += place(
      rowBoat(ctx, rng.chance(0.6)),
      bx,
      by,
      u * (0.7 + (by - riverTop) / (h - riverTop)),
      rng.chance(0.5),
    );
  }
  out += birds(ctx, w * 0.3, h * 0.12, 6);
  return out;
}

export function cityScene(ctx: Ctx): string {
  const { w, h, u, rng, pal, zoom } = ctx;
  const horizon = h * 0.66;
  const fx = subjectX(ctx);
  let out = sky(ctx, horizon);
  out += skyline(ctx, -10, w + 10, horizon + 4 * u, 170 * u, 0.45);
  out += skyline(ctx, -10, w + 10, horizon + 10 * u, 110 * u, 0.2);
  const landmark = ctx.hint ?? rng.pick(["arch", "gateway", "clock", "dome", "civic"]);
  if (landmark === "nets") return netsScene(ctx, out, horizon);
  const stone = landmark === "arch" ? lighten(pal.sandstone, 0.2) : mix(pal.sand, pal.marble, 0.5);
  const coastal = landmark === "gateway" || (landmark !== "civic" && rng.chance(0.5));
  const base = horizon + 30 * u;
  out += ground(ctx, horizon + 8 * u, mix(pal.granite, pal.grass, 0.3), 0.2);
  const s = 0.82 * u * zoom;
  const drawing =
    landmark === "clock"
      ? clockTower(ctx, stone)
      : landmark === "dome"
        ? mausoleum(ctx, stone)
        : landmark === "civic"
          ? palaceFront(ctx, mix(pal.granite, "#ece6da", 0.6), 420)
          : memorialArch(ctx, stone, landmark === "gateway");
  const scale = landmark === "dome" ? s * 0.6 : landmark === "civic" ? s * 0.62 : s;
  if (coastal) {
    const id = ctx.defs.symbol(place(drawing, fx, base, scale));
    out += path(box(-10, base - 4 * u, w + 20, 8 * u), ctx.lit(pal.granite));
    out += use(id);
    out += water(ctx, { top: base + 4 * u, shimmer: 20 });
    out += reflection(ctx, id, base + 4 * u, 0.3);
    out += place(rowBoat(ctx, false), fx + (fx > w / 2 ? -260 : 260) * u, h * 0.92, u);
  } else {
    out += place(drawing, fx, base, scale);
    const road = ctx.lit(darken(pal.granite, 0.35), 0.05);
    out += path(box(-10, h * 0.86, w + 20, h * 0.14), road);
    let marks = "";
    for (let x = 0; x < w; x += 60 * u) marks += box(x, h * 0.93, 30 * u, 3 * u);
    out += path(marks, "#f4f1e6", { opacity: 0.7 });
    out += treeLine(ctx, h * 0.86, Math.round(w / 150), 1.1 * u, 0);
  }
  const lamps = new Ink();
  for (let x = 40 * u; x < w; x += 130 * u) {
    lamps.add(ctx.lit("#3b3f4a"), box(x, base - 40 * u, 2.4 * u, 44 * u));
    lamps.add(
      isNight(ctx) ? ctx.sky.lamp : ctx.lit("#f3efe0"),
      blobPath(x + 1.2 * u, base - 42 * u, 4 * u),
    );
  }
  out += lamps.toString();
  if (!isNight(ctx)) out += birds(ctx, w * 0.25, h * 0.18, 5);
  return out;
}

function netsScene(ctx: Ctx, skyAndTowers: string, horizon: number): string {
  const { w, h, u, rng, pal, zoom } = ctx;
  let out = skyAndTowers;
  const shore = horizon + 40 * u;
  out += path(box(-10, horizon + 6 * u, w + 20, shore - horizon), ctx.lit(pal.foliage, 0.2));
  out +=
    palm(ctx, w * 0.1, shore, 0.8 * u, 0.2, 0.2) + palm(ctx, w * 0.9, shore, 0.9 * u, -0.2, 0.2);
  out += water(ctx, { top: shore, shimmer: 22 });
  const count = Math.max(2, Math.round(w / 300));
  for (let i = 0; i < count; i++) {
    const x = w * ((i + 0.3) / count) + (ctx.focus - 0.5) * 120 * u;
    const s = u * zoom * rng.range(0.85, 1.1);
    const id = ctx.defs.stamp("net", () => fishingNet(ctx));
    out += place(use(id), x, shore + 6 * u, s, i % 2 === 1);
  }
  out += place(rowBoat(ctx, false), w * 0.5, h * 0.9, u);
  out += birds(ctx, w * 0.6, h * 0.2, 5);
  return out;
}

/** A heap of rounded granite boulders: wide at the bottom, one or two on top. */
function boulderPile(
  ink: Ink,
  ctx: Ctx,
  cx: number,
  foot: number,
  size: number,
  depth: number,
): void {
  const { rng } = ctx;
  const rock = tone(ctx, mix(ctx.pal.rock, "#c9a47a", 0.45), depth);
  const rows = depth > 0 ? [3, 2, 1] : [4, 3, 2, 1];
  let y = foot;
  rows.forEach((count, row) => {
    const r = size * (0.3 - row * 0.03);
    for (let i = 0; i < count; i++) {
      const x = cx + (i - (count - 1) / 2) * r * 1.7 + rng.range(-0.2, 0.2) * r;
      const by = y - r * 0.8 + rng.range(-0.1, 0.1) * r;
      const rx = r * rng.range(0.95, 1.2);
      const ry = r * rng.range(0.75, 0.9);
      ink.add(
        rock.face,
        `M${n(x - rx)} ${n(by)}a${n(rx)} ${n(ry)} 0 1 1 ${n(2 * rx)} 0a${n(rx)} ${n(ry)} 0 1 1 ${n(-2 * rx)} 0`,
      );
      ink.add(
        rock.shade,
        `M${n(x + rx)} ${n(by)}a${n(rx)} ${n(ry)} 0 0 1 ${n(-1.6 * rx)} ${n(ry * 0.6)}Q${n(x + rx * 0.5)} ${n(by + ry * 0.2)} ${n(x + rx)} ${n(by)}Z`,
      );
      if (depth === 0)
        ink.add(
          rock.trim,
          `M${n(x - rx * 0.6)} ${n(by - ry * 0.5)}q${n(rx * 0.4)} ${n(-ry * 0.35)} ${n(rx * 0.9)} ${n(-ry * 0.3)}`,
          0.8,
        );
    }
    y -= r * 1.35;
  });
}

export function ruinsScene(ctx: Ctx): string {
  const { w, h, u, rng, pal, zoom } = ctx;
  const horizon = h * 0.6;
  const fx = subjectX(ctx);
  const base = h * 0.8;
  let out = sky(ctx, horizon);
  const rockColour = mix(pal.rock, "#c9a47a", 0.45);
  let hills = `M-10 ${n(horizon + 10 * u)}`;
  for (let x = -10; x < w + 10; ) {
    const r = rng.range(14, 34) * u;
    hills += `L${n(x)} ${n(horizon - rng.range(10, 70) * u)}a${n(r)} ${n(r * 0.8)} 0 0 1 ${n(2 * r)} 0`;
    x += 2 * r * rng.range(0.6, 0.9);
  }
  hills += `L${n(w + 10)} ${n(horizon + 10 * u)}Z`;
  out += path(hills, ctx.lit(rockColour, 0.45));
  const far = new Ink();
  for (let x = rng.range(40, 120) * u; x < w; x += rng.range(180, 260) * u)
    boulderPile(far, ctx, x, horizon + 6 * u, rng.range(70, 100) * u, 0.3);
  out += far.toString();
  out += ground(ctx, horizon, mix(pal.earth, pal.grass, 0.45), 0.3);
  out += place(
    gopuram(ctx, false, 0.8),
    fx + (fx > w / 2 ? -240 : 240) * u,
    horizon + 30 * u,
    0.8 * u,
  );
  const stone = tone(ctx, mix(pal.granite, pal.sand, 0.3));
  const ruin = new Ink();
  const s = u * zoom;
  ruin.add(stone.shade, box(fx - 170 * s, base - 14 * s, 340 * s, 14 * s));
  ruin.add(stone.trim, box(fx - 174 * s, base - 18 * s, 348 * s, 5 * s));
  for (let i = 0; i < 9; i++) {
    const x = fx - 150 * s + i * 37 * s;
    const height = i % 4 === 3 ? 50 * s : 96 * s;
    ruin.add(stone.face, box(x, base - 18 * s - height, 16 * s, height));
    ruin.add(stone.shade, box(x + 11 * s, base - 18 * s - height, 5 * s, height));
    ruin.add(stone.trim, box(x - 4 * s, base - 24 * s - height, 24 * s, 6 * s));
  }
  ruin.add(
    stone.face,
    box(fx - 158 * s, base - 132 * s, 120 * s, 12 * s) +
      box(fx + 10 * s, base - 132 * s, 150 * s, 12 * s),
  );
  ruin.add(
    stone.face,
    poly([
      [fx - 40 * s, base - 128 * s],
      [fx + 30 * s, base - 150 * s],
      [fx + 34 * s, base - 140 * s],
      [fx - 36 * s, base - 118 * s],
    ]),
  );
  out += ruin.toString();
  const near = new Ink();
  boulderPile(near, ctx, fx > w / 2 ? w * 0.12 : w * 0.88, h * 1.02, 190 * u, 0);
  out += near.toString();
  out += palm(ctx, fx > w / 2 ? w * 0.3 : w * 0.7, h * 0.92, 1.1 * u, 0.2);
  out += grassTufts(ctx, base + 6 * u, h, Math.round(w / 25), ctx.lit(pal.grass));
  out += birds(ctx, w * 0.5, h * 0.16, 4);
  return out;
}

export function cavesScene(ctx: Ctx): string {
  const { w, h, u, rng, pal, zoom } = ctx;
  const top = h * 0.24;
  const foot = h * 0.8;
  const fx = subjectX(ctx);
  let out = sky(ctx, h * 0.4);
  const rock = tone(ctx, mix(pal.rock, "#7a6a5a", 0.3));
  const face = ctx.defs.linear(
    [
      [0, darken(rock.face, 0.28)],
      [Math.max(0.05, ctx.focus - 0.25), rock.face],
      [Math.min(0.95, ctx.focus + 0.25), rock.face],
      [1, darken(rock.face, 0.28)],
    ],
    0,
    0,
    1,
    0,
  );
  const edge = ridgeFn(ctx, top, 14 * u, 2.5);
  out += path(ridgePath(ctx, edge), face);
  let strata = "";
  for (let y = top + 40 * u; y < foot; y += rng.range(26, 44) * u)
    strata += box(-10, y, w + 20, rng.range(2, 4) * u);
  out += path(strata, rock.shade, { opacity: 0.45 });
  let cracks = "";
  for (let i = 0; i < Math.round(w / 90); i++) {
    const x = rng.range(0, w);
    if (Math.abs(x - fx) < 110 * u * zoom) continue;
    const y = edge(x) + 4 * u;
    const len = rng.range(60, 160) * u;
    cracks += `M${n(x)} ${n(y)}l${n(rng.range(-10, 10) * u)} ${n(len * 0.5)}l${n(rng.range(-8, 8) * u)} ${n(len * 0.5)}l${n(3 * u)} ${n(-len * 0.5)}Z`;
  }
  out += path(cracks, darken(rock.face, 0.35), { opacity: 0.6 });
  let brush = "";
  for (let x = -10; x < w + 10; x += rng.range(14, 30) * u)
    brush += blobPath(x, edge(x) + 2 * u, rng.range(8, 16) * u);
  for (let i = 0; i < Math.round(w / 70); i++) {
    const x = rng.range(0, w);
    brush += blobPath(x, rng.range(top + 60 * u, foot - 40 * u), rng.range(4, 9) * u);
  }
  out += path(brush, ctx.lit(pal.foliage, 0.1));
  const carve = new Ink();
  const s = u * zoom;
  const cy = foot - 20 * s;
  carve.add(rock.trim, box(fx - 90 * s, cy - 210 * s, 180 * s, 210 * s), 0.35);
  carve.add(
    rock.dark,
    `M${n(fx - 56 * s)} ${n(cy - 110 * s)}V${n(cy - 150 * s)}A${n(56 * s)} ${n(62 * s)} 0 0 1 ${n(fx + 56 * s)} ${n(cy - 150 * s)}V${n(cy - 110 * s)}Z`,
  );
  let ribs = "";
  for (let i = -4; i <= 4; i++) ribs += box(fx + i * 11 * s - 1.5 * s, cy - 205 * s, 3 * s, 92 * s);
  carve.add(rock.face, ribs, 0.5);
  carve.add(
    rock.trim,
    `M${n(fx - 66 * s)} ${n(cy - 110 * s)}V${n(cy - 150 * s)}A${n(66 * s)} ${n(72 * s)} 0 0 1 ${n(fx + 66 * s)} ${n(cy - 150 * s)}V${n(cy - 110 * s)}h${n(-8 * s)}V${n(cy - 150 * s)}A${n(58 * s)} ${n(64 * s)} 0 0 0 ${n(fx - 58 * s)} ${n(cy - 150 * s)}V${n(cy - 110 * s)}Z`,
  );
  carve.add(rock.dark, box(fx - 70 * s, cy - 96 * s, 140 * s, 96 * s));
  let pillars = "";
  for (let i = 0; i < 4; i++) pillars += box(fx - 62 * s + i * 36 * s, cy - 96 * s, 14 * s, 96 * s);
  carve.add(rock.face, pillars);
  carve.add(rock.trim, box(fx - 76 * s, cy - 104 * s, 152 * s, 8 * s));
  for (const vx of [fx - 260 * s, fx + 180 * s, fx - 470 * s, fx + 390 * s]) {
    if (vx < -60 || vx > w) continue;
    carve.add(rock.dark, box(vx, cy - 70 * s, 80 * s, 70 * s));
    let cols = "";
    for (let i = 0; i < 4; i++) cols += box(vx + 6 * s + i * 20 * s, cy - 70 * s, 8 * s, 70 * s);
    carve.add(rock.face, cols);
    carve.add(
      rock.trim,
      box(vx - 6 * s, cy - 80 * s, 92 * s, 10 * s) + box(vx - 6 * s, cy, 92 * s, 6 * s),
    );
    carve.add(rock.dark, box(vx + 10 * s, cy - 120 * s, 60 * s, 26 * s), 0.6);
  }
  out += carve.toString();
  const slope = ridgeFn(ctx, foot + 6 * u, 8 * u, 1);
  out += path(ridgePath(ctx, slope), ctx.lit(mix(pal.grass, pal.earth, 0.4), 0.1));
  let steps = "";
  for (let i = 0; i < 6; i++)
    steps += box(fx - (40 + i * 10) * s, slope(fx) + i * 7 * u, (80 + i * 20) * s, 4 * u);
  out += path(steps, ctx.lit(pal.sand));
  out += treeLine(
    ctx,
    h * 1.02,
    Math.round(w / 200) + 1,
    1.4 * u,
    0,
    fx > w / 2 ? [0, 0.3] : [0.7, 1],
  );
  out += crowd(ctx, fx, slope(fx) + 10 * u, 80 * u, 4);
  if (rng.chance(0.5)) {
    const wx = fx > w / 2 ? w * 0.08 : w * 0.92;
    out += path(box(wx, edge(wx) + 4 * u, 10 * u, foot - top), lighten(ctx.lit(pal.water), 0.5), {
      opacity: 0.75,
    });
    out += mist(ctx, foot, 30 * u, 0.35);
  }
  return out;
}
