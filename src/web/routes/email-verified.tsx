import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { Alert } from "@/web/components/ui/alert";
import { ButtonLink } from "@/web/components/ui/button";
import { Link } from "@/web/components/ui/link";
import { StatusScreen } from "@/web/components/ui/status-screen";
import { AuthCard } from "@/web/features/auth/auth-card";
import { EmailLinkForm } from "@/web/features/auth/email-link-form";
import { linkClass } from "@/web/features/auth/link-class";
import { authClient } from "@/web/lib/auth-client";

/** Where the links in verification and change-of-address e-mails land. */
export default function EmailVerifiedScreen() {
  const [params] = useSearchParams();
  const changed = params.get("changed") === "1";
  if (params.has("error")) {
    return changed ? <ChangeLinkUnusable /> : <VerifyLinkUnusable />;
  }
  return <Verified changed={changed} />;
}

function Verified({ changed }: { changed: boolean }) {
  const { t } = useLingui();
  const { data, isPending, refetch } = authClient.useSession();
  const [checked, setChecked] = useState(false);

  // The server set the session cookie on its way here; every reader of the session must see it.
  useEffect(() => {
    void refetch().finally(() => setChecked(true));
  }, [refetch]);

  if (!checked && (isPending || !data)) return <StatusScreen text={t`Checking your account...`} />;
  const signedIn = Boolean(data?.user);
  let text = signedIn
    ? t`Your email is verified — you're signed in.`
    : t`Your email is verified. Please log in to continue.`;
  if (changed) text = t`Your new email address is confirmed.`;

  return (
    <AuthCard
      title={changed ? t`Email address changed` : t`Email verified`}
      subtitle={changed ? t`Your account now uses your new address.` : t`Welcome to Yatra Tours.`}
      footer={
        <Trans>
          Need help?{" "}
          <Link to="/contact-us" className={linkClass}>
            Contact us
          </Link>
        </Trans>
      }
    >
      <div className="space-y-5">
        <Alert tone="success">{text}</Alert>
        {signedIn ? (
          <div className="grid gap-3 sm:grid-cols-2">
            <ButtonLink to={changed ? "/account" : "/profile"} className="py-2.5">
              {changed ? t`Account & security` : t`Profile`}
            </ButtonLink>
            <ButtonLink to="/destinations" variant="secondary" className="py-2.5">
              <Trans>Destinations</Trans>
            </ButtonLink>
          </div>
        ) : (
          <ButtonLink to="/login" size="wide">
            <Trans>Log In</Trans>
          </ButtonLink>
        )}
      </div>
    </AuthCard>
  );
}

function ChangeLinkUnusable() {
  const { t } = useLingui();
  return (
    <AuthCard
      title={t`Link expired`}
      subtitle={t`Confirmation links work for one hour and only once.`}
      footer={
        <Trans>
          Back to{" "}
          <Link to="/" className={linkClass}>
            Home
          </Link>
        </Trans>
      }
    >
      <div className="space-y-5">
        <Alert tone="error">
          <Trans>
            This confirmation link has expired or has already been used. Your email address has not
            changed.
          </Trans>
        </Alert>
        <p className="text-stone-700">
          <Trans>You can ask for a new confirmation link in Account &amp; security.</Trans>
        </p>
        <ButtonLink to="/account" size="wide">
          <Trans>Account &amp; security</Trans>
        </ButtonLink>
      </div>
    </AuthCard>
  );
}

function VerifyLinkUnusable() {
  const { t } = useLingui();
  return (
    <AuthCard
      title={t`Link expired`}
      subtitle={t`Verification links work for one hour.`}
      footer={
        <Trans>
          Already verified?{" "}
          <Link to="/login" className={linkClass}>
            Log in
          </Link>
        </Trans>
      }
    >
      <EmailLinkForm
        intro={
          <>
            <Alert tone="error">
              <Trans>This verification link has expired or has already been used.</Trans>
            </Alert>
            <p className="text-stone-700">
              <Trans>Enter your email address and we'll send you a new verification link.</Trans>
            </p>
          </>
        }
        send={(email) => authClient.sendVerificationEmail(email)}
        sentText={t`If that address is waiting to be verified, we've sent a new link. Please check your inbox.`}
        submitLabel={t`Send a new link`}
      />
    </AuthCard>
  );
}
