import { darken, lighten, mix } from "./color";
import { type Ctx, isNight } from "./context";
import { blobPath } from "./nature";
import { arch, box, circle, el, Ink, n, type Point, path, poly, rect, roundArch } from "./svg";

/** Colours for one building: face, shaded face, openings and trim. */
export interface Tone {
  face: string;
  shade: string;
  dark: string;
  trim: string;
}

export function tone(ctx: Ctx, base: string, depth = 0): Tone {
  const face = ctx.lit(base, depth);
  const night = isNight(ctx);
  return {
    face,
    shade: darken(face, 0.16),
    dark: night ? mix(ctx.sky.lamp, darken(face, 0.5), 0.35) : darken(face, 0.5),
    trim: lighten(face, 0.22),
  };
}

/** A domed pavilion on pillars, standing on (x, y), about 24 wide and 36 tall at s = 1. */
export function chhatri(
  ink: Ink,
  t: Tone,
  x: number,
  y: number,
  s: number,
  domeFill?: string,
): void {
  ink.add(t.face, box(x - 12 * s, y - 3 * s, 24 * s, 3 * s));
  ink.add(
    t.face,
    box(x - 10 * s, y - 15 * s, 3 * s, 12 * s) + box(x + 7 * s, y - 15 * s, 3 * s, 12 * s),
  );
  ink.add(t.dark, box(x - 7 * s, y - 15 * s, 14 * s, 12 * s));
  ink.add(t.shade, box(x - 14 * s, y - 19 * s, 28 * s, 4 * s));
  ink.add(
    domeFill ?? t.face,
    `M${n(x - 10 * s)} ${n(y - 19 * s)}Q${n(x - 11 * s)} ${n(y - 31 * s)} ${n(x)} ${n(y - 34 * s)}Q${n(x + 11 * s)} ${n(y - 31 * s)} ${n(x + 10 * s)} ${n(y - 19 * s)}Z` +
      box(x - 0.8 * s, y - 40 * s, 1.6 * s, 7 * s),
  );
}

/** An onion dome on a base of half-width r at (x, y). */
function onion(x: number, y: number, r: number, tall = 1): string {
  const h = r * 2.1 * tall;
  return `M${n(x - r)} ${n(y)}C${n(x - r * 1.45)} ${n(y - h * 0.35)} ${n(x - r * 1.2)} ${n(y - h * 0.75)} ${n(x - r * 0.22)} ${n(y - h * 0.92)}Q${n(x)} ${n(y - h * 0.95)} ${n(x)} ${n(y - h * 1.05)}Q${n(x)} ${n(y - h * 0.95)} ${n(x + r * 0.22)} ${n(y - h * 0.92)}C${n(x + r * 1.2)} ${n(y - h * 0.75)} ${n(x + r * 1.45)} ${n(y - h * 0.35)} ${n(x + r)} ${n(y)}Z`;
}

function finial(x: number, y: number, s: number): string {
  return (
    box(x - 1.2 * s, y - 22 * s, 2.4 * s, 22 * s) +
    blobPath(x, y - 9 * s, 3 * s) +
    blobPath(x, y - 16 * s, 2.4 * s)
  );
}

function domeGradient(ctx: Ctx, color: string): string {
  const c = ctx.lit(color);
  return ctx.defs.linear(
    [
      [0, lighten(c, 0.12)],
      [0.55, c],
      [1, darken(c, 0.2)],
    ],
    0,
    0,
    1,
    0,
  );
}

/** Marble mausoleum with a great onion dome and four minarets (about 440 wide, 340 tall). */
export function mausoleum(ctx: Ctx, stone: string): string {
  const t = tone(ctx, stone);
  const ink = new Ink();
  ink.add(t.shade, box(-218, -22, 436, 22));
  ink.add(t.trim, box(-218, -24, 436, 3));
  for (const mx of [-190, 190]) {
    ink.add(
      t.face,
      poly([
        [mx - 10, -24],
        [mx - 6, -214],
        [mx + 6, -214],
        [mx + 10, -24],
      ]),
    );
    ink.add(
      t.shade,
      poly([
        [mx + 2, -24],
        [mx + 2, -214],
        [mx + 6, -214],
        [mx + 10, -24],
      ]),
    );
    for (const by of [-84, -148, -206]) ink.add(t.trim, box(mx - 13, by, 26, 5));
    chhatri(ink, t, mx, -214, 0.75);
  }
  ink.add(t.face, box(-52, -192, 104, 40));
  ink.add(t.face, box(-126, -152, 252, 128));
  ink.add(t.shade, box(-126, -152, 20, 128) + box(106, -152, 20, 128));
  ink.add(t.trim, box(-128, -156, 256, 5));
  for (const cx of [-92, 92]) chhatri(ink, t, cx, -156, 0.95);
  ink.add(t.face, box(-44, -176, 88, 152));
  ink.add(t.trim, box(-44, -176, 88, 4) + box(-44, -176, 4, 152) + box(40, -176, 4, 152));
  let openings = arch(-30, -24, 60, 126);
  for (const ax of [-98, 70]) openings += arch(ax, -30, 28, 54) + arch(ax, -94, 28, 50);
  for (const ax of [-122, 108]) openings += arch(ax, -30, 14, 48) + arch(ax, -94, 14, 44);
  ink.add(t.dark, openings);
  ink.add(domeGradient(ctx, stone), onion(0, -190, 58, 1.02));
  ink.add(darken(t.face, 0.25), finial(0, -312, 1));
  return ink.toString();
}

