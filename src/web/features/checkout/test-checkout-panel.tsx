import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { BookingView } from "@/shared/bookings/types";
import type { CheckoutView } from "@/shared/payments/types";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { RadioGroup } from "@/web/components/ui/radio-group";
import { errorMessage } from "@/web/components/ui/server-errors";
import { formatPaise } from "@/web/lib/format";
import { type TestOutcome, useTestPayment } from "./queries";

export const TEST_MODE_TITLE = msg`Test payment: no money moves`;

const OUTCOMES = [
  { value: "upi_success", label: msg`UPI success`, hint: msg`The payment goes through.` },
  { value: "upi_failure", label: msg`UPI failure`, hint: msg`The UPI app declines it.` },
  { value: "card_declined", label: msg`Card declined`, hint: msg`The bank refuses the card.` },
] as const;

/**
 * The built-in checkout used when no payment provider is configured. The payer picks what the
 * payment does; the server drives the same signed webhook path a real provider would.
 */
export function TestCheckoutPanel({
  view,
  onPaid,
}: {
  view: CheckoutView;
  onPaid: (booking: BookingView) => void;
}) {
  const { t, i18n } = useLingui();
  const amount = formatPaise(view.amountPaise);
  const [outcome, setOutcome] = useState<TestOutcome>("upi_success");
  const [failure, setFailure] = useState<string | null>(null);
  const pay = useTestPayment();

  async function submit() {
    setFailure(null);
    try {
      const result = await pay.mutateAsync({ orderId: view.orderId, outcome });
      if (result.paid) onPaid(result.booking);
      else {
        const reason = result.error ?? t`declined`;
        setFailure(
          t`The payment did not go through: ${reason}. Nothing was charged; you can try again.`,
        );
      }
    } catch (error) {
      setFailure(errorMessage(error, t`The test payment could not be made. Please try again.`));
    }
  }

  return (
    <section
      aria-labelledby="test-checkout-title"
      className="space-y-4 rounded-2xl border-2 border-dashed border-amber-400 bg-amber-50 p-5"
    >
      <h2 id="test-checkout-title" className="text-lg font-semibold text-amber-950">
        {i18n._(TEST_MODE_TITLE)}
      </h2>
      <p className="text-sm text-amber-900">
        <Trans>
          This server has no payment provider configured, so this page stands in for one. Choose
          what the payment of {amount} should do.
        </Trans>
      </p>
      {failure && <Alert tone="error">{failure}</Alert>}
      <RadioGroup
        legend={t`Test outcome`}
        name="test-outcome"
        options={OUTCOMES.map((o) => ({
          value: o.value,
          label: i18n._(o.label),
          hint: i18n._(o.hint),
        }))}
        value={outcome}
        onChange={setOutcome}
      />
      <Button onClick={() => void submit()} disabled={pay.isPending}>
        {pay.isPending ? t`Paying...` : t`Pay ${amount} (test)`}
      </Button>
    </section>
  );
}
