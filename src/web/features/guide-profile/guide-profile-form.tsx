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
  submitLabel = "Save my profile",
}: GuideProfileFormProps) {
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

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4 sm:grid-cols-2">
      <TextareaField
        label="About you"
        rows={5}
        fieldClassName="sm:col-span-2"
        hint="What travellers read on your card: where you grew up, what you love showing."
        value={description}
        error={errors.description}
        onChange={(event) => setDescription(event.currentTarget.value)}
      />
      <InputField
        label="Languages you guide in"
        hint="Separate them with commas: Hindi, English, Punjabi"
        value={languages}
        error={errors.languages}
        onChange={(event) => setLanguages(event.currentTarget.value)}
      />
      <Field label="Speciality" error={errors.specialization}>
        <Select
          value={specialization}
          onChange={(event) => setSpecialization(event.currentTarget.value)}
        >
          {!GUIDE_SPECIALIZATIONS.includes(specialization as never) && (
            <option value={specialization}>{specialization}</option>
          )}
          {GUIDE_SPECIALIZATIONS.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </Select>
      </Field>
      <InputField
        label="Years of experience"
        type="number"
        min={0}
        max={70}
        inputMode="numeric"
        value={experience}
        error={errors.experience}
        onChange={(event) => setExperience(event.currentTarget.value)}
      />
      <InputField
        label="Largest group you take"
        type="number"
        min={1}
        max={50}
        inputMode="numeric"
        hint="Travellers with a bigger group are not offered you."
        value={maxGroupSize}
        error={errors.maxGroupSize}
        onChange={(event) => setMaxGroupSize(event.currentTarget.value)}
      />
      <InputField
        label="Certifications"
        fieldClassName="sm:col-span-2"
        hint="Optional, separated by commas: Wilderness First Responder, IMF trek leader"
        value={certifications}
        error={errors.certifications}
        onChange={(event) => setCertifications(event.currentTarget.value)}
      />

      <DestinationPicker
        multiple
        label="Destinations you cover"
        className="sm:col-span-2"
        placeholder="Type a destination's name..."
        hint={`${covered.length} chosen. Travellers booking a tour to one of these are offered you.`}
        value={covered}
        onChange={setCovered}
        error={errors.destinationSrNos}
      />

      {children}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={saving} aria-busy={saving}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