/** A square gateway with four tall corner minarets, in the manner of the Charminar. */
export function gateMonument(ctx: Ctx, stone: string): string {
  const t = tone(ctx, stone);
  const ink = new Ink();
  ink.add(t.face, box(-92, -196, 184, 196));
  ink.add(t.shade, box(60, -196, 32, 196));
  ink.add(t.trim, box(-96, -152, 192, 6) + box(-96, -200, 192, 6));
  let openings = arch(-46, 0, 92, 128);
  for (let i = 0; i < 7; i++) openings += arch(-80 + i * 23, -156, 14, 30);
  ink.add(t.dark, openings);
  ink.add(domeGradient(ctx, stone), onion(0, -200, 30, 0.8));
  for (const mx of [-100, 100]) {
    ink.add(
      t.face,
      poly([
        [mx - 13, 0],
        [mx - 9, -300],
        [mx + 9, -300],
        [mx + 13, 0],
      ]),
    );
    ink.add(
      t.shade,
      poly([
        [mx + 3, 0],
        [mx + 3, -300],
        [mx + 9, -300],
        [mx + 13, 0],
      ]),
    );
    for (const by of [-150, -206, -256]) ink.add(t.trim, box(mx - 17, by, 34, 6));
    ink.add(domeGradient(ctx, stone), onion(mx, -300, 11, 1));
    ink.add(t.dark, box(mx - 5, -240, 10, 14) + box(mx - 5, -186, 10, 14));
  }
  ink.add(darken(t.face, 0.25), finial(0, -262, 0.8));
  return ink.toString();
}

/** A hemispherical stupa with railing, umbrella and a carved gateway. */
export function stupa(ctx: Ctx, stone: string): string {
  const t = tone(ctx, stone);
  const ink = new Ink();
  ink.add(t.shade, box(-175, -36, 350, 36));
  ink.add(t.trim, box(-178, -38, 356, 4));
  ink.add(domeGradient(ctx, stone), "M-156 -36A156 126 0 0 1 156 -36Z");
  ink.add(t.face, box(-24, -176, 48, 16));
  ink.add(t.dark, box(-20, -172, 40, 3) + box(-20, -166, 40, 2));
  ink.add(darken(t.face, 0.3), box(-1.5, -214, 3, 40));
  for (const [y, half] of [
    [-188, 26],
    [-200, 19],
    [-211, 12],
  ] as const) {
    ink.add(t.shade, `M${-half} ${y}Q0 ${y - 8} ${half} ${y}Z`);
  }
  let rail = box(-200, -26, 400, 4) + box(-200, -14, 400, 4);
  for (let x = -196; x <= 196; x += 14) rail += box(x, -30, 4, 30);
  ink.add(darken(t.face, 0.06), rail);
  for (const px of [-52, 40]) ink.add(t.face, box(px, -150, 12, 150));
  for (const [y, sag] of [
    [-150, 6],
    [-128, 5],
    [-106, 4],
  ] as const) {
    ink.add(t.trim, `M-70 ${y}Q-6 ${y + sag} 58 ${y}l4 -8Q-6 ${y - 8 + sag} -74 ${y - 8}Z`);
  }
  ink.add(t.dark, box(-28, -96, 56, 3));
  return ink.toString();
}

/** A rocky hill about 800 wide with its crest near y = -120. */
export function hillPath(ctx: Ctx, crest = -120): string {
  const { rng } = ctx;
  const pts: Point[] = [
    [-420, 10],
    [-360, -30],
    [-310, crest * 0.55],
    [-270, crest * 0.9],
  ];
  for (let x = -240; x <= 240; x += 60) pts.push([x, crest + rng.range(-4, 4)]);
  pts.push([275, crest * 0.85], [330, crest * 0.45], [380, -20], [430, 10]);
  return poly(pts);
}

