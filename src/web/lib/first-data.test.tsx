import { afterEach, describe, expect, it, vi } from "vitest";
import { FIRST_DATA_WAIT_MS, type FirstData, prefetchFirstData } from "./first-data";
import { createQueryClient } from "./query-client";

const at = (path: string) => new URL(`http://localhost${path}`);

afterEach(() => {
  vi.useRealTimers();
});

describe("the first screen's data, asked for with its code", () => {
  it("is in the cache when the first screen renders", async () => {
    const client = createQueryClient();
    const firstData: FirstData = (url) => [
      { queryKey: ["echo", url.search], queryFn: async () => `data for ${url.search}` },
    ];
    await prefetchFirstData(client, firstData, at("/x?q=1"));
    expect(client.getQueryData(["echo", "?q=1"])).toBe("data for ?q=1");
  });

  it("waits for a slow answer no longer than its limit, and a failure does not throw", async () => {
    vi.useFakeTimers();
    const client = createQueryClient({ queries: { retry: false } });
    let done = false;
    const loading = prefetchFirstData(
      client,
      () => [
        { queryKey: ["never"], queryFn: () => new Promise(() => {}) },
        { queryKey: ["fails"], queryFn: async () => Promise.reject(new Error("down")) },
      ],
      at("/x"),
    ).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(FIRST_DATA_WAIT_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await loading;
    expect(done).toBe(true);
    expect(client.getQueryState(["fails"])?.status).toBe("error");
  });
});
