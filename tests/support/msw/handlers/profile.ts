import { HttpResponse, http } from "msw";
import type { Profile } from "@/shared/profile/types";

export const profile = {
  /** GET /api/profile: the signed-in user's saved details. */
  get: (saved: Profile) => http.get("/api/profile", () => HttpResponse.json({ profile: saved })),
  /** PUT /api/profile: stores the edit and answers `saved`. */
  put: (saved: Profile) => http.put("/api/profile", () => HttpResponse.json({ profile: saved })),
};
