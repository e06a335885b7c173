import type { Database } from "@/server/db/client";
import { orDomainError, SQLSTATE } from "@/server/db/violations";
import {
  netPaid,
  type PaymentDeps,
  refundCharges,
} from "@/server/features/payments/payments.service";
import { photoView } from "@/server/features/photos/photos.repo";
import { AppError, forbidden, notFound } from "@/server/http/errors";
import { createOnce, sameFields } from "@/server/platform/idempotency";
import { languageOfRecipient } from "@/server/platform/mail-language.repo";
import { sendSafely } from "@/server/platform/send-safely";
import {
  type BookingStatus,
  bookingPrice,
  type CancellationQuote,
  canCancel,
  cancellationQuote,
  effectiveStatus,
} from "@/shared/bookings/rules";
import {
  type CreateBookingInput,
  type DashboardBookingsQuery,
  type ReviewInput,
  SHORT_SEARCH_MESSAGE,
  searchesEveryBooking,
} from "@/shared/bookings/schema";
import type { BookingView, DashboardBookingsPage } from "@/shared/bookings/types";
import { parsePackageId } from "@/shared/catalogue/rules";
import { todayInIndia } from "@/shared/dates";
import { paymentPlan } from "@/shared/payments/rules";
import { assertTourFits } from "./availability.service";
import { bookingEmails } from "./booking-emails";
import { travellerLanguage } from "./booking-languages.repo";
import { bookingRequestContext } from "./booking-request.repo";
import { toView, viewOf, viewsOf } from "./booking-view";
import * as repo from "./bookings.repo";
import { dashboardPage } from "./dashboard-bookings.repo";
import { guideRecipient } from "./guide-email";

/** Bookings move money (acceptance asks for it, cancellation returns it): payments' deps. */
export type BookingDeps = PaymentDeps;

interface Actor {
  id: string;
  role?: string | null;
}

const conflict = (code: string, message: string) => new AppError(409, code, message);
const invalid = (field: string, message: string) =>
  new AppError(422, "VALIDATION_FAILED", message, { [field]: message });

const PACKAGE_NOT_OFFERED =
  "This tour is no longer offered, so it cannot be booked. Please choose another package.";

const alreadyReviewed = () =>
  conflict("ALREADY_REVIEWED", "You have already reviewed this booking.");

/** The server decides the price, the user and the status; a key makes retries land once. */
export async function createBooking(
  deps: BookingDeps,
  actor: Actor,
  input: CreateBookingInput,
): Promise<{ booking: BookingView; created: boolean }> {
  const { db } = deps;
  const srNo = parsePackageId(input.packageId);
  const context = await bookingRequestContext(db, {
    key: input.idempotencyKey,
    srNo: srNo ?? 0,
    guideSno: input.guideSno,
    from: input.startDate,
    to: input.endDate,
  });
  const { pkg, guide } = context;
  let inserted: repo.StoredBooking | undefined;
  const { row, created } = await createOnce({
    find: () => repo.bookingByIdempotencyKey(db, input.idempotencyKey),
    found: { row: context.stored ?? undefined },
    insert: async () => {
      if (srNo === null || !pkg) throw invalid("packageId", "This package does not exist.");
      if (!pkg.offered) throw invalid("packageId", PACKAGE_NOT_OFFERED);
      if (!guide)
        throw invalid(
          "guideSno",
          "This guide is not available for this package. Please choose another.",
        );
      if (input.numberOfTravelers > guide.maxGroupSize) {
        throw invalid(
          "numberOfTravelers",
          `This guide takes groups of up to ${guide.maxGroupSize} people.`,
        );
      }
      assertTourFits(input, pkg, guide);
      inserted = await repo.insertBookingOnce(db, {
        userId: actor.id,
        packageId: pkg.id,
        guideId: guide.id,
        startDate: input.startDate,
        endDate: input.endDate,
        status: "pending",
        notes: input.notes,
        price: bookingPrice(pkg.price, input.numberOfTravelers),
        name: input.fullName,
        email: input.email,
        phone: input.phone,
        numberOfTravelers: input.numberOfTravelers,
        idempotencyKey: input.idempotencyKey,
      });
      return inserted;
    },
    // A booking's key only has to be the same person's: the form sends one key per open modal.
    isSameRequest: (stored) => sameFields(stored, { userId: actor.id }),
  });
  if (!created || !inserted || !pkg || !guide) {
    return { booking: await viewOf(db, (await repo.findBooking(db, row.id))!), created: false };
  }
  // A booking made just now is what was inserted, with no payments yet: nothing to read again.
  const booking = toView(
    {
      booking: inserted,
      packageSrNo: pkg.srNo,
      packageName: pkg.name,
      packageImage: pkg.image,
      packageImageAlt: pkg.imageAlt,
      packagePhotoId: pkg.photoId,
      destinationName: pkg.destinationName,
      packageNameHi: pkg.nameHi,
      destinationNameHi: pkg.destinationNameHi,
      guideSno: guide.sno,
      guideName: guide.name,
      guideNameHi: guide.nameHi,
      guideUserId: guide.userId,
      reviewId: null,
    },
    [],
    undefined,
    await photoView(db, pkg.photoId),
  );
  await sendSafely(
    deps,
    bookingEmails.newRequest(
      guide.email && guide.userId ? await languageOfRecipient(db, { userId: guide.userId }) : "en",
      guide.email ?? deps.companyEmail,
      booking,
      deps.publicUrl,
    ),
  );
  return { booking, created };
}

