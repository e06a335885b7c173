import { Trans } from "@lingui/react/macro";

/**
 * While the calendar's code or data loads, a screen's height: the calendar-feed panel below then
 * starts off screen, so the calendar arriving does not push it down in view (Lighthouse measured a
 * 0.35 layout shift).
 */
export function CalendarLoading() {
  return (
    <p role="status" className="mt-6 min-h-svh text-stone-600">
      <Trans>Loading your calendar...</Trans>
    </p>
  );
}
