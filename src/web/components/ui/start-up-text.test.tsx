import { readFileSync } from "node:fs";
import path from "node:path";
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { StatusScreen } from "./status-screen";

describe("the page's start-up text", () => {
  it("is the app's own start-up screen, markup for markup, so nothing moves when React takes over", () => {
    const page = readFileSync(path.resolve(import.meta.dirname, "../../../../index.html"), "utf8");
    const shell = page.match(/<div id="root">([\s\S]*?)<\/div>\s*<script/)?.[1];
    // LoadingAppScreen (src/web/components/layout/app-layout.tsx) renders exactly this.
    const { container } = render(<StatusScreen text="Loading application..." fullScreen />);
    expect(shell).toBe(container.innerHTML);
  });
});
