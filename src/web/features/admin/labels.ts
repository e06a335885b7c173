import { APPLICATION_SPECIALIZATIONS } from "@/shared/applications/schema";
import type { Role } from "@/shared/constants";

export const ROLE_LABELS: Record<Role, string> = { user: "User", guide: "Guide", admin: "Admin" };

export const APPLICATION_STATUS_LABELS = {
  pending: "Pending",
  approved: "Approved",
  rejected: "Rejected",
} as const;

export function specializationLabel(value: string): string {
  return APPLICATION_SPECIALIZATIONS.find((s) => s.value === value)?.label ?? value;
}

export function yearsText(years: number): string {
  return years === 1 ? "1 year" : `${years} years`;
}

export const dangerButtonClass =
  "inline-flex items-center justify-center gap-2 rounded-lg bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:cursor-not-allowed disabled:opacity-60";
