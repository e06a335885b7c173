import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import { type NewsletterInput, newsletterInput } from "@/shared/contact/schema";
import type { NewsletterSignUp } from "@/shared/inbox/schema";
import { useZodForm } from "@/web/components/ui/form";
import { applyFieldErrors, errorMessage } from "@/web/components/ui/server-errors";
import { api } from "@/web/lib/api";
import { translateText } from "@/web/lib/i18n";

type Outcome = { tone: "success" | "error"; text: string } | null;

/** The footer's newsletter box: a failed request keeps the typed address. */
export function NewsletterForm() {
  const { t } = useLingui();
  const id = useId();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useZodForm(newsletterInput, { email: "" });

  const onSubmit = async (values: NewsletterInput) => {
    setOutcome(null);
    try {
      await api.post<NewsletterSignUp>("/api/newsletter", values);
      setOutcome({
        tone: "success",
        text: t`Thank you for subscribing! Watch your inbox for trip ideas.`,
      });
      reset({ email: "" });
    } catch (error) {
      if (!applyFieldErrors(error, setError, ["email"])) {
        setOutcome({
          tone: "error",
          text: errorMessage(error, t`We could not subscribe you. Please try again.`),
        });
      }
    }
  };

  const inputId = `${id}-email`;
  const errorId = `${id}-error`;
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-2">
      <label htmlFor={inputId} className="block text-sm font-medium text-stone-200">
        <Trans>Email address for newsletter</Trans>
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? errorId : undefined}
          className="min-w-0 flex-1 rounded-lg border border-stone-600 bg-stone-800 px-3 py-2 text-white placeholder:text-stone-400 focus:border-brand-500 focus:outline-2 focus:outline-brand-500/40 aria-[invalid=true]:border-red-400"
          {...register("email")}
        />
        <button
          type="submit"
          disabled={isSubmitting}
          className="shrink-0 rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:opacity-60"
        >
          <Trans>Subscribe</Trans>
        </button>
      </div>
      {errors.email && (
        <p id={errorId} className="text-sm text-red-300">
          {translateText(errors.email.message ?? "")}
        </p>
      )}
      {outcome && (
        <p
          role={outcome.tone === "error" ? "alert" : "status"}
          className={`text-sm ${outcome.tone === "error" ? "text-red-300" : "text-emerald-300"}`}
        >
          {translateText(outcome.text)}
          {outcome.tone === "success" && (
            // Double opt-in: the same words for every address, so nobody learns who subscribes.
            <span className="mt-1 block text-stone-300">
              <Trans>
                New to our newsletter? Open the link we've just e-mailed you to confirm your
                address.
              </Trans>
            </span>
          )}
        </p>
      )}
    </form>
  );
}
