import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { Role } from "@/shared/constants";
import type { Profile } from "@/shared/profile/types";
import { LanguageSwitch } from "@/web/components/language-switch";
import { Alert } from "@/web/components/ui/alert";
import { Button, ButtonLink } from "@/web/components/ui/button";
import { UserIcon } from "@/web/components/ui/icons";
import { PersonalPage } from "@/web/components/ui/personal-page";
import { StatusScreen } from "@/web/components/ui/status-screen";
import { EmailAddress } from "@/web/features/profile/email-address";
import { ProfileAvatar } from "@/web/features/profile/profile-avatar";
import { ProfileDetailsForm } from "@/web/features/profile/profile-details-form";
import { ProfileLinks } from "@/web/features/profile/profile-links";
import { profileQuery, useProfileQuery } from "@/web/features/profile/queries";
import { ApiError } from "@/web/lib/api";
import type { FirstData } from "@/web/lib/first-data";
import { formatDate } from "@/web/lib/format";
import { useCurrentUser } from "@/web/lib/use-current-user";

/** The role's badge (spec: the role's name, capitalised). */
const ROLE_LABELS: Record<Role, MessageDescriptor> = {
  user: msg`User`,
  guide: msg`Guide`,
  admin: msg`Admin`,
};

/** The profile itself: asked for with the page's code, the page renders once, form and all. */
export const firstData: FirstData = () => [profileQuery];

export default function ProfileScreen() {
  const { t } = useLingui();
  const { user, isPending } = useCurrentUser();
  const query = useProfileQuery(user !== null);

  if (isPending && !user) return <StatusScreen text={t`Loading profile...`} />;
  const unauthorised = query.error instanceof ApiError && query.error.status === 401;
  if (!user || unauthorised) return <NotLoggedIn />;
  if (query.isPending) return <StatusScreen text={t`Loading profile...`} />;
  if (query.isError) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <Alert tone="error">{query.error.message}</Alert>
        <Button onClick={() => query.refetch()} variant="secondary" className="mt-4">
          <Trans>Try Again</Trans>
        </Button>
      </div>
    );
  }
  return <ProfileView profile={query.data.profile} />;
}

function NotLoggedIn() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-4 py-20 text-center">
      <span className="mb-4 rounded-full bg-brand-50 p-4 text-brand-700">
        <UserIcon className="h-8 w-8" />
      </span>
      <h1 className="text-2xl font-bold text-ink">
        <Trans>You are not logged in</Trans>
      </h1>
      <p className="mt-2 text-stone-600">
        <Trans>Please log in to view your profile</Trans>
      </p>
      <ButtonLink to="/login" className="mt-6 px-6">
        <Trans>Log In</Trans>
      </ButtonLink>
    </div>
  );
}

function ProfileView({ profile }: { profile: Profile }) {
  const { i18n } = useLingui();
  const displayName = profile.fullName.trim() || profile.email;
  return (
    <PersonalPage
      width="6xl"
      title={<Trans>My Profile</Trans>}
      intro={<Trans>Your account details and travel preferences.</Trans>}
    >
      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <aside className="h-fit rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200/70">
          <div className="flex flex-col items-center text-center">
            <ProfileAvatar picture={profile.profilePic} name={displayName} />
            <p
              translate="no"
              className="mt-4 text-lg font-semibold [overflow-wrap:anywhere] text-ink"
            >
              {displayName}
            </p>
            <span className="mt-2 rounded-full bg-brand-100 px-3 py-1 text-xs font-semibold tracking-wide text-brand-800">
              {i18n._(ROLE_LABELS[profile.role])}
            </span>
          </div>
          <dl className="mt-6 space-y-3 border-t border-stone-100 pt-5 text-sm">
            <div>
              <dt className="text-stone-500">
                <Trans>Email</Trans>
              </dt>
              <dd className="font-medium text-stone-800">
                <EmailAddress email={profile.email} />
              </dd>
            </div>
            <div>
              <dt className="text-stone-500">
                <Trans>Member since</Trans>
              </dt>
              <dd className="font-medium text-stone-800">{formatDate(profile.memberSince)}</dd>
            </div>
          </dl>
          <LanguageSwitch showLabel className="mt-5 border-t border-stone-100 pt-5" />
          <ProfileLinks role={profile.role} />
        </aside>

        <section
          aria-labelledby="profile-details-heading"
          className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200/70 sm:p-8 lg:col-span-2"
        >
          <ProfileDetailsForm profile={profile} />
        </section>
      </div>
    </PersonalPage>
  );
}
