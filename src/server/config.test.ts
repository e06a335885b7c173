import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

describe("configuration", () => {
  it("defaults to the embedded database in ./data on port 3000", () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.database).toEqual({ kind: "pglite", dataDir: path.resolve("./data") });
    expect(c.publicUrl).toBe("http://localhost:3000");
    expect(c.seedDemo).toBe(true);
  });

  it("uses PostgreSQL when DATABASE_URL is set, without demo accounts", () => {
    const c = loadConfig({ DATABASE_URL: "postgres://db.internal/yatra", PORT: "8080" });
    expect(c.database).toEqual({ kind: "postgres", url: "postgres://db.internal/yatra" });
    expect(c.publicUrl).toBe("http://localhost:8080");
    expect(c.seedDemo).toBe(false);
  });

  it("names every bad value", () => {
    expect(() => loadConfig({ PORT: "eighty", SMTP_URL: "not a url" })).toThrow(
      /PORT[\s\S]*SMTP_URL/,
    );
  });

  it("requires AUTH_SECRET in production", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/AUTH_SECRET/);
  });
});
