import { useId, useMemo, useState } from "react";
import {
  DEFAULT_GUIDE_FILTERS,
  filterGuides,
  GUIDE_SORTS,
  GUIDE_SPECIALIZATION_FILTERS,
  type GuideFilters,
  type GuideSort,
  type GuideSpecializationFilter,
} from "@/shared/guides/rules";
import type { Guide } from "@/shared/guides/types";
import { Button } from "@/web/components/ui/button";
import { SelectField } from "@/web/components/ui/field";
import { UsersIcon } from "@/web/components/ui/icons";
import { Input } from "@/web/components/ui/input";
import { GuideCard } from "./guide-card";

/** Filter, sort and search the guides; one card open at a time. */
export function GuidesBrowser({ guides }: { guides: Guide[] }) {
  const [filters, setFilters] = useState<GuideFilters>(DEFAULT_GUIDE_FILTERS);
  const [expandedSno, setExpandedSno] = useState<number | null>(null);
  const [reviewsOpen, setReviewsOpen] = useState(false);
  const searchId = useId();
  const shown = useMemo(() => filterGuides(guides, filters), [guides, filters]);

  const update = (changes: Partial<GuideFilters>) =>
    setFilters((current) => ({ ...current, ...changes }));

  function toggle(sno: number) {
    setExpandedSno((current) => (current === sno ? null : sno));
    setReviewsOpen(false);
  }

  return (
    <div className="@container mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 md:py-12">
      <h2 className="sr-only">Find a guide</h2>
      <div className="grid gap-4 rounded-2xl bg-white p-5 shadow-md ring-1 ring-stone-200/70 @xl:grid-cols-2 @4xl:grid-cols-[1fr_1fr_2fr]">
        <SelectField
          label="Specialization"
          value={filters.specialization}
          onChange={(event) =>
            update({ specialization: event.currentTarget.value as GuideSpecializationFilter })
          }
          options={GUIDE_SPECIALIZATION_FILTERS}
        />
        <SelectField
          label="Sort by"
          value={filters.sort}
          onChange={(event) => update({ sort: event.currentTarget.value as GuideSort })}
          options={GUIDE_SORTS}
        />
        <div className="@xl:col-span-2 @4xl:col-span-1">
          <label htmlFor={searchId} className="mb-1 block text-sm font-medium text-stone-700">
            Search
          </label>
          <Input
            id={searchId}
            type="search"
            placeholder="Search guides..."
            value={filters.search}
            onChange={(event) => update({ search: event.currentTarget.value })}
          />
        </div>
        <label className="flex items-center gap-2 text-sm text-stone-700 @xl:col-span-2 @4xl:col-span-3">
          <input
            type="checkbox"
            className="h-4 w-4 accent-brand-700"
            checked={filters.licensedOnly ?? false}
            onChange={(event) => update({ licensedOnly: event.currentTarget.checked })}
          />
          Licensed guides only
        </label>
      </div>

      <p aria-live="polite" className="text-sm text-stone-600">
        {shown.length} {shown.length === 1 ? "guide" : "guides"} found
      </p>

      {shown.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl bg-white px-6 py-14 text-center shadow-md ring-1 ring-stone-200/70">
          <UsersIcon className="h-12 w-12 text-brand-600" />
          <h2 className="text-xl font-semibold">No guides match your search</h2>
          <Button onClick={() => setFilters(DEFAULT_GUIDE_FILTERS)} className="mt-2">
            Show all guides
          </Button>
        </div>
      ) : (
        <ul className="grid items-start gap-6 @4xl:grid-cols-2">
          {shown.map((guide) => (
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
    </div>
  );
}
