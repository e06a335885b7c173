import { useId, useMemo, useState } from "react";
import type { Destination } from "@/shared/catalogue/types";
import {
  GUIDE_SPECIALIZATIONS,
  type GuideProfileInput,
  guideProfileInput,
  splitList,
} from "@/shared/guides/profile-schema";
import type { GuideProfileView } from "@/shared/guides/profile-types";
import { Button } from "@/web/components/ui/button";
import { Field, InputField, TextareaField } from "@/web/components/ui/field";
import { Input, Select } from "@/web/components/ui/input";
import { ApiError } from "@/web/lib/api";

type Fields = keyof GuideProfileInput;
type Errors = Partial<Record<Fields, string>>;

interface GuideProfileFormProps {
  profile: GuideProfileView;
  destinations: Destination[];
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
  destinations,
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
  const [covered, setCovered] = useState(() => new Set(profile.destinations.map((d) => d.srNo)));
  const [filter, setFilter] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const filterId = useId();
  const listId = useId();

  const shown = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    return [...destinations]
      .sort((a, b) => a.name.localeCompare(b.name))
      .filter((d) => needle === "" || `${d.name} ${d.state}`.toLowerCase().includes(needle));
  }, [destinations, filter]);

  function toggle(srNo: number, on: boolean) {
    setCovered((current) => {
      const next = new Set(current);
      if (on) next.add(srNo);
      else next.delete(srNo);
      return next;
    });
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = guideProfileInput.safeParse({
      description,
      languages: splitList(languages),
      certifications: splitList(certifications),
      destinationSrNos: [...covered],
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

      <fieldset
        className="sm:col-span-2"
        aria-describedby={errors.destinationSrNos ? `${listId}-error` : `${listId}-hint`}
      >
        <legend className="mb-1 text-sm font-medium text-stone-700">Destinations you cover</legend>
        <p id={`${listId}-hint`} className="mb-2 text-xs text-stone-500">
          {covered.size} chosen. Travellers booking a tour to one of these are offered you.
        </p>
        <label htmlFor={filterId} className="sr-only">
          Find a destination
        </label>
        <Input
          id={filterId}
          type="search"
          placeholder="Find a destination..."
          value={filter}
          onChange={(event) => setFilter(event.currentTarget.value)}
          className="mb-2"
        />
        <ul
          id={listId}
          className="grid max-h-60 gap-1 overflow-y-auto rounded-lg border border-stone-200 p-2 sm:grid-cols-2 lg:grid-cols-3"
        >
          {shown.map((destination) => (
            <li key={destination.srNo}>
              <label className="flex items-center gap-2 text-sm text-stone-800">
                <input
                  type="checkbox"
                  className="h-4 w-4 accent-brand-700"
                  checked={covered.has(destination.srNo)}
                  onChange={(event) => toggle(destination.srNo, event.target.checked)}
                />
                {destination.name}
                <span className="text-xs text-stone-500">{destination.state}</span>
              </label>
            </li>
          ))}
        </ul>
        {errors.destinationSrNos && (
          <p id={`${listId}-error`} className="mt-1 text-sm text-red-700">
            {errors.destinationSrNos}
          </p>
        )}
      </fieldset>

      {children}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={saving} aria-busy={saving}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
