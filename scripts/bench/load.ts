import autocannon from "autocannon";

export interface LoadResult {
  url: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

interface LoadOptions {
  seconds?: number;
  connections?: number;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
  /** A different client address per request, for endpoints that are rate-limited per address. */
  spreadAddresses?: boolean;
}

/** A bounded load run against a loopback URL. */
export async function load(url: string, options: LoadOptions = {}): Promise<LoadResult> {
  const { seconds = 5, connections = 50, method = "GET", headers, body, spreadAddresses } = options;
  let n = 0;
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    pipelining: 1,
    requests: [
      {
        method,
        headers,
        body,
        ...(spreadAddresses && {
          setupRequest: (request) => {
            n++;
            const address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
            return { ...request, headers: { ...request.headers, "x-forwarded-for": address } };
          },
        }),
      },
    ],
  });
  return {
    url,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}
