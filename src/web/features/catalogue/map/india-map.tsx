import outlineUrl from "virtual:india-outline-url";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  type KeyboardEvent,
  memo,
  type RefObject,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from "react";
import { packageIdFor } from "@/shared/catalogue/rules";
import type { Destination } from "@/shared/catalogue/types";
import { REGIONS } from "@/shared/constants";
import { Button } from "@/web/components/ui/button";
import { CloseIcon } from "@/web/components/ui/icons";
import { Link } from "@/web/components/ui/link";
import { DestinationCard } from "@/web/features/catalogue/destination-card";
import { optionLabel } from "@/web/features/catalogue/filter-labels";
import { useShownLanguage } from "@/web/features/catalogue/use-shown-language";
import { langOf } from "@/web/lib/english-fields";
import { formatRupees } from "@/web/lib/format";
import { MAP_HEIGHT, MAP_WIDTH, projectToMap } from "./india-projection";
import { spreadMarkers } from "./spread-markers";

type Placed = Destination & { latitude: number; longitude: number };

const isPlaced = (d: Destination): d is Placed => d.latitude !== null && d.longitude !== null;

/** Rows of two degrees of latitude: markers read north to south, each row west to east. */
const ROW_DEGREES = 2;
const readingOrder = (a: Placed, b: Placed) =>
  Math.floor(b.latitude / ROW_DEGREES) - Math.floor(a.latitude / ROW_DEGREES) ||
  a.longitude - b.longitude;

/**
 * Each marker's own 24 px touch target (WCAG 2.5.8): two 24 px squares never overlap when their
 * centres are 24 √2 ≈ 34 px apart, whichever the direction.
 */
const MARKER_SPACING_PX = 35;

/** The map's drawn width in pixels, once laid out (0 before, and where nothing is laid out). */
function useDrawnWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/**
 * The destinations on an outline of India (issue 16): a marker for each placed one, a card for the
 * chosen marker beside the map (below it on a phone, so it never covers its marker), the ones not
 * placed yet listed under it, and every one listed by region for those who do not use the map.
 *
 * Three parts that change apart: the markers follow the map's drawn width (known only once it is
 * laid out) and the chosen marker; the card follows the choice; the lists only the destinations.
 * So the width arriving, or a marker chosen, re-renders the markers, not the 45 links below them
 * (a long task on a phone, right after the map's first paint).
 */
export function IndiaMap({ destinations }: { destinations: Destination[] }) {
  const { t } = useLingui();
  const [chosen, setChosen] = useState<number | null>(null);
  const markers = useRef(new Map<number, HTMLButtonElement>());
  const cardRef = useRef<HTMLDivElement>(null);
  const cardId = useId();

  const placed = useMemo(() => destinations.filter(isPlaced).sort(readingOrder), [destinations]);
  const shown = placed.find((d) => d.srNo === chosen);

  function open(srNo: number) {
    setChosen((current) => (current === srNo ? null : srNo));
    // The card may be below the fold on a phone: bring it into view without taking focus.
    requestAnimationFrame(() => cardRef.current?.scrollIntoView?.({ block: "nearest" }));
  }

  function close() {
    const wasInCard = cardRef.current?.contains(document.activeElement);
    if (wasInCard && chosen !== null) markers.current.get(chosen)?.focus();
    setChosen(null);
  }

  /** Tab from the open marker goes into its card (after every marker in the page's order). */
  function intoCard(event: KeyboardEvent, srNo: number) {
    if (event.key !== "Tab" || event.shiftKey || srNo !== chosen) return;
    const first = cardRef.current?.querySelector<HTMLElement>("a[href], button");
    if (!first) return;
    event.preventDefault();
    first.focus();
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === "Escape" && chosen !== null) {
      event.preventDefault();
      close();
    }
  }

  return (
    <div className="flex flex-col gap-8">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: Escape from a marker or its card closes the card */}
      <div
        onKeyDown={onKeyDown}
        className="grid items-start gap-6 @2xl:grid-cols-[minmax(0,1fr)_18rem]"
      >
        <figure className="mx-auto w-full max-w-xl">
          <MapMarkers
            placed={placed}
            chosen={chosen}
            cardId={cardId}
            markers={markers}
            onOpen={open}
            onKeyDown={intoCard}
          />
          <figcaption className="mt-2 text-xs text-stone-600">
            <Trans>
              Map outline, adapted (recoloured, corners rounded):{" "}
              <a className="underline" href="https://mapsvg.com/maps/india">
                MapSVG
              </a>
              ,{" "}
              <a className="underline" href="https://creativecommons.org/licenses/by/4.0/">
                CC BY 4.0
              </a>
            </Trans>
          </figcaption>
        </figure>

        <div ref={cardRef} id={cardId} className="@2xl:sticky @2xl:top-24">
          {shown ? (
            <div className="relative">
              <DestinationCard destination={shown} />
              <Button
                variant="secondary"
                size="sm"
                onClick={close}
                className="absolute top-3 right-3"
                aria-label={t`Close ${shown.name}`}
              >
                <CloseIcon className="h-4 w-4" />
              </Button>
            </div>
          ) : (
            <p className="rounded-xl border border-dashed border-stone-300 p-4 text-sm text-stone-600">
              <Trans>Choose a marker to see the destination.</Trans>
            </p>
          )}
        </div>
      </div>

      <DestinationLists destinations={destinations} idPrefix={cardId} />
    </div>
  );
}

