import * as z from "zod/mini";

export const availabilityInput = z.object({
  isAvailable: z.boolean("Availability must be true or false"),
});
export type AvailabilityInput = z.infer<typeof availabilityInput>;

export const reviewInput = z.object({
  rating: z.number("Please choose a rating").check(
    z.gte(1, "Ratings go from 1 to 5 stars"),
    z.lte(5, "Ratings go from 1 to 5 stars"),
    z.refine((n) => Number.isInteger(n * 2), "Ratings go in half stars"),
  ),
  comment: z
    .string("Please write a few words")
    .check(
      z.trim(),
      z.minLength(1, "Please write a few words"),
      z.maxLength(2000, "Reviews can be at most 2000 characters"),
    ),
});
export type ReviewInput = z.infer<typeof reviewInput>;

export const dashboardBookingsQuery = z.object({
  status: z.optional(z.enum(["all", "pending", "confirmed", "rejected", "cancelled", "completed"])),
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
});

export const availableGuidesQuery = z.object({
  packageId: z.string("Package is required"),
  startDate: z.optional(z.string()),
  endDate: z.optional(z.string()),
});
