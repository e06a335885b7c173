import { DayPicker, type DayPickerProps } from "react-day-picker";
import "react-day-picker/style.css";
import { cn } from "./cn";

/** "2027-06-14" → that calendar day as a local Date (what the calendar shows). */
export function dateFromIso(iso: string): Date {
  const [year, month, day] = iso.split("-").map(Number);
  return new Date(year, month - 1, day);
}

/** A calendar day (local Date) → "YYYY-MM-DD". */
export function isoFromDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The month calendar every screen uses: react-day-picker (a grid with arrow-key navigation and
 * labelled days) in the brand's colours. Week starts on Monday, as Indian calendars print it.
 */
export function Calendar({ className, ...props }: DayPickerProps) {
  return (
    <DayPicker
      weekStartsOn={1}
      className={cn("yatra-calendar text-sm", className)}
      {...(props as DayPickerProps)}
    />
  );
}
