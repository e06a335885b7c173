import { sent } from "@tests/support/msw/journal";
import { server } from "@tests/support/msw/server";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "@/web/lib/query-client";
import { prepareFirstScreen } from "./router";

describe("prepareFirstScreen", () => {
  const profileAnswered = () =>
    server.use(http.get("/api/profile", () => HttpResponse.json({ profile: {} })));

  it("asks for the screen's first data when someone is signed in", async () => {
    profileAnswered();
    const client = createQueryClient();
    await prepareFirstScreen(client, new URL("http://localhost/profile"), Promise.resolve(true));
    expect(sent("GET", "/api/profile")).toHaveLength(1);
    expect(client.getQueryData(["profile"])).toEqual({ profile: {} });
  });

  it("asks nothing for a reader who is not signed in, whom the guard sends to log in", async () => {
    profileAnswered();
    const client = createQueryClient();
    await prepareFirstScreen(client, new URL("http://localhost/profile"), Promise.resolve(false));
    expect(sent("GET", "/api/profile")).toHaveLength(0);
  });
});
