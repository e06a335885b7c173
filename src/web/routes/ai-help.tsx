import { zodResolver } from "@hookform/resolvers/zod";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useForm } from "react-hook-form";
import {
  type AssistantRequest,
  type AssistantResponse,
  assistantRequest,
} from "@/shared/assistant/schema";
import { packageIdFor } from "@/shared/catalogue/rules";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { TextareaField } from "@/web/components/ui/field";
import { ArrowRightIcon, CheckCircleIcon, SparklesIcon } from "@/web/components/ui/icons";
import { Link } from "@/web/components/ui/link";
import { ApiError, api } from "@/web/lib/api";

/** The shared schema's message for an empty prompt (translated with the schema's messages). */
export const EMPTY_PROMPT_MESSAGE = "Please enter your travel requirements";
export const ASSISTANT_FALLBACK_ERROR = msg`Failed to get recommendations. Please try again.`;
const NO_MATCHES = msg`No destinations match your criteria. Try adjusting your budget or preferences.`;

const promptInput = assistantRequest;
type PromptInput = AssistantRequest;

export type Recommendations = AssistantResponse;

const TIPS = [
  msg`Mention your travel dates or the month you want to go`,
  msg`Say how many travelers are coming, and their ages if it matters`,
  msg`List the must-see attractions or experiences you have in mind`,
  msg`Add any special requirements: budget, accessibility, food or pace`,
];

/** The server's own words for errors it explains; the spec's fallback for everything else. */
function assistantErrorMessage(error: unknown, fallback: string): string {
  // Our API explains its failures in the spec's words (e.g. 'Request timed out.').
  if (
    error instanceof ApiError &&
    error.code !== "HTTP_ERROR" &&
    error.code !== "INTERNAL" &&
    error.status !== 404
  ) {
    return error.message;
  }
  return fallback;
}

export default function AiHelpScreen() {
  const { t, i18n } = useLingui();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PromptInput>({ resolver: zodResolver(promptInput), defaultValues: { prompt: "" } });
  const recommend = useMutation({
    mutationFn: (input: PromptInput) =>
      api.post<Recommendations>("/api/assistant/recommendations", input),
  });

  return (
    <div className="bg-gradient-to-b from-brand-50 via-stone-50 to-stone-50">
      <div className="mx-auto max-w-5xl px-4 py-6 md:px-6 md:py-14">
        <div className="text-center">
          <span className="inline-flex rounded-2xl bg-brand-700 p-3 text-white shadow">
            <SparklesIcon className="h-7 w-7" />
          </span>
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-ink md:text-4xl">
            <Trans>AI Travel Assistant</Trans>
          </h1>
          <p className="mx-auto mt-3 max-w-2xl text-lg text-stone-600">
            <Trans>
              Tell us about your dream trip in your own words and get destination recommendations
              tailored to your budget, dates and interests.
            </Trans>
          </p>
        </div>

        <div className="mt-6 grid gap-6 md:mt-10 lg:grid-cols-3">
          <form
            onSubmit={handleSubmit((values) => recommend.mutate(values))}
            noValidate
            className="h-fit space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200/70 lg:col-span-2"
          >
            <TextareaField
              label={t`Describe your ideal trip`}
              error={errors.prompt?.message}
              rows={5}
              placeholder={t`A 5 day beach trip in December under ₹30,000 for two`}
              {...register("prompt")}
            />
            <Button
              type="submit"
              disabled={recommend.isPending}
              size="wide"
              className="sm:w-auto sm:px-6"
            >
              {recommend.isPending ? (
                <>
                  <span
                    aria-hidden="true"
                    className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
                  />
                  <Trans>Analyzing...</Trans>
                </>
              ) : (
                <>
                  <SparklesIcon className="h-5 w-5" />
                  <Trans>Plan My Trip</Trans>
                </>
              )}
            </Button>
            {recommend.isError && (
              <Alert tone="error">
                {assistantErrorMessage(recommend.error, i18n._(ASSISTANT_FALLBACK_ERROR))}
              </Alert>
            )}
          </form>

          <aside
            aria-labelledby="tips-heading"
            className="h-fit rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200/70"
          >
            <h2 id="tips-heading" className="text-lg font-semibold text-ink">
              <Trans>Tips for better results</Trans>
            </h2>
            <ul className="mt-4 space-y-3 text-sm text-stone-600">
              {TIPS.map((tip) => (
                <li key={tip.id} className="flex gap-2">
                  <CheckCircleIcon className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" />
                  {i18n._(tip)}
                </li>
              ))}
            </ul>
          </aside>
        </div>

        {recommend.isSuccess && <TravelPlan plan={recommend.data} />}
      </div>
    </div>
  );
}

