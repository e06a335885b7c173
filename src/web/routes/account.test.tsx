import { screen, waitFor, within } from "@testing-library/react";
import { auth } from "@tests/support/msw/handlers/auth";
import { sent } from "@tests/support/msw/journal";
import { apiError, authError } from "@tests/support/msw/respond";
import { server } from "@tests/support/msw/server";
import { type HttpHandler, HttpResponse, http } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/web/components/ui/testing/render-with-providers";
import { sessionsQuery } from "@/web/features/account/queries";
import { authClient } from "@/web/lib/auth-client";
import { prefetchFirstData } from "@/web/lib/first-data";
import { createQueryClient } from "@/web/lib/query-client";
import AccountScreen, { firstData } from "./account";

const qr = vi.hoisted(() => ({ toString: vi.fn(async () => "<svg>qr</svg>") }));
vi.mock("qrcode", () => ({ ...qr, default: qr }));

afterEach(() => {
  vi.unstubAllGlobals();
});

const TOTP_URI =
  "otpauth://totp/Yatra%20Tours:traveller%40example.com?secret=JBSWY3DPEHPK3PXPJBSW&issuer=Yatra%20Tours&digits=6&period=30";
const BACKUP = ["aaaaa-11111", "bbbbb-22222", "ccccc-33333"];
const CHROME_WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";

function sessionOf(twoFactorEnabled: boolean) {
  return {
    user: {
      id: "u1",
      email: "traveller@example.com",
      name: "Ananya Iyer",
      emailVerified: true,
      createdAt: "2026-01-01T00:00:00.000Z",
      role: "user",
      twoFactorEnabled,
    },
    session: { id: "s1", token: "this-token", expiresAt: "2030-01-01T00:00:00.000Z" },
  };
}

const devices = [
  {
    id: "s2",
    token: "phone-token",
    userAgent: SAFARI_IPHONE,
    ipAddress: "203.0.113.9",
    createdAt: "2026-11-20T04:00:00.000Z",
    updatedAt: "2026-11-20T05:00:00.000Z",
    expiresAt: "2026-11-27T04:00:00.000Z",
  },
  {
    id: "s1",
    token: "this-token",
    userAgent: CHROME_WINDOWS,
    ipAddress: "198.51.100.7",
    createdAt: "2026-11-21T04:00:00.000Z",
    updatedAt: "2026-11-21T04:00:00.000Z",
    expiresAt: "2026-11-28T04:00:00.000Z",
  },
];

/** Signed in with two devices; `handlers` answer the calls the test makes, or replace these. */
async function renderAccount(handlers: HttpHandler[] = [], { twoFactor = false } = {}) {
  let twoFactorEnabled = twoFactor;
  server.use(
    auth.session(() => sessionOf(twoFactorEnabled)),
    auth.devices(devices),
  );
  server.use(...handlers);
  await authClient.getSession();
  const view = renderWithProviders(<AccountScreen />, { url: "/account", path: "/account" });
  const section = (name: string) => within(screen.getByRole("region", { name }));
  const setTwoFactor = (on: boolean) => {
    twoFactorEnabled = on;
  };
  const bodyOf = (key: string) => {
    const [method, path] = key.split(" ");
    return sent(method, path)[0]?.body;
  };
  return { ...view, section, setTwoFactor, bodyOf };
}

function stubReload() {
  const assign = vi.fn();
  vi.stubGlobal("location", { ...window.location, assign });
  return assign;
}

