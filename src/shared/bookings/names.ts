import type { Language } from "@/shared/language";
import type { BookingView } from "./types";

/**
 * A booking's package, destination and guide named in `language`: Hindi where the catalogue has it,
 * else the English (issue 15). `english` says which names are English, for `lang="en"`.
 */
export function bookingNames(
  booking: Pick<BookingView, "packageName" | "destinationName" | "guide" | "hi">,
  language: Language,
) {
  const packageName = language === "hi" ? booking.hi?.packageName : null;
  const destinationName = language === "hi" ? booking.hi?.destinationName : null;
  const guideName = language === "hi" ? booking.hi?.guideName : null;
  return {
    packageName: packageName ?? booking.packageName,
    destinationName: destinationName ?? booking.destinationName,
    guideName: guideName ?? booking.guide.name,
    english: {
      packageName: language === "hi" && !packageName,
      destinationName: language === "hi" && !destinationName,
      guideName: language === "hi" && !guideName,
    },
  };
}
