import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { type SignUpInput, signUpInput } from "@/shared/account/schema";
import { buttonClass, Field, inputClass } from "@/web/components/ui/field";
import { FormMessage } from "@/web/components/ui/form-message";
import { AuthCard } from "@/web/features/auth/auth-card";
import { authClient } from "@/web/lib/auth-client";

export const SIGN_UP_SUCCESS = "Sign up successful! Please check your email for verification.";
const UNEXPECTED = "An unexpected error occurred. Please try again.";
const EMPTY: SignUpInput = { email: "", password: "", confirmPassword: "", role: "user" };

type Outcome = { tone: "success" | "error"; text: string } | null;

export default function SignUpScreen() {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<SignUpInput>({ resolver: zodResolver(signUpInput), defaultValues: EMPTY });

  const onSubmit = async ({ email, password, role }: SignUpInput) => {
    setOutcome(null);
    try {
      // role is an additional user field on the server; the client's types do not know it.
      const body = { email, password, name: "", role };
      const { error } = await authClient.signUp.email(body);
      if (error) {
        setOutcome({ tone: "error", text: error.message || error.statusText || UNEXPECTED });
        return;
      }
      setOutcome({ tone: "success", text: SIGN_UP_SUCCESS });
      reset(EMPTY);
    } catch {
      setOutcome({ tone: "error", text: UNEXPECTED });
    }
  };

  return (
    <AuthCard
      title="Create your account"
      subtitle="Join as a traveller to book tours, or as a guide to host them."
      footer={
        <>
          Already have an account?{" "}
          <Link to="/login" className="font-semibold text-brand-700 hover:underline">
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
        <Field label="Password" hint="At least 8 characters" error={errors.password?.message}>
          <input
            type="password"
            autoComplete="new-password"
            className={inputClass}
            {...register("password")}
          />
        </Field>
        <Field label="Confirm Password" error={errors.confirmPassword?.message}>
          <input
            type="password"
            autoComplete="new-password"
            className={inputClass}
            {...register("confirmPassword")}
          />
        </Field>
        <Field label="Role" error={errors.role?.message}>
          <select className={inputClass} {...register("role")}>
            <option value="user">User</option>
            <option value="guide">Guide</option>
          </select>
        </Field>
        <button
          type="submit"
          disabled={isSubmitting}
          className={`${buttonClass.primary} w-full py-2.5`}
        >
          {isSubmitting ? "Signing up..." : "Sign Up"}
        </button>
      </form>
    </AuthCard>
  );
}