describe("Account & security: signed-in devices", () => {
  it("lists each device with browser, system, IP and a badge on this one", async () => {
    const { section } = await renderAccount();
    expect(screen.getByRole("heading", { level: 1, name: "Account & security" })).toBeTruthy();
    const devicesSection = section("Signed-in devices");
    const rows = await devicesSection.findAllByRole("listitem");
    expect(rows).toHaveLength(2);
    expect(rows[0].textContent).toContain("Chrome on Windows");
    expect(within(rows[0]).getByText("This device")).toBeTruthy();
    expect(within(rows[0]).queryByRole("button")).toBeNull();
    expect(rows[1].textContent).toContain("Safari on iOS");
    expect(rows[1].textContent).toContain("IP address 203.0.113.9");
    expect(rows[1].textContent).toContain("Signed in 20 Nov 2026");
  });

  it("signs out one other device", async () => {
    const { section, user, bodyOf } = await renderAccount([
      http.post("/api/auth/revoke-session", () => HttpResponse.json({ status: true })),
    ]);
    const devicesSection = section("Signed-in devices");
    await user.click(
      await devicesSection.findByRole("button", { name: /^Sign out Safari on iOS/ }),
    );
    expect(await devicesSection.findByText("That device is signed out.")).toBeTruthy();
    expect(bodyOf("POST /api/auth/revoke-session")).toEqual({ token: "phone-token" });
  });

  it("signs out all other devices", async () => {
    const { section, user } = await renderAccount([
      http.post("/api/auth/revoke-other-sessions", () => HttpResponse.json({ status: true })),
    ]);
    const devicesSection = section("Signed-in devices");
    await devicesSection.findAllByRole("listitem");
    await user.click(devicesSection.getByRole("button", { name: "Sign out all other devices" }));
    expect(await devicesSection.findByText("Every other device is signed out.")).toBeTruthy();
    const listCalls = sent("GET", "/api/auth/list-sessions");
    expect(listCalls.length).toBeGreaterThan(1);
  });

  it("signs out everywhere and reloads the home page", async () => {
    const assign = stubReload();
    const { section, user } = await renderAccount([
      http.post("/api/auth/revoke-sessions", () => HttpResponse.json({ status: true })),
    ]);
    await user.click(
      section("Signed-in devices").getByRole("button", { name: "Sign out everywhere" }),
    );
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/"));
    expect(sent("POST", "/api/auth/revoke-sessions").length > 0).toBe(true);
  });

  it("asks for the devices once, before the first render, when the server refuses them", async () => {
    server.use(
      http.get("/api/auth/list-sessions", () =>
        authError(403, "SESSION_NOT_FRESH", "Session is not fresh"),
      ),
    );
    const client = createQueryClient();
    // Retried, the refusal would hold the page's first render for a second, and ask again.
    await prefetchFirstData(client, firstData, new URL("http://localhost/account"));
    expect(sent("GET", "/api/auth/list-sessions")).toHaveLength(1);
    expect(client.getQueryState(sessionsQuery.queryKey)?.status).toBe("error");
  });

  it("explains why the list needs a recent log-in", async () => {
    const { section } = await renderAccount([
      http.get("/api/auth/list-sessions", () =>
        authError(403, "SESSION_NOT_FRESH", "Session is not fresh"),
      ),
    ]);
    expect((await section("Signed-in devices").findByRole("alert")).textContent).toContain(
      "your devices are listed only in the first 10 minutes after you log in",
    );
  });
});

