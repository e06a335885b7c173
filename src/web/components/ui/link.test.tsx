import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from "react-router";
import { describe, expect, it } from "vitest";
import { isCurrentPath, Link, NavLink } from "./link";

function Where() {
  const location = useLocation();
  return (
    <p data-testid="where">
      {`${location.pathname}${location.search} ${useNavigationType()} ${location.key}`}
    </p>
  );
}

const renderAt = (path: string, link: React.ReactNode) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              {link}
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );

const where = () => screen.getByTestId("where").textContent ?? "";

describe("Link", () => {
  it("is an anchor to its address, and a plain click goes there inside the app", async () => {
    renderAt("/", <Link to="/packages?sort=price">Packages</Link>);
    const link = screen.getByRole("link", { name: "Packages" });
    expect(link.getAttribute("href")).toBe("/packages?sort=price");
    await userEvent.click(link);
    expect(where()).toMatch(/^\/packages\?sort=price PUSH /);
  });

  it("leaves a click with a modifier key, or one to another target, to the browser", () => {
    renderAt(
      "/",
      <>
        <Link to="/saved">Saved</Link>
        <Link to="/guides" target="_blank">
          Guides
        </Link>
      </>,
    );
    const saved = screen.getByRole("link", { name: "Saved" });
    expect(fireEvent.click(saved, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(screen.getByRole("link", { name: "Guides" }))).toBe(true);
    expect(where()).toMatch(/^\/ POP /);
  });

  it("replaces the history entry when asked", async () => {
    renderAt(
      "/login",
      <Link to="/signUp" replace>
        Sign up
      </Link>,
    );
    await userEvent.click(screen.getByRole("link", { name: "Sign up" }));
    expect(where()).toMatch(/^\/signUp REPLACE /);
  });

  it("runs its own click handler first, which may keep the app from following it", async () => {
    let clicked = 0;
    renderAt(
      "/",
      <Link
        to="/saved"
        onClick={(event) => {
          clicked++;
          event.preventDefault();
        }}
      >
        Saved
      </Link>,
    );
    await userEvent.click(screen.getByRole("link", { name: "Saved" }));
    expect(clicked).toBe(1);
    expect(where()).toMatch(/^\/ POP /);
  });
});

describe("isCurrentPath", () => {
  it("is the address itself, or one below it unless only the very address counts", () => {
    expect(isCurrentPath("/", "/", true)).toBe(true);
    expect(isCurrentPath("/packages", "/", true)).toBe(false);
    expect(isCurrentPath("/packages", "/")).toBe(false);
    expect(isCurrentPath("/packages/dest_1", "/packages")).toBe(true);
    expect(isCurrentPath("/packages/dest_1", "/packages", true)).toBe(false);
    expect(isCurrentPath("/packagesx", "/packages")).toBe(false);
    expect(isCurrentPath("/SignUp", "/signUp")).toBe(true);
    expect(isCurrentPath("/admin", "/admin?section=users")).toBe(true);
  });
});

describe("NavLink", () => {
  it("marks the link to where the reader is as the current page, and styles it so", async () => {
    const className = ({ isActive }: { isActive: boolean }) => (isActive ? "on" : "off");
    renderAt(
      "/packages/dest_1",
      <>
        <NavLink to="/" end className={className}>
          Home
        </NavLink>
        <NavLink to="/packages" className={className}>
          Packages
        </NavLink>
      </>,
    );
    const home = screen.getByRole("link", { name: "Home" });
    const packages = screen.getByRole("link", { name: "Packages" });
    expect(packages.getAttribute("aria-current")).toBe("page");
    expect(packages.className).toBe("on");
    expect(home.hasAttribute("aria-current")).toBe(false);
    expect(home.className).toBe("off");
    await userEvent.click(home);
    expect(home.getAttribute("aria-current")).toBe("page");
    expect(packages.className).toBe("off");
  });
});
