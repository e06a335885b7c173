// A catalog (.po) import, compiled by @lingui/vite-plugin when the app imports it.
declare module "*.po" {
  export const messages: import("@lingui/core").Messages;
}
