import * as z from "zod/mini";
import { lazySchema } from "@/shared/lazy-schema";

const MONTH_DAY = /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** "MM-DD" naming a day that exists in some year (29 February included). */
export function isMonthDay(value: string): boolean {
  if (!MONTH_DAY.test(value)) return false;
  const [month, day] = value.split("-").map(Number);
  return day <= DAYS_IN_MONTH[month - 1];
}

const monthDay = (label: string) =>
  z
    .string(`${label} is required`)
    .check(z.refine(isMonthDay, `${label} must be a day of the year, written MM-DD`));

/** POST /api/admin/closures: a season a destination is closed every year. */
export const closureInput = lazySchema(() =>
  z.object({
    destinationSrNo: z
      .number("Choose a destination")
      .check(
        z.int("Choose a destination"),
        z.positive("Choose a destination"),
        z.lte(2_147_483_647, "Choose a destination"),
      ),
    startsOn: monthDay("First closed day"),
    endsOn: monthDay("Last closed day"),
    reason: z
      .string("Say why it is closed")
      .check(
        z.trim(),
        z.minLength(3, "Say why it is closed"),
        z.maxLength(160, "Keep the reason to 160 characters or fewer"),
      ),
  }),
);
export type ClosureInput = z.infer<typeof closureInput>;

/** GET /api/admin/closures */
export interface AdminClosure {
  id: number;
  destinationSrNo: number;
  destinationName: string;
  startsOn: string;
  endsOn: string;
  reason: string;
}
