import { describe, expect, it } from "vitest";
import { formatMessageTime } from "./message-time";

const now = new Date("2026-11-26T10:00:00.000Z");

describe("a message's time", () => {
  it("is written the English way, in India's time", () => {
    expect(formatMessageTime("2026-11-26T09:35:00.000Z", now, "en")).toBe("3:05 pm");
    expect(formatMessageTime("2026-03-12T09:35:00.000Z", now, "en")).toBe("12 Mar, 3:05 pm");
    expect(formatMessageTime("2025-03-12T09:35:00.000Z", now, "en")).toBe("12 Mar 2025, 3:05 pm");
  });

  it("names the part of the day in Hindi instead of am/pm", () => {
    expect(formatMessageTime("2026-11-26T09:35:00.000Z", now, "hi")).toBe("दोपहर 3:05");
    expect(formatMessageTime("2026-03-12T09:35:00.000Z", now, "hi")).toBe("12 मार्च, दोपहर 3:05");
    expect(formatMessageTime("2025-03-12T01:05:00.000Z", now, "hi")).toBe("12 मार्च 2025, सुबह 6:35");
  });
});
