import { type ChangeEvent, useEffect, useRef, useState } from "react";
import { addDays, todayInIndia } from "@/shared/dates";
import {
  LICENCE_DOCUMENT_ACCEPT,
  LICENCE_DOCUMENT_EMPTY,
  LICENCE_DOCUMENT_MAX_BYTES,
  LICENCE_DOCUMENT_MISSING,
  LICENCE_DOCUMENT_TOO_LARGE,
  LICENCE_DOCUMENT_TYPES,
  LICENCE_DOCUMENT_WRONG_TYPE,
  LICENCE_KIND_LABELS,
  LICENCE_KINDS,
  type LicenceDetailsFormValues,
  type LicenceDetailsInput,
  licenceDetailsInput,
} from "@/shared/guides/licence-schema";
import type { GuideLicence, GuideLicenceReply } from "@/shared/guides/licence-types";
import { Alert } from "@/web/components/ui/alert";
import { Badge, type BadgeTone } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { ErrorPanel } from "@/web/components/ui/error-panel";
import { Field, InputField, SelectField } from "@/web/components/ui/field";
import { useZodForm } from "@/web/components/ui/form";
import { applyFieldErrors, errorMessage } from "@/web/components/ui/server-errors";
import { StatusScreen } from "@/web/components/ui/status-screen";
import { formatDate } from "@/web/lib/format";
import { LICENCE_DOCUMENT_PATH, useLicenceActions, useOwnLicence } from "./queries";

const FIELD_NAMES = ["kind", "number", "authority", "expiresOn"] as const;
const NONE = "";

export const LICENCE_TEXT = {
  sent: "Licence sent. We will e-mail you once an admin has checked it.",
  withdrawn: "Licence withdrawn. Your card no longer shows the Licensed badge.",
  sendFailed: "We could not send your licence. Please try again.",
  withdrawFailed: "We could not withdraw your licence. Please try again.",
} as const;

const KIND_OPTIONS = [
  { value: NONE, label: "None" },
  ...LICENCE_KINDS.map((kind) => ({ value: kind, label: LICENCE_KIND_LABELS[kind] })),
];

const ACCEPTED_EXTENSIONS = [".pdf", ".jpg", ".jpeg", ".png", ".webp"];

const valuesOf = (licence: GuideLicence | null): LicenceDetailsFormValues => ({
  // "None" is the select's empty choice; the schema only ever sees a real kind.
  kind: (licence?.kind ?? NONE) as LicenceDetailsFormValues["kind"],
  number: licence?.number ?? "",
  authority: licence?.authority ?? "",
  expiresOn: licence?.expiresOn ?? "",
});

/** What the browser can tell of a chosen file; the server checks its bytes again. */
function documentProblem(file: File | null, required: boolean): string | null {
  if (!file) return required ? LICENCE_DOCUMENT_MISSING : null;
  if (file.size === 0) return LICENCE_DOCUMENT_EMPTY;
  if (file.size > LICENCE_DOCUMENT_MAX_BYTES) return LICENCE_DOCUMENT_TOO_LARGE;
  const name = file.name.toLowerCase();
  const knownType = file.type in LICENCE_DOCUMENT_TYPES;
  const knownName = ACCEPTED_EXTENSIONS.some((extension) => name.endsWith(extension));
  return knownType || knownName ? null : LICENCE_DOCUMENT_WRONG_TYPE;
}

function statusOf({ licence, licensed }: GuideLicenceReply & { licence: GuideLicence }): {
  label: string;
  tone: BadgeTone;
  text: string;
} {
  const expires = formatDate(licence.expiresOn);
  if (licence.status === "pending") {
    return {
      label: "Waiting for verification",
      tone: "amber",
      text: "An admin will check your licence and its document. We will e-mail you the outcome.",
    };
  }
  if (licence.status === "rejected") {
    return {
      label: "Rejected",
      tone: "red",
      text: "Please correct the details or upload a clearer scan, and send it again.",
    };
  }
  return licensed
    ? {
        label: "Verified",
        tone: "emerald",
        text: `Your card shows the Licensed badge until your licence expires on ${expires}.`,
      }
    : {
        label: "Expired",
        tone: "stone",
        text: `Your licence expired on ${expires}. Send the renewed licence to get the badge back.`,
      };
}

function LicenceStatus({ reply }: { reply: GuideLicenceReply & { licence: GuideLicence } }) {
  const { licence } = reply;
  const status = statusOf(reply);
  return (
    <div className="space-y-2 rounded-xl border border-stone-200 bg-stone-50 p-4 text-sm">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-ink">Status:</span>
        <Badge tone={status.tone}>{status.label}</Badge>
      </p>
      <p className="text-stone-700">{status.text}</p>
      {licence.status === "rejected" && licence.rejectionReason && (
        <p className="text-stone-800">
          <span className="font-semibold">Reason: </span>
          {licence.rejectionReason}
        </p>
      )}
      <p className="text-stone-600">
        Sent on {formatDate(licence.submittedAt)}
        {licence.reviewedAt ? `, checked on ${formatDate(licence.reviewedAt)}` : ""}.{" "}
        <a
          href={LICENCE_DOCUMENT_PATH}
          target="_blank"
          rel="noopener noreferrer"
          className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900"
        >
          View the document you uploaded
        </a>
      </p>
    </div>
  );
}

