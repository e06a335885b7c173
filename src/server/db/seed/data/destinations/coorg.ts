import type { SeedDestination } from "@/server/db/seed/types";

export const coorg: SeedDestination = {
  srNo: 32,
  slug: "coorg",
  name: "Coorg",
  state: "Karnataka",
  region: "South India",
  description:
    "Coorg, officially Kodagu, is a hill district of Karnataka on the eastern slopes of the Western Ghats, with Madikeri as its main town. It is one of India's largest coffee-growing districts, and its estates of arabica and robusta coffee are shaded by tall forest trees hung with pepper vines. The Kodava people of the district have a proud martial tradition, a distinctive dress and cuisine, and gave India two of its best-known army chiefs, Field Marshal Cariappa and General Thimayya. The Kaveri river rises at Talakaveri in the Brahmagiri hills, and the district also holds Tadiandamol, its highest peak at about 1,748 metres. Just outside Kodagu, the Tibetan settlement at Bylakuppe is home to the golden Namdroling Monastery.",
  bestSeason: "October to March",
  interests: ["nature", "adventure", "food", "cultural"],
  avgPrice: 26000,
  rating: 4.5,
  difficulty: "Easy",
  featured: false,
  scene: "tea-hills",
  imageAlt: "Illustration of misty coffee plantations under tall shade trees in Coorg",
  package: {
    name: "Coorg Coffee Country & Tadiandamol Trek",
    description:
      "Five days in the coffee hills of Kodagu, staying on a working plantation near Madikeri. A planter's walk shows how coffee and pepper are grown, and a full-day climb of Tadiandamol takes you through shola forest to the district's highest summit. There is time too for the elephants of Dubare, the source of the Kaveri and Kodava home cooking.",
    highlights: [
      "Stay on a working coffee and pepper estate",
      "Full-day trek to the summit of Tadiandamol",
      "Elephant bathing at Dubare on the Kaveri",
      "Talakaveri, the source of the Kaveri river",
      "Namdroling Monastery at Bylakuppe",
    ],
    difficulty: "Moderate",
    itinerary: [
      {
        title: "Bengaluru to Coorg via Bylakuppe",
        description:
          "Leave Bengaluru in the morning for a drive of about five and a half to six hours via Mysuru. Stop at Bylakuppe to visit the Namdroling Monastery and its great golden Buddha statues, then continue into the hills to a coffee estate homestay near Madikeri.",
        meals: ["Dinner"],
        stay: "Coffee estate homestay near Madikeri",
      },
      {
        title: "Dubare elephant camp and coffee estate walk",
        description:
          "Drive to Dubare, cross the Kaveri by boat and watch the forest department's elephants being scrubbed in the river by their mahouts during the morning session. Visit the bamboo groves of Kaveri Nisargadhama island on the way back. In the afternoon the planter leads a walk through the estate to explain coffee, pepper and cardamom, followed by a Kodava dinner of pandi curry and kadambuttu.",
        meals: ["Breakfast", "Dinner"],
        stay: "Coffee estate homestay near Madikeri",
      },
      {
        title: "Tadiandamol trek",
        description:
          "Drive about an hour and a half to Kakkabe and stop at Nalknad Palace, the hideaway of the last Kodagu kings. With a local guide and a forest department permit, trek through shola forest and open grassland to the summit of Tadiandamol, a climb of five to six hours there and back. Return to the homestay for a well-earned dinner.",
        meals: ["Breakfast", "Lunch", "Dinner"],
        stay: "Coffee estate homestay near Madikeri",
      },
      {
        title: "Talakaveri, Bhagamandala and Madikeri",
        description:
          "Visit the Triveni Sangama river confluence and the Bhagandeshwara temple at Bhagamandala, then drive up to Talakaveri, where a spring marks the source of the Kaveri. In the afternoon see Madikeri Fort and the Omkareshwara temple, stop at Abbey Falls, and end with sunset at Raja's Seat.",
        meals: ["Breakfast", "Dinner"],
        stay: "Coffee estate homestay near Madikeri",
      },
      {
        title: "Return to Bengaluru",
        description:
          "After breakfast on the verandah and a last cup of estate coffee, drive back to Bengaluru, arriving in the afternoon.",
        meals: ["Breakfast"],
        stay: null,
      },
    ],
    accommodation: [
      {
        name: "Coffee estate homestay near Madikeri",
        type: "Plantation homestay",
        location: "Coffee estate outside Madikeri",
        nights: 4,
        description:
          "A Kodava family home on a working coffee and pepper estate, with large rooms, a wide verandah and home-cooked Kodava meals.",
      },
    ],
    costItems: [
      { label: "Homestay (4 nights, breakfast and dinner)", amount: 11000 },
      { label: "Private car from Bengaluru and local sightseeing", amount: 6800 },
      { label: "Trek guide, forest permit and packed lunch", amount: 2200 },
      { label: "Coffee plantation tour and tasting", amount: 1200 },
      { label: "Entry fees and Dubare boat crossing", amount: 800 },
    ],
    inclusions: [
      "Four nights on a coffee estate with breakfast and dinner",
      "Packed lunch on the trek day",
      "Private car from and back to Bengaluru and for all sightseeing",
      "Guided coffee plantation walk",
      "Tadiandamol trek with local guide and forest permit",
      "Entry fees at Dubare, Nisargadhama and Abbey Falls",
    ],
    exclusions: [
      "Flights or trains to Bengaluru",
      "Lunches other than on the trek day",
      "Elephant interaction fees at Dubare",
      "River rafting",
      "Tips and personal expenses",
    ],
    gallery: [
      {
        caption: "Coffee plantations near Madikeri",
        alt: "Illustration of coffee bushes with red berries beneath tall shade trees",
        scene: "tea-hills",
      },
      {
        caption: "On the Tadiandamol ridge",
        alt: "Illustration of hikers on a grassy ridge above shola forest and rolling blue hills",
        scene: "mountain",
      },
      {
        caption: "Elephants at Dubare",
        alt: "Illustration of mahouts bathing elephants in the shallow Kaveri river",
        scene: "river",
      },
    ],
    reviews: [
      {
        author: "Meera Ponnappa",
        rating: 5,
        comment:
          "The homestay family treated us like relatives, and the pandi curry with kadambuttu was the best meal we had. The planter's walk taught us how pepper climbs the shade trees.",
        date: "2025-12-29",
      },
      {
        author: "Lukas Schneider",
        rating: 4.5,
        comment:
          "Tadiandamol was a proper climb through shola forest and grassland, and the views from the summit were clear all the way. Start early because the last stretch is exposed.",
        date: "2024-11-09",
      },
      {
        author: "Aarav Sharma",
        rating: 4,
        comment:
          "The kids loved the elephants at Dubare and the Namdroling Monastery was stunning. The drive from Bengaluru is long, so break it at Bylakuppe as planned.",
        date: "2026-01-04",
      },
      {
        author: "Grace Thompson",
        rating: 3.5,
        comment:
          "Beautiful estate and scenery, though Abbey Falls was crowded and Raja's Seat was busy at sunset. The quiet plantation mornings were the real treat.",
        date: "2025-04-19",
      },
    ],
    imageAlt: "Illustration of a planter's bungalow among coffee bushes and mist, Coorg",
  },
};
