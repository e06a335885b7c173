import type { Scene } from "@/server/db/seed/types";
import { type Ctx, withLight } from "./context";
import { placePalette, skyLook, type TimeOfDay } from "./palette";
import { createRng } from "./random";
import {
  cavesScene,
  cityScene,
  fortScene,
  ghatsScene,
  monumentScene,
  palaceScene,
  ruinsScene,
  templeScene,
} from "./scenes-built";
import {
  desertScene,
  forestScene,
  mountainScene,
  snowScene,
  teaHillsScene,
  wildlifeScene,
} from "./scenes-land";
import { backwatersScene, beachScene, islandScene, lakeScene, riverScene } from "./scenes-water";
import { Defs, svgDocument } from "./svg";

const renderers: Record<Scene, (ctx: Ctx) => string> = {
  monument: monumentScene,
  fort: fortScene,
  palace: palaceScene,
  temple: templeScene,
  ghats: ghatsScene,
  beach: beachScene,
  island: islandScene,
  mountain: mountainScene,
  snow: snowScene,
  lake: lakeScene,
  desert: desertScene,
  forest: forestScene,
  wildlife: wildlifeScene,
  backwaters: backwatersScene,
  "tea-hills": teaHillsScene,
  city: cityScene,
  ruins: ruinsScene,
  caves: cavesScene,
  river: riverScene,
};

export const allScenes = Object.keys(renderers) as Scene[];

export interface SceneOptions {
  scene: Scene;
  /** Goes into <title>: the place name. */
  title: string;
  /** Colours come from this seed, so every picture of one place shares them. */
  placeSeed: string;
  /** Composition, sky and scatter come from this seed. */
  viewSeed: string;
  time: TimeOfDay;
  width?: number;
  height?: number;
  /** 0 to 1: where the main subject stands. */
  focus?: number;
  zoom?: number;
  hint?: string;
}

export function renderScene(options: SceneOptions): string {
  const w = options.width ?? 800;
  const h = options.height ?? 500;
  const rng = createRng(options.viewSeed);
  const focus = options.focus ?? 0.5;
  const sunX = focus <= 0.5 ? w * rng.range(0.68, 0.86) : w * rng.range(0.14, 0.32);
  const defs = new Defs();
  const ctx = withLight({
    w,
    h,
    u: h / 500,
    rng,
    pal: placePalette(createRng(`${options.placeSeed}/palette`)),
    sky: skyLook(options.time, rng.fork("sky")),
    time: options.time,
    defs,
    focus,
    zoom: options.zoom ?? 1,
    sunX,
    hint: options.hint,
  });
  const body = renderers[options.scene](ctx);
  return svgDocument(w, h, options.title, defs, body);
}
