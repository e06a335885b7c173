import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { licences, type SentLicence } from "@tests/support/msw/handlers/licences";
import { sent } from "@tests/support/msw/journal";
import { apiError } from "@tests/support/msw/respond";
import { server } from "@tests/support/msw/server";
import { http } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { addDays, todayInIndia } from "@/shared/dates";
import type { GuideLicenceReply } from "@/shared/guides/licence-types";
import { renderWithProviders } from "@/web/components/ui/testing/render-with-providers";
import { LicencePanel } from "./licence-panel";
import { makeLicence } from "./testing/licence-fixtures";
import { useNodeFormData } from "./testing/node-form-data";

beforeEach(useNodeFormData);
afterEach(() => {
  vi.unstubAllGlobals();
});

/** The outcomes' texts, as the screen writes them in English. */
const LICENCE_TEXT = {
  sent: "Licence sent. We will e-mail you once an admin has checked it.",
  withdrawn: "Licence withdrawn. Your card no longer shows the Licensed badge.",
};

const pdf = () => new File(["%PDF-1.4\n%%EOF\n"], "licence.pdf", { type: "application/pdf" });

function renderPanel(reply: GuideLicenceReply = { licence: null, licensed: false }) {
  const state = { reply, sent: [] as SentLicence[] };
  server.use(...licences.own(state));
  const view = renderWithProviders(<LicencePanel />);
  return { ...view, state };
}

const kindSelect = () =>
  screen.getByRole("combobox", { name: "Licence kind" }) as HTMLSelectElement;
const documentInput = () => screen.getByLabelText("Scanned licence") as HTMLInputElement;
const errorOf = (input: HTMLElement) =>
  document.getElementById(`${input.id}-error`)?.textContent ?? null;

