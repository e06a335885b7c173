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
