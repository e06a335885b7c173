import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { firstScreenRenderer, isPhone, pagePart, withFirstScreen } from "./first-screen";
import type { AppEnv } from "./types";

const PAGE = `<!doctype html>
<html lang="en-IN">
  <head>
    <title>Yatra Tours</title>
  </head>
  <body>
    <div id="root"><div role="status" class="min-h-screen"><span aria-hidden="true"></span><p>Loading application...</p></div></div>
  </body>
</html>`;

describe("the page with its first screen", () => {
  it("puts the screen in #root, inert, in place of the start-up text, and its hints in the head", () => {
    const part = pagePart(
      {
        html: '<link rel="preload" as="image" href="/images/hero/packages.svg"/><a href="#main-content">Skip</a><main>Tour Packages</main>',
        data: { queries: [{ queryKey: ["packages"], state: { data: "</script><b>" } }] },
        narrow: true,
      },
      "n0nce",
    );
    expect(part).toEqual({
      head:
        '<link rel="preload" as="image" href="/images/hero/packages.svg"/>' +
        '<script type="application/json" id="first-data">{"queries":[{"queryKey":["packages"],"state":{"data":"\\u003c/script>\\u003cb>"}}]}</script>',
      root: '<a href="#main-content">Skip</a><main>Tour Packages</main>',
      narrow: true,
    });
    const page = withFirstScreen(PAGE, part as NonNullable<typeof part>);
    expect(page).toContain(
      '<link rel="preload" as="image" href="/images/hero/packages.svg"/><script',
    );
    expect(page).toContain(
      '<div id="root" inert data-narrow="true"><a href="#main-content">Skip</a><main>Tour Packages</main></div>\n  </body>',
    );
    expect(page).not.toContain("Loading application...");
  });

  it("moves each style attribute to a rule of the request's nonce, the same style once", () => {
    const part = pagePart(
      {
        html: '<main><span style="left:22.6%;top:10.9%;z-index:1"></span><span style="left:22.6%;top:10.9%;z-index:1"></span><div style="font-family:&quot;Noto Sans&quot;;height:335px"></div></main>',
        data: {},
        narrow: false,
      },
      "n0nce",
    );
    expect(part?.root).toBe(
      '<main><span data-first-style="0"></span><span data-first-style="0"></span><div data-first-style="1"></div></main>',
    );
    expect(part?.head).toBe(
      '<style nonce="n0nce">[data-first-style="0"]{left:22.6%;top:10.9%;z-index:1}[data-first-style="1"]{font-family:"Noto Sans";height:335px}</style>' +
        '<script type="application/json" id="first-data">{}</script>',
    );
  });

  it("leaves a screen alone when a style could close its rule or element, or it holds a script", () => {
    const screen = (html: string) => ({ html, data: {}, narrow: false });
    expect(
      pagePart(screen('<main><b style="color:red}body{display:none"></b></main>'), "n"),
    ).toBeNull();
    expect(pagePart(screen('<main><b style="x:&lt;/style&gt;"></b></main>'), "n")).toBeNull();
    expect(pagePart(screen("<main></main><script>$RC()</script>"), "n")).toBeNull();
  });

  it("knows a phone by its client hint, else by its user agent", () => {
    const phone = (headers: Record<string, string>) => isPhone(new Headers(headers));
    expect(phone({ "sec-ch-ua-mobile": "?1" })).toBe(true);
    expect(phone({ "sec-ch-ua-mobile": "?0", "user-agent": "Android Mobile" })).toBe(false);
    expect(phone({ "user-agent": "Mozilla/5.0 (Linux; Android 11; moto g power) Mobile" })).toBe(
      true,
    );
    expect(phone({ "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/136" })).toBe(false);
  });
});

describe("the renderer of first screens", () => {
  /** A built renderer in miniature: answers with the session its API gave, or fails, or never. */
  function renderer(body: string) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "first-screen-"));
    const file = path.join(dir, "server-render.js");
    fs.writeFileSync(file, body);
    return file;
  }

  function appWith(modulePath: string) {
    const api = new Hono<AppEnv>();
    api.get("/api/auth/get-session", (c) =>
      c.json({ cookie: c.req.header("cookie") ?? null, language: c.req.header("accept-language") }),
    );
    const render = firstScreenRenderer(modulePath, async (request) => api.fetch(request));
    const app = new Hono<AppEnv>();
    app.get("*", async (c) => c.text(String((await render(c, "hi"))?.html ?? null)));
    return app;
  }

  it("renders with the reader's cookies and language through the app's own API", async () => {
    const app = appWith(
      renderer(`export async function renderFirstScreen({ url, api, narrow }) {
        const session = await (await api("/api/auth/get-session")).json();
        return {
          html: JSON.stringify({ path: url.pathname, narrow, ...session }),
          data: {},
          narrow,
        };
      }`),
    );
    const answer = await app.request("/packages", {
      headers: { cookie: "session=abc", "sec-ch-ua-mobile": "?1" },
    });
    expect(JSON.parse(await answer.text())).toEqual({
      path: "/packages",
      narrow: true,
      cookie: "session=abc",
      language: "hi",
    });
  });

  it("gives nothing when the build has no renderer, or the render fails", async () => {
    expect(await (await appWith("/nowhere/server-render.js").request("/")).text()).toBe("null");
    const failing = appWith(
      renderer(`export async function renderFirstScreen() { throw new Error("no"); }`),
    );
    expect(await (await failing.request("/")).text()).toBe("null");
  });
});
