import { appTookOver } from "../support/app-took-over";
import { axeViolations } from "../support/axe";
import { expect, test } from "./fixtures";

// Issue 15: the shell, home and login in Hindi, reached with the keyboard, with no axe violation.
test("the first screen switches to Hindi from the keyboard, remembers it and stays accessible", async ({
  page,
  context,
}) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
  const language = page.getByRole("combobox", { name: "Language" });
  await appTookOver(page);
  await language.focus();
  await language.selectOption("hi");

  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "भारत के रंग, कहानियाँ और स्वाद खोजिए",
  );
  const cookie = (await context.cookies()).find((c) => c.name === "lang");
  expect(cookie).toMatchObject({ value: "hi", sameSite: "Lax", path: "/" });
  expect(await axeViolations(page)).toEqual([]);

  // A new page load keeps Hindi (the cookie), and so does the login screen.
  await page.goto("/login");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("फिर से स्वागत है");
  await expect(page.getByRole("button", { name: "लॉग इन करें" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole("combobox", { name: "भाषा" }).selectOption("en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome back");
  await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
});
