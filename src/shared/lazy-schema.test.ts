import { zodResolver } from "@hookform/resolvers/zod";
import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { lazySchema } from "./lazy-schema";

describe("lazySchema", () => {
  it("builds the schema only when it is first read, and only once", () => {
    let builds = 0;
    const name = lazySchema(() => {
      builds++;
      return z.string().check(z.minLength(1, "Name is required"));
    });
    expect(builds).toBe(0);
    expect(name.parse("Asha")).toBe("Asha");
    expect(name.safeParse("").error?.issues[0]?.message).toBe("Name is required");
    expect(builds).toBe(1);
  });

  it("stands for the schema when zod composes it, checks it and parses through it", () => {
    const email = lazySchema(() => z.email("Please enter a valid email address"));
    const form = lazySchema(() => z.object({ email, note: z.optional(email) }));
    const body = lazySchema(() => z.extend(form, { key: z.uuid() }));
    expect(email instanceof z.ZodMiniType).toBe(true);
    expect("_zod" in body).toBe(true);
    expect(Object.keys(form.shape)).toEqual(["email", "note"]);
    const key = crypto.randomUUID();
    expect(body.parse({ email: "a@example.com", key })).toEqual({ email: "a@example.com", key });
    expect(body.safeParse({ email: "nope", key }).error?.issues[0]?.message).toBe(
      "Please enter a valid email address",
    );
  });

  it("is what a form's resolver validates with", async () => {
    const form = lazySchema(() => z.object({ name: z.string().check(z.minLength(1, "Required")) }));
    const resolve = zodResolver(form);
    const bad = await resolve({ name: "" }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(bad.errors.name?.message).toBe("Required");
    const good = await resolve({ name: "Asha" }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(good.values).toEqual({ name: "Asha" });
  });
});
