import { describe, expect, it } from "vitest";
import { createJobQueue } from "./photo-queue";

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe("the photo queue", () => {
  it("runs one job at a time, in arrival order, whether the previous one failed or not", async () => {
    const queue = createJobQueue(8);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const job = (n: number, fail = false) =>
      queue.run(async () => {
        running += 1;
        most = Math.max(most, running);
        await tick();
        order.push(n);
        running -= 1;
        if (fail) throw new Error(`job ${n} failed`);
        return n;
      });
    const results = await Promise.allSettled([job(1), job(2, true), job(3), job(4)]);
    expect(most).toBe(1);
    expect(order).toEqual([1, 2, 3, 4]);
    expect(results.map((r) => r.status)).toEqual([
      "fulfilled",
      "rejected",
      "fulfilled",
      "fulfilled",
    ]);
  });

  it("refuses with a 503 once too many are waiting, and takes jobs again after", async () => {
    const queue = createJobQueue(2);
    let release = () => {};
    const first = queue.run(() => new Promise<void>((resolve) => (release = resolve)));
    await tick();
    const waiting = [queue.run(async () => 2), queue.run(async () => 3)];
    expect(queue.waiting).toBe(2);
    await expect(queue.run(async () => 4)).rejects.toMatchObject({
      status: 503,
      message: expect.stringMatching(/try again/),
    });
    release();
    await first;
    expect(await Promise.all(waiting)).toEqual([2, 3]);
    expect(await queue.run(async () => 5)).toBe(5);
  });
});
