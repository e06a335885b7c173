import { darken, lighten } from "./color";
import type { Ctx } from "./context";
import { blobPath } from "./nature";
import { box, el, Ink, n, path, poly } from "./svg";

/** Big cats drawn around (0, 0) facing right, about 170 long. */
export function bigCat(ctx: Ctx, kind: "tiger" | "lion", depth = 0): string {
  const coat = ctx.lit(kind === "tiger" ? "#e2782a" : "#c99a58", depth);
  const belly = ctx.lit(kind === "tiger" ? "#f6e6cc" : "#e8cf9e", depth);
  const dark = ctx.lit("#251810", depth);
  const ink = new Ink();
  ink.add(
    darken(coat, 0.18),
    poly([
      [-50, -44],
      [-42, 0],
      [-30, 0],
      [-34, -44],
    ]) +
      poly([
        [30, -44],
        [24, 0],
        [36, 0],
        [44, -44],
      ]),
  );
  ink.add(
    coat,
    "M-62 -54C-64 -76 -30 -82 2 -80C32 -82 52 -78 60 -62C64 -50 60 -38 50 -36L-50 -36C-62 -38 -64 -46 -62 -54Z",
  );
  ink.add(
    coat,
    poly([
      [-60, -46],
      [-56, 0],
      [-44, 0],
      [-42, -40],
    ]) +
      poly([
        [40, -44],
        [46, 0],
        [58, 0],
        [54, -46],
      ]),
  );
  ink.add(belly, "M-48 -38Q0 -30 46 -38L46 -44Q0 -36 -48 -44Z");
  ink.add(dark, blobPath(-50, 0, 7) + blobPath(52, 0, 7), 0.2);
  const tail = el("path", {
    d: "M-60 -62Q-90 -62 -88 -34Q-86 -22 -96 -20",
    fill: "none",
    stroke: coat,
    "stroke-width": 6,
    "stroke-linecap": "round",
  });
  const head = new Ink();
  if (kind === "lion") {
    head.add(ctx.lit("#7e4e25", depth), blobPath(66, -72, 28) + blobPath(50, -60, 20));
    head.add(ctx.lit("#6a3f1c", depth), blobPath(-96, -20, 6));
  }
  head.add(coat, blobPath(72, -72, 17) + blobPath(62, -88, 6) + blobPath(80, -89, 6));
  head.add(belly, "M76 -70q14 -2 16 8q-2 10 -16 8Z");
  head.add(
    dark,
    `M88 -68l5 0l-2.5 4Z${blobPath(76, -77, 2)}${blobPath(86, -78, 1.8)}M84 -58q4 3 8 0`,
  );
  if (kind === "tiger") {
    let stripes = "";
    for (let i = 0; i < 8; i++) {
      const x = -52 + i * 13;
      stripes += `M${x} -80q6 10 1 24l3 0q3 -14 -1 -24Z`;
    }
    stripes +=
      "M-56 -30l-2 10l3 0ZM44 -30l2 10l3 0ZM64 -84q4 5 2 10l2 0q2 -6 -1 -10ZM-78 -60l2 8l3 -1ZM-88 -42l3 6l3 -1Z";
    head.add(dark, stripes);
  }
  return tail + ink.toString() + head.toString();
}

/** An Indian elephant facing right, about 200 long and 150 tall. */
export function elephant(ctx: Ctx, depth = 0): string {
  const hide = ctx.lit("#8c878c", depth);
  const shade = darken(hide, 0.18);
  const ink = new Ink();
  ink.add(shade, box(-44, -70, 22, 70) + box(44, -70, 22, 70));
  ink.add(
    hide,
    "M-72 -62C-76 -122 -30 -142 10 -140C52 -138 74 -120 76 -92L76 -62C62 -50 -58 -50 -72 -62Z",
  );
  ink.add(hide, box(-68, -70, 24, 70) + box(26, -70, 24, 70));
  ink.add(
    hide,
    "M58 -128C80 -150 114 -138 116 -112C118 -94 108 -82 104 -72C102 -42 108 -22 118 -10L108 -4C94 -22 86 -50 82 -72C70 -80 56 -92 58 -110Z",
  );
  ink.add(shade, "M64 -126C40 -124 34 -98 44 -78C52 -70 68 -78 72 -92Z");
  ink.add(ctx.lit("#f2ead8", depth), "M98 -80q12 12 22 4l-2 -3q-8 3 -18 -7Z");
  ink.add(darken(hide, 0.5), blobPath(100, -112, 2.5));
  const tail = el("path", {
    d: "M-72 -100q-10 20 -5 42",
    fill: "none",
    stroke: shade,
    "stroke-width": 3,
  });
  return tail + ink.toString();
}

