import { screen, waitFor } from "@testing-library/react";
import { auth } from "@tests/support/msw/handlers/auth";
import { server } from "@tests/support/msw/server";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "@/web/components/ui/testing/render-with-providers";
import { SaveButton } from "./save-button";

// A file of its own: the session store lives as long as the module, and here nobody signed in.
describe("the heart, signed out", () => {
  it("sends the traveller to the login page and saves nothing", async () => {
    server.use(auth.session(null));
    const { user } = renderWithProviders(<SaveButton kind="destination" srNo={4} name="Ladakh" />);
    const heart = screen.getByRole("button", { name: "Save Ladakh" });
    expect(heart.getAttribute("aria-pressed")).toBe("false");
    await user.click(heart);
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/login"));
  });
});
