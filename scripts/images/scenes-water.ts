import { kashmiriHouseboat, mausoleum, palaceFront, tone } from "./buildings";
import { darken, mix } from "./color";
import { type Ctx, isNight } from "./context";
import { elephant } from "./creatures";
import {
  birds,
  blobPath,
  coniferPath,
  palm,
  peaks,
  reflection,
  ridge,
  sky,
  treeLine,
  use,
  water,
  woods,
} from "./nature";
import { box, el, Ink, n, type Point, path, place, poly, smooth } from "./svg";
import { coracle, houseboat, raft, rowBoat, sailBoat, shikara } from "./vessels";

const subjectX = (ctx: Ctx) => ctx.focus * ctx.w;

function waveLines(ctx: Ctx, top: number, bottom: number, count: number): string {
  const { rng, w, u } = ctx;
  let d = "";
  for (let i = 0; i < count; i++) {
    const y = top + ((bottom - top) * (i + rng.next())) / count;
    const x = rng.range(-0.1, 0.8) * w;
    const len = rng.range(0.1, 0.3) * w;
    d += `M${n(x)} ${n(y)}q${n(len / 4)} ${n(-3 * u)} ${n(len / 2)} 0t${n(len / 2)} 0`;
  }
  return path(d, "none", { stroke: "#ffffff", "stroke-width": n(1.6 * u), opacity: 0.45 });
}

function palmGroup(
  ctx: Ctx,
  x0: number,
  x1: number,
  y: number,
  count: number,
  size: number,
  lean: number,
): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    const x = x0 + ((x1 - x0) * (i + ctx.rng.range(0.2, 0.8))) / count;
    out += palm(
      ctx,
      x,
      y + ctx.rng.range(-6, 10) * ctx.u,
      size * ctx.rng.range(0.75, 1.15),
      lean * ctx.rng.range(0.6, 1.3),
    );
  }
  return out;
}

export function beachScene(ctx: Ctx): string {
  const { w, h, u, rng, pal, zoom } = ctx;
  const horizon = h * 0.5;
  const fx = subjectX(ctx);
  const leftSide = fx < w / 2;
  let out = sky(ctx, horizon);
  if (rng.chance(0.6)) {
    const hx = leftSide ? w * 0.85 : w * 0.15;
    out += path(
      `M${n(hx - 200 * u)} ${n(horizon + 1)}Q${n(hx)} ${n(horizon - 40 * u)} ${n(hx + 220 * u)} ${n(horizon + 1)}Z`,
      ctx.lit(pal.foliage, 0.6),
    );
  }
  out += water(ctx, { top: horizon, shimmer: 20 });
  out += waveLines(ctx, horizon + 20 * u, h * 0.7, 7);
  const yl = h * (leftSide ? 0.7 : 0.78);
  const yr = h * (leftSide ? 0.8 : 0.7);
  const shore = `M-10 ${n(yl)}Q${n(w / 2)} ${n(h * 0.68)} ${n(w + 10)} ${n(yr)}V${n(h)}H-10Z`;
  out += path(shore, ctx.lit(darken(pal.sand, 0.12)));
  out += path(
    `M-10 ${n(yl + 10 * u)}Q${n(w / 2)} ${n(h * 0.68 + 10 * u)} ${n(w + 10)} ${n(yr + 10 * u)}V${n(h)}H-10Z`,
    ctx.lit(pal.sand),
  );
  out += path(`M-10 ${n(yl)}Q${n(w / 2)} ${n(h * 0.68)} ${n(w + 10)} ${n(yr)}`, "none", {
    stroke: "#ffffff",
    "stroke-width": n(4 * u),
    opacity: 0.8,
  });
  out += place(sailBoat(ctx, true), leftSide ? w * 0.72 : w * 0.28, horizon + 40 * u, 0.55 * u);
  out += place(sailBoat(ctx, false), fx, h * 0.86, 1.1 * u * zoom, !leftSide);
  const px0 = leftSide ? -20 * u : w - 220 * u;
  out += palmGroup(ctx, px0, px0 + 240 * u, h * 0.98, 3, 1.5 * u * zoom, leftSide ? 0.35 : -0.35);
  if (rng.chance(0.6)) {
    const ux = leftSide ? w * 0.62 : w * 0.38;
    const uy = h * 0.9;
    out += path(box(ux - u, uy - 50 * u, 2 * u, 50 * u), ctx.lit("#6a5a4a"));
    out += path(
      `M${n(ux - 36 * u)} ${n(uy - 44 * u)}Q${n(ux)} ${n(uy - 66 * u)} ${n(ux + 36 * u)} ${n(uy - 44 * u)}Z`,
      ctx.lit(pal.accent2),
    );
  }
  out += birds(ctx, w * 0.5, h * 0.22, 5);
  return out;
}

