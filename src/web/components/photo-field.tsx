import { type ChangeEvent, useId, useState } from "react";
import { PHOTO_ACCEPT, PHOTO_EMPTY, PHOTO_MAX_BYTES, PHOTO_TOO_LARGE } from "@/shared/photos/rules";
import type { PhotoView } from "@/shared/photos/types";
import { uploadFile } from "@/web/lib/upload-file";
import { ResponsiveImage } from "./responsive-image";
import { Button } from "./ui/button";
import { describedByOf, FieldMessages } from "./ui/field";
import { errorMessage } from "./ui/server-errors";

interface PhotoFieldProps {
  label: string;
  value: PhotoView | null;
  onChange: (photo: PhotoView | null) => void;
  /** The form's message for this field (e.g. the server's). */
  error?: string;
  hint?: string;
}

/** What the browser can tell before sending: the server checks the rest (type, pixels). */
function refusedBeforeUpload(file: File): string | null {
  if (file.size === 0) return PHOTO_EMPTY;
  if (file.size > PHOTO_MAX_BYTES) return PHOTO_TOO_LARGE;
  return null;
}

/**
 * An admin's photo for the catalogue: choosing a file uploads it at once (POST /api/admin/photos,
 * which checks and re-encodes it) with its progress shown; the form keeps the answer's photo.
 * A refused file leaves the current photo as it was, with the server's reason under the field.
 */
export function PhotoField({ label, value, onChange, error, hint }: PhotoFieldProps) {
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const shownError = uploadError ?? error;

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared so that choosing the same file again still counts as a change.
    input.value = "";
    if (!file) return;
    const refused = refusedBeforeUpload(file);
    if (refused) {
      setUploadError(refused);
      return;
    }
    setUploadError(null);
    setProgress(0);
    try {
      const { photo } = await uploadFile<{ photo: PhotoView }>(
        "/api/admin/photos",
        "photo",
        file,
        setProgress,
      );
      onChange(photo);
    } catch (failure) {
      setUploadError(errorMessage(failure, "We couldn't upload that photo. Please try again."));
    } finally {
      setProgress(null);
    }
  }

  const uploading = progress !== null;
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="block text-sm font-medium text-stone-700">
        {label}
      </label>
      {value && (
        <div className="w-full max-w-xs overflow-hidden rounded-xl bg-stone-100 ring-1 ring-stone-200">
          <ResponsiveImage
            photo={value}
            fallbackSrc=""
            alt={`Preview: ${label}`}
            sizes="320px"
            className="h-auto w-full object-cover"
          />
        </div>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <input
          id={id}
          type="file"
          accept={PHOTO_ACCEPT}
          onChange={(event) => void choose(event)}
          disabled={uploading}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={describedByOf(id, { hint, error: shownError })}
          className="text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
        />
        {value && !uploading && (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              setUploadError(null);
              onChange(null);
            }}
          >
            Remove photo
          </Button>
        )}
      </div>
      {uploading && (
        <div role="status" className="flex items-center gap-2 text-xs text-stone-600">
          <progress
            max={1}
            value={progress}
            aria-label={`Uploading ${label}`}
            className="h-2 w-40 accent-brand-700"
          />
          Uploading… {Math.round(progress * 100)}%
        </div>
      )}
      <FieldMessages id={id} hint={hint} error={shownError} />
    </div>
  );
}
