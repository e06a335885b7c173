import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { MissingForListing } from "@/shared/guides/profile-types";
import type { Guide } from "@/shared/guides/types";
import { ErrorPanel } from "@/web/components/ui/error-panel";
import { useToast } from "@/web/components/ui/toast";
import { GuidePhotoField } from "./guide-photo-field";
import { GuideProfileForm } from "./guide-profile-form";
import { MISSING_LABELS } from "./missing-labels";
import { useGuideProfile, useSaveGuideProfile } from "./queries";

/** "My guide profile": what travellers see, what is missing for them to see it, and a preview. */
export function GuideProfilePanel({ renderCard }: { renderCard: (guide: Guide) => ReactNode }) {
  const { t } = useLingui();
  const profile = useGuideProfile();
  const save = useSaveGuideProfile();
  const toast = useToast();

  if (profile.isPending)
    return (
      <p className="mt-6 text-stone-600">
        <Trans>Loading your profile...</Trans>
      </p>
    );
  if (profile.isError)
    return (
      <div className="mt-6">
        <ErrorPanel
          title={t`We couldn't load your profile.`}
          message={profile.error.message}
          onRetry={() => void profile.refetch()}
        />
      </div>
    );

  const view = profile.data;
  return (
    <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_20rem]">
      <div className="flex flex-col gap-6">
        <ListingStatus missing={view.missing} listed={view.listed} />
        <GuidePhotoField image={view.image} name={view.name} />
        <GuideProfileForm
          key={view.sno}
          profile={view}
          saving={save.isPending}
          onSave={async (input) => {
            await save.mutateAsync(input);
            toast.success(t`Your profile is saved.`);
          }}
        />
      </div>
      <aside aria-label={t`Your card as travellers see it`} className="flex flex-col gap-2">
        <h2 className="text-sm font-semibold text-stone-700">
          <Trans>Your card as travellers see it</Trans>
        </h2>
        {renderCard(view.card)}
      </aside>
    </div>
  );
}

function ListingStatus({ missing, listed }: { missing: MissingForListing[]; listed: boolean }) {
  const { i18n } = useLingui();
  if (!listed)
    return (
      <p role="status" className="rounded-xl bg-amber-50 p-4 text-sm text-amber-900">
        <Trans>
          An administrator has taken your profile off the Guides page, so travellers cannot book
          you. Please contact us if you think this is a mistake.
        </Trans>
      </p>
    );
  if (missing.length === 0)
    return (
      <p role="status" className="rounded-xl bg-emerald-50 p-4 text-sm text-emerald-900">
        <Trans>You are listed on the Guides page: travellers can find and book you.</Trans>
      </p>
    );
  return (
    <div role="status" className="rounded-xl bg-amber-50 p-4 text-sm text-amber-900">
      <p className="font-semibold">
        <Trans>Travellers cannot find or book you yet. To be listed:</Trans>
      </p>
      <ul className="mt-1 list-disc pl-5">
        {missing.map((item) => (
          <li key={item}>{MISSING_LABELS[item] ? i18n._(MISSING_LABELS[item]) : item}</li>
        ))}
      </ul>
    </div>
  );
}
