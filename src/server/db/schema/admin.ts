import { sql } from "drizzle-orm";
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth";

/** One rendition of an uploaded photo: a width in one format, stored under its own public URL. */
export interface PhotoVariant {
  width: number;
  height: number;
  format: "avif" | "webp" | "jpeg";
  url: string;
  bytes: number;
}

/**
 * An uploaded photo (admins for the catalogue, guides for their own picture): sharp decoded it,
 * stripped its metadata and wrote responsive widths in AVIF and WebP (issue 14).
 */
export const photos = pgTable(
  "photos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The decoded original's size, after rotation; variants never exceed it. */
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    variants: jsonb("variants").$type<PhotoVariant[]>().notNull(),
    /** A tiny blurred preview (a data: URL) shown while the real picture loads. */
    placeholder: text("placeholder").notNull().default(""),
    uploadedBy: text("uploaded_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("photos_size_positive", sql`${t.width} > 0 and ${t.height} > 0`)],
);

/**
 * Every change an admin makes (issue 14): who, when, what, and the record before and after. Written
 * in the same transaction as the change, so the log never claims what did not happen.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    actorId: text("actor_id").references(() => user.id, { onDelete: "set null" }),
    /** Kept as it was at the time, so the entry still reads after the account is gone. */
    actorEmail: text("actor_email").notNull(),
    /** What was done, as "entity.verb": "destination.publish", "booking.cancel", "user.ban". */
    action: text("action").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("audit_log_at_idx").on(t.at.desc(), t.id.desc()),
    index("audit_log_entity_idx").on(t.entityType, t.entityId, t.at.desc()),
    index("audit_log_actor_idx").on(t.actorId, t.at.desc()),
  ],
);

export type AuditEntry = typeof auditLog.$inferSelect;