/**
 * The language of an answer's text, for screen readers: a Hinglish prompt is answered in Hindi
 * whatever the page's language, and a Hindi answer's field with no Hindi yet is in English.
 */
function textLang(
  plan: Recommendations,
  destination?: Recommendations["destinations"][number],
  field?: "name" | "description",
): "en" | "hi" | undefined {
  if (field && destination?.englishFields?.includes(field)) return "en";
  return /[\u0900-\u097F]/.test(plan.summary) ? "hi" : undefined;
}

/** Brings a new answer's heading into view below the sticky header and moves focus to it. */
function useRevealOnArrival(plan: Recommendations) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const element = heading.current;
    if (!element || !plan) return;
    const reduceMotion =
      typeof window.matchMedia === "function" &&
      window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    // jsdom has no scrollIntoView.
    element.scrollIntoView?.({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
    element.focus({ preventScroll: true });
  }, [plan]);
  return heading;
}

function TravelPlan({ plan }: { plan: Recommendations }) {
  const { i18n } = useLingui();
  const heading = useRevealOnArrival(plan);
  return (
    <section aria-labelledby="plan-heading" className="mt-8 md:mt-12">
      <h2
        ref={heading}
        id="plan-heading"
        tabIndex={-1}
        className="scroll-mt-20 text-2xl md:scroll-mt-32 xl:scroll-mt-20 font-bold tracking-tight text-ink focus:outline-none md:text-3xl"
      >
        <Trans>Your Personalized Travel Plan</Trans>
      </h2>
      <p
        className="mt-3 max-w-3xl text-lg leading-relaxed whitespace-pre-line text-stone-700"
        lang={textLang(plan)}
      >
        {plan.summary}
      </p>
      {plan.destinations.length === 0 ? (
        <p className="mt-6 rounded-2xl bg-white p-6 text-stone-600 ring-1 ring-stone-200/70">
          {i18n._(NO_MATCHES)}
        </p>
      ) : (
        <ul className="mt-6 grid gap-6 md:grid-cols-2">
          {plan.destinations.map((destination) => (
            <li
              key={`${destination.sr_no}-${destination.name}`}
              className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200/70"
            >
              <h3
                className="text-xl font-semibold text-ink"
                lang={textLang(plan, destination, "name")}
              >
                {destination.name}
              </h3>
              <p
                className="mt-2 text-sm leading-relaxed text-stone-600"
                lang={textLang(plan, destination, "description")}
              >
                {destination.description}
              </p>
              {destination.highlights.length > 0 && (
                <ul className="mt-4 flex flex-wrap gap-2" lang={textLang(plan)}>
                  {destination.highlights.map((highlight) => (
                    <li
                      key={highlight}
                      className="rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-800"
                    >
                      {highlight}
                    </li>
                  ))}
                </ul>
              )}
              {destination.recommendation && (
                <p
                  className="mt-4 flex-1 rounded-xl bg-stone-50 p-3 text-sm text-stone-700"
                  lang={textLang(plan)}
                >
                  {destination.recommendation}
                </p>
              )}
              {destination.sr_no !== null && (
                <Link
                  to={`/packages/${packageIdFor(destination.sr_no)}`}
                  className="mt-5 inline-flex items-center gap-1 self-start font-semibold text-brand-700 hover:underline"
                >
                  <Trans>View Details</Trans>
                  <ArrowRightIcon className="h-4 w-4" />
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
