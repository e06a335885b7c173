import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type * as z from "zod/mini";
import {
  APPLICATION_SPECIALIZATIONS,
  type GuideApplicationInput,
  guideApplicationInput,
} from "@/shared/applications/schema";
import { buttonClass, Field, inputClass } from "@/web/components/ui/field";
import { FormMessage } from "@/web/components/ui/form-message";
import { applyFieldErrors, errorMessage } from "@/web/components/ui/server-errors";
import { useToast } from "@/web/components/ui/toast";
import { api } from "@/web/lib/api";

export const APPLICATION_THANK_YOU =
  "Thank you for your interest in becoming a tourist guide! We will contact you soon.";

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

type FormValues = z.input<typeof guideApplicationInput>;

interface GuideApplicationFormProps {
  onCancel: () => void;
  onSubmitted: () => void;
}

export function GuideApplicationForm({ onCancel, onSubmitted }: GuideApplicationFormProps) {
  const toast = useToast();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, GuideApplicationInput>({
    resolver: zodResolver(guideApplicationInput),
    defaultValues: { fullName: "", email: "", phone: "", address: "", languages: "", about: "" },
  });

  const onSubmit = async (values: GuideApplicationInput) => {
    setServerError(null);
    try {
      await api.post<{ id: string }>("/api/guide-applications", values);
      toast.success(APPLICATION_THANK_YOU);
      onSubmitted();
    } catch (error) {
      applyFieldErrors(error, setError, FIELD_NAMES);
      setServerError(errorMessage(error, "We could not send your application. Please try again."));
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
      <p className="text-sm text-stone-600">
        Share your local knowledge with travellers from around the world. Tell us a little about
        yourself and our team will get in touch.
      </p>
      {serverError && <FormMessage tone="error">{serverError}</FormMessage>}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Full Name" error={errors.fullName?.message}>
          <input type="text" autoComplete="name" className={inputClass} {...register("fullName")} />
        </Field>
        <Field label="Email" error={errors.email?.message}>
          <input type="email" autoComplete="email" className={inputClass} {...register("email")} />
        </Field>
        <Field label="Phone" error={errors.phone?.message}>
          <input type="tel" autoComplete="tel" className={inputClass} {...register("phone")} />
        </Field>
        <Field label="Years of Experience" error={errors.experience?.message}>
          <input
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            className={inputClass}
            {...register("experience", { valueAsNumber: true })}
          />
        </Field>
        <Field label="Address" error={errors.address?.message} className="sm:col-span-2">
          <input
            type="text"
            autoComplete="street-address"
            className={inputClass}
            {...register("address")}
          />
        </Field>
        <Field
          label="Languages"
          hint="Separate languages with commas, e.g. Hindi, English, Tamil"
          error={errors.languages?.message}
        >
          <input type="text" className={inputClass} {...register("languages")} />
        </Field>
        <Field label="Specialization" error={errors.specialization?.message}>
          <select className={inputClass} defaultValue="" {...register("specialization")}>
            <option value="">Select your specialization</option>
            {APPLICATION_SPECIALIZATIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </Field>
        <Field label="About yourself" error={errors.about?.message} className="sm:col-span-2">
          <textarea rows={4} className={inputClass} {...register("about")} />
        </Field>
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
          <span>I agree to the terms and conditions</span>
        </label>
        {errors.agreeToTerms && (
          <p id="guide-terms-error" className="mt-1 text-sm text-red-700">
            {errors.agreeToTerms.message}
          </p>
        )}
      </div>
      <div className="flex flex-col-reverse gap-3 border-t border-stone-200 pt-4 sm:flex-row sm:justify-end">
        <button type="button" onClick={onCancel} className={buttonClass.secondary}>
          Cancel
        </button>
        <button type="submit" disabled={isSubmitting} className={buttonClass.primary}>
          {isSubmitting && (
            <span
              aria-hidden="true"
              className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
            />
          )}
          Submit Application
        </button>
      </div>
    </form>
  );
}
