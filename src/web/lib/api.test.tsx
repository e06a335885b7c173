import { sent } from "@tests/support/msw/journal";
import { apiError, OUTAGE_MESSAGE } from "@tests/support/msw/respond";
import { server } from "@tests/support/msw/server";
import { HttpResponse, http } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, api, retryWaitMs, WRITE_TRIES } from "./api";
import { NOT_REACHED_MESSAGE, NOT_SENT_MESSAGE } from "./i18n";

const KEY = "3f1c6a1e-8a6b-4c1e-9d4f-2b7a1c9e5d10";

/** The database is away for the first `times` requests (answering 503, Retry-After `wait`). */
function outageThenCreated(times: number, wait = "0") {
  let calls = 0;
  return http.post("/api/things", () => {
    calls += 1;
    if (calls <= times) {
      const res = apiError(503, "SERVICE_UNAVAILABLE", OUTAGE_MESSAGE);
      res.headers.set("Retry-After", wait);
      return res;
    }
    return HttpResponse.json({ id: 7 }, { status: 201 });
  });
}

const keysSent = () =>
  sent("POST", "/api/things").map((r) => (r.body as { idempotencyKey?: string }).idempotencyKey);

afterEach(() => vi.useRealTimers());

describe("api: keyed writes survive a short outage", () => {
  it("sends a keyed write again after a 503, with the same key, and returns the answer", async () => {
    server.use(outageThenCreated(1));
    expect(await api.post("/api/things", { name: "x", idempotencyKey: KEY })).toEqual({ id: 7 });
    expect(keysSent()).toEqual([KEY, KEY]);
  });

  it("gives up after three tries with the server's outage message", async () => {
    server.use(outageThenCreated(10));
    const failure = await api.post("/api/things", { idempotencyKey: KEY }).catch((e) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 503,
      code: "SERVICE_UNAVAILABLE",
      message: OUTAGE_MESSAGE,
    });
    expect(keysSent()).toEqual(Array(WRITE_TRIES).fill(KEY));
  });

  it("never sends a write without a key twice", async () => {
    server.use(
      outageThenCreated(1),
      http.put("/api/things", () => apiError(503, "SERVICE_UNAVAILABLE", OUTAGE_MESSAGE)),
    );
    await expect(api.post("/api/things", { name: "x" })).rejects.toMatchObject({ status: 503 });
    await expect(api.put("/api/things", { idempotencyKey: 42 })).rejects.toMatchObject({
      status: 503,
    });
    expect(sent("POST", "/api/things")).toHaveLength(1);
    expect(sent("PUT", "/api/things")).toHaveLength(1);
  });

  it("does not retry a refusal: 409, 422 and 500 answer at once", async () => {
    for (const status of [409, 422, 500]) {
      server.use(http.post("/api/things", () => apiError(status, "NOPE", "No.")));
      await expect(api.post("/api/things", { idempotencyKey: KEY })).rejects.toMatchObject({
        status,
      });
    }
    expect(sent("POST", "/api/things")).toHaveLength(3);
  });

  it("waits as Retry-After says, at most 5 s, and 1 s when it says nothing", () => {
    expect(retryWaitMs("0")).toBe(0);
    expect(retryWaitMs("2")).toBe(2_000);
    expect(retryWaitMs("120")).toBe(5_000);
    expect(retryWaitMs(new Date(Date.now() + 3_000).toUTCString())).toBeGreaterThan(1_000);
    expect(retryWaitMs(new Date(Date.now() - 3_000).toUTCString())).toBe(0);
    expect(retryWaitMs(null)).toBe(1_000);
    expect(retryWaitMs("soon")).toBe(1_000);
  });

  it("tries again a second after a network error", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    let calls = 0;
    server.use(
      http.post("/api/things", () => {
        calls += 1;
        return calls === 1 ? HttpResponse.error() : HttpResponse.json({ id: 7 }, { status: 201 });
      }),
    );
    const answer = api.post("/api/things", { idempotencyKey: KEY });
    await vi.waitFor(() => expect(calls).toBe(1));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await answer).toEqual({ id: 7 });
    expect(keysSent()).toEqual([KEY, KEY]);
  });

  it("says the connection failed once every try failed", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    server.use(http.post("/api/things", () => HttpResponse.error()));
    const failure = api.post("/api/things", { idempotencyKey: KEY }).catch((e) => e);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await failure).toMatchObject({
      code: "NETWORK",
      message: NOT_SENT_MESSAGE,
    });
    expect(sent("POST", "/api/things")).toHaveLength(WRITE_TRIES);
  });

  it("says a failed send kept what was typed, and a failed read only that it failed", async () => {
    server.use(
      http.patch("/api/things/1", () => HttpResponse.error()),
      http.delete("/api/things/1", () => HttpResponse.error()),
      http.get("/api/things", () => HttpResponse.error()),
    );
    const message = (call: Promise<unknown>) => call.catch((e: ApiError) => e.message);
    expect(await message(api.patch("/api/things/1", { name: "x" }))).toBe(NOT_SENT_MESSAGE);
    expect(await message(api.delete("/api/things/1"))).toBe(NOT_SENT_MESSAGE);
    expect(await message(api.get("/api/things"))).toBe(NOT_REACHED_MESSAGE);
  });
});
