import { screen, within } from "@testing-library/react";
import { sent } from "@tests/support/msw/journal";
import { apiError } from "@tests/support/msw/respond";
import { server } from "@tests/support/msw/server";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import type { GuideProfileView } from "@/shared/guides/profile-types";
import { renderWithProviders } from "@/web/components/ui/testing/render-with-providers";
import { makeGuide } from "@/web/features/catalogue/testing/fixtures";
import { GuideProfilePanel } from "./guide-profile-panel";

function newlyApproved(): GuideProfileView {
  return {
    sno: 10,
    name: "Ishaan Kapoor",
    image: null,
    description: "Food walks in Old Delhi.",
    languages: ["Hindi"],
    certifications: [],
    destinations: [],
    specialization: "Food & Culinary",
    experience: 9,
    maxGroupSize: 10,
    verified: true,
    listed: true,
    isAvailable: true,
    missing: ["photo", "destination"],
    card: makeGuide({ sno: 10, name: "Ishaan Kapoor" }),
  };
}

function fakeProfile(profile = newlyApproved()) {
  server.use(
    http.get("/api/guide-profile", () => HttpResponse.json({ profile })),
    http.put("/api/guide-profile", async ({ request }) => {
      const body = (await request.json()) as { destinationSrNos: number[]; maxGroupSize: number };
      if (body.maxGroupSize === 49)
        return apiError(422, "VALIDATION_FAILED", "nope", {
          destinationSrNos: "Choose destinations from the catalogue's list.",
        });
      Object.assign(profile, body, {
        destinations: body.destinationSrNos.map((srNo) => ({ srNo, name: `Place ${srNo}` })),
        missing: ["photo"],
      });
      return HttpResponse.json({ profile });
    }),
  );
}

const renderPanel = () =>
  renderWithProviders(<GuideProfilePanel renderCard={(guide) => <p>Card of {guide.name}</p>} />);

describe("GuideProfilePanel", () => {
  it("says exactly what stops a new guide being listed, and previews the card", async () => {
    fakeProfile();
    renderPanel();
    const lead = await screen.findByText(/Travellers cannot find or book you yet/);
    const status = lead.closest<HTMLElement>('[role="status"]')!;
    expect(within(status).getByText("Add a photo of yourself")).toBeTruthy();
    expect(within(status).getByText("Choose at least one destination you cover")).toBeTruthy();
    expect(screen.getByText("Card of Ishaan Kapoor")).toBeTruthy();
    expect(screen.getByLabelText("Add a photo")).toBeTruthy();
  });

  it("saves destinations picked from the catalogue, checked by the shared schema first", async () => {
    fakeProfile();
    const { user } = renderPanel();
    await screen.findByText(/Travellers cannot find or book you yet/);
    await user.click(screen.getByRole("button", { name: "Save my profile" }));
    expect(
      await screen.findByText("Choose at least one destination you cover", { selector: "p" }),
    ).toBeTruthy();
    expect(sent("PUT", "/api/guide-profile")).toHaveLength(0);

    await user.type(screen.getByRole("combobox", { name: "Destinations you cover" }), "Place 03");
    await user.click(await screen.findByRole("option", { name: /Place 03/ }));
    expect(screen.getByText("1 chosen.", { exact: false })).toBeTruthy();
    const group = screen.getByLabelText("Largest group you take");
    await user.clear(group);
    await user.type(group, "8");
    await user.clear(screen.getByLabelText("Languages you guide in"));
    await user.type(screen.getByLabelText("Languages you guide in"), "Hindi, English, hindi");
    await user.clear(screen.getByLabelText("About you"));
    await user.type(
      screen.getByLabelText("About you"),
      "I grew up in Chandni Chowk and have led food walks for nine years.",
    );
    await user.click(screen.getByRole("button", { name: "Save my profile" }));
    expect(await screen.findByText("Your profile is saved.")).toBeTruthy();
    expect(sent("PUT", "/api/guide-profile")[0].body).toMatchObject({
      destinationSrNos: [3],
      maxGroupSize: 8,
      languages: ["Hindi", "English"],
    });
  });

  it("shows the destinations already covered by name, and the server's field messages", async () => {
    fakeProfile({ ...newlyApproved(), destinations: [{ srNo: 1, name: "Place 01" }] });
    const { user } = renderPanel();
    await screen.findByText(/Travellers cannot find or book you yet/);
    const chosen = screen.getByRole("list", { name: "Chosen destinations" });
    expect(within(chosen).getByText("Place 01")).toBeTruthy();
    // The whole catalogue is never asked for.
    expect(sent("GET").map((r) => r.url.pathname)).toEqual(["/api/guide-profile"]);
    const group = screen.getByLabelText("Largest group you take");
    await user.clear(group);
    await user.type(group, "49");
    await user.clear(screen.getByLabelText("About you"));
    await user.type(screen.getByLabelText("About you"), "A long enough description of my walks.");
    await user.click(screen.getByRole("button", { name: "Save my profile" }));
    expect(await screen.findByText("Choose destinations from the catalogue's list.")).toBeTruthy();
  });
});
