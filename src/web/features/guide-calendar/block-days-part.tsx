import {
  type ComponentProps,
  type ComponentType,
  type ReactNode,
  startTransition,
  useEffect,
  useState,
} from "react";
import type { GuideCalendarView } from "@/shared/guides/calendar-types";
import { dateFromIso, weekRowsOf } from "@/web/components/ui/calendar-days";
import { AfterFirstPaint } from "@/web/lib/after-first-paint";
import { addressOpens } from "@/web/lib/lazy-part";

type BlockDaysProps = ComponentProps<typeof import("./block-days").default>;

let loaded: ComponentType<BlockDaysProps> | null = null;
const loadBlockDays = () =>
  import("./block-days").then((m) => {
    loaded = m.default;
    return m.default;
  });

// Opened from another section, the calendar's first paint is long past: fetch the picker with the
// section's data rather than after it.
if (!addressOpens("section", "calendar")) void loadBlockDays().catch(() => {});

/** The picker's frame (border, padding, month caption and weekday row) and a week's row, in px. */
const CALENDAR_FRAME_PX = 95;
const WEEK_ROW_PX = 40;

/**
 * The place the picker and the form will take, so that nothing below them moves when they arrive:
 * the first month's rows (the taller of two side by side), and the form's height at each width.
 */
function BlockDaysPlaceholder({ from, monthsShown }: { from: string; monthsShown: 1 | 2 }) {
  const first = dateFromIso(from);
  const rows = Math.max(
    ...Array.from({ length: monthsShown }, (_, i) =>
      weekRowsOf(first.getFullYear(), first.getMonth() + i),
    ),
  );
  return (
    <>
      <div
        aria-hidden="true"
        className="rounded-xl border border-stone-200"
        style={{ height: CALENDAR_FRAME_PX + rows * WEEK_ROW_PX }}
      />
      <div aria-hidden="true" className="h-[274px] sm:h-[126px] md:h-[66px]" />
    </>
  );
}

/**
 * The calendar and the days-off form: below the first view on a phone, and with the date picker
 * and the form library a third of the section's script, so they come after its first paint.
 */
export function BlockDaysPart({
  view,
  monthsShown,
}: {
  view: GuideCalendarView;
  monthsShown: 1 | 2;
}) {
  const placeholder = <BlockDaysPlaceholder from={view.from} monthsShown={monthsShown} />;
  return (
    <AfterFirstPaint fallback={placeholder}>
      <WhenLoaded placeholder={placeholder} view={view} monthsShown={monthsShown} />
    </AfterFirstPaint>
  );
}

/**
 * The picker once its code is here, the placeholder until then. Not `React.lazy` under a
 * Suspense boundary: React holds a part back at least 300 ms after showing its fallback. Shown in
 * a transition, so React renders the picker and the form in slices (and, should the guide be
 * pressing keys just then, once they stop).
 */
function WhenLoaded({ placeholder, ...props }: BlockDaysProps & { placeholder: ReactNode }) {
  const [BlockDays, setBlockDays] = useState(() => loaded);
  const [failed, setFailed] = useState<unknown>(null);
  useEffect(() => {
    if (BlockDays) return;
    let current = true;
    loadBlockDays().then(
      (component) => current && startTransition(() => setBlockDays(() => component)),
      (error: unknown) => current && setFailed(error),
    );
    return () => {
      current = false;
    };
  }, [BlockDays]);
  // The screen's error boundary offers to reload (a new version's code, or no network).
  if (failed) throw failed;
  return BlockDays ? <BlockDays {...props} /> : placeholder;
}
