import { createPerson, PERSON_PASSWORD } from "@tests/support/api-helpers";
import { destinationForm, packageForm } from "@tests/support/content-admin";
import { createTestApp, type TestApp } from "@tests/support/test-app";
import { databaseKinds } from "@tests/support/test-database";
import { stateLicenceForm } from "@tests/support/uploads";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guideApplications, guides, user } from "./db/schema";

type Persona = "anonymous" | "traveller" | "otherTraveller" | "guide" | "otherGuide" | "admin";
const PERSONAS: Persona[] = [
  "anonymous",
  "traveller",
  "otherTraveller",
  "guide",
  "otherGuide",
  "admin",
];

/** "ok" is any 2xx; a number is the exact status. */
type Expect = "ok" | number;
interface Endpoint {
  method: "GET" | "POST" | "PUT" | "DELETE";
  path: (ids: Ids) => string;
  body?: (ids: Ids) => unknown;
  /** A multipart form instead of a JSON body. */
  form?: () => FormData;
  expect: Record<Persona, Expect>;
}
interface Ids {
  targetUser: string;
  application: number;
}

const everyone = (e: Expect): Record<Persona, Expect> => ({
  anonymous: e,
  traveller: e,
  otherTraveller: e,
  guide: e,
  otherGuide: e,
  admin: e,
});
const signedIn = (e: Expect): Record<Persona, Expect> => ({ ...everyone(e), anonymous: 401 });
const adminOnly = (e: Expect = "ok"): Record<Persona, Expect> => ({
  anonymous: 401,
  traveller: 403,
  otherTraveller: 403,
  guide: 403,
  otherGuide: 403,
  admin: e,
});

/** The guide's own endpoints: guides only, admins included out (they have no guide profile). */
const guidesOnly = (e: Expect): Record<Persona, Expect> => ({
  anonymous: 401,
  traveller: 403,
  otherTraveller: 403,
  guide: e,
  otherGuide: e,
  admin: 403,
});

function textAsPhoto() {
  const form = new FormData();
  form.append("photo", new File(["just some text"], "photo.jpg", { type: "image/jpeg" }));
  return form;
}

const NO_SUCH_ID = "00000000-0000-4000-8000-000000000000";

