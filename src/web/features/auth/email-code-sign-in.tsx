import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import {
  type EmailCodeInput,
  type EmailOnlyInput,
  emailCodeInput,
  emailOnlyInput,
} from "@/shared/account/schema";
import { buttonClass, Field, inputClass } from "@/web/components/ui/field";
import { FormMessage } from "@/web/components/ui/form-message";
import { authClient } from "@/web/lib/auth-client";
import { oneTimeCodeProps } from "./one-time-code";
import { authErrorText, type Outcome } from "./outcome";

export const codeSentText = (email: string) =>
  `We've sent a 6-digit code to ${email}. It works for five minutes.`;

/** 'Sign in with a code': a six-digit code sent by e-mail, then typed here. */
export function EmailCodeSignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const [email, setEmail] = useState<string | null>(null);
  if (email === null) return <EmailStep onSent={setEmail} />;
  return <CodeStep email={email} onSignedIn={onSignedIn} onChangeEmail={() => setEmail(null)} />;
}

function EmailStep({ onSent }: { onSent: (email: string) => void }) {
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<EmailOnlyInput>({
    resolver: zodResolver(emailOnlyInput),
    defaultValues: { email: "" },
  });

  useEffect(() => setFocus("email"), [setFocus]);

  const onSubmit = async ({ email }: EmailOnlyInput) => {
    setError(null);
    const result = await authClient.emailOtp.sendSignInCode(email);
    if (result.error) {
      setError(authErrorText(result.error));
      return;
    }
    onSent(email);
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-5">
      <p className="text-stone-700">We'll email you a 6-digit code to sign in with.</p>
      {error && <FormMessage tone="error">{error}</FormMessage>}
      <Field label="Email" error={errors.email?.message}>
        <input type="email" autoComplete="email" className={inputClass} {...register("email")} />
      </Field>
      <button
        type="submit"
        disabled={isSubmitting}
        className={`${buttonClass.primary} w-full py-2.5`}
      >
        {isSubmitting ? "Sending..." : "Send me a code"}
      </button>
    </form>
  );
}

interface CodeStepProps {
  email: string;
  onSignedIn: () => void;
  onChangeEmail: () => void;
}

function CodeStep({ email, onSignedIn, onChangeEmail }: CodeStepProps) {
  const [outcome, setOutcome] = useState<Outcome>({ tone: "success", text: codeSentText(email) });
  const [resending, setResending] = useState(false);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<EmailCodeInput>({
    resolver: zodResolver(emailCodeInput),
    defaultValues: { code: "" },
  });

  useEffect(() => setFocus("code"), [setFocus]);

  const onSubmit = async ({ code }: EmailCodeInput) => {
    setOutcome(null);
    const result = await authClient.signIn.emailOtp({ email, otp: code });
    if (result.error) {
      setOutcome({ tone: "error", text: authErrorText(result.error) });
      setFocus("code");
      return;
    }
    onSignedIn();
  };

  const resend = async () => {
    setResending(true);
    setOutcome(null);
    const result = await authClient.emailOtp.sendSignInCode(email);
    setResending(false);
    setOutcome(
      result.error
        ? { tone: "error", text: authErrorText(result.error) }
        : { tone: "success", text: codeSentText(email) },
    );
    setFocus("code");
  };

  return (
    <div className="space-y-5">
      <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-5">
        {outcome && <FormMessage tone={outcome.tone}>{outcome.text}</FormMessage>}
        <Field label="Code from the email" error={errors.code?.message}>
          <input
            {...oneTimeCodeProps}
            className={`${inputClass} font-mono text-lg tracking-[0.3em]`}
            {...register("code")}
          />
        </Field>
        <button
          type="submit"
          disabled={isSubmitting}
          className={`${buttonClass.primary} w-full py-2.5`}
        >
          {isSubmitting ? "Checking..." : "Sign in"}
        </button>
      </form>
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <button
          type="button"
          onClick={resend}
          disabled={resending}
          className="font-semibold text-brand-700 hover:underline disabled:opacity-60"
        >
          {resending ? "Sending..." : "Send a new code"}
        </button>
        <button type="button" onClick={onChangeEmail} className="text-stone-600 hover:underline">
          Use a different email
        </button>
      </div>
    </div>
  );
}
