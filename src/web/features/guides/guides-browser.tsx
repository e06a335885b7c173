import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useId, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { MAX_SEARCH_LENGTH } from "@/shared/catalogue/search-schema";
import {
  ALL_LANGUAGES,
  DEFAULT_GUIDE_FILTERS,
  GUIDE_SORTS,
  GUIDE_SPECIALIZATION_FILTERS,
  type GuideFilters,
  type GuideSort,
  type GuideSpecializationFilter,
} from "@/shared/guides/rules";
import { Button } from "@/web/components/ui/button";
import { ErrorPanel } from "@/web/components/ui/error-panel";
import { SelectField } from "@/web/components/ui/field";
import { UsersIcon } from "@/web/components/ui/icons";
import { Input } from "@/web/components/ui/input";
import { LoadMoreButton } from "@/web/components/ui/load-more-button";
import { StatusScreen } from "@/web/components/ui/status-screen";
import { translateText } from "@/web/lib/i18n";
import { SEARCH_SETTLE_MS, useSettled } from "@/web/lib/use-settled";
import { GuideCard } from "./guide-card";
import { GUIDE_OPTION_LABELS } from "./guide-filter-labels";
import {
  type GuideView,
  knownLanguage,
  readGuideView,
  writeGuideView,
} from "./guide-search-params";
import { useGuidePages } from "./queries";

/**
 * Filter, sort and search the guides, answered by the server twelve at a time; one card open at a
 * time. The view lives in the address bar: a chosen filter is a step Back can undo, while typing
 * and Load More change the current step rather than add one.
 */
