import { createAuthClient } from "better-auth/react";

export const authClient = createAuthClient({
  baseURL: typeof window === "undefined" ? "http://localhost:3000" : window.location.origin,
  basePath: "/api/auth",
});

export type SessionUser = NonNullable<ReturnType<typeof authClient.useSession>["data"]>["user"] & {
  role?: string | null;
};
