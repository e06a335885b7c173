import { useLiveMessages } from "./use-live-messages";

/** Mounted only for signed-in people, and loaded lazily, so the first screen stays light. */
export default function LiveMessages() {
  useLiveMessages();
  return null;
}
