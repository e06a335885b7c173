import { screen, within } from "@testing-library/react";
import { server } from "@tests/support/msw/server";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import type { AdminClosure } from "@/shared/closures/schema";
import { renderWithProviders } from "@/web/components/ui/testing/render-with-providers";
import { englishAfterEach, showHindi } from "@/web/components/ui/testing/show-hindi";
import { ClosuresPanel } from "./closures-panel";

englishAfterEach();

const CLOSURE: AdminClosure = {
  id: 1,
  destinationSrNo: 2,
  destinationName: "Place 02",
  startsOn: "06-16",
  endsOn: "10-15",
  reason: "the sanctuary closes for the monsoon",
};

describe("seasonal closures in Hindi", () => {
  it("lists the closed seasons with Hindi months, and the form in Hindi", async () => {
    await showHindi(["dashboard", "console"]);
    server.use(http.get("/api/admin/closures", () => HttpResponse.json({ closures: [CLOSURE] })));
    renderWithProviders(<ClosuresPanel />);
    expect(await screen.findByText("16 जून से 15 अक्टूबर तक")).toBeTruthy();
    const table = screen.getByRole("table", { name: "मौसमी बंदी" });
    expect(within(table).getByRole("columnheader", { name: "वजह" })).toBeTruthy();
    expect(within(table).getByText("Place 02").getAttribute("translate")).toBe("no");
    expect(
      within(table).getByRole("button", { name: "Place 02 की 16 जून से शुरू होने वाली बंदी हटाएँ" }),
    ).toBeTruthy();
    const form = screen.getByRole("form", { name: "बंदी का मौसम जोड़ें" });
    expect(within(form).getByLabelText("बंदी का पहला दिन")).toBeTruthy();
    expect(within(form).getByText("महीना-तारीख़: 06-16 यानी 16 जून")).toBeTruthy();
    expect(within(form).getByRole("button", { name: "बंदी का मौसम जोड़ें" })).toBeTruthy();
  });
});
