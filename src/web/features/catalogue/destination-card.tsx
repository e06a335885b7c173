import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { packageIdFor } from "@/shared/catalogue/rules";
import type { Destination } from "@/shared/catalogue/types";
import { Stars } from "@/web/components/stars";
import { CalendarIcon, MapPinIcon } from "@/web/components/ui/icons";
import { langOf } from "@/web/lib/english-fields";
import { formatRupees } from "@/web/lib/format";
import { CatalogueCard } from "./catalogue-card";
import { optionLabel } from "./filter-labels";
import { useShownLanguage } from "./use-shown-language";

export function DestinationCard({
  destination,
  eager,
  action,
}: {
  destination: Destination;
  /** The first card on screen: its picture loads at once. */
  eager?: boolean;
  /** A control over the picture's top-right corner (e.g. Save). */
  action?: ReactNode;
}) {
  const language = useShownLanguage();
  const { i18n } = useLingui();
  const season = destination.bestSeason;
  const price = formatRupees(destination.avgPrice, language);
  return (
    <CatalogueCard
      title={destination.name}
      titleLang={langOf(destination, "name")}
      titleAside={<Stars rating={destination.rating} showValue />}
      image={destination.image}
      imageAlt={destination.imageAlt || destination.name}
      photo={destination.photo}
      eager={eager}
      action={action}
      aspect="aspect-[4/3]"
      badge={
        destination.featured && (
          <span className="absolute top-3 left-3 rounded-full bg-white/95 px-3 py-1 text-xs font-semibold text-brand-800 shadow">
            <Trans>Featured</Trans>
          </span>
        )
      }
      to={`/packages/${packageIdFor(destination.srNo)}`}
      footerClassName="mt-auto flex flex-wrap items-center justify-between gap-3 pt-2"
      price={
        <p className="flex flex-col text-xs text-stone-500">
          <span className="text-sm text-stone-600">
            <Trans>
              From <span className="text-lg font-bold text-ink">{price}</span>
            </Trans>
          </span>
          <Trans>avg. per person</Trans>
        </p>
      }
    >
      <ul className="flex flex-col gap-1 text-sm text-stone-600">
        <li className="flex items-center gap-2">
          <MapPinIcon className="h-4 w-4 shrink-0 text-brand-600" />
          <span>{optionLabel(i18n, destination.region)}</span>
        </li>
        <li className="flex items-center gap-2">
          <CalendarIcon className="h-4 w-4 shrink-0 text-brand-600" />
          <span>
            <Trans>Best season: {season}</Trans>
          </span>
        </li>
      </ul>
      <p
        lang={langOf(destination, "description")}
        className="line-clamp-3 text-sm leading-relaxed text-stone-700"
      >
        {destination.description}
      </p>
    </CatalogueCard>
  );
}