function merlons(x0: number, x1: number, y: number, step = 11): string {
  let d = "";
  for (let x = x0; x < x1 - 4; x += step) d += box(x, y - 7, step * 0.6, 7);
  return d;
}

/** A hill fort: ramparts and round bastions on a crag, a palace block inside. */
export function hillFort(ctx: Ctx, stone: string): string {
  const t = tone(ctx, stone);
  const rock = tone(ctx, mix(ctx.pal.rock, stone, 0.25));
  const hill = new Ink();
  hill.add(rock.face, hillPath(ctx));
  let strata = "";
  for (let y = -104; y < 0; y += ctx.rng.range(12, 22)) {
    const x = ctx.rng.range(-300, 100);
    strata += box(x, y, ctx.rng.range(80, 220), ctx.rng.range(2, 4));
  }
  hill.add(rock.shade, strata);
  hill.add(
    rock.shade,
    poly([
      [120, -118],
      [275, -102],
      [330, -54],
      [380, -20],
      [430, 10],
      [150, 10],
    ]),
    0.5,
  );
  const fort = new Ink();
  fort.add(
    t.face,
    poly([
      [-250, -114],
      [-318, -56],
      [-318, -80],
      [-250, -150],
    ]),
  );
  fort.add(t.face, box(-250, -168, 500, 52));
  fort.add(t.trim, merlons(-250, 250, -168));
  const palaceX = ctx.rng.range(-120, 40);
  fort.add(t.face, box(palaceX - 90, -250, 180, 84));
  fort.add(t.face, box(palaceX + 10, -300, 80, 50));
  fort.add(t.shade, box(palaceX + 60, -300, 30, 134));
  fort.add(t.trim, box(palaceX - 94, -254, 188, 5) + box(palaceX + 6, -304, 88, 5));
  let windows = "";
  for (let i = 0; i < 8; i++)
    windows +=
      arch(palaceX - 82 + i * 21, -198, 10, 20) + arch(palaceX - 82 + i * 21, -226, 10, 16);
  for (let i = 0; i < 3; i++) windows += arch(palaceX + 22 + i * 22, -264, 10, 22);
  fort.add(t.dark, windows);
  for (const cx of [palaceX - 70, palaceX - 20, palaceX + 30, palaceX + 70]) {
    chhatri(fort, t, cx, cx > palaceX ? -304 : -254, 0.8);
  }
  for (const bx of [-250, -150, -40, 40, 150, 250]) {
    fort.add(t.face, box(bx - 20, -192, 40, 78));
    fort.add(t.shade, box(bx + 6, -192, 14, 78));
    fort.add(t.trim, merlons(bx - 22, bx + 24, -192, 9));
  }
  fort.add(t.dark, roundArch(-14, -116, 28, 40));
  fort.add(darken(t.face, 0.3), box(palaceX + 50, -356, 2, 56));
  fort.add(ctx.lit(ctx.pal.accent), `M${n(palaceX + 52)} -356l26 7l-26 7Z`);
  return hill.toString() + fort.toString();
}