export function islandScene(ctx: Ctx): string {
  const { w, h, u, rng, pal, zoom } = ctx;
  const horizon = h * 0.48;
  const fx = subjectX(ctx);
  let out = sky(ctx, horizon);
  out += water(ctx, { top: horizon, shimmer: 22, color: mix(pal.water, "#1aa0b8", 0.4) });
  const otherX = fx < w / 2 ? w * 0.82 : w * 0.18;
  out += path(
    `M${n(otherX - 90 * u)} ${n(horizon + 2)}Q${n(otherX)} ${n(horizon - 26 * u)} ${n(otherX + 90 * u)} ${n(horizon + 2)}Z`,
    ctx.lit(pal.foliage, 0.55),
  );
  const s = u * zoom;
  const iy = h * 0.66;
  const lagoon = ctx.defs.radial([
    [0, ctx.lit("#7fe0d6"), 0.9],
    [1, ctx.lit("#7fe0d6"), 0],
  ]);
  out += el("ellipse", { cx: fx, cy: iy, rx: 300 * s, ry: 50 * s, fill: lagoon });
  out += el("ellipse", { cx: fx, cy: iy, rx: 220 * s, ry: 20 * s, fill: ctx.lit(pal.sand) });
  out += path(
    `M${n(fx - 200 * s)} ${n(iy - 4 * s)}C${n(fx - 150 * s)} ${n(iy - 80 * s)} ${n(fx - 40 * s)} ${n(iy - 110 * s)} ${n(fx + 30 * s)} ${n(iy - 96 * s)}C${n(fx + 110 * s)} ${n(iy - 84 * s)} ${n(fx + 160 * s)} ${n(iy - 40 * s)} ${n(fx + 196 * s)} ${n(iy - 4 * s)}Z`,
    ctx.lit(pal.foliage, 0.05),
  );
  out += path(
    `M${n(fx + 30 * s)} ${n(iy - 96 * s)}C${n(fx + 110 * s)} ${n(iy - 84 * s)} ${n(fx + 160 * s)} ${n(iy - 40 * s)} ${n(fx + 196 * s)} ${n(iy - 4 * s)}H${n(fx + 60 * s)}Z`,
    ctx.lit(pal.foliageDark, 0.05),
    { opacity: 0.5 },
  );
  out += treeLine(ctx, iy - 50 * s, 5, 0.8 * s, 0.05, [(fx - 130 * s) / w, (fx + 110 * s) / w]);
  out += palmGroup(ctx, fx - 200 * s, fx + 200 * s, iy + 6 * s, 5, 0.7 * s, 0.25);
  const bx = fx < w / 2 ? w * 0.8 : w * 0.2;
  out += place(rowBoat(ctx, false), bx, h * 0.9, 1.2 * u, fx < w / 2);
  if (rng.chance(0.5)) out += place(sailBoat(ctx, true), (bx + fx) / 2, h * 0.56, 0.4 * u);
  out += birds(ctx, fx, h * 0.2, 5);
  return out;
}