/** The guide's licence: its details, a scanned document, and where its review stands. */
export function LicencePanel() {
  const licence = useOwnLicence();
  return (
    <section aria-labelledby="guide-licence-heading" className="max-w-2xl space-y-5">
      <div>
        <h2 id="guide-licence-heading" className="text-xl font-semibold text-ink">
          Licence
        </h2>
        <p className="mt-1 text-sm text-stone-600">
          A guide licence (India Tourism or your state) that an admin has verified shows a
          "Licensed" badge on your card on the Guides page until it expires. We remind you by e-mail
          30 days before. Only you and our admins can open the document.
        </p>
      </div>
      {licence.isPending ? (
        <StatusScreen text="Loading your licence..." />
      ) : licence.isError ? (
        <ErrorPanel
          title="We couldn't load your licence."
          message={errorMessage(licence.error, "Please try again.")}
          onRetry={() => void licence.refetch()}
        />
      ) : (
        <LicenceForm reply={licence.data} />
      )}
    </section>
  );
}

type Outcome = { tone: "success" | "error"; text: string } | null;

function LicenceForm({ reply }: { reply: GuideLicenceReply }) {
  const current = reply.licence;
  const { submit, withdraw } = useLicenceActions();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [documentError, setDocumentError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const { field, handleSubmit, reset, setError, watch } = useZodForm(
    licenceDetailsInput,
    valuesOf(current),
  );

  useEffect(() => {
    reset(valuesOf(current));
  }, [current, reset]);

  const kind = watch("kind") as string;
  const busy = submit.isPending || withdraw.isPending;

  const chosenFile = () => fileInput.current?.files?.[0] ?? null;
  const checkDocument = () => {
    const problem = documentProblem(chosenFile(), current === null);
    setDocumentError(problem);
    return problem === null;
  };

  const send = (details: LicenceDetailsInput) => {
    if (!checkDocument()) return;
    setOutcome(null);
    submit.mutate(
      { details, document: chosenFile() },
      {
        onSuccess: () => {
          if (fileInput.current) fileInput.current.value = "";
          setOutcome({ tone: "success", text: LICENCE_TEXT.sent });
        },
        onError: (error) => {
          applyFieldErrors(error, setError, FIELD_NAMES);
          const fields = (error as { fields?: Record<string, string> }).fields;
          if (fields?.document) setDocumentError(fields.document);
          setOutcome({ tone: "error", text: errorMessage(error, LICENCE_TEXT.sendFailed) });
        },
      },
    );
  };

  const onWithdraw = () => {
    setOutcome(null);
    withdraw.mutate(undefined, {
      onSuccess: () => setOutcome({ tone: "success", text: LICENCE_TEXT.withdrawn }),
      onError: (error) =>
        setOutcome({ tone: "error", text: errorMessage(error, LICENCE_TEXT.withdrawFailed) }),
    });
  };

  const onChooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0] ?? null;
    setDocumentError(file ? documentProblem(file, false) : null);
  };

  return (
    <div className="space-y-5">
      {current && <LicenceStatus reply={{ ...reply, licence: current }} />}
      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
      <form
        noValidate
        onSubmit={handleSubmit(send, () => checkDocument())}
        className="grid gap-5 sm:grid-cols-2"
        aria-label="Licence details"
      >
        <SelectField
          label="Licence kind"
          fieldClassName="sm:col-span-2"
          options={KIND_OPTIONS}
          {...field("kind")}
        />
        {kind === NONE ? (
          <div className="space-y-3 sm:col-span-2">
            {current ? (
              <>
                <p className="text-sm text-stone-700">
                  Withdrawing removes your licence and its document. Your card no longer shows the
                  Licensed badge.
                </p>
                <Button variant="danger" onClick={onWithdraw} disabled={busy}>
                  {withdraw.isPending ? "Withdrawing..." : "Withdraw licence"}
                </Button>
              </>
            ) : (
              <p className="text-sm text-stone-700">
                You have no licence on file. Choose the kind of licence you hold to add it.
              </p>
            )}
          </div>
        ) : (
          <>
            <InputField
              label="Licence number"
              autoComplete="off"
              hint="Letters, digits, spaces, - and /"
              {...field("number")}
            />
            <InputField
              label="Issuing authority"
              hint="For example: Ministry of Tourism, Government of India"
              {...field("authority")}
            />
            <InputField
              label="Expiry date"
              type="date"
              min={addDays(todayInIndia(), 1)}
              {...field("expiresOn")}
            />
            <Field
              label="Scanned licence"
              hint={`PDF, JPEG, PNG or WebP, at most 5 MB.${
                current ? " Leave empty to keep the document you sent." : ""
              }`}
              error={documentError ?? undefined}
            >
              <input
                ref={fileInput}
                type="file"
                name="document"
                accept={LICENCE_DOCUMENT_ACCEPT}
                onChange={onChooseFile}
                className="block w-full text-sm text-stone-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
              />
            </Field>
            <div className="sm:col-span-2">
              <Button type="submit" disabled={busy}>
                {submit.isPending
                  ? "Sending..."
                  : current
                    ? "Send for verification again"
                    : "Send for verification"}
              </Button>
            </div>
          </>
        )}
      </form>
    </div>
  );
}