/** A long palace front with jharokha balconies, chhatris on the parapet and a central domed tower. */
export function palaceFront(ctx: Ctx, plaster: string, width = 480): string {
  const t = tone(ctx, plaster);
  const half = width / 2;
  const ink = new Ink();
  ink.add(t.face, box(-half, -150, width, 150));
  ink.add(t.face, box(-60, -236, 120, 90));
  for (const cx of [-half, half]) ink.add(t.face, box(cx - 24, -196, 48, 196));
  ink.add(t.shade, box(half - 6, -196, 30, 196) + box(30, -236, 30, 86));
  ink.add(
    t.trim,
    box(-half - 4, -154, width + 8, 6) + box(-half - 4, -76, width + 8, 4) + box(-64, -240, 128, 6),
  );
  for (const cx of [-half, half]) ink.add(t.trim, box(cx - 28, -200, 56, 6));
  const bays = Math.floor((width - 60) / 34);
  const x0 = -half + 36;
  const leftBays = Math.floor((-50 - x0) / 34) + 1;
  const rightStart = x0 + Math.ceil((30 - x0) / 34) * 34;
  const rightBays = bays - Math.ceil((30 - x0) / 34);
  const arcade = ctx.defs.pattern(34, 60, path(arch(0, 60, 20, 50), t.dark), x0, -60);
  const upper = ctx.defs.pattern(34, 38, path(arch(3, 34, 14, 26), t.dark), x0, -152);
  let fronts = "";
  for (const [start, count] of [
    [x0, leftBays],
    [rightStart, rightBays],
  ] as const) {
    if (count <= 0) continue;
    fronts += rect(start, -60, count * 34, 60, arcade) + rect(start, -152, count * 34, 76, upper);
  }
  let openings = arch(-22, 0, 44, 90) + arch(-30, -150, 24, 50) + arch(6, -150, 24, 50);
  for (const cx of [-half, half])
    openings += arch(cx - 8, -30, 16, 36) + arch(cx - 8, -120, 16, 32);
  ink.add(t.dark, openings);
  const balcony = new Ink();
  for (const jx of [-half + 70, -half + 150, half - 150, half - 70]) {
    balcony.add(t.trim, box(jx - 18, -108, 36, 30));
    balcony.add(t.dark, arch(jx - 9, -82, 18, 22));
    balcony.add(t.face, `M${n(jx - 22)} ${-108}Q${n(jx)} ${-124} ${n(jx + 22)} ${-108}Z`);
  }
  const roof = new Ink();
  const domeFill = domeGradient(ctx, ctx.pal.dome);
  for (let x = -half + 40; x <= half - 40; x += 70) {
    if (Math.abs(x) < 70) continue;
    chhatri(roof, t, x, -154, 1, domeFill);
  }
  for (const cx of [-half, half]) roof.add(domeFill, onion(cx, -200, 22, 0.9));
  roof.add(domeFill, onion(0, -240, 48, 1));
  roof.add(
    darken(t.face, 0.3),
    finial(0, -342, 1) + finial(-half, -246, 0.6) + finial(half, -246, 0.6),
  );
  return ink.toString() + fronts + balcony.toString() + roof.toString();
}

/** The half-width of a curvilinear shikhara at height fraction f (0 at its foot, 1 at its top). */
function shikharaHalf(baseHalf: number, f: number): number {
  return baseHalf * (0.25 + 0.75 * (1 - f) ** 0.7);
}

export function shikharaTower(
  ink: Ink,
  t: Tone,
  cx: number,
  foot: number,
  baseHalf: number,
  height: number,
): void {
  const top = foot - height;
  const b = baseHalf;
  const side = (dir: number) =>
    `C${n(cx + dir * b)} ${n(foot - height * 0.3)} ${n(cx + dir * b * 0.48)} ${n(foot - height * 0.7)} ${n(cx + dir * b * 0.25)} ${n(top)}`;
  ink.add(
    t.face,
    `M${n(cx - b)} ${n(foot)}${side(-1)}H${n(cx + b * 0.25)}C${n(cx + b * 0.48)} ${n(foot - height * 0.7)} ${n(cx + b)} ${n(foot - height * 0.3)} ${n(cx + b)} ${n(foot)}Z`,
  );
  ink.add(
    t.shade,
    `M${n(cx + b * 0.35)} ${n(foot)}L${n(cx + b * 0.1)} ${n(top)}H${n(cx + b * 0.25)}C${n(cx + b * 0.48)} ${n(foot - height * 0.7)} ${n(cx + b)} ${n(foot - height * 0.3)} ${n(cx + b)} ${n(foot)}Z`,
  );
  let ribs = "";
  const bands = Math.round(height / 19);
  for (let k = 1; k < bands; k++) {
    const f = k / bands;
    const hw = shikharaHalf(baseHalf, f) * 0.94;
    ribs += box(cx - hw, foot - height * f, hw * 2, 2.2);
  }
  ink.add(t.dark, ribs, 0.45);
  const ah = baseHalf * 0.25;
  ink.add(
    t.trim,
    `M${n(cx - ah * 1.5)} ${n(top)}Q${n(cx)} ${n(top - ah * 0.9)} ${n(cx + ah * 1.5)} ${n(top)}Q${n(cx)} ${n(top + ah * 0.5)} ${n(cx - ah * 1.5)} ${n(top)}Z`,
  );
}

