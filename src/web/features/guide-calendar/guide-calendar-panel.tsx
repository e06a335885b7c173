import { msg } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import type { BlockedRange, GuideCalendarView } from "@/shared/guides/calendar-types";
import { useNarrowScreen } from "@/web/components/layout/use-narrow-screen";
import { Button } from "@/web/components/ui/button";
import { ErrorPanel } from "@/web/components/ui/error-panel";
import { errorMessage } from "@/web/components/ui/server-errors";
import { useToast } from "@/web/components/ui/toast";
import { formatDate } from "@/web/lib/format";
import { BlockDaysPart } from "./block-days-part";
import { CalendarLoading } from "./calendar-loading";
import { useGuideCalendar, useUnblock } from "./queries";
import { WorkingDaysForm } from "./working-days-form";

const LEGEND = [
  { key: "blocked", label: msg`Blocked by you`, swatch: "bg-stone-300 line-through" },
  { key: "booked", label: msg`Confirmed tour`, swatch: "bg-emerald-200" },
  {
    key: "requested",
    label: msg`Request waiting for your answer`,
    swatch: "ring-2 ring-amber-500",
  },
  { key: "off", label: msg`Not a working day`, swatch: "bg-stone-100 text-stone-400" },
] as const;

/** The guide's calendar: working days, days off, and the tours that hold their dates. */
export function GuideCalendarPanel() {
  const { t } = useLingui();
  const calendar = useGuideCalendar();
  if (calendar.isPending) return <CalendarLoading />;
  if (calendar.isError)
    return (
      <div className="mt-6">
        <ErrorPanel
          title={t`We couldn't load your calendar.`}
          message={calendar.error.message}
          onRetry={() => void calendar.refetch()}
        />
      </div>
    );
  return <CalendarView view={calendar.data} />;
}

function CalendarView({ view }: { view: GuideCalendarView }) {
  const { t, i18n } = useLingui();
  const calendarLabelId = useId();
  const narrow = useNarrowScreen();

  return (
    <div className="mt-6 flex flex-col gap-8">
      <p className="rounded-xl bg-brand-50 p-4 text-sm text-stone-700">
        {view.takingRequests ? (
          <Trans>
            You are taking new requests: travellers are offered the days below that are free for a
            whole tour.
          </Trans>
        ) : (
          <Trans>
            You are not taking new requests: no traveller is offered any of your days. Choose
            Available at the top of the dashboard to take requests again.
          </Trans>
        )}
      </p>

      <WorkingDaysForm workingDays={view.workingDays} />

      <section aria-labelledby={calendarLabelId} className="flex flex-col gap-4">
        <h2 id={calendarLabelId} className="text-base font-semibold text-ink">
          <Trans>Your next twelve months</Trans>
        </h2>
        <p className="text-sm text-stone-600">
          <Trans>
            Pick a first and a last day on the calendar (or type them below) to block days off.
            Confirmed tours already hold their days.
          </Trans>
        </p>
        <ul
          className="flex flex-wrap gap-4 text-sm text-stone-700"
          aria-label={t`What the colours mean`}
        >
          {LEGEND.map((item) => (
            <li key={item.key} className="flex items-center gap-2">
              <span aria-hidden="true" className={`inline-block h-4 w-4 rounded ${item.swatch}`} />
              {i18n._(item.label)}
            </li>
          ))}
        </ul>
        <BlockDaysPart view={view} monthsShown={narrow ? 1 : 2} />
      </section>

      <BlockedList blocked={view.blocked} />

      <section className="flex flex-col gap-2">
        <h2 className="text-base font-semibold text-ink">
          <Trans>Tours in your calendar</Trans>
        </h2>
        {view.tours.length === 0 ? (
          <p className="text-sm text-stone-600">
            <Trans>No tours yet.</Trans>
          </p>
        ) : (
          <ul className="flex flex-col gap-1 text-sm text-stone-700">
            {view.tours.map((tour) => {
              const start = formatDate(tour.startDate);
              const end = formatDate(tour.endDate);
              const packageName = tour.packageName;
              const travellers = tour.travellers;
              const state = tour.status === "pending" ? t`waiting for your answer` : t`confirmed`;
              return (
                <li key={tour.reference}>
                  <Trans>
                    {start} to {end}: <span lang="en">{packageName}</span>,{" "}
                    <Plural value={travellers} one="# traveller" other="# travellers" /> ({state})
                  </Trans>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}

function BlockedList({ blocked }: { blocked: BlockedRange[] }) {
  const { t } = useLingui();
  const unblock = useUnblock();
  const toast = useToast();

  async function remove(block: BlockedRange) {
    try {
      await unblock.mutateAsync(block.id);
      toast.success(t`Those days are free again.`);
    } catch (error) {
      toast.error(errorMessage(error, t`We couldn't free those days. Please try again.`));
    }
  }

  return (
    <section className="flex flex-col gap-2">
      <h2 className="text-base font-semibold text-ink">
        <Trans>Days off</Trans>
      </h2>
      {blocked.length === 0 ? (
        <p className="text-sm text-stone-600">
          <Trans>You have not blocked any days.</Trans>
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {blocked.map((block) => {
            const start = formatDate(block.startDate);
            const end = formatDate(block.endDate);
            const label = t`${start} to ${end}`;
            return (
              <li
                key={block.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-white px-3 py-2 text-sm shadow-sm ring-1 ring-stone-200"
              >
                <span>
                  {label}
                  {block.note && (
                    <span className="text-stone-500">
                      {" · "}
                      <span translate="no">{block.note}</span>
                    </span>
                  )}
                </span>
                <Button
                  variant="danger-outline"
                  size="sm"
                  onClick={() => void remove(block)}
                  disabled={unblock.isPending}
                >
                  {/* The name starts with the visible word (WCAG 2.5.3), then says which days. */}
                  <Trans>Remove</Trans> <span className="sr-only">{label}</span>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
