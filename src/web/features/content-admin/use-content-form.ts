import { useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { errorMessage } from "@/web/components/ui/server-errors";
import { useToast } from "@/web/components/ui/toast";
import { applyServerFieldErrors, saveFailure } from "./field-errors";
import { type ContentKind, KINDS } from "./labels";
import { type ContentInput, type ContentRecord, useContentMutations } from "./queries";
import { CHECK_THE_FORM } from "./texts";

interface ContentFormOptions<K extends ContentKind, V extends FieldValues> {
  kind: K;
  /** The saved record; null while a new one has not been saved yet. */
  record: ContentRecord[K] | null;
  form: UseFormReturn<V, unknown, ContentInput[K]>;
  /** The form's values for a saved record. */
  valuesOf: (record: ContentRecord[K]) => V;
  /** The form field showing the server's message for an API path, or null when none does. */
  placeError: (path: string) => string | null;
  /** A new record was saved and got its number. */
  onCreated: (srNo: number) => void;
}

/**
 * Saving a destination's or package's form: creates or updates it, puts the server's field
 * messages beside their fields and the rest in the editor's summary. Gives the props of the
 * `<form>` and of the `ContentEditor` around it.
 */
export function useContentForm<K extends ContentKind, V extends FieldValues>({
  kind,
  record,
  form,
  valuesOf,
  placeError,
  onCreated,
}: ContentFormOptions<K, V>) {
  const { t, i18n } = useLingui();
  const formId = useId();
  const toast = useToast();
  const { save } = useContentMutations(kind);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    handleSubmit,
    setError,
    reset,
    formState: { isDirty, isSubmitting },
  } = form;

  async function store(values: ContentInput[K]): Promise<ContentRecord[K] | null> {
    setFormError(null);
    try {
      const saved = await save.mutateAsync({ srNo: record?.srNo ?? null, input: values });
      reset(valuesOf(saved));
      const name = saved.name;
      toast.success(
        saved.status === "published"
          ? t`${name} is saved: travellers see the changes now.`
          : t`${name} is saved as a draft.`,
      );
      if (!record) onCreated(saved.srNo);
      return saved;
    } catch (error) {
      const unplaced = applyServerFieldErrors(error, setError, placeError);
      setFormError(saveFailure(errorMessage(error, i18n._(KINDS[kind].texts.notSaved)), unplaced));
      return null;
    }
  }

  const invalid = () => setFormError(i18n._(CHECK_THE_FORM));
  const saveIfChanged = () =>
    new Promise<ContentRecord[K] | null>((resolve) => {
      void handleSubmit(
        async (values) => resolve(await store(values)),
        () => {
          invalid();
          resolve(null);
        },
      )();
    });

  return {
    formProps: { id: formId, noValidate: true, onSubmit: handleSubmit(store, invalid) },
    editorProps: {
      kind,
      record,
      formId,
      dirty: isDirty,
      saving: isSubmitting || save.isPending,
      saveError: formError,
      saveIfChanged,
    },
  };
}
