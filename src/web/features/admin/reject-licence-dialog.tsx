import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { useForm } from "react-hook-form";
import {
  LICENCE_LIMITS,
  type RejectLicenceInput,
  rejectLicenceInput,
} from "@/shared/guides/licence-schema";
import type { AdminLicence } from "@/shared/guides/licence-types";
import { Button } from "@/web/components/ui/button";
import { Dialog } from "@/web/components/ui/dialog";
import { TextareaField } from "@/web/components/ui/field";
import { errorMessage } from "@/web/components/ui/server-errors";
import { useToast } from "@/web/components/ui/toast";
import { DialogNotice, useDialogNotice } from "./dialog-notice";
import { useLicenceDecisions } from "./licence-queries";

interface RejectLicenceDialogProps {
  licence: AdminLicence | null;
  onClose: () => void;
}

export function RejectLicenceDialog({ licence, onClose }: RejectLicenceDialogProps) {
  const name = licence?.guideName;
  return (
    <Dialog
      open={licence !== null}
      title={
        licence ? (
          <Trans>
            Reject the licence of <span translate="no">{name}</span>
          </Trans>
        ) : (
          <Trans>Reject the licence</Trans>
        )
      }
      onClose={onClose}
    >
      {licence && <RejectForm key={licence.guideSno} licence={licence} onDone={onClose} />}
    </Dialog>
  );
}

function RejectForm({ licence, onDone }: { licence: AdminLicence; onDone: () => void }) {
  const { t } = useLingui();
  const toast = useToast();
  const { notice, report } = useDialogNotice();
  const { reject } = useLicenceDecisions(licence.guideSno);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RejectLicenceInput>({
    resolver: zodResolver(rejectLicenceInput),
    defaultValues: { reason: "" },
  });

  const onReject = ({ reason }: RejectLicenceInput) =>
    reject.mutate(reason, {
      onSuccess: () => {
        const name = licence.guideName;
        toast.success(t`Licence rejected. ${name} has been emailed the reason.`);
        onDone();
      },
      onError: (error) =>
        report("error", errorMessage(error, t`The licence could not be rejected.`)),
    });
  const number = licence.number;
  const authority = licence.authority;
  const max = LICENCE_LIMITS.rejectionReasonMax;

  return (
    <form noValidate onSubmit={handleSubmit(onReject)} className="space-y-4">
      <DialogNotice notice={notice} />
      <p className="text-sm text-stone-600">
        <Trans>
          <span translate="no">{number}</span>, issued by <span translate="no">{authority}</span>.
          The guide can correct it and send it again.
        </Trans>
      </p>
      <TextareaField
        label={t`Reason for rejection`}
        hint={t`Emailed to the guide. At most ${max} characters.`}
        error={errors.reason?.message}
        rows={3}
        {...register("reason")}
      />
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onDone} disabled={reject.isPending}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" variant="danger" disabled={reject.isPending}>
          {reject.isPending ? <Trans>Rejecting...</Trans> : <Trans>Reject licence</Trans>}
        </Button>
      </div>
    </form>
  );
}
