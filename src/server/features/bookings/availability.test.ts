import { describe, expect, it } from "vitest";
import { freeStartDates, type GuideCalendar, tourConflict } from "./availability";

const everyDay: GuideCalendar = { workingDays: [1, 2, 3, 4, 5, 6, 7], blocked: [], booked: [] };
const winter = { startsOn: "11-15", endsOn: "04-30", reason: "Snow on the passes" };
// 2027-06-07 is a Monday.
const june = { from: "2027-06-07", to: "2027-06-20" };

describe("freeStartDates", () => {
  it("offers every start of a free calendar", () => {
    const dates = freeStartDates({ ...june, durationDays: 3, calendar: everyDay, closures: [] });
    expect(dates).toHaveLength(14);
    expect(dates[0]).toBe("2027-06-07");
    expect(dates.at(-1)).toBe("2027-06-20");
  });

  it("needs every day of the tour to be a working day", () => {
    const weekdays = { ...everyDay, workingDays: [1, 2, 3, 4, 5] };
    const dates = freeStartDates({ ...june, durationDays: 3, calendar: weekdays, closures: [] });
    // Mon–Wed, Tue–Thu and Wed–Fri fit; Thursday's tour would run into Saturday.
    expect(dates).toEqual([
      "2027-06-07",
      "2027-06-08",
      "2027-06-09",
      "2027-06-14",
      "2027-06-15",
      "2027-06-16",
    ]);
  });

  it("keeps tours clear of blocked ranges and confirmed bookings, both ends included", () => {
    const calendar = {
      ...everyDay,
      blocked: [{ startDate: "2027-06-10", endDate: "2027-06-10" }],
      booked: [{ startDate: "2027-06-15", endDate: "2027-06-16" }],
    };
    const dates = freeStartDates({ ...june, durationDays: 2, calendar, closures: [] });
    expect(dates).not.toContain("2027-06-09");
    expect(dates).not.toContain("2027-06-10");
    expect(dates).toContain("2027-06-11");
    expect(dates).toContain("2027-06-08");
    expect(dates).not.toContain("2027-06-14");
    expect(dates).not.toContain("2027-06-16");
    expect(dates).toContain("2027-06-17");
  });

  it("counts ranges that began before the window or end after it", () => {
    const calendar = {
      ...everyDay,
      booked: [
        { startDate: "2027-05-01", endDate: "2027-06-08" },
        { startDate: "2027-06-20", endDate: "2027-07-30" },
      ],
    };
    const dates = freeStartDates({ ...june, durationDays: 2, calendar, closures: [] });
    expect(dates[0]).toBe("2027-06-09");
    expect(dates.at(-1)).toBe("2027-06-18");
  });

  it("offers no start whose tour would fall in a seasonal closure, across the new year", () => {
    const dates = freeStartDates({
      from: "2027-11-08",
      to: "2027-11-20",
      durationDays: 7,
      calendar: everyDay,
      closures: [winter],
    });
    expect(dates).toEqual(["2027-11-08"]);
    const spring = freeStartDates({
      from: "2028-04-25",
      to: "2028-05-03",
      durationDays: 7,
      calendar: everyDay,
      closures: [winter],
    });
    expect(spring[0]).toBe("2028-05-01");
  });

  it("gives nothing for an empty window or a guide who never works", () => {
    expect(
      freeStartDates({
        from: "2027-06-10",
        to: "2027-06-09",
        durationDays: 1,
        calendar: everyDay,
        closures: [],
      }),
    ).toEqual([]);
    expect(
      freeStartDates({
        ...june,
        durationDays: 1,
        calendar: { ...everyDay, workingDays: [] },
        closures: [],
      }),
    ).toEqual([]);
  });
});

describe("tourConflict", () => {
  const tour = { startDate: "2027-06-11", endDate: "2027-06-13" };
  it("names what stops the tour, closures first", () => {
    expect(tourConflict(tour, everyDay, [])).toBeNull();
    expect(tourConflict(tour, { ...everyDay, workingDays: [1, 2, 3, 4, 5, 6] }, [])).toEqual({
      kind: "day-off",
      date: "2027-06-13",
      weekday: 7,
    });
    const blocked = { startDate: "2027-06-13", endDate: "2027-06-20" };
    expect(tourConflict(tour, { ...everyDay, blocked: [blocked] }, [])).toEqual({
      kind: "blocked",
      range: blocked,
    });
    const booked = { startDate: "2027-06-01", endDate: "2027-06-11" };
    expect(tourConflict(tour, { ...everyDay, booked: [booked] }, [])).toEqual({
      kind: "booked",
      range: booked,
    });
    const closure = { startsOn: "06-12", endsOn: "06-12", reason: "Festival" };
    expect(tourConflict(tour, { ...everyDay, booked: [booked] }, [closure])).toMatchObject({
      kind: "closure",
      date: "2027-06-12",
    });
  });
});
