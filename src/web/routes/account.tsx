import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@/web/components/ui/link";
import { PersonalPage } from "@/web/components/ui/personal-page";
import { StatusScreen } from "@/web/components/ui/status-screen";
import { DeleteAccountSection } from "@/web/features/account/delete-account-section";
import { EmailSection } from "@/web/features/account/email-section";
import { PasswordSection } from "@/web/features/account/password-section";
import { sessionsQuery } from "@/web/features/account/queries";
import { SectionCard } from "@/web/features/account/section-card";
import { SessionsSection } from "@/web/features/account/sessions-section";
import { TwoFactorBadge, TwoFactorSection } from "@/web/features/account/two-factor-section";
import type { FirstData } from "@/web/lib/first-data";
import { useCurrentUser } from "@/web/lib/use-current-user";

/** The signed-in devices, the page's first section: asked for with its code, listed at once. */
export const firstData: FirstData = () => [sessionsQuery];

export default function AccountScreen() {
  const { t } = useLingui();
  const { user, isPending } = useCurrentUser();
  if (!user)
    return (
      <StatusScreen text={isPending ? t`Loading your account...` : t`Checking Authentication...`} />
    );
  const twoFactorEnabled = user.twoFactorEnabled === true;

  return (
    <PersonalPage
      width="4xl"
      title={<Trans>Account &amp; security</Trans>}
      intro={<Trans>Where you are signed in, how you log in, and your account itself.</Trans>}
      back={
        <Link to="/profile" className="font-semibold text-brand-700 hover:underline">
          <Trans>← Back to profile</Trans>
        </Link>
      }
    >
      <div className="mt-8 space-y-6">
        <SectionCard
          title={t`Signed-in devices`}
          description={t`Browsers and phones where your account is logged in now. Sign out any you don't recognise.`}
        >
          <SessionsSection />
        </SectionCard>
        <SectionCard
          title={t`Two-factor authentication`}
          badge={<TwoFactorBadge enabled={twoFactorEnabled} />}
        >
          <TwoFactorSection enabled={twoFactorEnabled} />
        </SectionCard>
        <SectionCard
          title={t`Email`}
          description={t`Where we send booking updates and sign-in links.`}
        >
          <EmailSection currentEmail={user.email} />
        </SectionCard>
        <SectionCard
          title={t`Password`}
          description={t`Changing it signs you out on every other device.`}
        >
          <PasswordSection />
        </SectionCard>
        <SectionCard title={t`Delete account`} tone="danger">
          <DeleteAccountSection />
        </SectionCard>
      </div>
    </PersonalPage>
  );
}
