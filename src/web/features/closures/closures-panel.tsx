import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useController, useForm } from "react-hook-form";
import { type AdminClosure, type ClosureInput, closureInput } from "@/shared/closures/schema";
import { type DestinationChoice, DestinationPicker } from "@/web/components/destination-picker";
import { Button } from "@/web/components/ui/button";
import { InputField } from "@/web/components/ui/field";
import { bindFields } from "@/web/components/ui/form";
import { applyFieldErrors, errorMessage } from "@/web/components/ui/server-errors";
import { type Column, Table } from "@/web/components/ui/table";
import { useToast } from "@/web/components/ui/toast";
import { api } from "@/web/lib/api";
import { formatMonthDay } from "@/web/lib/format";
import { closuresKey, closuresQuery } from "./queries";

const FIELDS = ["destinationSrNo", "startsOn", "endsOn", "reason"] as const;

/** The admin console's Seasonal closures: when each destination is closed every year. */
export function ClosuresPanel() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const toast = useToast();
  const closures = useQuery(closuresQuery);
  const remove = useMutation({
    mutationFn: (id: number) => api.delete(`/api/admin/closures/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: closuresKey }),
  });
  const columns: Column<AdminClosure>[] = [
    {
      header: t`Destination`,
      cell: (c) => <span translate="no">{c.destinationName}</span>,
    },
    {
      header: t`Closed`,
      cell: (c) => {
        const from = formatMonthDay(c.startsOn);
        const to = formatMonthDay(c.endsOn);
        return t`${from} to ${to}`;
      },
    },
    { header: t`Why`, wide: true, cell: (c) => <span translate="no">{c.reason}</span> },
    {
      header: t`Actions`,
      hideHeader: true,
      cell: (c) => {
        const destination = c.destinationName;
        const from = formatMonthDay(c.startsOn);
        return (
          <Button
            variant="danger-outline"
            size="sm"
            aria-label={t`Remove the closure of ${destination} from ${from}`}
            onClick={() =>
              remove.mutate(c.id, {
                onSuccess: () => toast.success(t`${destination} is open in that season again.`),
                onError: (error) => toast.error(errorMessage(error, t`We couldn't remove it.`)),
              })
            }
          >
            <Trans>Remove</Trans>
          </Button>
        );
      },
    },
  ];
  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm text-stone-600">
        <Trans>
          No tour is offered or accepted whose days fall in a destination's closed season, in any
          year. Seasons may run over the new year (15 November to 30 April).
        </Trans>
      </p>
      <AddClosureForm />
      <Table
        caption={t`Seasonal closures`}
        columns={columns}
        rows={closures.data ?? []}
        rowKey={(c) => c.id}
        query={closures}
        loadingText={t`Loading closures...`}
        errorTitle={t`We couldn't load the closures.`}
        empty={t`No destination has a closed season.`}
      />
    </div>
  );
}

function AddClosureForm() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [destination, setDestination] = useState<DestinationChoice | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ClosureInput>({
    resolver: zodResolver(closureInput),
    defaultValues: { startsOn: "", endsOn: "", reason: "" },
  });
  // Registered first, so a failed check focuses it first, as it comes first in the form.
  const { field: picked } = useController({ control, name: "destinationSrNo" });
  const field = bindFields(register, errors);

  async function submit(values: ClosureInput) {
    try {
      await api.post("/api/admin/closures", values);
      await queryClient.invalidateQueries({ queryKey: closuresKey });
      reset();
      setDestination(null);
      toast.success(t`The closed season is saved.`);
    } catch (error) {
      if (!applyFieldErrors(error, setError, FIELDS))
        toast.error(errorMessage(error, t`We couldn't save the closed season.`));
    }
  }

  return (
    <form
      noValidate
      aria-label={t`Add a closed season`}
      onSubmit={handleSubmit(submit)}
      className="grid gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:grid-cols-2 lg:grid-cols-4"
    >
      <DestinationPicker
        label={t`Destination`}
        placeholder={t`Type its name...`}
        value={destination}
        onChange={(choice) => {
          setDestination(choice);
          picked.onChange(choice?.srNo);
        }}
        onBlur={picked.onBlur}
        inputRef={picked.ref}
        error={errors.destinationSrNo?.message}
      />
      <InputField
        label={t`First closed day`}
        placeholder="06-16"
        hint={t`MM-DD: 06-16 is 16 June`}
        {...field("startsOn")}
      />
      <InputField
        label={t`Last closed day`}
        placeholder="10-15"
        hint={t`MM-DD`}
        {...field("endsOn")}
      />
      <InputField
        label={t`Why`}
        placeholder={t`The sanctuary closes for the monsoon`}
        {...field("reason")}
      />
      <div className="sm:col-span-2 lg:col-span-4">
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
          <Trans>Add closed season</Trans>
        </Button>
      </div>
    </form>
  );
}
