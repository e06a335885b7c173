import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { retryFailedScreenLoads, screenLoad, useScreenLoading } from "./screen-loads";

function deferred() {
  let resolve = (_: string) => {};
  let reject = (_: Error) => {};
  const promise = new Promise<string>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

const settled = () => act(async () => {});

describe("screens' code", () => {
  it("is asked for once, and counted as on its way until it has arrived or failed", async () => {
    const { result } = renderHook(() => useScreenLoading());
    expect(result.current).toBe(false);

    const first = deferred();
    const second = deferred();
    const load = vi.fn(() => first.promise);
    const firstLoad = screenLoad("first", load);
    expect(screenLoad("first", load)).toBe(firstLoad);
    expect(load).toHaveBeenCalledTimes(1);
    screenLoad("second", () => second.promise);
    await settled();
    expect(result.current).toBe(true);

    first.resolve("first screen");
    await settled();
    expect(firstLoad.loaded).toBe("first screen");
    expect(result.current).toBe(true);

    second.reject(new Error("offline"));
    await settled();
    expect(result.current).toBe(false);
  });

  it("keeps a failure until asked to try again, then asks for the code again", async () => {
    const failing = deferred();
    const failed = screenLoad("offline", () => failing.promise);
    failing.reject(new Error("offline"));
    await expect(failed.loading).rejects.toThrow("offline");
    // The render that reads the load must see the failure, not start another load.
    expect(screenLoad("offline", () => Promise.resolve("again"))).toBe(failed);

    retryFailedScreenLoads();
    const again = screenLoad("offline", () => Promise.resolve("arrived"));
    expect(again).not.toBe(failed);
    await expect(again.loading).resolves.toBe("arrived");
  });
});