async function bookingForGuideAction(deps: BookingDeps, actor: Actor, id: string) {
  const row = await repo.findBooking(deps.db, id);
  if (!row) throw notFound("Booking");
  const isAssignedGuide = row.guideUserId !== null && row.guideUserId === actor.id;
  if (!isAssignedGuide && actor.role !== "admin") throw forbidden();
  return row;
}

export async function decideBooking(
  deps: BookingDeps,
  actor: Actor,
  id: string,
  decision: "accept" | "reject",
): Promise<BookingView> {
  const row = await bookingForGuideAction(deps, actor, id);
  const today = todayInIndia();
  const { depositPercent, holdSeconds } = deps.config;
  const updated = await orDomainError(
    () =>
      repo.decidePending(
        deps.db,
        row.booking.id,
        decision === "reject"
          ? { status: "rejected" }
          : {
              status: "awaiting_payment",
              plan: ({ startDate, price }) => ({
                holdExpiresAt: new Date(Date.now() + holdSeconds * 1000),
                ...paymentPlan(price * 100, startDate, today, depositPercent),
              }),
            },
      ),
    {
      [SQLSTATE.exclusionViolation]: () =>
        conflict(
          "BOOKING_OVERLAP",
          "This request overlaps a booking that already holds those dates (confirmed, or accepted and awaiting payment), so it stays pending.",
        ),
    },
  );
  if (updated === "blocked")
    throw conflict(
      "DAYS_BLOCKED",
      "You have blocked some of these days in your calendar. Free them first, or reject this request.",
    );
  if (!updated) {
    throw conflict(
      "NOT_PENDING",
      `This booking is ${row.booking.status.replace("_", " ")}, so it can no longer be ${decision === "accept" ? "accepted" : "rejected"}.`,
    );
  }
  const booking = await viewOf(deps.db, (await repo.findBooking(deps.db, id))!);
  const language = await travellerLanguage(deps.db, id);
  await sendSafely(
    deps,
    decision === "accept"
      ? bookingEmails.accepted(language, booking, deps.publicUrl)
      : bookingEmails.rejected(language, booking, deps.publicUrl),
  );
  return booking;
}

async function ownBooking(deps: BookingDeps, actor: Actor, id: string) {
  const row = await repo.findBooking(deps.db, id);
  // Someone else's booking is not theirs to see: it does not exist for them.
  if (!row || row.booking.userId !== actor.id) throw notFound("Booking");
  return row;
}

async function quoteFor(deps: BookingDeps, row: repo.BookingRow, today: string) {
  return cancellationQuote(
    {
      netPaidPaise: await netPaid(deps.db, row.booking.id),
      depositPaise: row.booking.depositPaise,
    },
    row.booking.startDate,
    today,
  );
}

export async function quoteCancellation(deps: BookingDeps, actor: Actor, id: string) {
  const row = await ownBooking(deps, actor, id);
  return quoteFor(deps, row, todayInIndia());
}

/** An admin's cancellation for the traveller: the reason both are told, and its audit entry. */
export interface OnBehalf {
  reason: string;
  /** Runs in the cancellation's transaction, with what it refunds: the admin's audit entry. */
  record: (tx: Database, quote: CancellationQuote) => Promise<void>;
}

/**
 * Cancels, then returns what the policy gives from what was actually paid, through the provider
 * that took it; the traveller sees each refund's state on the card. An admin cancels any booking
 * `onBehalf` of its traveller: the same rules, refunds and e-mails, with the admin in its history.
 */
export async function cancelBooking(
  deps: BookingDeps,
  actor: Actor,
  id: string,
  onBehalf?: OnBehalf,
): Promise<BookingView> {
  const row = onBehalf ? await anyBooking(deps, id) : await ownBooking(deps, actor, id);
  const today = todayInIndia();
  const status = effectiveStatus(row.booking.status as BookingStatus, row.booking.endDate, today);
  if (!canCancel(status))
    throw conflict("NOT_CANCELLABLE", `A ${status.replace("_", " ")} booking cannot be cancelled.`);
  let quote: CancellationQuote | undefined;
  const cancelled = await repo.cancel(
    deps.db,
    id,
    row.booking.status,
    onBehalf && {
      adminId: actor.id,
      within: async (tx) => {
        quote = await quoteFor({ ...deps, db: tx }, row, today);
        await onBehalf.record(tx, quote);
      },
    },
  );
  if (!cancelled)
    throw conflict("NOT_CANCELLABLE", "This booking changed meanwhile. Please reload.");
  quote ??= await quoteFor(deps, row, today);
  await refundCharges(
    deps,
    id,
    quote.refundPaise,
    onBehalf
      ? `Cancelled by Yatra Tours for the traveller, ${quote.daysBefore} days before the start: ${onBehalf.reason}`
      : `Cancelled by the traveller, ${quote.daysBefore} days before the start`,
    actor.id,
  );
  const booking = await viewOf(deps.db, (await repo.findBooking(deps.db, id))!);
  await sendSafely(
    deps,
    bookingEmails.cancelled(
      await travellerLanguage(deps.db, id),
      booking.email,
      booking,
      deps.publicUrl,
      false,
      quote.refundPaise,
      onBehalf,
    ),
  );
  const guide = await guideRecipient(deps, row.guideUserId);
  await sendSafely(
    deps,
    bookingEmails.cancelled(
      guide.language,
      guide.to,
      booking,
      deps.publicUrl,
      true,
      quote.refundPaise,
      onBehalf,
    ),
  );
  return booking;
}

