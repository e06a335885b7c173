import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { CheckoutView } from "@/shared/payments/types";
import { UTR_PATTERN } from "@/shared/payments/upi";
import { Alert } from "@/web/components/ui/alert";
import { Button, buttonStyles } from "@/web/components/ui/button";
import { InputField } from "@/web/components/ui/field";
import { errorMessage } from "@/web/components/ui/server-errors";
import { formatPaise } from "@/web/lib/format";
import { useUpiClaim } from "./queries";

export const UPI_CLAIMED_TEXT = msg`Thank you. We will confirm your booking as soon as the transfer reaches our account, usually within a working day.`;

/** Pay by any UPI app: scan the code or open the link, then give the UTR the app shows. */
export function UpiPanel({ bookingId, view }: { bookingId: string; view: CheckoutView }) {
  const { t, i18n } = useLingui();
  const claim = useUpiClaim(bookingId);
  const upi = view.checkout.kind === "upi" ? view.checkout : null;
  const [utr, setUtr] = useState("");
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [claimed, setClaimed] = useState(upi?.claimed ?? false);
  if (!upi) return null;
  const amount = formatPaise(view.amountPaise);
  const payee = upi.payee;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setFailure(null);
    const value = utr.trim();
    if (!UTR_PATTERN.test(value)) {
      setFieldError(t`A UTR is the 12-digit number your UPI app shows for the payment`);
      return;
    }
    setFieldError(undefined);
    try {
      await claim.mutateAsync(value);
      setClaimed(true);
    } catch (error) {
      setFailure(errorMessage(error, t`Your UTR could not be sent. Please try again.`));
    }
  }

  return (
    <section
      aria-labelledby="upi-title"
      className="space-y-4 rounded-2xl bg-white p-5 ring-1 ring-stone-200"
    >
      <h2 id="upi-title" className="text-lg font-semibold text-ink">
        <Trans>Pay {amount} with any UPI app</Trans>
      </h2>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <img
          src={upi.qrCode}
          width={192}
          height={192}
          alt={t`UPI QR code: pay ${amount} to ${payee}`}
          className="h-48 w-48 rounded-lg border border-stone-200 bg-white"
        />
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-stone-600">
            <Trans>Pay to</Trans>
          </dt>
          <dd translate="no" className="font-medium text-ink">
            {payee}
          </dd>
          <dt className="text-stone-600">
            <Trans>Amount</Trans>
          </dt>
          <dd className="font-medium text-ink">{amount}</dd>
          <dt className="text-stone-600">
            <Trans>Reference</Trans>
          </dt>
          <dd translate="no" className="font-mono text-ink">
            {upi.reference}
          </dd>
        </dl>
      </div>
      <a href={upi.link} className={buttonStyles({ variant: "secondary" })}>
        <Trans>Open my UPI app</Trans>
      </a>
      {claimed ? (
        <Alert tone="success">{i18n._(UPI_CLAIMED_TEXT)}</Alert>
      ) : (
        <form noValidate onSubmit={(e) => void submit(e)} className="space-y-3">
          {failure && <Alert tone="error">{failure}</Alert>}
          <InputField
            label={t`UTR (12-digit transaction number from your UPI app)`}
            inputMode="numeric"
            autoComplete="off"
            value={utr}
            onChange={(e) => setUtr(e.target.value)}
            error={fieldError}
          />
          <Button type="submit" disabled={claim.isPending}>
            <Trans>I have paid</Trans>
          </Button>
        </form>
      )}
    </section>
  );
}
