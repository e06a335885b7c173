import { act, screen, waitFor, within } from "@testing-library/react";
import { profile } from "@tests/support/msw/handlers/profile";
import { sent } from "@tests/support/msw/journal";
import { apiError } from "@tests/support/msw/respond";
import { server } from "@tests/support/msw/server";
import { HttpResponse, http } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PROFILE_MESSAGE_MS } from "@/shared/constants";
import type { Profile } from "@/shared/profile/types";
import { renderWithProviders } from "@/web/components/ui/testing/render-with-providers";
import ProfileScreen from "./profile";

const auth = vi.hoisted(() => ({
  session: { data: null as unknown, isPending: false, error: null, refetch: async () => {} },
  signOut: vi.fn(async () => ({ data: { success: true }, error: null })),
}));
vi.mock("@/web/lib/auth-client", () => ({
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
const traveller: Profile = { ...guideProfile, id: "u1", role: "user", fullName: "Ananya Iyer" };

/** Stands in for the browser's XMLHttpRequest, which the picture upload uses for its progress. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  withCredentials = false;
  status = 0;
  responseText = "";
  method = "";
  url = "";
  body: FormData | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

function signInAs(profile: Profile) {
  auth.session = { ...auth.session, data: { user: { id: profile.id, role: profile.role } } };
}

function renderProfile() {
  return renderWithProviders(<ProfileScreen />, { url: "/profile", path: "/profile" });
}

/** The FormMessage box that shows `text`. */
async function findMessage(text: string) {
  const paragraph = await screen.findByText(text);
  const box = paragraph.closest<HTMLElement>("[role]");
  if (!box) throw new Error(`"${text}" is not inside a message box`);
  return box;
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const pngFile = (bytes = 2048) =>
  new File([new Uint8Array(bytes)], "me.png", { type: "image/png" });

beforeEach(() => {
  auth.session = { data: null, isPending: false, error: null, refetch: async () => {} };
  FakeXhr.sent = [];
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
});

afterEach(() => {
  vi.useRealTimers();
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
    signInAs(guideProfile);
    server.use(profile.get(guideProfile));
    renderProfile();

    expect(await screen.findByText("Guide")).toBeTruthy();
    const fullName = field("Full Name");
    expect(fullName.value).toBe("Rahul Sharma");
    expect(fullName.matches(":disabled")).toBe(true);
    expect(field("Phone Number").type).toBe("tel");
    expect(field("Phone Number").matches(":disabled")).toBe(true);
    expect(field("Address").matches(":disabled")).toBe(true);
    expect(screen.getByLabelText<HTMLTextAreaElement>("Travel Preferences").rows).toBe(4);
    const picture = field("Profile picture");
    expect(picture.type).toBe("file");
    expect(picture.accept).toBe("image/*");
    expect(picture.matches(":disabled")).toBe(true);
    expect(screen.getByText("14 March 2025")).toBeTruthy();
    expect(screen.getByText("guide@example.com")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Edit Profile" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Save Changes" })).toBeNull();
    expect(screen.getByRole("link", { name: "Dashboard" }).getAttribute("href")).toBe("/dashboard");
    expect(screen.queryByRole("link", { name: "Admin console" })).toBeNull();
    // Issue 4 gives My Bookings a page of its own (the spec's app sent it to /packages).
    expect(screen.getByRole("link", { name: "My Bookings" }).getAttribute("href")).toBe(
      "/my-bookings",
    );
    expect(screen.getByRole("link", { name: "Saved Destinations" }).getAttribute("href")).toBe(
      "/saved",
    );
    expect(screen.getByRole("link", { name: "Account & security" }).getAttribute("href")).toBe(
      "/account",
    );
  });

  it("hides the dashboard and admin links from a traveller", async () => {
    signInAs(traveller);
    server.use(profile.get(traveller));
    renderProfile();
    expect(await screen.findByText("User")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Dashboard" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Admin console" })).toBeNull();
    expect(screen.getByRole("link", { name: "Account & security" })).toBeTruthy();
  });

  it("shows an admin both the dashboard and the admin console", async () => {
    const admin: Profile = { ...guideProfile, id: "a1", role: "admin" };
    signInAs(admin);
    server.use(profile.get(admin));
    renderProfile();
    expect(await screen.findByText("Admin")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Dashboard" }).getAttribute("href")).toBe("/dashboard");
    expect(screen.getByRole("link", { name: "Admin console" }).getAttribute("href")).toBe("/admin");
  });

  it("edits, then Cancel restores the saved values and returns to view mode", async () => {
    signInAs(traveller);
    server.use(profile.get(traveller));
    const { user } = renderProfile();

    await user.click(await screen.findByRole("button", { name: "Edit Profile" }));
    expect(field("Full Name").matches(":disabled")).toBe(false);
    expect(document.activeElement).toBe(field("Full Name"));
    expect(field("Profile picture").matches(":disabled")).toBe(false);
    expect(screen.queryByRole("button", { name: "Edit Profile" })).toBeNull();

    await user.clear(field("Full Name"));
    await user.type(field("Full Name"), "Someone Else");
    await user.type(field("Address"), ", Rajasthan");
    await user.click(screen.getByRole("button", { name: "Cancel" }));

    expect(field("Full Name").value).toBe("Ananya Iyer");
    expect(field("Address").value).toBe("Jaipur");
    expect(field("Full Name").matches(":disabled")).toBe(true);
    expect(screen.queryByRole("button", { name: "Save Changes" })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Edit Profile" }));
    expect(sent().map((request) => request.method)).toEqual(["GET"]);
  });

  it("saves, shows the success text in view mode and clears it after 3 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signInAs(traveller);
    const saved: Profile = { ...traveller, fullName: "Ananya Krishnan", phone: "044 2345 6789" };
    server.use(profile.get(traveller), profile.put(saved));
    const { user } = renderProfile();

    await user.click(await screen.findByRole("button", { name: "Edit Profile" }));
    await user.clear(field("Full Name"));
    await user.type(field("Full Name"), " Ananya Krishnan ");
    await user.clear(field("Phone Number"));
    await user.type(field("Phone Number"), "044 2345 6789");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));

    const status = await findMessage("Profile updated successfully!");
    expect(status.getAttribute("role")).toBe("status");
    expect(status.className).toContain("emerald");
    expect(sent("PUT", "/api/profile")[0].body).toEqual({
      fullName: "Ananya Krishnan",
      phone: "044 2345 6789",
      address: "Jaipur",
      preferences: "Forts and food",
    });
    expect(field("Full Name").value).toBe("Ananya Krishnan");
    expect(field("Full Name").matches(":disabled")).toBe(true);
    expect(screen.getByRole("button", { name: "Edit Profile" })).toBeTruthy();
    expect(screen.getByText("Ananya Krishnan", { selector: "p" })).toBeTruthy();

    act(() => {
      vi.advanceTimersByTime(PROFILE_MESSAGE_MS - 100);
    });
    expect(screen.queryByText("Profile updated successfully!")).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByText("Profile updated successfully!")).toBeNull();
  });

  it("on a failed save shows the error text and stays in edit mode with the values kept", async () => {
    signInAs(traveller);
    server.use(
      profile.get(traveller),
      http.put("/api/profile", () =>
        apiError(500, "INTERNAL", "Something went wrong on our side."),
      ),
    );
    const { user } = renderProfile();

    await user.click(await screen.findByRole("button", { name: "Edit Profile" }));
    await user.type(field("Address"), " Old City");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));

    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("Failed to update profile. Please try again.");
    expect(alert.className).toContain("red");
    expect(field("Address").value).toBe("Jaipur Old City");
    expect(field("Address").matches(":disabled")).toBe(false);
    expect(screen.getByRole("button", { name: "Save Changes" })).toBeTruthy();
  });

  it("puts the server's field messages on the fields", async () => {
    signInAs(traveller);
    server.use(
      profile.get(traveller),
      http.put("/api/profile", () =>
        apiError(422, "VALIDATION_FAILED", "Some fields need your attention.", {
          address: "Address must be at most 300 characters",
        }),
      ),
    );
    const { user } = renderProfile();
    await user.click(await screen.findByRole("button", { name: "Edit Profile" }));
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Address must be at most 300 characters")).toBeTruthy();
    expect(field("Address").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByRole("alert").textContent).toBe(
      "Failed to update profile. Please try again.",
    );
  });

  it("checks the phone number before sending", async () => {
    signInAs(traveller);
    server.use(profile.get(traveller));
    const { user } = renderProfile();
    await user.click(await screen.findByRole("button", { name: "Edit Profile" }));
    await user.clear(field("Phone Number"));
    await user.type(field("Phone Number"), "call me");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Please enter a valid phone number")).toBeTruthy();
    expect(sent()).toHaveLength(1);
  });

  it("uploads a chosen picture at once, with progress, and shows it", async () => {
    signInAs(traveller);
    server.use(profile.get(traveller));
    const { user } = renderProfile();
    await user.click(await screen.findByRole("button", { name: "Edit Profile" }));
    await user.upload(field("Profile picture"), pngFile());

    const [xhr] = FakeXhr.sent;
    expect([xhr.method, xhr.url]).toEqual(["POST", "/api/profile/picture"]);
    expect((xhr.body?.get("picture") as File | undefined)?.name).toBe("me.png");
    act(() => xhr.progress(50, 100));
    expect(
      screen.getByRole("progressbar", { name: "Uploading picture" }).getAttribute("value"),
    ).toBe("50");
    expect(field("Profile picture").matches(":disabled")).toBe(true);

    act(() =>
      xhr.respond(200, { profile: { ...traveller, profilePic: "/uploads/new-picture.webp" } }),
    );
    expect((await findMessage("Profile picture updated.")).getAttribute("role")).toBe("status");
    expect(screen.getByRole("img", { name: "Ananya Iyer" }).getAttribute("src")).toBe(
      "/uploads/new-picture.webp",
    );
    expect(field("Profile picture").matches(":disabled")).toBe(false);
    expect(screen.getByRole("button", { name: "Remove picture" })).toBeTruthy();
  });

  it("shows the server's reason when it refuses a picture, and keeps the current one", async () => {
    signInAs(traveller);
    const current = { ...traveller, profilePic: "/uploads/current.webp" };
    server.use(profile.get(current));
    const { user } = renderProfile();
    await user.click(await screen.findByRole("button", { name: "Edit Profile" }));
    await user.upload(field("Profile picture"), pngFile());

    act(() =>
      FakeXhr.sent[0].respond(422, {
        error: {
          code: "VALIDATION_FAILED",
          message: "Please choose an image file (JPEG, PNG, WebP, GIF or AVIF).",
        },
      }),
    );
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Please choose an image file (JPEG, PNG, WebP, GIF or AVIF).",
    );
    expect(screen.getByRole("img", { name: "Ananya Iyer" }).getAttribute("src")).toBe(
      "/uploads/current.webp",
    );
    expect(field("Full Name").matches(":disabled")).toBe(false);
  });

  it("refuses a picture over 5 MB without sending it", async () => {
    signInAs(traveller);
    server.use(profile.get(traveller));
    const { user } = renderProfile();
    await user.click(await screen.findByRole("button", { name: "Edit Profile" }));
    await user.upload(field("Profile picture"), pngFile(5 * 1024 * 1024 + 1));
    expect((await screen.findByRole("alert")).textContent).toBe("Images can be at most 5 MB.");
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it("removes the picture", async () => {
    signInAs(traveller);
    const current = { ...traveller, profilePic: "/uploads/current.webp" };
    server.use(
      profile.get(current),
      http.delete("/api/profile/picture", () => HttpResponse.json({ profile: traveller })),
    );
    const { user } = renderProfile();
    await user.click(await screen.findByRole("button", { name: "Edit Profile" }));
    await user.click(screen.getByRole("button", { name: "Remove picture" }));

    expect((await findMessage("Profile picture removed.")).getAttribute("role")).toBe("status");
    expect(sent("DELETE").length > 0).toBe(true);
    expect(screen.queryByRole("img", { name: "Ananya Iyer" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Remove picture" })).toBeNull();
  });

  it("signs out and reloads the home page", async () => {
    signInAs(traveller);
    server.use(profile.get(traveller));
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    const { user } = renderProfile();
    await user.click(await screen.findByRole("button", { name: "Sign Out" }));
    expect(auth.signOut).toHaveBeenCalled();
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/"));
    expect(within(document.body).queryByText("You are not logged in")).toBeNull();
  });
});
