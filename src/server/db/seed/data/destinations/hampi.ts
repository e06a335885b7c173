import type { SeedDestination } from "@/server/db/seed/types";

export const hampi: SeedDestination = {
  srNo: 13,
  slug: "hampi",
  name: "Hampi",
  state: "Karnataka",
  region: "South India",
  description:
    "Hampi was the heart of Vijayanagara, the capital of a Hindu empire that ruled much of South India from the 14th to the 16th century. After the empire's defeat at the Battle of Talikota in 1565 the city was sacked and abandoned, leaving more than 1,600 surviving remains spread across a landscape of giant granite boulders beside the Tungabhadra River. The site has been a UNESCO World Heritage Site since 1986. Its highlights include the still-active Virupaksha Temple, the stone chariot and musical pillars of the Vittala Temple, the Lotus Mahal and the domed Elephant Stables. Sunrise from Matanga Hill and a coracle ride on the river complete the experience.",
  bestSeason: "October to February",
  interests: ["historical", "cultural", "spiritual"],
  avgPrice: 22000,
  rating: 4.8,
  difficulty: "Moderate",
  featured: true,
  scene: "ruins",
  imageAlt:
    "Illustration of the stone chariot of Hampi's Vittala Temple among granite boulders at sunset",
  package: {
    name: "Hampi Vijayanagara Ruins & Boulder Trails",
    description:
      "Spend three full days exploring the ruined capital of the Vijayanagara Empire with a licensed heritage guide. The route moves from the living Virupaksha Temple and the Royal Centre to the riverside Vittala complex, with a sunrise climb, a coracle crossing and time in the old village of Anegundi. Days start early to avoid the midday heat on the exposed granite.",
    highlights: [
      "Sunrise over the boulder landscape from Matanga Hill",
      "The stone chariot and musical pillars of the Vittala Temple",
      "Lotus Mahal, Elephant Stables and the Royal Enclosure",
      "Coracle crossing of the Tungabhadra to Anegundi",
      "Sunset over the Virupaksha Temple from Hemakuta Hill",
    ],
    difficulty: "Moderate",
    itinerary: [
      {
        title: "Arrival and Hampi Bazaar",
        description:
          "Pick-up from Hosapete railway station or the airport at Toranagallu and transfer to your resort near Kamalapura. In the afternoon walk along the old Hampi Bazaar to the Virupaksha Temple, whose shrine predates the empire and is still in daily worship. End the day watching the sunset from the granite slopes of Hemakuta Hill, dotted with early temples.",
        meals: ["Dinner"],
        stay: "Kamalapura, Hampi",
      },
      {
        title: "The Royal Centre",
        description:
          "Begin at the Hazara Rama Temple, whose outer walls carry long panels from the Ramayana, then walk to the Mahanavami Dibba platform and the Stepped Tank in the Royal Enclosure. After lunch visit the Zenana Enclosure with the Lotus Mahal and the domed Elephant Stables, followed by the Queen's Bath. Finish at the monolithic Ugra Narasimha and the Badavilinga shrine, which stands in a channel of water.",
        meals: ["Breakfast", "Lunch", "Dinner"],
        stay: "Kamalapura, Hampi",
      },
      {
        title: "Matanga Hill sunrise, Vittala Temple and Anegundi",
        description:
          "Climb Matanga Hill before dawn for sunrise over the ruins, then descend to the Achyutaraya Temple and its long colonnaded market street. Follow the riverside trail past the King's Balance to the Vittala Temple to see the stone chariot and the carved musical pillars. In the afternoon cross the Tungabhadra by coracle to Anegundi, a fortified village older than Vijayanagara and linked by legend to Kishkindha of the Ramayana.",
        meals: ["Breakfast", "Lunch", "Dinner"],
        stay: "Kamalapura, Hampi",
      },
      {
        title: "Archaeological museum and departure",
        description:
          "After breakfast visit the Archaeological Museum at Kamalapura, with its sculptures, coins and a large model of the site, and the nearby Pattabhirama Temple. Transfer to Hosapete station or Toranagallu airport for your onward journey.",
        meals: ["Breakfast"],
        stay: null,
      },
    ],
    accommodation: [
      {
        name: "Boutique heritage resort near Kamalapura",
        type: "Heritage resort",
        location: "Kamalapura, Hampi",
        nights: 3,
        description:
          "Stone-and-tile cottages set in gardens on the southern edge of the ruins, a short drive from the Royal Centre, with a pool for the hot afternoons.",
      },
    ],
    costItems: [
      { label: "Accommodation, 3 nights on twin sharing", amount: 9000 },
      { label: "Air-conditioned car for transfers and sightseeing", amount: 4200 },
      { label: "Licensed heritage guide for three days", amount: 2700 },
      { label: "Monument entry tickets and coracle crossing", amount: 900 },
      { label: "Meals as listed in the itinerary", amount: 1900 },
    ],
    inclusions: [
      "3 nights in a heritage resort on twin sharing",
      "Daily breakfast, plus lunches and dinners as listed",
      "Pick-up and drop at Hosapete station or Toranagallu airport",
      "Air-conditioned car for all sightseeing",
      "Licensed heritage guide for three days",
      "Monument entry tickets and the electric buggy to the Vittala Temple",
      "Coracle crossing to Anegundi",
    ],
    exclusions: [
      "Train or flights to Hosapete or Toranagallu",
      "Video camera fees at monuments",
      "Bicycle or scooter hire",
      "Personal expenses and tips",
      "Travel insurance",
    ],
    gallery: [
      {
        caption: "The stone chariot at the Vittala Temple",
        alt: "Illustration of the carved stone chariot in the courtyard of the Vittala Temple",
        scene: "ruins",
      },
      {
        caption: "Virupaksha Temple seen from Hemakuta Hill",
        alt: "Illustration of the tall gopuram of the Virupaksha Temple rising above Hampi Bazaar",
        scene: "temple",
      },
      {
        caption: "Coracles on the Tungabhadra",
        alt: "Illustration of round woven coracles on the Tungabhadra River between boulder banks",
        scene: "river",
      },
    ],
    reviews: [
      {
        author: "Ananya Rao",
        rating: 5,
        comment:
          "Climbing Matanga Hill in the dark felt mad until the sun came up over the boulders. Our guide's stories at the Vittala Temple brought the musical pillars and the stone chariot to life.",
        date: "2025-12-14",
      },
      {
        author: "Tom Whitaker",
        rating: 4.5,
        comment:
          "The Royal Centre day is long but well paced, with shade breaks at the Lotus Mahal and the Elephant Stables. The coracle ride across to Anegundi was a lovely surprise.",
        date: "2025-01-22",
      },
      {
        author: "Priya Menon",
        rating: 4,
        comment:
          "Loved the Hampi Bazaar walk and the sunset on Hemakuta Hill. Late February was already very hot by noon, so go earlier in the season if you can.",
        date: "2024-02-26",
      },
      {
        author: "Lucas Moreau",
        rating: 5,
        comment:
          "The Hazara Rama Temple panels and the Queen's Bath were my favourites. The resort near Kamalapura made it easy to rest in the afternoons and head out again for sunset.",
        date: "2024-11-18",
      },
    ],
    imageAlt: "Illustration of Hampi's boulder-strewn ruins beside the Tungabhadra River at dawn",
  },
};
