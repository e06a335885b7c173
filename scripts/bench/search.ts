import { percentile } from "./percentile";

/** Page size and a lowest price below every place's: different answers, the same search work. */
const byPriceFloor = (i: number) => `limit=${1 + (i % 60)}&min=${i % 1000}`;
/** Guides have no price: page size and a page a few rows in. */
export const byPageWindow = (i: number) => `limit=${1 + (i % 60)}&offset=${Math.floor(i / 60) % 5}`;

/**
 * A search timed as the database answers it, not from the server's memory: every request differs
 * (`vary`), so none is a cache hit while the search work (match, count, sort) stays the same.
 */
export async function benchUncachedSearch(
  base: string,
  q: string,
  {
    requests = 300,
    connections = 1,
    sort = "popularity",
    path = "/api/destinations/search",
    vary = byPriceFloor,
  } = {},
) {
  const urls = Array.from(
    { length: requests },
    (_, i) => `${base}${path}?q=${encodeURIComponent(q)}&${vary(i)}&sort=${sort}`,
  );
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < urls.length) {
        const url = urls[next++];
        const t0 = performance.now();
        const res = await fetch(url);
        await res.arrayBuffer();
        latencies.push(performance.now() - t0);
        if (res.status !== 200) errors++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: Math.round(requests / seconds),
    p50Ms: Math.round(percentile(latencies, 50) * 10) / 10,
    p99Ms: Math.round(percentile(latencies, 99) * 10) / 10,
    errors,
  };
}
