import { zodResolver } from "@hookform/resolvers/zod";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import type * as z from "zod/mini";
import type { BookingView } from "@/shared/bookings/types";
import { documentPath } from "@/shared/payments/documents";
import { type InvoiceDetailsForm, invoiceDetailsForm } from "@/shared/payments/schema";
import type { CheckoutView, PaymentOptions } from "@/shared/payments/types";
import { Alert } from "@/web/components/ui/alert";
import { Button, ButtonLink } from "@/web/components/ui/button";
import { InputField } from "@/web/components/ui/field";
import { bindFields } from "@/web/components/ui/form";
import { RadioGroup } from "@/web/components/ui/radio-group";
import { applyFieldErrors, errorMessage } from "@/web/components/ui/server-errors";
import { shownBookingNames } from "@/web/lib/english-fields";
import { formatDate, formatMoment, formatPaise } from "@/web/lib/format";
import { useStartCheckout, useVerifyPayment } from "./queries";
import { openRazorpayCheckout } from "./razorpay-checkout";
import { TestCheckoutPanel } from "./test-checkout-panel";
import { UpiPanel } from "./upi-panel";

const PURPOSES = {
  deposit: msg`Deposit`,
  full: msg`Full payment`,
  balance: msg`Balance`,
} as const;

type Method = "provider" | "upi";

