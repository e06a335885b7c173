import { OFFLINE_CACHES } from "@/shared/offline-caches";

/**
 * Deletes the answers the service worker kept for the signed-in person (their bookings, their
 * session), so whoever uses this phone next never sees them, even offline. Never throws: signing
 * out goes on where Cache Storage is missing (an insecure origin, a private window).
 */
export async function forgetOfflineData(): Promise<void> {
  if (typeof caches === "undefined") return;
  await caches.delete(OFFLINE_CACHES.api).catch(() => false);
}
