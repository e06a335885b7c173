import { z } from "zod";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, SIGN_UP_ROLES } from "../constants";

export const emailField = z
  .string()
  .trim()
  .min(1, "Email is required")
  .max(254, "Email is too long")
  .pipe(z.email("Please enter a valid email address"));

export const passwordField = z
  .string()
  .min(1, "Password is required")
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`);

export const signInInput = z.object({
  email: emailField,
  password: z.string().min(1, "Password is required"),
});
export type SignInInput = z.infer<typeof signInInput>;

export const signUpInput = z
  .object({
    email: emailField,
    password: passwordField,
    confirmPassword: z.string(),
    role: z.enum(SIGN_UP_ROLES, "Please choose a role"),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    message: "Passwords do not match",
  });
export type SignUpInput = z.infer<typeof signUpInput>;