const ENDPOINTS: Endpoint[] = [
  { method: "GET", path: () => "/api/destinations/search?q=jaipure", expect: everyone("ok") },
  { method: "GET", path: () => "/api/packages/search?q=jaipure", expect: everyone("ok") },
  { method: "GET", path: () => "/api/packages/dest_1", expect: everyone("ok") },
  {
    method: "GET",
    path: () => "/api/guides/search?q=meera%20srivastav&licensed=false&sort=name",
    expect: everyone("ok"),
  },
  { method: "GET", path: () => "/api/guides/1", expect: everyone("ok") },
  {
    method: "POST",
    path: () => "/api/contact",
    body: () => ({
      name: "N",
      email: "n@example.org",
      subject: "S",
      message: "M",
      idempotencyKey: crypto.randomUUID(),
    }),
    expect: everyone("ok"),
  },
  {
    method: "POST",
    path: () => "/api/newsletter",
    body: () => ({ email: "m@example.org" }),
    expect: everyone("ok"),
  },
  {
    method: "POST",
    path: () => "/api/guide-applications",
    body: () => ({
      fullName: "Applicant",
      email: "applicant@example.org",
      phone: "+91 90000 11111",
      address: "Pune",
      experience: 2,
      languages: "Marathi, English",
      specialization: "food",
      about: "Street food walks.",
      agreeToTerms: true,
      idempotencyKey: crypto.randomUUID(),
    }),
    expect: everyone("ok"),
  },
  {
    method: "POST",
    path: () => "/api/guide-applications/confirm",
    body: () => ({ token: "not-a-token-anyone-was-sent" }),
    expect: everyone(400),
  },
  { method: "GET", path: () => "/api/profile", expect: signedIn("ok") },
  {
    method: "PUT",
    path: () => "/api/profile",
    body: () => ({ fullName: "Me", phone: "", address: "", preferences: "" }),
    expect: signedIn("ok"),
  },
  { method: "DELETE", path: () => "/api/profile/picture", expect: signedIn("ok") },
  { method: "GET", path: () => "/api/saved", expect: signedIn("ok") },
  { method: "PUT", path: () => "/api/saved/destination/1", expect: signedIn("ok") },
  { method: "PUT", path: () => "/api/saved/package/2147483647", expect: signedIn(404) },
  { method: "DELETE", path: () => "/api/saved/destination/1", expect: signedIn("ok") },
  {
    method: "POST",
    path: () => "/api/account/change-email",
    body: () => ({ password: "not-the-password", newEmail: "elsewhere@example.org" }),
    expect: signedIn(403),
  },
  {
    method: "PUT",
    path: () => "/api/account/language",
    body: () => ({ language: "en" }),
    expect: signedIn("ok"),
  },
  { method: "GET", path: () => "/api/auth/list-sessions", expect: signedIn("ok") },
  {
    method: "GET",
    path: () => "/api/bookings/available-guides?packageId=dest_4",
    expect: everyone("ok"),
  },
  {
    method: "GET",
    path: () => "/api/bookings/available-dates?packageId=dest_4&guideSno=1",
    expect: everyone("ok"),
  },
  { method: "GET", path: () => "/api/bookings/mine", expect: signedIn("ok") },
  { method: "GET", path: () => "/api/dashboard", expect: signedIn("ok") },
  {
    method: "GET",
    path: () => "/api/dashboard/bookings",
    expect: {
      anonymous: 401,
      traveller: 403,
      otherTraveller: 403,
      guide: "ok",
      otherGuide: "ok",
      admin: "ok",
    },
  },
  {
    method: "GET",
    path: () => "/api/calendar-feed",
    expect: guidesOnly("ok"),
  },
  {
    method: "POST",
    path: () => "/api/calendar-feed",
    expect: guidesOnly("ok"),
  },
  {
    method: "DELETE",
    path: () => "/api/calendar-feed",
    expect: guidesOnly("ok"),
  },
  { method: "GET", path: () => "/api/guide-profile", expect: guidesOnly("ok") },
  {
    method: "PUT",
    path: () => "/api/guide-profile",
    body: () => ({ maxGroupSize: 0 }),
    expect: everyone(422),
  },
  { method: "DELETE", path: () => "/api/guide-profile/photo", expect: guidesOnly("ok") },
  { method: "GET", path: () => "/api/admin/closures", expect: adminOnly() },
  { method: "GET", path: () => "/api/admin/audit?action=user&pageSize=5", expect: adminOnly() },
  { method: "GET", path: () => "/api/admin/audit?from=2025-13-01", expect: adminOnly(422) },
  {
    method: "POST",
    path: () => "/api/admin/closures",
    body: () => ({ destinationSrNo: 4, startsOn: "13-01", endsOn: "01-01", reason: "Snow" }),
    expect: adminOnly(422),
  },
  { method: "DELETE", path: () => "/api/admin/closures/2147483647", expect: adminOnly(404) },
  // The catalogue's content: destinations and packages, drafts included.
  { method: "GET", path: () => "/api/admin/destinations?status=draft", expect: adminOnly() },
  { method: "GET", path: () => "/api/admin/destinations/1", expect: adminOnly() },
  { method: "GET", path: () => "/api/admin/destinations/1/preview", expect: adminOnly() },
  {
    method: "POST",
    path: () => "/api/admin/destinations",
    body: () => destinationForm({ name: "Matrix Valley" }),
    expect: adminOnly(201),
  },
  {
    method: "POST",
    path: () => "/api/admin/destinations",
    body: () => destinationForm({ avgPrice: 0 }),
    expect: adminOnly(422),
  },
  {
    method: "PUT",
    path: () => "/api/admin/destinations/2147483647",
    body: () => destinationForm(),
    expect: adminOnly(404),
  },
  ...(["publish", "unpublish", "archive"] as const).map(
    (action): Endpoint => ({
      method: "POST",
      path: () => `/api/admin/destinations/2147483647/${action}`,
      expect: adminOnly(404),
    }),
  ),
  { method: "DELETE", path: () => "/api/admin/destinations/2147483647", expect: adminOnly(404) },
  { method: "GET", path: () => "/api/admin/packages?destinationSrNo=1", expect: adminOnly() },
  { method: "GET", path: () => "/api/admin/packages/1", expect: adminOnly() },
  { method: "GET", path: () => "/api/admin/packages/1/preview", expect: adminOnly() },
  {
    method: "POST",
    path: () => "/api/admin/packages",
    body: () => packageForm(1, { name: "Matrix Heritage Walk" }),
    expect: adminOnly(201),
  },
  {
    method: "POST",
    path: () => "/api/admin/packages",
    body: () => packageForm(1, { price: 0 }),
    expect: adminOnly(422),
  },
  {
    method: "PUT",
    path: () => "/api/admin/packages/2147483647",
    body: () => packageForm(1),
    expect: adminOnly(404),
  },
  ...(["publish", "unpublish", "archive"] as const).map(
    (action): Endpoint => ({
      method: "POST",
      path: () => `/api/admin/packages/2147483647/${action}`,
      expect: adminOnly(404),
    }),
  ),
  { method: "DELETE", path: () => "/api/admin/packages/2147483647", expect: adminOnly(404) },
  // A text file in the photo field: refused by its first bytes (415) before any image work.
  { method: "POST", path: () => "/api/admin/photos", form: textAsPhoto, expect: adminOnly(415) },
  { method: "GET", path: () => "/api/admin/guides", expect: adminOnly() },
  { method: "GET", path: () => "/api/admin/guides/1", expect: adminOnly() },
  {
    method: "PUT",
    path: () => "/api/admin/guides/1",
    body: () => ({ listed: "yes" }),
    expect: adminOnly(422),
  },
  { method: "GET", path: () => "/api/guide-calendar", expect: guidesOnly("ok") },
  {
    method: "PUT",
    path: () => "/api/guide-calendar/working-days",
    body: () => ({ workingDays: [1, 2, 3, 4, 5, 6, 7] }),
    expect: guidesOnly("ok"),
  },
  {
    method: "POST",
    path: () => "/api/guide-calendar/blocked",
    body: () => ({ startDate: "2030-01-01", endDate: "2029-12-31" }),
    expect: everyone(422),
  },
  {
    method: "DELETE",
    path: () => "/api/guide-calendar/blocked/2147483647",
    expect: guidesOnly(404),
  },
  {
    method: "GET",
    path: () => `/api/calendar-feed/${"A".repeat(43)}.ics`,
    expect: everyone(404),
  },
  {
    method: "PUT",
    path: () => "/api/dashboard/availability",
    body: () => ({ isAvailable: true }),
    expect: {
      anonymous: 401,
      traveller: 403,
      otherTraveller: 403,
      guide: "ok",
      otherGuide: "ok",
      admin: 403,
    },
  },
  {
    method: "GET",
    path: () => "/api/bookings/00000000-0000-4000-8000-000000000000/cancellation",
    expect: signedIn(404),
  },
  {
    method: "POST",
    path: () => "/api/bookings/00000000-0000-4000-8000-000000000000/accept",
    expect: signedIn(404),
  },
  // Closed to everyone: admin changes go through /api/admin, which keeps the audit log.
  { method: "GET", path: () => "/api/auth/admin/list-users", expect: everyone(404) },
  {
    method: "POST",
    path: () => "/api/auth/admin/set-role",
    body: (i) => ({ userId: i.targetUser, role: "admin" }),
    expect: everyone(404),
  },
  { method: "GET", path: () => "/api/admin/users", expect: adminOnly() },
  { method: "GET", path: (i) => `/api/admin/users/${i.targetUser}`, expect: adminOnly() },
  {
    method: "POST",
    path: (i) => `/api/admin/users/${i.targetUser}/role`,
    body: () => ({ role: "user" }),
    expect: adminOnly(),
  },
  {
    method: "POST",
    path: (i) => `/api/admin/users/${i.targetUser}/revoke-sessions`,
    expect: adminOnly(),
  },
  {
    method: "POST",
    path: (i) => `/api/admin/users/${i.targetUser}/send-password-reset`,
    expect: adminOnly(),
  },
  {
    method: "POST",
    path: (i) => `/api/admin/users/${i.targetUser}/ban`,
    body: () => ({ reason: "Spam" }),
    expect: adminOnly(),
  },
  { method: "POST", path: (i) => `/api/admin/users/${i.targetUser}/unban`, expect: adminOnly() },
  {
    method: "POST",
    path: (i) => `/api/admin/users/${i.targetUser}/send-sign-in-link`,
    expect: adminOnly(),
  },
  { method: "GET", path: () => "/api/admin/applications?status=all", expect: adminOnly() },
  { method: "GET", path: (i) => `/api/admin/applications/${i.application}`, expect: adminOnly() },
  {
    method: "POST",
    path: (i) => `/api/admin/applications/${i.application}/approve`,
    expect: adminOnly(),
  },
  {
    method: "POST",
    path: (i) => `/api/admin/applications/${i.application}/reject`,
    body: () => ({ reason: "Not enough experience yet." }),
    expect: adminOnly(),
  },
  {
    method: "POST",
    path: () => "/api/admin/users/invite",
    body: () => ({ email: `invitee.${Date.now()}@example.org`, role: "user" }),
    expect: adminOnly(),
  },
  { method: "DELETE", path: (i) => `/api/admin/users/${i.targetUser}`, expect: adminOnly() },
  // Licences, in the order a licence lives: none, filed, reviewed, withdrawn.
  { method: "GET", path: () => "/api/guide-licence", expect: guidesOnly("ok") },
  { method: "GET", path: () => "/api/guide-licence/document", expect: guidesOnly(404) },
  {
    method: "PUT",
    path: () => "/api/guide-licence",
    form: () => stateLicenceForm("KA 0042"),
    expect: guidesOnly("ok"),
  },
  // The document itself is behind a short-lived signed link the endpoint redirects to.
  { method: "GET", path: () => "/api/guide-licence/document", expect: guidesOnly(302) },
  { method: "GET", path: () => "/api/admin/licences?status=pending", expect: adminOnly() },
  { method: "GET", path: () => "/api/admin/licences/1/document", expect: adminOnly(302) },
  {
    method: "POST",
    path: () => "/api/admin/licences/1/reject",
    body: () => ({ reason: "The scan is blurred." }),
    expect: adminOnly(),
  },
  { method: "POST", path: () => "/api/admin/licences/1/verify", expect: adminOnly(409) },
  { method: "POST", path: () => "/api/admin/licences/2/verify", expect: adminOnly() },
  { method: "DELETE", path: () => "/api/guide-licence", expect: guidesOnly("ok") },
  // Payments: only a booking's traveller pays for it; someone else's booking does not exist.
  { method: "GET", path: () => "/api/payments/options", expect: everyone("ok") },
  {
    method: "POST",
    path: () => `/api/bookings/${NO_SUCH_ID}/checkout`,
    body: () => ({}),
    expect: signedIn(404),
  },
  {
    method: "POST",
    path: () => `/api/bookings/${NO_SUCH_ID}/upi-claim`,
    body: () => ({ utr: "123456789012" }),
    expect: signedIn(404),
  },
  {
    method: "POST",
    path: () => "/api/payments/verify",
    body: () => ({
      razorpay_order_id: "order_x",
      razorpay_payment_id: "pay_x",
      razorpay_signature: "0".repeat(64),
    }),
    expect: signedIn(404),
  },
  {
    method: "POST",
    path: () => `/api/payments/test-checkout/${NO_SUCH_ID}`,
    body: () => ({ outcome: "upi_success" }),
    expect: signedIn(404),
  },
  // The provider is nobody's session: a webhook is judged by its signature alone.
  {
    method: "POST",
    path: () => "/api/payments/webhook",
    body: () => ({ event: "payment.captured", payload: {} }),
    expect: everyone(400),
  },
  {
    method: "GET",
    path: () => "/api/payments/documents?number=INV%2F26-27%2F99999",
    expect: signedIn(404),
  },
  { method: "GET", path: () => "/api/admin/payments", expect: adminOnly() },
  { method: "GET", path: () => "/api/admin/payments/export.csv", expect: adminOnly() },
  {
    method: "POST",
    path: () => `/api/admin/payments/bookings/${NO_SUCH_ID}/refund`,
    body: () => ({ amount: 1, reason: "Goodwill" }),
    expect: adminOnly(404),
  },
  {
    method: "POST",
    path: () => `/api/admin/payments/upi/${NO_SUCH_ID}/confirm`,
    body: () => ({ utr: "123456789012" }),
    expect: adminOnly(404),
  },
  {
    method: "POST",
    path: () => `/api/admin/payments/upi/${NO_SUCH_ID}/reject`,
    expect: adminOnly(404),
  },
  {
    method: "POST",
    path: () => `/api/admin/payments/refunds/${NO_SUCH_ID}/paid`,
    body: () => ({ reference: "NEFT-0001" }),
    expect: adminOnly(404),
  },
  { method: "GET", path: () => "/api/admin/bookings", expect: adminOnly() },
  {
    method: "GET",
    path: () => "/api/admin/bookings?status=confirmed&payment=paid&guide=1&q=ananya",
    expect: adminOnly(),
  },
  { method: "GET", path: () => "/api/admin/bookings/guides?q=vikram", expect: adminOnly() },
  { method: "GET", path: () => `/api/admin/bookings/${NO_SUCH_ID}`, expect: adminOnly(404) },
  {
    method: "POST",
    path: () => `/api/admin/bookings/${NO_SUCH_ID}/cancel`,
    body: () => ({ reason: "The road is closed" }),
    expect: adminOnly(404),
  },
  // The inbox: contact messages and the newsletter. Its links are anyone's, judged by their token.
  {
    method: "POST",
    path: () => "/api/newsletter/confirm",
    body: () => ({ token: "not-a-token-anyone-was-sent" }),
    expect: everyone(400),
  },
  {
    method: "POST",
    path: () => "/api/newsletter/unsubscribe?token=1.not-signed",
    expect: everyone(400),
  },
  { method: "GET", path: () => "/api/newsletter/unsubscribe?token=1.x", expect: everyone(303) },
  { method: "GET", path: () => "/api/admin/inbox?status=all", expect: adminOnly() },
  { method: "GET", path: () => "/api/admin/inbox/2147483647", expect: adminOnly(404) },
  {
    method: "POST",
    path: () => "/api/admin/inbox/2147483647/reply",
    body: () => ({ body: "Thank you for writing." }),
    expect: adminOnly(404),
  },
  { method: "POST", path: () => "/api/admin/inbox/2147483647/close", expect: adminOnly(404) },
  { method: "POST", path: () => "/api/admin/inbox/2147483647/reopen", expect: adminOnly(404) },
  { method: "GET", path: () => "/api/admin/newsletter/subscribers", expect: adminOnly() },
  { method: "GET", path: () => "/api/admin/newsletter/subscribers.csv", expect: adminOnly() },
  {
    method: "POST",
    path: () => "/api/admin/newsletter/issues",
    body: () => ({ subject: "Matrix issue", body: "To every confirmed subscriber." }),
    expect: adminOnly(),
  },
];

