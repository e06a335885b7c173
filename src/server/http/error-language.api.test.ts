import { createTestApp, type TestApp } from "@tests/support/test-app";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiErrorBody } from "@/shared/api-error";

/** The API's errors are written in the reader's language (issue 15, decision 0040). */
describe("errors in the request's language", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite");
  });
  afterAll(async () => {
    await t?.close();
  });

  const contact = (language: string) =>
    t.request("/api/contact", {
      method: "POST",
      headers: { "content-type": "application/json", "accept-language": language },
      body: JSON.stringify({
        name: "Asha",
        email: "not-an-email",
        subject: "Hi",
        message: "Hello",
      }),
    });

  it("answers a Hindi reader's invalid form in Hindi, fields included", async () => {
    const res = await contact("hi-IN");
    expect(res.status).toBe(422);
    expect(res.headers.get("content-language")).toBe("hi-IN");
    const body = (await res.json()) as ApiErrorBody;
    expect(body.error.code).toBe("VALIDATION_FAILED");
    expect(body.error.message).toBe("कुछ जानकारी ठीक करनी है।");
    expect(body.error.fields?.email).toBe("कृपया सही ईमेल पता लिखें");
  });

  it("answers everyone else in English, exactly as before", async () => {
    for (const language of ["en-IN", "fr-FR", ""]) {
      const res = await contact(language);
      const body = (await res.json()) as ApiErrorBody;
      expect(body.error.message).toBe("Some fields need your attention.");
      expect(body.error.fields?.email).toBe("Please enter a valid email address");
    }
  });

  it("translates the errors the app itself answers with, such as signing in first", async () => {
    const res = await t.request("/api/account/language", {
      method: "PUT",
      headers: { "content-type": "application/json", "accept-language": "hi" },
      body: JSON.stringify({ language: "hi" }),
    });
    expect(res.status).toBe(401);
    const body = (await res.json()) as ApiErrorBody;
    expect(body.error.message).toBe("आगे बढ़ने के लिए कृपया साइन इन करें।");
  });
});
