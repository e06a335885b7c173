import { zodResolver } from "@hookform/resolvers/zod";
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
  return (
    <Dialog
      open={licence !== null}
      title={licence ? `Reject the licence of ${licence.guideName}` : "Reject the licence"}
      onClose={onClose}
    >
      {licence && <RejectForm key={licence.guideSno} licence={licence} onDone={onClose} />}
    </Dialog>
  );
}

function RejectForm({ licence, onDone }: { licence: AdminLicence; onDone: () => void }) {
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
        toast.success(`Licence rejected. ${licence.guideName} has been emailed the reason.`);
        onDone();
      },
      onError: (error) =>
        report("error", errorMessage(error, "The licence could not be rejected.")),
    });

  return (
    <form noValidate onSubmit={handleSubmit(onReject)} className="space-y-4">
      <DialogNotice notice={notice} />
      <p className="text-sm text-stone-600">
        {licence.number}, issued by {licence.authority}. The guide can correct it and send it again.
      </p>
      <TextareaField
        label="Reason for rejection"
        hint={`Emailed to the guide. At most ${LICENCE_LIMITS.rejectionReasonMax} characters.`}
        error={errors.reason?.message}
        rows={3}
        {...register("reason")}
      />
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onDone} disabled={reject.isPending}>
          Cancel
        </Button>
        <Button type="submit" variant="danger" disabled={reject.isPending}>
          {reject.isPending ? "Rejecting..." : "Reject licence"}
        </Button>
      </div>
    </form>
  );
}
