import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { type SignUpInput, signUpInput } from "@/shared/account/schema";
import { EmailField, NewPasswordFields, SelectField } from "@/web/components/ui/field";
import { Form, useZodForm } from "@/web/components/ui/form";
import { Link } from "@/web/components/ui/link";
import { AuthCard } from "@/web/features/auth/auth-card";
import { authClient } from "@/web/lib/auth-client";
import { UNEXPECTED_MESSAGE } from "@/web/lib/auth-outcome";

const EMPTY: SignUpInput = { email: "", password: "", confirmPassword: "", role: "user" };

type Outcome = { tone: "success" | "error"; text: string } | null;

export default function SignUpScreen() {
  const { t } = useLingui();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    field,
    handleSubmit,
    reset,
    formState: { isSubmitting },
  } = useZodForm(signUpInput, EMPTY);

  const onSubmit = async ({ email, password, role }: SignUpInput) => {
    setOutcome(null);
    try {
      // role is an additional user field on the server; the client's types do not know it.
      const body = { email, password, name: "", role };
      const { error } = await authClient.signUp.email(body);
      if (error) {
        setOutcome({
          tone: "error",
          text: error.message || error.statusText || t(UNEXPECTED_MESSAGE),
        });
        return;
      }
      setOutcome({
        tone: "success",
        text: t`Sign up successful! Please check your email for verification.`,
      });
      reset(EMPTY);
    } catch {
      setOutcome({ tone: "error", text: t(UNEXPECTED_MESSAGE) });
    }
  };

  return (
    <AuthCard
      title={t`Create your account`}
      subtitle={t`Join as a traveller to book tours, or as a guide to host them.`}
      footer={
        <Trans>
          Already have an account?{" "}
          <Link to="/login" className="font-semibold text-brand-700 hover:underline">
            Log in
          </Link>
        </Trans>
      }
    >
      <Form
        onSubmit={handleSubmit(onSubmit)}
        message={outcome}
        submitting={isSubmitting}
        submitLabel={t`Sign Up`}
        busyLabel={t`Signing up...`}
      >
        <EmailField {...field("email")} />
        <NewPasswordFields
          password={field("password")}
          confirmation={field("confirmPassword")}
          label={t`Password`}
          confirmLabel={t`Confirm Password`}
        />
        <SelectField label={t`Role`} {...field("role")}>
          <option value="user">{t`User`}</option>
          <option value="guide">{t`Guide`}</option>
        </SelectField>
      </Form>
    </AuthCard>
  );
}
