import { pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";

export const profiles = pgTable("profiles", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  fullName: text("full_name").notNull().default(""),
  phone: text("phone").notNull().default(""),
  address: text("address").notNull().default(""),
  preferences: text("preferences").notNull().default(""),
  profilePic: text("profile_pic"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
