import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { type ResetPasswordInput, resetPasswordInput } from "@/shared/account/schema";
import { Alert } from "@/web/components/ui/alert";
import { ButtonLink } from "@/web/components/ui/button";
import { NewPasswordFields } from "@/web/components/ui/field";
import { Form, useZodForm } from "@/web/components/ui/form";
import { Link } from "@/web/components/ui/link";
import { AuthCard } from "@/web/features/auth/auth-card";
import { linkClass } from "@/web/features/auth/link-class";
import { authClient } from "@/web/lib/auth-client";
import { authErrorText } from "@/web/lib/auth-outcome";

const LINK_UNUSABLE_MESSAGE = msg`This password reset link has expired or has already been used. Please ask for a new one.`;

const EMPTY: ResetPasswordInput = { newPassword: "", confirmPassword: "" };
const LINK_ERRORS = new Set(["INVALID_TOKEN", "TOKEN_EXPIRED"]);

type State =
  | { kind: "form"; error: string | null; linkDead: boolean }
  | { kind: "done" }
  | { kind: "unusable" };

export default function ResetPasswordScreen() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const token = params.get("token");
  const linkBroken = params.has("error") || !token;
  const [state, setState] = useState<State>(
    linkBroken ? { kind: "unusable" } : { kind: "form", error: null, linkDead: false },
  );

  return (
    <AuthCard
      title={state.kind === "unusable" ? t`Link expired` : t`Choose a new password`}
      subtitle={
        state.kind === "unusable"
          ? t`Password reset links work for one hour and only once.`
          : t`Pick a password you don't use anywhere else: at least 8 characters.`
      }
      footer={
        <Trans>
          Back to{" "}
          <Link to="/login" className={linkClass}>
            Log in
          </Link>
        </Trans>
      }
    >
      {state.kind === "unusable" && <UnusableLink />}
      {state.kind === "done" && (
        <div className="space-y-5">
          <Alert tone="success">
            <Trans>Your password is changed. Every other session has been signed out.</Trans>
          </Alert>
          <ButtonLink to="/login" size="wide">
            <Trans>Log In</Trans>
          </ButtonLink>
        </div>
      )}
      {state.kind === "form" && token && (
        <NewPasswordForm
          token={token}
          error={state.error}
          linkDead={state.linkDead}
          onResult={setState}
        />
      )}
    </AuthCard>
  );
}

function UnusableLink() {
  const { t } = useLingui();
  return (
    <div className="space-y-5">
      <Alert tone="error">{t(LINK_UNUSABLE_MESSAGE)}</Alert>
      <ButtonLink to="/forgot-password" size="wide">
        <Trans>Send me a new link</Trans>
      </ButtonLink>
    </div>
  );
}

interface NewPasswordFormProps {
  token: string;
  error: string | null;
  linkDead: boolean;
  onResult: (state: State) => void;
}

function NewPasswordForm({ token, error, linkDead, onResult }: NewPasswordFormProps) {
  const { t } = useLingui();
  const {
    field,
    handleSubmit,
    formState: { isSubmitting },
  } = useZodForm(resetPasswordInput, EMPTY);

  const onSubmit = async ({ newPassword }: ResetPasswordInput) => {
    onResult({ kind: "form", error: null, linkDead: false });
    const result = await authClient.resetPassword({ newPassword, token });
    if (!result.error) {
      onResult({ kind: "done" });
      return;
    }
    const dead = LINK_ERRORS.has(result.error.code ?? "");
    onResult({
      kind: "form",
      error: dead ? t(LINK_UNUSABLE_MESSAGE) : authErrorText(result.error),
      linkDead: dead,
    });
  };

  return (
    <Form
      onSubmit={handleSubmit(onSubmit)}
      error={error}
      submitting={isSubmitting}
      submitLabel={t`Change password`}
      busyLabel={t`Saving...`}
    >
      {linkDead && (
        <p className="text-sm">
          <Link to="/forgot-password" className={linkClass}>
            <Trans>Send me a new link</Trans>
          </Link>
        </p>
      )}
      <NewPasswordFields password={field("newPassword")} confirmation={field("confirmPassword")} />
    </Form>
  );
}
