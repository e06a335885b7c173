/** GET/POST /api/calendar-feed: the guide's private calendar subscription. */
export interface CalendarFeedStatus {
  active: boolean;
  createdAt: string | null;
  /** Only in the answer that creates the link: the secret is never stored, so never shown again. */
  url?: string;
}
