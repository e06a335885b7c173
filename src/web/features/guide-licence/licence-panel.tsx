import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { type ChangeEvent, useEffect, useRef, useState } from "react";
import { addDays, todayInIndia } from "@/shared/dates";
import {
  LICENCE_DOCUMENT_ACCEPT,
  LICENCE_DOCUMENT_MAX_BYTES,
  LICENCE_DOCUMENT_TYPES,
  LICENCE_KINDS,
  type LicenceDetailsFormValues,
  type LicenceDetailsInput,
  type LicenceKind,
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

const LICENCE_TEXT = {
  sent: msg`Licence sent. We will e-mail you once an admin has checked it.`,
  withdrawn: msg`Licence withdrawn. Your card no longer shows the Licensed badge.`,
  sendFailed: msg`We could not send your licence. Please try again.`,
  withdrawFailed: msg`We could not withdraw your licence. Please try again.`,
} as const;

/** LICENCE_KIND_LABELS (src/shared/guides/licence-schema.ts) as the reader reads them. */
const KIND_LABELS: Record<LicenceKind, MessageDescriptor> = {
  "india-tourism-national": msg`India Tourism guide, national level`,
  "india-tourism-regional": msg`India Tourism guide, regional level`,
  state: msg`State level guide`,
};

/** The shared LICENCE_DOCUMENT_* texts, for the checks the browser makes before sending. */
const DOCUMENT_PROBLEMS = {
  missing: msg`Please choose the scanned licence (a PDF or an image).`,
  empty: msg`The file is empty. Please choose the scanned licence.`,
  tooLarge: msg`The document can be at most 5 MB.`,
  wrongType: msg`Please choose a PDF, JPEG, PNG or WebP file. This file is none of those.`,
} as const;

const ACCEPTED_EXTENSIONS = [".pdf", ".jpg", ".jpeg", ".png", ".webp"];

const valuesOf = (licence: GuideLicence | null): LicenceDetailsFormValues => ({
  // "None" is the select's empty choice; the schema only ever sees a real kind.
  kind: (licence?.kind ?? NONE) as LicenceDetailsFormValues["kind"],
  number: licence?.number ?? "",
  authority: licence?.authority ?? "",
  expiresOn: licence?.expiresOn ?? "",
});

/** What the browser can tell of a chosen file; the server checks its bytes again. */
function documentProblem(file: File | null, required: boolean): MessageDescriptor | null {
  if (!file) return required ? DOCUMENT_PROBLEMS.missing : null;
  if (file.size === 0) return DOCUMENT_PROBLEMS.empty;
  if (file.size > LICENCE_DOCUMENT_MAX_BYTES) return DOCUMENT_PROBLEMS.tooLarge;
  const name = file.name.toLowerCase();
  const knownType = file.type in LICENCE_DOCUMENT_TYPES;
  const knownName = ACCEPTED_EXTENSIONS.some((extension) => name.endsWith(extension));
  return knownType || knownName ? null : DOCUMENT_PROBLEMS.wrongType;
}

function LicenceStatus({ reply }: { reply: GuideLicenceReply & { licence: GuideLicence } }) {
  const { t } = useLingui();
  const { licence, licensed } = reply;
  const expires = formatDate(licence.expiresOn);
  const status: { label: string; tone: BadgeTone; text: string } =
    licence.status === "pending"
      ? {
          label: t`Waiting for verification`,
          tone: "amber",
          text: t`An admin will check your licence and its document. We will e-mail you the outcome.`,
        }
      : licence.status === "rejected"
        ? {
            label: t`Rejected`,
            tone: "red",
            text: t`Please correct the details or upload a clearer scan, and send it again.`,
          }
        : licensed
          ? {
              label: t`Verified`,
              tone: "emerald",
              text: t`Your card shows the Licensed badge until your licence expires on ${expires}.`,
            }
          : {
              label: t`Expired`,
              tone: "stone",
              text: t`Your licence expired on ${expires}. Send the renewed licence to get the badge back.`,
            };
  const sentOn = formatDate(licence.submittedAt);
  const checkedOn = licence.reviewedAt ? formatDate(licence.reviewedAt) : null;
  return (
    <div className="space-y-2 rounded-xl border border-stone-200 bg-stone-50 p-4 text-sm">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-ink">
          <Trans>Status:</Trans>
        </span>
        <Badge tone={status.tone}>{status.label}</Badge>
      </p>
      <p className="text-stone-700">{status.text}</p>
      {licence.status === "rejected" && licence.rejectionReason && (
        <p className="text-stone-800">
          <span className="font-semibold">
            <Trans>Reason:</Trans>{" "}
          </span>
          <span translate="no">{licence.rejectionReason}</span>
        </p>
      )}
      <p className="text-stone-600">
        {checkedOn ? t`Sent on ${sentOn}, checked on ${checkedOn}.` : t`Sent on ${sentOn}.`}{" "}
        <a
          href={LICENCE_DOCUMENT_PATH}
          target="_blank"
          rel="noopener noreferrer"
          className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900"
        >
          <Trans>View the document you uploaded</Trans>
        </a>
      </p>
    </div>
  );
}

/** The guide's licence: its details, a scanned document, and where its review stands. */
export function LicencePanel() {
  const { t } = useLingui();
  const licence = useOwnLicence();
  return (
    <section aria-labelledby="guide-licence-heading" className="max-w-2xl space-y-5">
      <div>
        <h2 id="guide-licence-heading" className="text-xl font-semibold text-ink">
          <Trans>Licence</Trans>
        </h2>
        <p className="mt-1 text-sm text-stone-600">
          <Trans>
            A guide licence (India Tourism or your state) that an admin has verified shows a
            "Licensed" badge on your card on the Guides page until it expires. We remind you by
            e-mail 30 days before. Only you and our admins can open the document.
          </Trans>
        </p>
      </div>
      {licence.isPending ? (
        <StatusScreen text={t`Loading your licence...`} />
      ) : licence.isError ? (
        <ErrorPanel
          title={t`We couldn't load your licence.`}
          message={errorMessage(licence.error, t`Please try again.`)}
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
  const { t, i18n } = useLingui();
  const current = reply.licence;
  const { submit, withdraw } = useLicenceActions();
  const [outcome, setOutcome] = useState<Outcome>(null);
  // The browser's own checks are descriptors (shown in the language of the moment); the server's
  // answer is a text.
  const [documentError, setDocumentError] = useState<MessageDescriptor | string | null>(null);
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
          setOutcome({ tone: "success", text: t(LICENCE_TEXT.sent) });
        },
        onError: (error) => {
          applyFieldErrors(error, setError, FIELD_NAMES);
          const fields = (error as { fields?: Record<string, string> }).fields;
          if (fields?.document) setDocumentError(fields.document);
          setOutcome({ tone: "error", text: errorMessage(error, t(LICENCE_TEXT.sendFailed)) });
        },
      },
    );
  };

  const onWithdraw = () => {
    setOutcome(null);
    withdraw.mutate(undefined, {
      onSuccess: () => setOutcome({ tone: "success", text: t(LICENCE_TEXT.withdrawn) }),
      onError: (error) =>
        setOutcome({ tone: "error", text: errorMessage(error, t(LICENCE_TEXT.withdrawFailed)) }),
    });
  };

  const onChooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0] ?? null;
    setDocumentError(file ? documentProblem(file, false) : null);
  };

  const kindOptions = [
    { value: NONE, label: t`None` },
    ...LICENCE_KINDS.map((value) => ({ value, label: i18n._(KIND_LABELS[value]) })),
  ];
  const shownDocumentError =
    documentError === null
      ? undefined
      : typeof documentError === "string"
        ? documentError
        : i18n._(documentError);

  return (
    <div className="space-y-5">
      {current && <LicenceStatus reply={{ ...reply, licence: current }} />}
      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
      <form
        noValidate
        onSubmit={handleSubmit(send, () => checkDocument())}
        className="grid gap-5 sm:grid-cols-2"
        aria-label={t`Licence details`}
      >
        <SelectField
          label={t`Licence kind`}
          fieldClassName="sm:col-span-2"
          options={kindOptions}
          {...field("kind")}
        />
        {kind === NONE ? (
          <div className="space-y-3 sm:col-span-2">
            {current ? (
              <>
                <p className="text-sm text-stone-700">
                  <Trans>
                    Withdrawing removes your licence and its document. Your card no longer shows the
                    Licensed badge.
                  </Trans>
                </p>
                <Button variant="danger" onClick={onWithdraw} disabled={busy}>
                  {withdraw.isPending ? t`Withdrawing...` : t`Withdraw licence`}
                </Button>
              </>
            ) : (
              <p className="text-sm text-stone-700">
                <Trans>
                  You have no licence on file. Choose the kind of licence you hold to add it.
                </Trans>
              </p>
            )}
          </div>
        ) : (
          <>
            <InputField
              label={t`Licence number`}
              autoComplete="off"
              hint={t`Letters, digits, spaces, - and /`}
              {...field("number")}
            />
            <InputField
              label={t`Issuing authority`}
              hint={t`For example: Ministry of Tourism, Government of India`}
              {...field("authority")}
            />
            <InputField
              label={t`Expiry date`}
              type="date"
              min={addDays(todayInIndia(), 1)}
              {...field("expiresOn")}
            />
            <Field
              label={t`Scanned licence`}
              hint={
                current
                  ? t`PDF, JPEG, PNG or WebP, at most 5 MB. Leave empty to keep the document you sent.`
                  : t`PDF, JPEG, PNG or WebP, at most 5 MB.`
              }
              error={shownDocumentError}
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
                  ? t`Sending...`
                  : current
                    ? t`Send for verification again`
                    : t`Send for verification`}
              </Button>
            </div>
          </>
        )}
      </form>
    </div>
  );
}
