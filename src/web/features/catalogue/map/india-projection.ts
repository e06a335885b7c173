/**
 * Where a latitude and longitude fall on the `@svg-maps/india` outline (viewBox 0 0 612 696).
 * MapSVG drew it in Mercator; the constants were fitted (decision 0043) so that 41 known places,
 * state capitals and small UTs among them, land inside their own state's path. The test beside this
 * file checks it against the outline itself.
 */
const X_PER_DEGREE = 20.922;
const WEST_LONGITUDE = 68.185;
const Y_PER_MERCATOR_DEGREE = 20.991;
const NORTH_LATITUDE = 37.043;

/** Mercator's northing, in degrees of longitude at the equator. */
const mercator = (latitude: number) =>
  (180 / Math.PI) * Math.log(Math.tan(Math.PI / 4 + (latitude * Math.PI) / 360));

export const MAP_WIDTH = 612;
export const MAP_HEIGHT = 696;

export function projectToMap(latitude: number, longitude: number): { x: number; y: number } {
  return {
    x: X_PER_DEGREE * (longitude - WEST_LONGITUDE),
    y: Y_PER_MERCATOR_DEGREE * (mercator(NORTH_LATITUDE) - mercator(latitude)),
  };
}
