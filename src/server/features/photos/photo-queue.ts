import { AppError } from "@/server/http/errors";
import { ERROR_CODES } from "@/shared/api-error";
import { PHOTO_BUSY } from "@/shared/photos/rules";

/**
 * Runs jobs one at a time, in arrival order, with at most `maxWaiting` waiting: re-encoding a
 * photo keeps a core busy for about a second and a half, so a burst of uploads queues instead of
 * starving every other request, and past the queue's length an upload is refused with a 503.
 */
export function createJobQueue(maxWaiting: number) {
  let tail: Promise<unknown> = Promise.resolve();
  let waiting = 0;
  return {
    run<T>(job: () => Promise<T>): Promise<T> {
      if (waiting >= maxWaiting) {
        return Promise.reject(new AppError(503, ERROR_CODES.unavailable, PHOTO_BUSY));
      }
      waiting += 1;
      const start = () => {
        waiting -= 1;
        return job();
      };
      // The previous job never rejects `tail`, so this one starts once it settles either way.
      const result = tail.then(start);
      tail = result.catch(() => {});
      return result;
    },
    /** Jobs waiting their turn (the one running is not counted). */
    get waiting() {
      return waiting;
    },
  };
}

/** The server's one photo queue: every upload (catalogue and guide photos, profile pictures). */
export const photoQueue = createJobQueue(8);
