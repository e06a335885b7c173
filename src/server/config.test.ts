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

  it("keeps uploads in a local folder unless STORAGE_URL names an S3 bucket", () => {
    expect(loadConfig({ DATA_DIR: "/srv/data" }).storage).toEqual({
      kind: "local",
      dir: path.resolve("/srv/data/uploads"),
    });
    const keys = { S3_ACCESS_KEY_ID: "AKIA1", S3_SECRET_ACCESS_KEY: "secret" };
    expect(
      loadConfig({
        STORAGE_URL: "s3://yatra-uploads",
        S3_ENDPOINT: "http://127.0.0.1:9000",
        ...keys,
      }).storage,
    ).toEqual({
      kind: "s3",
      bucket: "yatra-uploads",
      endpoint: "http://127.0.0.1:9000",
      region: "us-east-1",
      accessKeyId: "AKIA1",
      secretAccessKey: "secret",
      forcePathStyle: true,
      publicUrl: undefined,
    });
    expect(
      loadConfig({
        STORAGE_URL: "s3://yatra-uploads/",
        S3_REGION: "ap-south-1",
        S3_PUBLIC_URL: "https://cdn.example.in/",
        ...keys,
      }).storage,
    ).toMatchObject({
      bucket: "yatra-uploads",
      endpoint: undefined,
      region: "ap-south-1",
      forcePathStyle: false,
      publicUrl: "https://cdn.example.in",
    });
    expect(
      loadConfig({
        STORAGE_URL: "s3://b-1",
        S3_FORCE_PATH_STYLE: "false",
        ...keys,
        S3_ENDPOINT: "http://minio:9000",
      }).storage,
    ).toMatchObject({ forcePathStyle: false });
  });

  it("names the missing S3 key and refuses a storage URL it cannot use", () => {
    expect(() => loadConfig({ STORAGE_URL: "s3://yatra-uploads" })).toThrow(
      /S3_ACCESS_KEY_ID: required[\s\S]*S3_SECRET_ACCESS_KEY: required/,
    );
    expect(() =>
      loadConfig({ STORAGE_URL: "s3://yatra-uploads", S3_ACCESS_KEY_ID: "AKIA1" }),
    ).toThrow(/S3_SECRET_ACCESS_KEY: required when STORAGE_URL is s3:\/\//);
    for (const bad of ["gs://bucket", "s3://", "s3://Bad_Bucket", "/srv/uploads"])
      expect(() => loadConfig({ STORAGE_URL: bad }), bad).toThrow(
        /STORAGE_URL: STORAGE_URL must be s3:\/\/<bucket name>/,
      );
    expect(() => loadConfig({ S3_ENDPOINT: "not a url", S3_FORCE_PATH_STYLE: "yes" })).toThrow(
      /S3_ENDPOINT[\s\S]*S3_FORCE_PATH_STYLE/,
    );
  });

  it("requires AUTH_SECRET in production", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/AUTH_SECRET/);
  });
});
