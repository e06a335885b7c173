import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** A ledger line's state as people read it; the value stays what the API gives. */
export const LEDGER_STATE_LABELS: Record<string, MessageDescriptor> = {
  captured: msg`Captured`,
  requested: msg`Requested`,
  initiated: msg`Initiated`,
  processed: msg`Processed`,
  failed: msg`Failed`,
};
