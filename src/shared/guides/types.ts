import type { PhotoView } from "@/shared/photos/types";

export interface GuideReview {
  id: number;
  user: string;
  rating: number;
  comment: string;
  /** ISO calendar date, YYYY-MM-DD. */
  date: string;
}

/** A listed guide's card on the Guides screen: everything but the reviews (GET /api/guides/search). */
export type GuideSummary = Omit<Guide, "reviews">;

/** One page of the Guides screen's search. */
export interface GuidePage {
  guides: GuideSummary[];
  /** Every guide that matches, on any page. */
  total: number;
  /** Every language the listed guides speak, for the Language filter (whatever the search). */
  languages: string[];
}

/** A listed guide with their reviews (GET /api/guides/:sno). */
export interface Guide {
  sno: number;
  name: string;
  image: string | null;
  imageAlt: string;
  /** The guide's uploaded photo in responsive sizes (issue 14); `image` stays its plain URL. */
  photo: PhotoView | null;
  specialization: string;
  experience: number;
  languages: string[];
  regions: string[];
  maxGroupSize: number;
  certifications: string[];
  verified: boolean;
  featured: boolean;
  description: string;
  isAvailable: boolean;
  /** Holds a verified licence that has not expired: the card shows "Licensed". */
  licensed: boolean;
  /** Median minutes the guide took to accept or reject a request; null before enough answers. */
  medianResponseMinutes: number | null;
  /** Mean of review ratings, 0 when there are none. */
  rating: number;
  reviewCount: number;
  reviews: GuideReview[];
  /**
   * Issue 15: the text fields shown in English because they have no Hindi yet (only in a Hindi
   * answer, omitted when none), so the page marks them `lang="en"`.
   */
  englishFields?: string[];
}
