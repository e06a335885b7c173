import type { AdminLicence } from "@/shared/guides/licence-types";

export function adminLicence(
  guideSno: number,
  overrides: Partial<AdminLicence> = {},
): AdminLicence {
  return {
    guideSno,
    guideName: "Kabir Sethi",
    kind: "india-tourism-regional",
    number: "RGT/2024-0117",
    authority: "Ministry of Tourism, Government of India",
    expiresOn: "2030-06-30",
    status: "pending",
    rejectionReason: null,
    submittedAt: "2025-07-15T10:00:00.000Z",
    reviewedAt: null,
    reviewedBy: null,
    documentType: "application/pdf",
    ...overrides,
  };
}
