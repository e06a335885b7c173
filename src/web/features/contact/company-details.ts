import { msg } from "@lingui/core/macro";

export const COMPANY = {
  name: "Yatra Tours",
  foundedYear: 2020,
  address: "2nd Floor, 14 Janpath, Connaught Place, New Delhi 110001",
  phones: ["+91 11 4567 8900", "+91 98100 12345"],
  emails: ["hello@yatratours.in", "bookings@yatratours.in"],
  workingHours: ["Mon-Fri 9:00-18:00", "Sat 10:00-16:00"],
} as const;

/** The company's name, address and hours as people read them, in the language shown. */
export const COMPANY_TEXTS = {
  name: msg`Yatra Tours`,
  address: msg`2nd Floor, 14 Janpath, Connaught Place, New Delhi 110001`,
  workingHours: [msg`Mon-Fri 9:00-18:00`, msg`Sat 10:00-16:00`],
};

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** The four popular destinations (seeded as sr_no 1 to 4). */
export const POPULAR_DESTINATIONS = [
  { srNo: 1, slug: "agra", name: "Agra", state: "Uttar Pradesh" },
  { srNo: 2, slug: "delhi", name: "Delhi", state: "National Capital Territory" },
  { srNo: 3, slug: "goa", name: "Goa", state: "Goa" },
  { srNo: 4, slug: "ladakh", name: "Ladakh", state: "Ladakh" },
] as const;
