/** Keys that more than one feature reads or invalidates; a feature's own keys stay with it. */

/** Every booking list is under "bookings", so a change anywhere can refresh them all. */
export const bookingKeys = {
  all: ["bookings"] as const,
  mine: ["bookings", "mine"] as const,
  availableGuides: ["bookings", "available-guides"] as const,
  availableDates: ["bookings", "available-dates"] as const,
};

export const guideKeys = {
  all: ["guides"] as const,
};
