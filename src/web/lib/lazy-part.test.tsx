import { act, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { describe, expect, it } from "vitest";
import { lazyPart, partLoader, useLoadedPart } from "./lazy-part";

const Part = () => <p>the part</p>;
const page = (Lazy: ReturnType<typeof lazyPart>) => (
  <Suspense fallback={<p>loading</p>}>
    <Lazy />
  </Suspense>
);

describe("a part of a screen loaded when shown", () => {
  it("renders at once, without its loading line, when the address opened it", async () => {
    const Lazy = lazyPart(async () => Part, true);
    await act(async () => {}); // the page's own start-up: the part's code arrives meanwhile
    render(page(Lazy));
    expect(screen.getByText("the part")).toBeTruthy();
    expect(screen.queryByText("loading")).toBeNull();
  });

  it("shows the loading line first when it is opened later", async () => {
    const Lazy = lazyPart(async () => Part, false);
    render(page(Lazy));
    expect(screen.getByText("loading")).toBeTruthy();
    expect(await screen.findByText("the part")).toBeTruthy();
  });
});

describe("a part's loader", () => {
  it("asks once however many ask, and again after a failure", async () => {
    let asked = 0;
    let fail = true;
    const part = partLoader(async () => {
      asked += 1;
      if (fail) throw new Error("offline");
      return Part;
    }, false);
    await expect(Promise.all([part.fetch(), part.fetch()])).rejects.toThrow("offline");
    expect(asked).toBe(1);
    expect(part.loaded()).toBeUndefined();
    fail = false;
    expect(await part.fetch()).toBe(Part);
    expect(await part.fetch()).toBe(Part);
    expect(asked).toBe(2);
    expect(part.loaded()).toBe(Part);
  });

  it("gives a screen's own placeholder its place until the code is here, then the part", async () => {
    let arrive: (part: typeof Part) => void = () => {};
    const part = partLoader(() => new Promise<typeof Part>((resolve) => (arrive = resolve)), false);
    function Holder() {
      const Loaded = useLoadedPart(part);
      return Loaded ? <Loaded /> : <p>its place</p>;
    }
    render(<Holder />);
    expect(screen.getByText("its place")).toBeTruthy();
    await act(async () => arrive(Part));
    expect(screen.getByText("the part")).toBeTruthy();
    // Shown again later, it is there from the first render.
    render(<Holder />);
    expect(screen.getAllByText("the part")).toHaveLength(2);
  });
});
