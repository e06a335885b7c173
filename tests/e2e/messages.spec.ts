import crypto from "node:crypto";
import { bookingRequest } from "../support/fixtures/booking-request";
import { expect, failOnConsoleErrors, GUIDE, inDays, signIn, TRAVELLER, test } from "./fixtures";

test("a traveller and a guide talk about a booking, live, and the history survives a reload", async ({
  browser,
  baseURL,
}) => {
  const travellerContext = await browser.newContext({
    extraHTTPHeaders: { "x-forwarded-for": "10.71.0.1" },
  });
  const guideContext = await browser.newContext({
    extraHTTPHeaders: { "x-forwarded-for": "10.71.0.2" },
  });
  const traveller = await travellerContext.newPage();
  const guide = await guideContext.newPage();
  const noTravellerErrors = failOnConsoleErrors(traveller);
  const noGuideErrors = failOnConsoleErrors(guide);

  await signIn(traveller, TRAVELLER);
  const note = `chat-${crypto.randomUUID().slice(0, 8)}`;
  const booked = await traveller.request.post("/api/bookings", {
    headers: { origin: new URL(baseURL!).origin },
    data: bookingRequest(80, { notes: note }),
  });
  expect(booked.status()).toBe(201);

  await signIn(guide, GUIDE);
  await guide.goto("/dashboard");
  const request = guide.getByRole("article").filter({ hasText: note });
  await request.getByRole("button", { name: /^Message/ }).click();
  const guidePanel = guide.getByRole("dialog");
  await guidePanel
    .getByLabel("Type a message...")
    .fill("Namaste! Shall I arrange the inner line permits?");
  await guidePanel.getByRole("button", { name: "Send" }).click();
  // The live event may show the message before the answer to the send clears the composer.
  await expect(
    guidePanel.getByRole("log").getByText("Namaste! Shall I arrange the inner line permits?"),
  ).toBeVisible();
  await expect(guidePanel.getByLabel("Type a message...")).toHaveValue("");

  await traveller.goto("/my-bookings");
  const card = traveller
    .getByRole("article")
    .filter({ hasText: inDays(80).slice(0, 4) })
    .filter({
      has: traveller.getByRole("button", { name: /Message your guide.*\(1 unread\)/ }),
    });
  await card.getByRole("button", { name: /^Message your guide/ }).click();
  const travellerPanel = traveller.getByRole("dialog");
  await expect(
    travellerPanel.getByRole("log").getByText("Namaste! Shall I arrange the inner line permits?"),
  ).toBeVisible();
  await expect(traveller.getByRole("button", { name: /Message your guide.*unread/ })).toHaveCount(
    0,
  );

  await travellerPanel.getByLabel("Type a message...").fill("Yes please, and <b>thank you</b>!");
  await travellerPanel.getByRole("button", { name: "Send" }).click();
  await expect(
    guidePanel.getByRole("log").getByText("Yes please, and <b>thank you</b>!"),
  ).toBeVisible({
    timeout: 3000,
  });

  await traveller.reload();
  await traveller
    .getByRole("article")
    .filter({ hasText: inDays(80).slice(0, 4) })
    .first()
    .getByRole("button", { name: /^Message your guide/ })
    .click();
  await expect(
    traveller.getByRole("dialog").getByRole("log").getByText("Yes please, and <b>thank you</b>!"),
  ).toBeVisible();
  noTravellerErrors();
  noGuideErrors();
  await travellerContext.close();
  await guideContext.close();
});