describe.each(databaseKinds())("authorization matrix on %s", (kind) => {
  let t: TestApp;
  const cookies = {} as Record<Persona, string>;
  const ids = {} as Ids;

  beforeAll(async () => {
    t = await createTestApp(kind);
    cookies.anonymous = "";
    cookies.traveller = await t.signIn("traveller@example.com");
    cookies.guide = await t.signIn("guide@example.com");
    cookies.admin = await t.signIn("admin@example.com");
    await createPerson(t, "other.traveller@example.org", "user");
    cookies.otherTraveller = await t.signIn("other.traveller@example.org", PERSON_PASSWORD);
    const otherGuideId = await createPerson(t, "other.guide@example.org", "guide");
    await t.db.update(guides).set({ userId: otherGuideId }).where(eq(guides.sno, 2));
    cookies.otherGuide = await t.signIn("other.guide@example.org", PERSON_PASSWORD);
    ids.targetUser = await createPerson(t, "target@example.org", "user");
  });
  afterAll(() => t?.close());

  for (const endpoint of ENDPOINTS) {
    for (const persona of PERSONAS) {
      const expected = endpoint.expect[persona];
      it(`${endpoint.method} ${endpoint.path({ targetUser: ":id", application: 0 })} as ${persona} → ${expected}`, async () => {
        if (endpoint.path(ids).includes("/applications/")) {
          const [app] = await t.db
            .insert(guideApplications)
            .values({
              fullName: "Matrix Applicant",
              email: `matrix.${persona}.${Date.now()}@example.org`,
              phone: "+91 90000 22222",
              address: "Kochi",
              experience: 1,
              languages: "Malayalam",
              specialization: "cultural",
              about: "Kathakali and spice markets.",
              agreeToTerms: true,
            })
            .returning({ id: guideApplications.id });
          ids.application = app.id;
        }
        const res = await t.request(endpoint.path(ids), {
          method: endpoint.method,
          cookie: cookies[persona],
          json: endpoint.body?.(ids),
          body: endpoint.form?.(),
        });
        if (expected === "ok") expect(res.status, await res.clone().text()).toBeLessThan(300);
        else expect(res.status).toBe(expected);
        if (
          expected === "ok" &&
          endpoint.method === "DELETE" &&
          endpoint.path(ids).startsWith("/api/admin/users/")
        ) {
          ids.targetUser = await createPerson(t, `target.${Date.now()}@example.org`, "user");
        }
      });
    }
  }

  it("covers every admin console endpoint the app serves", () => {
    const sample: Ids = { targetUser: "someone", application: 1 };
    const covered = ENDPOINTS.map((e) => `${e.method} ${e.path(sample).split("?")[0]}`);
    const consoleRoutes = t.app.routes.filter(
      (r) =>
        r.path.startsWith("/api/admin/") && ["GET", "POST", "PUT", "DELETE"].includes(r.method),
    );
    expect(consoleRoutes.length).toBeGreaterThan(40);
    const missing = consoleRoutes
      .map((r) => ({
        ...r,
        pattern: new RegExp(`^${r.method} ${r.path.replace(/:\w+/g, "[^/]+")}$`),
      }))
      .filter((r) => !covered.some((c) => r.pattern.test(c)))
      .map((r) => `${r.method} ${r.path}`);
    expect(missing).toEqual([]);
  });

  it("reads only the caller's own profile, whatever the browser claims", async () => {
    for (const persona of [
      "traveller",
      "otherTraveller",
      "guide",
      "otherGuide",
      "admin",
    ] as const) {
      const res = await t.request("/api/profile", {
        method: "PUT",
        cookie: cookies[persona],
        json: {
          fullName: `${persona} name`,
          phone: "",
          address: "",
          preferences: "",
          userId: ids.targetUser,
          role: "admin",
          id: ids.targetUser,
        },
      });
      expect(res.status, await res.clone().text()).toBe(200);
      const { profile } = (await res.json()) as {
        profile: { fullName: string; role: string; id: string };
      };
      expect(profile.fullName).toBe(`${persona} name`);
      expect(profile.id).not.toBe(ids.targetUser);
    }
    const [traveller] = await t.db
      .select()
      .from(user)
      .where(eq(user.email, "traveller@example.com"));
    expect(traveller.role).toBe("user");
  });
});
