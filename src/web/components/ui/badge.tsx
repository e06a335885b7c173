import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { BookingStatus } from "@/shared/bookings/rules";
import { cn } from "./cn";

const TONES = {
  amber: "bg-amber-100 text-amber-900",
  emerald: "bg-emerald-100 text-emerald-800",
  red: "bg-red-100 text-red-800",
  stone: "bg-stone-200 text-stone-700",
  sky: "bg-sky-100 text-sky-800",
} as const;

export type BadgeTone = keyof typeof TONES;

interface BadgeProps {
  tone: BadgeTone;
  children: ReactNode;
  /** "sm" is the admin tables' tighter pill. */
  size?: "sm" | "md";
  className?: string;
}

/** A small coloured label for a state. */
export function Badge({ tone, children, size = "md", className }: BadgeProps) {
  const spacing = size === "sm" ? "px-2" : "px-2.5 whitespace-nowrap";
  return (
    <span
      className={cn("rounded-full py-0.5 text-xs font-semibold", spacing, TONES[tone], className)}
    >
      {children}
    </span>
  );
}

interface StateBadgeProps<S extends string> {
  state: S;
  labels: Record<S, string>;
  tones: Record<S, BadgeTone>;
  size?: BadgeProps["size"];
  className?: string;
}

/** A state's label in its tone; a state the maps do not know shows as itself, in grey. */
export function StateBadge<S extends string>({
  state,
  labels,
  tones,
  size,
  className,
}: StateBadgeProps<S>) {
  return (
    <Badge tone={tones[state] ?? "stone"} size={size} className={className}>
      {labels[state] ?? state}
    </Badge>
  );
}

/** The English labels (tests and places that need plain text); screens show `BookingStatusBadge`. */
export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  pending: "Pending",
  awaiting_payment: "Awaiting payment",
  confirmed: "Confirmed",
  rejected: "Rejected",
  cancelled: "Cancelled",
  completed: "Completed",
  expired: "Expired",
};

/** The labels in the language shown, for badges, filters and histories. */
export const BOOKING_STATUS_MESSAGES: Record<BookingStatus, MessageDescriptor> = {
  pending: msg`Pending`,
  awaiting_payment: msg`Awaiting payment`,
  confirmed: msg`Confirmed`,
  rejected: msg`Rejected`,
  cancelled: msg`Cancelled`,
  completed: msg`Completed`,
  expired: msg`Expired`,
};

/** `BOOKING_STATUS_MESSAGES` as strings in the language shown now. */
export function useBookingStatusLabels(): Record<BookingStatus, string> {
  const { i18n } = useLingui();
  return Object.fromEntries(
    Object.entries(BOOKING_STATUS_MESSAGES).map(([status, label]) => [status, i18n._(label)]),
  ) as Record<BookingStatus, string>;
}

const BOOKING_STATUS_TONES: Record<BookingStatus, BadgeTone> = {
  pending: "amber",
  awaiting_payment: "amber",
  confirmed: "emerald",
  rejected: "red",
  cancelled: "stone",
  completed: "sky",
  expired: "stone",
};

export function BookingStatusBadge({
  status,
  className,
}: {
  status: BookingStatus;
  className?: string;
}) {
  return (
    <StateBadge
      state={status}
      labels={useBookingStatusLabels()}
      tones={BOOKING_STATUS_TONES}
      className={className}
    />
  );
}
