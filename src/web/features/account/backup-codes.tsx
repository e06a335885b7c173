import { useState } from "react";
import { Button } from "@/web/components/ui/button";

export const BACKUP_CODES_NOTE =
  "Keep these codes somewhere safe, such as a password manager. Each code signs you in once if you lose your phone. They are shown only now.";

/** The backup codes as a list, with copy and download-as-text. */
export function BackupCodes({ codes }: { codes: string[] }) {
  const [copied, setCopied] = useState<string | null>(null);
  const text = `Yatra Tours backup codes\n\n${codes.join("\n")}\n\nEach code works once.\n`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied("Copied to the clipboard.");
    } catch {
      setCopied("Could not copy. Please select the codes and copy them yourself.");
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
        aria-label="Backup codes"
        className="grid grid-cols-2 gap-2 rounded-xl border border-stone-200 bg-stone-50 p-4 font-mono text-sm sm:grid-cols-3"
      >
        {codes.map((code) => (
          <li key={code} className="select-all">
            {code}
          </li>
        ))}
      </ul>
      <p className="text-sm text-stone-600">{BACKUP_CODES_NOTE}</p>
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={copy} variant="secondary" className="text-sm">
          Copy codes
        </Button>
        <Button onClick={download} variant="secondary" className="text-sm">
          Download as .txt
        </Button>
        <p role="status" className="text-sm text-stone-600">
          {copied}
        </p>
      </div>
    </div>
  );
}
