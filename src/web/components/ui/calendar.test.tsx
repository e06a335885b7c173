import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Calendar } from "./calendar";

describe("Calendar", () => {
  it("keys and numbers its days, and names its month, as react-day-picker's own formatting did", () => {
    const { container } = render(
      <I18nProvider i18n={i18n}>
        <Calendar mode="single" defaultMonth={new Date(2026, 1, 1)} />
      </I18nProvider>,
    );
    expect(screen.getByText("February 2026")).toBeTruthy();
    const days = [...container.querySelectorAll("[data-day]")];
    // Monday 26 January to Sunday 1 March: the weeks that hold February.
    expect(days.map((day) => day.getAttribute("data-day"))).toEqual(
      Array.from({ length: 35 }, (_, i) => {
        const date = new Date(2026, 0, 26 + i);
        return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
      }),
    );
    const outside = container.querySelector('[data-day="2026-01-31"]');
    expect(outside?.getAttribute("data-month")).toBe("2026-01");
    expect(screen.getByRole("button", { name: "Monday, 9 February 2026" }).textContent).toBe("9");
  });
});
