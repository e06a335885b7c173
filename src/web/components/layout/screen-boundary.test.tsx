import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { use } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ScreenBoundary } from "./screen-boundary";

afterEach(() => {
  vi.restoreAllMocks();
});

let fails = true;
function Flaky() {
  if (fails) throw new Error("Failed to fetch dynamically imported module");
  return <h1>The screen</h1>;
}

function Waiting({ until }: { until: Promise<string> }) {
  return <h1>{use(until)}</h1>;
}

const at = (address: string, child: React.ReactNode) => (
  <I18nProvider i18n={i18n}>
    <ScreenBoundary address={address}>{child}</ScreenBoundary>
  </I18nProvider>
);

describe("the boundary around the screen on view", () => {
  it("says a screen that could not load plainly, and Try Again asks for it again", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    fails = true;
    render(at("/packages", <Flaky />));
    expect(screen.getByRole("alert").textContent).toContain("This screen could not be loaded.");
    expect(screen.getByRole("alert").textContent).toContain(
      "Could not reach the server. Check your connection and try again.",
    );
    fails = false;
    await userEvent.click(screen.getByRole("button", { name: "Try Again" }));
    expect(screen.getByRole("heading", { name: "The screen" })).toBeTruthy();
  });

  it("forgets the failure when the reader goes to another address", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    fails = true;
    const view = render(at("/packages", <Flaky />));
    expect(screen.getByRole("alert")).toBeTruthy();
    fails = false;
    view.rerender(at("/guides", <Flaky />));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByRole("heading", { name: "The screen" })).toBeTruthy();
  });

  it("shows a loading line while a screen's code is awaited outside a navigation", async () => {
    let arrive = (_: string) => {};
    const code = new Promise<string>((resolve) => {
      arrive = resolve;
    });
    // Rendered in an awaited act: React retries a suspended render only within one.
    await act(async () => {
      render(at("/saved", <Waiting until={code} />));
    });
    expect(screen.getByRole("status").textContent).toContain("Loading application...");
    await act(async () => arrive("Saved"));
    expect(screen.getByRole("heading", { name: "Saved" })).toBeTruthy();
  });
});
