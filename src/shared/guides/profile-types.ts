import type { Guide } from "./types";

/** What stops a verified guide from being listed and booked. */
export type MissingForListing = "photo" | "destination";

export const MISSING_TEXT: Record<MissingForListing, string> = {
  photo: "Add a photo of yourself",
  destination: "Choose at least one destination you cover",
};

/** GET /api/guide-profile, and each guide in GET /api/admin/guides. */
export interface GuideProfileView {
  sno: number;
  name: string;
  image: string | null;
  description: string;
  languages: string[];
  certifications: string[];
  /** Named in the request's language; a name left in English is listed in `englishFields`. */
  destinations: { srNo: number; name: string; englishFields?: string[] }[];
  specialization: string;
  experience: number;
  maxGroupSize: number;
  verified: boolean;
  listed: boolean;
  isAvailable: boolean;
  /** Empty when travellers can find and book the guide. */
  missing: MissingForListing[];
  /** The public card as the Guides page shows it. */
  card: Guide;
}

/** GET /api/admin/guides: one page of guides and how many there are. */
export interface AdminGuideList {
  guides: GuideProfileView[];
  total: number;
  page: number;
  pageSize: number;
}
