import { act, render, screen } from "@testing-library/react";
import { lazy, Suspense } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AfterFirstPaint } from "./after-first-paint";

// The wait ends with the frame after the first render, or after a second at most.
const passTheFirstPaint = () =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(1000);
  });

describe("AfterFirstPaint", () => {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ["setTimeout", "clearTimeout", "requestAnimationFrame", "cancelAnimationFrame"],
    });
  });
  afterEach(() => vi.useRealTimers());

  it("holds its place until the first paint, and a part still loading then never hides the screen", async () => {
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    const Part = lazy(async () => {
      await arrived;
      return { default: () => <p>the part</p> };
    });
    render(
      <Suspense fallback={<p>loading the screen</p>}>
        <p>the screen</p>
        <AfterFirstPaint fallback={<p>its place</p>} inSlices>
          <Part />
        </AfterFirstPaint>
      </Suspense>,
    );
    expect(screen.getByText("its place")).toBeTruthy();

    // Revealed in a transition: the part's code still on its way, React keeps what is on screen
    // (a store's synchronous change showed the screen's loading line instead).
    await passTheFirstPaint();
    expect(screen.queryByText("loading the screen")).toBeNull();
    expect(screen.getByText("the screen")).toBeTruthy();
    expect(screen.getByText("its place")).toBeTruthy();

    await act(async () => {
      arrive();
      await vi.runAllTimersAsync();
    });
    expect(screen.getByText("the part")).toBeTruthy();
    expect(screen.queryByText("its place")).toBeNull();
    expect(screen.getByText("the screen")).toBeTruthy();
  });

  it("shows its children at once when it mounts after the first paint, in slices or not", () => {
    render(
      <>
        <AfterFirstPaint fallback={<p>its place</p>}>
          <p>the children</p>
        </AfterFirstPaint>
        <AfterFirstPaint fallback={<p>its other place</p>} inSlices>
          <p>the other children</p>
        </AfterFirstPaint>
      </>,
    );
    expect(screen.getByText("the children")).toBeTruthy();
    expect(screen.getByText("the other children")).toBeTruthy();
    expect(screen.queryByText("its place")).toBeNull();
  });
});
