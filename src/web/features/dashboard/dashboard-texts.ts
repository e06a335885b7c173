/** The spec's dashboard texts (§2 Guide dashboard, §8), copied exactly. */
export const DASHBOARD_TEXT = {
  availabilityUpdated: "Availability updated successfully",
  availabilityUpdateFailed: "Failed to update availability",
  availabilityFetchFailed: "Error fetching availability",
  notLoggedIn: "User not logged in",
  statusUpdateFailed: "Status update failed",
} as const;

export const TAB_LABELS = {
  requests: "New Booking Notifications",
  upcoming: "Upcoming Bookings",
  management: "Booking Management",
} as const;
