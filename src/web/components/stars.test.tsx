import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Stars } from "./stars";

function starKinds(container: HTMLElement) {
  return [...container.querySelectorAll("svg[data-star]")].map((svg) =>
    svg.getAttribute("data-star"),
  );
}

describe("Stars", () => {
  it("draws full, half and empty stars and names the rating", () => {
    const { container } = render(<Stars rating={3.5} />);
    expect(screen.getByRole("img", { name: "Rated 3.5 out of 5" })).toBeTruthy();
    expect(starKinds(container)).toEqual(["full", "full", "full", "half", "empty"]);
  });

  it("gives no half star below a fraction of 0.5", () => {
    const { container } = render(<Stars rating={4.49} />);
    expect(starKinds(container)).toEqual(["full", "full", "full", "full", "empty"]);
    expect(screen.getByRole("img", { name: "Rated 4.5 out of 5" })).toBeTruthy();
  });

  it("shows the value with one decimal when asked", () => {
    render(<Stars rating={4} showValue />);
    expect(screen.getByText("4.0")).toBeTruthy();
  });

  it("shows five empty stars for no rating", () => {
    const { container } = render(<Stars rating={0} />);
    expect(starKinds(container)).toEqual(["empty", "empty", "empty", "empty", "empty"]);
  });

  it("never draws more than five stars", () => {
    const { container } = render(<Stars rating={7} />);
    expect(starKinds(container)).toHaveLength(5);
  });
});
