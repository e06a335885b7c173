import { describe, expect, it } from "vitest";
import { ROUTE_SCREENS, screenAt, screenGroups } from "./route-screens";

describe("the screen a path opens", () => {
  it("matches as the router does: any case, a trailing slash, one segment per parameter", () => {
    expect(screenAt("/")).toBe(ROUTE_SCREENS["/"]);
    expect(screenAt("/my-bookings")).toBe(ROUTE_SCREENS["/my-bookings"]);
    expect(screenAt("/My-Bookings/")).toBe(ROUTE_SCREENS["/my-bookings"]);
    expect(screenAt("/packages/dest_4")).toBe(ROUTE_SCREENS["/packages/:id"]);
    expect(screenAt("/my-bookings/b1/pay")).toBe(ROUTE_SCREENS["/my-bookings/:id/pay"]);
    expect(screenAt("/signup")).toBe(ROUTE_SCREENS["/signUp"]);
  });

  it("finds none for a path the router sends elsewhere", () => {
    for (const path of ["/home", "/no/such/page", "/packages/a/b", "/my-bookings//pay"])
      expect([path, screenAt(path)]).toEqual([path, null]);
  });

  it("needs the first-screen catalog everywhere, the shared messages off the first screen", () => {
    expect(screenGroups(ROUTE_SCREENS["/login"])).toEqual(["first-screen"]);
    expect(screenGroups(ROUTE_SCREENS["/admin"])).toEqual([
      "first-screen",
      "messages",
      "dashboard",
      "console",
    ]);
    expect(screenGroups(ROUTE_SCREENS["/guides"])).toEqual(["first-screen", "messages"]);
  });
});
