import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { MissingForListing } from "@/shared/guides/profile-types";

/** MISSING_TEXT (src/shared/guides/profile-types.ts) as the reader reads it. */
export const MISSING_LABELS: Record<MissingForListing, MessageDescriptor> = {
  photo: msg`Add a photo of yourself`,
  destination: msg`Choose at least one destination you cover`,
};
