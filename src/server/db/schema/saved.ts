import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";

/**
 * The destinations and packages a traveller saved (issue 16), by the catalogue's `sr_no`, so a
 * save survives edits to the place and follows the account to any browser.
 */
export const savedPlaces = pgTable(
  "saved_places",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    srNo: integer("sr_no").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.srNo] }),
    check("saved_places_kind", sql`${t.kind} in ('destination', 'package')`),
    index("saved_places_user_newest").on(t.userId, t.createdAt.desc()),
  ],
);
