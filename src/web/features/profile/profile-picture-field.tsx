import { Trans, useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { type ChangeEvent, useEffect, useId, useState } from "react";
import { PROFILE_MESSAGE_MS } from "@/shared/constants";
import {
  PROFILE_PICTURE_EMPTY,
  PROFILE_PICTURE_MAX_BYTES,
  PROFILE_PICTURE_TOO_LARGE,
} from "@/shared/profile/schema";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { errorMessage } from "@/web/components/ui/server-errors";
import { api } from "@/web/lib/api";
import { formatNumber } from "@/web/lib/format";
import { type ProfileReply, storeProfile } from "./queries";
import { uploadProfilePicture } from "./upload-picture";

type Busy = { kind: "upload"; progress: number } | { kind: "remove" } | null;
type Outcome = { tone: "success" | "error"; text: string } | null;

function tooBigOrEmpty(file: File): string | null {
  if (file.size === 0) return PROFILE_PICTURE_EMPTY;
  if (file.size > PROFILE_PICTURE_MAX_BYTES) return PROFILE_PICTURE_TOO_LARGE;
  return null;
}

/**
 * Choosing a file uploads it at once (the server checks and re-encodes it); a refused file
 * leaves the current picture as it was. Usable only while the profile is being edited.
 */
export function ProfilePictureField({ hasPicture }: { hasPicture: boolean }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<Busy>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const inputId = useId();
  const hintId = `${inputId}-hint`;

  useEffect(() => {
    if (outcome?.tone !== "success") return;
    const timer = setTimeout(() => setOutcome(null), PROFILE_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  const onChoose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared so that choosing the same file again still counts as a change.
    input.value = "";
    if (!file) return;
    const refused = tooBigOrEmpty(file);
    if (refused) {
      setOutcome({ tone: "error", text: refused });
      return;
    }
    setOutcome(null);
    setBusy({ kind: "upload", progress: 0 });
    try {
      const reply = await uploadProfilePicture(file, (progress) =>
        setBusy({ kind: "upload", progress }),
      );
      storeProfile(queryClient, reply);
      setOutcome({ tone: "success", text: t`Profile picture updated.` });
    } catch (error) {
      setOutcome({
        tone: "error",
        text: errorMessage(error, t`We could not upload your picture. Please try again.`),
      });
    } finally {
      setBusy(null);
    }
  };

  const onRemove = async () => {
    setOutcome(null);
    setBusy({ kind: "remove" });
    try {
      storeProfile(queryClient, await api.delete<ProfileReply>("/api/profile/picture"));
      setOutcome({ tone: "success", text: t`Profile picture removed.` });
    } catch (error) {
      setOutcome({
        tone: "error",
        text: errorMessage(error, t`We could not remove your picture. Please try again.`),
      });
    } finally {
      setBusy(null);
    }
  };

  const uploading = busy?.kind === "upload";
  const percent = uploading ? formatNumber(Math.round(busy.progress * 100)) : "";
  return (
    <div className="sm:col-span-2">
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-stone-700">
        <Trans>Profile picture</Trans>
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <input
          id={inputId}
          type="file"
          accept="image/*"
          onChange={onChoose}
          disabled={busy !== null}
          aria-describedby={hintId}
          aria-busy={uploading || undefined}
          className="block w-full max-w-sm text-sm text-stone-700 file:mr-3 file:rounded-lg file:border file:border-stone-300 file:bg-white file:px-3 file:py-2 file:font-semibold file:text-stone-800 hover:file:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-60"
        />
        {hasPicture && (
          <Button onClick={onRemove} disabled={busy !== null} variant="secondary">
            {busy?.kind === "remove" ? t`Removing...` : t`Remove picture`}
          </Button>
        )}
      </div>
      <p id={hintId} className="mt-1 text-xs text-stone-500">
        <Trans>
          <span translate="no">JPEG, PNG, WebP, GIF</span> or <span translate="no">AVIF</span>, up
          to 5 MB. It is saved as soon as you choose it.
        </Trans>
      </p>
      {uploading && (
        <div className="mt-2 flex items-center gap-3 text-sm text-stone-600">
          <progress
            max={100}
            value={Math.round(busy.progress * 100)}
            aria-label={t`Uploading picture`}
            className="h-2 w-40 overflow-hidden rounded-full [&::-moz-progress-bar]:bg-brand-700 [&::-webkit-progress-bar]:bg-stone-200 [&::-webkit-progress-value]:bg-brand-700"
          />
          <span>{busy.progress < 1 ? t`Uploading... ${percent}%` : t`Processing...`}</span>
        </div>
      )}
      {outcome && (
        <Alert tone={outcome.tone} className="mt-2">
          {outcome.text}
        </Alert>
      )}
    </div>
  );
}
