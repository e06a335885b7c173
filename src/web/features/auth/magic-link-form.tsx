import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { authClient } from "@/web/lib/auth-client";
import { EmailLinkForm } from "./email-link-form";

/** better-auth sends a failed link back here with `&error=`. */
export const MAGIC_LINK_ERROR_PATH = "/login?with=link";

/** What a sign-in link that did not work came back with, said for people (in `i18n`'s language). */
export function magicLinkErrorText(code: string, i18n: I18n): string {
  if (code === "INVALID_TOKEN" || code === "EXPIRED_TOKEN" || code === "TOKEN_EXPIRED") {
    return i18n._(
      msg`That sign-in link has expired or has already been used. Ask for a new one below.`,
    );
  }
  if (code === "new_user_signup_disabled") {
    return i18n._(msg`There is no Yatra Tours account for that address. Please sign up first.`);
  }
  return i18n._(msg`That sign-in link did not work. Ask for a new one below.`);
}

/** 'Email me a sign-in link': a one-time link that signs in for five minutes. */
export function MagicLinkForm({ linkError }: { linkError: string | null }) {
  const { t, i18n } = useLingui();
  return (
    <EmailLinkForm
      autoFocus
      initialOutcome={
        linkError ? { tone: "error", text: magicLinkErrorText(linkError, i18n) } : null
      }
      intro={
        <p className="text-stone-700">
          <Trans>We'll email you a link that signs you in. It works once, for five minutes.</Trans>
        </p>
      }
      send={(email) =>
        authClient.signIn.magicLink({
          email,
          callbackURL: "/profile",
          errorCallbackURL: MAGIC_LINK_ERROR_PATH,
        })
      }
      sentText={t`Check your inbox for a sign-in link.`}
      submitLabel={t`Email me a sign-in link`}
    />
  );
}
