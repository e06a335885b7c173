import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { type EmailCodeInput, emailCodeInput } from "@/shared/account/schema";
import { Button } from "@/web/components/ui/button";
import { OneTimeCodeField } from "@/web/components/ui/field";
import { Form } from "@/web/components/ui/form";
import { authClient } from "@/web/lib/auth-client";
import { authErrorText } from "@/web/lib/auth-outcome";
import { EmailLinkForm } from "./email-link-form";
import { useCodeForm } from "./use-code-form";

/** 'Sign in with a code': a six-digit code sent by e-mail, then typed here. */
export function EmailCodeSignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const [email, setEmail] = useState<string | null>(null);
  if (email === null) return <EmailStep onSent={setEmail} />;
  return <CodeStep email={email} onSignedIn={onSignedIn} onChangeEmail={() => setEmail(null)} />;
}

function EmailStep({ onSent }: { onSent: (email: string) => void }) {
  const { t } = useLingui();
  return (
    <EmailLinkForm
      send={(email) => authClient.emailOtp.sendSignInCode(email)}
      onSent={onSent}
      submitLabel={t`Send me a code`}
      intro={
        <p className="text-stone-700">
          <Trans>We'll email you a 6-digit code to sign in with.</Trans>
        </p>
      }
      autoFocus
    />
  );
}

interface CodeStepProps {
  email: string;
  onSignedIn: () => void;
  onChangeEmail: () => void;
}

function CodeStep({ email, onSignedIn, onChangeEmail }: CodeStepProps) {
  const { t } = useLingui();
  const sentText = t`We've sent a 6-digit code to ${email}. It works for five minutes.`;
  const [resending, setResending] = useState(false);
  const { form, message, setMessage, onSubmit } = useCodeForm<EmailCodeInput>({
    resolver: zodResolver(emailCodeInput),
    defaultValues: { code: "" },
    verify: ({ code }) => authClient.signIn.emailOtp({ email, otp: code }),
    onVerified: onSignedIn,
    initialMessage: { tone: "success", text: sentText },
  });
  const { register, setFocus, formState } = form;

  const resend = async () => {
    setResending(true);
    setMessage(null);
    const result = await authClient.emailOtp.sendSignInCode(email);
    setResending(false);
    setMessage(
      result.error
        ? { tone: "error", text: authErrorText(result.error) }
        : { tone: "success", text: sentText },
    );
    setFocus("code");
  };

  return (
    <div className="space-y-5">
      <Form
        onSubmit={onSubmit}
        message={message}
        submitting={formState.isSubmitting}
        submitLabel={t`Sign in`}
        busyLabel={t`Checking...`}
      >
        <OneTimeCodeField
          label={t`Code from the email`}
          error={formState.errors.code?.message}
          {...register("code")}
        />
      </Form>
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <Button
          variant="link"
          onClick={resend}
          disabled={resending}
          className="disabled:opacity-60"
        >
          {resending ? t`Sending...` : t`Send a new code`}
        </Button>
        <Button variant="quiet" onClick={onChangeEmail}>
          <Trans>Use a different email</Trans>
        </Button>
      </div>
    </div>
  );
}
