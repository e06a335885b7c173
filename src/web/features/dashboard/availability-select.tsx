import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { Select } from "@/web/components/ui/input";
import { useToast } from "@/web/components/ui/toast";
import { DASHBOARD_TEXT } from "./dashboard-texts";
import { DASHBOARD_TOAST_SUBJECT, isSignedOut, useSetAvailability } from "./queries";

const subject = DASHBOARD_TOAST_SUBJECT.availability;

/** The guide's own availability for new bookings, stored on their guide profile. */
export function AvailabilitySelect({ isAvailable }: { isAvailable: boolean }) {
  const id = useId();
  const { t } = useLingui();
  const toast = useToast();
  const update = useSetAvailability();
  // Show the choice at once; if saving fails the stored value comes back.
  const shown = update.isPending ? update.variables : isAvailable;

  const change = (next: boolean) =>
    update.mutate(next, {
      onSuccess: () => toast.success(t(DASHBOARD_TEXT.availabilityUpdated), { subject }),
      onError: (error) =>
        toast.error(
          t(
            isSignedOut(error)
              ? DASHBOARD_TEXT.notLoggedIn
              : DASHBOARD_TEXT.availabilityUpdateFailed,
          ),
          { subject },
        ),
    });

  return (
    <div className="flex items-center gap-3">
      <label htmlFor={id} className="text-sm font-medium text-stone-700">
        <Trans>Availability</Trans>
      </label>
      <Select
        id={id}
        value={String(shown)}
        aria-busy={update.isPending || undefined}
        onChange={(event) => change(event.target.value === "true")}
        className="w-auto min-w-40"
      >
        <option value="true">{t`Available`}</option>
        <option value="false">{t`Not Available`}</option>
      </Select>
    </div>
  );
}
