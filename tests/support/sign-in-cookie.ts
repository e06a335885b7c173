import { PERSONA_PASSWORD } from "./screens";

/** Signs a demo persona in through the API and returns the session cookie. */
export async function signInCookie(base: string, origin: string, email: string, address: string) {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin, "x-forwarded-for": address },
    body: JSON.stringify({ email, password: PERSONA_PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email}: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}
