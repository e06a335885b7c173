import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import type * as z from "zod/mini";
import type { BookingView } from "@/shared/bookings/types";
import { formatIndiaTime } from "@/shared/dates";
import { documentPath } from "@/shared/payments/documents";
import { type InvoiceDetailsForm, invoiceDetailsForm } from "@/shared/payments/schema";
import type { CheckoutView, PaymentOptions } from "@/shared/payments/types";
import { Alert } from "@/web/components/ui/alert";
import { Button, ButtonLink } from "@/web/components/ui/button";
import { bindFields, InputField } from "@/web/components/ui/field";
import { RadioGroup } from "@/web/components/ui/radio-group";
import { applyFieldErrors, errorMessage } from "@/web/components/ui/server-errors";
import { formatDate, formatPaise } from "@/web/lib/format";
import { useStartCheckout, useVerifyPayment } from "./queries";
import { openRazorpayCheckout } from "./razorpay-checkout";
import { TestCheckoutPanel } from "./test-checkout-panel";
import { UpiPanel } from "./upi-panel";

const PURPOSES = { deposit: "Deposit", full: "Full payment", balance: "Balance" } as const;

type Method = "provider" | "upi";

/** Paying what a booking owes now: the amount and why, optional GST details, then the checkout. */
export function CheckoutPanel({
  booking,
  options,
}: {
  booking: BookingView;
  options: PaymentOptions;
}) {
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
          Payment received. Your booking is confirmed.
        </h2>
        <p className="text-stone-700">
          Paid {formatPaise(paid.payment.paidPaise)} of {formatPaise(paid.payment.pricePaise)}.
          {paid.payment.dueNow?.purpose === "balance" && paid.payment.balanceDueOn
            ? ` The balance of ${formatPaise(paid.payment.dueNow.amountPaise)} is due by ${formatDate(paid.payment.balanceDueOn)}.`
            : ""}{" "}
          We have e-mailed your GST invoice.
        </p>
        <div className="flex flex-wrap gap-3">
          {invoice && (
            <a
              href={documentPath(invoice.number)}
              download
              className="font-medium text-brand-800 underline"
            >
              Download invoice {invoice.number}
            </a>
          )}
          <ButtonLink to="/my-bookings">Back to My Bookings</ButtonLink>
        </div>
      </section>
    );
  }

  if (!due) {
    return (
      <Alert tone="success">
        Nothing is due on this booking now.{" "}
        <ButtonLink to="/my-bookings" variant="secondary" className="ml-2">
          Back to My Bookings
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
        const result = await openRazorpayCheckout(started, "Yatra Tours");
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
              "The payment could not be started. Nothing was charged; please try again.",
            ),
      );
    }
  }

  const methods = [
    {
      value: "provider" as const,
      label:
        options.provider === "razorpay" ? "UPI, card or net banking (Razorpay)" : "Online payment",
      hint: options.provider === "razorpay" ? "Confirmed at once." : "Test mode on this server.",
    },
    ...(options.upi
      ? [
          {
            value: "upi" as const,
            label: "Any UPI app, by QR code",
            hint: "Confirmed once the transfer reaches us (usually within a working day).",
          },
        ]
      : []),
  ];

  return (
    <div className="space-y-6">
      <section
        aria-labelledby="due-title"
        className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200/70"
      >
        <h2 id="due-title" className="text-lg font-semibold text-ink">
          {PURPOSES[due.purpose]} due now: {formatPaise(due.amountPaise)}
        </h2>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm text-stone-700">
          <dt>Tour</dt>
          <dd>
            {booking.packageName} with {booking.guide.name}
          </dd>
          <dt>Dates</dt>
          <dd>
            {formatDate(booking.startDate)} – {formatDate(booking.endDate)}
          </dd>
          <dt>Price</dt>
          <dd>{formatPaise(booking.payment.pricePaise)} (GST included)</dd>
          {booking.payment.paidPaise > 0 && (
            <>
              <dt>Paid so far</dt>
              <dd>{formatPaise(booking.payment.netPaidPaise)}</dd>
            </>
          )}
          {due.purpose === "deposit" && booking.payment.balanceDueOn && (
            <>
              <dt>Balance</dt>
              <dd>
                {formatPaise(booking.payment.pricePaise - due.amountPaise)} due by{" "}
                {formatDate(booking.payment.balanceDueOn)}
              </dd>
            </>
          )}
        </dl>
        {booking.payment.holdExpiresAt && (
          <p className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            {booking.guide.name}'s dates are held for you until{" "}
            {formatIndiaTime(new Date(booking.payment.holdExpiresAt))} (India time).
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
            legend="How would you like to pay?"
            name="method"
            options={methods}
            value={method}
            onChange={setMethod}
          />
          <fieldset className="space-y-3">
            <legend className="text-sm font-medium text-stone-700">
              GST invoice for a business (optional)
            </legend>
            <InputField label="GSTIN" autoComplete="off" maxLength={15} {...field("gstin")} />
            <InputField
              label="Business name"
              autoComplete="organization"
              {...field("businessName")}
            />
          </fieldset>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? "Starting payment..." : `Pay ${formatPaise(due.amountPaise)}`}
          </Button>
        </form>
      )}

      {view?.checkout.kind === "test" && <TestCheckoutPanel view={view} onPaid={setPaid} />}
      {view?.checkout.kind === "upi" && <UpiPanel bookingId={booking.id} view={view} />}
      {view?.checkout.kind === "razorpay" && failure && (
        <div className="space-y-3">
          <Alert tone="error">{failure}</Alert>
          <Button onClick={() => setView(null)}>Try again</Button>
        </div>
      )}
    </div>
  );
}
