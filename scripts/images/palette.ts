import { hsl, mix, vary } from "./color";
import type { Rng } from "./random";

export type TimeOfDay = "dawn" | "noon" | "sunset" | "night";
export const timesOfDay: readonly TimeOfDay[] = ["dawn", "noon", "sunset", "night"];

export interface SkyLook {
  top: string;
  mid: string;
  horizon: string;
  /** Sun or moon disc. */
  orb: string;
  glow: string;
  /** Colour of the light falling on things, and how strongly it tints them. */
  tint: string;
  tintAmount: number;
  /** Far things fade into this. */
  haze: string;
  cloud: string;
  /** Lit windows and lamps at night. */
  lamp: string;
}

const skyLooks: Record<TimeOfDay, SkyLook> = {
  dawn: {
    top: "#6d7fba",
    mid: "#e6a6a8",
    horizon: "#ffd8a6",
    orb: "#fff3d2",
    glow: "#ffd49a",
    tint: "#ffc49a",
    tintAmount: 0.16,
    haze: "#ecc7c0",
    cloud: "#fbd3cb",
    lamp: "#ffc96b",
  },
  noon: {
    top: "#2f7ed0",
    mid: "#7fbbe9",
    horizon: "#d6eef8",
    orb: "#fffbe8",
    glow: "#fff4c4",
    tint: "#fff7e6",
    tintAmount: 0.04,
    haze: "#c8e1f1",
    cloud: "#ffffff",
    lamp: "#ffe39a",
  },
  sunset: {
    top: "#2f2a66",
    mid: "#c5527a",
    horizon: "#ffaa55",
    orb: "#ffe08a",
    glow: "#ff8f45",
    tint: "#ff8b4f",
    tintAmount: 0.24,
    haze: "#e49b8a",
    cloud: "#f59a8a",
    lamp: "#ffc060",
  },
  night: {
    top: "#060c24",
    mid: "#14224c",
    horizon: "#33467a",
    orb: "#f5f1da",
    glow: "#9fb0e0",
    tint: "#1c2a5c",
    tintAmount: 0.5,
    haze: "#2b3a69",
    cloud: "#4a5a8a",
    lamp: "#ffd16b",
  },
};

export function skyLook(time: TimeOfDay, rng: Rng): SkyLook {
  const base = skyLooks[time];
  const drift = (c: string) => vary(c, rng.next, 0.35);
  return { ...base, top: drift(base.top), mid: drift(base.mid), horizon: drift(base.horizon) };
}

/** Colours that belong to one place and stay the same across its pictures. */
export interface PlacePalette {
  marble: string;
  sandstone: string;
  plaster: string;
  granite: string;
  dome: string;
  accent: string;
  accent2: string;
  accent3: string;
  foliage: string;
  foliageDark: string;
  grass: string;
  water: string;
  sand: string;
  rock: string;
  earth: string;
  range: string;
  wood: string;
}

const pick = <T>(rng: Rng, items: readonly T[]) => rng.pick(items);

export function placePalette(rng: Rng): PlacePalette {
  const v = (c: string, amount = 1) => vary(c, rng.next, amount);
  const greenHue = rng.range(78, 140);
  const waterHue = rng.range(180, 212);
  return {
    marble: v(pick(rng, ["#f4efe4", "#efe6d6", "#f2ece8", "#e9e6df"]), 0.3),
    sandstone: v(pick(rng, ["#c4704a", "#b9623f", "#d08a5a", "#c97c55", "#ad5a3c"]), 0.6),
    plaster: v(pick(rng, ["#e99a86", "#f0c36d", "#f3e2c4", "#e8b07a", "#dda0b0", "#f2d59a"]), 0.6),
    granite: v(pick(rng, ["#a59c8e", "#b2a593", "#9d958d", "#b7aa96"]), 0.4),
    dome: v(pick(rng, ["#f7f3ea", "#e6c15a", "#d9d3c8", "#f0e6d2"]), 0.3),
    accent: v(pick(rng, ["#d6452f", "#e0822a", "#c8326b", "#2c8f7f", "#d99a1f", "#3f6fc4"])),
    accent2: v(pick(rng, ["#f2b134", "#1f9aa5", "#8a3fa0", "#e25d4c", "#3f9b4f", "#ec7fa8"])),
    accent3: v(pick(rng, ["#f6e7c1", "#2f4b9a", "#ffcf5a", "#9ad0c2", "#f08c3a"])),
    foliage: hsl(greenHue, rng.range(0.38, 0.55), rng.range(0.32, 0.4)),
    foliageDark: hsl(greenHue + 8, rng.range(0.4, 0.55), rng.range(0.17, 0.23)),
    grass: hsl(greenHue - 12, rng.range(0.38, 0.55), rng.range(0.42, 0.5)),
    water: hsl(waterHue, rng.range(0.45, 0.65), rng.range(0.36, 0.46)),
    sand: v(pick(rng, ["#e8c98f", "#f0d6a2", "#e3b877", "#ecd2ab"]), 0.5),
    rock: v(pick(rng, ["#8e7b68", "#9a8a76", "#7d6f63", "#a08367"]), 0.6),
    earth: v(pick(rng, ["#a8794c", "#9a6b45", "#b58658", "#8f6a4a"]), 0.6),
    range: v(pick(rng, ["#6f7fa6", "#7c86a8", "#6d8aa0", "#857c9e"]), 0.5),
    wood: v(pick(rng, ["#7a4b2a", "#6b3f24", "#8a5a33"]), 0.4),
  };
}

/** Where a colour ends up once the time of day's light and the distance haze have touched it. */
export function lightColor(sky: SkyLook, time: TimeOfDay, color: string, depth = 0): string {
  let c = mix(color, sky.tint, sky.tintAmount);
  if (time === "night") c = mix(c, "#0a1230", 0.36);
  if (time === "sunset") c = mix(c, "#5a2a40", 0.12);
  return depth > 0 ? mix(c, sky.haze, Math.min(0.92, depth)) : c;
}
