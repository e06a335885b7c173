import { ladakhBookingBody, signInCookie } from "./demo-requests";

const CUT_MS = 5_000;

/**
 * Seconds from the end of a 5 s database cut until live delivery resumes: the traveller listens on
 * a server whose database connections run through `proxy`; the guide posts through a server
 * that is not cut off, right after the restore, and the clock stops when the message arrives.
 */
export async function benchLiveRecovery(options: {
  listenBase: string;
  listenOrigin: string;
  postBase: string;
  postOrigin: string;
  proxy: { cut(): void; restore(): void };
  runs?: number;
}) {
  const { listenBase, listenOrigin, postBase, postOrigin, proxy, runs = 3 } = options;
  const traveller = await signInCookie(
    listenBase,
    listenOrigin,
    "traveller@example.com",
    "10.211.0.1",
  );
  const guide = await signInCookie(postBase, postOrigin, "guide@example.com", "10.211.0.2");
  const booked = await fetch(`${postBase}/api/bookings`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: postOrigin, cookie: traveller },
    body: ladakhBookingBody(160, 1),
  });
  const { booking } = (await booked.json()) as { booking: { id: string } };

  const controller = new AbortController();
  const res = await fetch(`${listenBase}/api/events`, {
    headers: { cookie: traveller },
    signal: controller.signal,
  });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = "";
  let ended = false;
  const waitFor = async (needle: string, ms: number) => {
    const deadline = Date.now() + ms;
    while (!text.includes(needle)) {
      const left = deadline - Date.now();
      if (left <= 0 || ended) return false;
      const chunk = await Promise.race([
        reader.read(),
        new Promise<{ value: undefined; done: false }>((r) =>
          setTimeout(() => r({ value: undefined, done: false }), left),
        ),
      ]);
      if (chunk.done) ended = true;
      if (chunk.value) text += decoder.decode(chunk.value, { stream: true });
    }
    return true;
  };
  const post = (body: string) =>
    fetch(`${postBase}/api/bookings/${booking.id}/messages`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: postOrigin, cookie: guide },
      body: JSON.stringify({ body, idempotencyKey: crypto.randomUUID() }),
    });
  // Live before the first cut: the stream has finished its start (its catch-up reads the database).
  await waitFor("event: ready", 10_000);
  const warmUp = `before the cuts ${crypto.randomUUID()}`;
  await post(warmUp);
  if (!(await waitFor(warmUp, 10_000))) throw new Error("no live delivery before the cut");

  const seconds: number[] = [];
  for (let run = 0; run < runs; run++) {
    proxy.cut();
    await new Promise((r) => setTimeout(r, CUT_MS));
    proxy.restore();
    const restoredAt = performance.now();
    const body = `after the cut ${run} ${crypto.randomUUID()}`;
    await post(body);
    if (await waitFor(body, 30_000)) seconds.push((performance.now() - restoredAt) / 1000);
  }
  controller.abort();
  return { runs, resumed: seconds.length, seconds: seconds.map((s) => Math.round(s * 100) / 100) };
}
