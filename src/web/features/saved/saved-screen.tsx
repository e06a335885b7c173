import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import type { SavedPlace } from "@/shared/saved/schema";
import { Button, ButtonLink } from "@/web/components/ui/button";
import { ErrorPanel } from "@/web/components/ui/error-panel";
import { FallbackImage } from "@/web/components/ui/fallback-image";
import { HeartIcon } from "@/web/components/ui/icons";
import { Link } from "@/web/components/ui/link";
import { PersonalPage } from "@/web/components/ui/personal-page";
import { errorMessage } from "@/web/components/ui/server-errors";
import { StatusScreen } from "@/web/components/ui/status-screen";
import { useToast } from "@/web/components/ui/toast";
import { langOf } from "@/web/lib/english-fields";
import { type SaveChange, useSaveChange, useSavedPlaces } from "./queries";

function SavedCard({
  place,
  onRemove,
}: {
  place: SavedPlace;
  onRemove: (change: SaveChange) => void;
}) {
  const { t } = useLingui();
  const name = place.name;
  return (
    <li className="flex items-center gap-4 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-stone-200/70">
      <FallbackImage
        src={place.photo?.src || place.image}
        alt=""
        className="h-20 w-24 shrink-0 rounded-xl object-cover"
      />
      <div className="min-w-0 flex-1">
        <Link
          to={place.to}
          translate="no"
          lang={langOf(place, "name")}
          className="font-semibold break-words text-ink hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          {name}
        </Link>
        <p className="text-sm text-stone-600">
          {place.kind === "destination" ? <Trans>Destination</Trans> : <Trans>Tour package</Trans>}
        </p>
      </div>
      <Button
        variant="danger-outline"
        size="sm"
        aria-label={t`Remove ${name} from saved`}
        onClick={() => onRemove({ kind: place.kind, srNo: place.srNo, name, save: false })}
      >
        <Trans>Remove</Trans>
      </Button>
    </li>
  );
}

function SavedList({
  title,
  places,
  onRemove,
}: {
  title: string;
  places: SavedPlace[];
  onRemove: (change: SaveChange) => void;
}) {
  const headingId = useId();
  if (places.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h2 id={headingId} className="text-xl font-semibold text-ink">
        {title}
      </h2>
      <ul className="mt-3 space-y-3">
        {places.map((place) => (
          <SavedCard key={`${place.kind}:${place.srNo}`} place={place} onRemove={onRemove} />
        ))}
      </ul>
    </section>
  );
}

/** The Saved page (issue 16): the account's saved destinations and packages, newest first. */
export function SavedScreen() {
  const { t } = useLingui();
  const toast = useToast();
  const saved = useSavedPlaces();
  const change = useSaveChange((error, failed) => {
    const place = failed.name;
    toast.error(errorMessage(error, t`We couldn't remove ${place} from saved. Please try again.`), {
      subject: `saved:${failed.kind}:${failed.srNo}`,
    });
  });
  const remove = (c: SaveChange) => change.mutate(c);

  return (
    <PersonalPage
      width="3xl"
      title={<Trans>Saved places</Trans>}
      intro={
        <Trans>The destinations and tour packages you saved, on every device you sign in on.</Trans>
      }
    >
      <div className="mt-6">
        {saved.isPending ? (
          <StatusScreen text={t`Loading your saved places...`} />
        ) : saved.isError ? (
          <ErrorPanel
            title={t`We couldn't load your saved places.`}
            message={saved.error.message}
            onRetry={() => void saved.refetch()}
          />
        ) : saved.data.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-2xl bg-white px-6 py-12 text-center shadow-sm ring-1 ring-stone-200/70">
            <HeartIcon className="h-10 w-10 text-rose-600" />
            <p className="text-lg font-semibold text-ink">
              <Trans>Nothing saved yet.</Trans>
            </p>
            <p className="text-sm text-stone-600">
              <Trans>Tap the heart on a destination or a tour package to keep it here.</Trans>
            </p>
            <div className="mt-2 flex flex-wrap justify-center gap-3">
              <ButtonLink to="/destinations">
                <Trans>Browse destinations</Trans>
              </ButtonLink>
              <ButtonLink to="/packages" variant="secondary">
                <Trans>Browse tour packages</Trans>
              </ButtonLink>
            </div>
          </div>
        ) : (
          <>
            <SavedList
              title={t`Destinations`}
              places={saved.data.filter((p) => p.kind === "destination")}
              onRemove={remove}
            />
            <SavedList
              title={t`Tour packages`}
              places={saved.data.filter((p) => p.kind === "package")}
              onRemove={remove}
            />
          </>
        )}
      </div>
    </PersonalPage>
  );
}
