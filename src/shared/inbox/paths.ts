/**
 * Where the links in newsletter e-mails land in the web app (each reads `?token=`). Their own
 * module: the router loads it on the first screen, where the inbox schemas must not come along.
 */
export const NEWSLETTER_CONFIRM_PATH = "/newsletter/confirm";
export const NEWSLETTER_UNSUBSCRIBE_PATH = "/newsletter/unsubscribe";
