import * as z from "zod/mini";
import { emailField } from "./auth";

export const changeEmailInput = z.object({
  password: z.string().check(z.minLength(1, "Please enter your current password")),
  newEmail: emailField,
});
export type ChangeEmailInput = z.infer<typeof changeEmailInput>;
