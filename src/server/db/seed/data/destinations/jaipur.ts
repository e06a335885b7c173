import type { SeedDestination } from "@/server/db/seed/types";

export const jaipur: SeedDestination = {
  srNo: 5,
  slug: "jaipur",
  name: "Jaipur",
  state: "Rajasthan",
  region: "West India",
  description:
    "Jaipur, the capital of Rajasthan, was founded in 1727 by Maharaja Sawai Jai Singh II as a planned city laid out in a grid of broad streets and market blocks. The old city's buildings were painted a terracotta pink for the 1876 visit of the Prince of Wales, giving it the name Pink City, and the walled city is now a UNESCO World Heritage Site. The hilltop Amber Fort, the honeycombed façade of Hawa Mahal, the City Palace and the Jantar Mantar observatory with its giant stone instruments are the main sights. Nahargarh and Jaigarh forts on the Aravalli ridge, bazaars full of block prints, gems and blue pottery, and Rajasthani dishes such as dal baati churma complete a visit.",
  bestSeason: "October to March",
  interests: ["historical", "cultural", "food"],
  avgPrice: 21000,
  rating: 4.7,
  difficulty: "Easy",
  featured: true,
  scene: "palace",
  imageAlt: "Illustration of the pink sandstone Hawa Mahal with its many small windows",
  package: {
    name: "Jaipur Pink City Royal Heritage Tour",
    description:
      "Four days in the Pink City staying in a restored haveli within easy reach of the old bazaars. A licensed guide takes you through Amber Fort, the City Palace and Jantar Mantar, and you learn hand block printing from artisans in Sanganer.",
    highlights: [
      "Amber Fort's Sheesh Mahal and the Panna Meena ka Kund stepwell",
      "City Palace, Jantar Mantar and Hawa Mahal with a licensed guide",
      "Sunset over the Pink City from Nahargarh Fort",
      "Hands-on block printing workshop in Sanganer",
      "Rajasthani thali dinner with folk music",
    ],
    difficulty: "Easy",
    itinerary: [
      {
        title: "Arrival and the Albert Hall by night",
        description:
          "Arrive at Jaipur airport or railway station and check in to a heritage haveli near Hawa Mahal. In the evening see the Albert Hall Museum lit up in Ram Niwas Garden and walk through the busy lanes of Bapu Bazaar.",
        meals: ["Dinner"],
        stay: "Heritage haveli hotel near Hawa Mahal",
      },
      {
        title: "Amber Fort, Panna Meena ka Kund and Nahargarh",
        description:
          "Reach Amber Fort early and ride up in a jeep to explore the Diwan-i-Aam, Ganesh Pol and the mirrored Sheesh Mahal. Walk down to the criss-cross steps of Panna Meena ka Kund, then stop at Jal Mahal, the palace in Man Sagar Lake. Finish on the ridge at Nahargarh Fort for sunset over the city.",
        meals: ["Breakfast"],
        stay: "Heritage haveli hotel near Hawa Mahal",
      },
      {
        title: "City Palace, Jantar Mantar and Hawa Mahal",
        description:
          "Spend the morning in the City Palace museum and its courtyards, then cross to Jantar Mantar, where your guide shows how the giant Samrat Yantra sundial tells time to within seconds. Photograph Hawa Mahal from across the street and climb inside for views of Siredeori Bazaar. After shopping in Johari Bazaar, enjoy a Rajasthani thali dinner with folk music.",
        meals: ["Breakfast", "Dinner"],
        stay: "Heritage haveli hotel near Hawa Mahal",
      },
      {
        title: "Block printing in Sanganer and departure",
        description:
          "Drive about 30 minutes to Sanganer to watch printers work with carved wooden blocks and natural dyes, and print your own scarf to take home. Transfer to the airport, close to Sanganer, or the railway station.",
        meals: ["Breakfast"],
        stay: null,
      },
    ],
    accommodation: [
      {
        name: "Heritage haveli hotel near Hawa Mahal",
        type: "Heritage hotel",
        location: "Walled city, Jaipur",
        nights: 3,
        description:
          "A restored nineteenth-century merchant's haveli with painted courtyards, jharokha balconies and a rooftop restaurant facing the Nahargarh ridge.",
      },
    ],
    costItems: [
      { label: "Accommodation (3 nights, twin sharing)", amount: 9000 },
      { label: "AC car for transfers and sightseeing, Amber jeep", amount: 3600 },
      { label: "Licensed guide for two days", amount: 2000 },
      { label: "Composite monument ticket and City Palace entry", amount: 1400 },
      { label: "Block printing workshop and Rajasthani thali dinner", amount: 1800 },
    ],
    inclusions: [
      "Three nights in a heritage haveli with daily breakfast",
      "Welcome dinner and a Rajasthani thali dinner with folk music",
      "AC car with driver, plus the jeep ride up to Amber Fort",
      "Licensed guide at Amber Fort, City Palace and Jantar Mantar",
      "Entry tickets to Amber Fort, Nahargarh, City Palace, Jantar Mantar and Hawa Mahal",
      "Block printing workshop with a printed scarf to keep",
    ],
    exclusions: [
      "Flights or trains to and from Jaipur",
      "Lunches and drinks",
      "Elephant rides, which we do not offer",
      "Camera fees and personal shopping",
      "Tips and travel insurance",
    ],
    gallery: [
      {
        caption: "Amber Fort above Maota Lake",
        alt: "Illustration of the honey-coloured Amber Fort on a hill above a lake",
        scene: "fort",
      },
      {
        caption: "Courtyards of the City Palace",
        alt: "Illustration of a painted palace gateway in the City Palace of Jaipur",
        scene: "palace",
      },
      {
        caption: "Jantar Mantar's giant sundial",
        alt: "Illustration of the stone stairway of the Samrat Yantra at Jantar Mantar",
        scene: "monument",
      },
    ],
    reviews: [
      {
        author: "Meera Pillai",
        rating: 5,
        comment:
          "The haveli was gorgeous and a two-minute walk from Hawa Mahal. Printing my own scarf in Sanganer on the last morning was such a fun way to end the trip.",
        date: "2025-12-07",
      },
      {
        author: "James O'Connor",
        rating: 4.5,
        comment:
          "Going early to Amber Fort beat the crowds, and the guide's explanation of the Jantar Mantar instruments was fascinating. Sunset at Nahargarh is not to be missed.",
        date: "2024-10-27",
      },
      {
        author: "Aditya Joshi",
        rating: 4,
        comment:
          "Solid itinerary and a great thali dinner. Johari Bazaar was crowded and a bit overwhelming, but the guide helped us avoid the tourist-trap gem shops.",
        date: "2025-02-16",
      },
    ],
    imageAlt: "Illustration of Amber Fort's ramparts snaking along the Aravalli hills",
  },
};
