import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Alert } from "@/web/components/ui/alert";
import { ButtonLink } from "@/web/components/ui/button";
import { StatusScreen } from "@/web/components/ui/status-screen";
import { AuthCard } from "@/web/features/auth/auth-card";
import { EmailLinkForm } from "@/web/features/auth/email-link-form";
import { linkClass } from "@/web/features/auth/link-class";
import { authClient } from "@/web/lib/auth-client";

export const VERIFIED_SIGNED_IN = "Your email is verified — you're signed in.";
export const VERIFIED_SIGNED_OUT = "Your email is verified. Please log in to continue.";
export const EMAIL_CHANGED = "Your new email address is confirmed.";
export const VERIFY_LINK_UNUSABLE = "This verification link has expired or has already been used.";
export const CHANGE_LINK_UNUSABLE =
  "This confirmation link has expired or has already been used. Your email address has not changed.";
export const VERIFICATION_RESENT =
  "If that address is waiting to be verified, we've sent a new link. Please check your inbox.";

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
  const { data, isPending, refetch } = authClient.useSession();
  const [checked, setChecked] = useState(false);

  // The server set the session cookie on its way here; every reader of the session must see it.
  useEffect(() => {
    void refetch().finally(() => setChecked(true));
  }, [refetch]);

  if (!checked && (isPending || !data)) return <StatusScreen text="Checking your account..." />;
  const signedIn = Boolean(data?.user);
  let text = signedIn ? VERIFIED_SIGNED_IN : VERIFIED_SIGNED_OUT;
  if (changed) text = EMAIL_CHANGED;

  return (
    <AuthCard
      title={changed ? "Email address changed" : "Email verified"}
      subtitle={changed ? "Your account now uses your new address." : "Welcome to Yatra Tours."}
      footer={
        <>
          Need help?{" "}
          <Link to="/contact-us" className={linkClass}>
            Contact us
          </Link>
        </>
      }
    >
      <div className="space-y-5">
        <Alert tone="success">{text}</Alert>
        {signedIn ? (
          <div className="grid gap-3 sm:grid-cols-2">
            <ButtonLink to={changed ? "/account" : "/profile"} className="py-2.5">
              {changed ? "Account & security" : "Profile"}
            </ButtonLink>
            <ButtonLink to="/destinations" variant="secondary" className="py-2.5">
              Destinations
            </ButtonLink>
          </div>
        ) : (
          <ButtonLink to="/login" size="wide">
            Log In
          </ButtonLink>
        )}
      </div>
    </AuthCard>
  );
}

function ChangeLinkUnusable() {
  return (
    <AuthCard
      title="Link expired"
      subtitle="Confirmation links work for one hour and only once."
      footer={
        <>
          Back to{" "}
          <Link to="/" className={linkClass}>
            Home
          </Link>
        </>
      }
    >
      <div className="space-y-5">
        <Alert tone="error">{CHANGE_LINK_UNUSABLE}</Alert>
        <p className="text-stone-700">
          You can ask for a new confirmation link in Account &amp; security.
        </p>
        <ButtonLink to="/account" size="wide">
          Account &amp; security
        </ButtonLink>
      </div>
    </AuthCard>
  );
}

function VerifyLinkUnusable() {
  return (
    <AuthCard
      title="Link expired"
      subtitle="Verification links work for one hour."
      footer={
        <>
          Already verified?{" "}
          <Link to="/login" className={linkClass}>
            Log in
          </Link>
        </>
      }
    >
      <EmailLinkForm
        intro={
          <>
            <Alert tone="error">{VERIFY_LINK_UNUSABLE}</Alert>
            <p className="text-stone-700">
              Enter your email address and we'll send you a new verification link.
            </p>
          </>
        }
        send={(email) => authClient.sendVerificationEmail(email)}
        sentText={VERIFICATION_RESENT}
        submitLabel="Send a new link"
      />
    </AuthCard>
  );
}
