import { z } from "zod";
import { lazySchema } from "@/shared/lazy-schema";
import type { PhotoView } from "@/shared/photos/types";

export const SAVED_KINDS = ["destination", "package"] as const;
export type SavedKind = (typeof SAVED_KINDS)[number];

/** How many places one account keeps at most (issue 16). */
export const MAX_SAVED_PLACES = 500;

/** The address of a saved place: /api/saved/:kind/:srNo. */
export const savedPlaceParams = lazySchema(() =>
  z.object({
    kind: z.enum(SAVED_KINDS, "Choose a destination or a package."),
    srNo: z.coerce
      .number("Unknown place")
      .int("Unknown place")
      .positive("Unknown place")
      .max(2 ** 31 - 1, "Unknown place"),
  }),
);
export type SavedPlaceParams = z.infer<typeof savedPlaceParams>;

/** One saved place as its card shows it, in the reader's language. */
export interface SavedPlace {
  kind: SavedKind;
  srNo: number;
  name: string;
  image: string;
  imageAlt: string;
  photo: PhotoView | null;
  /** The page the card opens (the destination's or the package's tour page). */
  to: string;
  savedAt: string;
  /** In a Hindi answer, the fields shown in English (no Hindi written yet). */
  englishFields?: string[];
}

export interface SavedPlacesReply {
  saved: SavedPlace[];
}
