import { authClient } from "@/web/lib/auth-client";
import { EmailLinkForm } from "./email-link-form";

export const MAGIC_LINK_SENT = "Check your inbox for a sign-in link.";
/** better-auth sends a failed link back here with `&error=`. */
export const MAGIC_LINK_ERROR_PATH = "/login?with=link";

/** What a sign-in link that did not work came back with, said for people. */
export function magicLinkErrorText(code: string): string {
  if (code === "INVALID_TOKEN" || code === "EXPIRED_TOKEN" || code === "TOKEN_EXPIRED") {
    return "That sign-in link has expired or has already been used. Ask for a new one below.";
  }
  if (code === "new_user_signup_disabled") {
    return "There is no Yatra Tours account for that address. Please sign up first.";
  }
  return "That sign-in link did not work. Ask for a new one below.";
}

/** 'Email me a sign-in link': a one-time link that signs in for five minutes. */
export function MagicLinkForm({ linkError }: { linkError: string | null }) {
  return (
    <EmailLinkForm
      autoFocus
      initialOutcome={linkError ? { tone: "error", text: magicLinkErrorText(linkError) } : null}
      intro={
        <p className="text-stone-700">
          We'll email you a link that signs you in. It works once, for five minutes.
        </p>
      }
      send={(email) =>
        authClient.signIn.magicLink({
          email,
          callbackURL: "/profile",
          errorCallbackURL: MAGIC_LINK_ERROR_PATH,
        })
      }
      sentText={MAGIC_LINK_SENT}
      submitLabel="Email me a sign-in link"
    />
  );
}
