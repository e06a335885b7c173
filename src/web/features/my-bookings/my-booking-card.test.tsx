import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { makeBooking } from "@/shared/bookings/testing/make-booking";
import { renderWithProviders } from "@/web/components/ui/testing/render-with-providers";
import { MyBookingCard } from "./my-booking-card";

const renderCard = (booking = makeBooking()) =>
  renderWithProviders(
    <MyBookingCard
      booking={booking}
      renderMessageButton={({ children }) => <button type="button">{children}</button>}
    />,
  );

describe("a My Bookings card", () => {
  it("shows the package's picture and links its name back to the package", () => {
    const { container } = renderCard(
      makeBooking({
        packageId: "dest_4",
        packageName: "Ladakh: High Passes",
        packageImage: { image: "/images/packages/ladakh.svg", imageAlt: "A pass", photo: null },
      }),
    );
    const card = screen.getByRole("article", { name: "Ladakh: High Passes" });
    const picture = card.querySelector("img");
    expect(picture?.getAttribute("src")).toBe("/images/packages/ladakh.svg");
    // Beside the name that says what it shows: no second announcement of it.
    expect(picture?.getAttribute("alt")).toBe("");
    const link = within(card).getByRole("link", { name: "Ladakh: High Passes" });
    expect(link.getAttribute("href")).toBe("/packages/dest_4");
    expect(container.querySelectorAll("a")).toHaveLength(1);
  });

  it("shows an uploaded photo of the package when there is one", () => {
    const { container } = renderCard(
      makeBooking({
        packageImage: {
          image: "/images/packages/agra.svg",
          imageAlt: "",
          photo: {
            id: "6f1c1f5e-2f7b-4d55-9a77-0d3f7e0c1a11",
            width: 1600,
            height: 1000,
            placeholder: "",
            avif: "",
            webp: "/uploads/p/400.webp 400w, /uploads/p/800.webp 800w",
            src: "/uploads/p/800.webp",
          },
        },
      }),
    );
    expect(container.querySelector("img")?.getAttribute("src")).toBe("/uploads/p/800.webp");
    expect(container.querySelector("source[type='image/webp']")?.getAttribute("srcset")).toContain(
      "800w",
    );
  });
});
