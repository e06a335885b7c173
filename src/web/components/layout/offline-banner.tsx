import { Trans } from "@lingui/react/macro";
import { useOnline } from "@/web/lib/use-online";

/**
 * A quiet line under the navigation bar while the browser is offline: in the page's flow, so it
 * covers nothing, and a status, so a screen reader says it once without interrupting.
 */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <div role="status">
      {!online && (
        <p className="border-b border-amber-200 bg-amber-50 px-4 py-2 text-center text-sm text-amber-900">
          <Trans>
            You're offline. Pages you have opened still work; to send anything, wait until you're
            back online.
          </Trans>
        </p>
      )}
    </div>
  );
}
