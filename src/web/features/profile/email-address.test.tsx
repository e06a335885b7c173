import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { EmailAddress, emailParts } from "./email-address";

describe("an e-mail address on the profile card", () => {
  it("may break after the @ and before each dot, nowhere else by choice", () => {
    expect(emailParts("asha.verma@example.co.in")).toEqual([
      "asha",
      ".verma@",
      "example",
      ".co",
      ".in",
    ]);
    expect(emailParts("guide@example.com")).toEqual(["guide@", "example", ".com"]);
    expect(emailParts("nodots")).toEqual(["nodots"]);
  });

  it("reads and copies as the whole address, kept as written, wrapping only where needed", () => {
    const email = "a.very.long.name.for.an.inbox@travel-company-of-rajasthan.example.in";
    const { container } = render(<EmailAddress email={email} className="font-medium" />);
    const shown = screen.getByText(email);
    expect(shown.textContent).toBe(email);
    expect(shown.getAttribute("translate")).toBe("no");
    expect(shown.className).toContain("[overflow-wrap:anywhere]");
    // Never break-all, which splits words that would fit on the next line.
    expect(shown.className).not.toContain("break-all");
    expect(container.querySelectorAll("wbr")).toHaveLength(emailParts(email).length - 1);
  });
});
