import * as z from "zod/mini";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, SIGN_UP_ROLES } from "../constants";

export const emailField = z.pipe(
  z
    .string()
    .check(z.trim(), z.minLength(1, "Email is required"), z.maxLength(254, "Email is too long")),
  z.email("Please enter a valid email address"),
);

export const passwordField = z
  .string()
  .check(
    z.minLength(1, "Password is required"),
    z.minLength(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`),
    z.maxLength(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`),
  );

export const signInInput = z.object({
  email: emailField,
  password: z.string().check(z.minLength(1, "Password is required")),
});
export type SignInInput = z.infer<typeof signInInput>;

export const signUpInput = z
  .object({
    email: emailField,
    password: passwordField,
    confirmPassword: z.string(),
    role: z.enum(SIGN_UP_ROLES, "Please choose a role"),
  })
  .check(
    z.refine((v) => v.password === v.confirmPassword, {
      path: ["confirmPassword"],
      message: "Passwords do not match",
    }),
  );
export type SignUpInput = z.infer<typeof signUpInput>;
