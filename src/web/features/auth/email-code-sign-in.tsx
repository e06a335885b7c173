import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { type EmailCodeInput, emailCodeInput } from "@/shared/account/schema";
import { Button } from "@/web/components/ui/button";
import { OneTimeCodeField } from "@/web/components/ui/field";
import { Form } from "@/web/components/ui/form";
import { authClient } from "@/web/lib/auth-client";
import { authErrorText } from "@/web/lib/auth-outcome";
import { EmailLinkForm } from "./email-link-form";
import { useCodeForm } from "./use-code-form";

export const codeSentText = (email: string) =>
  `We've sent a 6-digit code to ${email}. It works for five minutes.`;

/** 'Sign in with a code': a six-digit code sent by e-mail, then typed here. */
export function EmailCodeSignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const [email, setEmail] = useState<string | null>(null);
  if (email === null) return <EmailStep onSent={setEmail} />;
  return <CodeStep email={email} onSignedIn={onSignedIn} onChangeEmail={() => setEmail(null)} />;
}

function EmailStep({ onSent }: { onSent: (email: string) => void }) {
  return (
    <EmailLinkForm
      send={(email) => authClient.emailOtp.sendSignInCode(email)}
      onSent={onSent}
      submitLabel="Send me a code"
      intro={<p className="text-stone-700">We'll email you a 6-digit code to sign in with.</p>}
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
  const [resending, setResending] = useState(false);
  const { form, message, setMessage, onSubmit } = useCodeForm<EmailCodeInput>({
    resolver: zodResolver(emailCodeInput),
    defaultValues: { code: "" },
    verify: ({ code }) => authClient.signIn.emailOtp({ email, otp: code }),
    onVerified: onSignedIn,
    initialMessage: { tone: "success", text: codeSentText(email) },
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
        : { tone: "success", text: codeSentText(email) },
    );
    setFocus("code");
  };

  return (
    <div className="space-y-5">
      <Form
        onSubmit={onSubmit}
        message={message}
        submitting={formState.isSubmitting}
        submitLabel="Sign in"
        busyLabel="Checking..."
      >
        <OneTimeCodeField
          label="Code from the email"
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
          {resending ? "Sending..." : "Send a new code"}
        </Button>
        <Button variant="quiet" onClick={onChangeEmail}>
          Use a different email
        </Button>
      </div>
    </div>
  );
}
