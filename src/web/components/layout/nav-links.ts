export interface NavItem {
  to: string;
  label: string;
  /** Active only on an exact match (the home link). */
  end?: boolean;
}

export const MAIN_LINKS: NavItem[] = [
  { to: "/", label: "Home", end: true },
  { to: "/destinations", label: "Destinations" },
  { to: "/aihelp", label: "AI Help" },
  { to: "/packages", label: "Tour Packages" },
  { to: "/about-us", label: "About Us" },
  { to: "/contact-us", label: "Contact" },
];

/** Only for signed-in users. */
export const MY_BOOKINGS_LINK: NavItem = { to: "/my-bookings", label: "My Bookings" };
