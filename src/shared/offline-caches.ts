/**
 * The service worker's runtime caches (scripts/offline-app.ts). The API cache holds the signed-in
 * person's own answers (their bookings, their session), so the page deletes it on sign-out.
 */
export const OFFLINE_CACHES = {
  api: "yatra-api",
  images: "yatra-images",
} as const;
