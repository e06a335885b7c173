import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { DIFFICULTIES } from "@/shared/constants";
import {
  MAX_DURATION_DAYS,
  type PackageFormValues,
  type PackageInput,
} from "@/shared/content/schema";
import type { AdminPackage } from "@/shared/content/types";
import { ErrorPanel } from "@/web/components/ui/error-panel";
import { bindFields, InputField, SelectField, TextareaField } from "@/web/components/ui/field";
import { errorMessage } from "@/web/components/ui/server-errors";
import { StatusScreen } from "@/web/components/ui/status-screen";
import { useToast } from "@/web/components/ui/toast";
import { ContentEditor } from "./content-editor";
import { PackagePreviewView, type RenderPackageDetails } from "./content-preview";
import { DestinationChoiceField } from "./destination-choice-field";
import { applyServerFieldErrors, saveFailure } from "./field-errors";
import { FormSection } from "./form-section";
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
import { PhotoIdField, usePhotoLibrary } from "./photo-id-field";
import { useAdminPackage, useContentMutations } from "./queries";
import { TextListField } from "./text-list-field";
import { CHECK_THE_FORM, notSaved } from "./texts";

interface PackageEditorProps {
  /** null for a new package. */
  srNo: number | null;
  onBack: () => void;
  renderDetails: RenderPackageDetails;
}

export function PackageEditor({ srNo: openedSrNo, onBack, renderDetails }: PackageEditorProps) {
  // A new package gets its number when first saved; the form stays as it is.
  const [srNo, setSrNo] = useState(openedSrNo);
  const record = useAdminPackage(srNo);
  if (srNo !== null && !record.data) {
    return record.isPending ? (
      <StatusScreen text="Loading the package..." />
    ) : (
      <ErrorPanel
        title="We couldn't load the package."
        message={record.error?.message}
        onRetry={() => void record.refetch()}
      />
    );
  }
  return (
    <PackageForm
      record={record.data ?? null}
      onCreated={setSrNo}
      onBack={onBack}
      renderDetails={renderDetails}
    />
  );
}

interface PackageFormProps {
  record: AdminPackage | null;
  onCreated: (srNo: number) => void;
  onBack: () => void;
  renderDetails: RenderPackageDetails;
}

function PackageForm({ record, onCreated, onBack, renderDetails }: PackageFormProps) {
  const formId = useId();
  const toast = useToast();
  const { save } = useContentMutations("package");
  const library = usePhotoLibrary([
    record?.photo ?? null,
    ...(record?.gallery.map((item) => item.photo) ?? []),
  ]);
  const [meals] = useState(() => mealOptions(record));
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<PackageFormValues, unknown, PackageInput>({
    resolver: packageResolver,
    defaultValues: record ? packageFormValues(record) : EMPTY_PACKAGE,
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty, isSubmitting },
  } = form;
  const field = bindFields(register, errors);

  async function store(values: PackageInput): Promise<AdminPackage | null> {
    setFormError(null);
    try {
      const saved = await save.mutateAsync({ srNo: record?.srNo ?? null, input: values });
      reset(packageFormValues(saved));
      toast.success(
        saved.status === "published"
          ? `${saved.name} is saved: travellers see the changes now.`
          : `${saved.name} is saved as a draft.`,
      );
      if (!record) onCreated(saved.srNo);
      return saved;
    } catch (error) {
      const unplaced = applyServerFieldErrors(error, setError, placePackageError);
      setFormError(saveFailure(errorMessage(error, notSaved("package")), unplaced));
      return null;
    }
  }

  const invalid = () => setFormError(CHECK_THE_FORM);
  const saveIfChanged = () =>
    new Promise<AdminPackage | null>((resolve) => {
      void handleSubmit(
        async (values) => resolve(await store(values)),
        () => {
          invalid();
          resolve(null);
        },
      )();
    });
  const sections = { control, register, errors };

  return (
    <ContentEditor
      kind="package"
      record={record}
      formId={formId}
      dirty={isDirty}
      saving={isSubmitting || save.isPending}
      saveError={formError}
      saveIfChanged={saveIfChanged}
      onBack={onBack}
      renderPreview={(props) => <PackagePreviewView {...props} renderDetails={renderDetails} />}
      statusNote={record && hiddenByDestination(record)}
    >
      <form id={formId} noValidate onSubmit={handleSubmit(store, invalid)} className="space-y-8">
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
      </form>
    </ContentEditor>
  );
}
