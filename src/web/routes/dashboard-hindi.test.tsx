import { screen, waitFor, within } from "@testing-library/react";
import { dashboardHandlers } from "@tests/support/msw/handlers/dashboard";
import { licences } from "@tests/support/msw/handlers/licences";
import { messages } from "@tests/support/msw/handlers/messages";
import { sent } from "@tests/support/msw/journal";
import { server } from "@tests/support/msw/server";
import { HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { AdminGuideList, GuideProfileView } from "@/shared/guides/profile-types";
import { makePayment } from "@/shared/payments/testing/make-payment";
import { renderWithProviders } from "@/web/components/ui/testing/render-with-providers";
import { englishAfterEach, showHindi } from "@/web/components/ui/testing/show-hindi";
import { CalendarFeedPanel } from "@/web/features/calendar-feed/calendar-feed-panel";
import { makeGuide } from "@/web/features/catalogue/testing/fixtures";
import { guideInfo, makeBooking } from "@/web/features/dashboard/testing/dashboard-fixtures";
import { GuideCalendarPanel } from "@/web/features/guide-calendar/guide-calendar-panel";
import { LicencePanel } from "@/web/features/guide-licence/licence-panel";
import { makeLicence } from "@/web/features/guide-licence/testing/licence-fixtures";
import { AdminGuidesPanel } from "@/web/features/guide-profile/admin-guides-panel";
import { GuideProfilePanel } from "@/web/features/guide-profile/guide-profile-panel";
import DashboardScreen from "./dashboard";

const auth = vi.hoisted(() => ({
  session: { data: null as unknown, isPending: false, error: null, refetch: async () => {} },
}));
vi.mock("@/web/lib/auth-client", () => ({ authClient: { useSession: () => auth.session } }));

const signedInAs = (role: string) => {
  auth.session = { ...auth.session, data: { user: { id: "u1", email: "x@example.org", role } } };
};

beforeEach(async () => {
  signedInAs("guide");
  await showHindi(["dashboard"]);
});
englishAfterEach();

const renderDashboard = () =>
  renderWithProviders(<DashboardScreen />, { url: "/dashboard", path: "/dashboard" });

const panel = (name: string) => {
  const tab = screen.getByRole("tab", { name });
  return document.getElementById(tab.getAttribute("aria-controls") ?? "") as HTMLElement;
};

const toasts = () => within(screen.getByRole("region", { name: "सूचनाएँ" }));

describe("the guide's dashboard in Hindi", () => {
  it("tells a traveller in Hindi what the dashboard is for", async () => {
    signedInAs("user");
    server.use(...dashboardHandlers());
    renderDashboard();
    expect(screen.getByRole("heading", { level: 1, name: "डैशबोर्ड" })).toBeTruthy();
    expect(
      screen.getByRole("heading", { level: 2, name: "डैशबोर्ड टूरिस्ट गाइड के लिए है" }),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "टूर पैकेज देखें" })).toBeTruthy();
    expect(screen.queryByText("The dashboard is for tourist guides")).toBeNull();
  });

  it("shows the tabs, the availability and a request in Hindi, and accepts it", async () => {
    server.use(
      ...dashboardHandlers({
        info: guideInfo(true),
        bookings: [
          makeBooking("b1", {
            name: "Asha Verma",
            email: "asha@example.org",
            numberOfTravelers: 3,
            startDate: "2027-01-10",
            endDate: "2027-01-15",
          }),
          makeBooking("b2", { name: "Rohan Das" }),
        ],
      }),
    );
    const { user } = renderDashboard();

    const tabs = await screen.findAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      "नई बुकिंग की सूचनाएँ",
      "आने वाली बुकिंग",
      "बुकिंग प्रबंधन",
      "मेरी गाइड प्रोफ़ाइल",
      "कैलेंडर",
      "लाइसेंस",
    ]);
    expect(screen.getByRole("tablist", { name: "डैशबोर्ड के हिस्से" })).toBeTruthy();
    expect(
      within(panel("नई बुकिंग की सूचनाएँ")).getByRole("heading", { name: "नए बुकिंग अनुरोध" }),
    ).toBeTruthy();

    const select = (await screen.findByLabelText("उपलब्धता")) as HTMLSelectElement;
    expect(
      within(select)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["उपलब्ध", "उपलब्ध नहीं"]);

    const card = await screen.findByRole("article", { name: "Asha Verma" });
    expect(within(card).getByText("यात्री: 3")).toBeTruthy();
    expect(within(card).getByText("ईमेल")).toBeTruthy();
    expect(within(card).getByText("शुरुआती तारीख़")).toBeTruthy();
    expect(within(card).getByText("10 जनवरी 2027")).toBeTruthy();
    expect(within(card).getByText("भुगतान")).toBeTruthy();
    expect(within(card).getByText("अनुरोध स्वीकार होने पर देय")).toBeTruthy();
    expect(within(card).getByText("asha@example.org").getAttribute("translate")).toBe("no");
    expect(within(card).getByText("Ladakh: High Passes and Monasteries").getAttribute("lang")).toBe(
      "en",
    );
    expect(
      within(card).getByRole("heading", { name: "Asha Verma" }).getAttribute("translate"),
    ).toBe("no");
    expect(within(card).queryByRole("button", { name: "Accept" })).toBeNull();

    await user.click(within(card).getByRole("button", { name: "स्वीकार करें" }));
    await waitFor(() => expect(screen.queryByRole("article", { name: "Asha Verma" })).toBeNull());
    expect(sent("POST", "/api/bookings/b1/accept")).toHaveLength(1);
    expect(await toasts().findByText("Asha Verma का बुकिंग अनुरोध स्वीकार किया गया।")).toBeTruthy();

    await user.selectOptions(select, "उपलब्ध नहीं");
    expect(await toasts().findByText("उपलब्धता अपडेट हो गई")).toBeTruthy();
    expect(sent("PUT", "/api/dashboard/availability")[0].body).toEqual({ isAvailable: false });
  });

  it("shows a deposit paid in Hindi", async () => {
    server.use(
      ...dashboardHandlers({
        bookings: [
          makeBooking("b1", {
            name: "Asha Verma",
            payment: makePayment({
              state: "deposit_paid",
              pricePaise: 6_584_400,
              paidPaise: 1_316_900,
              netPaidPaise: 1_316_900,
              balanceDueOn: null,
            }),
          }),
        ],
      }),
    );
    renderDashboard();
    const card = await screen.findByRole("article", { name: "Asha Verma" });
    expect(within(card).getByText("₹13,169 की अग्रिम राशि मिल गई; ₹52,675 बाकी है")).toBeTruthy();
  });

  it("opens the conversation with a traveller from a request's Message button", async () => {
    server.use(
      ...dashboardHandlers({ bookings: [makeBooking("b1", { name: "Asha Verma" })] }),
      ...messages.conversations({ messages: [], unread: { total: 0, byBooking: {} } }),
    );
    const { user } = renderDashboard();
    const card = await screen.findByRole("article", { name: "Asha Verma" });
    await user.click(within(card).getByRole("button", { name: /संदेश भेजें/ }));
    expect(await screen.findByRole("dialog")).toBeTruthy();
  });

  it("shows Upcoming Bookings and Booking Management in Hindi", async () => {
    server.use(
      ...dashboardHandlers({
        bookings: [
          makeBooking("b1", { name: "Asha Verma", status: "confirmed" }),
          makeBooking("b2", { name: "Rohan Das", status: "pending" }),
        ],
      }),
    );
    const { user } = renderDashboard();

    await user.click(await screen.findByRole("tab", { name: "आने वाली बुकिंग" }));
    const upcoming = within(panel("आने वाली बुकिंग"));
    expect(upcoming.getByRole("heading", { name: "आने वाली बुकिंग" })).toBeTruthy();
    const card = await upcoming.findByRole("article", { name: "Asha Verma" });
    expect(within(card).getByRole("button", { name: "संदेश भेजें" })).toBeTruthy();

    await user.click(screen.getByRole("tab", { name: "बुकिंग प्रबंधन" }));
    const management = within(panel("बुकिंग प्रबंधन"));
    expect(management.getByRole("heading", { name: "बुकिंग प्रबंधन" })).toBeTruthy();
    const status = management.getByRole("combobox", { name: "स्थिति" }) as HTMLSelectElement;
    expect(
      within(status)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["सभी", "मंज़ूरी बाकी", "पक्की", "नामंज़ूर", "रद्द", "पूरी हुई", "समय निकल गया"]);
    const search = management.getByRole("searchbox", { name: "बुकिंग खोजें" });
    expect(search.getAttribute("placeholder")).toBe("नाम, ईमेल या पैकेज");
    expect(await management.findByText("2 में से 2 बुकिंग दिख रही हैं")).toBeTruthy();
    const table = management.getByRole("table", { name: "बुकिंग" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["यात्री", "पैकेज", "तारीख़ें", "यात्री", "कीमत", "स्थिति"]);

    await user.selectOptions(status, "cancelled");
    expect(await management.findByText("इन फ़िल्टरों से कोई बुकिंग नहीं मिली।")).toBeTruthy();
  });

  it("shows an admin every guide's bookings and the three-letter search rule in Hindi", async () => {
    signedInAs("admin");
    server.use(
      ...dashboardHandlers({
        info: { role: "admin", guide: null },
        bookings: [makeBooking("b1", { name: "Asha Verma" })],
      }),
    );
    const { user } = renderDashboard();
    expect(await screen.findByText("हर गाइड के बुकिंग अनुरोध और बुकिंग।")).toBeTruthy();
    const card = await screen.findByRole("article", { name: "Asha Verma" });
    expect(within(card).getByText("गाइड")).toBeTruthy();
    expect(within(card).getByText("Vikram Rawat").getAttribute("translate")).toBe("no");
    await user.click(screen.getByRole("tab", { name: "बुकिंग प्रबंधन" }));
    const management = within(panel("बुकिंग प्रबंधन"));
    expect(await management.findByText("1 में से 1 बुकिंग दिख रही है")).toBeTruthy();
    await user.type(management.getByLabelText("बुकिंग खोजें"), "as{Enter}");
    expect(
      await management.findByText("हर गाइड की बुकिंग में खोजने के लिए लगातार कम से कम 3 अक्षर या अंक लिखें।"),
    ).toBeTruthy();
  });

  it("says in Hindi that there are no new requests", async () => {
    server.use(...dashboardHandlers({ bookings: [] }));
    renderDashboard();
    expect(await screen.findByText("कोई नया बुकिंग अनुरोध नहीं है।")).toBeTruthy();
  });
});

