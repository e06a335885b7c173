import { DIFFICULTIES, INTERESTS, REGIONS } from "@/shared/constants";
import { type DestinationFormValues, destinationInput } from "@/shared/content/schema";
import type { AdminDestination } from "@/shared/content/types";
import { Checkbox, InputField, SelectField, TextareaField } from "@/web/components/ui/field";
import { useZodForm } from "@/web/components/ui/form";
import { CheckboxGroup } from "./checkbox-group";
import { ContentEditor } from "./content-editor";
import { DestinationPreviewView, type RenderDestinationCard } from "./content-preview";
import { FormSection } from "./form-section";
import { HindiSection } from "./hindi-section";
import { DESTINATION_HINDI, hindiValues } from "./hindi-values";
import { usePhotoLibrary } from "./photo-id-field";
import { PictureSection } from "./picture-section";
import { RecordLoader } from "./record-loader";
import { useContentForm } from "./use-content-form";

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
  if ((DESTINATION_HINDI as readonly string[]).some((f) => path === `hi.${f}`)) return path;
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
  hi: hindiValues({}, DESTINATION_HINDI),
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
    hi: hindiValues(d.hi, DESTINATION_HINDI),
  };
}

interface DestinationEditorProps {
  /** null for a new destination. */
  srNo: number | null;
  onBack: () => void;
  renderCard: RenderDestinationCard;
}

export function DestinationEditor({ srNo, onBack, renderCard }: DestinationEditorProps) {
  return (
    <RecordLoader kind="destination" srNo={srNo}>
      {(record, onCreated) => (
        <DestinationForm
          record={record}
          onCreated={onCreated}
          onBack={onBack}
          renderCard={renderCard}
        />
      )}
    </RecordLoader>
  );
}

interface DestinationFormProps {
  record: AdminDestination | null;
  onCreated: (srNo: number) => void;
  onBack: () => void;
  renderCard: RenderDestinationCard;
}

function DestinationForm({ record, onCreated, onBack, renderCard }: DestinationFormProps) {
  const library = usePhotoLibrary([record?.photo ?? null]);
  const form = useZodForm(destinationInput, record ? formValues(record) : EMPTY);
  const {
    field,
    register,
    control,
    formState: { errors },
  } = form;
  const { formProps, editorProps } = useContentForm({
    kind: "destination",
    record,
    form,
    valuesOf: formValues,
    placeError: placeDestinationError,
    onCreated,
  });

  return (
    <ContentEditor
      {...editorProps}
      onBack={onBack}
      renderPreview={(props) => <DestinationPreviewView {...props} renderCard={renderCard} />}
    >
      <form {...formProps} className="space-y-8">
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
        <PictureSection control={control} imageAlt={field("imageAlt")} library={library} />
        <HindiSection missing={record?.missingHindi}>
          <InputField label="Name in Hindi" lang="hi" autoComplete="off" {...field("hi.name")} />
          <InputField label="State in Hindi" lang="hi" autoComplete="off" {...field("hi.state")} />
          <InputField
            label="Best season in Hindi"
            lang="hi"
            autoComplete="off"
            {...field("hi.bestSeason")}
          />
          <InputField
            label="Picture description in Hindi"
            lang="hi"
            autoComplete="off"
            {...field("hi.imageAlt")}
          />
          <TextareaField
            label="Description in Hindi"
            lang="hi"
            rows={6}
            fieldClassName="sm:col-span-2"
            hint="Plain text: it is shown exactly as written"
            {...field("hi.description")}
          />
        </HindiSection>
      </form>
    </ContentEditor>
  );
}

const toOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
