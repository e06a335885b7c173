import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { type ReactNode, useEffect, useRef, useState } from "react";
import type { ContentStatus } from "@/shared/content/schema";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { errorMessage } from "@/web/components/ui/server-errors";
import { useToast } from "@/web/components/ui/toast";
import { ApiError } from "@/web/lib/api";
import { formatDate } from "@/web/lib/format";
import { ConfirmDialog } from "./confirm-dialog";
import { ContentStatusBadge } from "./content-status-badge";
import { InEnglish } from "./in-english";
import { type ContentKind, KINDS } from "./labels";
import { type StatusAction, useContentMutations } from "./queries";

/** What the editor's header and actions need of a saved destination or package. */
export interface EditableRecord {
  srNo: number;
  name: string;
  status: ContentStatus;
  updatedAt: string;
  bookingCount: number;
}

export interface PreviewProps {
  srNo: number;
  /** The form holds changes the preview (the saved version) does not show. */
  unsaved: boolean;
  onClose: () => void;
}

interface ContentEditorProps {
  kind: ContentKind;
  /** The saved record; null while a new one has not been saved yet. */
  record: EditableRecord | null;
  /** The id of the form the Save button submits. */
  formId: string;
  dirty: boolean;
  saving: boolean;
  /** Why the last save failed, in the server's words. */
  saveError: string | null;
  /** Saves the form when it has changes: the record as saved, or null when it was not saved. */
  saveIfChanged: () => Promise<EditableRecord | null>;
  onBack: () => void;
  renderPreview: (props: PreviewProps) => ReactNode;
  /** A line beside the status, e.g. why a published package is still hidden. */
  statusNote?: string | null;
  /** The form. */
  children: ReactNode;
}

const ACTION_DONE: Record<StatusAction, (name: string) => MessageDescriptor> = {
  publish: (name) => msg`${name} is published: travellers can see it now.`,
  unpublish: (name) => msg`${name} is unpublished: travellers no longer see it.`,
  archive: (name) => msg`${name} is archived.`,
};

/**
 * One destination's or package's edit view: the form, then a bar of actions that stays in view
 * (save, preview, publish, unpublish, archive, delete). A failed action leaves the form as typed.
 */
