import { screen } from "@testing-library/react";
import { sent } from "@tests/support/msw/journal";
import { server } from "@tests/support/msw/server";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "@/web/components/ui/testing/render-with-providers";
import { CalendarFeedPanel } from "./calendar-feed-panel";

const LINK = `http://localhost/api/calendar-feed/${"x".repeat(43)}.ics`;

function fakeFeed() {
  let active = false;
  server.use(
    http.get("/api/calendar-feed", () =>
      HttpResponse.json({ active, createdAt: active ? "2026-11-25T06:00:00.000Z" : null }),
    ),
    http.post("/api/calendar-feed", () => {
      active = true;
      return HttpResponse.json(
        { active, createdAt: "2026-11-25T06:00:00.000Z", url: LINK },
        { status: 201 },
      );
    }),
    http.delete("/api/calendar-feed", () => {
      active = false;
      return HttpResponse.json({ active, createdAt: null });
    }),
  );
}

describe("CalendarFeedPanel", () => {
  it("makes a private link, shows it once to copy, and turns it off", async () => {
    fakeFeed();
    const { user } = renderWithProviders(<CalendarFeedPanel />);
    expect(await screen.findByText("You have no calendar link.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Make my calendar link" }));
    const link = await screen.findByLabelText(/Your private calendar link/);
    expect((link as HTMLInputElement).value).toBe(LINK);
    expect((link as HTMLInputElement).readOnly).toBe(true);
    expect(screen.getByText(/Your calendar link is on \(made on 25 November 2026\)/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Make a new link" })).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Turn the link off" }));
    expect(await screen.findByText("You have no calendar link.")).toBeTruthy();
    expect(screen.queryByLabelText(/Your private calendar link/)).toBeNull();
    expect(sent("DELETE", "/api/calendar-feed")).toHaveLength(1);
  });
});