/** A Nagara temple: porch and hall roofs climbing to a tall curved shikhara. */
export function nagaraTemple(ctx: Ctx, stone: string): string {
  const t = tone(ctx, stone);
  const ink = new Ink();
  ink.add(t.shade, box(-230, -34, 420, 34));
  ink.add(t.trim, box(-234, -38, 428, 5));
  let steps = "";
  for (let i = 0; i < 4; i++) steps += box(-262 + i * 7, -8 - i * 8, 30, 8);
  ink.add(t.face, steps);
  const carving = el("path", {
    d: "M-224 -20H186",
    stroke: t.dark,
    "stroke-width": 16,
    "stroke-dasharray": "4 5",
    opacity: 0.35,
  });
  ink.add(t.face, box(30, -110, 140, 74));
  ink.add(t.face, box(-190, -90, 220, 54));
  let pillars = "";
  for (let x = -182; x < 30; x += 24) pillars += box(x + 6, -86, 14, 46);
  ink.add(t.dark, pillars);
  let niches = "";
  for (let x = 40; x < 160; x += 22) niches += box(x, -96, 10, 46);
  ink.add(t.shade, niches);
  const tiers = (cx: number, foot: number, half: number, count: number) => {
    let d = "";
    for (let k = 0; k < count; k++) {
      const hw = half * (1 - k / (count + 1));
      d += box(cx - hw, foot - (k + 1) * 11, hw * 2, 9);
    }
    d += `M${n(cx - half * 0.3)} ${n(foot - count * 11)}Q${n(cx)} ${n(foot - count * 11 - half * 0.5)} ${n(cx + half * 0.3)} ${n(foot - count * 11)}Z`;
    return d;
  };
  ink.add(t.face, tiers(-140, -90, 56, 5) + tiers(-40, -90, 70, 7));
  ink.add(t.shade, box(-140, -146, 2, 56) + box(-40, -168, 2, 78), 0.6);
  const towers: [number, number, number][] = [
    [100, 74, 236],
    [56, 34, 128],
    [144, 34, 128],
    [100, 48, 164],
  ];
  let out = ink.toString() + carving;
  for (const [cx, half, height] of towers) {
    const tower = new Ink();
    shikharaTower(tower, t, cx, -110, half, height);
    out += tower.toString();
  }
  const top = new Ink();
  top.add(darken(t.face, 0.2), finial(100, -352, 1.1));
  top.add(darken(t.face, 0.4), box(104, -410, 2, 58));
  top.add(ctx.lit("#ee7a1e"), "M106 -410l30 9l-30 9Z");
  return out + top.toString();
}

/** A painted south Indian gopuram gateway tower. */
export function gopuram(ctx: Ctx, painted: boolean, scale = 1): string {
  const { pal } = ctx;
  const base = tone(ctx, pal.granite);
  const ink = new Ink();
  const w0 = 190 * scale;
  const baseH = 84 * scale;
  ink.add(base.face, box(-w0 / 2, -baseH, w0, baseH));
  ink.add(base.shade, box(w0 / 2 - 30 * scale, -baseH, 30 * scale, baseH));
  ink.add(base.dark, roundArch(-18 * scale, 0, 36 * scale, 64 * scale));
  const colours = painted
    ? [pal.accent, pal.accent2, pal.accent3, pal.plaster, pal.accent2, pal.accent, pal.accent3]
    : [pal.granite];
  const tiers = 7;
  const tierH = 26 * scale;
  const cellTile = ctx.defs.pattern(
    18 * scale,
    tierH,
    rect(5 * scale, 7 * scale, 7 * scale, 12 * scale, "#000", { opacity: 0.4 }),
  );
  let cells = "";
  let y = -baseH;
  for (let k = 0; k < tiers; k++) {
    const hw = (w0 / 2) * (1 - (k + 1) * 0.085);
    const c = tone(ctx, colours[k % colours.length]);
    ink.add(
      c.face,
      poly([
        [-hw - 6 * scale, y],
        [-hw, y - tierH],
        [hw, y - tierH],
        [hw + 6 * scale, y],
      ]),
    );
    ink.add(
      c.shade,
      poly([
        [hw - 16 * scale, y],
        [hw - 14 * scale, y - tierH],
        [hw, y - tierH],
        [hw + 6 * scale, y],
      ]),
    );
    ink.add(c.trim, box(-hw - 8 * scale, y - 4 * scale, hw * 2 + 16 * scale, 4 * scale));
    const cellsHalf = Math.floor(hw / (18 * scale)) * 18 * scale;
    cells += box(-cellsHalf, y - tierH, cellsHalf * 2, tierH - 4 * scale);
    y -= tierH;
  }
  const topHalf = (w0 / 2) * (1 - tiers * 0.085 - 0.05);
  const gold = ctx.lit(painted ? pal.accent : pal.granite);
  ink.add(
    gold,
    `M${n(-topHalf)} ${n(y)}C${n(-topHalf)} ${n(y - 30 * scale)} ${n(topHalf)} ${n(y - 30 * scale)} ${n(topHalf)} ${n(y)}Z`,
  );
  let pots = "";
  for (let i = 0; i < 5; i++) {
    const px = -topHalf * 0.8 + (i * topHalf * 1.6) / 4;
    pots +=
      blobPath(px, y - 26 * scale, 4 * scale) +
      box(px - 1 * scale, y - 38 * scale, 2 * scale, 10 * scale);
  }
  ink.add(ctx.lit("#d9a93a"), pots);
  return ink.toString() + path(cells, cellTile);
}

