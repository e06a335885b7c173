import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { authClient, type DeviceSession } from "@/web/lib/auth-client";
import { authErrorText, type Outcome } from "@/web/lib/auth-outcome";
import { AuthCallError, unwrap } from "./auth-call";
import { describeUserAgent, formatDateTime } from "./device-label";

export const SESSIONS_QUERY_KEY = ["account", "sessions"] as const;
export const OTHERS_SIGNED_OUT = "Every other device is signed out.";
export const DEVICE_SIGNED_OUT = "That device is signed out.";
export const SESSIONS_NEED_FRESH_LOGIN =
  "For your security, your devices are listed only in the first 10 minutes after you log in. Log out and in again to see them. The buttons below work at any time.";

function byRecentUse(current: string | undefined) {
  return (a: DeviceSession, b: DeviceSession) => {
    if (a.token === current) return -1;
    if (b.token === current) return 1;
    return (b.updatedAt ?? "").localeCompare(a.updatedAt ?? "");
  };
}

/** The user's signed-in devices, and signing them out one by one, all others, or everywhere. */
export function SessionsSection() {
  const { data: session } = authClient.useSession();
  const currentToken = session?.session.token;
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const sessions = useQuery({
    queryKey: SESSIONS_QUERY_KEY,
    queryFn: () => unwrap(authClient.listSessions()),
    retry: false,
  });

  const run = async (key: string, action: () => Promise<void>) => {
    setBusy(key);
    setOutcome(null);
    await action();
    setBusy(null);
  };

  const signOutDevice = (token: string) =>
    run(token, async () => {
      const { error } = await authClient.revokeSession(token);
      setOutcome(
        error
          ? { tone: "error", text: authErrorText(error) }
          : { tone: "success", text: DEVICE_SIGNED_OUT },
      );
      await queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY });
    });

  const signOutOthers = () =>
    run("others", async () => {
      const { error } = await authClient.revokeOtherSessions();
      setOutcome(
        error
          ? { tone: "error", text: authErrorText(error) }
          : { tone: "success", text: OTHERS_SIGNED_OUT },
      );
      await queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY });
    });

  const signOutEverywhere = () =>
    run("everywhere", async () => {
      const { error } = await authClient.revokeSessions();
      if (error) setOutcome({ tone: "error", text: authErrorText(error) });
      else window.location.assign("/");
    });

  const list = sessions.data ? [...sessions.data].sort(byRecentUse(currentToken)) : [];
  const others = list.filter((device) => device.token !== currentToken);

  return (
    <div className="space-y-5">
      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
      {sessions.isPending && (
        <p role="status" className="text-sm text-stone-600">
          Loading your devices...
        </p>
      )}
      {sessions.isError && (
        <Alert tone="error">
          {sessions.error instanceof AuthCallError && sessions.error.code === "SESSION_NOT_FRESH"
            ? SESSIONS_NEED_FRESH_LOGIN
            : sessions.error.message}
        </Alert>
      )}
      {sessions.isSuccess && (
        <ul className="divide-y divide-stone-100 rounded-xl border border-stone-200">
          {list.map((device) => (
            <DeviceRow
              key={device.id}
              device={device}
              current={device.token === currentToken}
              busy={busy === device.token}
              onSignOut={() => signOutDevice(device.token)}
            />
          ))}
        </ul>
      )}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button
          onClick={signOutOthers}
          disabled={busy !== null || (sessions.isSuccess && others.length === 0)}
          variant="secondary"
        >
          {busy === "others" ? "Signing out..." : "Sign out all other devices"}
        </Button>
        <Button onClick={signOutEverywhere} disabled={busy !== null} variant="danger-outline">
          {busy === "everywhere" ? "Signing out..." : "Sign out everywhere"}
        </Button>
      </div>
    </div>
  );
}

interface DeviceRowProps {
  device: DeviceSession;
  current: boolean;
  busy: boolean;
  onSignOut: () => void;
}

function DeviceRow({ device, current, busy, onSignOut }: DeviceRowProps) {
  const name = describeUserAgent(device.userAgent);
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium text-stone-900">
          {name}
          {current && (
            <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">
              This device
            </span>
          )}
        </p>
        <p className="mt-1 text-sm text-stone-600">
          IP address {device.ipAddress || "unknown"} · Signed in {formatDateTime(device.createdAt)}{" "}
          · Last active {formatDateTime(device.updatedAt ?? device.createdAt)}
        </p>
      </div>
      {!current && (
        <Button
          onClick={onSignOut}
          disabled={busy}
          aria-label={`Sign out ${name}, signed in ${formatDateTime(device.createdAt)}`}
          variant="secondary"
          className="shrink-0 py-1.5 text-sm"
        >
          {busy ? "Signing out..." : "Sign out"}
        </Button>
      )}
    </li>
  );
}
