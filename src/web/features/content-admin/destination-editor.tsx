import { useId, useState } from "react";
import { DIFFICULTIES, INTERESTS, REGIONS } from "@/shared/constants";
import {
  type DestinationFormValues,
  type DestinationInput,
  destinationInput,
} from "@/shared/content/schema";
import type { AdminDestination } from "@/shared/content/types";
import { ErrorPanel } from "@/web/components/ui/error-panel";
import { Checkbox, InputField, SelectField, TextareaField } from "@/web/components/ui/field";
import { useZodForm } from "@/web/components/ui/form";
import { errorMessage } from "@/web/components/ui/server-errors";
import { StatusScreen } from "@/web/components/ui/status-screen";
import { useToast } from "@/web/components/ui/toast";
import { CheckboxGroup } from "./checkbox-group";
import { ContentEditor } from "./content-editor";
import { DestinationPreviewView, type RenderDestinationCard } from "./content-preview";
import { applyServerFieldErrors, saveFailure } from "./field-errors";
import { FormSection } from "./form-section";
import { PhotoIdField, usePhotoLibrary } from "./photo-id-field";
import { useAdminDestination, useContentMutations } from "./queries";
import { CHECK_THE_FORM, notSaved } from "./texts";

const FIELDS = [
  "name",
  "state",
  "region",
  "description",
  "bestSeason",
  "interests",
  "avgPrice",
  "difficulty",
  "featured",
  "imageAlt",
  "altNames",
  "photoId",
] as const;

/** The field showing the server's message for `path` ("interests.2" shows on the interests). */
function placeDestinationError(path: string): string | null {
  const field = path.split(".")[0];
  return (FIELDS as readonly string[]).includes(field) ? field : null;
}

const INTEREST_LABELS: Record<(typeof INTERESTS)[number], string> = {
  historical: "Historical",
  cultural: "Cultural",
  adventure: "Adventure",
  beach: "Beach",
  nightlife: "Nightlife",
  nature: "Nature",
  spiritual: "Spiritual",
  food: "Food",
  wildlife: "Wildlife",
};

const EMPTY: Partial<DestinationFormValues> = {
  name: "",
  state: "",
  description: "",
  bestSeason: "",
  interests: [],
  featured: false,
  imageAlt: "",
  altNames: "",
  photoId: null,
};

function formValues(d: AdminDestination): DestinationFormValues {
  return {
    name: d.name,
    state: d.state,
    region: d.region,
    description: d.description,
    bestSeason: d.bestSeason,
    interests: d.interests,
    avgPrice: d.avgPrice,
    difficulty: d.difficulty,
    featured: d.featured,
    imageAlt: d.imageAlt,
    altNames: d.altNames,
    photoId: d.photoId,
  };
}

interface DestinationEditorProps {
  /** null for a new destination. */
  srNo: number | null;
  onBack: () => void;
  renderCard: RenderDestinationCard;
}

export function DestinationEditor({
  srNo: openedSrNo,
  onBack,
  renderCard,
}: DestinationEditorProps) {
  // A new destination gets its number when first saved; the form stays as it is.
  const [srNo, setSrNo] = useState(openedSrNo);
  const record = useAdminDestination(srNo);
  if (srNo !== null && !record.data) {
    return record.isPending ? (
      <StatusScreen text="Loading the destination..." />
    ) : (
      <ErrorPanel
        title="We couldn't load the destination."
        message={record.error?.message}
        onRetry={() => void record.refetch()}
      />
    );
  }
  return (
    <DestinationForm
      record={record.data ?? null}
      onCreated={setSrNo}
      onBack={onBack}
      renderCard={renderCard}
    />
  );
}

interface DestinationFormProps {
  record: AdminDestination | null;
  onCreated: (srNo: number) => void;
  onBack: () => void;
  renderCard: RenderDestinationCard;
}

