import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { type SignInInput, signInInput } from "../../shared/forms/auth";
import { buttonClass, Field, inputClass } from "../components/ui/field";
import { FormMessage } from "../components/ui/form-message";
import { AuthCard } from "../features/auth/auth-card";
import { authClient } from "../lib/auth-client";

const UNEXPECTED = "An unexpected error occurred. Please try again.";
const EMPTY: SignInInput = { email: "", password: "" };

export default function LoginScreen() {
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<SignInInput>({ resolver: zodResolver(signInInput), defaultValues: EMPTY });

  const onSubmit = async (values: SignInInput) => {
    setServerError(null);
    let message: string;
    try {
      const { error } = await authClient.signIn.email(values);
      if (!error) {
        navigate("/profile");
        return;
      }
      message = error.message || error.statusText || UNEXPECTED;
    } catch {
      message = UNEXPECTED;
    }
    setServerError(message);
    reset(EMPTY);
  };

  return (
    <AuthCard
      title="Welcome back"
      subtitle="Log in to book tours, chat with guides and manage your trips."
      footer={
        <>
          Don't have an account?{" "}
          <Link to="/signUp" className="font-semibold text-brand-700 hover:underline">
            Sign up
          </Link>
        </>
      }
    >
      <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-5">
        {serverError && <FormMessage tone="error">{serverError}</FormMessage>}
        <Field label="Email" error={errors.email?.message}>
          <input type="email" autoComplete="email" className={inputClass} {...register("email")} />
        </Field>
        <Field label="Password" error={errors.password?.message}>
          <input
            type="password"
            autoComplete="current-password"
            className={inputClass}
            {...register("password")}
          />
        </Field>
        <button
          type="submit"
          disabled={isSubmitting}
          className={`${buttonClass.primary} w-full py-2.5`}
        >
          {isSubmitting ? "Logging in..." : "Log In"}
        </button>
      </form>
    </AuthCard>
  );
}
