import { useState } from "react";
import { useForm } from "react-hook-form";
import { DIFFICULTIES } from "@/shared/constants";
import {
  MAX_DURATION_DAYS,
  type PackageFormValues,
  type PackageInput,
} from "@/shared/content/schema";
import type { AdminPackage } from "@/shared/content/types";
import { bindFields, InputField, SelectField, TextareaField } from "@/web/components/ui/field";
import { ContentEditor } from "./content-editor";
import { PackagePreviewView, type RenderPackageDetails } from "./content-preview";
import { DestinationChoiceField } from "./destination-choice-field";
import { FormSection } from "./form-section";
import { HindiSection } from "./hindi-section";
import { hiddenByDestination } from "./labels";
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

function PackageForm({ record, onCreated, onBack, renderDetails }: PackageFormProps) {
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

  return (
    <ContentEditor
      {...editorProps}
      onBack={onBack}
      renderPreview={(props) => <PackagePreviewView {...props} renderDetails={renderDetails} />}
      statusNote={record && hiddenByDestination(record)}
    >
      <form {...formProps} className="space-y-8">
        <FormSection title="About the package">
          <DestinationChoiceField
            control={control}
            name="destinationSrNo"
            initialName={record?.destinationName ?? ""}
          />
          <InputField label="Name" autoComplete="off" {...field("name")} />
          <TextareaField
            label="Overview"
            rows={6}
            fieldClassName="sm:col-span-2"
            hint="The introduction at the top of the package page. Plain text: it is shown exactly as written."
            {...field("description")}
          />
          <SelectField
            label="Difficulty"
            {...field("difficulty")}
            options={DIFFICULTIES.map((value) => ({ value, label: value }))}
          >
            <option value="">Choose a difficulty</option>
          </SelectField>
          <InputField
            label="Duration (days)"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_DURATION_DAYS}
            step={1}
            hint="The itinerary has at most this many days"
            error={errors.durationDays?.message}
            {...register("durationDays", { valueAsNumber: true })}
          />
          <InputField
            label="Season (optional)"
            autoComplete="off"
            fieldClassName="sm:col-span-2"
            hint="When the tour runs best, e.g. October to March. Empty: the destination's best season."
            {...field("season")}
          />
        </FormSection>

        <PictureSection control={control} imageAlt={field("imageAlt")} library={library} />

        <ListCard>
          <TextListField
            control={control}
            name="highlights"
            legend="Highlights"
            hint="The best of the tour, one a line; the cards show the first three."
            itemName="Highlight"
            addLabel="Add a highlight"
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
              legend="Included"
              itemName="Inclusion"
              addLabel="Add an inclusion"
              max={30}
              empty="Nothing listed yet."
            />
            <TextListField
              control={control}
              name="exclusions"
              legend="Not included"
              itemName="Exclusion"
              addLabel="Add an exclusion"
              max={30}
              empty="Nothing listed yet."
            />
          </div>
        </ListCard>

        <GallerySection {...sections} library={library} />

        <HindiSection missing={record?.missingHindi} names={{ description: "overview" }}>
          <InputField label="Name in Hindi" lang="hi" autoComplete="off" {...field("hi.name")} />
          <InputField
            label="Season in Hindi"
            lang="hi"
            autoComplete="off"
            {...field("hi.season")}
          />
          <TextareaField
            label="Overview in Hindi"
            lang="hi"
            rows={6}
            fieldClassName="sm:col-span-2"
            hint="Plain text: it is shown exactly as written."
            {...field("hi.description")}
          />
          <InputField
            label="Picture description in Hindi"
            lang="hi"
            autoComplete="off"
            fieldClassName="sm:col-span-2"
            {...field("hi.imageAlt")}
          />
          <div className="grid gap-8 sm:col-span-2 lg:grid-cols-3">
            <TextListField
              control={control}
              name="hi.highlights"
              legend="Highlights in Hindi"
              hint="Item for item with the English highlights."
              itemName="Hindi highlight"
              addLabel="Add a highlight in Hindi"
              max={12}
              empty="None yet."
            />
            <TextListField
              control={control}
              name="hi.inclusions"
              legend="Included, in Hindi"
              itemName="Hindi inclusion"
              addLabel="Add an inclusion in Hindi"
              max={30}
              empty="None yet."
            />
            <TextListField
              control={control}
              name="hi.exclusions"
              legend="Not included, in Hindi"
              itemName="Hindi exclusion"
              addLabel="Add an exclusion in Hindi"
              max={30}
              empty="None yet."
            />
          </div>
        </HindiSection>
      </form>
    </ContentEditor>
  );
}