async function anyBooking(deps: BookingDeps, id: string) {
  const row = await repo.findBooking(deps.db, id);
  if (!row) throw notFound("Booking");
  return row;
}

/** One review per completed booking; the same submission sent again answers with the stored one. */
export async function reviewBooking(
  deps: BookingDeps,
  actor: Actor & { name?: string },
  id: string,
  input: ReviewInput,
) {
  const row = await ownBooking(deps, actor, id);
  const { row: review } = await createOnce({
    find: () => repo.reviewByIdempotencyKey(deps.db, input.idempotencyKey),
    insert: async () => {
      const view = await viewOf(deps.db, row);
      if (view.reviewed) throw alreadyReviewed();
      if (view.status !== "completed") {
        throw conflict("NOT_COMPLETED", "You can review your guide once the tour is over.");
      }
      const author = (await repo.profileFullName(deps.db, actor.id)) || actor.name || "Traveller";
      return orDomainError(
        () =>
          repo.insertReviewOnce(deps.db, {
            guideId: row.booking.guideId,
            userId: actor.id,
            bookingId: id,
            author,
            rating: input.rating,
            comment: input.comment,
            reviewedOn: todayInIndia(),
            idempotencyKey: input.idempotencyKey,
          }),
        { [SQLSTATE.uniqueViolation]: alreadyReviewed },
      );
    },
    isSameRequest: (stored) =>
      sameFields(stored, {
        bookingId: id,
        userId: actor.id,
        rating: input.rating,
        comment: input.comment,
      }),
  });
  return {
    id: review.id,
    user: review.author,
    rating: review.rating,
    comment: review.comment,
    date: review.reviewedOn,
  };
}

/** Complete for any ordinary traveller; bounded for an account that books for a living. */
const MY_BOOKINGS_LIMIT = 200;

/** The traveller's 200 most recent bookings, newest first. */
export async function myBookings(db: Database, actor: Actor) {
  return viewsOf(db, await repo.bookingsOfUser(db, actor.id, MY_BOOKINGS_LIMIT));
}

/**
 * One page of the dashboard's list: a guide's own bookings, an admin's every guide's, current and
 * upcoming tours first, then past ones; how many match in all.
 */
export async function dashboardBookings(
  db: Database,
  actor: Actor,
  query: DashboardBookingsQuery,
  today = todayInIndia(),
): Promise<DashboardBookingsPage> {
  const admin = actor.role === "admin";
  const guide = admin ? undefined : await repo.guideOfUser(db, actor.id);
  if (!guide && !admin) throw forbidden();
  if (admin && query.q !== "" && !searchesEveryBooking(query.q))
    throw invalid("q", SHORT_SEARCH_MESSAGE);
  const page = await orDomainError(
    () => dashboardPage(db, { ...query, guideId: guide?.id ?? null, today }),
    {
      [SQLSTATE.queryCanceled]: () =>
        query.q === ""
          ? new AppError(
              503,
              "LIST_TIMEOUT",
              "The bookings took too long to load. Please try again.",
            )
          : invalid(
              "q",
              "This search matches too many bookings to list quickly. Add more letters or choose a status.",
            ),
    },
  );
  return {
    bookings: await viewsOf(db, await repo.bookingsByIds(db, page.ids)),
    total: page.total,
    totalCapped: page.capped,
  };
}

export async function dashboardInfo(db: Database, actor: Actor) {
  const guide = await repo.guideOfUser(db, actor.id);
  return {
    role: actor.role ?? "user",
    guide: guide ? { sno: guide.sno, name: guide.name, isAvailable: guide.isAvailable } : null,
  };
}

export async function setAvailability(db: Database, actor: Actor, isAvailable: boolean) {
  const guide = await repo.guideOfUser(db, actor.id);
  if (!guide)
    throw new AppError(
      403,
      "NOT_A_GUIDE",
      "Only guides with a guide profile set their availability.",
    );
  await repo.setGuideAvailability(db, guide.id, isAvailable);
  return { isAvailable };
}
