import { I18nProvider } from "@lingui/react";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { PhotoView } from "@/shared/photos/types";
import { polyfillDialog } from "@/web/components/ui/testing/polyfill-dialog";
import { i18n } from "@/web/lib/i18n";
import { GalleryPanel } from "./package-tab-panels";
import { makePackageDetail } from "./testing/fixtures";

polyfillDialog();

const uploaded: PhotoView = {
  id: "0b6f3f8e-3c39-4d2e-9a61-1d3c7c1b2a90",
  width: 1600,
  height: 1200,
  placeholder: "",
  avif: "/uploads/a4.avif 400w, /uploads/a16.avif 1600w",
  webp: "/uploads/w4.webp 400w, /uploads/w16.webp 1600w",
  src: "/uploads/w16.webp",
};

function renderGallery() {
  const pkg = makePackageDetail();
  // The second picture is an uploaded photo; the others are the drawn SVGs.
  pkg.gallery[1] = { ...pkg.gallery[1], photo: uploaded };
  render(
    <I18nProvider i18n={i18n}>
      <GalleryPanel pkg={pkg} />
    </I18nProvider>,
  );
  return pkg;
}

const lightbox = () => screen.getByRole("dialog", { name: "Gallery: Agra: The Taj and Beyond" });
const shown = () => {
  const dialog = within(lightbox());
  return {
    position: dialog.getByText(/^\d of 3$/).textContent,
    caption: lightbox().querySelector("figcaption")?.textContent,
    image: dialog.getAllByRole("img")[0],
  };
};

/** Lets the lightbox hand focus back (it waits for the dialog to close). */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe("the gallery's lightbox", () => {
  it("opens from a thumbnail, moves with the arrow keys and closes with Escape", async () => {
    const user = userEvent.setup();
    renderGallery();
    expect(screen.queryByRole("dialog")).toBeNull();
    const thumbnail = screen.getByRole("button", { name: "Open larger: Agra Fort" });
    await user.click(thumbnail);

    expect(lightbox().getAttribute("aria-modal")).toBe("true");
    expect(shown()).toMatchObject({ position: "2 of 3", caption: "Red walls of Agra Fort" });
    // The uploaded photo, in its responsive sizes.
    expect(shown().image.getAttribute("src")).toBe(uploaded.src);
    expect(shown().image.getAttribute("alt")).toBe("Agra Fort");
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Next picture" }));

    await user.keyboard("{ArrowRight}");
    expect(shown()).toMatchObject({ position: "3 of 3", caption: "Buland Darwaza" });
    expect(shown().image.getAttribute("src")).toBe("/images/packages/agra-gallery-3.svg");
    await user.keyboard("{ArrowRight}");
    expect(shown()).toMatchObject({ position: "1 of 3", caption: "The Taj at dawn" });
    await user.keyboard("{ArrowLeft}");
    expect(shown().position).toBe("3 of 3");

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    await settle();
    expect(document.activeElement).toBe(thumbnail);
  });

  it("moves with the on-screen buttons and closes with its Close button", async () => {
    const user = userEvent.setup();
    renderGallery();
    const thumbnail = screen.getByRole("button", { name: "Open larger: Taj at dawn" });
    await user.click(thumbnail);
    expect(shown().position).toBe("1 of 3");
    await user.click(screen.getByRole("button", { name: "Next picture" }));
    expect(shown().position).toBe("2 of 3");
    await user.click(screen.getByRole("button", { name: "Previous picture" }));
    await user.click(screen.getByRole("button", { name: "Previous picture" }));
    expect(shown().position).toBe("3 of 3");
    await user.click(within(lightbox()).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    await settle();
    expect(document.activeElement).toBe(thumbnail);
  });

  it("moves with a swipe, and not with a short or vertical drag", async () => {
    renderGallery();
    await userEvent.click(screen.getByRole("button", { name: "Open larger: Taj at dawn" }));
    const surface = shown().image.closest("div") as HTMLElement;
    const swipe = (from: [number, number], to: [number, number]) => {
      fireEvent.pointerDown(surface, { clientX: from[0], clientY: from[1], pointerType: "touch" });
      fireEvent.pointerUp(surface, { clientX: to[0], clientY: to[1], pointerType: "touch" });
    };
    swipe([300, 200], [120, 210]);
    expect(shown().position).toBe("2 of 3");
    swipe([100, 200], [300, 190]);
    expect(shown().position).toBe("1 of 3");
    swipe([300, 200], [280, 200]);
    swipe([300, 100], [240, 400]);
    expect(shown().position).toBe("1 of 3");
  });
});
