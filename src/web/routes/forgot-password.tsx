import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { type EmailOnlyInput, emailOnlyInput } from "../../shared/forms/account-flows";
import { buttonClass, Field, inputClass } from "../components/ui/field";
import { FormMessage } from "../components/ui/form-message";
import { AuthCard } from "../features/auth/auth-card";
import { linkClass } from "../features/auth/link-class";
import { authErrorText, type Outcome } from "../features/auth/outcome";
import { authClient } from "../lib/auth-client";

export const RESET_LINK_SENT =
  "If an account exists for that address, we've sent a link to reset the password.";

export default function ForgotPasswordScreen() {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<EmailOnlyInput>({
    resolver: zodResolver(emailOnlyInput),
    defaultValues: { email: "" },
  });

  const onSubmit = async ({ email }: EmailOnlyInput) => {
    setOutcome(null);
    const { error } = await authClient.requestPasswordReset(email);
    // The server answers alike whether or not the address has an account; so does this text.
    setOutcome(
      error
        ? { tone: "error", text: authErrorText(error) }
        : { tone: "success", text: RESET_LINK_SENT },
    );
  };

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter the email address of your account and we'll send you a link to choose a new password."
      footer={
        <>
          Remembered it?{" "}
          <Link to="/login" className={linkClass}>
            Log in
          </Link>
        </>
      }
    >
      <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-5">
        {outcome && <FormMessage tone={outcome.tone}>{outcome.text}</FormMessage>}
        <Field label="Email" error={errors.email?.message}>
          <input type="email" autoComplete="email" className={inputClass} {...register("email")} />
        </Field>
        <button
          type="submit"
          disabled={isSubmitting}
          className={`${buttonClass.primary} w-full py-2.5`}
        >
          {isSubmitting ? "Sending..." : "Send reset link"}
        </button>
      </form>
    </AuthCard>
  );
}
