import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { loadLanguage, translateText, withMessages } from "@/web/lib/i18n";
import { InputField } from "./field";
import { renderWithProviders } from "./testing/render-with-providers";

/** What the shared schemas and the server write in English, shown in Hindi (decision 0040). */
afterEach(async () => {
  await act(() => loadLanguage("en"));
});

describe("translateText", () => {
  it("leaves English as it is", () => {
    expect(translateText("Please enter a valid email address")).toBe(
      "Please enter a valid email address",
    );
  });

  it("knows the log-in form's texts from the first screen, the rest once the screens' are fetched", async () => {
    await act(() => loadLanguage("hi"));
    expect(translateText("Please enter a valid email address")).toBe("कृपया सही ईमेल पता लिखें");
    expect(translateText("Invalid email or password")).toBe("ईमेल या पासवर्ड ग़लत है");
    expect(translateText("Please select a guide")).toBe("Please select a guide");

    await act(() => withMessages(async () => undefined, ["account"]));
    expect(translateText("Please select a guide")).toBe("कृपया एक गाइड चुनें");
    // A schema's message built from a label: the label is translated too.
    expect(translateText("Subject must be at most 200 characters")).toBe(
      "विषय ज़्यादा से ज़्यादा 200 अक्षरों का हो सकता है",
    );
    // better-auth's own words.
    expect(translateText("User already exists. Use another email.")).toBe(
      "इस ईमेल से पहले से एक खाता है। कोई दूसरा ईमेल लिखें।",
    );
    expect(translateText("Something nobody wrote down")).toBe("Something nobody wrote down");
  });

  it("is how a field shows its error", async () => {
    await act(() => loadLanguage("hi"));
    renderWithProviders(
      <InputField label="ईमेल" error="Please enter a valid email address" defaultValue="x" />,
    );
    expect(screen.getByText("कृपया सही ईमेल पता लिखें")).toBeTruthy();
    expect(screen.queryByText("Please enter a valid email address")).toBeNull();
  });
});
