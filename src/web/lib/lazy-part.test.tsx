import { act, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { describe, expect, it } from "vitest";
import { lazyPart } from "./lazy-part";

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
