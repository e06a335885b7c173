/** A text link inside the auth and account screens. */
export const linkClass = "font-semibold text-brand-700 hover:underline";