/** Paying what a booking owes now: the amount and why, optional GST details, then the checkout. */
export function CheckoutPanel({
  booking,
  options,
}: {
  booking: BookingView;
  options: PaymentOptions;
}) {
  const { t, i18n } = useLingui();
  const due = booking.payment.dueNow;
  const [method, setMethod] = useState<Method>("provider");
  const [view, setView] = useState<CheckoutView | null>(null);
  const [paid, setPaid] = useState<BookingView | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const start = useStartCheckout(booking.id);
  const verify = useVerifyPayment();
  const doneRef = useRef<HTMLHeadingElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof invoiceDetailsForm>, unknown, InvoiceDetailsForm>({
    resolver: zodResolver(invoiceDetailsForm),
    defaultValues: { gstin: "", businessName: "" },
  });
  const field = bindFields(register, errors);

  useEffect(() => {
    if (paid) doneRef.current?.focus();
  }, [paid]);

  if (paid) {
    const invoice = paid.payment.documents.filter((d) => d.kind === "invoice").at(-1);
    const paidSoFar = formatPaise(paid.payment.paidPaise);
    const price = formatPaise(paid.payment.pricePaise);
    const balanceAmount = paid.payment.dueNow ? formatPaise(paid.payment.dueNow.amountPaise) : "";
    const balanceDueOn = paid.payment.balanceDueOn ? formatDate(paid.payment.balanceDueOn) : "";
    const balance =
      paid.payment.dueNow?.purpose === "balance" && paid.payment.balanceDueOn
        ? t`The balance of ${balanceAmount} is due by ${balanceDueOn}.`
        : "";
    const invoiceNumber = invoice?.number;
    return (
      <section
        aria-labelledby="paid-title"
        className="space-y-3 rounded-2xl bg-white p-6 ring-1 ring-emerald-200"
      >
        <h2
          ref={doneRef}
          tabIndex={-1}
          id="paid-title"
          className="text-xl font-semibold text-emerald-900 focus:outline-none"
        >
          <Trans>Payment received. Your booking is confirmed.</Trans>
        </h2>
        <p className="text-stone-700">
          <Trans>
            Paid {paidSoFar} of {price}.
          </Trans>
          {balance ? ` ${balance}` : ""} <Trans>We have e-mailed your GST invoice.</Trans>
        </p>
        <div className="flex flex-wrap gap-3">
          {invoice && (
            <a
              href={documentPath(invoice.number)}
              download
              className="font-medium text-brand-800 underline"
            >
              <Trans>
                Download invoice <span translate="no">{invoiceNumber}</span>
              </Trans>
            </a>
          )}
          <ButtonLink to="/my-bookings">
            <Trans>Back to My Bookings</Trans>
          </ButtonLink>
        </div>
      </section>
    );
  }

  if (!due) {
    return (
      <Alert tone="success">
        <Trans>Nothing is due on this booking now.</Trans>{" "}
        <ButtonLink to="/my-bookings" variant="secondary" className="ml-2">
          <Trans>Back to My Bookings</Trans>
        </ButtonLink>
      </Alert>
    );
  }

  async function begin(values: InvoiceDetailsForm) {
    setFailure(null);
    try {
      const started = await start.mutateAsync({ ...values, method });
      setView(started);
      if (started.checkout.kind === "razorpay") {
        const result = await openRazorpayCheckout(started, "Yatra Tours", {
          payByUpi: t`Pay by UPI`,
          notLoaded: t`Razorpay Checkout could not be loaded. Check your connection and try again.`,
        });
        if (!result) return;
        setPaid(await verify.mutateAsync(result));
      }
    } catch (error) {
      applyFieldErrors(error, setError, ["gstin", "businessName"]);
      setFailure(
        error instanceof Error && !("status" in error)
          ? error.message
          : errorMessage(
              error,
              t`The payment could not be started. Nothing was charged; please try again.`,
            ),
      );
    }
  }

  const methods = [
    {
      value: "provider" as const,
      label:
        options.provider === "razorpay"
          ? t`UPI, card or net banking (Razorpay)`
          : t`Online payment`,
      hint: options.provider === "razorpay" ? t`Confirmed at once.` : t`Test mode on this server.`,
    },
    ...(options.upi
      ? [
          {
            value: "upi" as const,
            label: t`Any UPI app, by QR code`,
            hint: t`Confirmed once the transfer reaches us (usually within a working day).`,
          },
        ]
      : []),
  ];

  const purpose = i18n._(PURPOSES[due.purpose]);
  const dueAmount = formatPaise(due.amountPaise);
  const { packageName, packageLang } = shownBookingNames(booking);
  const { guideName } = shownBookingNames(booking);
  const startDate = formatDate(booking.startDate);
  const endDate = formatDate(booking.endDate);
  const totalPrice = formatPaise(booking.payment.pricePaise);
  const remaining = formatPaise(booking.payment.pricePaise - due.amountPaise);
  const balanceDueOn = booking.payment.balanceDueOn ? formatDate(booking.payment.balanceDueOn) : "";
  const holdUntil = booking.payment.holdExpiresAt
    ? formatMoment(new Date(booking.payment.holdExpiresAt))
    : "";

  return (
    <div className="space-y-6">
      <section
        aria-labelledby="due-title"
        className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200/70"
      >
        <h2 id="due-title" className="text-lg font-semibold text-ink">
          <Trans>
            {purpose} due now: {dueAmount}
          </Trans>
        </h2>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm text-stone-700">
          <dt>
            <Trans>Tour</Trans>
          </dt>
          <dd>
            <Trans>
              <span lang={packageLang}>{packageName}</span> with{" "}
              <span translate="no">{guideName}</span>
            </Trans>
          </dd>
          <dt>
            <Trans>Dates</Trans>
          </dt>
          <dd>
            {startDate} – {endDate}
          </dd>
          <dt>
            <Trans>Price</Trans>
          </dt>
          <dd>
            <Trans>{totalPrice} (GST included)</Trans>
          </dd>
          {booking.payment.paidPaise > 0 && (
            <>
              <dt>
                <Trans>Paid so far</Trans>
              </dt>
              <dd>{formatPaise(booking.payment.netPaidPaise)}</dd>
            </>
          )}
          {due.purpose === "deposit" && booking.payment.balanceDueOn && (
            <>
              <dt>
                <Trans>Balance</Trans>
              </dt>
              <dd>
                <Trans>
                  {remaining} due by {balanceDueOn}
                </Trans>
              </dd>
            </>
          )}
        </dl>
        {booking.payment.holdExpiresAt && (
          <p className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            <Trans>
              <span translate="no">{guideName}</span>'s dates are held for you until {holdUntil}{" "}
              (India time).
            </Trans>
          </p>
        )}
      </section>

      {!view && (
        <form
          noValidate
          onSubmit={handleSubmit(begin)}
          className="space-y-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200/70"
        >
          {failure && <Alert tone="error">{failure}</Alert>}
          <RadioGroup
            legend={t`How would you like to pay?`}
            name="method"
            options={methods}
            value={method}
            onChange={setMethod}
          />
          <fieldset className="space-y-3">
            <legend className="text-sm font-medium text-stone-700">
              <Trans>GST invoice for a business (optional)</Trans>
            </legend>
            <InputField label={t`GSTIN`} autoComplete="off" maxLength={15} {...field("gstin")} />
            <InputField
              label={t`Business name`}
              autoComplete="organization"
              {...field("businessName")}
            />
          </fieldset>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? t`Starting payment...` : t`Pay ${dueAmount}`}
          </Button>
        </form>
      )}

      {view?.checkout.kind === "test" && <TestCheckoutPanel view={view} onPaid={setPaid} />}
      {view?.checkout.kind === "upi" && <UpiPanel bookingId={booking.id} view={view} />}
      {view?.checkout.kind === "razorpay" && failure && (
        <div className="space-y-3">
          <Alert tone="error">{failure}</Alert>
          <Button onClick={() => setView(null)}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      )}
    </div>
  );
}
