import { describe, expect, it } from "vitest";
import { packageIdFor, parsePackageId } from "./package-id";

describe("package ids", () => {
  it.each([
    ["dest_1", 1],
    ["dest_45", 45],
    ["dest_123456789", 123456789],
  ])("reads %s as sr_no %i", (id, srNo) => expect(parsePackageId(id)).toBe(srNo));

  it.each([
    undefined,
    null,
    "",
    "dest_",
    "dest_0",
    "dest_01",
    "dest_-1",
    "dest_1.5",
    "DEST_1",
    "pkg_1",
    "1",
    "dest_1x",
    " dest_1",
    "dest_1234567890",
  ])("refuses %s", (id) => expect(parsePackageId(id)).toBeNull());

  it("round-trips", () => expect(parsePackageId(packageIdFor(7))).toBe(7));
});
