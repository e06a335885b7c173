import { screen, waitFor, within } from "@testing-library/react";
import { auth } from "@tests/support/msw/handlers/auth";
import { apiError } from "@tests/support/msw/respond";
import { server } from "@tests/support/msw/server";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import type { SavedPlace } from "@/shared/saved/schema";
import { renderWithProviders } from "@/web/components/ui/testing/render-with-providers";
import { SaveButton } from "./save-button";
import { SavedScreen } from "./saved-screen";

const session = {
  user: {
    id: "u1",
    email: "traveller@example.com",
    name: "Ananya Iyer",
    emailVerified: true,
    createdAt: "2026-01-01T00:00:00.000Z",
    role: "user",
    twoFactorEnabled: false,
  },
  session: { id: "s1", token: "this-token", expiresAt: "2030-01-01T00:00:00.000Z" },
};

const place = (kind: SavedPlace["kind"], srNo: number, name: string): SavedPlace => ({
  kind,
  srNo,
  name,
  image: `/images/${srNo}.svg`,
  imageAlt: name,
  photo: null,
  to: `/packages/dest_${srNo}`,
  savedAt: "2026-11-20T04:00:00.000Z",
});

/** A server holding the account's saves; `refuse` makes its writes fail. */
function backend(saved: SavedPlace[], refuse?: () => Response) {
  const state = { saved: [...saved], writes: [] as string[] };
  server.use(
    auth.session(session),
    http.get("/api/saved", () => HttpResponse.json({ saved: state.saved })),
    http.put("/api/saved/:kind/:srNo", ({ params }) => {
      state.writes.push(`PUT ${params.kind}/${params.srNo}`);
      if (refuse) return refuse();
      const kind = params.kind as SavedPlace["kind"];
      const srNo = Number(params.srNo);
      if (!state.saved.some((p) => p.kind === kind && p.srNo === srNo))
        state.saved.unshift(place(kind, srNo, "Saved place"));
      return HttpResponse.json({ saved: true });
    }),
    http.delete("/api/saved/:kind/:srNo", ({ params }) => {
      state.writes.push(`DELETE ${params.kind}/${params.srNo}`);
      if (refuse) return refuse();
      state.saved = state.saved.filter(
        (p) => !(p.kind === params.kind && p.srNo === Number(params.srNo)),
      );
      return HttpResponse.json({ saved: false });
    }),
  );
  return state;
}

describe("the heart on a card", () => {
  it("saves and unsaves a place, by keyboard, saying which place", async () => {
    const state = backend([place("package", 1, "Jaipur Heritage Walk")]);
    const { user } = renderWithProviders(<SaveButton kind="destination" srNo={4} name="Ladakh" />);
    const heart = await screen.findByRole("button", { name: "Save Ladakh" });
    expect(heart.getAttribute("aria-pressed")).toBe("false");

    await user.tab();
    expect(document.activeElement).toBe(heart);
    await user.keyboard("{Enter}");
    expect(
      (await screen.findByRole("button", { name: "Remove Ladakh from saved" })).getAttribute(
        "aria-pressed",
      ),
    ).toBe("true");
    await waitFor(() => expect(state.writes).toEqual(["PUT destination/4"]));

    await user.keyboard(" ");
    expect(
      (await screen.findByRole("button", { name: "Save Ladakh" })).getAttribute("aria-pressed"),
    ).toBe("false");
    await waitFor(() =>
      expect(state.writes).toEqual(["PUT destination/4", "DELETE destination/4"]),
    );
  });

  it("shows a saved place pressed", async () => {
    backend([place("package", 7, "Kerala Backwaters")]);
    renderWithProviders(<SaveButton kind="package" srNo={7} name="Kerala Backwaters" />);
    expect(
      (
        await screen.findByRole("button", { name: "Remove Kerala Backwaters from saved" })
      ).getAttribute("aria-pressed"),
    ).toBe("true");
  });

  it("goes back and says so when the server refuses", async () => {
    const state = backend([], () =>
      apiError(
        422,
        "VALIDATION_FAILED",
        "You can save up to 500 places. Remove some to save more.",
      ),
    );
    const { user } = renderWithProviders(<SaveButton kind="destination" srNo={4} name="Ladakh" />);
    await waitFor(() => expect(state.saved).toEqual([]));
    await user.click(await screen.findByRole("button", { name: "Save Ladakh" }));
    expect(await screen.findByText(/save up to 500 places/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Save Ladakh" }).getAttribute("aria-pressed")).toBe(
      "false",
    );
  });
});

describe("the Saved page", () => {
  it("lists saved destinations and packages with links, and removes one", async () => {
    const state = backend([
      place("package", 1, "Jaipur Heritage Walk"),
      place("destination", 4, "Ladakh"),
    ]);
    const { user } = renderWithProviders(<SavedScreen />, { url: "/saved", path: "/saved" });
    const destinations = await screen.findByRole("region", { name: "Destinations" });
    expect(within(destinations).getByRole("link", { name: "Ladakh" }).getAttribute("href")).toBe(
      "/packages/dest_4",
    );
    const packages = screen.getByRole("region", { name: "Tour packages" });
    expect(within(packages).getByRole("link", { name: "Jaipur Heritage Walk" })).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Remove Ladakh from saved" }));
    await waitFor(() => expect(screen.queryByRole("link", { name: "Ladakh" })).toBeNull());
    expect(state.writes).toEqual(["DELETE destination/4"]);
  });

  it("points to Destinations and Packages when nothing is saved", async () => {
    backend([]);
    renderWithProviders(<SavedScreen />, { url: "/saved", path: "/saved" });
    expect(await screen.findByText("Nothing saved yet.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Browse destinations" }).getAttribute("href")).toBe(
      "/destinations",
    );
    expect(screen.getByRole("link", { name: "Browse tour packages" }).getAttribute("href")).toBe(
      "/packages",
    );
  });
});
