import { useCallback, useState } from "react";
import { type Control, type FieldValues, type Path, useController } from "react-hook-form";
import type { PhotoView } from "@/shared/photos/types";
import { PhotoField } from "@/web/components/photo-field";

/**
 * The photos a form knows by id: those the saved record shows and those uploaded since. The forms
 * hold only ids (as the API takes them); the photo field needs the picture itself.
 */
export function usePhotoLibrary(initial: readonly (PhotoView | null)[]) {
  const [photos, setPhotos] = useState(
    () => new Map(initial.flatMap((photo) => (photo ? [[photo.id, photo] as const] : []))),
  );
  const add = useCallback((photo: PhotoView) => {
    setPhotos((current) => new Map(current).set(photo.id, photo));
  }, []);
  return { photos, add };
}

export type PhotoLibrary = ReturnType<typeof usePhotoLibrary>;

interface PhotoIdFieldProps<T extends FieldValues> {
  control: Control<T>;
  /** A field holding a photo id or null. */
  name: Path<T>;
  label: string;
  hint?: string;
  library: PhotoLibrary;
}

/** The shared photo uploader bound to a form's photo id. */
export function PhotoIdField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  library,
}: PhotoIdFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const id = field.value as string | null;
  return (
    <PhotoField
      label={label}
      hint={hint}
      value={id ? (library.photos.get(id) ?? null) : null}
      error={fieldState.error?.message}
      onChange={(photo) => {
        if (photo) library.add(photo);
        field.onChange(photo?.id ?? null);
      }}
    />
  );
}
