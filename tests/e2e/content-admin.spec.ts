import sharp from "sharp";
import { axeViolations } from "../support/axe";
import { expect, inDays, signIn, TRAVELLER, test } from "./fixtures";

/** A camera-sized JPEG to upload: big enough that the server makes every responsive width. */
const cameraPhoto = async (hue: string) => ({
  name: "photo.jpg",
  mimeType: "image/jpeg",
  buffer: await sharp({
    create: {
      width: 2400,
      height: 1600,
      channels: 3,
      background: hue,
      noise: { type: "gaussian", mean: 120, sigma: 30 },
    },
  })
    .jpeg({ quality: 80 })
    .toBuffer(),
});

const ADMIN = "admin@example.com";

test("an admin drafts a destination and its package with photos, previews and publishes them; a traveller books it; unpublished, it leaves every list and the booking stays", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const place = `Zirotown ${Date.now().toString(36)}`;
  const tour = `Valley walks of ${place}`;

  await signIn(page, ADMIN);
  await page.goto("/admin");
  await page.getByRole("tab", { name: "Destinations" }).click();
  await expect(page.getByRole("table", { name: "Destinations" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The empty form is refused beside its fields, before anything is sent.
  await page.getByRole("button", { name: "New destination" }).click();
  await expect(page.getByRole("heading", { name: "New destination" })).toBeFocused();
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Name is required")).toBeVisible();
  await expect(page.getByLabel("Name", { exact: true })).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByLabel("Name", { exact: true }).fill(place);
  await page.getByLabel("State", { exact: true }).fill("Arunachal Pradesh");
  await page.getByLabel("Region").selectOption("North India");
  await page.getByLabel("Difficulty").selectOption("Moderate");
  await page.getByLabel("Best season", { exact: true }).fill("March to October");
  await page.getByLabel("Average price per person (₹)").fill("18000");
  await page
    .getByLabel("Description", { exact: true })
    .fill("Rice fields and pine hills. <b>Not bold</b>.");
  await page.getByRole("checkbox", { name: "Nature" }).check();
  await page.getByRole("checkbox", { name: "Cultural" }).check();
  await page
    .getByLabel("Picture description", { exact: true })
    .fill("Terraced rice fields below pine hills");
  await page.getByLabel("Photo", { exact: true }).setInputFiles(await cameraPhoto("#4a7c3a"));
  await expect(page.getByRole("img", { name: "Preview: Photo" })).toBeVisible({ timeout: 20_000 });
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText(`${place} is saved as a draft.`)).toBeVisible();
  await expect(page.getByRole("heading", { name: `Edit ${place}` })).toBeVisible();

  await page.getByRole("button", { name: "Preview" }).click();
  const preview = page.getByRole("region", { name: "Preview — travellers cannot see this yet" });
  await expect(preview.getByRole("heading", { name: place })).toBeVisible();
  await expect(preview.getByText("Rice fields and pine hills. <b>Not bold</b>.")).toBeVisible();
  // The card shows the uploaded photo in responsive AVIF and WebP sizes, with its own size set.
  await expect(preview.locator('source[type="image/avif"]')).toHaveAttribute(
    "srcset",
    /400w.*800w/,
  );
  await expect(preview.locator("picture img")).toHaveAttribute("width", "2400");
  expect(await axeViolations(page)).toEqual([]);
  await preview.getByRole("button", { name: "Back to editing" }).click();
  await expect(page.getByRole("button", { name: "Preview" })).toBeFocused();

  // The package: its destination chosen by typing, days added and moved with the keyboard.
  await page.getByRole("tab", { name: "Packages" }).click();
  await page.getByRole("button", { name: "New package" }).click();
  const destination = page.getByRole("combobox", { name: "Destination" });
  await destination.pressSequentially(place.slice(0, 12));
  await expect(page.getByRole("option", { name: new RegExp(`^${place}`) })).toBeVisible();
  await destination.press("ArrowDown");
  await destination.press("Enter");
  await expect(destination).toHaveValue(place);
  const about = page.getByRole("region", { name: "About the package" });
  await about.getByLabel("Name", { exact: true }).fill(tour);
  await about.getByLabel("Overview").fill("Three easy days among the Apatani villages.");
  await about.getByLabel("Difficulty").selectOption("Easy");
  await about.getByLabel("Duration (days)").fill("2");
  await page
    .getByRole("region", { name: "Picture" })
    .getByLabel("Picture description")
    .fill("A village path between rice fields");
  await page
    .getByRole("region", { name: "Picture" })
    .getByLabel("Photo", { exact: true })
    .setInputFiles(await cameraPhoto("#8a6a3a"));
  await expect(
    page.getByRole("region", { name: "Picture" }).getByRole("img", { name: "Preview: Photo" }),
  ).toBeVisible({ timeout: 20_000 });
  await page
    .getByRole("textbox", { name: "Highlight 1", exact: true })
    .fill("The Apatani villages");

  const day = (n: number) => page.getByRole("group", { name: `Day ${n}`, exact: true });
  await day(1).getByLabel("Title", { exact: true }).fill("Departure");
  await day(1).getByLabel("Description", { exact: true }).fill("Back to the airport.");
  await page.getByRole("button", { name: "Add a day" }).press("Enter");
  await expect(day(2).getByLabel("Title", { exact: true })).toBeFocused();
  await page.keyboard.type("Arrival");
  await day(2).getByLabel("Description", { exact: true }).fill("Meet in the valley.");
  await day(2).getByLabel("Stay (optional)").fill("A village homestay");
  await day(2).getByRole("checkbox", { name: "Dinner" }).check();
  await page.getByRole("button", { name: "Move Day 2 up" }).press("Enter");
  await expect(page.getByRole("button", { name: "Move Day 1 down" })).toBeFocused();
  await expect(day(1).getByLabel("Title", { exact: true })).toHaveValue("Arrival");

  const line = page.getByRole("group", { name: "Cost line 1" });
  await line.getByLabel("What it pays for", { exact: true }).fill("Homestay and guide");
  await line.getByLabel("Amount (₹)").fill("10000");
  await expect(page.getByLabel("Price per person, tax included")).toHaveValue("₹11,800");
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText(`${tour} is saved as a draft.`)).toBeVisible();
  await page.getByRole("button", { name: "Preview" }).click();
  const pagePreview = page.getByRole("region", {
    name: "Preview — travellers cannot see this yet",
  });
  await expect(pagePreview.getByRole("heading", { name: tour })).toBeVisible();
  await pagePreview.getByRole("tab", { name: "Itinerary" }).click();
  await expect(pagePreview.getByText("Day 1:")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await pagePreview.getByRole("button", { name: "Back to editing" }).click();

  // A package of an unpublished destination waits for it.
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("alert")).toContainText(/destination/i);

  await page.getByRole("tab", { name: "Destinations" }).click();
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText(`${place} is published: travellers can see it now.`)).toBeVisible();
  await page.getByRole("tab", { name: "Packages" }).click();
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText(`${tour} is published: travellers can see it now.`)).toBeVisible();
  await page.getByRole("button", { name: "← Back to packages" }).click();
  const row = page.getByRole("row").filter({ hasText: tour });
  await expect(row.getByText("Published")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The demo guide takes the new destination on, so travellers can book the tour with them.
  await page.getByRole("tab", { name: "Guides" }).click();
  await page.getByRole("button", { name: "Edit Vikram Rawat" }).click();
  const guideDialog = page.getByRole("dialog", { name: "Edit Vikram Rawat" });
  const covers = guideDialog.getByRole("combobox", { name: "Destinations you cover" });
  await covers.pressSequentially(place.slice(0, 12));
  await guideDialog.getByRole("option", { name: new RegExp(`^${place}`) }).click();
  await guideDialog.getByRole("button", { name: "Save guide" }).click();
  await expect(guideDialog).toHaveCount(0);

  // A traveller finds the tour, sees its photo and books it.
  const travellerContext = await browser.newContext({
    extraHTTPHeaders: { "x-forwarded-for": "10.64.0.1" },
  });
  const traveller = await travellerContext.newPage();
  await signIn(traveller, TRAVELLER);
  await traveller.goto(`/packages?q=${encodeURIComponent(tour)}`);
  const card = traveller.getByRole("article").filter({ hasText: tour });
  await expect(card.locator('source[type="image/webp"]')).toHaveAttribute("srcset", /\.webp 400w/);
  await card.getByRole("link").first().click();
  await expect(traveller.getByRole("heading", { name: tour, level: 1 })).toBeVisible();
  const packagePath = new URL(traveller.url()).pathname;
  await traveller.getByRole("button", { name: "Book Now" }).click();
  const booking = traveller.getByRole("dialog", { name: "Book Your Tour" });
  await booking.getByLabel("Full Name").fill("Ananya Iyer");
  await booking.getByLabel("Email").fill(TRAVELLER);
  await booking.getByLabel("Phone Number").fill("+91 98450 12345");
  await booking.getByLabel("Start Date").fill(inDays(40));
  await expect(booking.getByLabel("End Date")).toHaveValue(inDays(41));
  await expect(booking.getByLabel("Select a Guide")).toContainText("Vikram Rawat");
  await booking.getByRole("button", { name: "Confirm Booking" }).click();
  await expect(booking.getByText("Package booked successfully!")).toBeVisible();
  await booking.getByRole("button", { name: "Close" }).click();

  // A gallery opens in a lightbox that the keyboard drives, and gives focus back when it closes.
  await traveller.goto("/packages/dest_1");
  await traveller.getByRole("tab", { name: "Gallery" }).click();
  const firstPicture = traveller.getByRole("button", { name: /^Open larger:/ }).first();
  await firstPicture.click();
  const lightbox = traveller.getByRole("dialog", { name: /^Gallery:/ });
  await expect(lightbox).toContainText("1 of 3");
  await expect(lightbox).toContainText("The Taj Mahal from the charbagh garden");
  expect(await axeViolations(traveller)).toEqual([]);
  await traveller.keyboard.press("ArrowRight");
  await expect(lightbox).toContainText("2 of 3");
  await traveller.keyboard.press("ArrowLeft");
  await traveller.keyboard.press("ArrowLeft");
  await expect(lightbox).toContainText("Sunset over the Yamuna from Mehtab Bagh");
  await traveller.keyboard.press("Escape");
  await expect(lightbox).toHaveCount(0);
  await expect(firstPicture).toBeFocused();

  // Unpublished, the destination and its tour leave every list; the booking stays.
  await page.getByRole("tab", { name: "Destinations" }).click();
  await page.getByRole("button", { name: "Unpublish" }).click();
  await expect(
    page.getByText(`${place} is unpublished: travellers no longer see it.`),
  ).toBeVisible();
  await traveller.goto(`/destinations?q=${encodeURIComponent(place)}`);
  await expect(
    traveller.getByRole("heading", { name: "No destinations match your filters" }),
  ).toBeVisible();
  await traveller.goto(`/packages?q=${encodeURIComponent(tour)}`);
  await expect(
    traveller.getByRole("heading", { name: "No tour packages match your search" }),
  ).toBeVisible();
  await traveller.goto(packagePath);
  await expect(traveller.getByRole("heading", { name: tour, level: 1 })).toHaveCount(0);
  await traveller.goto("/my-bookings");
  const kept = traveller.getByRole("article").filter({ hasText: tour });
  await expect(kept).toContainText("Pending");

  // The admin finds the booking among the company's, reads its history and cancels it for the
  // traveller; the traveller sees it cancelled.
  await page.getByRole("tab", { name: "Bookings" }).click();
  const bookingsPanel = page.getByRole("tabpanel", { name: "Bookings" });
  await bookingsPanel.getByRole("searchbox", { name: "Search" }).fill(TRAVELLER);
  const bookingRow = bookingsPanel.getByRole("row").filter({ hasText: tour });
  await bookingRow.getByRole("button", { name: /^Open booking/ }).click();
  const detail = page.getByRole("dialog", { name: /^Booking / });
  await expect(detail.getByText("Requested (pending)")).toBeVisible();
  await expect(
    detail.getByText(/^By Ananya Iyer \(traveller@example\.com\), traveller$/),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await detail.getByRole("button", { name: "Cancel on traveller's behalf" }).click();
  await detail.getByLabel("Reason").fill("The valley road is closed by a landslide.");
  await detail.getByRole("button", { name: "Cancel the booking" }).click();
  await expect(detail.getByText("Pending → Cancelled")).toBeVisible();
  await expect(detail.getByText(/^By Vikram Rao \(admin@example\.com\), admin$/)).toBeVisible();
  await traveller.reload();
  await expect(kept).toContainText("Cancelled");
  await travellerContext.close();
});
