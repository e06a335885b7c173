import type { SeedDestination } from "@/server/db/seed/types";

export const delhi: SeedDestination = {
  srNo: 2,
  slug: "delhi",
  name: "Delhi",
  state: "Delhi",
  region: "North India",
  description:
    "Delhi, India's capital, has been rebuilt by one ruling power after another for more than a thousand years, from the Tomars and the Delhi Sultanate to the Mughals and the British. Old Delhi grew around Shah Jahan's Red Fort and the Jama Masjid, while New Delhi, designed by Edwin Lutyens and Herbert Baker, was inaugurated in 1931 around Rashtrapati Bhavan and today's Kartavya Path. The city has three UNESCO World Heritage Sites: the Qutb Minar complex, Humayun's Tomb and the Red Fort complex. Food is a reason to come in itself, from parathas and jalebis in the lanes of Chandni Chowk to kebabs near the Jama Masjid, and Hauz Khas and Connaught Place keep the evenings lively.",
  bestSeason: "October to March",
  interests: ["historical", "cultural", "food", "nightlife"],
  avgPrice: 16000,
  rating: 4.5,
  difficulty: "Easy",
  featured: true,
  scene: "city",
  imageAlt: "Illustration of India Gate at dusk with Delhi's tree-lined avenues",
  package: {
    name: "Old & New Delhi Heritage and Food Trail",
    description:
      "A four-day introduction to Delhi's many cities, from the Mughal lanes of Shahjahanabad to the wide avenues of Lutyens' capital and the medieval ruins of Mehrauli. A cycle-rickshaw ride and a guided street-food walk through Chandni Chowk sit alongside Humayun's Tomb and the Qutb Minar. The Old Delhi day is never planned for a Monday, when the Red Fort is closed.",
    highlights: [
      "Cycle-rickshaw ride and street-food walk in Chandni Chowk",
      "Red Fort and the Jama Masjid in Old Delhi",
      "Humayun's Tomb and evening qawwali at Nizamuddin Dargah",
      "Qutb Minar and the ruins of Mehrauli Archaeological Park",
      "Langar at Gurudwara Bangla Sahib",
    ],
    difficulty: "Easy",
    itinerary: [
      {
        title: "Arrival and Lutyens' Delhi by evening",
        description:
          "Meet your driver at Indira Gandhi International Airport or New Delhi railway station and check in near Connaught Place. In the early evening drive along Kartavya Path past Rashtrapati Bhavan and the North and South Blocks to India Gate, lit up after dark. Dinner at a North Indian restaurant in Connaught Place.",
        meals: ["Dinner"],
        stay: "Boutique hotel near Connaught Place, central Delhi",
      },
      {
        title: "Old Delhi: Red Fort, Jama Masjid and a food walk",
        description:
          "Start at the Red Fort, Shah Jahan's seventeenth-century citadel, then climb the steps of the Jama Masjid, one of the largest mosques in India. Ride a cycle rickshaw through Chandni Chowk to Gurudwara Sis Ganj Sahib and the spice sacks of Khari Baoli. Your guide leads a tasting walk through Paranthe Wali Gali and the sweet shops of the old city, with a late afternoon stop at Raj Ghat, the memorial to Mahatma Gandhi.",
        meals: ["Breakfast", "Lunch"],
        stay: "Boutique hotel near Connaught Place, central Delhi",
      },
      {
        title: "Humayun's Tomb, Qutb Minar and Hauz Khas",
        description:
          "Visit Humayun's Tomb, the sixteenth-century garden tomb that inspired the Taj Mahal, then drive south to the Qutb Minar complex to see the 73 m minaret and the ancient Iron Pillar. After lunch walk among the tombs and stepwell of Mehrauli Archaeological Park. At dusk join the qawwali singing at Hazrat Nizamuddin Dargah, or spend the evening at the cafés around the Hauz Khas lake and madrasa ruins.",
        meals: ["Breakfast"],
        stay: "Boutique hotel near Connaught Place, central Delhi",
      },
      {
        title: "Lodhi Garden, Bangla Sahib and departure",
        description:
          "Take an early walk in Lodhi Garden among fifteenth-century tombs of the Sayyid and Lodi rulers. Visit Gurudwara Bangla Sahib, where volunteers serve free langar to thousands every day, and share the simple meal. Transfer to the airport or railway station after check-out.",
        meals: ["Breakfast"],
        stay: null,
      },
    ],
    accommodation: [
      {
        name: "Boutique hotel near Connaught Place",
        type: "4-star hotel",
        location: "Connaught Place, New Delhi",
        nights: 3,
        description:
          "A well-run city hotel within walking distance of Connaught Place and a metro station, convenient for both Old Delhi and Lutyens' Delhi.",
      },
    ],
    costItems: [
      { label: "Accommodation (3 nights, twin sharing)", amount: 6600 },
      { label: "AC car, cycle rickshaw and airport transfers", amount: 3200 },
      { label: "Licensed city guide for three days", amount: 2200 },
      { label: "Monument entry tickets", amount: 600 },
      { label: "Guided Old Delhi food walk and meals", amount: 1000 },
    ],
    inclusions: [
      "Three nights near Connaught Place with daily breakfast",
      "Welcome dinner and the Old Delhi food-walk lunch",
      "AC car with driver for all transfers and sightseeing",
      "Cycle-rickshaw ride through Chandni Chowk",
      "Licensed guide for Old Delhi, Humayun's Tomb, Qutb Minar and Mehrauli",
      "Entry tickets to the Red Fort, Humayun's Tomb and the Qutb Minar",
    ],
    exclusions: [
      "Flights or trains to and from Delhi",
      "Meals other than those listed",
      "Camera fees at the Jama Masjid",
      "Drinks and cover charges in Hauz Khas",
      "Tips and travel insurance",
    ],
    gallery: [
      {
        caption: "Humayun's Tomb in its Mughal garden",
        alt: "Illustration of the red sandstone and marble dome of Humayun's Tomb",
        scene: "monument",
      },
      {
        caption: "The Red Fort's Lahori Gate",
        alt: "Illustration of the Red Fort's red sandstone walls and gateway",
        scene: "fort",
      },
      {
        caption: "Qutb Minar rising above Mehrauli",
        alt: "Illustration of the fluted tower of the Qutb Minar among ruined arches",
        scene: "ruins",
      },
    ],
    reviews: [
      {
        author: "Arjun Mehta",
        rating: 4.5,
        comment:
          "I grew up in Delhi and still learnt something new on the Old Delhi day. The rickshaw ride to Khari Baoli and the paranthas on the food walk were the highlight for my visiting cousins.",
        date: "2025-01-19",
      },
      {
        author: "Sophie Laurent",
        rating: 5,
        comment:
          "Humayun's Tomb in the morning light and the qawwali at Nizamuddin in the evening made day three unforgettable. The guide handled the crowds in Chandni Chowk very calmly.",
        date: "2024-11-24",
      },
      {
        author: "Kenji Watanabe",
        rating: 4,
        comment:
          "Qutb Minar and the Mehrauli ruins were excellent, and eating langar at Bangla Sahib before leaving was moving. Traffic between sites takes longer than you expect.",
        date: "2025-03-02",
      },
      {
        author: "Harpreet Kaur",
        rating: 3.5,
        comment:
          "Good guide and a comfortable hotel, but the Red Fort day felt rushed because of the food walk timing. Lodhi Garden on the last morning was peaceful.",
        date: "2024-02-14",
      },
    ],
    imageAlt: "Illustration of India Gate and Kartavya Path under an evening sky",
  },
};
