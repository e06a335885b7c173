import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";

type QrModule = {
  toString: (text: string, options: { type: "svg"; margin?: number }) => Promise<string>;
};

/** qrcode is CommonJS: depending on the bundler its functions sit on the namespace or on `default`. */
function qrModule(loaded: unknown): QrModule {
  const fallback = (loaded as { default?: object }).default;
  if (fallback && Object.hasOwn(fallback, "toString")) return fallback as QrModule;
  return loaded as QrModule;
}

/** Draws the otpauth:// URI as a QR code in the browser; the qrcode library loads only here. */
export function TotpQrCode({ uri }: { uri: string }) {
  const { t } = useLingui();
  const [svg, setSvg] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let active = true;
    (async () => {
      const QRCode = qrModule(await import("qrcode"));
      return QRCode.toString(uri, { type: "svg", margin: 1 });
    })()
      .then((drawn) => {
        if (active) setSvg(drawn);
      })
      .catch(() => {
        if (active) setFailed(true);
      });
    return () => {
      active = false;
    };
  }, [uri]);

  if (failed) {
    return (
      <p className="text-sm text-red-700">
        <Trans>The QR code could not be drawn. Enter the key below in your app instead.</Trans>
      </p>
    );
  }
  if (!svg) {
    return (
      <p
        role="status"
        className="flex h-48 w-48 items-center justify-center text-sm text-stone-500"
      >
        <Trans>Drawing the QR code...</Trans>
      </p>
    );
  }
  return (
    <img
      src={`data:image/svg+xml,${encodeURIComponent(svg)}`}
      alt={t`QR code for your authenticator app`}
      width={192}
      height={192}
      className="h-48 w-48 rounded-lg bg-white p-2 ring-1 ring-stone-200"
    />
  );
}
