import { useLingui } from "@lingui/react";
import {
  DateLib,
  type DateLibOptions,
  DayPicker,
  type DayPickerProps,
  type Modifiers,
} from "react-day-picker";
import "react-day-picker/style.css";
import { once } from "@/shared/once";
import { dayPickerLocale } from "@/web/lib/i18n";
import { isoFromDate } from "./calendar-days";
import { cn } from "./cn";

const dayFormat = { weekday: "long", day: "numeric", month: "long", year: "numeric" } as const;
const hindiDay = once(() => new Intl.DateTimeFormat("hi-IN", dayFormat));
const englishDay = once(() => new Intl.DateTimeFormat("en-IN", dayFormat));

/**
 * react-day-picker's Hindi names a day with Devanagari digits ("२६ नवंबर") under a button that
 * shows "26": the spoken name must hold the visible one (WCAG 2.5.3), so Hindi days are named
 * through Intl, with the Latin digits the app shows everywhere.
 */
const HINDI_LABELS = {
  labelDayButton: (date: Date, modifiers: Modifiers) =>
    `${modifiers.today ? "आज, " : ""}${hindiDay().format(date)}${modifiers.selected ? ", चुना गया" : ""}`,
};

/**
 * Its English names a day "Sunday, November 1st, 2026" under a button that shows "1", which is
 * not the visible "1" either (axe's label-content-name-mismatch): "Sunday, 1 November 2026", as
 * India writes it.
 */
const ENGLISH_LABELS = {
  labelDayButton: (date: Date, modifiers: Modifiers) =>
    `${modifiers.today ? "Today, " : ""}${englishDay().format(date)}${modifiers.selected ? ", selected" : ""}`,
};

const fullLibs = new WeakMap<object, DateLib>();

/**
 * The calendar's date formatting, with the three patterns it asks for of every day it shows
 * (`yyyy-MM-dd` and `yyyy-MM` for its keys, `d` for the number on the button) written out: through
 * date-fns, which reads the pattern anew on each call, they were 150 to 250 calls per render, about
 * a quarter of the calendar's first render on a phone (decision 0056). Any other pattern (the
 * month's caption, the weekdays, in the reader's language) is date-fns's, with the same options.
 */
function format(date: Date, pattern: string, options?: object): string {
  if (pattern === "yyyy-MM-dd") return isoFromDate(date);
  if (pattern === "yyyy-MM") return isoFromDate(date).slice(0, 7);
  if (pattern === "d") return String(date.getDate());
  const key = options ?? {};
  let full = fullLibs.get(key);
  if (!full) {
    // DateLib hands its own options to the override; date-fns's types name only a part of them.
    full = new DateLib(options as DateLibOptions);
    fullLibs.set(key, full);
  }
  return full.format(date, pattern);
}
const DATE_LIB = { format };

/**
 * The month calendar every screen uses: react-day-picker (a grid with arrow-key navigation and
 * labelled days) in the brand's colours. Week starts on Monday, as Indian calendars print it.
 */
export function Calendar({ className, ...props }: DayPickerProps) {
  const { i18n } = useLingui();
  return (
    <DayPicker
      weekStartsOn={1}
      dateLib={DATE_LIB}
      locale={dayPickerLocale()}
      labels={i18n.locale === "hi" ? HINDI_LABELS : ENGLISH_LABELS}
      className={cn("yatra-calendar text-sm", className)}
      {...(props as DayPickerProps)}
    />
  );
}