export function lakeScene(ctx: Ctx): string {
  const { w, h, u, rng, pal, zoom } = ctx;
  const horizon = h * 0.5;
  const shore = h * 0.6;
  const fx = subjectX(ctx);
  let out = sky(ctx, horizon);
  const boats = ctx.hint === "houseboats";
  // A high-altitude lake (Pangong Tso): bare brown mountains and open water, nothing built.
  const bare = ctx.hint === "bare";
  const snowy = boats || (!bare && rng.chance(0.5));
  out += peaks(ctx, {
    base: horizon + 10 * u,
    height: 130 * u,
    count: Math.round(w / 200) + 2,
    color: ctx.lit(bare ? mix(pal.earth, pal.sand, 0.3) : pal.range, 0.45),
    snow: snowy ? 0.3 : bare ? 0.12 : 0,
    depth: 0.3,
  });
  if (bare) {
    out += ridge(ctx, shore - 12 * u, 12 * u, ctx.lit(mix(pal.earth, pal.sand, 0.5), 0.2), 1.4);
    out += water(ctx, { top: shore, shimmer: 22, color: mix(pal.water, "#2bb3c0", 0.6) });
    out += birds(ctx, w * 0.5, h * 0.2, 3);
    return out;
  }
  out += ridge(ctx, shore - 18 * u, 14 * u, ctx.lit(pal.foliage, 0.3), 1.4);
  out += woods(ctx, shore + 2 * u, 0.6 * u, 0.25);
  const s = 0.42 * u * zoom;
  let subject: string;
  let waterline: number;
  if (boats) {
    waterline = shore + 30 * u;
    subject = "";
    const roofs = [pal.accent, "#3f7d5a", "#b8402e"];
    for (let i = 0; i < 3; i++) {
      subject += place(
        kashmiriHouseboat(ctx, roofs[i]),
        fx + (i - 1) * 240 * u * zoom,
        waterline - i * 3 * u,
        0.9 * u * zoom,
      );
    }
  } else {
    const plinth = tone(ctx, pal.granite);
    waterline = shore + 24 * u + 26 * s;
    subject = place(
      palaceFront(ctx, rng.chance(0.6) ? pal.marble : pal.plaster, 440) +
        path("M-250 0h500v26h-500Z", plinth.face),
      fx,
      shore + 24 * u,
      s,
    );
  }
  const id = ctx.defs.symbol(subject);
  out += water(ctx, { top: shore, shimmer: 22 });
  out += use(id);
  out += reflection(ctx, id, waterline, 0.38);
  const pads = new Ink();
  for (let i = 0; i < Math.round(w / 60); i++) {
    const x = rng.range(0, w);
    const y = rng.range(h * 0.84, h);
    const r = rng.range(6, 11) * u;
    pads.add(
      ctx.lit(pal.foliage),
      `M${n(x)} ${n(y)}l${n(r)} ${n(-r * 0.15)}a${n(r)} ${n(r * 0.4)} 0 1 1 0 ${n(r * 0.3)}Z`,
    );
    if (rng.chance(0.2)) pads.add(ctx.lit("#f08bb0"), blobPath(x - r * 0.3, y - r * 0.4, 2.6 * u));
  }
  out += pads.toString();
  const lanes = fx < w / 2 ? [0.78, 0.58] : [0.22, 0.42];
  out += place(shikara(ctx), w * lanes[0], h * 0.92, 1.1 * u, fx < w / 2);
  out += place(shikara(ctx), w * lanes[1], h * 0.8, 0.6 * u, fx > w / 2);
  out += birds(ctx, w * 0.5, h * 0.2, 4);
  return out;
}

