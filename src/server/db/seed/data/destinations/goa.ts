import type { SeedDestination } from "@/server/db/seed/types";

export const goa: SeedDestination = {
  srNo: 3,
  slug: "goa",
  name: "Goa",
  state: "Goa",
  region: "West India",
  description:
    "Goa is India's smallest state by area, a strip of about 100 km of Arabian Sea coast between Maharashtra and Karnataka. Portugal ruled it for around 450 years until 1961, leaving whitewashed churches, the Latin quarter of Fontainhas in Panaji and a Goan cuisine built on coconut, kokum and vinegar. The Basilica of Bom Jesus, which holds the remains of Saint Francis Xavier, and the Se Cathedral are part of the UNESCO-listed Churches and Convents of Old Goa. North Goa beaches such as Baga, Anjuna and Vagator are known for nightlife and flea markets, while Palolem and Agonda in the south are calmer. The monsoon from June to September brings heavy rain and rough seas, when most beach shacks close and water sports stop.",
  bestSeason: "November to March",
  interests: ["beach", "nightlife", "food", "cultural"],
  avgPrice: 22000,
  rating: 4.6,
  difficulty: "Easy",
  featured: true,
  scene: "beach",
  imageAlt: "Illustration of a palm-fringed Goan beach with fishing boats at sunset",
  package: {
    name: "Goa Beaches, Churches & Spice Trail",
    description:
      "Five days that show both sides of Goa: the lively beaches and forts of the north and the unhurried crescent of Palolem in the south. Along the way you walk the Portuguese-era churches of Old Goa and the painted lanes of Fontainhas, and lunch at a spice plantation near Ponda.",
    highlights: [
      "Fort Aguada, Chapora Fort and sunset at Vagator",
      "Basilica of Bom Jesus and the Se Cathedral in Old Goa",
      "Heritage walk through Fontainhas, Panaji's Latin quarter",
      "Spice plantation tour with a Goan lunch near Ponda",
      "Two slow days on Palolem's crescent beach",
    ],
    difficulty: "Easy",
    itinerary: [
      {
        title: "Arrival and Candolim beach",
        description:
          "Arrive at Dabolim or Mopa airport and transfer to a beach resort in Candolim (about 1 to 1.5 hours). The afternoon is free for the beach, followed by a seafood dinner of fish curry rice at a beach shack.",
        meals: ["Dinner"],
        stay: "Beach resort in Candolim, North Goa",
      },
      {
        title: "North Goa forts and beaches",
        description:
          "Visit Fort Aguada, the early seventeenth-century Portuguese fort and lighthouse at the mouth of the Mandovi. Continue to Anjuna, where a flea market runs on Wednesdays in season, and climb to Chapora Fort for views over Vagator Beach. Watch the sunset from Vagator, then the evening is yours in Baga or Calangute.",
        meals: ["Breakfast"],
        stay: "Beach resort in Candolim, North Goa",
      },
      {
        title: "Old Goa churches and Fontainhas",
        description:
          "With a local guide, explore the Basilica of Bom Jesus, the Se Cathedral and the Church of Saint Francis of Assisi in Old Goa. In the afternoon wander the colourful houses and azulejo tiles of Fontainhas in Panaji. End with a sunset cruise on the Mandovi River with Goan folk music and dance.",
        meals: ["Breakfast", "Dinner"],
        stay: "Beach resort in Candolim, North Goa",
      },
      {
        title: "Spice plantation and on to Palolem",
        description:
          "Drive inland to a spice plantation near Ponda for a guided walk among pepper vines, cardamom and cashew trees, followed by a Goan buffet lunch. Stop at the Shri Mangueshi Temple before continuing south to Palolem (about 2 hours). Evening on the beach.",
        meals: ["Breakfast", "Lunch"],
        stay: "Beachside cottages at Palolem, South Goa",
      },
      {
        title: "Palolem morning and departure",
        description:
          "Take an optional early kayak or dolphin-spotting boat from Palolem, then check out and transfer to Dabolim airport (about 1.5 hours) or Madgaon railway station.",
        meals: ["Breakfast"],
        stay: null,
      },
    ],
    accommodation: [
      {
        name: "Beach resort in Candolim",
        type: "4-star resort",
        location: "Candolim, North Goa",
        nights: 3,
        description:
          "A garden resort with a pool a few minutes' walk from Candolim beach, well placed for the forts of the north and the drive to Old Goa.",
      },
      {
        name: "Beachside cottages at Palolem",
        type: "Beach cottage",
        location: "Palolem, South Goa",
        nights: 1,
        description:
          "Simple wooden cottages set among coconut palms steps from the sand at the southern end of Palolem beach.",
      },
    ],
    costItems: [
      { label: "Accommodation (4 nights, twin sharing)", amount: 9800 },
      { label: "AC car for transfers and sightseeing", amount: 4200 },
      { label: "Local guide for Old Goa and Fontainhas", amount: 1200 },
      { label: "Spice plantation visit and Mandovi river cruise", amount: 1900 },
      { label: "Meals (4 breakfasts, 2 dinners)", amount: 1500 },
    ],
    inclusions: [
      "Three nights in Candolim and one night in Palolem",
      "Daily breakfast, the welcome dinner and the cruise-night dinner",
      "AC car with driver for all transfers and sightseeing",
      "Local guide in Old Goa and Fontainhas",
      "Spice plantation entry with a Goan buffet lunch",
      "Sunset cruise on the Mandovi River",
    ],
    exclusions: [
      "Flights or trains to and from Goa",
      "Water sports, kayaking and dolphin-spotting boats",
      "Meals and drinks not listed",
      "Scooter hire",
      "Tips and travel insurance",
    ],
    gallery: [
      {
        caption: "Palolem's crescent of sand",
        alt: "Illustration of a curved beach lined with coconut palms and wooden huts",
        scene: "beach",
      },
      {
        caption: "Fort Aguada above the Arabian Sea",
        alt: "Illustration of a laterite Portuguese fort and lighthouse on a headland",
        scene: "fort",
      },
      {
        caption: "Sunset on the Mandovi",
        alt: "Illustration of a river cruise boat on the Mandovi at sunset",
        scene: "river",
      },
    ],
    reviews: [
      {
        author: "Rohan Iyer",
        rating: 4.5,
        comment:
          "Perfect balance of busy and quiet. The Fontainhas walk was full of stories, and after three days in the north, Palolem felt like a proper holiday.",
        date: "2025-01-05",
      },
      {
        author: "Emily Clarke",
        rating: 5,
        comment:
          "The spice plantation lunch was delicious and the Basilica of Bom Jesus was beautiful. Our driver even waited patiently while we lingered at Chapora Fort for the sunset.",
        date: "2024-12-28",
      },
      {
        author: "Sneha Kulkarni",
        rating: 4,
        comment:
          "Loved Old Goa and the Mandovi cruise. The Candolim resort was comfortable, though the Palolem cottage was very basic, so set your expectations.",
        date: "2025-02-22",
      },
    ],
    imageAlt: "Illustration of the whitewashed Se Cathedral in Old Goa under a blue sky",
  },
};
