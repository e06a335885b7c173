import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AppLayout } from "@/web/components/layout/app-layout";
import { createQueryClient } from "@/web/lib/query-client";
import { CatchAllRedirect, RedirectIfSignedIn, RequireAuth } from "./guards";

interface SessionState {
  data: { user: { id: string; email: string; role: string } } | null;
  isPending: boolean;
  error: Error | null;
  refetch: () => Promise<void>;
}

const session = vi.hoisted(() => {
  const listeners = new Set<() => void>();
  let state = {} as SessionState;
  return {
    get: () => state,
    set(next: Partial<SessionState>) {
      state = { ...state, ...next };
      for (const listener of listeners) listener();
    },
    reset(next: SessionState) {
      state = next;
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
});

vi.mock("@/web/lib/auth-client", async () => {
  const { useSyncExternalStore } = await import("react");
  return {
    authClient: { useSession: () => useSyncExternalStore(session.subscribe, session.get) },
  };
});

const traveller = { user: { id: "u1", email: "traveller@example.com", role: "user" } };

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      {
        element: <AppLayout />,
        children: [
          { path: "/", element: <h1>Home screen</h1> },
          { path: "/about-us", element: <h1>About screen</h1> },
          {
            element: <RedirectIfSignedIn />,
            children: [{ path: "/login", element: <h1>Login screen</h1> }],
          },
          {
            element: <RequireAuth />,
            children: [
              { path: "/profile", element: <h1>Profile screen</h1> },
              { path: "/packages", element: <h1>Packages screen</h1> },
            ],
          },
          { path: "*", element: <CatchAllRedirect /> },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return router;
}

beforeEach(() => {
  session.reset({
    data: null,
    isPending: false,
    error: null,
    refetch: vi.fn(() => Promise.resolve()),
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("start-up", () => {
  it("shows 'Loading application...' until the current user is first resolved", async () => {
    session.set({ isPending: true });
    renderAt("/");
    expect(screen.getByText("Loading application...")).toBeTruthy();
    expect(screen.queryByText("Home screen")).toBeNull();

    act(() => session.set({ isPending: false }));
    expect(await screen.findByText("Home screen")).toBeTruthy();
  });
});

describe("RequireAuth", () => {
  it("shows 'Checking Authentication...' while the check runs, then sends a visitor to /login", async () => {
    let finishCheck = () => {};
    session.set({
      refetch: vi.fn(
        () =>
          new Promise<void>((resolve) => {
            finishCheck = resolve;
          }),
      ),
    });
    const router = renderAt("/profile");
    expect(await screen.findByText("Checking Authentication...")).toBeTruthy();
    expect(screen.queryByText("Profile screen")).toBeNull();

    await act(async () => finishCheck());
    expect(await screen.findByText("Login screen")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/login");
  });

  it("lets a signed-in user through and checks again on every navigation", async () => {
    session.set({ data: traveller });
    const router = renderAt("/profile");
    expect(await screen.findByText("Profile screen")).toBeTruthy();
    const refetch = vi.mocked(session.get().refetch);
    const checksBefore = refetch.mock.calls.length;

    await act(() => router.navigate("/packages"));
    expect(await screen.findByText("Packages screen")).toBeTruthy();
    expect(refetch.mock.calls.length).toBeGreaterThan(checksBefore);
  });

  it("treats a failed check as signed out", async () => {
    session.set({ data: traveller, error: new Error("network down") });
    const router = renderAt("/profile");
    expect(await screen.findByText("Login screen")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/login");
  });

  it("follows a later sign-out", async () => {
    session.set({ data: traveller });
    const router = renderAt("/packages");
    expect(await screen.findByText("Packages screen")).toBeTruthy();

    act(() => session.set({ data: null }));
    expect(await screen.findByText("Login screen")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/login");
  });
});

describe("public and redirecting routes", () => {
  it("shows the home and about pages to visitors without a check", async () => {
    renderAt("/about-us");
    expect(await screen.findByText("About screen")).toBeTruthy();
  });

  it("sends a signed-in user away from /login to /", async () => {
    session.set({ data: traveller });
    const router = renderAt("/login");
    expect(await screen.findByText("Home screen")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/");
  });

  it("sends unknown paths to /login for visitors", async () => {
    const router = renderAt("/no-such-page");
    expect(await screen.findByText("Login screen")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/login");
  });

  it("sends unknown paths to / for signed-in users", async () => {
    session.set({ data: traveller });
    const router = renderAt("/no-such-page");
    expect(await screen.findByText("Home screen")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/");
  });

  it("shows the side navigation only to signed-in users and not on /", async () => {
    session.set({ data: traveller });
    const router = renderAt("/");
    await screen.findByText("Home screen");
    expect(screen.queryByRole("navigation", { name: "Side navigation" })).toBeNull();

    await act(() => router.navigate("/packages"));
    await screen.findByText("Packages screen");
    expect(screen.getByRole("navigation", { name: "Side navigation" })).toBeTruthy();
  });
});