/** The outline, each placed destination's marker on it, and a line from a parted marker to its place. */
function MapMarkers({
  placed,
  chosen,
  cardId,
  markers,
  onOpen,
  onKeyDown,
}: {
  placed: Placed[];
  chosen: number | null;
  cardId: string;
  markers: RefObject<Map<number, HTMLButtonElement>>;
  onOpen: (srNo: number) => void;
  onKeyDown: (event: KeyboardEvent, srNo: number) => void;
}) {
  const { t } = useLingui();
  const language = useShownLanguage();
  const [mapRef, drawnWidth] = useDrawnWidth();
  const unitsPerPx = drawnWidth > 0 ? MAP_WIDTH / drawnWidth : 0;
  // Where each place is, and where its marker goes: crowded ones are parted, with a line back.
  // Worked out again only for new places or a new width, not when a marker is chosen.
  const spots = useMemo(() => placed.map((d) => projectToMap(d.latitude, d.longitude)), [placed]);
  const markerSpots = useMemo(
    () =>
      unitsPerPx > 0
        ? spreadMarkers(spots, MARKER_SPACING_PX * unitsPerPx, {
            width: MAP_WIDTH,
            height: MAP_HEIGHT,
          })
        : spots,
    [spots, unitsPerPx],
  );

  return (
    <div
      ref={mapRef}
      className="relative w-full"
      style={{ aspectRatio: `${MAP_WIDTH} / ${MAP_HEIGHT}` }}
    >
      {/* The outline is a picture of its own (decision 0046); markers and their lines on it. */}
      <img
        src={outlineUrl}
        alt=""
        width={MAP_WIDTH}
        height={MAP_HEIGHT}
        decoding="async"
        className="absolute inset-0 h-full w-full"
      />
      <svg
        viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
        aria-hidden="true"
        focusable="false"
        className="absolute inset-0 h-full w-full"
      >
        {placed.map((d, i) => {
          const spot = spots[i];
          const marker = markerSpots[i];
          if (Math.hypot(marker.x - spot.x, marker.y - spot.y) < 0.5) return null;
          return (
            <g key={d.srNo} className="fill-brand-700 stroke-brand-700">
              <line x1={spot.x} y1={spot.y} x2={marker.x} y2={marker.y} strokeWidth={unitsPerPx} />
              <circle cx={spot.x} cy={spot.y} r={2 * unitsPerPx} stroke="none" />
            </g>
          );
        })}
      </svg>
      <ul aria-label={t`Destinations on the map`}>
        {placed.map((d, i) => {
          const { x, y } = markerSpots[i];
          const price = formatRupees(d.avgPrice, language);
          const isChosen = d.srNo === chosen;
          return (
            <li key={d.srNo}>
              <button
                type="button"
                ref={(element) => {
                  if (element) markers.current.set(d.srNo, element);
                  else markers.current.delete(d.srNo);
                }}
                aria-expanded={isChosen}
                aria-controls={isChosen ? cardId : undefined}
                aria-label={t`${d.name}, ${d.state}, from ${price}`}
                onClick={() => onOpen(d.srNo)}
                onKeyDown={(event) => onKeyDown(event, d.srNo)}
                className="group absolute flex h-6 w-6 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-brand-700"
                style={{
                  left: `${(x / MAP_WIDTH) * 100}%`,
                  top: `${(y / MAP_HEIGHT) * 100}%`,
                  zIndex: isChosen ? 2 : 1,
                }}
              >
                <span
                  aria-hidden="true"
                  className={
                    isChosen
                      ? "h-4 w-4 rounded-full bg-ink ring-2 ring-white shadow"
                      : "h-3 w-3 rounded-full bg-brand-700 ring-2 ring-white shadow group-hover:h-4 group-hover:w-4"
                  }
                />
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The places not on the map yet, and every place by region: the map's list alternative. */
const DestinationLists = memo(function DestinationLists({
  destinations,
  idPrefix,
}: {
  destinations: Destination[];
  idPrefix: string;
}) {
  const { i18n } = useLingui();
  const unplaced = destinations.filter((d) => !isPlaced(d));
  return (
    <>
      {unplaced.length > 0 && (
        <section aria-labelledby={`${idPrefix}-unplaced`} className="flex flex-col gap-2">
          <h3 id={`${idPrefix}-unplaced`} className="font-semibold text-ink">
            <Trans>Not on the map yet</Trans>
          </h3>
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {unplaced.map((d) => (
              <li key={d.srNo}>
                <DestinationLink destination={d} />
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby={`${idPrefix}-regions`} className="flex flex-col gap-3">
        <h3 id={`${idPrefix}-regions`} className="font-semibold text-ink">
          <Trans>The same destinations by region</Trans>
        </h3>
        <div className="grid gap-4 sm:grid-cols-2 @3xl:grid-cols-3">
          {REGIONS.map((region) => {
            const inRegion = destinations.filter((d) => d.region === region);
            if (inRegion.length === 0) return null;
            return (
              <div key={region}>
                <h4 className="text-sm font-semibold text-stone-700">
                  {optionLabel(i18n, region)}
                </h4>
                <ol className="mt-1 flex flex-col gap-1 text-sm">
                  {inRegion.map((d) => (
                    <li key={d.srNo}>
                      <DestinationLink destination={d} />
                    </li>
                  ))}
                </ol>
              </div>
            );
          })}
        </div>
      </section>
    </>
  );
});

function DestinationLink({ destination }: { destination: Destination }) {
  return (
    <Link
      to={`/packages/${packageIdFor(destination.srNo)}`}
      className="text-brand-700 underline-offset-2 hover:underline"
    >
      <span translate="no" lang={langOf(destination, "name")}>
        {destination.name}
      </span>
    </Link>
  );
}