export function backwatersScene(ctx: Ctx): string {
  const { w, h, u, rng, pal, zoom } = ctx;
  const horizon = h * 0.5;
  const fx = subjectX(ctx);
  const vp = w * (0.5 + (0.5 - ctx.focus) * 0.3);
  let out = sky(ctx, horizon);
  out += water(ctx, { top: horizon, shimmer: 24, color: mix(pal.water, pal.foliage, 0.35) });
  out += palmGroup(ctx, -20, w + 20, horizon + 8 * u, Math.round(w / 28), 0.4 * u, 0.1);
  const bank = ctx.lit(pal.grass, 0.1);
  const left: Point[] = [
    [-10, horizon + 4 * u],
    [vp - 30 * u, horizon + 8 * u],
    [w * 0.12, h],
    [-10, h],
  ];
  const right: Point[] = [
    [w + 10, horizon + 4 * u],
    [vp + 30 * u, horizon + 8 * u],
    [w * 0.88, h],
    [w + 10, h],
  ];
  out += path(poly(left) + poly(right), bank);
  out += path(
    `M${n(vp - 30 * u)} ${n(horizon + 8 * u)}L${n(w * 0.12)} ${n(h)}M${n(vp + 30 * u)} ${n(horizon + 8 * u)}L${n(w * 0.88)} ${n(h)}`,
    "none",
    { stroke: ctx.lit(pal.earth), "stroke-width": n(4 * u) },
  );
  const hb = ctx.defs.symbol(place(houseboat(ctx), fx, h * 0.74, 0.95 * u * zoom, fx > w / 2));
  out += use(hb);
  out += reflection(ctx, hb, h * 0.74, 0.3);
  out += place(rowBoat(ctx, false), vp + 10 * u, horizon + 30 * u, 0.35 * u);
  let palms = "";
  for (const side of [-1, 1]) {
    for (let i = 0; i < 5; i++) {
      const t = (i + 0.5) / 5;
      const edgeX =
        side < 0
          ? vp - 30 * u + (w * 0.12 - vp + 30 * u) * t
          : vp + 30 * u + (w * 0.88 - vp - 30 * u) * t;
      const y = horizon + 8 * u + (h - horizon) * t;
      const x = edgeX + side * rng.range(10, 60) * u * t;
      palms += palm(ctx, x, y, u * (0.35 + 1.3 * t ** 1.3), -side * rng.range(0.3, 0.6));
    }
  }
  out += palms;
  out += birds(ctx, vp, h * 0.25, 4);
  return out;
}

/**
 * What a river picture shows, from the place's hint (hints.ts), words joined by "-": none is the
 * Himalayan gorge with a suspension bridge, a temple and a raft (Rishikesh). "wild" leaves out the
 * bridge and temple, "raft" keeps the raft; "canyon" is a rock gorge without snow peaks or pines
 * ("marble" white, else red sandstone), "boat" a rowing boat on it. "plains" is a wide, slow river
 * of the plains instead, with "dome" (a marble mausoleum on the far bank), "palms", "boulders",
 * "coracles" or "elephants".
 */
function riverLook(hint: string | undefined) {
  const words = new Set((hint ?? "").split("-"));
  const has = (word: string) => words.has(word);
  const plain = hint === undefined;
  return {
    plains: has("plains"),
    canyon: has("canyon"),
    marble: has("marble"),
    bridge: plain,
    raft: plain || has("raft"),
    boat: has("boat"),
    dome: has("dome"),
    palms: has("palms"),
    boulders: has("boulders"),
    coracles: has("coracles"),
    elephants: has("elephants"),
  };
}
type RiverLook = ReturnType<typeof riverLook>;

/** Grey boulders standing on y between x0 and x1. */
function boulders(ctx: Ctx, x0: number, x1: number, y: number, count: number, size: number) {
  const { rng } = ctx;
  let d = "";
  let shade = "";
  for (let i = 0; i < count; i++) {
    const x = x0 + ((x1 - x0) * (i + rng.range(0.1, 0.9))) / count;
    const r = size * rng.range(0.6, 1.3);
    d += blobPath(x, y - r * 0.6, r);
    shade += blobPath(x + r * 0.35, y - r * 0.4, r * 0.6);
  }
  return path(d, ctx.lit(ctx.pal.granite)) + path(shade, darken(ctx.lit(ctx.pal.granite), 0.2));
}