/** A stepped granite vimana with an octagonal cap, as at the Shore Temple. */
export function vimana(ctx: Ctx, scale = 1): string {
  const t = tone(ctx, ctx.pal.granite);
  const ink = new Ink();
  const s = scale;
  ink.add(t.face, box(-70 * s, -90 * s, 140 * s, 90 * s));
  ink.add(t.shade, box(40 * s, -90 * s, 30 * s, 90 * s));
  let cells = roundArch(-14 * s, 0, 28 * s, 58 * s);
  for (const x of [-60, 40]) cells += box(x * s, -74 * s, 20 * s, 46 * s);
  ink.add(t.dark, cells, 0.8);
  let y = -90 * s;
  for (let k = 0; k < 4; k++) {
    const hw = (66 - k * 13) * s;
    ink.add(t.trim, box(-hw - 6 * s, y - 6 * s, hw * 2 + 12 * s, 6 * s));
    ink.add(t.face, box(-hw, y - 30 * s, hw * 2, 24 * s));
    ink.add(t.shade, box(hw - 10 * s, y - 30 * s, 10 * s, 24 * s));
    let niches = "";
    for (let x = -hw + 6 * s; x < hw - 12 * s; x += 16 * s)
      niches += roundArch(x, y - 10 * s, 9 * s, 16 * s);
    ink.add(t.dark, niches, 0.6);
    y -= 30 * s;
  }
  ink.add(
    t.face,
    `M${n(-22 * s)} ${n(y)}L${n(-26 * s)} ${n(y - 18 * s)}L${n(-12 * s)} ${n(y - 34 * s)}h${n(24 * s)}L${n(26 * s)} ${n(y - 18 * s)}L${n(22 * s)} ${n(y)}Z`,
  );
  ink.add(t.shade, box(4 * s, y - 34 * s, 8 * s, 34 * s));
  ink.add(darken(t.face, 0.3), finial(0, y - 34 * s, s));
  return ink.toString();
}

/** A white lower storey, a gilded upper storey and a fluted golden dome, set on water. */
export function goldenShrine(ctx: Ctx): string {
  const white = tone(ctx, ctx.pal.marble);
  const gold = tone(ctx, "#e2ac34");
  const ink = new Ink();
  ink.add(white.face, box(-80, -92, 160, 92));
  ink.add(white.shade, box(56, -92, 24, 92));
  let arches = "";
  for (let i = 0; i < 5; i++) arches += arch(-66 + i * 28, -10, 20, 56);
  ink.add(white.dark, arches);
  ink.add(gold.face, box(-64, -150, 128, 58));
  ink.add(gold.shade, box(44, -150, 20, 58));
  ink.add(gold.trim, box(-68, -96, 136, 5) + box(-68, -154, 136, 5));
  let upper = "";
  for (let i = 0; i < 4; i++) upper += arch(-50 + i * 28, -100, 16, 40);
  ink.add(darken(gold.face, 0.4), upper);
  const fill = domeGradient(ctx, "#e9b53c");
  ink.add(fill, "M-46 -154C-62 -190 -30 -214 0 -232C30 -214 62 -190 46 -154Z");
  ink.add(
    gold.shade,
    "M-24 -154Q-30 -196 -2 -228h4Q-22 -196 -16 -154ZM16 -154Q24 -196 4 -228h-2Q16 -196 8 -154Z",
    0.7,
  );
  for (const cx of [-66, 66]) chhatri(ink, gold, cx, -154, 0.85, fill);
  ink.add(gold.face, finial(0, -230, 1));
  return ink.toString();
}

