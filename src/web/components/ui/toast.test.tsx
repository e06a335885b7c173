import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  MAX_TOASTS,
  TOAST_DURATION_MS,
  TOAST_REGION_CLASS,
  type ToastApi,
  ToastProvider,
  useToast,
  withToast,
} from "./toast";

let toast: ToastApi;
function GrabToasts() {
  toast = useToast();
  return null;
}

const renderToasts = () =>
  render(
    <I18nProvider i18n={i18n}>
      <ToastProvider>
        <GrabToasts />
      </ToastProvider>
    </I18nProvider>,
  );

const region = () => screen.getByRole("region", { name: "Notifications" });
const shown = () =>
  [...region().querySelectorAll('[role="status"], [role="alert"]')].map(
    (item) => `${item.getAttribute("role")}: ${item.textContent}`,
  );

afterEach(() => {
  vi.useRealTimers();
});

describe("toasts", () => {
  it("replace the same subject's toast: an error its stale success, and a later success that error", () => {
    renderToasts();
    act(() =>
      toast.success("Booking request from Asha Verma accepted.", { subject: "booking:b1" }),
    );
    act(() => toast.success("Availability updated successfully", { subject: "availability" }));
    act(() => toast.error("Status update failed", { subject: "booking:b1" }));
    expect(shown()).toEqual([
      "status: Availability updated successfully",
      "alert: Status update failed",
    ]);

    act(() =>
      toast.success("Booking request from Asha Verma rejected.", { subject: "booking:b1" }),
    );
    expect(shown()).toEqual([
      "status: Availability updated successfully",
      "status: Booking request from Asha Verma rejected.",
    ]);
  });

  it("keep toasts without a subject side by side, untouched by a subject's toasts", () => {
    renderToasts();
    act(() => toast.success("Link copied."));
    act(() => toast.success("Link copied."));
    act(() => toast.error("Failed to update availability", { subject: "availability" }));
    act(() => toast.success("Availability updated successfully", { subject: "availability" }));
    expect(shown()).toEqual([
      "status: Link copied.",
      "status: Link copied.",
      "status: Availability updated successfully",
    ]);
  });

  it(`show at most ${MAX_TOASTS} at once: the newest push the oldest out`, () => {
    renderToasts();
    for (const n of [1, 2, 3, 4, 5])
      act(() => toast.show(`Saved ${n}`, n === 4 ? "error" : "success"));
    expect(MAX_TOASTS).toBe(3);
    expect(shown()).toEqual(["status: Saved 3", "alert: Saved 4", "status: Saved 5"]);
  });

  it("close with the dismiss button, only the one dismissed", async () => {
    const user = userEvent.setup();
    renderToasts();
    act(() => toast.success("Working days saved."));
    act(() => toast.error("Status update failed", { subject: "booking:b1" }));
    const error = within(region()).getByRole("alert");
    await user.click(within(error).getByRole("button", { name: "Dismiss notification" }));
    expect(shown()).toEqual(["status: Working days saved."]);
  });

  it("leave on their own after a while; a replacement gets the whole while again", () => {
    vi.useFakeTimers();
    renderToasts();
    act(() => toast.success("Availability updated successfully", { subject: "availability" }));
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1000));
    act(() => toast.error("Failed to update availability", { subject: "availability" }));
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1000));
    expect(shown()).toEqual(["alert: Failed to update availability"]);
    act(() => vi.advanceTimersByTime(1000));
    expect(shown()).toEqual([]);
  });

  it("sit at the bottom, above the phone's bottom bar, never under the header", () => {
    renderToasts();
    const classes = region().className.split(" ");
    expect(region().className).toBe(TOAST_REGION_CLASS);
    expect(classes.filter((c) => /(^|:)top-/.test(c))).toEqual([]);
    // Under md the bottom bar (60 px + safe area) is below; from md, bottom-right.
    expect(classes).toContain("bottom-[calc(5rem_+_env(safe-area-inset-bottom))]");
    expect(classes).toContain("md:bottom-6");
  });
});

describe("withToast", () => {
  const a = { id: 1, tone: "success", message: "a", subject: "x" } as const;
  it("drops the same subject's toast and puts the new one last", () => {
    const b = { id: 2, tone: "success", message: "b" } as const;
    const c = { id: 3, tone: "error", message: "c", subject: "x" } as const;
    expect(withToast([a, b], c)).toEqual([b, c]);
  });
});
