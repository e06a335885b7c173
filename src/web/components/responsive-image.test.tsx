import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { PhotoView } from "@/shared/photos/types";
import { ResponsiveImage } from "./responsive-image";

const photo: PhotoView = {
  id: "0b6f3f8e-3c39-4d2e-9a61-1d3c7c1b2a90",
  width: 2400,
  height: 1600,
  placeholder: "data:image/webp;base64,UklGRg==",
  avif: "/uploads/a4.avif 400w, /uploads/a8.avif 800w, /uploads/a16.avif 1600w",
  webp: "/uploads/w4.webp 400w, /uploads/w8.webp 800w, /uploads/w16.webp 1600w",
  src: "/uploads/w8.webp",
};
const SIZES = "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw";

describe("ResponsiveImage", () => {
  it("offers AVIF, then WebP, at every width, with the photo's size and lazy loading", () => {
    const { container } = render(
      <ResponsiveImage photo={photo} fallbackSrc="/images/a.svg" alt="The Taj" sizes={SIZES} />,
    );
    const sources = [...container.querySelectorAll("picture > source")];
    expect(sources.map((s) => s.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
    expect(sources.map((s) => s.getAttribute("srcset"))).toEqual([photo.avif, photo.webp]);
    expect(sources.every((s) => s.getAttribute("sizes") === SIZES)).toBe(true);

    const img = screen.getByRole("img", { name: "The Taj" });
    expect(img.parentElement?.tagName).toBe("PICTURE");
    expect(img.getAttribute("src")).toBe(photo.src);
    expect(img.getAttribute("width")).toBe("2400");
    expect(img.getAttribute("height")).toBe("1600");
    expect(img.getAttribute("loading")).toBe("lazy");
    expect(img.getAttribute("decoding")).toBe("async");
    expect(img.getAttribute("fetchpriority")).toBeNull();
  });

  it("shows the blurred preview behind the photo until it has loaded", () => {
    render(<ResponsiveImage photo={photo} fallbackSrc="" alt="The Taj" sizes="100vw" />);
    const img = screen.getByRole("img", { name: "The Taj" });
    expect(img.style.backgroundImage).toContain(photo.placeholder);
    fireEvent.load(img);
    expect(img.style.backgroundImage).toBe("");
  });

  it("loads a photo above the fold at once and first", () => {
    render(<ResponsiveImage photo={photo} fallbackSrc="" alt="Hero" sizes="100vw" eager />);
    const img = screen.getByRole("img", { name: "Hero" });
    expect(img.getAttribute("loading")).toBe("eager");
    expect(img.getAttribute("fetchpriority")).toBe("high");
  });

  it("shows the drawn picture, with its own size, when there is no photo", () => {
    const { container } = render(
      <ResponsiveImage photo={null} fallbackSrc="/images/a.svg" alt="Drawn Taj" sizes={SIZES} />,
    );
    expect(container.querySelector("picture")).toBeNull();
    const img = screen.getByRole("img", { name: "Drawn Taj" });
    expect(img.getAttribute("src")).toBe("/images/a.svg");
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["800", "500"]);
    expect(img.getAttribute("loading")).toBe("lazy");
  });

  it("falls back to the drawn picture when the photo's files fail", () => {
    const { container } = render(
      <ResponsiveImage photo={photo} fallbackSrc="/images/a.svg" alt="The Taj" sizes="100vw" />,
    );
    fireEvent.error(screen.getByRole("img", { name: "The Taj" }));
    expect(container.querySelector("picture")).toBeNull();
    expect(screen.getByRole("img", { name: "The Taj" }).getAttribute("src")).toBe("/images/a.svg");
  });
});
