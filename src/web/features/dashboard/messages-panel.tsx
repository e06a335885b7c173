import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import type { BookingView } from "../../../shared/bookings/types";
import { buttonClass, inputClass } from "../../components/ui/field";
import { CloseIcon } from "../../components/ui/icons";
import { MESSAGE_PLACEHOLDER, MESSAGING_SOON } from "./dashboard-texts";

interface MessagesPanelProps {
  /** The booking whose traveller the guide is writing to; null keeps the panel closed. */
  booking: BookingView | null;
  onClose: () => void;
}

/**
 * The spec's 'Messages' side panel. Real messages between traveller and guide come in a later
 * change; until then Send says so instead of pretending to deliver anything.
 */
export function MessagesPanel({ booking, onClose }: MessagesPanelProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const inputId = useId();
  const open = booking !== null;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // jsdom has no showModal/close; the open attribute keeps the content reachable there.
    if (open && !dialog.open) {
      if (typeof dialog.showModal === "function") dialog.showModal();
      else dialog.open = true;
    }
    if (!open && dialog.open) {
      if (typeof dialog.close === "function") dialog.close();
      else dialog.open = false;
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-full max-w-md bg-white p-0 shadow-2xl backdrop:bg-black/40"
    >
      {booking && (
        <Conversation
          key={booking.id}
          booking={booking}
          titleId={titleId}
          inputId={inputId}
          onClose={onClose}
        />
      )}
    </dialog>
  );
}

interface ConversationProps {
  booking: BookingView;
  titleId: string;
  inputId: string;
  onClose: () => void;
}

function Conversation({ booking, titleId, inputId, onClose }: ConversationProps) {
  const [draft, setDraft] = useState("");
  const [note, setNote] = useState("");

  const send = (event: FormEvent) => {
    event.preventDefault();
    setNote(MESSAGING_SOON);
  };

  return (
    <div className="flex h-full flex-col">
      <div className="flex items-start justify-between gap-3 border-b border-stone-200 px-5 py-4">
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg font-semibold text-ink">
            Messages
          </h2>
          <p className="truncate text-sm text-stone-600">
            {booking.name} · {booking.packageName}
          </p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close"
          className="rounded-full p-2 text-stone-500 hover:bg-stone-100 hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <CloseIcon className="h-5 w-5" />
        </button>
      </div>
      <div
        role="log"
        aria-label={`Messages with ${booking.name}`}
        className="flex flex-1 items-center justify-center overflow-y-auto bg-stone-50 px-5 py-4"
      >
        <p className="text-center text-sm text-stone-500">No messages yet.</p>
      </div>
      <form onSubmit={send} className="border-t border-stone-200 px-5 py-4">
        <label htmlFor={inputId} className="sr-only">
          {MESSAGE_PLACEHOLDER}
        </label>
        <div className="flex gap-2">
          <input
            id={inputId}
            type="text"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            placeholder={MESSAGE_PLACEHOLDER}
            autoComplete="off"
            className={inputClass}
          />
          <button type="submit" className={buttonClass.primary}>
            Send
          </button>
        </div>
        <p role="status" className="mt-2 min-h-5 text-sm text-stone-600">
          {note}
        </p>
      </form>
    </div>
  );
}
