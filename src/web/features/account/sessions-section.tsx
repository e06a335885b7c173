import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { authClient, type DeviceSession } from "@/web/lib/auth-client";
import { authErrorText, type Outcome } from "@/web/lib/auth-outcome";
import { AuthCallError } from "./auth-call";
import { deviceOf, formatDateTime } from "./device-label";
import { SESSIONS_QUERY_KEY, sessionsQuery } from "./queries";

function byRecentUse(current: string | undefined) {
  return (a: DeviceSession, b: DeviceSession) => {
    if (a.token === current) return -1;
    if (b.token === current) return 1;
    return (b.updatedAt ?? "").localeCompare(a.updatedAt ?? "");
  };
}

/** The user's signed-in devices, and signing them out one by one, all others, or everywhere. */
export function SessionsSection() {
  const { t } = useLingui();
  const { data: session } = authClient.useSession();
  const currentToken = session?.session.token;
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const sessions = useQuery(sessionsQuery);

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
          : { tone: "success", text: t`That device is signed out.` },
      );
      await queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY });
    });

  const signOutOthers = () =>
    run("others", async () => {
      const { error } = await authClient.revokeOtherSessions();
      setOutcome(
        error
          ? { tone: "error", text: authErrorText(error) }
          : { tone: "success", text: t`Every other device is signed out.` },
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
      {/* As tall as this device's row, so the list arriving moves nothing below it. */}
      {sessions.isPending && (
        <p
          role="status"
          className="flex min-h-28 items-center rounded-xl border border-stone-200 p-4 text-sm text-stone-600 sm:min-h-20"
        >
          <Trans>Loading your devices...</Trans>
        </p>
      )}
      {sessions.isError && (
        <Alert tone="error">
          {sessions.error instanceof AuthCallError && sessions.error.code === "SESSION_NOT_FRESH"
            ? t`For your security, your devices are listed only in the first 10 minutes after you log in. Log out and in again to see them. The buttons below work at any time.`
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
          {busy === "others" ? t`Signing out...` : t`Sign out all other devices`}
        </Button>
        <Button onClick={signOutEverywhere} disabled={busy !== null} variant="danger-outline">
          {busy === "everywhere" ? t`Signing out...` : t`Sign out everywhere`}
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
  const { t } = useLingui();
  const id = useId();
  const unknown = t`unknown`;
  const signedIn = formatDateTime(device.createdAt, unknown);
  const lastActive = formatDateTime(device.updatedAt ?? device.createdAt, unknown);
  const ipAddress = device.ipAddress || unknown;
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium text-stone-900">
          <span id={`${id}-name`}>
            <DeviceName userAgent={device.userAgent} />
          </span>
          {current && (
            <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">
              <Trans>This device</Trans>
            </span>
          )}
        </p>
        <p className="mt-1 text-sm text-stone-600">
          <Trans>
            IP address <span translate="no">{ipAddress}</span> · Signed in {signedIn} · Last active{" "}
            {lastActive}
          </Trans>
        </p>
      </div>
      {!current && (
        // Named "Sign out Chrome on Windows signed in …" from the row's own texts, so the
        // browser's and system's names keep their translate="no".
        <Button
          onClick={onSignOut}
          disabled={busy}
          aria-labelledby={`${id}-button ${id}-name ${id}-when`}
          variant="secondary"
          className="shrink-0 py-1.5 text-sm"
        >
          <span id={`${id}-button`}>{busy ? t`Signing out...` : t`Sign out`}</span>
          <span id={`${id}-when`} hidden>
            {t`signed in ${signedIn}`}
          </span>
        </Button>
      )}
    </li>
  );
}

/** "Chrome on Windows", the names marked as names (they are not translated). */
function DeviceName({ userAgent }: { userAgent: string | null | undefined }) {
  const { browser, os } = deviceOf(userAgent);
  if (browser && os) {
    return (
      <Trans>
        <span translate="no">{browser}</span> on <span translate="no">{os}</span>
      </Trans>
    );
  }
  const name = browser ?? os;
  return name ? <span translate="no">{name}</span> : <Trans>Unknown device</Trans>;
}
