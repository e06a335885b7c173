import { screen, within } from "@testing-library/react";
import { catalogue } from "@tests/support/msw/handlers/catalogue";
import { sent } from "@tests/support/msw/journal";
import { apiError } from "@tests/support/msw/respond";
import { server } from "@tests/support/msw/server";
import { HttpResponse, http } from "msw";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/web/components/ui/testing/render-with-providers";
import { makeDestinations } from "@/web/features/catalogue/testing/fixtures";
import { type DestinationChoice, DestinationPicker } from "./destination-picker";

function One({ onChange }: { onChange: (d: DestinationChoice | null) => void }) {
  const [value, setValue] = useState<DestinationChoice | null>(null);
  return (
    <form aria-label="Closure" onSubmit={(event) => event.preventDefault()}>
      <DestinationPicker
        label="Destination"
        value={value}
        onChange={(d) => {
          setValue(d);
          onChange(d);
        }}
      />
      <button type="button" onClick={() => setValue(null)}>
        Start again
      </button>
    </form>
  );
}

function Several({ initial = [] }: { initial?: DestinationChoice[] }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DestinationPicker
        multiple
        label="Destinations you cover"
        value={value}
        onChange={setValue}
      />
      <output data-testid="chosen">{value.map((d) => d.srNo).join(",")}</output>
    </>
  );
}

const box = (name = "Destination") => screen.getByRole("combobox", { name });
// The picker's own announcement (the test page has another status: its location probe).
const announced = () => box().parentElement!.querySelector('[role="status"]')!.textContent;
const queries = () => sent("GET", "/api/destinations/search").map((r) => r.url.searchParams);

