import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import {
  GUIDE_SPECIALIZATIONS,
  type GuideProfileInput,
  guideProfileInput,
  splitList,
} from "@/shared/guides/profile-schema";
import type { GuideProfileView } from "@/shared/guides/profile-types";
import { DestinationPicker } from "@/web/components/destination-picker";
import { Button } from "@/web/components/ui/button";
import { Field, InputField, TextareaField } from "@/web/components/ui/field";
import { Select } from "@/web/components/ui/input";
import { ApiError } from "@/web/lib/api";

type Fields = keyof GuideProfileInput;

/** The specialities as the reader reads them; the values stay the ones stored and filtered on. */
const SPECIALITY_LABELS: Record<(typeof GUIDE_SPECIALIZATIONS)[number], MessageDescriptor> = {
  "Adventure & Trekking": msg`Adventure & Trekking`,
  "Cultural & Heritage": msg`Cultural & Heritage`,
  "Cultural & Historical": msg`Cultural & Historical`,
  "Desert Safaris": msg`Desert Safaris`,
  "Food & Culinary": msg`Food & Culinary`,
  "Historical Tours": msg`Historical Tours`,
  "Wildlife & Nature": msg`Wildlife & Nature`,
  "Winter Sports": msg`Winter Sports`,
};
type Errors = Partial<Record<Fields, string>>;

interface GuideProfileFormProps {
  profile: GuideProfileView;
  /** Saves the checked values; a 422's field messages land on the fields. */
  onSave: (input: GuideProfileInput) => Promise<unknown>;
  saving: boolean;
  /** Extra controls the admin gets (the Listed switch). */
  children?: React.ReactNode;
  submitLabel?: string;
}

/** Everything travellers read on the guide's card, checked by the same schema as the server. */
export function GuideProfileForm({
  profile,
  onSave,
  saving,
  children,
  submitLabel,
}: GuideProfileFormProps) {
  const { t, i18n } = useLingui();
  const [description, setDescription] = useState(profile.description);
  const [languages, setLanguages] = useState(profile.languages.join(", "));
  const [certifications, setCertifications] = useState(profile.certifications.join(", "));
  const [specialization, setSpecialization] = useState(profile.specialization);
  const [experience, setExperience] = useState(String(profile.experience));
  const [maxGroupSize, setMaxGroupSize] = useState(String(profile.maxGroupSize));
  const [covered, setCovered] = useState(profile.destinations);
  const [errors, setErrors] = useState<Errors>({});

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = guideProfileInput.safeParse({
      description,
      languages: splitList(languages),
      certifications: splitList(certifications),
      destinationSrNos: covered.map((d) => d.srNo),
      specialization,
      experience: experience.trim() === "" ? Number.NaN : Number(experience),
      maxGroupSize: maxGroupSize.trim() === "" ? Number.NaN : Number(maxGroupSize),
    });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Fields;
        found[field] ??= issue.message;
      }
      return setErrors(found);
    }
    setErrors({});
    try {
      await onSave(parsed.data);
    } catch (error) {
      if (error instanceof ApiError && error.fields) setErrors(error.fields as Errors);
      else throw error;
    }
  }

  const chosen = covered.length;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4 sm:grid-cols-2">
      <TextareaField
        label={t`About you`}
        rows={5}
        fieldClassName="sm:col-span-2"
        hint={t`What travellers read on your card: where you grew up, what you love showing.`}
        translate="no"
        value={description}
        error={errors.description}
        onChange={(event) => setDescription(event.currentTarget.value)}
      />
      <InputField
        label={t`Languages you guide in`}
        hint={t`Separate them with commas: Hindi, English, Punjabi`}
        translate="no"
        value={languages}
        error={errors.languages}
        onChange={(event) => setLanguages(event.currentTarget.value)}
      />
      <Field label={t`Speciality`} error={errors.specialization}>
        <Select
          value={specialization}
          onChange={(event) => setSpecialization(event.currentTarget.value)}
        >
          {!GUIDE_SPECIALIZATIONS.includes(specialization as never) && (
            <option value={specialization} lang="en">
              {specialization}
            </option>
          )}
          {GUIDE_SPECIALIZATIONS.map((value) => (
            <option key={value} value={value}>
              {i18n._(SPECIALITY_LABELS[value])}
            </option>
          ))}
        </Select>
      </Field>
      <InputField
        label={t`Years of experience`}
        type="number"
        min={0}
        max={70}
        inputMode="numeric"
        value={experience}
        error={errors.experience}
        onChange={(event) => setExperience(event.currentTarget.value)}
      />
      <InputField
        label={t`Largest group you take`}
        type="number"
        min={1}
        max={50}
        inputMode="numeric"
        hint={t`Travellers with a bigger group are not offered you.`}
        value={maxGroupSize}
        error={errors.maxGroupSize}
        onChange={(event) => setMaxGroupSize(event.currentTarget.value)}
      />
      <InputField
        label={t`Certifications`}
        fieldClassName="sm:col-span-2"
        hint={t`Optional, separated by commas: Wilderness First Responder, IMF trek leader`}
        translate="no"
        value={certifications}
        error={errors.certifications}
        onChange={(event) => setCertifications(event.currentTarget.value)}
      />

      <DestinationPicker
        multiple
        label={t`Destinations you cover`}
        className="sm:col-span-2"
        placeholder={t`Type a destination's name...`}
        hint={t`${chosen} chosen. Travellers booking a tour to one of these are offered you.`}
        value={covered}
        onChange={setCovered}
        error={errors.destinationSrNos}
      />

      {children}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={saving} aria-busy={saving}>
          {submitLabel ?? t`Save my profile`}
        </Button>
      </div>
    </form>
  );
}
