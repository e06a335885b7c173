import { describe, expect, it } from "vitest";
import { checkFeatureFolders, checkSource } from "./check-layers";

const service = "src/server/features/things/things.service.ts";

describe("check-layers", () => {
  it("passes a service that calls its repository and imports only types from drizzle", () => {
    const clean = [
      'import type { SQL } from "drizzle-orm";',
      'import type { Database } from "@/server/db/client";',
      'import { type Thing, findThing } from "./things.repo";',
      "export const get = (db: Database, id: number) => findThing(db, id);",
    ].join("\n");
    expect(checkSource(service, clean)).toEqual([]);
  });

  it("flags SQL above the repository, with the line", () => {
    const dirty = [
      'import { eq, sql } from "drizzle-orm";',
      'import { things } from "@/server/db/schema";',
      "export async function get(db, id) {",
      "  const rows = await db",
      "    .select()",
      "    .from(things)",
      "    .where(eq(things.id, id));",
      "  await tx.execute(sql`select 1`);",
      "}",
    ].join("\n");
    const found = checkSource(service, dirty).map((v) => `${v.line} ${v.message}`);
    expect(found).toEqual([
      "1 imports a value from drizzle-orm outside a *.repo.ts",
      "2 imports tables from the schema outside a *.repo.ts",
      "8 writes a sql`` template outside a *.repo.ts",
      "4 runs .select( on a database handle outside a *.repo.ts",
      "8 runs .execute( on a database handle outside a *.repo.ts",
    ]);
  });

  it("lets repositories, the database folder and tests write SQL", () => {
    const sqlText = 'import { sql } from "drizzle-orm";\nawait db.execute(sql`select 1`);';
    expect(checkSource("src/server/features/things/things.repo.ts", sqlText)).toEqual([]);
    expect(checkSource("src/server/db/client.ts", sqlText)).toEqual([]);
    expect(checkSource("src/server/features/things/things.api.test.ts", sqlText)).toEqual([]);
  });

  it("keeps server, web and shared apart", () => {
    expect(
      checkSource("src/server/app.ts", 'import { Button } from "@/web/components/ui/button";'),
    ).toHaveLength(1);
    expect(
      checkSource("src/web/main.tsx", 'import { createApp } from "@/server/app";'),
    ).toHaveLength(1);
    expect(
      checkSource("src/web/lib/api.ts", 'import type { AppType } from "@/server/app";'),
    ).toEqual([]);
    expect(
      checkSource("src/shared/dates.ts", 'import type { X } from "../server/app";'),
    ).toHaveLength(1);
  });

  it("flags a feature folder without its three files", () => {
    expect(
      checkFeatureFolders({
        things: ["things.routes.ts", "things.service.ts", "things.repo.ts"],
        admin: ["admin.routes.ts", "admin-users.service.ts", "admin.repo.ts"],
      }),
    ).toEqual([]);
    expect(checkFeatureFolders({ guides: ["guides.routes.ts", "guides.repo.ts"] })).toEqual([
      { file: "src/server/features/guides", line: 1, message: "lacks guides.service.ts" },
    ]);
  });
});