describe("DestinationPicker", () => {
  it("searches once typing pauses, shows ten matches with their state, and chooses by keyboard", async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<One onChange={onChange} />);
    expect(box().getAttribute("aria-expanded")).toBe("false");
    expect(queries()).toHaveLength(0);

    await user.type(box(), "place");
    const list = await screen.findByRole("listbox", { name: "Destination" });
    const options = within(list).getAllByRole("option");
    expect(options).toHaveLength(10);
    // The catalogue's popular ones first: the two featured places lead.
    expect(options[0].textContent).toBe("Place 02 Some State, West India");
    expect(box().getAttribute("aria-expanded")).toBe("true");
    expect(announced()).toBe("10 destinations found");
    // One request for what was typed, not one per key; bounded to ten.
    expect(queries().map((p) => [p.get("q"), p.get("limit")])).toEqual([["place", "10"]]);

    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(box().getAttribute("aria-activedescendant")).toBe(options[1].id);
    expect(options[1].getAttribute("aria-selected")).toBe("true");
    await user.keyboard("{ArrowUp}{ArrowUp}");
    // Past the first, the last.
    expect(box().getAttribute("aria-activedescendant")).toBe(options[9].id);
    await user.keyboard("{ArrowDown}{ArrowDown}{Enter}");
    expect(onChange).toHaveBeenLastCalledWith({ srNo: 1, name: "Place 01" });
    expect((box() as HTMLInputElement).value).toBe("Place 01");
    expect(box().getAttribute("aria-expanded")).toBe("false");
    expect(box().getAttribute("aria-activedescendant")).toBeNull();

    // Down opens the list again, for the chosen name: another close to it is one key away.
    await user.keyboard("{ArrowDown}");
    expect(await screen.findByRole("option", { name: /^Place 01/ })).toBeTruthy();
    await user.keyboard("{Escape}");

    // A reset from outside empties the box.
    await user.click(screen.getByRole("button", { name: "Start again" }));
    expect((box() as HTMLInputElement).value).toBe("");

    // Typing after a choice drops it.
    await user.type(box(), "place");
    await user.keyboard("{ArrowDown}{Enter}");
    expect(onChange).toHaveBeenLastCalledWith({ srNo: 2, name: "Place 02" });
    await user.type(box(), "x");
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect((box() as HTMLInputElement).value).toBe("Place 02x");
  });

  it("chooses with the mouse, and Escape closes the list, then clears the text, without leaving the box", async () => {
    const onChange = vi.fn();
    const escapes = vi.fn();
    const { user } = renderWithProviders(
      // biome-ignore lint/a11y/noStaticElementInteractions: listens like a dialog around the box.
      <div onKeyDown={(event) => event.key === "Escape" && escapes()}>
        <One onChange={onChange} />
      </div>,
    );
    await user.type(box(), "marble");
    await screen.findByRole("option", { name: /^Place 07/ });
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("listbox")).toBeNull();
    expect((box() as HTMLInputElement).value).toBe("marble");
    await user.keyboard("{Escape}");
    expect((box() as HTMLInputElement).value).toBe("");
    expect(escapes).not.toHaveBeenCalled();
    // With nothing left to close, Escape goes on to the dialog.
    await user.keyboard("{Escape}");
    expect(escapes).toHaveBeenCalledTimes(1);

    await user.type(box(), "marble");
    await user.click(await screen.findByRole("option", { name: /^Place 07/ }));
    expect(onChange).toHaveBeenLastCalledWith({ srNo: 7, name: "Place 07" });
    expect(document.activeElement).toBe(box());
  });

  it("says it is searching, then that nothing matches; Enter meanwhile submits nothing", async () => {
    let answer: () => void = () => {};
    server.use(
      http.get("/api/destinations/search", async () => {
        await new Promise<void>((resolve) => {
          answer = resolve;
        });
        return HttpResponse.json({ destinations: [], total: 0 });
      }),
    );
    const submit = vi.fn((event: React.FormEvent) => event.preventDefault());
    const { user } = renderWithProviders(
      <form aria-label="Closure" onSubmit={submit}>
        <DestinationPicker label="Destination" value={null} onChange={() => {}} />
      </form>,
    );
    await user.type(box(), "zz");
    expect(announced()).toBe("Searching destinations...");
    await user.keyboard("{Enter}");
    expect(submit).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(queries()).toHaveLength(1));
    answer();
    expect(await screen.findByText('No destination matches "zz".')).toBeTruthy();
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(box().getAttribute("aria-expanded")).toBe("false");
  });

  it("says so when the search fails", async () => {
    server.use(
      http.get("/api/destinations/search", () => apiError(500, "INTERNAL", "Something broke")),
    );
    const { user } = renderWithProviders(<One onChange={() => {}} />);
    await user.type(box(), "goa");
    expect(await screen.findByText("We couldn't search just now. Please try again.")).toBeTruthy();
  });

  it("adds several as tags, shows the chosen ones by name from the start, and removes them", async () => {
    server.use(catalogue.destinationSearch(makeDestinations(14)));
    const { user } = renderWithProviders(<Several initial={[{ srNo: 12, name: "Place 12" }]} />);
    const tags = screen.getByRole("list", { name: "Chosen destinations" });
    expect(within(tags).getByText("Place 12")).toBeTruthy();
    expect(queries()).toHaveLength(0);

    const input = box("Destinations you cover");
    await user.type(input, "place 03");
    await screen.findByRole("option", { name: /Place 03/ });
    await user.keyboard("{ArrowDown}{Enter}");
    // Chosen: the box empties for the next one.
    expect((input as HTMLInputElement).value).toBe("");
    expect(screen.getByTestId("chosen").textContent).toBe("12,3");

    await user.type(input, "place 1");
    await screen.findByRole("option", { name: /Place 12/ });
    const list = screen.getByRole("listbox", { name: "Destinations you cover" });
    expect(list.getAttribute("aria-multiselectable")).toBe("true");
    const twelve = within(list).getByRole("option", { name: /Place 12/ });
    expect(twelve.getAttribute("aria-selected")).toBe("true");
    expect(
      within(list)
        .getByRole("option", { name: /Place 10/ })
        .getAttribute("aria-selected"),
    ).toBe("false");
    await user.click(within(list).getByRole("option", { name: /Place 14/ }));
    expect(screen.getByTestId("chosen").textContent).toBe("12,3,14");
    // Choosing a chosen one again takes it off.
    await user.type(input, "place 12");
    await user.click(await screen.findByRole("option", { name: /Place 12/ }));
    expect(screen.getByTestId("chosen").textContent).toBe("3,14");
    expect(document.activeElement).toBe(input);

    // Removing a tag moves focus to the next tag, then back to the box when none is left.
    await user.click(screen.getByRole("button", { name: "Remove Place 03" }));
    expect(screen.getByTestId("chosen").textContent).toBe("14");
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Remove Place 14" }));
    await user.keyboard("{Enter}");
    expect(screen.getByTestId("chosen").textContent).toBe("");
    expect(screen.queryByRole("list", { name: "Chosen destinations" })).toBeNull();
    expect(document.activeElement).toBe(input);
  });
});