/** A dromedary camel facing right, about 140 long; optionally with a rider. */
export function camel(colour: string, rider: boolean): string {
  const ink = new Ink();
  ink.add(
    colour,
    "M-45 -58C-45 -75 -25 -98 -5 -95C15 -92 25 -75 35 -65L50 -80C55 -95 60 -110 70 -112L85 -108L86 -100L72 -100C65 -90 60 -70 48 -52C40 -45 30 -42 20 -42L-30 -42C-42 -44 -46 -50 -45 -58Z",
  );
  const legs = el("path", {
    d: "M-32 -46L-36 0M-20 -46L-14 0M22 -46L16 0M32 -46L38 0M-44 -56q-6 10 -4 22",
    fill: "none",
    stroke: colour,
    "stroke-width": 5,
    "stroke-linecap": "round",
  });
  if (rider) {
    ink.add(darken(colour, 0.25), `M-16 -96h24l-2 -26h-20Z${blobPath(-4, -130, 7)}`);
    ink.add(lighten(colour, 0.15), "M-14 -136h20l-4 -8h-12Z");
  }
  return legs + ink.toString();
}

/** A spotted deer facing right, about 70 long. */
export function deer(ctx: Ctx, depth = 0, antlers = true): string {
  const coat = ctx.lit("#b8743c", depth);
  const ink = new Ink();
  const legs = el("path", {
    d: "M-20 -34L-22 0M-12 -34L-8 0M14 -34L12 0M22 -34L26 0",
    fill: "none",
    stroke: darken(coat, 0.2),
    "stroke-width": 3.4,
    "stroke-linecap": "round",
  });
  ink.add(
    coat,
    "M-28 -44C-28 -56 -10 -58 10 -56C22 -56 28 -50 28 -42C28 -34 20 -32 10 -32H-18C-26 -32 -28 -38 -28 -44Z",
  );
  ink.add(coat, "M18 -50L28 -74L36 -72L30 -44Z" + "M26 -76q8 -4 16 2l-2 5q-7 1 -14 -1Z");
  ink.add(
    lighten(coat, 0.6),
    blobPath(-18, -46, 2) +
      blobPath(-8, -50, 2) +
      blobPath(2, -46, 2) +
      blobPath(12, -50, 2) +
      blobPath(-12, -40, 1.6) +
      blobPath(8, -40, 1.6),
  );
  ink.add(darken(coat, 0.5), blobPath(33, -75, 1.4));
  const horns = antlers
    ? el("path", {
        d: "M28 -78l-6 -16l-6 -4M24 -88l4 -6M32 -78l4 -16l6 -4M35 -88l-4 -6",
        fill: "none",
        stroke: darken(coat, 0.35),
        "stroke-width": 1.8,
        "stroke-linecap": "round",
      })
    : "";
  return legs + ink.toString() + horns;
}

/** A tiny standing person, about 30 tall, in a given garment colour. */
export function person(x: number, y: number, s: number, garment: string, skin: string): string {
  return (
    path(
      `M${n(x - 5 * s)} ${n(y)}L${n(x - 3.5 * s)} ${n(y - 19 * s)}h${n(7 * s)}L${n(x + 5 * s)} ${n(y)}Z`,
      garment,
    ) +
    path(`M${n(x)} ${n(y - 23 * s)}h0`, "none", {
      stroke: skin,
      "stroke-width": n(8 * s),
      "stroke-linecap": "round",
    })
  );
}