describe("the guide's calendar in Hindi", () => {
  function fakeCalendar() {
    server.use(
      http.get("/api/guide-calendar", () =>
        HttpResponse.json({
          from: "2099-01-01",
          to: "2099-12-31",
          workingDays: [1, 2, 3, 4, 5],
          takingRequests: true,
          blocked: [{ id: 1, startDate: "2099-02-01", endDate: "2099-02-03", note: "Shaadi" }],
          tours: [
            {
              reference: "b1",
              packageName: "Ladakh High Road",
              startDate: "2099-01-20",
              endDate: "2099-01-26",
              status: "pending",
              travellers: 2,
            },
          ],
        }),
      ),
      http.put("/api/guide-calendar/working-days", async ({ request }) =>
        HttpResponse.json(await request.json()),
      ),
    );
  }

  it("names the weekdays, the months and every label in Hindi", async () => {
    fakeCalendar();
    const { user } = renderWithProviders(<GuideCalendarPanel />);
    expect(await screen.findByRole("group", { name: "कामकाजी दिन" })).toBeTruthy();
    expect(screen.getByRole("checkbox", { name: "सोमवार" })).toHaveProperty("checked", true);
    expect(screen.getByRole("checkbox", { name: "रविवार" })).toHaveProperty("checked", false);
    expect(screen.queryByRole("checkbox", { name: "Monday" })).toBeNull();

    expect(screen.getByRole("heading", { name: "आपके अगले बारह महीने" })).toBeTruthy();
    const legend = screen.getByRole("list", { name: "रंगों का मतलब" });
    expect(within(legend).getByText("पक्का टूर")).toBeTruthy();
    expect(await screen.findByRole("grid", { name: /जनवरी 2099/ })).toBeTruthy();

    const tour = screen.getByText("Ladakh High Road");
    expect(tour.getAttribute("lang")).toBe("en");
    expect(tour.closest("li")?.textContent).toMatch(
      /से .* तक: Ladakh High Road, 2 यात्री \(आपके जवाब का इंतज़ार\)$/,
    );

    expect(screen.getByText("Shaadi").getAttribute("translate")).toBe("no");
    expect(
      screen.getByRole("button", { name: "हटाएँ 1 फ़रवरी 2099 से 3 फ़रवरी 2099 तक" }),
    ).toBeTruthy();

    const form = screen.getByRole("form", { name: "छुट्टी के दिन रोकें" });
    expect(within(form).getByLabelText("छुट्टी का पहला दिन")).toBeTruthy();
    expect(within(form).getByRole("button", { name: "ये दिन रोकें" })).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "कामकाजी दिन सहेजें" }));
    expect(await screen.findByText("कामकाजी दिन सहेज लिए गए।")).toBeTruthy();
  });

  it("asks in Hindi for at least one working day", async () => {
    fakeCalendar();
    const { user } = renderWithProviders(<GuideCalendarPanel />);
    for (const day of ["सोमवार", "मंगलवार", "बुधवार", "गुरुवार", "शुक्रवार"])
      await user.click(await screen.findByRole("checkbox", { name: day }));
    await user.click(screen.getByRole("button", { name: "कामकाजी दिन सहेजें" }));
    expect(screen.getByRole("alert").textContent).toBe("कम से कम एक कामकाजी दिन चुनें");
  });

  it("offers the private calendar link in Hindi", async () => {
    server.use(
      http.get("/api/calendar-feed", () => HttpResponse.json({ active: false, createdAt: null })),
    );
    renderWithProviders(<CalendarFeedPanel />);
    expect(screen.getByRole("heading", { name: "आपके टूर, आपके अपने कैलेंडर में" })).toBeTruthy();
    expect(await screen.findByText("आपका कोई कैलेंडर लिंक नहीं है।")).toBeTruthy();
    expect(screen.getByRole("button", { name: "मेरा कैलेंडर लिंक बनाएँ" })).toBeTruthy();
  });
});

