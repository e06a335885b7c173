import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import {
  type AdminGuideApplication,
  APPLICANT_HAS_ACCOUNT,
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
import { APPLICATION_STATUS_LABELS, ROLE_LABELS, specializationLabel, yearsText } from "./labels";
import { useApplicationDecisions } from "./queries";

interface ApplicationDetailDialogProps {
  application: AdminGuideApplication | null;
  onClose: () => void;
}

export function ApplicationDetailDialog({ application, onClose }: ApplicationDetailDialogProps) {
  return (
    <Dialog
      open={application !== null}
      title={application ? `Application from ${application.fullName}` : "Application"}
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
  return (
    <div className="space-y-6">
      {/* Addresses and the applicant's own words keep their line breaks. */}
      <Facts className="sm:grid-cols-2 [&_dd]:whitespace-pre-line">
        <Fact label="Full name">{application.fullName}</Fact>
        <Fact label="Email">
          <span className="break-all">{application.email}</span>
        </Fact>
        <Fact label="Phone">{application.phone}</Fact>
        <Fact label="Years of experience">{yearsText(application.experience)}</Fact>
        <Fact label="Address" className="sm:col-span-2">
          {application.address}
        </Fact>
        <Fact label="Languages">{application.languages}</Fact>
        <Fact label="Specialization">{specializationLabel(application.specialization)}</Fact>
        <Fact label="About" className="sm:col-span-2">
          {application.about}
        </Fact>
        <Fact label="Agreed to the terms">{application.agreeToTerms ? "Yes" : "No"}</Fact>
        <Fact label="Sent">
          {application.fromAccount ? "Signed in, from the account with this email" : "Signed out"}
        </Fact>
        <Fact label="Email verified">
          {application.emailVerifiedAt
            ? `Yes, on ${formatDate(application.emailVerifiedAt)}`
            : "No, the applicant has not proved they read this address"}
        </Fact>
        <Fact label="Account with this email" className="sm:col-span-2">
          {application.emailAccount
            ? `Yes, an existing ${ROLE_LABELS[application.emailAccount.role]} account`
            : "None: approval creates one and emails an invitation to set a password"}
        </Fact>
        <Fact label="Submitted">{formatDate(application.createdAt)}</Fact>
        <Fact label="Status">{APPLICATION_STATUS_LABELS[application.status]}</Fact>
        {application.decidedAt && <Fact label="Decided">{formatDate(application.decidedAt)}</Fact>}
        {application.decisionReason && (
          <Fact label="Reason given" className="sm:col-span-2">
            {application.decisionReason}
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
  const toast = useToast();
  const { notice, report } = useDialogNotice();
  const { approve, reject } = useApplicationDecisions(application.id);
  const deciding = approve.isPending || reject.isPending;
  const blocked = approvalBlocked(application);
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
        toast.success(
          `Application approved. ${guide.name} is now listed as a guide${
            accountCreated ? ", and an invitation to set a password was emailed" : ""
          }.`,
        );
        onDecided();
      },
      onError: (error) =>
        report("error", errorMessage(error, "The application could not be approved.")),
    });

  const onReject = ({ reason }: RejectApplicationInput) =>
    reject.mutate(reason, {
      onSuccess: () => {
        toast.success(`Application rejected. ${application.fullName} has been emailed the reason.`);
        onDecided();
      },
      onError: (error) =>
        report("error", errorMessage(error, "The application could not be rejected.")),
    });

  return (
    <div className="space-y-4 border-t border-stone-200 pt-5">
      <DialogNotice notice={notice} />
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="space-y-3">
          <h3 className="text-sm font-semibold text-ink">Approve</h3>
          {blocked ? (
            <p id="approval-blocked" className="text-sm text-red-800">
              {APPLICANT_HAS_ACCOUNT}
            </p>
          ) : (
            <p className="text-sm text-stone-600">
              {application.fromAccount
                ? "The account that sent it becomes a guide with a verified profile on the Guides page, and is emailed."
                : "The applicant becomes a guide with a verified profile on the Guides page, and is emailed."}
            </p>
          )}
          <Button
            disabled={deciding || blocked}
            aria-describedby={blocked ? "approval-blocked" : undefined}
            onClick={onApprove}
          >
            Approve
          </Button>
        </div>
        <form noValidate onSubmit={handleSubmit(onReject)} className="space-y-3">
          <h3 className="text-sm font-semibold text-ink">Reject</h3>
          <TextareaField
            label="Reason for rejection"
            hint={`Emailed to the applicant. At most ${MAX_DECISION_REASON_LENGTH} characters.`}
            error={errors.reason?.message}
            rows={3}
            {...register("reason")}
          />
          <Button type="submit" variant="danger" disabled={deciding}>
            Reject
          </Button>
        </form>
      </div>
    </div>
  );
}
