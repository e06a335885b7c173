import { type ChangeEvent, useId, useState } from "react";
import { PHOTO_ACCEPT, PHOTO_MAX_BYTES, PHOTO_TOO_LARGE } from "@/shared/photos/rules";
import { Button } from "@/web/components/ui/button";
import { errorMessage } from "@/web/components/ui/server-errors";
import { useToast } from "@/web/components/ui/toast";
import { useGuidePhoto } from "./queries";

/** The guide's photo: choosing a file uploads it at once; the server checks and re-encodes it. */
export function GuidePhotoField({ image, name }: { image: string | null; name: string }) {
  const photo = useGuidePhoto();
  const toast = useToast();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = "";
    if (!file) return;
    // The same photo pipeline as the catalogue's, with its limits (decision 0034).
    if (file.size > PHOTO_MAX_BYTES) return setError(PHOTO_TOO_LARGE);
    setError(null);
    try {
      await photo.mutateAsync({ file, onProgress: setProgress });
      toast.success("Your photo is saved.");
    } catch (failure) {
      setError(errorMessage(failure, "We couldn't save that photo. Please try another."));
    } finally {
      setProgress(null);
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-4">
      {image ? (
        <img
          src={image}
          alt={`Portrait of ${name}`}
          width={96}
          height={96}
          className="h-24 w-24 rounded-full object-cover"
        />
      ) : (
        <span className="flex h-24 w-24 items-center justify-center rounded-full bg-stone-100 text-center text-xs text-stone-500">
          No photo yet
        </span>
      )}
      <div className="flex flex-col gap-2">
        <label htmlFor={inputId} className="text-sm font-medium text-stone-700">
          {image ? "Change your photo" : "Add a photo"}
        </label>
        <input
          id={inputId}
          type="file"
          accept={PHOTO_ACCEPT}
          onChange={(event) => void choose(event)}
          disabled={photo.isPending}
          aria-describedby={error ? `${inputId}-error` : undefined}
          className="text-sm"
        />
        {progress !== null && (
          <p role="status" className="text-xs text-stone-600">
            Uploading… {Math.round(progress * 100)}%
          </p>
        )}
        {error && (
          <p id={`${inputId}-error`} role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
        {image && (
          <Button
            variant="quiet"
            size="sm"
            onClick={() => void photo.mutateAsync(null).catch(() => {})}
            disabled={photo.isPending}
          >
            Remove photo
          </Button>
        )}
      </div>
    </div>
  );
}
