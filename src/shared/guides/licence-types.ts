import type { LicenceDocumentType, LicenceKind, LicenceStatus } from "./licence-schema";

/** A guide's licence as the guide sees it (GET /api/guide-licence). */
export interface GuideLicence {
  kind: LicenceKind;
  number: string;
  authority: string;
  /** India calendar date, YYYY-MM-DD: the last day the licence is valid. */
  expiresOn: string;
  status: LicenceStatus;
  /** Why an admin rejected it; null unless rejected. */
  rejectionReason: string | null;
  /** ISO timestamps. */
  submittedAt: string;
  reviewedAt: string | null;
  documentType: LicenceDocumentType;
}

export interface GuideLicenceReply {
  /** null: the guide has no licence on file ("None"). */
  licence: GuideLicence | null;
  /** Verified and not expired: the card shows "Licensed". */
  licensed: boolean;
}

/** A row of the admin console's licences list (GET /api/admin/licences). */
export interface AdminLicence extends GuideLicence {
  guideSno: number;
  guideName: string;
  /** The reviewing admin's name, once decided. */
  reviewedBy: string | null;
}

export interface AdminLicenceList {
  licences: AdminLicence[];
  total: number;
  page: number;
  pageSize: number;
}
