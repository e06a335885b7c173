import type { SeedDestination } from "@/server/db/seed/types";

export const gwalior: SeedDestination = {
  srNo: 43,
  slug: "gwalior",
  name: "Gwalior",
  state: "Madhya Pradesh",
  region: "Central India",
  description:
    "Gwalior in northern Madhya Pradesh is dominated by its hilltop fort, stretched for nearly 3 km along a sandstone plateau and held in turn by Tomar, Mughal, Maratha and British rulers. Inside the walls stand Raja Man Singh Tomar's Man Mandir palace with its coloured tilework, the lofty Teli ka Mandir and the finely carved Sas-Bahu temples, while giant Jain figures are cut into the cliffs below. The city grew under the Scindia dynasty, whose 19th-century Jai Vilas Palace now holds a museum famous for its enormous chandeliers. Gwalior is also the home of the legendary singer Tansen, whose tomb hosts a classical music festival every December, and in 2023 it was named a UNESCO City of Music.",
  bestSeason: "October to March",
  interests: ["historical", "cultural"],
  avgPrice: 16000,
  rating: 4.5,
  difficulty: "Easy",
  featured: false,
  scene: "fort",
  imageAlt: "Illustration of Gwalior Fort's tiled Man Mandir palace on its cliff above the city",
  package: {
    name: "Gwalior Fort & Chambal Temples Heritage Tour",
    description:
      "Four days for the fort Babur is said to have called the pearl among the fortresses of Hind, the palace of the Scindias and the little-visited temple country north of the city. A full day on the fort is followed by an excursion to the Chausath Yogini temple at Mitaoli and the restored temple group at Bateshwar. The Jai Vilas Palace museum is closed on Wednesdays, so we plan the days around it.",
    highlights: [
      "Man Mandir palace and the Sas-Bahu temples on Gwalior Fort",
      "Chandeliers and durbar hall of the Jai Vilas Palace",
      "The circular Chausath Yogini temple at Mitaoli",
      "Bateshwar's cluster of restored sandstone temples",
      "Tombs of Tansen and Mohammad Ghaus",
    ],
    difficulty: "Easy",
    itinerary: [
      {
        title: "Arrive and the Jai Vilas Palace",
        description:
          "Pick-up at Gwalior airport or railway station. In the afternoon visit the Jai Vilas Palace museum, with its gilded durbar hall, two enormous chandeliers and a silver model train that once carried drinks around the dining table.",
        meals: ["Dinner"],
        stay: "Heritage-style hotel, Gwalior",
      },
      {
        title: "A day on Gwalior Fort",
        description:
          "Drive up the Urwahi road past the rock-cut Jain colossi, then explore Man Mandir palace and its underground chambers, the Teli ka Mandir, the twin Sas-Bahu temples and the Gurudwara Data Bandi Chhod. After lunch visit the Gujari Mahal museum at the foot of the fort, home of the famous Shalabhanjika sculpture, and return in the evening for the light-and-sound show.",
        meals: ["Breakfast", "Dinner"],
        stay: "Heritage-style hotel, Gwalior",
      },
      {
        title: "Mitaoli, Padavali and Bateshwar",
        description:
          "A day in the countryside about 40 km north of Gwalior. See the circular Chausath Yogini temple on its hilltop at Mitaoli, the richly carved hall of the Padavali temple and the Bateshwar group, where some 200 sandstone temples of the 8th to 10th centuries have been painstakingly pieced back together. Return to Gwalior by evening.",
        meals: ["Breakfast", "Lunch"],
        stay: "Heritage-style hotel, Gwalior",
      },
      {
        title: "Tansen's tomb and departure",
        description:
          "Morning visit to the Mughal-era tomb of the Sufi saint Mohammad Ghaus and the simpler tomb of Tansen in the same garden, then transfer to the airport or station.",
        meals: ["Breakfast"],
        stay: null,
      },
    ],
    accommodation: [
      {
        name: "Heritage-style hotel in Lashkar",
        type: "Heritage hotel",
        location: "Lashkar, Gwalior",
        nights: 3,
        description:
          "A colonial-era residence turned hotel, with high-ceilinged rooms, a lawn and a restaurant serving Gwalior-style dishes.",
      },
    ],
    costItems: [
      { label: "Accommodation, 3 nights on twin sharing", amount: 6000 },
      { label: "Transfers and sightseeing by private car", amount: 3200 },
      { label: "Licensed guide", amount: 1800 },
      { label: "Monument, museum and light-and-sound tickets", amount: 900 },
      { label: "Meals", amount: 1650 },
    ],
    inclusions: [
      "Three nights in a heritage-style hotel on twin sharing",
      "Daily breakfast, two dinners and lunch on the excursion day",
      "Airport or station transfers and a private car for all sightseeing",
      "Licensed guide for the fort, the city and the Chambal temples",
      "Entry tickets to the fort monuments, Jai Vilas museum and Gujari Mahal",
      "Light-and-sound show at the fort",
    ],
    exclusions: [
      "Flights or trains to Gwalior",
      "Lunches except on day 3",
      "Camera fees",
      "Personal expenses and tips",
      "Travel insurance",
    ],
    gallery: [
      {
        caption: "Man Mandir palace",
        alt: "Illustration of a sandstone palace wall decorated with blue and yellow tiles",
        scene: "fort",
      },
      {
        caption: "Sas-Bahu temples",
        alt: "Illustration of two intricately carved temple halls on Gwalior Fort",
        scene: "temple",
      },
      {
        caption: "Bateshwar temple group",
        alt: "Illustration of rows of small restored sandstone temples among trees",
        scene: "ruins",
      },
    ],
    reviews: [
      {
        author: "Aditya Bhargava",
        rating: 5,
        comment:
          "Bateshwar was the surprise of the trip; seeing so many temples rebuilt stone by stone is astonishing. The Chausath Yogini temple at Mitaoli was wonderfully peaceful.",
        date: "2024-12-16",
      },
      {
        author: "James O'Connor",
        rating: 4.5,
        comment:
          "A full day on the fort was just right. The tilework on Man Mandir and the Sas-Bahu carvings were superb, and the guide was excellent on Tomar history.",
        date: "2025-03-02",
      },
      {
        author: "Kavita Deshmukh",
        rating: 4,
        comment:
          "Loved the silver train at Jai Vilas. The light-and-sound show felt dated, but the rest of the itinerary was well paced.",
        date: "2025-10-12",
      },
      {
        author: "Yuki Tanaka",
        rating: 4.5,
        comment:
          "As a music lover, sitting in the garden by Tansen's tomb was special. The Gujari Mahal museum's sculptures deserve more visitors.",
        date: "2026-02-19",
      },
    ],
    imageAlt: "Illustration of Gwalior Fort's ramparts stretching along a sandstone plateau",
  },
};
