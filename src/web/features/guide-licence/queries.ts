import { t } from "@lingui/core/macro";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ApiErrorBody } from "@/shared/api-error";
import type { LicenceDetailsInput } from "@/shared/guides/licence-schema";
import type { GuideLicenceReply } from "@/shared/guides/licence-types";
import { ApiError, api, networkError } from "@/web/lib/api";
import { acceptLanguage } from "@/web/lib/i18n";
import { guideKeys } from "@/web/lib/query-keys";

export const LICENCE_PATH = "/api/guide-licence";
/** Opens in a new tab; the server sends it only to the guide it belongs to. */
export const LICENCE_DOCUMENT_PATH = "/api/guide-licence/document";

export const licenceKeys = {
  own: ["guide-licence"] as const,
};

/** The guide's own licence, as the Licence section and the dashboard's first data ask for it. */
export const ownLicenceQuery = {
  queryKey: licenceKeys.own,
  queryFn: () => api.get<GuideLicenceReply>(LICENCE_PATH),
};

export function useOwnLicence() {
  return useQuery(ownLicenceQuery);
}

/** The licence's details and, when chosen, the scanned document, as one form upload. */
async function sendLicence(details: LicenceDetailsInput, document: File | null) {
  const form = new FormData();
  form.append("kind", details.kind);
  form.append("number", details.number);
  form.append("authority", details.authority);
  form.append("expiresOn", details.expiresOn);
  if (document) form.append("document", document);
  let response: Response;
  try {
    response = await fetch(LICENCE_PATH, {
      method: "PUT",
      credentials: "same-origin",
      // The server's errors come in the reader's language, as every api.ts request asks.
      headers: { accept: "application/json", "accept-language": acceptLanguage() },
      body: form,
    });
  } catch {
    throw networkError("PUT");
  }
  const data = (await response.json().catch(() => null)) as unknown;
  if (!response.ok) {
    const status = response.status;
    const error = (data as ApiErrorBody | null)?.error;
    throw new ApiError(
      response.status,
      error?.code ?? "HTTP_ERROR",
      error?.message ?? t`The server answered ${status}.`,
      error?.fields,
    );
  }
  return data as GuideLicenceReply;
}

/** Sending or withdrawing: the guide's licence takes the answer, and the Guides page refreshes. */
export function useLicenceActions() {
  const queryClient = useQueryClient();
  const onSuccess = (reply: GuideLicenceReply) => {
    queryClient.setQueryData(licenceKeys.own, reply);
    return queryClient.invalidateQueries({ queryKey: guideKeys.all });
  };
  return {
    submit: useMutation({
      mutationFn: ({
        details,
        document,
      }: {
        details: LicenceDetailsInput;
        document: File | null;
      }) => sendLicence(details, document),
      onSuccess,
    }),
    withdraw: useMutation({
      mutationFn: () => api.delete<GuideLicenceReply>(LICENCE_PATH),
      onSuccess,
    }),
  };
}
