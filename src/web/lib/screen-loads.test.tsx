import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { trackScreenLoad, useScreenLoading } from "./screen-loads";

function deferred() {
  let resolve = () => {};
  let reject = (_: Error) => {};
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

const settled = () => act(async () => {});

describe("screens whose code is on its way", () => {
  it("are counted until every one has arrived or failed", async () => {
    const { result } = renderHook(() => useScreenLoading());
    expect(result.current).toBe(false);

    const first = deferred();
    const second = deferred();
    trackScreenLoad(first.promise);
    trackScreenLoad(second.promise);
    await settled();
    expect(result.current).toBe(true);

    first.resolve();
    await settled();
    expect(result.current).toBe(true);

    second.reject(new Error("offline"));
    await settled();
    expect(result.current).toBe(false);
  });
});
