import { act } from "@testing-library/react";
import { afterEach } from "vitest";
import { loadLanguage, type MessageGroup, withMessages } from "@/web/lib/i18n";

/**
 * Hindi, with the catalogs the router fetches for a screen: `messages`, and `groups` besides
 * ("account", "trips", "dashboard", "console").
 */
export async function showHindi(groups: MessageGroup[] = []) {
  await act(async () => {
    await loadLanguage("hi");
    await withMessages(async () => undefined, groups);
  });
}

/** Every test of the file starts in English again. */
export function englishAfterEach() {
  afterEach(async () => {
    await act(() => loadLanguage("en"));
  });
}