/** A wide, slow river of the plains (the Yamuna at Agra, the Ganges at Varanasi) and its banks. */
function plainsRiverScene(ctx: Ctx, look: RiverLook): string {
  const { w, h, u, rng, pal, zoom } = ctx;
  const horizon = h * 0.5;
  const bank = horizon + 10 * u;
  const fx = subjectX(ctx);
  let out = sky(ctx, horizon);
  let far = path(`M0 ${n(horizon)}H${n(w)}V${n(bank)}H0Z`, ctx.lit(pal.grass, 0.4));
  far += look.palms
    ? palmGroup(ctx, -20, w + 20, bank, Math.round(w / 60), 0.42 * u, 0.3)
    : woods(ctx, bank, 0.5 * u, 0.45);
  if (look.dome) far += place(mausoleum(ctx, pal.marble), fx, bank + 2 * u, 0.26 * u * zoom);
  if (look.boulders) far += boulders(ctx, 0, w, bank + 4 * u, Math.round(w / 50), 16 * u);
  const id = ctx.defs.symbol(far);
  out += water(ctx, { top: bank, shimmer: 26, color: mix(pal.water, pal.sand, 0.3) });
  out += use(id);
  out += reflection(ctx, id, bank, 0.3);
  // The near bank on the side away from the subject, so the view across stays open.
  const nearLeft = fx >= w / 2;
  const edge = (x: number) => (nearLeft ? x : w - x);
  const near: Point[] = [
    [edge(-10), h * 0.72],
    [edge(w * 0.16), h * 0.78],
    [edge(w * 0.3), h * 0.9],
    [edge(w * 0.38), h + 10],
  ];
  out += path(
    `${smooth(near)}L${n(edge(-10))} ${n(h + 10)}Z`,
    ctx.lit(look.palms ? pal.grass : mix(pal.grass, pal.sand, 0.35)),
  );
  if (look.palms) out += palmGroup(ctx, edge(w * 0.02), edge(w * 0.14), h * 0.86, 2, 0.9 * u, 0.4);
  if (look.boulders) out += boulders(ctx, edge(0), edge(w * 0.26), h * 0.92, 4, 30 * u);
  // Boats, coracles or elephants in the open water, on the subject's side.
  const lane = (t: number) => (nearLeft ? w * (0.45 + t * 0.45) : w * (0.55 - t * 0.45));
  if (look.elephants) {
    for (const [t, y, mirror] of [
      [0.3, 0.8, !nearLeft],
      [0.75, 0.86, nearLeft],
    ] as const) {
      out += el("ellipse", {
        cx: lane(t),
        cy: h * y,
        rx: 70 * u * zoom,
        ry: 7 * u,
        fill: "#ffffff",
        opacity: 0.35,
      });
      out += place(elephant(ctx), lane(t), h * y, 0.5 * u * zoom, mirror);
    }
  } else if (look.coracles) {
    for (const t of [0.15, 0.5, 0.85])
      out += place(coracle(ctx), lane(t), h * rng.range(0.7, 0.9), 1.5 * u * zoom);
  } else {
    out += place(rowBoat(ctx, true), lane(0.35), h * 0.82, 1.1 * u * zoom, !nearLeft);
    out += place(rowBoat(ctx, false), lane(0.85), h * 0.66, 0.6 * u * zoom, nearLeft);
  }
  if (!isNight(ctx)) out += birds(ctx, w / 2, h * 0.2, 4);
  return out;
}

