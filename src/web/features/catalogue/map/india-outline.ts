import india from "@svg-maps/india";

/** A state's or union territory's outline: `path` uses only m, l and z commands. */
export interface OutlineLocation {
  id: string;
  name: string;
  path: string;
}

/**
 * India's states and union territories from `@svg-maps/india` (MapSVG, CC BY 4.0; decision
 * 0043), typed here: the package's types name a package it does not ship. The build draws the map's
 * picture from it (scripts/vite-india-outline.ts); the projection's test checks places against it.
 */
export const indiaOutline = india as unknown as { viewBox: string; locations: OutlineLocation[] };
