import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useSearchParams } from "react-router";
import { type ResetPasswordInput, resetPasswordInput } from "@/shared/account/schema";
import { buttonClass, Field, inputClass } from "@/web/components/ui/field";
import { FormMessage } from "@/web/components/ui/form-message";
import { AuthCard } from "@/web/features/auth/auth-card";
import { linkClass } from "@/web/features/auth/link-class";
import { authErrorText } from "@/web/features/auth/outcome";
import { authClient } from "@/web/lib/auth-client";

export const PASSWORD_RESET_DONE =
  "Your password is changed. Every other session has been signed out.";
export const RESET_LINK_UNUSABLE =
  "This password reset link has expired or has already been used. Please ask for a new one.";

const EMPTY: ResetPasswordInput = { newPassword: "", confirmPassword: "" };
const LINK_ERRORS = new Set(["INVALID_TOKEN", "TOKEN_EXPIRED"]);

type State =
  | { kind: "form"; error: string | null; linkDead: boolean }
  | { kind: "done" }
  | { kind: "unusable" };

export default function ResetPasswordScreen() {
  const [params] = useSearchParams();
  const token = params.get("token");
  const linkBroken = params.has("error") || !token;
  const [state, setState] = useState<State>(
    linkBroken ? { kind: "unusable" } : { kind: "form", error: null, linkDead: false },
  );

  return (
    <AuthCard
      title={state.kind === "unusable" ? "Link expired" : "Choose a new password"}
      subtitle={
        state.kind === "unusable"
          ? "Password reset links work for one hour and only once."
          : "Pick a password you don't use anywhere else: at least 8 characters."
      }
      footer={
        <>
          Back to{" "}
          <Link to="/login" className={linkClass}>
            Log in
          </Link>
        </>
      }
    >
      {state.kind === "unusable" && <UnusableLink />}
      {state.kind === "done" && (
        <div className="space-y-5">
          <FormMessage tone="success">{PASSWORD_RESET_DONE}</FormMessage>
          <Link to="/login" className={`${buttonClass.primary} w-full py-2.5`}>
            Log In
          </Link>
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
  return (
    <div className="space-y-5">
      <FormMessage tone="error">{RESET_LINK_UNUSABLE}</FormMessage>
      <Link to="/forgot-password" className={`${buttonClass.primary} w-full py-2.5`}>
        Send me a new link
      </Link>
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
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordInput),
    defaultValues: EMPTY,
  });

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
      error: dead ? RESET_LINK_UNUSABLE : authErrorText(result.error),
      linkDead: dead,
    });
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-5">
      {error && <FormMessage tone="error">{error}</FormMessage>}
      {linkDead && (
        <p className="text-sm">
          <Link to="/forgot-password" className={linkClass}>
            Send me a new link
          </Link>
        </p>
      )}
      <Field label="New password" hint="At least 8 characters" error={errors.newPassword?.message}>
        <input
          type="password"
          autoComplete="new-password"
          className={inputClass}
          {...register("newPassword")}
        />
      </Field>
      <Field label="Confirm new password" error={errors.confirmPassword?.message}>
        <input
          type="password"
          autoComplete="new-password"
          className={inputClass}
          {...register("confirmPassword")}
        />
      </Field>
      <button
        type="submit"
        disabled={isSubmitting}
        className={`${buttonClass.primary} w-full py-2.5`}
      >
        {isSubmitting ? "Saving..." : "Change password"}
      </button>
    </form>
  );
}
