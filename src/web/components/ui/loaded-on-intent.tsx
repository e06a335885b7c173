import { type ReactNode, useEffect, useState } from "react";
import { NOT_REACHED_MESSAGE } from "@/web/lib/i18n";
import { type CodeLoad, startCodeLoad } from "@/web/lib/screen-loads";
import { ErrorPanel } from "./error-panel";
import { StatusScreen } from "./status-screen";

/**
 * Code that a screen shows only after a tap (a dialog's form, a review form), fetched when the
 * reader shows intent rather than before the screen's first paint (decision 0049).
 */
export interface IntentLoader<Module> {
  /** Fetches the code unless it is here or on its way; call it on pointer-enter, focus, touch. */
  prepare: () => Promise<Module>;
  /** `prepare` for event handlers: a failure here is shown when the code is needed, not now. */
  prefetch: () => void;
  /** The code, once it has arrived. */
  loaded: () => Module | null;
}

export function intentLoader<Module>(load: () => Promise<Module>): IntentLoader<Module> {
  let code: CodeLoad<Module> | null = null;
  const prepare = () => {
    // A failed load is replaced by the next ask (Try Again, or the reader's next intent).
    if (!code || code.failed) code = startCodeLoad(load);
    return code.loading;
  };
  return {
    prepare,
    prefetch: () => void prepare().catch(() => {}),
    loaded: () => code?.loaded ?? null,
  };
}

interface LoadedOnIntentProps<Module> {
  loader: IntentLoader<Module>;
  /** Shown while the code is on its way. */
  loadingText: string;
  /** Said when it could not be fetched (offline), with Try Again. */
  failedTitle: string;
  children: (module: Module) => ReactNode;
}

/** Renders `children` with the code once it is here: at once if it already is. */
export function LoadedOnIntent<Module>({
  loader,
  loadingText,
  failedTitle,
  children,
}: LoadedOnIntentProps<Module>) {
  const [module, setModule] = useState(loader.loaded);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again after a failure
  useEffect(() => {
    if (module) return;
    let current = true;
    loader.prepare().then(
      (arrived) => current && setModule(() => arrived),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [loader, module, attempt]);

  if (module) return children(module);
  if (failed) {
    return (
      <ErrorPanel
        title={failedTitle}
        message={NOT_REACHED_MESSAGE}
        onRetry={() => {
          setFailed(false);
          setAttempt((count) => count + 1);
        }}
      />
    );
  }
  return <StatusScreen text={loadingText} />;
}
