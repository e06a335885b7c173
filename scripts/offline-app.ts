import type { VitePWAOptions } from "vite-plugin-pwa";
import { OFFLINE_CACHES } from "../src/shared/offline-caches";

/** The installed app's colours: the brand's tile (favicon, --color-brand-700) and its page. */
const THEME_COLOUR = "#c2410c";
const BACKGROUND_COLOUR = "#fff7ed";

const DAY_S = 24 * 60 * 60;

/**
 * The installable offline app (decision 0044): the shell, every screen's code and messages, the
 * Devanagari font and the icons are precached; the app's own JSON reads are network-first with a
 * cached answer only when the network fails (never on a timeout: a slow server's answer is still the
 * truth); pictures come from a bounded cache.
 */
export const offlineApp: Partial<VitePWAOptions> = {
  strategies: "generateSW",
  registerType: "autoUpdate",
  // Registered by src/web/register-service-worker.ts after the page's load: no extra script.
  injectRegister: false,
  // The glob below already takes the favicon and every icon.
  includeManifestIcons: false,
  manifest: {
    id: "/",
    name: "Yatra Tours — Explore India with local guides",
    short_name: "Yatra Tours",
    description:
      "Tours across India with local expert guides: destinations, curated packages and an AI trip planner.",
    lang: "en-IN",
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: THEME_COLOUR,
    background_color: BACKGROUND_COLOUR,
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      {
        src: "/icons/icon-maskable-512.png",
        sizes: "512x512",
        type: "image/png",
        purpose: "maskable",
      },
    ],
  },
  workbox: {
    // The screens' banners and the stand-in for a missing picture come with the shell; the
    // catalogue's pictures (2.5 MB) are cached as they are seen. Never the .br/.gz copies.
    globPatterns: [
      "**/*.{js,css,html,woff2,png}",
      "images/fallback.svg",
      "images/hero/*.svg",
      // The map's outline of India (scripts/vite-india-outline.ts), as the map view's own code.
      "assets/india-outline-*.svg",
    ],
    navigateFallback: "/index.html",
    navigateFallbackDenylist: [
      /^\/api\//,
      /^\/uploads\//,
      /^\/files\//,
      /^\/dev\//,
      /^\/(?:healthz|readyz)$/,
    ],
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: true,
    runtimeCaching: [
      {
        // The app's own JSON reads (api.ts and the session check ask for JSON): the event stream,
        // downloads and sign-in calls never match. Each one answers from the network when it can.
        urlPattern: ({ url, request, sameOrigin }) =>
          sameOrigin &&
          url.pathname.startsWith("/api/") &&
          url.pathname !== "/api/events" &&
          (!url.pathname.startsWith("/api/auth/") || url.pathname === "/api/auth/get-session") &&
          (request.headers.get("accept") ?? "").includes("application/json"),
        handler: "NetworkFirst",
        method: "GET",
        options: {
          cacheName: OFFLINE_CACHES.api,
          expiration: { maxEntries: 200, maxAgeSeconds: 14 * DAY_S },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        urlPattern: ({ request, sameOrigin }) => sameOrigin && request.destination === "image",
        handler: "CacheFirst",
        method: "GET",
        options: {
          cacheName: OFFLINE_CACHES.images,
          expiration: { maxEntries: 300, maxAgeSeconds: 30 * DAY_S, purgeOnQuotaError: true },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  },
};
