import { useLingui } from "@lingui/react/macro";
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
import { DIFFICULTY_LABELS, INTEREST_LABELS, REGION_LABELS } from "./labels";
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
  "latitude",
  "longitude",
] as const;

/** A blank coordinate is none: the destination is listed under the map, not on it. */
const coordinateValue = (value: unknown) =>
  value === "" || value === null || value === undefined ? null : Number(value);

/** The field showing the server's message for `path` ("interests.2" shows on the interests). */
function placeDestinationError(path: string): string | null {
  if ((DESTINATION_HINDI as readonly string[]).some((f) => path === `hi.${f}`)) return path;
  const field = path.split(".")[0];
  return (FIELDS as readonly string[]).includes(field) ? field : null;
}

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
  latitude: null,
  longitude: null,
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
    latitude: d.latitude,
    longitude: d.longitude,
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
  const { t, i18n } = useLingui();
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
        <FormSection title={t`About the destination`}>
          <InputField label={t`Name`} lang="en" autoComplete="off" {...field("name")} />
          <InputField
            label={t({ message: "State", context: "Indian state" })}
            lang="en"
            autoComplete="off"
            hint={t`The Indian state or union territory`}
            {...field("state")}
          />
          <SelectField
            label={t`Region`}
            {...field("region")}
            options={REGIONS.map((value) => ({ value, label: i18n._(REGION_LABELS[value]) }))}
          >
            <option value="">{t`Choose a region`}</option>
          </SelectField>
          <SelectField
            label={t`Difficulty`}
            {...field("difficulty")}
            options={DIFFICULTIES.map((value) => ({
              value,
              label: i18n._(DIFFICULTY_LABELS[value]),
            }))}
          >
            <option value="">{t`Choose a difficulty`}</option>
          </SelectField>
          <InputField
            label={t`Best season`}
            lang="en"
            autoComplete="off"
            hint={t`When to go, e.g. October to March`}
            {...field("bestSeason")}
          />
          <InputField
            label={t`Average price per person (₹)`}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            hint={t`Whole rupees: the price filter and sorting use it`}
            error={errors.avgPrice?.message}
            {...register("avgPrice", { valueAsNumber: true })}
          />
          <InputField
            label={t`Latitude (optional)`}
            type="number"
            inputMode="decimal"
            step="any"
            hint={t`Degrees north, e.g. 26.9124 for Jaipur; with the longitude it puts the destination on the map`}
            error={errors.latitude?.message}
            {...register("latitude", { setValueAs: coordinateValue })}
          />
          <InputField
            label={t`Longitude (optional)`}
            type="number"
            inputMode="decimal"
            step="any"
            hint={t`Degrees east, e.g. 75.7873 for Jaipur`}
            error={errors.longitude?.message}
            {...register("longitude", { setValueAs: coordinateValue })}
          />
          <TextareaField
            label={t`Description`}
            lang="en"
            rows={6}
            fieldClassName="sm:col-span-2"
            hint={t`Plain text: it is shown exactly as written`}
            {...field("description")}
          />
          <InputField
            label={t`Other names (optional)`}
            autoComplete="off"
            fieldClassName="sm:col-span-2"
            hint={t`Other names people search by, separated by spaces: the Hindi name, older and local names`}
            {...field("altNames")}
          />
          <CheckboxGroup
            legend={t`Interests`}
            hint={t`What travellers come for; the filters use these`}
            error={errors.interests?.message}
            className="sm:col-span-2"
          >
            {INTERESTS.map((interest) => (
              <Checkbox
                key={interest}
                label={i18n._(INTEREST_LABELS[interest])}
                value={interest}
                {...register("interests")}
              />
            ))}
          </CheckboxGroup>
          <div className="sm:col-span-2">
            <Checkbox
              label={t`Featured on the home page and first in lists`}
              {...register("featured")}
            />
          </div>
        </FormSection>
        <PictureSection control={control} imageAlt={field("imageAlt")} library={library} />
        <HindiSection missing={record?.missingHindi}>
          <InputField label={t`Name in Hindi`} lang="hi" autoComplete="off" {...field("hi.name")} />
          <InputField
            label={t`State in Hindi`}
            lang="hi"
            autoComplete="off"
            {...field("hi.state")}
          />
          <InputField
            label={t`Best season in Hindi`}
            lang="hi"
            autoComplete="off"
            {...field("hi.bestSeason")}
          />
          <InputField
            label={t`Picture description in Hindi`}
            lang="hi"
            autoComplete="off"
            {...field("hi.imageAlt")}
          />
          <TextareaField
            label={t`Description in Hindi`}
            lang="hi"
            rows={6}
            fieldClassName="sm:col-span-2"
            hint={t`Plain text: it is shown exactly as written`}
            {...field("hi.description")}
          />
        </HindiSection>
      </form>
    </ContentEditor>
  );
}
