import { setupI18n } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AppI18nProvider } from "./i18n-provider";

describe("the app's language context", () => {
  it("renders again when the language changes, not when a catalog for new code arrives", () => {
    const i18n = setupI18n({ locale: "en", messages: { en: { greeting: "Hello" } } });
    let renders = 0;
    function Greeting() {
      const { _ } = useLingui();
      renders += 1;
      return <p>{_("greeting")}</p>;
    }
    render(
      <AppI18nProvider i18n={i18n}>
        <Greeting />
      </AppI18nProvider>,
    );
    expect(screen.getByText("Hello")).toBeTruthy();
    const before = renders;

    act(() => i18n.load("en", { farewell: "Goodbye" }));
    expect(renders).toBe(before);

    act(() => {
      i18n.load("hi", { greeting: "नमस्ते" });
      i18n.activate("hi");
    });
    expect(renders).toBeGreaterThan(before);
    expect(screen.getByText("नमस्ते")).toBeTruthy();
  });

  it("renders nothing until a language is active, as Lingui's own provider", () => {
    const i18n = setupI18n();
    const view = render(
      <AppI18nProvider i18n={i18n}>
        <p>Shown</p>
      </AppI18nProvider>,
    );
    expect(view.container.textContent).toBe("");
    act(() => {
      i18n.load("en", {});
      i18n.activate("en");
    });
    expect(screen.getByText("Shown")).toBeTruthy();
  });
});
