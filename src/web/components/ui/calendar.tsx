import { useLingui } from "@lingui/react";
import { DayPicker, type DayPickerProps, type Modifiers } from "react-day-picker";
import "react-day-picker/style.css";
import { once } from "@/shared/once";
import { dayPickerLocale } from "@/web/lib/i18n";
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

/**
 * The month calendar every screen uses: react-day-picker (a grid with arrow-key navigation and
 * labelled days) in the brand's colours. Week starts on Monday, as Indian calendars print it.
 */
export function Calendar({ className, ...props }: DayPickerProps) {
  const { i18n } = useLingui();
  return (
    <DayPicker
      weekStartsOn={1}
      locale={dayPickerLocale()}
      labels={i18n.locale === "hi" ? HINDI_LABELS : ENGLISH_LABELS}
      className={cn("yatra-calendar text-sm", className)}
      {...(props as DayPickerProps)}
    />
  );
}