export function riverScene(ctx: Ctx): string {
  const look = riverLook(ctx.hint);
  if (look.plains) return plainsRiverScene(ctx, look);
  const { w, h, u, rng, pal } = ctx;
  const horizon = h * 0.44;
  let out = sky(ctx, horizon);
  if (!look.canyon)
    out += peaks(ctx, {
      base: horizon + 20 * u,
      height: 120 * u,
      count: Math.round(w / 220) + 2,
      color: ctx.lit(pal.range, 0.45),
      snow: rng.chance(0.4) ? 0.25 : 0,
      depth: 0.3,
    });
  out += ridge(ctx, horizon + 30 * u, 16 * u, ctx.lit(pal.foliage, 0.4), 2);
  out += water(ctx, { top: horizon + 36 * u, shimmer: 24, color: mix(pal.water, "#5fb3a0", 0.4) });
  const deckY = h * 0.58;
  const lx = w * (0.26 + (ctx.focus - 0.5) * 0.2);
  const rx = w * (0.74 + (ctx.focus - 0.5) * 0.2);
  const leftSlope: Point[] = [
    [-10, h * 0.3],
    [lx * 0.6, h * 0.42],
    [lx, deckY],
    [lx + 40 * u, h * 0.72],
    [lx - 30 * u, h * 0.9],
    [lx - 80 * u, h + 10],
  ];
  const rightSlope: Point[] = [
    [w + 10, h * 0.32],
    [rx + (w - rx) * 0.4, h * 0.44],
    [rx, deckY],
    [rx - 30 * u, h * 0.74],
    [rx + 40 * u, h * 0.92],
    [rx + 60 * u, h + 10],
  ];
  const slope = (pts: Point[], outer: number) =>
    `${smooth(pts)}L${n(outer)} ${n(h + 10)}L${n(outer)} ${n(pts[0][1])}Z`;
  const rock = look.marble ? pal.marble : pal.sandstone;
  const slopes = slope(leftSlope, -10) + slope(rightSlope, w + 10);
  out += path(slopes, ctx.lit(look.canyon ? rock : pal.foliage, 0.1));
  if (look.canyon) {
    // Bedding lines across the cliffs.
    let strata = "";
    for (let y = h * 0.36; y < h; y += rng.range(18, 34) * u)
      strata += `M-10 ${n(y)}L${n(w * 0.5)} ${n(y + 6 * u)}M${n(w * 0.5)} ${n(y + 4 * u)}L${n(w + 10)} ${n(y - 4 * u)}`;
    const clip = ctx.defs.clip(path(slopes, "#000"));
    out += el(
      "g",
      { "clip-path": clip },
      path(strata, "none", {
        stroke: darken(ctx.lit(rock), 0.25),
        "stroke-width": n(1.6 * u),
        opacity: 0.45,
      }),
    );
    if (look.boat) out += place(rowBoat(ctx, false), w / 2, h * 0.84, 1.1 * u * ctx.zoom);
    if (!isNight(ctx)) out += birds(ctx, w / 2, h * 0.2, 3);
    return out;
  }
  let pines = "";
  for (let i = 0; i < Math.round(w / 40); i++) {
    const right = rng.chance(0.5);
    const x = right ? rng.range(rx + 10 * u, w) : rng.range(0, lx - 10 * u);
    const y = rng.range(h * 0.48, h * 0.98);
    pines += coniferPath(x, y, u * (0.5 + (y / h) * 0.6));
  }
  out += path(pines, ctx.lit(pal.foliageDark, 0.05));
  const mid = (lx + rx) / 2;
  if (!look.bridge) {
    if (look.raft) out += place(raft(ctx), mid + (ctx.focus - 0.5) * w * 0.2, h * 0.86, 1.1 * u);
    if (!isNight(ctx)) out += birds(ctx, mid, h * 0.2, 4);
    return out;
  }
  const bridge = new Ink();
  const steel = ctx.lit("#c8532f");
  const towerH = 90 * u;
  for (const tx of [lx, rx])
    bridge.add(
      steel,
      box(tx - 4 * u, deckY - towerH, 8 * u, towerH + 6 * u) +
        box(tx - 9 * u, deckY - towerH - 6 * u, 18 * u, 8 * u),
    );
  bridge.add(ctx.lit("#8a8f99"), box(lx, deckY - 2 * u, rx - lx, 5 * u));
  let hangers = `M${n(lx)} ${n(deckY - towerH)}Q${n((lx + rx) / 2)} ${n(deckY + 20 * u - towerH * 0.2)} ${n(rx)} ${n(deckY - towerH)}`;
  for (let x = lx + 14 * u; x < rx - 6 * u; x += 14 * u) {
    const t = (x - lx) / (rx - lx);
    const cableY =
      (1 - t) ** 2 * (deckY - towerH) +
      2 * (1 - t) * t * (deckY + 20 * u - towerH * 0.2) +
      t ** 2 * (deckY - towerH);
    hangers += `M${n(x)} ${n(cableY)}V${n(deckY)}`;
  }
  out += path(hangers, "none", { stroke: ctx.lit("#4a4e58"), "stroke-width": n(1.2 * u) });
  out += bridge.toString();
  const temple = tone(ctx, pal.plaster);
  const tx = rx + 60 * u;
  let tiers = "";
  for (let k = 0; k < 6; k++)
    tiers += box(tx - (22 - k * 2.5) * u, deckY - 20 * u - k * 18 * u, (44 - k * 5) * u, 16 * u);
  out +=
    path(tiers, temple.face) +
    path(
      `M${n(tx - 8 * u)} ${n(deckY - 128 * u)}Q${n(tx)} ${n(deckY - 150 * u)} ${n(tx + 8 * u)} ${n(deckY - 128 * u)}Z`,
      ctx.lit(pal.accent),
    );
  out += place(raft(ctx), mid + (ctx.focus - 0.5) * w * 0.2, h * 0.86, 1.1 * u * ctx.zoom);
  if (!isNight(ctx)) out += birds(ctx, mid, h * 0.2, 4);
  return out;
}
