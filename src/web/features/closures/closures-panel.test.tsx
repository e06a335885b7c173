import { screen, within } from "@testing-library/react";
import { sent } from "@tests/support/msw/journal";
import { server } from "@tests/support/msw/server";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import type { AdminClosure } from "@/shared/closures/schema";
import { renderWithProviders } from "@/web/components/ui/testing/render-with-providers";
import { ClosuresPanel } from "./closures-panel";

function fakeClosures() {
  let closures: AdminClosure[] = [
    {
      id: 1,
      destinationSrNo: 2,
      destinationName: "Place 02",
      startsOn: "06-16",
      endsOn: "10-15",
      reason: "the sanctuary closes for the monsoon",
    },
  ];
  server.use(
    http.get("/api/admin/closures", () => HttpResponse.json({ closures })),
    http.post("/api/admin/closures", async ({ request }) => {
      const body = (await request.json()) as Omit<AdminClosure, "id" | "destinationName">;
      const closure = { id: 2, destinationName: `Place 0${body.destinationSrNo}`, ...body };
      closures = [...closures, closure];
      return HttpResponse.json({ closure }, { status: 201 });
    }),
    http.delete("/api/admin/closures/:id", ({ params }) => {
      closures = closures.filter((c) => c.id !== Number(params.id));
      return HttpResponse.json({ removed: true });
    }),
  );
}

describe("ClosuresPanel", () => {
  it("lists closed seasons, checks a new one before sending it, adds and removes", async () => {
    fakeClosures();
    const { user } = renderWithProviders(<ClosuresPanel />);
    expect(await screen.findByText("16 June to 15 October")).toBeTruthy();

    const form = screen.getByRole("form", { name: "Add a closed season" });
    await user.click(within(form).getByRole("button", { name: "Add closed season" }));
    expect(await within(form).findByText("Choose a destination")).toBeTruthy();
    const destination = within(form).getByRole("combobox", { name: "Destination" });
    expect(document.activeElement).toBe(destination);
    await user.type(destination, "place 03");
    await user.click(await within(form).findByRole("option", { name: /^Place 03/ }));
    expect(within(form).queryByText("Choose a destination")).toBeNull();
    await user.type(within(form).getByLabelText("First closed day"), "02-30");
    await user.type(within(form).getByLabelText("Last closed day"), "03-10");
    await user.type(within(form).getByLabelText("Why"), "Holi crowds");
    await user.click(within(form).getByRole("button", { name: "Add closed season" }));
    expect(await within(form).findByText(/must be a day of the year/)).toBeTruthy();
    expect(sent("POST", "/api/admin/closures")).toHaveLength(0);

    await user.clear(within(form).getByLabelText("First closed day"));
    await user.type(within(form).getByLabelText("First closed day"), "03-01");
    await user.click(within(form).getByRole("button", { name: "Add closed season" }));
    expect(await screen.findByText("1 March to 10 March")).toBeTruthy();
    // Saved: the form is empty for the next one.
    expect((destination as HTMLInputElement).value).toBe("");
    expect(sent("POST", "/api/admin/closures")[0].body).toEqual({
      destinationSrNo: 3,
      startsOn: "03-01",
      endsOn: "03-10",
      reason: "Holi crowds",
    });

    await user.click(
      screen.getByRole("button", { name: "Remove the closure of Place 02 from 16 June" }),
    );
    expect(await screen.findByText("Place 02 is open in that season again.")).toBeTruthy();
  });
});
