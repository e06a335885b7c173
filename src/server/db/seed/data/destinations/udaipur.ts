import type { SeedDestination } from "@/server/db/seed/types";

export const udaipur: SeedDestination = {
  srNo: 9,
  slug: "udaipur",
  name: "Udaipur",
  state: "Rajasthan",
  region: "West India",
  description:
    "Udaipur was founded in 1559 by Maharana Udai Singh II of the Sisodia Rajputs as the new capital of Mewar, sheltered by the Aravalli hills away from the exposed fort of Chittorgarh. The city grew around a chain of man-made lakes, and its City Palace complex rises along the eastern shore of Lake Pichola, facing the island palaces of Jag Niwas and Jag Mandir. Sunset boat rides, the Saheliyon ki Bari garden, the Jagdish Temple and the evening folk dance show at Bagore ki Haveli are local favourites. Day trips lead to Kumbhalgarh, whose walls run for about 36 km, and to the marble Jain temple of Ranakpur with its forest of carved pillars.",
  bestSeason: "September to March",
  interests: ["historical", "cultural", "nature"],
  avgPrice: 24000,
  rating: 4.8,
  difficulty: "Easy",
  featured: true,
  scene: "lake",
  imageAlt: "Illustration of Udaipur's City Palace reflected in Lake Pichola at sunset",
  package: {
    name: "Udaipur Lakes & Mewar Palaces Tour",
    description:
      "Four days in the City of Lakes, staying in a lakeside haveli near Gangaur Ghat. You tour the City Palace, take a boat to Jag Mandir and spend a full day at the hill fort of Kumbhalgarh and the Jain temple of Ranakpur.",
    highlights: [
      "City Palace museum and a boat ride to Jag Mandir on Lake Pichola",
      "Folk dance evening at Bagore ki Haveli",
      "Sunset from Sajjangarh, the Monsoon Palace",
      "Walls and palaces of Kumbhalgarh Fort",
      "The 1,444 carved pillars of the Ranakpur temple",
    ],
    difficulty: "Easy",
    itinerary: [
      {
        title: "Arrival and the Dharohar dance show",
        description:
          "Transfer from Maharana Pratap Airport (about 40 minutes) to a lakeside haveli near Gangaur Ghat. Watch the sun set over Lake Pichola from Ambrai Ghat, then attend the evening Rajasthani folk dance and puppet show at Bagore ki Haveli.",
        meals: ["Dinner"],
        stay: "Lakeside heritage haveli near Gangaur Ghat",
      },
      {
        title: "City Palace, Lake Pichola and Sajjangarh",
        description:
          "Spend the morning in the City Palace, with its mirrored rooms, courtyards and views across the lake, and visit the seventeenth-century Jagdish Temple next door. After lunch take a boat on Lake Pichola to the island palace of Jag Mandir and stroll the fountains of Saheliyon ki Bari. Drive up to Sajjangarh, the Monsoon Palace, for sunset over the lakes.",
        meals: ["Breakfast"],
        stay: "Lakeside heritage haveli near Gangaur Ghat",
      },
      {
        title: "Kumbhalgarh Fort and Ranakpur temple",
        description:
          "Drive about 2.5 hours through the Aravallis to Kumbhalgarh, the fifteenth-century fort of Rana Kumbha and birthplace of Maharana Pratap, and walk part of its great wall. Continue about an hour to Ranakpur, whose marble Chaumukha temple to Adinatha opens to visitors from noon; leather items are not allowed inside. Return to Udaipur in the evening.",
        meals: ["Breakfast", "Lunch"],
        stay: "Lakeside heritage haveli near Gangaur Ghat",
      },
      {
        title: "Fateh Sagar Lake and departure",
        description:
          "Walk the promenade of Fateh Sagar Lake in the morning light, then transfer to the airport or railway station.",
        meals: ["Breakfast"],
        stay: null,
      },
    ],
    accommodation: [
      {
        name: "Lakeside heritage haveli near Gangaur Ghat",
        type: "Heritage hotel",
        location: "Gangaur Ghat, old city, Udaipur",
        nights: 3,
        description:
          "A restored haveli with painted arches and a rooftop restaurant looking across Lake Pichola to the City Palace.",
      },
    ],
    costItems: [
      { label: "Accommodation (3 nights, twin sharing)", amount: 10500 },
      { label: "AC car for transfers and the Kumbhalgarh–Ranakpur day", amount: 4800 },
      { label: "Licensed guide for two days", amount: 1800 },
      { label: "Entry tickets and Lake Pichola boat ride", amount: 1900 },
      { label: "Dance show tickets and meals", amount: 1300 },
    ],
    inclusions: [
      "Three nights in a lakeside haveli with daily breakfast",
      "Welcome dinner and lunch on the Kumbhalgarh–Ranakpur day",
      "AC car with driver for all transfers and sightseeing",
      "Licensed guide for Udaipur and Kumbhalgarh",
      "Entry tickets to the City Palace, Kumbhalgarh, Ranakpur and Sajjangarh",
      "Lake Pichola boat ride with a stop at Jag Mandir",
      "Bagore ki Haveli folk dance show tickets",
    ],
    exclusions: [
      "Flights or trains to and from Udaipur",
      "Camera fees at the City Palace and Ranakpur",
      "Meals not listed and drinks",
      "Tips and travel insurance",
    ],
    gallery: [
      {
        caption: "City Palace on Lake Pichola",
        alt: "Illustration of a long cream-coloured palace rising from a lakeshore",
        scene: "palace",
      },
      {
        caption: "The walls of Kumbhalgarh",
        alt: "Illustration of massive fort walls winding over green Aravalli hills",
        scene: "fort",
      },
      {
        caption: "Ranakpur's marble halls",
        alt: "Illustration of a white marble Jain temple with many domes and spires",
        scene: "temple",
      },
    ],
    reviews: [
      {
        author: "Ishita Chatterjee",
        rating: 5,
        comment:
          "Waking up to Lake Pichola from our haveli rooftop was magical. The Ranakpur temple was the surprise of the trip, every pillar is carved differently.",
        date: "2025-12-21",
      },
      {
        author: "Thomas Müller",
        rating: 4.5,
        comment:
          "The Bagore ki Haveli show on the first night was a perfect start. Kumbhalgarh's walls go on forever; the day trip is long but well worth it.",
        date: "2024-02-04",
      },
      {
        author: "Pooja Deshmukh",
        rating: 4.5,
        comment:
          "Sunset from Sajjangarh and the boat to Jag Mandir were lovely. Our guide at the City Palace explained the Mewar history really well.",
        date: "2025-10-12",
      },
    ],
    imageAlt: "Illustration of an island palace on Lake Pichola with the Aravalli hills behind",
  },
};
