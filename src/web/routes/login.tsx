import { type ReactNode, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { type SignInInput, signInInput } from "@/shared/account/schema";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { EmailField, PasswordField } from "@/web/components/ui/field";
import { Form, useZodForm } from "@/web/components/ui/form";
import { AuthCard } from "@/web/features/auth/auth-card";
import { EmailCodeSignIn } from "@/web/features/auth/email-code-sign-in";
import { linkClass } from "@/web/features/auth/link-class";
import { MagicLinkForm } from "@/web/features/auth/magic-link-form";
import { TwoFactorChallenge } from "@/web/features/auth/two-factor-challenge";
import { authClient } from "@/web/lib/auth-client";
import { UNEXPECTED } from "@/web/lib/auth-outcome";

export const EMAIL_NOT_VERIFIED_TEXT =
  "Please verify your email address first. We've sent you a new link.";
export const verificationResentText = (email: string) =>
  `We've sent a new verification link to ${email}.`;

const EMPTY: SignInInput = { email: "", password: "" };

type Method = "password" | "link" | "code";

const TITLES: Record<Method | "two-factor", { title: string; subtitle: string }> = {
  password: {
    title: "Welcome back",
    subtitle: "Log in to book tours, chat with guides and manage your trips.",
  },
  link: { title: "Sign in with a link", subtitle: "No password needed." },
  code: { title: "Sign in with a code", subtitle: "No password needed." },
  "two-factor": {
    title: "Two-factor authentication",
    subtitle: "One more step to keep your account safe.",
  },
};

function methodOf(value: string | null): Method {
  return value === "link" || value === "code" ? value : "password";
}

export default function LoginScreen() {
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
      title={TITLES[screen].title}
      subtitle={TITLES[screen].subtitle}
      footer={
        <>
          Don't have an account?{" "}
          <Link to="/signUp" className={linkClass}>
            Sign up
          </Link>
        </>
      }
    >
      {body}
      {!challenge && <OtherWaysToSignIn current={method} />}
    </AuthCard>
  );
}

function OtherWaysToSignIn({ current }: { current: Method }) {
  const ways: { method: Method; to: string; text: string }[] = [
    { method: "password", to: "/login", text: "Log in with your password" },
    { method: "link", to: "/login?with=link", text: "Email me a sign-in link" },
    { method: "code", to: "/login?with=code", text: "Sign in with a code" },
  ];
  return (
    <nav aria-label="Other ways to sign in" className="mt-6 border-t border-stone-200 pt-5">
      <p className="text-center text-sm text-stone-500">Other ways to sign in</p>
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
        message = EMAIL_NOT_VERIFIED_TEXT;
      } else {
        message = error.message || error.statusText || UNEXPECTED;
      }
    } catch {
      message = UNEXPECTED;
    }
    setServerError(message);
    reset(EMPTY);
  };

  return (
    <Form
      onSubmit={handleSubmit(onSubmit)}
      error={serverError}
      submitting={isSubmitting}
      submitLabel="Log In"
      busyLabel="Logging in..."
    >
      {unverifiedEmail && <ResendVerification email={unverifiedEmail} />}
      <EmailField {...field("email")} />
      <div>
        <PasswordField label="Password" autoComplete="current-password" {...field("password")} />
        <p className="mt-2 text-right text-sm">
          <Link to="/forgot-password" className={linkClass}>
            Forgot password?
          </Link>
        </p>
      </div>
    </Form>
  );
}

function ResendVerification({ email }: { email: string }) {
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<{ tone: "success" | "error"; text: string } | null>(null);

  const resend = async () => {
    setSending(true);
    setResult(null);
    const { error } = await authClient.sendVerificationEmail(email);
    setSending(false);
    setResult(
      error
        ? { tone: "error", text: error.message || UNEXPECTED }
        : { tone: "success", text: verificationResentText(email) },
    );
  };

  return (
    <div className="space-y-3">
      <Button onClick={resend} disabled={sending} variant="secondary" className="w-full">
        {sending ? "Sending..." : "Resend verification email"}
      </Button>
      {result && <Alert tone={result.tone}>{result.text}</Alert>}
    </div>
  );
}
