import { Blob as NodeBlob, File as NodeFile } from "node:buffer";
import { vi } from "vitest";

/**
 * jsdom's File, Blob and FormData cannot travel through Node's fetch (its Blob has no stream(),
 * and Node's form encoder accepts only Node's File), so a test that uploads uses Node's classes,
 * as a browser's fetch works with the browser's own. Undo with vi.unstubAllGlobals().
 */
export async function useNodeFormData() {
  const nodeForm = await new Response(new URLSearchParams("probe=1")).formData();
  vi.stubGlobal("File", NodeFile);
  vi.stubGlobal("Blob", NodeBlob);
  vi.stubGlobal("FormData", nodeForm.constructor);
}
