import * as z from "zod/mini";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, SIGN_UP_ROLES } from "@/shared/constants";
import { lazySchema } from "@/shared/lazy-schema";

export const emailField = lazySchema(() =>
  z.pipe(
    z
      .string()
      .check(z.trim(), z.minLength(1, "Email is required"), z.maxLength(254, "Email is too long")),
    z.email("Please enter a valid email address"),
  ),
);

export const passwordField = lazySchema(() =>
  z
    .string()
    .check(
      z.minLength(1, "Password is required"),
      z.minLength(
        MIN_PASSWORD_LENGTH,
        `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
      ),
      z.maxLength(
        MAX_PASSWORD_LENGTH,
        `Password must be at most ${MAX_PASSWORD_LENGTH} characters`,
      ),
    ),
);

export const signInInput = lazySchema(() =>
  z.object({
    email: emailField,
    password: z.string().check(z.minLength(1, "Password is required")),
  }),
);
export type SignInInput = z.infer<typeof signInInput>;

export const signUpInput = lazySchema(() =>
  z
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
    ),
);
export type SignUpInput = z.infer<typeof signUpInput>;

/** Forms of the sign-in alternatives, recovery and account-security screens. */

export const emailOnlyInput = lazySchema(() => z.object({ email: emailField }));
export type EmailOnlyInput = z.infer<typeof emailOnlyInput>;

const sixDigitCode = (required: string) =>
  z.pipe(
    z.string().check(z.trim(), z.minLength(1, required)),
    z.string().check(z.regex(/^\d{6}$/, "The code has 6 digits")),
  );

export const emailCodeInput = lazySchema(() =>
  z.object({ code: sixDigitCode("Please enter the code") }),
);
export type EmailCodeInput = z.infer<typeof emailCodeInput>;

export const totpChallengeInput = lazySchema(() =>
  z.object({
    code: sixDigitCode("Please enter the code"),
    trustDevice: z.boolean(),
  }),
);
export type TotpChallengeInput = z.infer<typeof totpChallengeInput>;

export const backupCodeInput = lazySchema(() =>
  z.object({
    code: z.string().check(z.trim(), z.minLength(1, "Please enter a backup code")),
  }),
);
export type BackupCodeInput = z.infer<typeof backupCodeInput>;

export const totpConfirmInput = lazySchema(() =>
  z.object({ code: sixDigitCode("Please enter the code") }),
);
export type TotpConfirmInput = z.infer<typeof totpConfirmInput>;

const currentPassword = lazySchema(() =>
  z.string().check(z.minLength(1, "Please enter your current password")),
);

export const currentPasswordInput = lazySchema(() => z.object({ password: currentPassword }));
export type CurrentPasswordInput = z.infer<typeof currentPasswordInput>;

const matchingPasswords = <T extends { newPassword: string; confirmPassword: string }>() =>
  z.refine<T>((v) => v.newPassword === v.confirmPassword, {
    path: ["confirmPassword"],
    message: "Passwords do not match",
  });

export const resetPasswordInput = lazySchema(() =>
  z.object({ newPassword: passwordField, confirmPassword: z.string() }).check(matchingPasswords()),
);
export type ResetPasswordInput = z.infer<typeof resetPasswordInput>;

export const changePasswordInput = lazySchema(() =>
  z
    .object({ currentPassword, newPassword: passwordField, confirmPassword: z.string() })
    .check(matchingPasswords()),
);
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;

export const DELETE_CONFIRMATION_WORD = "DELETE";

export const deleteAccountInput = lazySchema(() =>
  z.object({
    password: currentPassword,
    confirmation: z
      .string()
      .check(
        z.refine(
          (value) => value.trim() === DELETE_CONFIRMATION_WORD,
          `Please type ${DELETE_CONFIRMATION_WORD} in capital letters to confirm`,
        ),
      ),
  }),
);
export type DeleteAccountInput = z.infer<typeof deleteAccountInput>;

export const changeEmailInput = lazySchema(() =>
  z.object({
    password: z.string().check(z.minLength(1, "Please enter your current password")),
    newEmail: emailField,
  }),
);
export type ChangeEmailInput = z.infer<typeof changeEmailInput>;

/**
 * The fields a person may change through the account endpoint (better-auth's update-user): a name
 * is text, never null (the column is NOT NULL), and a picture address is text or null.
 */
export const updateUserInput = lazySchema(() =>
  z.looseObject({
    name: z.optional(
      z.string("Name must be text").check(z.maxLength(100, "Name must be at most 100 characters")),
    ),
    image: z.optional(z.nullable(z.string("Picture must be a web address or empty"))),
  }),
);