export function GuidesBrowser() {
  const [searchParams, setSearchParams] = useSearchParams();
  // React state is the source of truth so that quick successive changes queue up; the address
  // mirrors it (reload, sharing) and a back/forward move feeds it again.
  const [view, setView] = useState(() => readGuideView(searchParams));
  const { filters, more } = view;
  const writtenQuery = useRef(searchParams.toString());
  const addStep = useRef(false);
  const [searchText, setSearchText] = useState(filters.search);
  const [expandedSno, setExpandedSno] = useState<number | null>(null);
  const [reviewsOpen, setReviewsOpen] = useState(false);
  const searchId = useId();
  const { t, i18n } = useLingui();

  useEffect(() => {
    const query = searchParams.toString();
    if (query === writtenQuery.current) return;
    writtenQuery.current = query;
    setView(readGuideView(searchParams));
  }, [searchParams]);

  useEffect(() => {
    const step = addStep.current;
    addStep.current = false;
    const next = writeGuideView(view);
    if (next.toString() === writtenQuery.current) return;
    writtenQuery.current = next.toString();
    setSearchParams(next, { replace: !step });
  }, [view, setSearchParams]);

  useEffect(() => {
    setSearchText(filters.search);
  }, [filters.search]);

  // Filters other than the typed search apply at once; the search waits for typing to pause.
  const search = useSettled(filters.search, SEARCH_SETTLE_MS);
  const result = useGuidePages({ ...filters, search }, more + 1);
  const total = result.total;

  // A language from the address that no listed guide speaks falls back to every language.
  const language = knownLanguage(filters.language, result.languages);
  useEffect(() => {
    if (language !== filters.language)
      setView((current) => ({ ...current, filters: { ...current.filters, language } }));
  }, [language, filters.language]);

  function change(next: (current: GuideView) => GuideView, step: boolean) {
    addStep.current = step;
    setView(next);
  }

  function update(changes: Partial<GuideFilters>, step = true) {
    // Any change to the filters starts the list again from the first twelve cards.
    change((current) => ({ filters: { ...current.filters, ...changes }, more: 0 }), step);
  }

  function reset() {
    setSearchText("");
    change(() => ({ filters: DEFAULT_GUIDE_FILTERS, more: 0 }), true);
  }

  function toggle(sno: number) {
    setExpandedSno((current) => (current === sno ? null : sno));
    setReviewsOpen(false);
  }

  function shown<T extends { value: string; label: string }>(option: T): T {
    const label = GUIDE_OPTION_LABELS[option.label];
    return label ? { ...option, label: i18n._(label) } : option;
  }

  const languages = [
    { value: ALL_LANGUAGES, label: t`All languages` },
    ...(result.languages ?? []).map((l) => ({ value: l, label: translateText(l) })),
  ];

  return (
    <div className="@container mx-auto flex max-w-7xl flex-col gap-4 px-4 py-4 sm:px-6 md:gap-6 md:py-8">
      <h2 className="sr-only">
        <Trans>Find a guide</Trans>
      </h2>
      {/* Two filters a row even on a phone, and a tight panel, so that the first guide shows on
          the first screen at 360 × 740. */}
      <div className="grid grid-cols-2 gap-3 rounded-2xl bg-white p-3 shadow-md ring-1 ring-stone-200/70 sm:p-5 @xl:gap-4 @4xl:grid-cols-[1fr_1fr_1fr_2fr]">
        <SelectField
          label={t`Specialization`}
          value={filters.specialization}
          onChange={(event) =>
            update({ specialization: event.currentTarget.value as GuideSpecializationFilter })
          }
          options={GUIDE_SPECIALIZATION_FILTERS.map(shown)}
        />
        <SelectField
          label={t`Language`}
          value={result.languages ? language : ALL_LANGUAGES}
          onChange={(event) => update({ language: event.currentTarget.value })}
          options={languages}
        />
        <SelectField
          label={t`Sort by`}
          value={filters.sort}
          onChange={(event) => update({ sort: event.currentTarget.value as GuideSort })}
          options={GUIDE_SORTS.map(shown)}
        />
        <div>
          <label htmlFor={searchId} className="mb-1 block text-sm font-medium text-stone-700">
            <Trans>Search</Trans>
          </label>
          <Input
            id={searchId}
            type="search"
            placeholder={t`Search guides...`}
            maxLength={MAX_SEARCH_LENGTH}
            value={searchText}
            onChange={(event) => {
              setSearchText(event.currentTarget.value);
              update({ search: event.currentTarget.value }, false);
            }}
          />
        </div>
        <label className="col-span-2 flex items-center gap-2 text-sm text-stone-800 @4xl:col-span-4">
          <input
            type="checkbox"
            className="h-4 w-4 accent-brand-700"
            checked={filters.licensedOnly}
            onChange={(event) => update({ licensedOnly: event.currentTarget.checked })}
          />
          <Trans>Licensed guides only</Trans>
        </label>
      </div>

      <p aria-live="polite" className="text-sm text-stone-600">
        {result.first.data ? (
          <Plural value={total} one="# guide found" other="# guides found" />
        ) : (
          ""
        )}
      </p>

      {result.first.isPending ? (
        <StatusScreen text={t`Loading guides...`} />
      ) : result.first.isError ? (
        <ErrorPanel
          title={t`We couldn't load our guides.`}
          message={result.first.error.message}
          onRetry={() => void result.first.refetch()}
        />
      ) : total === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl bg-white px-6 py-14 text-center shadow-md ring-1 ring-stone-200/70">
          <UsersIcon className="h-12 w-12 text-brand-600" />
          <h2 className="text-xl font-semibold">
            <Trans>No guides match your search</Trans>
          </h2>
          <Button onClick={reset} className="mt-2">
            <Trans>Show all guides</Trans>
          </Button>
        </div>
      ) : (
        // Three across from 60rem, so a laptop beside the side navigation shows three guides above the fold (issue 16).
        <ul className="grid items-start gap-4 md:gap-6 @4xl:grid-cols-2 @[60rem]:grid-cols-3 @[60rem]:gap-4">
          {result.guides.map((guide) => (
            <li key={guide.sno} className="flex">
              <GuideCard
                guide={guide}
                expanded={expandedSno === guide.sno}
                onToggle={() => toggle(guide.sno)}
                reviewsOpen={expandedSno === guide.sno && reviewsOpen}
                onToggleReviews={() => setReviewsOpen((open) => !open)}
              />
            </li>
          ))}
        </ul>
      )}

      {result.first.data && result.guides.length < total && (
        <LoadMoreButton
          onClick={() => change((current) => ({ ...current, more: current.more + 1 }), false)}
          loading={result.loadingMore}
        />
      )}
    </div>
  );
}
