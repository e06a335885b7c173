import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

export interface NavItem {
  to: string;
  /** Translated where it is shown: `i18n._(label)`. */
  label: MessageDescriptor;
  /** Active only on an exact match (the home link). */
  end?: boolean;
}

export const MAIN_LINKS: NavItem[] = [
  { to: "/", label: msg`Home`, end: true },
  { to: "/destinations", label: msg`Destinations` },
  { to: "/aihelp", label: msg`AI Help` },
  { to: "/packages", label: msg`Tour Packages` },
  { to: "/about-us", label: msg`About Us` },
  { to: "/contact-us", label: msg`Contact` },
];

/** Only for signed-in users. */
export const MY_BOOKINGS_LINK: NavItem = { to: "/my-bookings", label: msg`My Bookings` };