describe("the guide's licence in Hindi", () => {
  it("shows where the licence stands and the form in Hindi", async () => {
    server.use(
      ...licences.own({ reply: { licence: makeLicence({ status: "verified" }), licensed: true } }),
    );
    renderWithProviders(<LicencePanel />);
    expect(screen.getByRole("heading", { name: "लाइसेंस" })).toBeTruthy();
    expect(await screen.findByText("सत्यापित")).toBeTruthy();
    expect(
      screen.getByText(
        "30 जून 2030 को लाइसेंस की मियाद ख़त्म होने तक आपके कार्ड पर लाइसेंसधारी का बैज दिखेगा।",
      ),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "अपलोड किया गया दस्तावेज़ देखें" })).toBeTruthy();
    const kind = screen.getByRole("combobox", { name: "लाइसेंस का प्रकार" }) as HTMLSelectElement;
    expect(
      within(kind)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual([
      "कोई नहीं",
      "भारत पर्यटन गाइड, राष्ट्रीय स्तर",
      "भारत पर्यटन गाइड, क्षेत्रीय स्तर",
      "राज्य स्तर का गाइड",
    ]);
    expect(kind.value).toBe("india-tourism-regional");
    expect(screen.getByLabelText("लाइसेंस नंबर")).toBeTruthy();
    expect(screen.getByRole("button", { name: "सत्यापन के लिए फिर से भेजें" })).toBeTruthy();
  });
});

