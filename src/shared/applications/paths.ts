/** Where the link mailed to a signed-out guide applicant leads (its own module: the router loads it
 * on the first screen, where the application schemas must not come along). */
export const APPLICATION_CONFIRM_PATH = "/guide-applications/confirm";
