import type { GuideLicence } from "@/shared/guides/licence-types";

export function makeLicence(overrides: Partial<GuideLicence> = {}): GuideLicence {
  return {
    kind: "india-tourism-regional",
    number: "RGT/2024-0117",
    authority: "Ministry of Tourism, Government of India",
    expiresOn: "2030-06-30",
    status: "pending",
    rejectionReason: null,
    submittedAt: "2025-07-15T10:00:00.000Z",
    reviewedAt: null,
    documentType: "application/pdf",
    ...overrides,
  };
}