function profileView(overrides: Partial<GuideProfileView> = {}): GuideProfileView {
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
    ...overrides,
  };
}

describe("the guide's profile in Hindi", () => {
  it("says in Hindi what is missing and labels the form in Hindi", async () => {
    server.use(http.get("/api/guide-profile", () => HttpResponse.json({ profile: profileView() })));
    renderWithProviders(<GuideProfilePanel renderCard={(guide) => <p>{guide.name}</p>} />);
    const lead = await screen.findByText("यात्री अभी आपको ढूँढ या बुक नहीं कर सकते। सूची में आने के लिए:");
    const status = lead.closest("[role=status]") as HTMLElement;
    expect(within(status).getByText("अपनी एक फ़ोटो जोड़ें")).toBeTruthy();
    expect(within(status).getByText("कम से कम एक जगह चुनें जहाँ आप घुमाते हैं")).toBeTruthy();
    expect(screen.getByLabelText("फ़ोटो जोड़ें")).toBeTruthy();
    expect(screen.getByLabelText("आपके बारे में")).toBeTruthy();
    const speciality = screen.getByRole("combobox", { name: "विशेषज्ञता" }) as HTMLSelectElement;
    expect(speciality.value).toBe("Food & Culinary");
    expect(within(speciality).getByRole("option", { name: "खान-पान" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "मेरी प्रोफ़ाइल सहेजें" })).toBeTruthy();
    expect(
      screen.getByRole("complementary", { name: "यात्रियों को आपका कार्ड ऐसा दिखता है" }),
    ).toBeTruthy();
  });

  it("lists the guides for an admin in Hindi", async () => {
    server.use(
      http.get("/api/admin/guides", () => {
        const list: AdminGuideList = {
          guides: [
            profileView({ sno: 1, name: "Guide One", missing: [] }),
            profileView({ sno: 2, name: "Guide Two", listed: false }),
          ],
          total: 2,
          page: 1,
          pageSize: 20,
        };
        return HttpResponse.json(list);
      }),
    );
    const { user } = renderWithProviders(<AdminGuidesPanel />);
    const table = await screen.findByRole("table", { name: "गाइड" });
    expect(await within(table).findByText("Guide One")).toBeTruthy();
    expect(within(table).getByText("सूची में")).toBeTruthy();
    expect(within(table).getByText("सूची से बाहर")).toBeTruthy();
    expect(screen.getByText("2 गाइड")).toBeTruthy();
    await user.click(within(table).getByRole("button", { name: "Guide Two की प्रोफ़ाइल बदलें" }));
    const dialog = await screen.findByRole("dialog", { name: "Guide Two की प्रोफ़ाइल बदलें" });
    expect(within(dialog).getByRole("button", { name: "गाइड सहेजें" })).toBeTruthy();
  });
});
