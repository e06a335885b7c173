import { describe, expect, it } from "vitest";
import { seedDestinations } from "@/server/db/seed/data";
import { extractHints, type TripHints } from "./hints";

const catalogue = seedDestinations.map(({ name, state, region }) => ({ name, state, region }));

type Expected = Partial<TripHints>;

const cases: [string, Expected][] = [
  [
    "A 5 day beach trip in December under ₹30,000 for two",
    {
      budget: { amount: 30000, per: "total" },
      days: 5,
      travellers: 2,
      months: [12],
      interests: ["beach"],
    },
  ],
  ["Budget ₹50,000", { budget: { amount: 50000, per: "total" } }],
  ["Rs 50000 is all I have", { budget: { amount: 50000, per: "total" } }],
  ["Rs.45,000/- max", { budget: { amount: 45000, per: "total" } }],
  ["INR 50,000 for the trip", { budget: { amount: 50000, per: "total" } }],
  ["around 50k", { budget: { amount: 50000, per: "total" } }],
  ["spend 50 K at most", { budget: { amount: 50000, per: "total" } }],
  ["we can spend 1.5 lakh", { budget: { amount: 150000, per: "total" } }],
  ["1.5 lakhs for the family", { budget: { amount: 150000, per: "total" } }],
  ["2 lac budget", { budget: { amount: 200000, per: "total" } }],
  ["something under 20000", { budget: { amount: 20000, per: "total" } }],
  ["below ₹30,000 please", { budget: { amount: 30000, per: "total" } }],
  ["a budget of 40000", { budget: { amount: 40000, per: "total" } }],
  ["around 25k, maybe a bit more", { budget: { amount: 25000, per: "total" } }],
  ["₹30,000 per person", { budget: { amount: 30000, per: "person" } }],
  ["30k each", { budget: { amount: 30000, per: "person" } }],
  ["per person budget of ₹25,000", { budget: { amount: 25000, per: "person" } }],
  ["₹1,50,000 in total", { budget: { amount: 150000, per: "total" } }],
  ["between 20k and 30k", { budget: { amount: 30000, per: "total" } }],
  ["budget 900", { budget: { amount: 900, per: "total" } }],
  ["fifty thousand rupees", { budget: { amount: 50000, per: "total" } }],
  ["₹5,000 per day for 4 days", { budget: { amount: 20000, per: "total" }, days: 4 }],
  ["Trip in 2025 with 3 people", { budget: undefined, travellers: 3 }],
  ["a 5-day trip", { days: 5 }],
  ["4 nights in Goa", { days: 5, places: ["Goa"] }],
  ["4N/5D package", { days: 5 }],
  ["a week in the hills", { days: 7, interests: ["nature"] }],
  ["a relaxing week by the sea", { days: 7, interests: ["beach"] }],
  ["a trip next week", { days: undefined }],
  ["two weeks of trekking", { days: 14, interests: ["adventure"] }],
  ["a weekend getaway", { days: 2 }],
  ["long weekend trip", { days: 3 }],
  ["three days in Jaipur", { days: 3, places: ["Jaipur"] }],
  ["ten days", { days: 10 }],
  ["for 5 people", { travellers: 5 }],
  ["2 people, 6 days", { travellers: 2, days: 6 }],
  ["family of 4", { travellers: 4 }],
  ["a romantic trip for a couple", { travellers: 2 }],
  ["travelling solo", { travellers: 1 }],
  ["I'll go alone", { travellers: 1 }],
  ["with my wife", { travellers: 2 }],
  ["with my wife and two kids", { travellers: 4 }],
  ["group of 6 friends", { travellers: 6 }],
  ["me with 3 friends", { travellers: 4 }],
  ["4 adults and 2 kids", { travellers: 6 }],
  ["honeymoon in the Andamans", { travellers: 2, places: ["Andaman Islands"] }],
  ["for two weeks", { days: 14, travellers: undefined }],
  ["in Dec", { months: [12] }],
  ["Sept or Oct", { months: [9, 10] }],
  ["from Dec to Feb", { months: [1, 2, 12] }],
  ["between October and March", { months: [1, 2, 3, 10, 11, 12] }],
  ["in May, for 5 days", { months: [5] }],
  ["we may go sometime", { months: [] }],
  ["this winter", { months: [1, 2, 12] }],
  ["summer holidays", { months: [4, 5, 6] }],
  ["during the monsoon", { months: [7, 8, 9] }],
  ["post-monsoon trip", { months: [10, 11] }],
  ["autumn in the mountains", { months: [10, 11], interests: ["nature"] }],
  ["spring break", { months: [3] }],
  ["over Christmas", { months: [12] }],
  ["New Year party", { months: [1, 12], interests: ["nightlife"] }],
  ["Diwali holidays", { months: [10, 11] }],
  ["next month", { months: [] }],
  ["trekking, rafting and paragliding", { interests: ["adventure"] }],
  ["temples and yoga", { interests: ["spiritual"] }],
  ["a pilgrimage", { interests: ["spiritual"] }],
  ["beaches and snorkelling", { interests: ["beach"] }],
  ["forts, palaces and Mughal history", { interests: ["historical"] }],
  ["art, dance and village crafts", { interests: ["cultural"] }],
  ["party, clubs and bars", { interests: ["nightlife"] }],
  ["backwaters, tea gardens and waterfalls", { interests: ["nature"] }],
  ["street food and cooking classes", { interests: ["food"] }],
  ["tiger safari in a national park", { interests: ["wildlife"] }],
  ["bird watching and lions", { interests: ["wildlife"] }],
  [
    "heritage, culture, food and nightlife",
    { interests: ["historical", "cultural", "nightlife", "food"] },
  ],
  ["beaches but no nightlife", { interests: ["beach"] }],
  ["not too much adventure, mostly nature", { interests: ["nature"] }],
  ["somewhere in north india", { regions: ["North India"] }],
  ["down south", { regions: ["South India"] }],
  ["the west, maybe", { regions: ["West India"] }],
  ["island hopping in the islands", { regions: ["Islands"], interests: ["beach"] }],
  ["central india forests", { regions: ["Central India"], interests: ["nature"] }],
  ["South Goa beaches", { regions: [], places: ["Goa"], interests: ["beach"] }],
  ["Rajasthan forts", { regions: ["West India"], places: ["Rajasthan"] }],
  ["Kerala backwaters", { regions: ["South India"], places: ["Kerala"] }],
  ["Bangalore and Mysore", { places: ["Bengaluru", "Mysuru"] }],
  ["Pondicherry for a weekend", { places: ["Puducherry"], days: 2 }],
  ["Jim Corbett or Ranthambore", { places: ["Jim Corbett National Park", "Ranthambore"] }],
  ["Neil Island and Havelock", { places: ["Neil Island (Shaheed Dweep)", "Andaman Islands"] }],
  ["anywhere except Goa", { places: [] }],
  ["weekend trip from Delhi, heritage", { places: [], days: 2, interests: ["historical"] }],
  ["दिल्ली से आगरा", { places: ["Agra"] }],
  ["Plan something nice for me", { months: [], interests: [], regions: [], places: [] }],
  ["", { months: [], interests: [], regions: [], places: [], language: "en" }],
  ["????", { months: [], interests: [] }],
  [
    "दिसंबर में 5 दिन की समुद्र तट यात्रा, बजट ₹30,000, हम दो लोग",
    {
      language: "hi",
      months: [12],
      days: 5,
      interests: ["beach"],
      budget: { amount: 30000, per: "total" },
      travellers: 2,
    },
  ],
  ["५० हज़ार का बजट, ४ दिन", { language: "hi", budget: { amount: 50000, per: "total" }, days: 4 }],
  ["डेढ़ लाख रुपये, परिवार के 4 लोग", { budget: { amount: 150000, per: "total" }, travellers: 4 }],
  ["राजस्थान के किले और महल", { places: ["Rajasthan"], interests: ["historical"] }],
  ["पहाड़ों में ट्रेकिंग, अकेले", { interests: ["adventure", "nature"], travellers: 1 }],
  ["मंदिर और तीर्थ, सर्दियों में", { interests: ["spiritual"], months: [1, 2, 12] }],
  ["जंगल सफारी और बाघ", { interests: ["wildlife"] }],
  ["30 हजार प्रति व्यक्ति", { budget: { amount: 30000, per: "person" } }],
  ["गोवा में पार्टी", { places: ["Goa"], interests: ["nightlife"] }],
  ["एक हफ्ते के लिए", { days: 7 }],
  // Hinglish ("mein", "din"): answered in Hindi.
  ["Goa mein 3 din, 20k budget", { language: "hi", places: ["Goa"], days: 3 }],
];

describe("extractHints", () => {
  it.each(cases)("%s", (prompt, expected) => {
    const hints = extractHints(prompt, catalogue);
    for (const [key, value] of Object.entries(expected)) {
      const actual = hints[key as keyof TripHints];
      if (key === "interests" && Array.isArray(value)) {
        expect([...(actual as string[])].sort()).toEqual([...value].sort());
      } else {
        expect(actual, key).toEqual(value);
      }
    }
  });

  it("always returns lists and a language", () => {
    expect(extractHints("")).toEqual({
      months: [],
      interests: [],
      regions: [],
      places: [],
      language: "en",
    });
  });

  it("recognises places from bare names too", () => {
    const hints = extractHints("Udaipur or somewhere in Kerala", ["Udaipur", "Kerala"]);
    expect(hints.places).toEqual(["Udaipur", "Kerala"]);
    expect(hints.regions).toEqual([]);
  });

  it("knows no places without a catalogue", () => {
    expect(extractHints("Goa in December").places).toEqual([]);
  });
});
