import type { Language } from "@/shared/language";
import type { BookingView } from "./types";

/**
 * A booking's package and destination named in `language`: Hindi where the catalogue has it,
 * else the English (issue 15). `english` says which names are English, for `lang="en"`.
 */
export function bookingNames(
  booking: Pick<BookingView, "packageName" | "destinationName" | "hi">,
  language: Language,
) {
  const packageName = language === "hi" ? booking.hi?.packageName : null;
  const destinationName = language === "hi" ? booking.hi?.destinationName : null;
  return {
    packageName: packageName ?? booking.packageName,
    destinationName: destinationName ?? booking.destinationName,
    english: {
      packageName: language === "hi" && !packageName,
      destinationName: language === "hi" && !destinationName,
    },
  };
}
