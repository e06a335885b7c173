import { expect, GUIDE, mailTo, signIn, test } from "./fixtures";

const ADMIN = "admin@example.com";
const GUIDE_NAME = "Vikram Rawat";

const inAYear = () => {
  const date = new Date(Date.now() + 365 * 24 * 60 * 60 * 1000);
  return date.toISOString().slice(0, 10);
};

test("a guide files a licence, an admin verifies it, and the card says Licensed", async ({
  page,
  browser,
}) => {
  await signIn(page, GUIDE);
  await page.goto("/dashboard");
  await page.getByRole("tab", { name: "Licence" }).click();
  const panel = page.getByRole("tabpanel", { name: "Licence" });
  await panel.getByLabel("Licence kind").selectOption("State level guide");
  await panel.getByLabel("Licence number").fill("UK/TG 2024-117");
  await panel.getByLabel("Issuing authority").fill("Uttarakhand Tourism Development Board");
  await panel.getByLabel("Expiry date").fill(inAYear());
  await panel.getByLabel("Scanned licence").setInputFiles({
    name: "licence.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n"),
  });
  await panel.getByRole("button", { name: "Send for verification" }).click();
  await expect(panel.getByText("Waiting for verification")).toBeVisible();
  const document = await page.request.get(
    (await panel
      .getByRole("link", { name: "View the document you uploaded" })
      .getAttribute("href")) ?? "",
  );
  expect(document.status()).toBe(200);
  expect(document.headers()["content-type"]).toBe("application/pdf");

  const adminContext = await browser.newContext({
    extraHTTPHeaders: { "x-forwarded-for": "10.88.1.2" },
  });
  const admin = await adminContext.newPage();
  await signIn(admin, ADMIN);
  await admin.goto("/admin");
  await admin.getByRole("tab", { name: "Licences" }).click();
  await admin.getByRole("button", { name: `Verify licence of ${GUIDE_NAME}` }).click();
  await expect(admin.getByText(/Licence verified\./)).toBeVisible();
  await adminContext.close();
  const mail = await mailTo(page.request, GUIDE, "Your guide licence is verified");
  expect(mail.text).toContain("UK/TG 2024-117");

  await page.goto("/guides");
  await page.getByRole("checkbox", { name: "Licensed guides only" }).check();
  const card = page.getByRole("article").filter({ hasText: GUIDE_NAME });
  await expect(card.getByText("Licensed", { exact: true })).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(1);

  // Withdrawn, the badge goes at once.
  await page.goto("/dashboard");
  await page.getByRole("tab", { name: "Licence" }).click();
  await panel.getByLabel("Licence kind").selectOption("None");
  await panel.getByRole("button", { name: "Withdraw licence" }).click();
  await expect(panel.getByText(/You have no licence on file/)).toBeVisible();
  await page.goto("/guides");
  await expect(page.getByText("Licensed", { exact: true })).toHaveCount(0);
});
