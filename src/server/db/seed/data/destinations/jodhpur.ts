import type { SeedDestination } from "@/server/db/seed/types";

export const jodhpur: SeedDestination = {
  srNo: 11,
  slug: "jodhpur",
  name: "Jodhpur",
  state: "Rajasthan",
  region: "West India",
  description:
    "Jodhpur was founded in 1459 by Rao Jodha, chief of the Rathore Rajputs, as the capital of the kingdom of Marwar on the edge of the Thar Desert. Mehrangarh Fort stands about 125 m above the city on a sheer rock outcrop, and its museum holds palanquins, howdahs, weapons and fine miniature paintings. Many houses in the old city below are painted indigo blue, giving Jodhpur the name Blue City, and its bright weather all year also earns it the name Sun City. Other sights include the white marble memorial of Jaswant Thada, the art deco Umaid Bhawan Palace completed in 1943, the Clock Tower market and the stepwell of Toorji ka Jhalra.",
  bestSeason: "October to March",
  interests: ["historical", "cultural", "food"],
  avgPrice: 19500,
  rating: 4.5,
  difficulty: "Easy",
  featured: false,
  scene: "fort",
  imageAlt: "Illustration of Mehrangarh Fort towering over the blue houses of Jodhpur",
  package: {
    name: "Jodhpur Blue City & Mehrangarh Heritage Tour",
    description:
      "Three days in Marwar's capital, staying in a haveli in the old city beneath the fort. You explore Mehrangarh and Jaswant Thada with a guide, wander the blue lanes of Brahmpuri and spend a morning with the Bishnoi villagers who have protected desert wildlife for centuries.",
    highlights: [
      "Mehrangarh Fort and its museum with a licensed guide",
      "Blue-city walk through the lanes of Brahmpuri",
      "Jaswant Thada and Rao Jodha Desert Rock Park",
      "Umaid Bhawan Palace museum",
      "Bishnoi village jeep safari with blackbuck sightings",
    ],
    difficulty: "Easy",
    itinerary: [
      {
        title: "Arrival, Clock Tower and Toorji ka Jhalra",
        description:
          "Transfer from Jodhpur airport or railway station to a haveli in the old city. In the late afternoon explore Sardar Market around the Clock Tower, known for spices and textiles, and the restored eighteenth-century stepwell of Toorji ka Jhalra. Dinner on a rooftop facing the illuminated fort.",
        meals: ["Dinner"],
        stay: "Heritage haveli in the old city below Mehrangarh",
      },
      {
        title: "Blue city walk, Mehrangarh and Umaid Bhawan",
        description:
          "Walk through the indigo lanes of Brahmpuri up to Mehrangarh Fort and spend the morning in its palaces, including Moti Mahal and Phool Mahal, and its museum galleries. Continue to Jaswant Thada, the marble cenotaph of 1899, and the trails of Rao Jodha Desert Rock Park. In the afternoon visit the museum wing of Umaid Bhawan Palace, part of which is still the royal family's home.",
        meals: ["Breakfast"],
        stay: "Heritage haveli in the old city below Mehrangarh",
      },
      {
        title: "Bishnoi villages, Mandore and departure",
        description:
          "Set off by jeep to the Bishnoi villages south of the city, where blackbuck and chinkara graze near homes, and visit potters and durrie weavers at work. On the way back stop at Mandore Gardens to see the red sandstone cenotaphs of the Marwar rulers. Transfer to the airport or station in the afternoon.",
        meals: ["Breakfast", "Lunch"],
        stay: null,
      },
    ],
    accommodation: [
      {
        name: "Heritage haveli in the old city",
        type: "Heritage hotel",
        location: "Old city near the Clock Tower, Jodhpur",
        nights: 2,
        description:
          "A family-run sandstone haveli with carved jharokhas and a rooftop restaurant looking straight up at Mehrangarh Fort.",
      },
    ],
    costItems: [
      { label: "Accommodation (2 nights, twin sharing)", amount: 6800 },
      { label: "AC car for transfers and sightseeing", amount: 3200 },
      { label: "Licensed guide for Mehrangarh and the blue city", amount: 1600 },
      { label: "Entry tickets (Mehrangarh, Jaswant Thada, Umaid Bhawan, Rock Park)", amount: 1500 },
      { label: "Bishnoi village jeep safari", amount: 2200 },
      { label: "Meals (rooftop dinner and village lunch)", amount: 1200 },
    ],
    inclusions: [
      "Two nights in a heritage haveli with daily breakfast",
      "Rooftop welcome dinner and a home-cooked lunch in a Bishnoi village",
      "AC car with driver for transfers and sightseeing",
      "Licensed guide for the blue city walk and Mehrangarh",
      "Entry tickets to Mehrangarh, Jaswant Thada, Rao Jodha Desert Rock Park and the Umaid Bhawan museum",
      "Half-day Bishnoi village jeep safari",
    ],
    exclusions: [
      "Flights or trains to and from Jodhpur",
      "Zip-lining over the Mehrangarh walls",
      "Camera fees and audio guides",
      "Drinks and meals not listed",
      "Tips and travel insurance",
    ],
    gallery: [
      {
        caption: "Mehrangarh on its rock",
        alt: "Illustration of sheer fort walls rising from a rocky cliff above a city",
        scene: "fort",
      },
      {
        caption: "Jaswant Thada in white marble",
        alt: "Illustration of a white marble cenotaph beside a small lake",
        scene: "monument",
      },
      {
        caption: "The Blue City from above",
        alt: "Illustration of a maze of blue-painted houses seen from a fort rampart",
        scene: "city",
      },
    ],
    reviews: [
      {
        author: "Manish Agarwal",
        rating: 4.5,
        comment:
          "Mehrangarh is the best-kept fort museum I have visited in India. Walking up through the blue lanes of Brahmpuri with the guide was much better than driving to the gate.",
        date: "2025-11-09",
      },
      {
        author: "Charlotte Evans",
        rating: 5,
        comment:
          "The Bishnoi village visit was the heart of the trip: we saw blackbuck just metres from the houses and had lunch cooked over a wood fire.",
        date: "2024-01-28",
      },
      {
        author: "Yuki Tanaka",
        rating: 3.5,
        comment:
          "The haveli rooftop view of the fort at night was stunning. The Clock Tower market was very hectic, and three days felt a little short to also enjoy Umaid Bhawan properly.",
        date: "2025-02-02",
      },
    ],
    imageAlt: "Illustration of Mehrangarh Fort at sunset above Jodhpur's blue rooftops",
  },
};
