import { describe, expect, it } from "vitest";
import { APPLICANT_HAS_ACCOUNT } from "@/shared/admin/schema";
import { APPLICATION_SPECIALIZATIONS } from "@/shared/applications/schema";
import { LICENCE_KIND_LABELS, LICENCE_KINDS } from "@/shared/guides/licence-schema";
import { APPLICANT_HAS_ACCOUNT_TEXT } from "./application-detail-dialog";
import { LICENCE_KIND_MESSAGES, SPECIALIZATION_LABELS } from "./labels";

/** The console's own messages repeat English texts kept in src/shared: they must not drift. */
describe("the console's copies of shared English texts", () => {
  it("names every specialization as the application form does", () => {
    for (const { value, label } of APPLICATION_SPECIALIZATIONS) {
      expect(SPECIALIZATION_LABELS[value].message).toBe(label);
    }
  });

  it("names every licence kind as the guide's licence panel does", () => {
    for (const kind of LICENCE_KINDS) {
      expect(LICENCE_KIND_MESSAGES[kind].message).toBe(LICENCE_KIND_LABELS[kind]);
    }
  });

  it("says why approval is refused as the server does", () => {
    expect(APPLICANT_HAS_ACCOUNT_TEXT.message).toBe(APPLICANT_HAS_ACCOUNT);
  });
});
