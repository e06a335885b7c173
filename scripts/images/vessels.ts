import { darken, lighten } from "./color";
import type { Ctx } from "./context";
import { blobPath } from "./nature";
import { box, el, Ink } from "./svg";

const stamped = (ctx: Ctx, key: string, draw: () => string) =>
  el("use", { href: `#${ctx.defs.stamp(key, draw)}` });

/** Wooden rowing boat about 100 long, optionally with an awning, floating at y = 0. */
function drawRowBoat(ctx: Ctx, awning: boolean): string {
  const wood = ctx.lit(ctx.pal.wood);
  const ink = new Ink();
  if (awning) {
    ink.add(darken(wood, 0.3), box(-30, -38, 2, 30) + box(26, -38, 2, 30));
    ink.add(ctx.lit(ctx.pal.accent), "M-36 -38Q0 -46 34 -38L32 -32H-34Z");
  }
  ink.add(wood, "M-52 -16L50 -18Q38 2 0 2Q-38 2 -52 -16Z");
  ink.add(lighten(wood, 0.25), "M-52 -16L50 -18l-1 3L-50 -13Z");
  ink.add(ctx.lit("#e9d7b9"), `M30 -16l-2 -18h8l2 18Z${blobPath(34, -39, 4)}`);
  const oar = el("path", {
    d: "M36 -26L58 4",
    stroke: darken(wood, 0.2),
    "stroke-width": 2,
  });
  return ink.toString() + oar;
}

/** A Kerala kettuvallam houseboat with a curved thatched roof, about 250 long. */
export function houseboat(ctx: Ctx): string {
  const wood = ctx.lit(ctx.pal.wood);
  const thatch = ctx.lit("#c99a52");
  const ink = new Ink();
  ink.add(thatch, "M-86 -14V-38Q-86 -66 -40 -68H44Q86 -66 86 -38V-14Z");
  let ribs = "";
  for (let x = -76; x <= 76; x += 12) ribs += box(x, -64, 2, 50);
  ink.add(darken(thatch, 0.18), ribs);
  ink.add(darken(wood, 0.45), box(-70, -40, 40, 18) + box(-10, -40, 40, 18) + box(46, -40, 26, 18));
  ink.add(ctx.lit(ctx.pal.accent3), box(-90, -20, 180, 6));
  ink.add(
    wood,
    "M-128 -36Q-112 -10 -92 0H92Q112 -10 126 -36Q104 -18 82 -16H-82Q-104 -18 -128 -36Z",
  );
  ink.add(
    lighten(wood, 0.2),
    "M-112 -20Q-98 -10 -84 -10H84Q98 -10 110 -20l1 3Q98 -6 84 -6H-84Q-98 -6 -112 -17Z",
  );
  return ink.toString();
}

/** A Kashmiri shikara with a painted canopy, about 190 long. */
function drawShikara(ctx: Ctx): string {
  const wood = ctx.lit(ctx.pal.wood);
  const canopy = ctx.lit(ctx.pal.accent);
  const ink = new Ink();
  ink.add(darken(wood, 0.3), box(-42, -44, 3, 36) + box(40, -44, 3, 36));
  ink.add(ctx.lit(ctx.pal.accent2), box(-38, -24, 76, 14));
  ink.add(canopy, "M-52 -44Q0 -56 54 -44L50 -36H-48Z");
  ink.add(lighten(canopy, 0.3), "M-48 -36H50l-2 4H-46Z");
  ink.add(wood, "M-98 -24Q-82 -10 -60 -10H60Q82 -12 96 -24Q90 -6 70 0H-70Q-90 -6 -98 -24Z");
  ink.add(ctx.lit("#e6d3b3"), `M66 -12l-2 -20h8l2 20Z${blobPath(70, -37, 4.4)}`);
  const oar = el("path", { d: "M72 -26L88 6", stroke: darken(wood, 0.2), "stroke-width": 2.2 });
  return ink.toString() + oar;
}

/** A painted fishing boat with a triangular sail, about 120 long. */
function drawSailBoat(ctx: Ctx, sail: boolean): string {
  const hull = ctx.lit(ctx.pal.accent);
  const ink = new Ink();
  if (sail) {
    ink.add(darken(ctx.lit(ctx.pal.wood), 0.2), box(-2, -110, 3, 96));
    ink.add(ctx.lit("#f3ead8"), "M2 -108L52 -22H2Z");
    ink.add(ctx.lit("#e6d8bd"), "M-4 -96L-40 -24H-4Z");
  }
  ink.add(hull, "M-62 -26L60 -24Q56 -4 30 0H-34Q-56 -6 -62 -26Z");
  ink.add(ctx.lit(ctx.pal.accent2), "M-60 -22L59 -20l-1 5L-58 -17Z");
  return ink.toString();
}

/** A river raft with paddlers in helmets, about 90 long. */
export function raft(ctx: Ctx): string {
  const ink = new Ink();
  ink.add(ctx.lit("#e8552e"), "M-44 -12Q-50 2 -38 2H38Q50 2 44 -12Z");
  let heads = "";
  let vests = "";
  for (const x of [-28, -10, 8, 26]) {
    vests += box(x - 4, -24, 8, 13);
    heads += blobPath(x, -28, 4.2);
  }
  ink.add(ctx.lit("#f4c430"), vests);
  ink.add(ctx.lit("#d7e3f0"), heads);
  const paddles = el("path", {
    d: "M-24 -20L-40 6M-6 -20L-20 6M12 -20L0 6M30 -20L20 6",
    stroke: ctx.lit("#3b3b3b"),
    "stroke-width": 1.8,
  });
  return ink.toString() + paddles;
}

/** A round woven coracle with one paddler, about 56 across, floating at y = 0. */
function drawCoracle(ctx: Ctx): string {
  const weave = ctx.lit("#7a5a3a");
  const ink = new Ink();
  ink.add(ctx.lit("#e9d7b9"), `M-6 -12l-2 -14h12l2 14Z${blobPath(0, -30, 4.4)}`);
  ink.add(weave, "M-28 -12Q-26 6 0 6Q26 6 28 -12Z");
  ink.add(lighten(weave, 0.3), "M-28 -12H28l-1 3H-27Z");
  const paddle = el("path", { d: "M6 -22L22 6", stroke: darken(weave, 0.3), "stroke-width": 2 });
  return ink.toString() + paddle;
}

export const coracle = (ctx: Ctx) => stamped(ctx, "coracle", () => drawCoracle(ctx));
export const rowBoat = (ctx: Ctx, awning: boolean) =>
  stamped(ctx, `rowboat ${awning}`, () => drawRowBoat(ctx, awning));
export const shikara = (ctx: Ctx) => stamped(ctx, "shikara", () => drawShikara(ctx));
export const sailBoat = (ctx: Ctx, sail: boolean) =>
  stamped(ctx, `sailboat ${sail}`, () => drawSailBoat(ctx, sail));
