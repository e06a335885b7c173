import type { Plugin } from "vite";
import { indiaOutline as india } from "../src/web/features/catalogue/map/india-outline";
import { roundedPath } from "./outline-paths";

/**
 * A tenth of the map's unit: the map is drawn at most about 600 px wide for its 612 units, so a
 * corner moves by at most a twentieth of a pixel. MapSVG's five decimals made the file 58 KB
 * compressed, the largest thing the map view's first paint waited for; on this grid it is 21 KB.
 */
export const OUTLINE_DECIMALS = 1;

const MODULE_ID = "virtual:india-outline-url";
const RESOLVED_ID = `\0${MODULE_ID}`;

/**
 * India's outline (`@svg-maps/india`, MapSVG, CC BY 4.0; decision 0043) as an SVG file of its own,
 * drawn in the map's colours (Tailwind's stone-100 fill, stone-400 borders). The map shows it as a
 * picture under its markers (decision 0046): 176 KB of path data (75 KB once rounded) in a script
 * had to be parsed, set attribute by attribute by React and laid out with the page; as a file it
 * comes in parallel, is cached on its own and is drawn once.
 */
export function indiaOutlineSvg(outline: typeof india = india): string {
  const paths = outline.locations
    .map((l) => `<path id="${l.id}" d="${roundedPath(l.path, OUTLINE_DECIMALS)}"/>`)
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${outline.viewBox}"><g fill="#f5f5f4" stroke="#a8a29e" stroke-width="0.6">${paths}</g></svg>`;
}

/**
 * `import outlineUrl from "virtual:india-outline-url"`: the outline's address. A build writes it as
 * a hashed file in assets/; the dev server and the tests get it as a data: address.
 */
export function indiaOutline(): Plugin {
  let building = false;
  return {
    name: "india-outline",
    configResolved(config) {
      building = config.command === "build";
    },
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return;
      const svg = indiaOutlineSvg();
      if (!building)
        return `export default ${JSON.stringify(`data:image/svg+xml,${encodeURIComponent(svg)}`)};`;
      const ref = this.emitFile({ type: "asset", name: "india-outline.svg", source: svg });
      return `export default import.meta.ROLLUP_FILE_URL_${ref};`;
    },
  };
}