/** Old multi-storey houses side by side, as on the river ghats or in an old city. */
export function houseRow(
  ctx: Ctx,
  x0: number,
  x1: number,
  baseY: number,
  minH: number,
  maxH: number,
  depth = 0,
  palette?: readonly string[],
): string {
  const { rng, pal, u } = ctx;
  const faces = palette ?? [
    pal.plaster,
    pal.sandstone,
    pal.accent3,
    mix(pal.plaster, "#ffffff", 0.4),
    pal.accent2,
  ];
  const ink = new Ink();
  const tileW = 16 * u;
  const tileH = 24 * u;
  const windowTile = (fill: string, opacity: number) =>
    ctx.defs.pattern(
      tileW,
      tileH,
      path(roundArch(5 * u, 18 * u, 6 * u, 12 * u), fill, { opacity }),
    );
  const night = isNight(ctx);
  const dim = windowTile("#000", 0.45);
  const bright = night ? windowTile(ctx.sky.lamp, 0.9) : dim;
  let windows = "";
  let x = x0;
  while (x < x1) {
    const w = rng.range(40, 90) * u;
    const h = rng.range(minH, maxH);
    const c = tone(ctx, rng.pick(faces), depth);
    ink.add(c.face, box(x, baseY - h, w, h));
    ink.add(c.shade, box(x + w * 0.82, baseY - h, w * 0.18, h));
    ink.add(c.trim, box(x - 2 * u, baseY - h - 4 * u, w + 4 * u, 4 * u));
    const wx = Math.ceil(x / tileW) * tileW;
    const wy = Math.ceil((baseY - h + 4 * u) / tileH) * tileH;
    const ww = Math.floor((x + w * 0.8 - wx) / tileW) * tileW;
    const wh = Math.floor((baseY - 6 * u - wy) / tileH) * tileH;
    if (ww > 0 && wh > 0) windows += rect(wx, wy, ww, wh, rng.chance(0.5) ? bright : dim);
    if (rng.chance(0.3)) {
      const cx = x + w / 2;
      ink.add(
        c.face,
        `M${n(cx - 12 * u)} ${n(baseY - h - 4 * u)}Q${n(cx)} ${n(baseY - h - 30 * u)} ${n(cx + 12 * u)} ${n(baseY - h - 4 * u)}Z`,
      );
    }
    x += w + rng.range(-4, 2) * u;
  }
  return ink.toString() + windows;
}

/** A modern skyline of towers between x0 and x1, windows lit at night. */
export function skyline(
  ctx: Ctx,
  x0: number,
  x1: number,
  baseY: number,
  maxH: number,
  depth: number,
): string {
  const { rng, u } = ctx;
  const night = isNight(ctx);
  const body = ctx.lit(mix(ctx.pal.range, "#8c97a8", 0.5), depth);
  const glass = ctx.lit(mix(ctx.pal.water, "#9ab4c8", 0.5), depth);
  const windowTile = ctx.defs.pattern(
    10 * u,
    12 * u,
    rect(3 * u, 3 * u, 4 * u, 6 * u, night ? ctx.sky.lamp : lighten(body, 0.3), {
      opacity: night ? 0.8 : 0.45,
    }),
  );
  const ink = new Ink();
  let towers = "";
  let x = x0;
  while (x < x1) {
    const w = rng.range(28, 64) * u;
    const h = rng.range(0.35, 1) * maxH;
    const d = rng.chance(0.2)
      ? `M${n(x)} ${n(baseY)}V${n(baseY - h)}l${n(w / 2)} ${n(-14 * u)}l${n(w / 2)} ${n(14 * u)}V${n(baseY)}Z`
      : box(x, baseY - h, w, h);
    ink.add(rng.chance(0.4) ? glass : body, d);
    towers += box(x + 3 * u, baseY - h + 6 * u, w - 6 * u, h - 6 * u);
    if (rng.chance(0.25))
      ink.add(darken(body, 0.2), box(x + w / 2 - u, baseY - h - 18 * u, 2 * u, 18 * u));
    x += w + rng.range(0, 10) * u;
  }
  return ink.toString() + path(towers, windowTile);
}

/** A tall memorial arch, like India Gate or the Gateway of India. */
export function memorialArch(ctx: Ctx, stone: string, turrets: boolean): string {
  const t = tone(ctx, stone);
  const ink = new Ink();
  ink.add(t.face, box(-80, -190, 160, 190));
  ink.add(t.shade, box(50, -190, 30, 190));
  ink.add(t.trim, box(-86, -150, 172, 6) + box(-86, -196, 172, 8));
  ink.add(t.face, box(-60, -222, 120, 28) + box(-40, -240, 80, 18));
  let openings = turrets ? arch(-40, 0, 80, 130) : roundArch(-36, 0, 72, 124);
  openings += box(-70, -90, 14, 50) + box(56, -90, 14, 50);
  ink.add(t.dark, openings);
  if (turrets) {
    const fill = domeGradient(ctx, stone);
    for (const tx of [-72, 72]) {
      ink.add(t.face, box(tx - 10, -238, 20, 48));
      ink.add(fill, onion(tx, -238, 11, 1));
    }
  } else {
    ink.add(t.shade, "M-30 -240Q0 -262 30 -240Z");
  }
  return ink.toString();
}

