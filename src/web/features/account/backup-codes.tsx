import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Button } from "@/web/components/ui/button";

/** The backup codes as a list, with copy and download-as-text. */
export function BackupCodes({ codes }: { codes: string[] }) {
  const { t } = useLingui();
  const [copied, setCopied] = useState<string | null>(null);
  const title = t`Yatra Tours backup codes`;
  const note = t`Each code works once.`;
  const text = `${title}\n\n${codes.join("\n")}\n\n${note}\n`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(t`Copied to the clipboard.`);
    } catch {
      setCopied(t`Could not copy. Please select the codes and copy them yourself.`);
    }
  };

  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = "yatra-tours-backup-codes.txt";
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  return (
    <div className="space-y-3">
      <ul
        aria-label={t`Backup codes`}
        translate="no"
        className="grid grid-cols-2 gap-2 rounded-xl border border-stone-200 bg-stone-50 p-4 font-mono text-sm sm:grid-cols-3"
      >
        {codes.map((code) => (
          <li key={code} className="select-all">
            {code}
          </li>
        ))}
      </ul>
      <p className="text-sm text-stone-600">
        <Trans>
          Keep these codes somewhere safe, such as a password manager. Each code signs you in once
          if you lose your phone. They are shown only now.
        </Trans>
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={copy} variant="secondary" className="text-sm">
          <Trans>Copy codes</Trans>
        </Button>
        <Button onClick={download} variant="secondary" className="text-sm">
          <Trans>Download as .txt</Trans>
        </Button>
        <p role="status" className="text-sm text-stone-600">
          {copied}
        </p>
      </div>
    </div>
  );
}
