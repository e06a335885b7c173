import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import {
  APPLICATION_SPECIALIZATIONS,
  type GuideApplicationInput,
  type GuideApplicationSubmitted,
  guideApplicationInput,
} from "@/shared/applications/schema";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import {
  EmailField,
  InputField,
  NameField,
  PhoneField,
  SelectField,
  TextareaField,
} from "@/web/components/ui/field";
import { useZodForm } from "@/web/components/ui/form";
import { applyFieldErrors, errorMessage } from "@/web/components/ui/server-errors";
import { useToast } from "@/web/components/ui/toast";
import { api } from "@/web/lib/api";
import { translateText } from "@/web/lib/i18n";
import { newIdempotencyKey } from "@/web/lib/idempotency-key";
import { useCurrentUser } from "@/web/lib/use-current-user";

const FIELD_NAMES = [
  "fullName",
  "email",
  "phone",
  "address",
  "experience",
  "languages",
  "specialization",
  "about",
  "agreeToTerms",
] as const;

type Specialization = (typeof APPLICATION_SPECIALIZATIONS)[number]["value"];

/** The specializations' labels (the schema's English ones) in the reader's language. */
const SPECIALIZATION_LABELS: Record<Specialization, MessageDescriptor> = {
  historical: msg`Historical Sites`,
  adventure: msg`Adventure Tourism`,
  cultural: msg`Cultural Tourism`,
  wildlife: msg`Wildlife Tourism`,
  food: msg`Food Tourism`,
  other: msg`Other`,
};

interface GuideApplicationFormProps {
  onCancel: () => void;
  onSubmitted: () => void;
}

export function GuideApplicationForm({ onCancel, onSubmitted }: GuideApplicationFormProps) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const { user } = useCurrentUser();
  const accountEmail = user?.email ?? null;
  const [serverError, setServerError] = useState<string | null>(null);
  // One key per form: a retried submit is the same application, never a second one.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const {
    field,
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useZodForm(guideApplicationInput, {
    fullName: user?.name ?? "",
    email: accountEmail ?? "",
    phone: "",
    address: "",
    languages: "",
    about: "",
    idempotencyKey,
  });

  // Signed in, the application is the account's and uses its address (the server insists too).
  useEffect(() => {
    if (accountEmail) setValue("email", accountEmail, { shouldValidate: false });
  }, [accountEmail, setValue]);

  const onSubmit = async (values: GuideApplicationInput) => {
    setServerError(null);
    try {
      const { needsConfirmation } = await api.post<GuideApplicationSubmitted>(
        "/api/guide-applications",
        values,
      );
      // The English texts are ./texts.ts's (the tests read them there).
      const thankYou = t`Thank you for your interest in becoming a tourist guide! We will contact you soon.`;
      toast.success(
        needsConfirmation
          ? `${thankYou} ${t`Please confirm your email address with the link we have just emailed you: our team sees your application only after you confirm it.`}`
          : thankYou,
      );
      onSubmitted();
    } catch (error) {
      applyFieldErrors(error, setError, FIELD_NAMES);
      setServerError(errorMessage(error, t`We could not send your application. Please try again.`));
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
      <p className="text-sm text-stone-600">
        <Trans>
          Share your local knowledge with travellers from around the world. Tell us a little about
          yourself and our team will get in touch.
        </Trans>
      </p>
      {serverError && <Alert tone="error">{serverError}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <NameField {...field("fullName")} />
        {accountEmail ? (
          <EmailField
            {...field("email")}
            readOnly
            className="bg-stone-100 text-stone-600"
            hint={t`Your account's email address: approval makes this account a guide.`}
          />
        ) : (
          <EmailField
            {...field("email")}
            hint={t`We will email you a link to confirm this address.`}
          />
        )}
        <PhoneField label={t`Phone`} {...field("phone")} />
        <InputField
          label={t`Years of Experience`}
          error={errors.experience?.message}
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          {...register("experience", { valueAsNumber: true })}
        />
        <InputField
          label={t`Address`}
          fieldClassName="sm:col-span-2"
          type="text"
          autoComplete="street-address"
          {...field("address")}
        />
        <InputField
          label={t`Languages`}
          hint={t`Separate languages with commas, e.g. Hindi, English, Tamil`}
          type="text"
          {...field("languages")}
        />
        <SelectField
          label={t`Specialization`}
          defaultValue=""
          {...field("specialization")}
          options={APPLICATION_SPECIALIZATIONS.map(({ value }) => ({
            value,
            label: i18n._(SPECIALIZATION_LABELS[value]),
          }))}
        >
          <option value="">{t`Select your specialization`}</option>
        </SelectField>
        <TextareaField
          label={t`About yourself`}
          fieldClassName="sm:col-span-2"
          rows={4}
          {...field("about")}
        />
      </div>
      <div>
        <label className="flex items-start gap-3 text-sm text-stone-700">
          <input
            type="checkbox"
            className="mt-0.5 h-4 w-4 rounded border-stone-300 accent-brand-700"
            aria-invalid={errors.agreeToTerms ? true : undefined}
            aria-describedby={errors.agreeToTerms ? "guide-terms-error" : undefined}
            {...register("agreeToTerms")}
          />
          <span>
            <Trans>I agree to the terms and conditions</Trans>
          </span>
        </label>
        {errors.agreeToTerms && (
          <p id="guide-terms-error" className="mt-1 text-sm text-red-700">
            {translateText(errors.agreeToTerms.message ?? "")}
          </p>
        )}
      </div>
      <div className="flex flex-col-reverse gap-3 border-t border-stone-200 pt-4 sm:flex-row sm:justify-end">
        <Button onClick={onCancel} variant="secondary">
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting && (
            <span
              aria-hidden="true"
              className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
            />
          )}
          <Trans>Submit Application</Trans>
        </Button>
      </div>
    </form>
  );
}
