import { act } from "@testing-library/react";
import { vi } from "vitest";
import type { ChatMessage } from "@/shared/messages/types";

type Listener = (event: MessageEvent<string>) => void;

/** Stands in for the browser's EventSource: tests open it, push events and break it. */
export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];

  readyState = FakeEventSource.CONNECTING;
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }

  addEventListener(type: string, listener: Listener) {
    const set = this.listeners.get(type) ?? new Set();
    set.add(listener);
    this.listeners.set(type, set);
  }

  removeEventListener(type: string, listener: Listener) {
    this.listeners.get(type)?.delete(listener);
  }

  close() {
    this.readyState = FakeEventSource.CLOSED;
  }

  emit(type: string, data = "", lastEventId = "") {
    const event = new MessageEvent<string>(type, { data, lastEventId });
    act(() => {
      for (const listener of this.listeners.get(type) ?? []) listener(event);
    });
  }

  /** The server accepted the stream. */
  connect() {
    this.readyState = FakeEventSource.OPEN;
    this.emit("ready");
  }

  deliver(message: ChatMessage) {
    this.emit("message", JSON.stringify(message), String(message.id));
  }

  /** The browser gives up on the stream for good (an error status, not a dropped connection). */
  fail() {
    this.readyState = FakeEventSource.CLOSED;
    this.emit("error");
  }
}

export function stubEventSource() {
  FakeEventSource.instances = [];
  vi.stubGlobal("EventSource", FakeEventSource);
}

/** The streams still open. */
export const openStreams = () =>
  FakeEventSource.instances.filter((source) => source.readyState !== FakeEventSource.CLOSED);