describe("Account & security: two-factor authentication", () => {
  it("enrols: password, QR code, key in groups of four, backup codes, first code", async () => {
    const { section, user, bodyOf, setTwoFactor } = await renderAccount([
      http.post("/api/auth/two-factor/enable", () =>
        HttpResponse.json({ totpURI: TOTP_URI, backupCodes: BACKUP }),
      ),
      http.post("/api/auth/two-factor/verify-totp", async ({ request }) => {
        const { code } = (await request.json()) as { code: string };
        if (code !== "246810") return authError(401, "INVALID_CODE", "Invalid code");
        setTwoFactor(true);
        return HttpResponse.json({ token: "new-token", user: {} });
      }),
    ]);
    const twoFactor = section("Two-factor authentication");
    expect(twoFactor.getByText("Off")).toBeTruthy();
    await user.click(twoFactor.getByRole("button", { name: "Turn on two-factor authentication" }));
    await user.type(twoFactor.getByLabelText("Current password"), "yatra-demo-2026");
    await user.click(twoFactor.getByRole("button", { name: "Continue" }));

    const image = await twoFactor.findByRole("img", { name: "QR code for your authenticator app" });
    expect(image.getAttribute("src")).toBe(
      `data:image/svg+xml,${encodeURIComponent("<svg>qr</svg>")}`,
    );
    expect(qr.toString).toHaveBeenCalledWith(TOTP_URI, expect.objectContaining({ type: "svg" }));
    expect(bodyOf("POST /api/auth/two-factor/enable")).toEqual({ password: "yatra-demo-2026" });
    expect(twoFactor.getByText("Or enter this key")).toBeTruthy();
    expect(twoFactor.getByText("JBSW Y3DP EHPK 3PXP JBSW")).toBeTruthy();
    const codes = twoFactor.getByRole("list", { name: "Backup codes" });
    expect(
      within(codes)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(BACKUP);
    expect(twoFactor.getByRole("button", { name: "Download as .txt" })).toBeTruthy();

    const code = twoFactor.getByLabelText<HTMLInputElement>("Code from the app");
    await user.type(code, "111111");
    await user.click(twoFactor.getByRole("button", { name: "Turn on" }));
    expect((await twoFactor.findByRole("alert")).textContent).toContain("That code is not right.");
    expect(code.value).toBe("111111");

    await user.clear(code);
    await user.type(code, "246810");
    await user.click(twoFactor.getByRole("button", { name: "Turn on" }));
    expect(await twoFactor.findByText("Two-factor authentication is on.")).toBeTruthy();
    expect(twoFactor.getByText("On")).toBeTruthy();
    expect(
      twoFactor.getByRole("button", { name: "Turn off two-factor authentication" }),
    ).toBeTruthy();
  });

  it("shows a wrong password and clears it", async () => {
    const { section, user } = await renderAccount([
      http.post("/api/auth/two-factor/enable", () =>
        authError(400, "INVALID_PASSWORD", "Invalid password"),
      ),
    ]);
    const twoFactor = section("Two-factor authentication");
    await user.click(twoFactor.getByRole("button", { name: "Turn on two-factor authentication" }));
    const password = twoFactor.getByLabelText<HTMLInputElement>("Current password");
    await user.type(password, "wrong-one");
    await user.click(twoFactor.getByRole("button", { name: "Continue" }));
    expect((await twoFactor.findByRole("alert")).textContent).toContain(
      "That password is not right.",
    );
    expect(password.value).toBe("");
  });

  it("turns it off with the password", async () => {
    const { section, user, bodyOf, setTwoFactor } = await renderAccount(
      [
        http.post("/api/auth/two-factor/disable", () => {
          setTwoFactor(false);
          return HttpResponse.json({ status: true });
        }),
      ],
      { twoFactor: true },
    );
    const twoFactor = section("Two-factor authentication");
    await user.click(twoFactor.getByRole("button", { name: "Turn off two-factor authentication" }));
    await user.type(twoFactor.getByLabelText("Current password"), "yatra-demo-2026");
    await user.click(twoFactor.getByRole("button", { name: "Turn off" }));
    expect(await twoFactor.findByText("Two-factor authentication is off.")).toBeTruthy();
    expect(twoFactor.getByText("Off")).toBeTruthy();
    expect(bodyOf("POST /api/auth/two-factor/disable")).toEqual({ password: "yatra-demo-2026" });
  });

  it("gives new backup codes", async () => {
    const { section, user } = await renderAccount(
      [
        http.post("/api/auth/two-factor/generate-backup-codes", () =>
          HttpResponse.json({ status: true, backupCodes: ["zzzzz-99999"] }),
        ),
      ],
      { twoFactor: true },
    );
    const twoFactor = section("Two-factor authentication");
    await user.click(twoFactor.getByRole("button", { name: "Get new backup codes" }));
    await user.type(twoFactor.getByLabelText("Current password"), "yatra-demo-2026");
    await user.click(twoFactor.getByRole("button", { name: "Get new codes" }));
    expect(await twoFactor.findByText("zzzzz-99999")).toBeTruthy();
  });
});

describe("Account & security: email, password, deletion", () => {
  it("sends a confirmation link to the new address", async () => {
    const { section, user, bodyOf } = await renderAccount([
      http.post("/api/account/change-email", () =>
        HttpResponse.json({ status: "verification-sent" }),
      ),
    ]);
    const email = section("Email");
    expect(email.getByText("traveller@example.com")).toBeTruthy();
    await user.type(email.getByLabelText("New email"), "ananya@example.org");
    await user.type(email.getByLabelText("Current password"), "yatra-demo-2026");
    await user.click(email.getByRole("button", { name: "Change email" }));
    expect(
      await email.findByText(
        "We've sent a confirmation link to ananya@example.org. Your address changes when you open it.",
      ),
    ).toBeTruthy();
    expect(bodyOf("POST /api/account/change-email")).toEqual({
      newEmail: "ananya@example.org",
      password: "yatra-demo-2026",
    });
  });

  it("shows a wrong password on the field and keeps the new address", async () => {
    const { section, user } = await renderAccount([
      http.post("/api/account/change-email", () =>
        apiError(403, "WRONG_PASSWORD", "That password is not right.", {
          password: "That password is not right.",
        }),
      ),
    ]);
    const email = section("Email");
    await user.type(email.getByLabelText("New email"), "ananya@example.org");
    await user.type(email.getByLabelText("Current password"), "nope");
    await user.click(email.getByRole("button", { name: "Change email" }));
    expect((await email.findByRole("alert")).textContent).toContain("That password is not right.");
    expect(email.getByLabelText<HTMLInputElement>("New email").value).toBe("ananya@example.org");
  });

  it("changes the password and signs out other devices", async () => {
    const { section, user, bodyOf } = await renderAccount([
      http.post("/api/auth/change-password", () => HttpResponse.json({ token: "new", user: {} })),
    ]);
    const password = section("Password");
    await user.type(password.getByLabelText("Current password"), "yatra-demo-2026");
    await user.type(password.getByLabelText("New password"), "a-new-long-password");
    await user.type(password.getByLabelText("Confirm new password"), "a-new-long-passwor");
    await user.click(password.getByRole("button", { name: "Change password" }));
    expect(await password.findByText("Passwords do not match")).toBeTruthy();

    await user.type(password.getByLabelText("Confirm new password"), "d");
    await user.click(password.getByRole("button", { name: "Change password" }));
    expect(
      await password.findByText("Password changed. Your other devices have been signed out."),
    ).toBeTruthy();
    expect(bodyOf("POST /api/auth/change-password")).toEqual({
      currentPassword: "yatra-demo-2026",
      newPassword: "a-new-long-password",
      revokeOtherSessions: true,
    });
  });

  it("shows why a new password was refused", async () => {
    const { section, user } = await renderAccount([
      http.post("/api/auth/change-password", () =>
        authError(400, "INVALID_PASSWORD", "Invalid password"),
      ),
    ]);
    const password = section("Password");
    await user.type(password.getByLabelText("Current password"), "wrong-one");
    await user.type(password.getByLabelText("New password"), "a-new-long-password");
    await user.type(password.getByLabelText("Confirm new password"), "a-new-long-password");
    await user.click(password.getByRole("button", { name: "Change password" }));
    expect((await password.findByRole("alert")).textContent).toContain(
      "That password is not right.",
    );
    expect(password.getByLabelText<HTMLInputElement>("New password").value).toBe(
      "a-new-long-password",
    );
  });

  it("deletes the account only after DELETE is typed, then reloads the home page", async () => {
    const assign = stubReload();
    const { section, user, bodyOf } = await renderAccount([
      http.post("/api/auth/delete-user", () =>
        HttpResponse.json({ success: true, message: "User deleted" }),
      ),
    ]);
    const danger = section("Delete account");
    expect(danger.getByText(/Your bookings stay/)).toBeTruthy();
    await user.type(danger.getByLabelText("Current password"), "yatra-demo-2026");
    await user.type(danger.getByLabelText("Type DELETE to confirm"), "delete");
    await user.click(danger.getByRole("button", { name: "Delete my account" }));
    expect(
      await danger.findByText("Please type DELETE in capital letters to confirm"),
    ).toBeTruthy();
    expect(bodyOf("POST /api/auth/delete-user")).toBeUndefined();

    await user.clear(danger.getByLabelText("Type DELETE to confirm"));
    await user.type(danger.getByLabelText("Type DELETE to confirm"), "DELETE");
    await user.click(danger.getByRole("button", { name: "Delete my account" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/"));
    expect(bodyOf("POST /api/auth/delete-user")).toEqual({ password: "yatra-demo-2026" });
  });

  it("keeps the account and says why when the password is wrong", async () => {
    const assign = stubReload();
    const { section, user } = await renderAccount([
      http.post("/api/auth/delete-user", () =>
        authError(400, "INVALID_PASSWORD", "Invalid password"),
      ),
    ]);
    const danger = section("Delete account");
    await user.type(danger.getByLabelText("Current password"), "wrong-one");
    await user.type(danger.getByLabelText("Type DELETE to confirm"), "DELETE");
    await user.click(danger.getByRole("button", { name: "Delete my account" }));
    expect((await danger.findByRole("alert")).textContent).toContain("That password is not right.");
    expect(assign).not.toHaveBeenCalled();
    expect(danger.getByLabelText<HTMLInputElement>("Type DELETE to confirm").value).toBe("DELETE");
  });
});
