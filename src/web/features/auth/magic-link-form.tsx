import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { type EmailOnlyInput, emailOnlyInput } from "../../../shared/forms/account-flows";
import { buttonClass, Field, inputClass } from "../../components/ui/field";
import { FormMessage } from "../../components/ui/form-message";
import { authClient } from "../../lib/auth-client";
import { authErrorText, type Outcome } from "./outcome";

export const MAGIC_LINK_SENT = "Check your inbox for a sign-in link.";
/** better-auth sends a failed link back here with `&error=`. */
export const MAGIC_LINK_ERROR_PATH = "/login?with=link";

/** What a sign-in link that did not work came back with, said for people. */
export function magicLinkErrorText(code: string): string {
  if (code === "INVALID_TOKEN" || code === "EXPIRED_TOKEN" || code === "TOKEN_EXPIRED") {
    return "That sign-in link has expired or has already been used. Ask for a new one below.";
  }
  if (code === "new_user_signup_disabled") {
    return "There is no Yatra Tours account for that address. Please sign up first.";
  }
  return "That sign-in link did not work. Ask for a new one below.";
}

/** 'Email me a sign-in link': a one-time link that signs in for five minutes. */
export function MagicLinkForm({ linkError }: { linkError: string | null }) {
  const [outcome, setOutcome] = useState<Outcome>(
    linkError ? { tone: "error", text: magicLinkErrorText(linkError) } : null,
  );
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<EmailOnlyInput>({
    resolver: zodResolver(emailOnlyInput),
    defaultValues: { email: "" },
  });

  useEffect(() => setFocus("email"), [setFocus]);

  const onSubmit = async ({ email }: EmailOnlyInput) => {
    setOutcome(null);
    const { error } = await authClient.signIn.magicLink({
      email,
      callbackURL: "/profile",
      errorCallbackURL: MAGIC_LINK_ERROR_PATH,
    });
    setOutcome(
      error
        ? { tone: "error", text: authErrorText(error) }
        : { tone: "success", text: MAGIC_LINK_SENT },
    );
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-5">
      <p className="text-stone-700">
        We'll email you a link that signs you in. It works once, for five minutes.
      </p>
      {outcome && <FormMessage tone={outcome.tone}>{outcome.text}</FormMessage>}
      <Field label="Email" error={errors.email?.message}>
        <input type="email" autoComplete="email" className={inputClass} {...register("email")} />
      </Field>
      <button
        type="submit"
        disabled={isSubmitting}
        className={`${buttonClass.primary} w-full py-2.5`}
      >
        {isSubmitting ? "Sending..." : "Email me a sign-in link"}
      </button>
    </form>
  );
}
