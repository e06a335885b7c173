import { Trans, useLingui } from "@lingui/react/macro";
import { type ChangeEvent, useId, useState } from "react";
import { PHOTO_ACCEPT, PHOTO_MAX_BYTES } from "@/shared/photos/rules";
import { Button } from "@/web/components/ui/button";
import { errorMessage } from "@/web/components/ui/server-errors";
import { useToast } from "@/web/components/ui/toast";
import { useGuidePhoto } from "./queries";

/** The guide's photo: choosing a file uploads it at once; the server checks and re-encodes it. */
export function GuidePhotoField({ image, name }: { image: string | null; name: string }) {
  const { t } = useLingui();
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
    // PHOTO_TOO_LARGE (src/shared/photos/rules.ts), in the reader's language.
    const maxMb = PHOTO_MAX_BYTES / 1024 / 1024;
    if (file.size > PHOTO_MAX_BYTES)
      return setError(
        t`Photos can be at most ${maxMb} MB. Please choose a smaller file or export it at a lower resolution.`,
      );
    setError(null);
    try {
      await photo.mutateAsync({ file, onProgress: setProgress });
      toast.success(t`Your photo is saved.`);
    } catch (failure) {
      setError(errorMessage(failure, t`We couldn't save that photo. Please try another.`));
    } finally {
      setProgress(null);
    }
  }

  const percent = progress === null ? null : Math.round(progress * 100);
  return (
    <div className="flex flex-wrap items-center gap-4">
      {image ? (
        <img
          src={image}
          alt={t`Portrait of ${name}`}
          translate="no"
          width={96}
          height={96}
          className="h-24 w-24 rounded-full object-cover"
        />
      ) : (
        <span className="flex h-24 w-24 items-center justify-center rounded-full bg-stone-100 text-center text-xs text-stone-500">
          <Trans>No photo yet</Trans>
        </span>
      )}
      <div className="flex flex-col gap-2">
        <label htmlFor={inputId} className="text-sm font-medium text-stone-700">
          {image ? <Trans>Change your photo</Trans> : <Trans>Add a photo</Trans>}
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
        {percent !== null && (
          <p role="status" className="text-xs text-stone-600">
            <Trans>Uploading… {percent}%</Trans>
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
            <Trans>Remove photo</Trans>
          </Button>
        )}
      </div>
    </div>
  );
}
