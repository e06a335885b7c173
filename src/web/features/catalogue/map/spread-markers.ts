export interface Point {
  x: number;
  y: number;
}

/**
 * Moves markers apart until every two centres are at least `minDistance` apart, so each keeps a
 * touch target of its own (WCAG 2.5.8): Manali, Shimla and Dharamshala sit a few pixels apart on a
 * phone. Each marker moves as little as the crowding needs and stays inside `bounds`; the map
 * draws a line from where it was moved to to where the place is.
 */
export function spreadMarkers(
  points: Point[],
  minDistance: number,
  bounds: { width: number; height: number },
  rounds = 80,
): Point[] {
  const spread = points.map((p) => ({ ...p }));
  for (let round = 0; round < rounds; round++) {
    let moved = false;
    for (let i = 0; i < spread.length; i++) {
      for (let j = i + 1; j < spread.length; j++) {
        const a = spread[i];
        const b = spread[j];
        const dx = b.x - a.x;
        const dy = b.y - a.y;
        const distance = Math.hypot(dx, dy);
        if (distance >= minDistance) continue;
        // The same spot: part them along a direction of their own, the same on every render.
        const angle = (j * 2.399963) % (2 * Math.PI);
        const ux = distance > 0 ? dx / distance : Math.cos(angle);
        const uy = distance > 0 ? dy / distance : Math.sin(angle);
        // A hair more than half the shortfall each, so they end a little beyond the minimum.
        const push = ((minDistance - distance) / 2) * 1.01;
        a.x -= ux * push;
        a.y -= uy * push;
        b.x += ux * push;
        b.y += uy * push;
        moved = true;
      }
    }
    for (const p of spread) {
      p.x = Math.min(bounds.width, Math.max(0, p.x));
      p.y = Math.min(bounds.height, Math.max(0, p.y));
    }
    if (!moved) break;
  }
  return spread;
}
