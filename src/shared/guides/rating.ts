/** Mean of the review ratings, 0 when there are none (spec §3). */
export function averageRating(ratings: readonly number[]): number {
  if (ratings.length === 0) return 0;
  return ratings.reduce((sum, r) => sum + r, 0) / ratings.length;
}

/** Whole part full stars; a fraction of 0.5 or more gives one half star; the rest empty (spec §2). */
export function starParts(
  rating: number,
  outOf = 5,
): { full: number; half: number; empty: number } {
  const clamped = Math.max(0, Math.min(outOf, rating));
  const full = Math.floor(clamped);
  const half = clamped - full >= 0.5 ? 1 : 0;
  return { full, half, empty: outOf - full - half };
}
