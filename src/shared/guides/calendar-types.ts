export interface BlockedRange {
  id: number;
  startDate: string;
  endDate: string;
  note: string;
}

export interface CalendarTour {
  reference: string;
  packageName: string;
  startDate: string;
  endDate: string;
  /** confirmed (and completed) tours hold the days; pending requests do not. */
  status: "pending" | "confirmed" | "completed";
  travellers: number;
}

/** GET /api/guide-calendar */
export interface GuideCalendarView {
  from: string;
  to: string;
  workingDays: number[];
  takingRequests: boolean;
  blocked: BlockedRange[];
  tours: CalendarTour[];
}
