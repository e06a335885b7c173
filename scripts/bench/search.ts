import { percentile } from "./percentile";
/**
 * A search timed as the database answers it, not from the server's memory: every request differs
 * in its page size and in a lowest price below every destination's, so none is a cache hit while
 * the search work (match, count, sort) stays the same.
 */
export async function benchUncachedSearch(
  base: string,
  q: string,
  { requests = 300, connections = 1, sort = "popularity" } = {},
) {
  const urls = Array.from({ length: requests }, (_, i) => {
    const limit = 1 + (i % 60);
    const min = i % 1000;
    return `${base}/api/destinations/search?q=${encodeURIComponent(q)}&limit=${limit}&min=${min}&sort=${sort}`;
  });
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
