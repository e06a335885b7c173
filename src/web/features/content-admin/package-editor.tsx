import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { DIFFICULTIES } from "@/shared/constants";
import {
  MAX_DURATION_DAYS,
  type PackageFormValues,
  type PackageInput,
} from "@/shared/content/schema";
import type { AdminPackage } from "@/shared/content/types";
import { InputField, SelectField, TextareaField } from "@/web/components/ui/field";
import { bindFields } from "@/web/components/ui/form";
import { ContentEditor } from "./content-editor";
import { PackagePreviewView, type RenderPackageDetails } from "./content-preview";
import { DestinationChoiceField } from "./destination-choice-field";
import { FormSection } from "./form-section";
import { HindiSection } from "./hindi-section";
import { DIFFICULTY_LABELS, hiddenByDestination } from "./labels";
import {
  EMPTY_PACKAGE,
  mealOptions,
  packageFormValues,
  packageResolver,
  placePackageError,
} from "./package-form-values";
import {
  AccommodationSection,
  CostSection,
  GallerySection,
  ItinerarySection,
  ListCard,
} from "./package-sections";
import { usePhotoLibrary } from "./photo-id-field";
import { PictureSection } from "./picture-section";
import { RecordLoader } from "./record-loader";
import { TextListField } from "./text-list-field";
import { useContentForm } from "./use-content-form";

interface PackageEditorProps {
  /** null for a new package. */
  srNo: number | null;
  onBack: () => void;
  renderDetails: RenderPackageDetails;
}

export function PackageEditor({ srNo, onBack, renderDetails }: PackageEditorProps) {
  return (
    <RecordLoader kind="package" srNo={srNo}>
      {(record, onCreated) => (
        <PackageForm
          record={record}
          onCreated={onCreated}
          onBack={onBack}
          renderDetails={renderDetails}
        />
      )}
    </RecordLoader>
  );
}

interface PackageFormProps {
  record: AdminPackage | null;
  onCreated: (srNo: number) => void;
  onBack: () => void;
  renderDetails: RenderPackageDetails;
}

const OWN_NAMES = { description: msg`overview` };

function PackageForm({ record, onCreated, onBack, renderDetails }: PackageFormProps) {
  const { t, i18n } = useLingui();
  const library = usePhotoLibrary([
    record?.photo ?? null,
    ...(record?.gallery.map((item) => item.photo) ?? []),
  ]);
  const [meals] = useState(() => mealOptions(record));
  const form = useForm<PackageFormValues, unknown, PackageInput>({
    resolver: packageResolver,
    defaultValues: record ? packageFormValues(record) : EMPTY_PACKAGE,
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const field = bindFields(register, errors);
  const { formProps, editorProps } = useContentForm({
    kind: "package",
    record,
    form,
    valuesOf: packageFormValues,
    placeError: placePackageError,
    onCreated,
  });
  const sections = { control, register, errors };
  const statusNote = record && hiddenByDestination(record);

  return (
    <ContentEditor
      {...editorProps}
      onBack={onBack}
      renderPreview={(props) => <PackagePreviewView {...props} renderDetails={renderDetails} />}
      statusNote={statusNote && i18n._(statusNote)}
    >
      <form {...formProps} className="space-y-8">
        <FormSection title={t`About the package`}>
          <DestinationChoiceField
            control={control}
            name="destinationSrNo"
            initialName={record?.destinationName ?? ""}
          />
          <InputField label={t`Name`} lang="en" autoComplete="off" {...field("name")} />
          <TextareaField
            label={t`Overview`}
            lang="en"
            rows={6}
            fieldClassName="sm:col-span-2"
            hint={t`The introduction at the top of the package page. Plain text: it is shown exactly as written.`}
            {...field("description")}
          />
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
            label={t`Duration (days)`}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_DURATION_DAYS}
            step={1}
            hint={t`The itinerary has at most this many days`}
            error={errors.durationDays?.message}
            {...register("durationDays", { valueAsNumber: true })}
          />
          <InputField
            label={t`Season (optional)`}
            lang="en"
            autoComplete="off"
            fieldClassName="sm:col-span-2"
            hint={t`When the tour runs best, e.g. October to March. Empty: the destination's best season.`}
            {...field("season")}
          />
        </FormSection>

        <PictureSection control={control} imageAlt={field("imageAlt")} library={library} />

        <ListCard>
          <TextListField
            control={control}
            name="highlights"
            legend={t`Highlights`}
            hint={t`The best of the tour, one a line; the cards show the first three.`}
            itemLabel={(number) => t`Highlight ${number}`}
            addLabel={t`Add a highlight`}
            lang="en"
            max={12}
          />
        </ListCard>

        <ItinerarySection {...sections} meals={meals} />
        <AccommodationSection {...sections} />
        <CostSection {...sections} />

        <ListCard>
          <div className="grid gap-8 lg:grid-cols-2">
            <TextListField
              control={control}
              name="inclusions"
              legend={t`Included`}
              itemLabel={(number) => t`Inclusion ${number}`}
              addLabel={t`Add an inclusion`}
              max={30}
              empty={t`Nothing listed yet.`}
              lang="en"
            />
            <TextListField
              control={control}
              name="exclusions"
              legend={t`Not included`}
              itemLabel={(number) => t`Exclusion ${number}`}
              addLabel={t`Add an exclusion`}
              max={30}
              empty={t`Nothing listed yet.`}
              lang="en"
            />
          </div>
        </ListCard>

        <GallerySection {...sections} library={library} />

        <HindiSection missing={record?.missingHindi} names={OWN_NAMES}>
          <InputField label={t`Name in Hindi`} lang="hi" autoComplete="off" {...field("hi.name")} />
          <InputField
            label={t`Season in Hindi`}
            lang="hi"
            autoComplete="off"
            {...field("hi.season")}
          />
          <TextareaField
            label={t`Overview in Hindi`}
            lang="hi"
            rows={6}
            fieldClassName="sm:col-span-2"
            hint={t`Plain text: it is shown exactly as written.`}
            {...field("hi.description")}
          />
          <InputField
            label={t`Picture description in Hindi`}
            lang="hi"
            autoComplete="off"
            fieldClassName="sm:col-span-2"
            {...field("hi.imageAlt")}
          />
          <div className="grid gap-8 sm:col-span-2 lg:grid-cols-3">
            <TextListField
              control={control}
              name="hi.highlights"
              legend={t`Highlights in Hindi`}
              hint={t`Item for item with the English highlights.`}
              itemLabel={(number) => t`Hindi highlight ${number}`}
              addLabel={t`Add a highlight in Hindi`}
              max={12}
              empty={t`None yet.`}
              lang="hi"
            />
            <TextListField
              control={control}
              name="hi.inclusions"
              legend={t`Included, in Hindi`}
              itemLabel={(number) => t`Hindi inclusion ${number}`}
              addLabel={t`Add an inclusion in Hindi`}
              max={30}
              empty={t`None yet.`}
              lang="hi"
            />
            <TextListField
              control={control}
              name="hi.exclusions"
              legend={t`Not included, in Hindi`}
              itemLabel={(number) => t`Hindi exclusion ${number}`}
              addLabel={t`Add an exclusion in Hindi`}
              max={30}
              empty={t`None yet.`}
              lang="hi"
            />
          </div>
        </HindiSection>
      </form>
    </ContentEditor>
  );
}
