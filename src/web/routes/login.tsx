import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { lazy, type ReactNode, Suspense, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { type SignInInput, signInInput } from "@/shared/account/schema";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { EmailField, PasswordField } from "@/web/components/ui/field";
import { Form, useZodForm } from "@/web/components/ui/form";
import { Link } from "@/web/components/ui/link";
import { AuthCard } from "@/web/features/auth/auth-card";
import { linkClass } from "@/web/features/auth/link-class";
import { authClient } from "@/web/lib/auth-client";
import { withMessages } from "@/web/lib/i18n";

/** The English texts, for tests: the screen shows them through the catalog. */
export const EMAIL_NOT_VERIFIED_TEXT =
  "Please verify your email address first. We've sent you a new link.";
export const verificationResentText = (email: string) =>
  `We've sent a new verification link to ${email}.`;

const EMPTY: SignInInput = { email: "", password: "" };
// lib/auth-outcome's sentence, repeated here (same message, same id) so the login screen does not
// fetch that module's file on the first screen.
const UNEXPECTED_MESSAGE = msg`An unexpected error occurred. Please try again.`;

// The other ways in load when chosen: most people sign in with their password, and the first
// screen has a byte budget (decision 0038).
const MagicLinkForm = lazy(() =>
  withMessages(() => import("@/web/features/auth/magic-link-form"), ["account"]).then((m) => ({
    default: m.MagicLinkForm,
  })),
);
const EmailCodeSignIn = lazy(() =>
  withMessages(() => import("@/web/features/auth/email-code-sign-in"), ["account"]).then((m) => ({
    default: m.EmailCodeSignIn,
  })),
);
const TwoFactorChallenge = lazy(() =>
  withMessages(() => import("@/web/features/auth/two-factor-challenge"), ["account"]).then((m) => ({
    default: m.TwoFactorChallenge,
  })),
);

type Method = "password" | "link" | "code";

const TITLES: Record<
  Method | "two-factor",
  { title: MessageDescriptor; subtitle: MessageDescriptor }
> = {
  password: {
    title: msg`Welcome back`,
    subtitle: msg`Log in to book tours, chat with guides and manage your trips.`,
  },
  link: { title: msg`Sign in with a link`, subtitle: msg`No password needed.` },
  code: { title: msg`Sign in with a code`, subtitle: msg`No password needed.` },
  "two-factor": {
    title: msg`Two-factor authentication`,
    subtitle: msg`One more step to keep your account safe.`,
  },
};

function methodOf(value: string | null): Method {
  return value === "link" || value === "code" ? value : "password";
}

export default function LoginScreen() {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const method = methodOf(params.get("with"));
  const [challenge, setChallenge] = useState(false);
  const goToProfile = () => navigate("/profile");

  const screen = challenge ? "two-factor" : method;
  let body: ReactNode;
  if (challenge) {
    body = <TwoFactorChallenge onSignedIn={goToProfile} onCancel={() => setChallenge(false)} />;
  } else if (method === "link") {
    body = <MagicLinkForm linkError={params.get("error")} />;
  } else if (method === "code") {
    body = <EmailCodeSignIn onSignedIn={goToProfile} />;
  } else {
    body = <PasswordSignIn onSignedIn={goToProfile} onTwoFactor={() => setChallenge(true)} />;
  }

  return (
    <AuthCard
      title={i18n._(TITLES[screen].title)}
      subtitle={i18n._(TITLES[screen].subtitle)}
      footer={
        <Trans>
          Don't have an account?{" "}
          <Link to="/signUp" className={linkClass}>
            Sign up
          </Link>
        </Trans>
      }
    >
      {/* A boundary per way of signing in: while the next form's code loads, the last one is gone
          at once rather than left on screen to be typed into (and then replaced). */}
      <Suspense key={screen} fallback={null}>
        {body}
      </Suspense>
      {!challenge && <OtherWaysToSignIn current={method} />}
    </AuthCard>
  );
}

function OtherWaysToSignIn({ current }: { current: Method }) {
  const { t } = useLingui();
  const ways: { method: Method; to: string; text: string }[] = [
    { method: "password", to: "/login", text: t`Log in with your password` },
    { method: "link", to: "/login?with=link", text: t`Email me a sign-in link` },
    { method: "code", to: "/login?with=code", text: t`Sign in with a code` },
  ];
  return (
    <nav aria-label={t`Other ways to sign in`} className="mt-6 border-t border-stone-200 pt-5">
      <p className="text-center text-sm text-stone-500">
        <Trans>Other ways to sign in</Trans>
      </p>
      <ul className="mt-3 flex flex-col items-center gap-2 text-sm sm:flex-row sm:justify-center sm:gap-6">
        {ways
          .filter((way) => way.method !== current)
          .map((way) => (
            <li key={way.method}>
              <Link to={way.to} replace className={linkClass}>
                {way.text}
              </Link>
            </li>
          ))}
      </ul>
    </nav>
  );
}

interface PasswordSignInProps {
  onSignedIn: () => void;
  onTwoFactor: () => void;
}

/** The spec's login form: on failure the server's message in error style and both fields cleared. */
function PasswordSignIn({ onSignedIn, onTwoFactor }: PasswordSignInProps) {
  const { t } = useLingui();
  const [serverError, setServerError] = useState<string | null>(null);
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const {
    field,
    handleSubmit,
    reset,
    formState: { isSubmitting },
  } = useZodForm(signInInput, EMPTY);

  const onSubmit = async (values: SignInInput) => {
    setServerError(null);
    setUnverifiedEmail(null);
    let message: string;
    try {
      const { data, error } = await authClient.signIn.email(values);
      if (!error) {
        if ("twoFactorRedirect" in data && data.twoFactorRedirect) onTwoFactor();
        else onSignedIn();
        return;
      }
      if (error.code === "EMAIL_NOT_VERIFIED") {
        setUnverifiedEmail(values.email);
        message = t`Please verify your email address first. We've sent you a new link.`;
      } else {
        message = error.message || error.statusText || t(UNEXPECTED_MESSAGE);
      }
    } catch {
      message = t(UNEXPECTED_MESSAGE);
    }
    setServerError(message);
    reset(EMPTY);
  };

  return (
    <Form
      onSubmit={handleSubmit(onSubmit)}
      error={serverError}
      submitting={isSubmitting}
      submitLabel={t`Log In`}
      busyLabel={t`Logging in...`}
    >
      {unverifiedEmail && <ResendVerification email={unverifiedEmail} />}
      <EmailField {...field("email")} />
      <div>
        <PasswordField label={t`Password`} autoComplete="current-password" {...field("password")} />
        <p className="mt-2 text-right text-sm">
          <Link to="/forgot-password" className={linkClass}>
            <Trans>Forgot password?</Trans>
          </Link>
        </p>
      </div>
    </Form>
  );
}

function ResendVerification({ email }: { email: string }) {
  const { t } = useLingui();
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<{ tone: "success" | "error"; text: string } | null>(null);

  const resend = async () => {
    setSending(true);
    setResult(null);
    const { error } = await authClient.sendVerificationEmail(email);
    setSending(false);
    setResult(
      error
        ? { tone: "error", text: error.message || t(UNEXPECTED_MESSAGE) }
        : { tone: "success", text: t`We've sent a new verification link to ${email}.` },
    );
  };

  return (
    <div className="space-y-3">
      <Button onClick={resend} disabled={sending} variant="secondary" className="w-full">
        {sending ? t`Sending...` : t`Resend verification email`}
      </Button>
      {result && <Alert tone={result.tone}>{result.text}</Alert>}
    </div>
  );
}
