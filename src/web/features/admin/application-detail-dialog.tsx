import { zodResolver } from "@hookform/resolvers/zod";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useForm } from "react-hook-form";
import {
  type AdminGuideApplication,
  approvalBlocked,
  MAX_DECISION_REASON_LENGTH,
  type RejectApplicationInput,
  rejectApplicationInput,
} from "@/shared/admin/schema";
import { Button } from "@/web/components/ui/button";
import { Dialog } from "@/web/components/ui/dialog";
import { Fact, Facts } from "@/web/components/ui/facts";
import { TextareaField } from "@/web/components/ui/field";
import { errorMessage } from "@/web/components/ui/server-errors";
import { useToast } from "@/web/components/ui/toast";
import { formatDate } from "@/web/lib/format";
import { DialogNotice, useDialogNotice } from "./dialog-notice";
import { APPLICATION_STATUS_LABELS, roleLabel, specializationLabel } from "./labels";
import { useApplicationDecisions } from "./queries";
import { Years } from "./years";

/**
 * Why approval is refused: the English text is src/shared/admin/schema.ts's APPLICANT_HAS_ACCOUNT
 * (also the server's error), here in the reader's language; labels.test.ts checks they agree.
 */
export const APPLICANT_HAS_ACCOUNT_TEXT = msg`An account already uses this email address, and this application was sent signed out, so approving it could change an account the applicant has not proved they own. Please ask the person to log in to that account and apply from it.`;

interface ApplicationDetailDialogProps {
  application: AdminGuideApplication | null;
  onClose: () => void;
}

export function ApplicationDetailDialog({ application, onClose }: ApplicationDetailDialogProps) {
  const fullName = application?.fullName;
  return (
    <Dialog
      open={application !== null}
      title={
        application ? (
          <Trans>
            Application from <span translate="no">{fullName}</span>
          </Trans>
        ) : (
          <Trans>Application</Trans>
        )
      }
      onClose={onClose}
      className="max-w-2xl"
    >
      {application && (
        <ApplicationDetail key={application.id} application={application} onDecided={onClose} />
      )}
    </Dialog>
  );
}

function ApplicationDetail({
  application,
  onDecided,
}: {
  application: AdminGuideApplication;
  onDecided: () => void;
}) {
  const { t, i18n } = useLingui();
  const verifiedOn = application.emailVerifiedAt ? formatDate(application.emailVerifiedAt) : "";
  const role = application.emailAccount ? roleLabel(i18n, application.emailAccount.role) : "";
  return (
    <div className="space-y-6">
      {/* Addresses and the applicant's own words keep their line breaks. */}
      <Facts className="sm:grid-cols-2 [&_dd]:whitespace-pre-line">
        <Fact label={t`Full name`}>
          <span translate="no">{application.fullName}</span>
        </Fact>
        <Fact label={t`Email`}>
          <span className="break-all" translate="no">
            {application.email}
          </span>
        </Fact>
        <Fact label={t`Phone`}>
          <span translate="no">{application.phone}</span>
        </Fact>
        <Fact label={t`Years of experience`}>
          <Years years={application.experience} />
        </Fact>
        <Fact label={t`Address`} className="sm:col-span-2">
          <span translate="no">{application.address}</span>
        </Fact>
        <Fact label={t`Languages`}>
          <span translate="no">{application.languages}</span>
        </Fact>
        <Fact label={t`Specialization`}>
          {specializationLabel(i18n, application.specialization)}
        </Fact>
        <Fact label={t`About`} className="sm:col-span-2">
          <span translate="no">{application.about}</span>
        </Fact>
        <Fact label={t`Agreed to the terms`}>
          {application.agreeToTerms ? <Trans>Yes</Trans> : <Trans>No</Trans>}
        </Fact>
        <Fact label={t`Sent`}>
          {application.fromAccount ? (
            <Trans>Signed in, from the account with this email</Trans>
          ) : (
            <Trans>Signed out</Trans>
          )}
        </Fact>
        <Fact label={t`Email verified`}>
          {application.emailVerifiedAt ? (
            <Trans>Yes, on {verifiedOn}</Trans>
          ) : (
            <Trans>No, the applicant has not proved they read this address</Trans>
          )}
        </Fact>
        <Fact label={t`Account with this email`} className="sm:col-span-2">
          {application.emailAccount ? (
            <Trans>Yes, an existing {role} account</Trans>
          ) : (
            <Trans>None: approval creates one and emails an invitation to set a password</Trans>
          )}
        </Fact>
        <Fact label={t`Submitted`}>{formatDate(application.createdAt)}</Fact>
        <Fact label={t`Status`}>{i18n._(APPLICATION_STATUS_LABELS[application.status])}</Fact>
        {application.decidedAt && (
          <Fact label={t`Decided`}>{formatDate(application.decidedAt)}</Fact>
        )}
        {application.decisionReason && (
          <Fact label={t`Reason given`} className="sm:col-span-2">
            <span translate="no">{application.decisionReason}</span>
          </Fact>
        )}
      </Facts>
      {application.status === "pending" && (
        <Decision application={application} onDecided={onDecided} />
      )}
    </div>
  );
}