/** A clock tower with a pointed roof. */
export function clockTower(ctx: Ctx, stone: string): string {
  const t = tone(ctx, stone);
  const ink = new Ink();
  ink.add(t.face, box(-26, -220, 52, 220));
  ink.add(t.shade, box(12, -220, 14, 220));
  ink.add(t.trim, box(-30, -224, 60, 6) + box(-30, -120, 60, 5));
  ink.add(t.face, "M-30 -224L0 -286L30 -224Z");
  ink.add(t.shade, "M0 -286L30 -224H8Z");
  ink.add(lighten(t.face, 0.5), blobPath(0, -190, 15));
  ink.add(t.dark, `M-1 -190V-201h2V-190h7v2H-1Z${arch(-9, -20, 18, 44)}${arch(-8, -132, 16, 36)}`);
  return ink.toString();
}

export function windowGlow(ctx: Ctx, x: number, y: number, r: number): string {
  if (!isNight(ctx)) return "";
  const glow = ctx.defs.radial([
    [0, ctx.sky.lamp, 0.55],
    [1, ctx.sky.lamp, 0],
  ]);
  return circle(x, y, r, glow);
}

export const flagLine = (
  ctx: Ctx,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  sag: number,
): string => {
  const { pal } = ctx;
  const colours = ["#3b6fd1", "#f4f4f4", "#d6392f", "#3aa35a", "#f2c230"];
  const ink = new Ink();
  const count = Math.max(6, Math.round(Math.abs(x1 - x0) / (12 * ctx.u)));
  for (let i = 1; i < count; i++) {
    const f = i / count;
    const x = x0 + (x1 - x0) * f;
    const y = y0 + (y1 - y0) * f + sag * 4 * f * (1 - f);
    ink.add(ctx.lit(colours[i % colours.length]), box(x - 3 * ctx.u, y, 6 * ctx.u, 8 * ctx.u));
  }
  return (
    el("path", {
      d: `M${n(x0)} ${n(y0)}Q${n((x0 + x1) / 2)} ${n((y0 + y1) / 2 + sag * 2)} ${n(x1)} ${n(y1)}`,
      fill: "none",
      stroke: ctx.lit(pal.wood),
      "stroke-width": n(0.8 * ctx.u),
    }) + ink.toString()
  );
};

/** A Kashmiri houseboat: carved wooden cabin with a gabled roof, about 230 long, floating at y = 0. */
export function kashmiriHouseboat(ctx: Ctx, roof: string): string {
  const wood = tone(ctx, "#9a6a42");
  const ink = new Ink();
  ink.add(darken(wood.face, 0.35), box(-116, -12, 232, 12));
  ink.add(wood.face, box(-104, -62, 196, 50));
  ink.add(wood.shade, box(62, -62, 30, 50));
  ink.add(wood.trim, box(-108, -22, 204, 4) + box(-108, -66, 204, 5));
  let windows = "";
  for (let x = -94; x < 56; x += 22) windows += arch(x, -28, 12, 26);
  ink.add(wood.dark, windows);
  ink.add(
    ctx.lit(roof),
    poly([
      [-110, -64],
      [-92, -88],
      [80, -88],
      [98, -64],
    ]),
  );
  ink.add(
    darken(ctx.lit(roof), 0.2),
    poly([
      [60, -88],
      [80, -88],
      [98, -64],
      [76, -64],
    ]),
  );
  ink.add(wood.face, box(94, -56, 3, 44) + box(112, -56, 3, 44));
  ink.add(ctx.lit(ctx.pal.accent), "M90 -56L118 -56L114 -64L94 -64Z");
  return ink.toString();
}

/** A Chinese fishing net on its cantilever, about 260 wide, the shore platform at (0, 0). */
export function fishingNet(ctx: Ctx): string {
  const wood = ctx.lit("#5b4330");
  const spars = el("path", {
    d: "M-20 0L130 -130M130 -130L58 -42M130 -130L204 -44M130 -130L96 -20M130 -130L168 -22M-20 0L-36 -70",
    fill: "none",
    stroke: wood,
    "stroke-width": 3,
    "stroke-linecap": "round",
  });
  const net = el("path", {
    d: "M58 -42Q130 14 204 -44M72 -36L96 -20L120 -10M150 -12L168 -22L186 -34M96 -20Q130 4 168 -22",
    fill: "none",
    stroke: lighten(wood, 0.4),
    "stroke-width": 1.2,
  });
  const ink = new Ink();
  ink.add(darken(wood, 0.2), "M58 -42Q130 14 204 -44Q130 -8 58 -42Z", 0.35);
  ink.add(wood, box(-70, -8, 70, 5) + box(-64, -8, 4, 30) + box(-10, -8, 4, 30));
  ink.add(
    ctx.lit(ctx.pal.granite),
    blobPath(-36, -60, 5) + blobPath(-36, -46, 5) + blobPath(-36, -32, 5),
  );
  return ink.toString() + spars + net;
}
