import type { SeedDestination } from "@/server/db/seed/types";

export const madurai: SeedDestination = {
  srNo: 31,
  slug: "madurai",
  name: "Madurai",
  state: "Tamil Nadu",
  region: "South India",
  description:
    "Madurai, on the banks of the Vaigai, is one of the oldest continuously inhabited cities in India and was the capital of the Pandya kings and a centre of classical Tamil Sangam literature. The city grew around the Meenakshi Amman temple, whose fourteen towering gateways are covered with thousands of painted figures and whose present form largely dates from the Nayak rulers of the sixteenth and seventeenth centuries. Thirumalai Nayak's palace of 1636 blends Dravidian and Islamic styles around a vast colonnaded courtyard. The Gandhi Memorial Museum, in a seventeenth-century palace, keeps the bloodstained cloth Gandhi wore on the day he was killed. Madurai never really sleeps, and its food stalls serve jigarthanda, kari dosa and soft idlis late into the night.",
  bestSeason: "October to March",
  interests: ["spiritual", "cultural", "historical", "food"],
  avgPrice: 13000,
  rating: 4.7,
  difficulty: "Easy",
  featured: false,
  scene: "temple",
  imageAlt:
    "Illustration of the colourful sculpted gopurams of the Meenakshi Amman temple in Madurai",
  package: {
    name: "Madurai Temple City & Chettinad Trail",
    description:
      "Four days in the temple city of Madurai and the merchant mansions of Chettinad. You will explore the Meenakshi Amman temple by day and return at night for the ceremony that closes the shrine, see the Nayak palace by its sound-and-light show and eat your way through the city's famous street food. A day trip to Karaikudi reveals the grand Chettiar houses and one of India's spiciest cuisines.",
    highlights: [
      "Guided visit to the Meenakshi Amman temple",
      "Night ceremony as the deity is carried to the sanctum",
      "Thirumalai Nayak Palace sound-and-light show",
      "Chettinad mansions and Athangudi tile makers",
      "Evening food walk with jigarthanda and kari dosa",
    ],
    difficulty: "Easy",
    itinerary: [
      {
        title: "Arrival and Thirumalai Nayak Palace",
        description:
          "Arrive at Madurai airport or railway station and check in near the temple. In the late afternoon visit Thirumalai Nayak Palace with its giant pillars and stucco domes, and stay for the sound-and-light show on its history. Finish with a guided street-food walk for kari dosa and jigarthanda.",
        meals: ["Dinner"],
        stay: "Hotel near the Meenakshi Amman temple, Madurai",
      },
      {
        title: "Meenakshi Amman temple",
        description:
          "Spend the morning inside the Meenakshi Amman temple with a guide, from the Golden Lotus Tank to the Hall of a Thousand Pillars and its temple art museum; phones must be left outside and shoulders and knees covered. Browse the brassware and textile shops in the streets around the temple, then visit the Gandhi Memorial Museum in the afternoon. Return to the temple at night to watch the palliyarai ceremony, when Sundareswarar is carried in procession to Meenakshi's chamber.",
        meals: ["Breakfast", "Dinner"],
        stay: "Hotel near the Meenakshi Amman temple, Madurai",
      },
      {
        title: "Chettinad day trip",
        description:
          "Drive about two hours to Karaikudi in the Chettinad region, home of wealthy Nattukottai Chettiar trading families. Walk through mansions with Burmese teak pillars and Italian marble in Kanadukathan, watch handmade tiles being pressed at Athangudi and sit down to a traditional Chettinad lunch on a banana leaf. Return to Madurai by evening.",
        meals: ["Breakfast", "Lunch"],
        stay: "Hotel near the Meenakshi Amman temple, Madurai",
      },
      {
        title: "Teppakulam and departure",
        description:
          "At sunrise visit the Vandiyur Mariamman Teppakulam, the vast temple tank with an island shrine used for the float festival, and the rock-cut Murugan temple of Thiruparankundram. Transfer to the airport or station after breakfast.",
        meals: ["Breakfast"],
        stay: null,
      },
    ],
    accommodation: [
      {
        name: "Hotel near the Meenakshi Amman temple",
        type: "City hotel",
        location: "Old city of Madurai, walking distance from the temple",
        nights: 3,
        description:
          "A comfortable hotel with a rooftop terrace looking onto the temple towers, ideal for the late-night ceremony.",
      },
    ],
    costItems: [
      { label: "Accommodation (3 nights)", amount: 4800 },
      { label: "Private car including Chettinad day trip", amount: 3200 },
      { label: "Guide services and food walk host", amount: 1300 },
      { label: "Entry and show tickets", amount: 500 },
      { label: "Dinners, street food and Chettinad lunch", amount: 1200 },
    ],
    inclusions: [
      "Three nights' accommodation with breakfast",
      "Dinners on days 1 and 2, including a guided street-food walk",
      "Chettinad lunch in Karaikudi",
      "Private car for transfers and the Chettinad day trip",
      "Guide for the temple, palace, museum and Chettinad",
      "Palace sound-and-light show and entry tickets",
    ],
    exclusions: [
      "Flights or trains to Madurai",
      "Special darshan tickets at the temple",
      "Camera fees",
      "Shopping in the temple bazaars",
      "Tips and personal expenses",
    ],
    gallery: [
      {
        caption: "Gopurams of the Meenakshi Amman temple",
        alt: "Illustration of tall temple towers crowded with brightly painted sculptures",
        scene: "temple",
      },
      {
        caption: "Courtyard of Thirumalai Nayak Palace",
        alt: "Illustration of massive white pillars and arches around a palace courtyard",
        scene: "palace",
      },
      {
        caption: "Madurai at night",
        alt: "Illustration of a busy Madurai street with food stalls and a lit temple tower behind",
        scene: "city",
      },
    ],
    reviews: [
      {
        author: "Karthik Subramanian",
        rating: 5,
        comment:
          "Watching the palliyarai ceremony at night was the most moving moment of the trip. Our guide explained every sculpture in the Thousand Pillar Hall.",
        date: "2025-01-30",
      },
      {
        author: "Isabella Rossi",
        rating: 4.5,
        comment:
          "The Chettinad mansions were astonishing and the banana-leaf lunch in Karaikudi was fiery and delicious. Leaving phones at the temple entrance felt odd but the cloakroom was well run.",
        date: "2024-02-11",
      },
      {
        author: "Suresh Pandian",
        rating: 4,
        comment:
          "Good value and a hotel close enough to walk to the temple. The sound-and-light show at the Nayak palace is a bit dated, but the food walk and jigarthanda made up for it.",
        date: "2026-10-04",
      },
    ],
    imageAlt: "Illustration of pilgrims entering beneath a painted gopuram of the Meenakshi temple",
  },
};
