import { msg } from "@lingui/core/macro";

/** The spec's dashboard texts (§2 Guide dashboard, §8), copied exactly; shown with `t(...)`. */
export const DASHBOARD_TEXT = {
  availabilityUpdated: msg`Availability updated successfully`,
  availabilityUpdateFailed: msg`Failed to update availability`,
  availabilityFetchFailed: msg`Error fetching availability`,
  notLoggedIn: msg`User not logged in`,
  statusUpdateFailed: msg`Status update failed`,
} as const;

export const TAB_LABELS = {
  requests: msg`New Booking Notifications`,
  upcoming: msg`Upcoming Bookings`,
  management: msg`Booking Management`,
} as const;
