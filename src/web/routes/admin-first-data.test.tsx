import type { ReactElement } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/web/components/ui/testing/render-with-providers";
import { ApplicationsPanel } from "@/web/features/admin/applications-panel";
import { LicencesPanel } from "@/web/features/admin/licences-panel";
import { UsersPanel } from "@/web/features/admin/users-panel";
import { AdminBookingsPanel } from "@/web/features/admin-bookings/bookings-panel";
import { AuditPanel } from "@/web/features/audit/audit-panel";
import { ClosuresPanel } from "@/web/features/closures/closures-panel";
import { DestinationsAdminPanel, PackagesAdminPanel } from "@/web/features/content-admin/panels";
import { AdminGuidesPanel } from "@/web/features/guide-profile/admin-guides-panel";
import { InboxPanel } from "@/web/features/inbox/inbox-panel";
import { PaymentsPanel } from "@/web/features/payments-admin/payments-panel";
import { firstData } from "./admin";

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The keys a section's panel puts in the cache as it first renders, its requests unanswered. */
function keysOf(panel: ReactElement): string[] {
  vi.stubGlobal("fetch", () => new Promise(() => {}));
  const { queryClient, unmount } = renderWithProviders(panel);
  const keys = queryClient
    .getQueryCache()
    .findAll()
    .map((query) => JSON.stringify(query.queryKey));
  unmount();
  return keys;
}

const firstKeys = (search: string) =>
  firstData(new URL(`http://localhost/admin${search}`)).map((q) => JSON.stringify(q.queryKey));

describe("the admin console's first data is what the section's panel asks for first", () => {
  const sections: [string, ReactElement][] = [
    ["users", <UsersPanel key="users" />],
    ["applications", <ApplicationsPanel key="applications" />],
    ["guides", <AdminGuidesPanel key="guides" />],
    ["destinations", <DestinationsAdminPanel key="destinations" renderCard={() => null} />],
    ["packages", <PackagesAdminPanel key="packages" renderDetails={() => null} />],
    ["closures", <ClosuresPanel key="closures" />],
    ["licences", <LicencesPanel key="licences" />],
    ["bookings", <AdminBookingsPanel key="bookings" />],
    ["payments", <PaymentsPanel key="payments" />],
    ["inbox", <InboxPanel key="inbox" />],
    ["audit", <AuditPanel key="audit" />],
  ];

  it.each(sections)("%s: its list as the panel opens it", (section, panel) => {
    const first = firstKeys(`?section=${section}`);
    expect(first).toHaveLength(1);
    expect(keysOf(panel)).toEqual(expect.arrayContaining(first));
  });

  it("the Users section when the address names none, or one that does not exist", () => {
    expect(firstKeys("")).toEqual(firstKeys("?section=users"));
    expect(firstKeys("?section=nonsense")).toEqual(firstKeys("?section=users"));
  });
});
