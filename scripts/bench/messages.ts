import { ladakhBookingBody, signInCookie } from "./demo-requests";

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/**
 * Opens `streams` event streams for the traveller on `listenBase`, posts `messages` messages as
 * the guide through `postBase`, and measures POST-to-delivery time on every stream.
 */
export async function benchDelivery(options: {
  listenBase: string;
  listenOrigin: string;
  postBase: string;
  postOrigin: string;
  streams?: number;
  messages?: number;
}) {
  const { listenBase, listenOrigin, postBase, postOrigin, streams = 200, messages = 20 } = options;
  const traveller = await signInCookie(
    listenBase,
    listenOrigin,
    "traveller@example.com",
    "10.210.0.1",
  );
  const guide = await signInCookie(postBase, postOrigin, "guide@example.com", "10.210.0.2");
  const booked = await fetch(`${listenBase}/api/bookings`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: listenOrigin, cookie: traveller },
    body: ladakhBookingBody(150, 1),
  });
  const { booking } = (await booked.json()) as { booking: { id: string } };

  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  const waiters = new Map<string, { left: number; done: () => void }>();
  const controller = new AbortController();
  const ready: Promise<void>[] = [];
  for (let i = 0; i < streams; i++) {
    ready.push(
      (async () => {
        const res = await fetch(`${listenBase}/api/events`, {
          headers: { cookie: traveller },
          signal: controller.signal,
        });
        const reader = res.body!.getReader();
        const decoder = new TextDecoder();
        let buffer = "";
        let signalled = false;
        let resolveReady!: () => void;
        const isReady = new Promise<void>((r) => {
          resolveReady = r;
        });
        void (async () => {
          try {
            for (;;) {
              const { value, done } = await reader.read();
              if (done) return;
              buffer += decoder.decode(value, { stream: true });
              let end = buffer.indexOf("\n\n");
              while (end >= 0) {
                const block = buffer.slice(0, end);
                buffer = buffer.slice(end + 2);
                if (!signalled && block.includes("event: ready")) {
                  signalled = true;
                  resolveReady();
                }
                const data = /^data: (.*)$/m.exec(block)?.[1];
                if (block.includes("event: message") && data) {
                  const body = (JSON.parse(data) as { body: string }).body;
                  const started = sentAt.get(body);
                  if (started !== undefined) {
                    latencies.push(performance.now() - started);
                    const waiter = waiters.get(body);
                    if (waiter && --waiter.left === 0) waiter.done();
                  }
                }
                end = buffer.indexOf("\n\n");
              }
            }
          } catch {
            // aborted at the end
          }
        })();
        await isReady;
      })(),
    );
  }
  await Promise.all(ready);

  for (let i = 0; i < messages; i++) {
    const body = `bench message ${i} ${crypto.randomUUID()}`;
    const delivered = new Promise<void>((done) => waiters.set(body, { left: streams, done }));
    sentAt.set(body, performance.now());
    await fetch(`${postBase}/api/bookings/${booking.id}/messages`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: postOrigin, cookie: guide },
      body: JSON.stringify({ body, idempotencyKey: crypto.randomUUID() }),
    });
    await Promise.race([delivered, new Promise((r) => setTimeout(r, 5000))]);
  }
  controller.abort();
  const sorted = latencies.sort((a, b) => a - b);
  return {
    deliveries: sorted.length,
    expected: streams * messages,
    p50Ms: Math.round(percentile(sorted, 50) * 10) / 10,
    p99Ms: Math.round(percentile(sorted, 99) * 10) / 10,
  };
}
