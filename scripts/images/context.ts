import { lightColor, type PlacePalette, type SkyLook, type TimeOfDay } from "./palette";
import type { Rng } from "./random";
import type { Defs } from "./svg";

/** Everything a scene needs to draw one picture. */
export interface Ctx {
  w: number;
  h: number;
  /** One unit of size: 1 at 500 px tall. */
  u: number;
  rng: Rng;
  pal: PlacePalette;
  sky: SkyLook;
  time: TimeOfDay;
  defs: Defs;
  /** Where the main subject stands, 0 (left) to 1 (right). */
  focus: number;
  /** How close the viewpoint is: 1 is the usual, larger is nearer. */
  zoom: number;
  /** Which way the main subject faces or which side the sun is on. */
  sunX: number;
  /** Optional style hint for a place, e.g. "stupa", "salt", "lion". */
  hint: string | undefined;
  lit(color: string, depth?: number): string;
}

export function withLight(base: Omit<Ctx, "lit">): Ctx {
  return { ...base, lit: (color, depth) => lightColor(base.sky, base.time, color, depth) };
}

export const isNight = (ctx: Ctx) => ctx.time === "night";
export const lightFromLeft = (ctx: Ctx) => ctx.sunX < ctx.w / 2;
