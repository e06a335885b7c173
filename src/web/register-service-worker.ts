/**
 * Installs the offline app's service worker (built by vite-plugin-pwa) once the page has loaded,
 * so neither its registration nor its precaching competes with the first screen (decision 0044).
 */
export function registerServiceWorker(): void {
  if (!("serviceWorker" in navigator) || !import.meta.env.PROD) return;
  const register = () => void navigator.serviceWorker.register("/sw.js").catch(() => {});
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
