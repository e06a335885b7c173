import { bookingNames } from "@/shared/bookings/names";
import type { BookingView } from "@/shared/bookings/types";
import { currentLanguage } from "./i18n";

/**
 * `lang="en"` for a field the server could not give in the reader's language: the answer lists
 * those in `englishFields` (issue 15), and a screen reader should read them as English.
 */
export function langOf(
  item: { englishFields?: readonly string[] },
  field: string,
): "en" | undefined {
  return item.englishFields?.includes(field) ? "en" : undefined;
}

/**
 * A booking's package, destination and guide as the page names them: in Hindi where the catalogue has
 * it, else in English marked `lang="en"` (issue 15). Call it while a component that uses
 * `useLingui()` renders, so a switch of language renders it again.
 */
export function shownBookingNames(
  booking: Pick<BookingView, "packageName" | "destinationName" | "guide" | "hi">,
) {
  const names = bookingNames(booking, currentLanguage());
  const english = (yes: boolean) => (yes ? ("en" as const) : undefined);
  return {
    packageName: names.packageName,
    packageLang: english(names.english.packageName),
    destinationName: names.destinationName,
    destinationLang: english(names.english.destinationName),
    guideName: names.guideName,
    guideLang: english(names.english.guideName),
  };
}
