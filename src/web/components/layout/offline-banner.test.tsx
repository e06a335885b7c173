import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { OfflineBanner } from "./offline-banner";

const OFFLINE_TEXT = /^You're offline\. Pages you have opened still work/;

function goOffline(offline: boolean) {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? "offline" : "online"));
  });
}

const renderBanner = () =>
  render(
    <I18nProvider i18n={i18n}>
      <OfflineBanner />
    </I18nProvider>,
  );

afterEach(() => vi.restoreAllMocks());

describe("the offline banner", () => {
  it("says nothing while online, speaks up offline and goes when the network is back", () => {
    renderBanner();
    const status = screen.getByRole("status");
    expect(status.textContent).toBe("");
    goOffline(true);
    expect(status.textContent).toMatch(OFFLINE_TEXT);
    goOffline(false);
    expect(status.textContent).toBe("");
  });

  it("shows at once on a page opened offline", () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    renderBanner();
    expect(screen.getByRole("status").textContent).toMatch(OFFLINE_TEXT);
  });
});
