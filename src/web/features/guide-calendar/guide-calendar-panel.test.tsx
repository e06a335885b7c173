import { fireEvent, screen, within } from "@testing-library/react";
import { sent } from "@tests/support/msw/journal";
import { apiError } from "@tests/support/msw/respond";
import { server } from "@tests/support/msw/server";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { addDays, todayInIndia } from "@/shared/dates";
import type { BlockedRange, GuideCalendarView } from "@/shared/guides/calendar-types";
import { renderWithProviders } from "@/web/components/ui/testing/render-with-providers";
import { formatDate } from "@/web/lib/format";

/** A day of the test's month: `D(1)` is 30 days from today. */
const D = (day: number) => addDays(todayInIndia(), 29 + day);

import { GuideCalendarPanel } from "./guide-calendar-panel";

function fakeCalendar(overrides: Partial<GuideCalendarView> = {}) {
  const view: GuideCalendarView = {
    from: "2099-01-01",
    to: "2099-12-31",
    workingDays: [1, 2, 3, 4, 5, 6, 7],
    takingRequests: true,
    blocked: [],
    tours: [
      {
        reference: "b1",
        packageName: "Ladakh High Road",
        startDate: "2099-01-20",
        endDate: "2099-01-26",
        status: "confirmed",
        travellers: 2,
      },
    ],
    ...overrides,
  };
  let nextId = 1;
  server.use(
    http.get("/api/guide-calendar", () => HttpResponse.json(view)),
    http.put("/api/guide-calendar/working-days", async ({ request }) => {
      const { workingDays } = (await request.json()) as { workingDays: number[] };
      view.workingDays = workingDays;
      return HttpResponse.json({ workingDays });
    }),
    http.post("/api/guide-calendar/blocked", async ({ request }) => {
      const body = (await request.json()) as Omit<BlockedRange, "id">;
      if (body.startDate === D(22))
        return apiError(422, "VALIDATION_FAILED", "confirmed tour", {
          startDate: "You have a confirmed tour in these days.",
        });
      const block = { id: nextId++, ...body };
      view.blocked = [...view.blocked, block];
      return HttpResponse.json({ block }, { status: 201 });
    }),
    http.delete("/api/guide-calendar/blocked/:id", ({ params }) => {
      view.blocked = view.blocked.filter((b) => b.id !== Number(params.id));
      return HttpResponse.json({ removed: true });
    }),
  );
}

describe("GuideCalendarPanel", () => {
  it("marks the days blocked, booked and asked for on the calendar, and no others", async () => {
    fakeCalendar({
      blocked: [{ id: 9, startDate: "2099-01-05", endDate: "2099-01-07", note: "" }],
      tours: [
        {
          reference: "b1",
          packageName: "Ladakh High Road",
          startDate: "2099-01-20",
          endDate: "2099-01-21",
          status: "confirmed",
          travellers: 2,
        },
        {
          reference: "b2",
          packageName: "Kerala Backwaters",
          startDate: "2099-01-12",
          endDate: "2099-01-12",
          status: "pending",
          travellers: 1,
        },
      ],
    });
    const { container } = renderWithProviders(<GuideCalendarPanel />);
    await screen.findAllByRole("grid");
    const classOf = (day: string) =>
      container.querySelector(`[data-day="${day}"]`)?.className ?? `no ${day} on the calendar`;
    for (const day of ["2099-01-05", "2099-01-06", "2099-01-07"])
      expect(classOf(day)).toContain("line-through");
    for (const day of ["2099-01-20", "2099-01-21"])
      expect(classOf(day)).toContain("bg-emerald-200");
    expect(classOf("2099-01-12")).toContain("ring-amber-500");
    for (const day of ["2099-01-04", "2099-01-08", "2099-01-13", "2099-01-22"])
      expect(classOf(day)).not.toMatch(/line-through|bg-emerald-200|ring-amber-500/);
  });

  it("saves the working week", async () => {
    fakeCalendar();
    const { user } = renderWithProviders(<GuideCalendarPanel />);
    const sunday = await screen.findByRole("checkbox", { name: "Sunday" });
    await user.click(sunday);
    await user.click(screen.getByRole("button", { name: "Save working days" }));
    await screen.findByText("Working days saved.");
    expect(sent("PUT", "/api/guide-calendar/working-days")[0].body).toEqual({
      workingDays: [1, 2, 3, 4, 5, 6],
    });
  });

  it("refuses an empty week before sending it", async () => {
    fakeCalendar({ workingDays: [1] });
    const { user } = renderWithProviders(<GuideCalendarPanel />);
    await user.click(await screen.findByRole("checkbox", { name: "Monday" }));
    await user.click(screen.getByRole("button", { name: "Save working days" }));
    expect(screen.getByRole("alert").textContent).toBe("Choose at least one working day");
    expect(sent("PUT", "/api/guide-calendar/working-days")).toHaveLength(0);
  });

  it("blocks days off, shows the server's reason when it cannot, and frees them again", async () => {
    fakeCalendar();
    const { user } = renderWithProviders(<GuideCalendarPanel />);
    const form = await screen.findByRole("form", { name: "Block days off" });
    fireEvent.change(within(form).getByLabelText("First day off"), {
      target: { value: D(22) },
    });
    fireEvent.change(within(form).getByLabelText("Last day off"), {
      target: { value: D(23) },
    });
    await user.click(within(form).getByRole("button", { name: "Block these days" }));
    expect(await screen.findByText("You have a confirmed tour in these days.")).toBeTruthy();

    fireEvent.change(within(form).getByLabelText("First day off"), {
      target: { value: D(41) },
    });
    fireEvent.change(within(form).getByLabelText("Last day off"), {
      target: { value: D(43) },
    });
    await user.type(within(form).getByLabelText("Note (only you see it)"), "Family wedding");
    await user.click(within(form).getByRole("button", { name: "Block these days" }));
    const freeAgain = await screen.findByRole("button", {
      name: `Remove ${formatDate(D(41))} to ${formatDate(D(43))}`,
    });
    expect(screen.getByText(/Family wedding/)).toBeTruthy();
    // The package name is its own element (lang="en"), so the line is read as a whole.
    const tourLine = (_: string, element: Element | null) =>
      element?.tagName === "LI" &&
      /Ladakh High Road, 2 travellers \(confirmed\)/.test(element.textContent ?? "");
    expect(screen.getByText(tourLine)).toBeTruthy();
    await user.click(freeAgain);
    expect(await screen.findByText("You have not blocked any days.")).toBeTruthy();
  });
});