function Decision({
  application,
  onDecided,
}: {
  application: AdminGuideApplication;
  onDecided: () => void;
}) {
  const { t } = useLingui();
  const toast = useToast();
  const { notice, report } = useDialogNotice();
  const { approve, reject } = useApplicationDecisions(application.id);
  const deciding = approve.isPending || reject.isPending;
  const blocked = approvalBlocked(application);
  const max = MAX_DECISION_REASON_LENGTH;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RejectApplicationInput>({
    resolver: zodResolver(rejectApplicationInput),
    defaultValues: { reason: "" },
  });

  const onApprove = () =>
    approve.mutate(undefined, {
      onSuccess: ({ guide, accountCreated }) => {
        const name = guide.name;
        toast.success(
          accountCreated
            ? t`Application approved. ${name} is now listed as a guide, and an invitation to set a password was emailed.`
            : t`Application approved. ${name} is now listed as a guide.`,
        );
        onDecided();
      },
      onError: (error) =>
        report("error", errorMessage(error, t`The application could not be approved.`)),
    });

  const onReject = ({ reason }: RejectApplicationInput) =>
    reject.mutate(reason, {
      onSuccess: () => {
        const name = application.fullName;
        toast.success(t`Application rejected. ${name} has been emailed the reason.`);
        onDecided();
      },
      onError: (error) =>
        report("error", errorMessage(error, t`The application could not be rejected.`)),
    });

  return (
    <div className="space-y-4 border-t border-stone-200 pt-5">
      <DialogNotice notice={notice} />
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="space-y-3">
          <h3 className="text-sm font-semibold text-ink">
            <Trans>Approve</Trans>
          </h3>
          {blocked ? (
            <p id="approval-blocked" className="text-sm text-red-800">
              {t(APPLICANT_HAS_ACCOUNT_TEXT)}
            </p>
          ) : (
            <p className="text-sm text-stone-600">
              {application.fromAccount ? (
                <Trans>
                  The account that sent it becomes a guide with a verified profile on the Guides
                  page, and is emailed.
                </Trans>
              ) : (
                <Trans>
                  The applicant becomes a guide with a verified profile on the Guides page, and is
                  emailed.
                </Trans>
              )}
            </p>
          )}
          <Button
            disabled={deciding || blocked}
            aria-describedby={blocked ? "approval-blocked" : undefined}
            onClick={onApprove}
          >
            <Trans>Approve</Trans>
          </Button>
        </div>
        <form noValidate onSubmit={handleSubmit(onReject)} className="space-y-3">
          <h3 className="text-sm font-semibold text-ink">
            <Trans>Reject</Trans>
          </h3>
          <TextareaField
            label={t`Reason for rejection`}
            hint={t`Emailed to the applicant. At most ${max} characters.`}
            error={errors.reason?.message}
            rows={3}
            {...register("reason")}
          />
          <Button type="submit" variant="danger" disabled={deciding}>
            <Trans>Reject</Trans>
          </Button>
        </form>
      </div>
    </div>
  );
}