export function ContentEditor({
  kind,
  record,
  formId,
  dirty,
  saving,
  saveError,
  saveIfChanged,
  onBack,
  renderPreview,
  statusNote,
  children,
}: ContentEditorProps) {
  const { t, i18n } = useLingui();
  const words = KINDS[kind].texts;
  const toast = useToast();
  const { changeStatus, remove } = useContentMutations(kind);
  const [actionError, setActionError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<"archive" | "delete" | "leave" | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const previewButton = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // Opening the editor from the list moves focus to its title, where reading starts.
  useEffect(() => heading.current?.focus(), []);
  const status = record?.status ?? null;
  const lastChanged = record ? formatDate(record.updatedAt) : "";
  const recordName = record?.name ?? "";
  const bookings = record?.bookingCount ?? 0;
  const archived = status === "archived";
  const busy = saving || changeStatus.isPending || remove.isPending;

  /** Runs a status action; the failure's message, or null when it was done. */
  async function act(action: StatusAction): Promise<string | null> {
    setActionError(null);
    // Publishing publishes what the form shows: pending changes are saved first.
    const saved = action === "publish" && dirty ? await saveIfChanged() : record;
    if (!saved) return t`Nothing was changed: the form could not be saved.`;
    try {
      const changed = await changeStatus.mutateAsync({ srNo: saved.srNo, action });
      toast.success(i18n._(ACTION_DONE[action](changed.name)));
      return null;
    } catch (error) {
      const message = errorMessage(error, i18n._(words.notChanged));
      setActionError(message);
      return message;
    }
  }

  async function archive() {
    setDialogError(null);
    const failure = await act("archive");
    if (failure) setDialogError(failure);
    else setConfirming(null);
  }

  async function confirmDelete() {
    if (!record) return;
    setDialogError(null);
    try {
      await remove.mutateAsync(record.srNo);
      const name = record.name;
      toast.success(t`${name} was deleted.`);
      setConfirming(null);
      onBack();
    } catch (error) {
      setDialogError(errorMessage(error, i18n._(words.notDeleted)));
    }
  }

  const back = () => (dirty ? setConfirming("leave") : onBack());
  const closeDialog = () => {
    setConfirming(null);
    setDialogError(null);
  };
  const deleteRefused = remove.error instanceof ApiError && remove.error.status === 409;

  return (
    <div className="space-y-6">
      <div hidden={previewing} className="space-y-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="space-y-1">
            <Button variant="link" onClick={back}>
              {i18n._(words.backToList)}
            </Button>
            <h3
              ref={heading}
              tabIndex={-1}
              className="text-2xl font-bold text-ink focus:outline-none"
            >
              {record ? (
                <Trans>
                  Edit <InEnglish>{recordName}</InEnglish>
                </Trans>
              ) : (
                i18n._(words.newOne)
              )}
            </h3>
            {record && (
              <p className="flex flex-wrap items-center gap-2 text-sm text-stone-600">
                <ContentStatusBadge status={record.status} />
                <span>
                  <Trans>Last changed {lastChanged}</Trans>
                </span>
                {statusNote && <span className="font-medium text-amber-900">{statusNote}</span>}
              </p>
            )}
          </div>
        </div>
        {archived && (
          <p className="rounded-lg border border-stone-200 bg-stone-100 px-3 py-2 text-sm text-stone-700">
            {i18n._(words.archivedNote)}
          </p>
        )}
        {/* Focused fields scroll clear of the sticky actions bar. */}
        <fieldset
          disabled={archived}
          className="min-w-0 [&_:is(input,select,textarea,button)]:scroll-mb-40"
        >
          {children}
        </fieldset>
        <section
          aria-label={i18n._(words.actions)}
          className="sticky bottom-0 z-10 -mx-4 space-y-3 border-t border-stone-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_-8px_rgba(0,0,0,0.2)] backdrop-blur"
        >
          {(saveError ?? actionError) && <Alert tone="error">{saveError ?? actionError}</Alert>}
          <div className="flex flex-wrap items-center gap-2">
            {!archived && (
              <Button type="submit" form={formId} disabled={busy}>
                {saving ? t`Saving...` : status === "published" ? t`Save changes` : t`Save draft`}
              </Button>
            )}
            {record && (
              <Button
                ref={previewButton}
                variant="secondary"
                disabled={busy}
                onClick={() => setPreviewing(true)}
              >
                <Trans>Preview</Trans>
              </Button>
            )}
            {record && (status === "draft" || status === "unpublished") && (
              <Button variant="secondary" disabled={busy} onClick={() => void act("publish")}>
                <Trans>Publish</Trans>
              </Button>
            )}
            {status === "published" && (
              <Button variant="secondary" disabled={busy} onClick={() => void act("unpublish")}>
                <Trans>Unpublish</Trans>
              </Button>
            )}
            {record && !archived && (
              <Button
                variant="danger-outline"
                disabled={busy}
                onClick={() => setConfirming("archive")}
              >
                <Trans>Archive</Trans>
              </Button>
            )}
            {record && (
              <Button
                variant="danger-outline"
                disabled={busy}
                onClick={() => setConfirming("delete")}
              >
                <Trans>Delete</Trans>
              </Button>
            )}
            {status === "published" && !archived && (
              <p className="text-sm text-stone-600">
                <Trans>Saved changes show to travellers at once.</Trans>
              </p>
            )}
          </div>
        </section>
      </div>

      {previewing &&
        record &&
        renderPreview({
          srNo: record.srNo,
          unsaved: dirty,
          onClose: () => {
            setPreviewing(false);
            requestAnimationFrame(() => previewButton.current?.focus());
          },
        })}

      {record && (
        <>
          <ConfirmDialog
            open={confirming === "delete"}
            title={i18n._(words.deleteTitle)}
            confirmLabel={t`Delete permanently`}
            busy={remove.isPending}
            error={dialogError}
            onConfirm={() => void confirmDelete()}
            onCancel={closeDialog}
            alternative={
              deleteRefused &&
              !archived && (
                <Button variant="secondary" disabled={busy} onClick={() => void archive()}>
                  <Trans>Archive instead</Trans>
                </Button>
              )
            }
          >
            <p>
              <Trans>
                This deletes{" "}
                <strong>
                  <InEnglish>{recordName}</InEnglish>
                </strong>{" "}
                for good. It cannot be undone.
              </Trans>
            </p>
            {record.bookingCount > 0 && (
              <p>
                <Plural
                  value={bookings}
                  one="It has # booking, so it can only be archived."
                  other="It has # bookings, so it can only be archived."
                />
              </p>
            )}
          </ConfirmDialog>
          <ConfirmDialog
            open={confirming === "archive"}
            title={i18n._(words.archiveTitle)}
            confirmLabel={t`Archive`}
            busy={changeStatus.isPending}
            error={dialogError}
            onConfirm={() => void archive()}
            onCancel={closeDialog}
          >
            <p>
              <Trans>
                Archiving takes{" "}
                <strong>
                  <InEnglish>{recordName}</InEnglish>
                </strong>{" "}
                out of every list for good: travellers never see it again and it can no longer be
                changed. Its bookings stay as they are.
              </Trans>
            </p>
          </ConfirmDialog>
        </>
      )}
      <ConfirmDialog
        open={confirming === "leave"}
        title={t`Leave without saving?`}
        confirmLabel={t`Discard changes`}
        busy={false}
        error={null}
        onConfirm={() => {
          setConfirming(null);
          onBack();
        }}
        onCancel={closeDialog}
      >
        <p>
          <Trans>The changes you made since the last save will be lost.</Trans>
        </p>
      </ConfirmDialog>
    </div>
  );
}