describe("Licence panel", () => {
  it("starts at None, asks for every field and the document, then sends them as one upload", async () => {
    const { user, state } = renderPanel();
    expect(await screen.findByText(/You have no licence on file/)).toBeTruthy();
    expect(kindSelect().value).toBe("");
    expect(
      within(kindSelect())
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual([
      "None",
      "India Tourism guide, national level",
      "India Tourism guide, regional level",
      "State level guide",
    ]);
    expect(screen.queryByLabelText("Licence number")).toBeNull();

    await user.selectOptions(kindSelect(), "State level guide");
    const number = screen.getByLabelText("Licence number");
    const authority = screen.getByLabelText("Issuing authority");
    const expiry = screen.getByLabelText("Expiry date") as HTMLInputElement;
    expect(expiry.type).toBe("date");
    expect(expiry.min).toBe(addDays(todayInIndia(), 1));
    expect(documentInput().accept).toBe(
      ".pdf,.jpg,.jpeg,.png,.webp,application/pdf,image/jpeg,image/png,image/webp",
    );

    await user.click(screen.getByRole("button", { name: "Send for verification" }));
    expect(await screen.findByText("Licence number is required")).toBeTruthy();
    expect(errorOf(authority)).toBe("Issuing authority is required");
    expect(errorOf(expiry)).toBe("Expiry date is required");
    expect(errorOf(documentInput())).toBe("Please choose the scanned licence (a PDF or an image).");
    expect(number.getAttribute("aria-invalid")).toBe("true");

    await user.type(number, "KA 0042");
    await user.type(authority, "Karnataka Tourism");
    await user.type(expiry, addDays(todayInIndia(), -1));
    await user.upload(documentInput(), pdf());
    await user.click(screen.getByRole("button", { name: "Send for verification" }));
    expect(await screen.findByText("Expiry date must be after today")).toBeTruthy();
    expect(sent("PUT", "/api/guide-licence")).toHaveLength(0);

    await user.clear(expiry);
    await user.type(expiry, "2031-06-30");
    await user.click(screen.getByRole("button", { name: "Send for verification" }));
    expect(await screen.findByText(LICENCE_TEXT.sent)).toBeTruthy();
    expect(state.sent).toEqual([
      {
        kind: "state",
        number: "KA 0042",
        authority: "Karnataka Tourism",
        expiresOn: "2031-06-30",
        document: { name: "licence.pdf", type: "application/pdf", size: 15 },
      },
    ]);
    expect(screen.getByText("Waiting for verification")).toBeTruthy();
    const link = screen.getByRole("link", { name: "View the document you uploaded" });
    expect(link.getAttribute("href")).toBe("/api/guide-licence/document");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(screen.getByRole("button", { name: "Send for verification again" })).toBeTruthy();
    expect(documentInput().files).toHaveLength(0);
  });

  it("refuses a document that is too large or of another kind before sending it", async () => {
    const { state } = renderPanel({ licence: makeLicence(), licensed: false });
    const user = userEvent.setup({ applyAccept: false });
    await screen.findByText("Waiting for verification");
    expect(kindSelect().value).toBe("india-tourism-regional");
    expect((screen.getByLabelText("Licence number") as HTMLInputElement).value).toBe(
      "RGT/2024-0117",
    );

    await user.upload(
      documentInput(),
      new File([new Uint8Array(6 * 1024 * 1024)], "scan.pdf", { type: "application/pdf" }),
    );
    expect(errorOf(documentInput())).toBe("The document can be at most 5 MB.");
    await user.click(screen.getByRole("button", { name: "Send for verification again" }));
    expect(errorOf(documentInput())).toBe("The document can be at most 5 MB.");

    await user.upload(documentInput(), new File(["hello"], "notes.txt", { type: "text/plain" }));
    expect(errorOf(documentInput())).toMatch(/PDF, JPEG, PNG or WebP/);
    await user.click(screen.getByRole("button", { name: "Send for verification again" }));
    expect(state.sent).toEqual([]);
    expect(sent("PUT", "/api/guide-licence")).toHaveLength(0);
  });

  it("keeps the document when none is chosen, and shows the server's field errors", async () => {
    const { user, state } = renderPanel({ licence: makeLicence(), licensed: false });
    await screen.findByText("Waiting for verification");
    const number = screen.getByLabelText("Licence number");
    await user.clear(number);
    await user.type(number, "RGT/2024-0118");
    await user.click(screen.getByRole("button", { name: "Send for verification again" }));
    expect(await screen.findByText(LICENCE_TEXT.sent)).toBeTruthy();
    expect(state.sent[0]).toMatchObject({ number: "RGT/2024-0118", document: null });

    server.use(
      http.put("/api/guide-licence", async ({ request }) => {
        // Read like the server reads it, so the upload is not cut off mid-stream.
        await request.formData();
        return apiError(422, "VALIDATION_FAILED", "Some fields need your attention.", {
          expiresOn: "Expiry date must be after today",
          document: "Please choose a PDF, JPEG, PNG or WebP file. This file is none of those.",
        });
      }),
    );
    await user.upload(documentInput(), pdf());
    await user.click(screen.getByRole("button", { name: "Send for verification again" }));
    expect(await screen.findByText("Some fields need your attention.")).toBeTruthy();
    expect(errorOf(screen.getByLabelText("Expiry date"))).toBe("Expiry date must be after today");
    expect(errorOf(documentInput())).toBe(
      "Please choose a PDF, JPEG, PNG or WebP file. This file is none of those.",
    );
  });

  it("shows where the review stands: rejected with the reason, verified, expired", async () => {
    const reason = "The scan is too blurred to read the number.";
    const { unmount } = renderPanel({
      licence: makeLicence({
        status: "rejected",
        rejectionReason: reason,
        reviewedAt: "2025-07-20T10:00:00.000Z",
      }),
      licensed: false,
    });
    expect(await screen.findByText("Rejected")).toBeTruthy();
    expect(screen.getByText(reason)).toBeTruthy();
    expect(screen.getByText(/checked on 20 July 2025/)).toBeTruthy();
    unmount();

    const verified = renderPanel({
      licence: makeLicence({ status: "verified", reviewedAt: "2025-07-20T10:00:00.000Z" }),
      licensed: true,
    });
    expect(await screen.findByText("Verified")).toBeTruthy();
    expect(
      screen.getByText(
        "Your card shows the Licensed badge until your licence expires on 30 June 2030.",
      ),
    ).toBeTruthy();
    verified.unmount();

    renderPanel({
      licence: makeLicence({ status: "verified", expiresOn: "2025-01-31" }),
      licensed: false,
    });
    expect(await screen.findByText("Expired")).toBeTruthy();
    expect(screen.getByText(/Your licence expired on 31 January 2025/)).toBeTruthy();
  });

  it("withdraws the licence when None is chosen", async () => {
    const { user } = renderPanel({
      licence: makeLicence({ status: "verified" }),
      licensed: true,
    });
    await screen.findByText("Verified");
    await user.selectOptions(kindSelect(), "None");
    expect(screen.queryByLabelText("Licence number")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Withdraw licence" }));
    expect(await screen.findByText(LICENCE_TEXT.withdrawn)).toBeTruthy();
    await waitFor(() => expect(screen.getByText(/You have no licence on file/)).toBeTruthy());
    expect(screen.queryByText("Verified")).toBeNull();
    expect(sent("DELETE", "/api/guide-licence")).toHaveLength(1);
  });

  it("says so when the licence cannot be loaded", async () => {
    server.use(http.get("/api/guide-licence", () => apiError(500, "INTERNAL", "Down")));
    renderWithProviders(<LicencePanel />);
    expect(await screen.findByText("We couldn't load your licence.")).toBeTruthy();
  });
});
