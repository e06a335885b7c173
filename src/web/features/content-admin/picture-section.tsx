import { useLingui } from "@lingui/react/macro";
import type { Control, FieldValues, Path } from "react-hook-form";
import { type BoundField, InputField } from "@/web/components/ui/field";
import { FormSection } from "./form-section";
import { PhotoIdField, type PhotoLibrary } from "./photo-id-field";

interface PictureSectionProps<T extends FieldValues> {
  /** A form with a `photoId` field. */
  control: Control<T>;
  /** The form's `imageAlt` field. */
  imageAlt: BoundField;
  library: PhotoLibrary;
}

/** A destination's or package's main photo and the text that describes it. */
export function PictureSection<T extends FieldValues>({
  control,
  imageAlt,
  library,
}: PictureSectionProps<T>) {
  const { t } = useLingui();
  return (
    <FormSection title={t`Picture`}>
      <PhotoIdField
        control={control}
        name={"photoId" as Path<T>}
        label={t`Photo`}
        hint={t`JPEG, PNG, WebP or AVIF. Without one, the drawn picture is shown.`}
        library={library}
      />
      <InputField
        label={t`Picture description`}
        autoComplete="off"
        hint={t`Says what the picture shows, for people who cannot see it`}
        lang="en"
        {...imageAlt}
      />
    </FormSection>
  );
}
