import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Profile } from "../../shared/profile";
import { mockFetch, renderWithProviders } from "../components/ui/testing/render-with-providers";
import ProfileScreen from "./profile";

const auth = vi.hoisted(() => ({
  session: { data: null as unknown, isPending: false, error: null, refetch: async () => {} },
  signOut: vi.fn(async () => ({ data: { success: true }, error: null })),
}));
vi.mock("../lib/auth-client", () => ({
  authClient: { useSession: () => auth.session, signOut: auth.signOut },
}));

const guideProfile: Profile = {
  id: "g1",
  email: "guide@example.com",
  memberSince: "2025-03-14T09:30:00.000Z",
  fullName: "Rahul Sharma",
  phone: "+91 98100 00000",
  address: "Jaipur",
  preferences: "Forts and food",
  role: "guide",
  profilePic: null,
};

function renderProfile() {
  return renderWithProviders(<ProfileScreen />, { url: "/profile", path: "/profile" });
}

beforeEach(() => {
  auth.session = { data: null, isPending: false, error: null, refetch: async () => {} };
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("Profile", () => {
  it("asks a signed-out visitor to log in", () => {
    renderProfile();
    expect(screen.getByText("You are not logged in")).toBeTruthy();
    expect(screen.getByText("Please log in to view your profile")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Log In" }).getAttribute("href")).toBe("/login");
  });

  it("shows the saved details read-only with the role badge and the guide's dashboard link", async () => {
    auth.session = { ...auth.session, data: { user: { id: "g1", role: "guide" } } };
    mockFetch({ "GET /api/profile": { body: { profile: guideProfile } } });
    renderProfile();

    expect(await screen.findByText("Guide")).toBeTruthy();
    const fullName = screen.getByLabelText<HTMLInputElement>("Full Name");
    expect(fullName.value).toBe("Rahul Sharma");
    expect(fullName.matches(":disabled")).toBe(true);
    expect(screen.getByLabelText<HTMLTextAreaElement>("Travel Preferences").rows).toBe(4);
    expect(screen.getByText("14 March 2025")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Dashboard" }).getAttribute("href")).toBe("/dashboard");
    expect(screen.getByRole("link", { name: "My Bookings" }).getAttribute("href")).toBe(
      "/packages",
    );
    expect(screen.getByRole("link", { name: "Saved Destinations" }).getAttribute("href")).toBe(
      "/destinations",
    );
  });

  it("hides the dashboard link from a traveller", async () => {
    auth.session = { ...auth.session, data: { user: { id: "u1", role: "user" } } };
    mockFetch({ "GET /api/profile": { body: { profile: { ...guideProfile, role: "user" } } } });
    renderProfile();
    expect(await screen.findByText("User")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Dashboard" })).toBeNull();
  });

  it("signs out and reloads the home page", async () => {
    auth.session = { ...auth.session, data: { user: { id: "u1", role: "user" } } };
    mockFetch({ "GET /api/profile": { body: { profile: { ...guideProfile, role: "user" } } } });
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    const { user } = renderProfile();
    await user.click(await screen.findByRole("button", { name: "Sign Out" }));
    expect(auth.signOut).toHaveBeenCalled();
    expect(assign).toHaveBeenCalledWith("/");
  });
});