function DestinationForm({ record, onCreated, onBack, renderCard }: DestinationFormProps) {
  const formId = useId();
  const toast = useToast();
  const { save } = useContentMutations("destination");
  const library = usePhotoLibrary([record?.photo ?? null]);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    field,
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty, isSubmitting },
  } = useZodForm(destinationInput, record ? formValues(record) : EMPTY);

  async function store(values: DestinationInput): Promise<AdminDestination | null> {
    setFormError(null);
    try {
      const saved = await save.mutateAsync({ srNo: record?.srNo ?? null, input: values });
      reset(formValues(saved));
      toast.success(
        saved.status === "published"
          ? `${saved.name} is saved: travellers see the changes now.`
          : `${saved.name} is saved as a draft.`,
      );
      if (!record) onCreated(saved.srNo);
      return saved;
    } catch (error) {
      const unplaced = applyServerFieldErrors(error, setError, placeDestinationError);
      setFormError(saveFailure(errorMessage(error, notSaved("destination")), unplaced));
      return null;
    }
  }

  const invalid = () => setFormError(CHECK_THE_FORM);
  const submit = handleSubmit(store, invalid);
  const saveIfChanged = () =>
    new Promise<AdminDestination | null>((resolve) => {
      void handleSubmit(
        async (values) => resolve(await store(values)),
        () => {
          invalid();
          resolve(null);
        },
      )();
    });

  return (
    <ContentEditor
      kind="destination"
      record={record}
      formId={formId}
      dirty={isDirty}
      saving={isSubmitting || save.isPending}
      saveError={formError}
      saveIfChanged={saveIfChanged}
      onBack={onBack}
      renderPreview={(props) => <DestinationPreviewView {...props} renderCard={renderCard} />}
    >
      <form id={formId} noValidate onSubmit={submit} className="space-y-8">
        <FormSection title="About the destination">
          <InputField label="Name" autoComplete="off" {...field("name")} />
          <InputField
            label="State"
            autoComplete="off"
            hint="The Indian state or union territory"
            {...field("state")}
          />
          <SelectField label="Region" {...field("region")} options={toOptions(REGIONS)}>
            <option value="">Choose a region</option>
          </SelectField>
          <SelectField
            label="Difficulty"
            {...field("difficulty")}
            options={toOptions(DIFFICULTIES)}
          >
            <option value="">Choose a difficulty</option>
          </SelectField>
          <InputField
            label="Best season"
            autoComplete="off"
            hint="When to go, e.g. October to March"
            {...field("bestSeason")}
          />
          <InputField
            label="Average price per person (₹)"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            hint="Whole rupees: the price filter and sorting use it"
            error={errors.avgPrice?.message}
            {...register("avgPrice", { valueAsNumber: true })}
          />
          <TextareaField
            label="Description"
            rows={6}
            fieldClassName="sm:col-span-2"
            hint="Plain text: it is shown exactly as written"
            {...field("description")}
          />
          <InputField
            label="Other names (optional)"
            autoComplete="off"
            fieldClassName="sm:col-span-2"
            hint="Other names people search by, separated by spaces: the Hindi name, older and local names"
            {...field("altNames")}
          />
          <CheckboxGroup
            legend="Interests"
            hint="What travellers come for; the filters use these"
            error={errors.interests?.message}
            className="sm:col-span-2"
          >
            {INTERESTS.map((interest) => (
              <Checkbox
                key={interest}
                label={INTEREST_LABELS[interest]}
                value={interest}
                {...register("interests")}
              />
            ))}
          </CheckboxGroup>
          <div className="sm:col-span-2">
            <Checkbox
              label="Featured on the home page and first in lists"
              {...register("featured")}
            />
          </div>
        </FormSection>
        <FormSection title="Picture">
          <PhotoIdField
            control={control}
            name="photoId"
            label="Photo"
            hint="JPEG, PNG, WebP or AVIF. Without one, the drawn picture is shown."
            library={library}
          />
          <InputField
            label="Picture description"
            autoComplete="off"
            hint="Says what the picture shows, for people who cannot see it"
            {...field("imageAlt")}
          />
        </FormSection>
      </form>
    </ContentEditor>
  );
}

const toOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
