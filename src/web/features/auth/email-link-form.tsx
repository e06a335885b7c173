import { useLingui } from "@lingui/react/macro";
import { type ReactNode, useEffect, useState } from "react";
import { type EmailOnlyInput, emailOnlyInput } from "@/shared/account/schema";
import { EmailField } from "@/web/components/ui/field";
import { Form, useZodForm } from "@/web/components/ui/form";
import type { AuthError } from "@/web/lib/auth-client";
import { authErrorText, type Outcome } from "@/web/lib/auth-outcome";

interface EmailLinkFormProps {
  /** Asks the server to e-mail something (a link or a code) to this address. */
  send: (email: string) => Promise<{ error: AuthError | null }>;
  /** The success line (in the reader's language); or, with onSent, the caller moves on instead. */
  sentText?: string;
  onSent?: (email: string) => void;
  submitLabel: string;
  /** Shown above the result line. */
  intro?: ReactNode;
  initialOutcome?: Outcome;
  autoFocus?: boolean;
}

/** One e-mail field that asks the server to send a link: reset, verification, sign-in. */
export function EmailLinkForm({
  send,
  sentText = "",
  onSent,
  submitLabel,
  intro,
  initialOutcome = null,
  autoFocus = false,
}: EmailLinkFormProps) {
  const { t } = useLingui();
  const [outcome, setOutcome] = useState<Outcome>(initialOutcome);
  const {
    field,
    handleSubmit,
    setFocus,
    formState: { isSubmitting },
  } = useZodForm(emailOnlyInput, { email: "" });

  useEffect(() => {
    if (autoFocus) setFocus("email");
  }, [autoFocus, setFocus]);

  const onSubmit = async ({ email }: EmailOnlyInput) => {
    setOutcome(null);
    const { error } = await send(email);
    if (!error && onSent) {
      onSent(email);
      return;
    }
    setOutcome(
      error ? { tone: "error", text: authErrorText(error) } : { tone: "success", text: sentText },
    );
  };

  return (
    <Form
      onSubmit={handleSubmit(onSubmit)}
      intro={intro}
      message={outcome}
      submitting={isSubmitting}
      submitLabel={submitLabel}
      busyLabel={t`Sending...`}
    >
      <EmailField {...field("email")} />
    </Form>
  );
}
