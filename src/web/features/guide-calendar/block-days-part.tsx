import type { ComponentProps, ReactNode } from "react";
import type { GuideCalendarView } from "@/shared/guides/calendar-types";
import { dateFromIso, weekRowsOf } from "@/web/components/ui/calendar-days";
import { AfterFirstPaint } from "@/web/lib/after-first-paint";
import { addressOpens, partLoader, useLoadedPart } from "@/web/lib/lazy-part";

type BlockDaysProps = ComponentProps<typeof import("./block-days").default>;

// Opened from another section, the calendar's first paint is long past: fetch the picker with the
// section's data rather than after it.
const blockDays = partLoader(
  () => import("./block-days").then((m) => m.default),
  !addressOpens("section", "calendar"),
);

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

/** The picker once its code is here (src/web/lib/lazy-part.ts), the placeholder until then. */
function WhenLoaded({ placeholder, ...props }: BlockDaysProps & { placeholder: ReactNode }) {
  const BlockDays = useLoadedPart(blockDays);
  return BlockDays ? <BlockDays {...props} /> : placeholder;
}
