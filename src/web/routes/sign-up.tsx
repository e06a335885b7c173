import { useState } from "react";
import { Link } from "react-router";
import { type SignUpInput, signUpInput } from "@/shared/account/schema";
import { EmailField, NewPasswordFields, SelectField } from "@/web/components/ui/field";
import { Form, useZodForm } from "@/web/components/ui/form";
import { AuthCard } from "@/web/features/auth/auth-card";
import { authClient } from "@/web/lib/auth-client";

export const SIGN_UP_SUCCESS = "Sign up successful! Please check your email for verification.";
const UNEXPECTED = "An unexpected error occurred. Please try again.";
const EMPTY: SignUpInput = { email: "", password: "", confirmPassword: "", role: "user" };

type Outcome = { tone: "success" | "error"; text: string } | null;

export default function SignUpScreen() {
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
      <Form
        onSubmit={handleSubmit(onSubmit)}
        message={outcome}
        submitting={isSubmitting}
        submitLabel="Sign Up"
        busyLabel="Signing up..."
      >
        <EmailField {...field("email")} />
        <NewPasswordFields
          password={field("password")}
          confirmation={field("confirmPassword")}
          label="Password"
          confirmLabel="Confirm Password"
        />
        <SelectField label="Role" {...field("role")}>
          <option value="user">User</option>
          <option value="guide">Guide</option>
        </SelectField>
      </Form>
    </AuthCard>
  );
}
