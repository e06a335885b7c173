/** Placeholder until this screen is built in this change. */
export default function Screen() {
  return null;
}
