import { describe, expect, it } from "vitest";
import { updateProfileInput } from "@/shared/profile/schema";

const valid = {
  fullName: "Ananya Iyer",
  phone: "+91 98765 43210",
  address: "Chennai",
  preferences: "Temples and beaches",
};

function errorsFor(input: unknown) {
  const result = updateProfileInput.safeParse(input);
  const errors: Record<string, string> = {};
  if (!result.success) {
    for (const issue of result.error.issues) errors[issue.path.join(".")] ??= issue.message;
  }
  return errors;
}

describe("updateProfileInput", () => {
  it("trims every field", () => {
    expect(
      updateProfileInput.parse({
        fullName: "  Ananya Iyer ",
        phone: " 044-2345 6789 ",
        address: " Chennai\n",
        preferences: "\tTemples ",
      }),
    ).toEqual({
      fullName: "Ananya Iyer",
      phone: "044-2345 6789",
      address: "Chennai",
      preferences: "Temples",
    });
  });

  it("allows every field to be empty, a blank phone included", () => {
    expect(
      updateProfileInput.parse({ fullName: "", phone: "   ", address: "", preferences: "" }),
    ).toEqual({ fullName: "", phone: "", address: "", preferences: "" });
  });

  it.each([
    [{ phone: "call me" }, "phone", "Please enter a valid phone number"],
    [{ phone: "12" }, "phone", "Please enter a valid phone number"],
    [{ phone: "+91 98765 43210 98765 43210" }, "phone", "Phone number is too long"],
    [{ fullName: "a".repeat(101) }, "fullName", "Full name must be at most 100 characters"],
    [{ address: "a".repeat(301) }, "address", "Address must be at most 300 characters"],
    [
      { preferences: "a".repeat(2001) },
      "preferences",
      "Travel preferences must be at most 2000 characters",
    ],
    [{ fullName: undefined }, "fullName", "Full name must be text"],
  ])("refuses %o", (change, field, message) => {
    expect(errorsFor({ ...valid, ...change })[field]).toBe(message);
  });

  it("counts the limit after trimming", () => {
    expect(errorsFor({ ...valid, fullName: ` ${"a".repeat(100)} ` })).toEqual({});
  });
});
