import type { SeedDestination } from "@/server/db/seed/types";

export const pachmarhi: SeedDestination = {
  srNo: 44,
  slug: "pachmarhi",
  name: "Pachmarhi",
  state: "Madhya Pradesh",
  region: "Central India",
  description:
    "Pachmarhi is Madhya Pradesh's only hill station, a green plateau at about 1,100 m in the Satpura range, often called Satpura ki Rani, the queen of the Satpuras. Captain James Forsyth brought it to British notice in 1857, and it grew into a summer retreat and army centre, while its sandstone shelters hold rock paintings made over thousands of years. Forest trails lead to waterfalls such as Bee Falls and Rajat Prapat, to the cave shrine of Jata Shankar and to the five rock-cut Pandav Caves. Dhoopgarh, the highest point of the Satpuras, is the classic sunset spot, and the whole area lies within the Pachmarhi Biosphere Reserve, part of UNESCO's world network since 2009.",
  bestSeason: "October to June",
  interests: ["nature", "adventure", "spiritual"],
  avgPrice: 17500,
  rating: 4.4,
  difficulty: "Moderate",
  featured: false,
  scene: "forest",
  imageAlt: "Illustration of a waterfall dropping through forested sandstone gorges at Pachmarhi",
  package: {
    name: "Pachmarhi Satpura Hills & Waterfalls",
    description:
      "A four-day hill escape in the Satpura range with forest walks, cool pools and big sunsets. Most viewpoints inside the reserve can be reached only in registered forest gypsies with permits, which we book for you along with a local guide. Expect steep steps and rocky paths, especially on the trails down to Bee Falls and Apsara Vihar.",
    highlights: [
      "Sunset from Dhoopgarh, the highest point of the Satpuras",
      "Swim in the pool below Bee Falls",
      "Forest walk to Apsara Vihar and the view of Rajat Prapat",
      "Pandav Caves and the Jata Shankar cave shrine",
      "Ancient paintings in sandstone rock shelters",
    ],
    difficulty: "Moderate",
    itinerary: [
      {
        title: "Pipariya to Pachmarhi",
        description:
          "Pick-up at Pipariya railway station for the drive of about 50 km up the ghat road, roughly an hour and a half. In the late afternoon stroll to Priyadarshini Point, from where Forsyth first saw the plateau, and watch the light fade over the gorges.",
        meals: ["Dinner"],
        stay: "Hill resort, Pachmarhi",
      },
      {
        title: "Caves, falls and Dhoopgarh",
        description:
          "Morning at the Pandav Caves on their low hill and at Jata Shankar, a cave shrine to Shiva where a stream rises beneath rock said to resemble his matted hair. Go by forest gypsy to Bee Falls for the walk down to the pool and a swim, then stop at the Handi Khoh gorge and finish on Dhoopgarh for sunset.",
        meals: ["Breakfast", "Dinner"],
        stay: "Hill resort, Pachmarhi",
      },
      {
        title: "Apsara Vihar and rock art",
        description:
          "Guided forest walk to Apsara Vihar, a shallow pool below a small waterfall, continuing to a viewpoint across the gorge to Rajat Prapat, a silver ribbon of falling water. After lunch visit rock shelters near town whose paintings show hunters, animals and dancers, and end at the 19th-century Christ Church.",
        meals: ["Breakfast", "Dinner"],
        stay: "Hill resort, Pachmarhi",
      },
      {
        title: "Bada Mahadeo and departure",
        description:
          "Early visit to Bada Mahadeo, a dripping cave shrine tied to the legend of Shiva and the demon Bhasmasur, then drive down to Pipariya for your onward train.",
        meals: ["Breakfast"],
        stay: null,
      },
    ],
    accommodation: [
      {
        name: "Hill resort near Pachmarhi lake",
        type: "Hill resort",
        location: "Pachmarhi",
        nights: 3,
        description:
          "Cottage rooms among old trees on the edge of town, with a garden, a bonfire area and a restaurant serving North Indian and local dishes.",
      },
    ],
    costItems: [
      { label: "Hill resort, 3 nights on twin sharing", amount: 6300 },
      { label: "Station transfers and forest gypsy", amount: 4400 },
      { label: "Local guide", amount: 1500 },
      { label: "Reserve entry fees and permits", amount: 900 },
      { label: "Meals", amount: 1700 },
    ],
    inclusions: [
      "Three nights in a hill resort on twin sharing",
      "Daily breakfast and dinner",
      "Transfers from and to Pipariya station",
      "Registered forest gypsy with permits for the reserve viewpoints",
      "Local guide for all walks",
      "Entry fees for the viewpoints and waterfalls",
    ],
    exclusions: [
      "Train travel to Pipariya",
      "Lunches and snacks",
      "Boating on Pachmarhi lake",
      "Personal expenses and tips",
      "Travel insurance",
    ],
    gallery: [
      {
        caption: "Bee Falls",
        alt: "Illustration of a waterfall spilling into a rocky pool in thick forest",
        scene: "forest",
      },
      {
        caption: "Sunset from Dhoopgarh",
        alt: "Illustration of layered blue Satpura ridges under an orange sunset",
        scene: "mountain",
      },
      {
        caption: "Pandav Caves",
        alt: "Illustration of five rock-cut cave openings in a sandstone hillock",
        scene: "caves",
      },
    ],
    reviews: [
      {
        author: "Manish Agrawal",
        rating: 4.5,
        comment:
          "Swimming below Bee Falls just after the monsoon was refreshing, and Dhoopgarh at sunset was packed but gorgeous. The gypsy permits were all sorted in advance.",
        date: "2025-10-25",
      },
      {
        author: "Lucy Harper",
        rating: 4,
        comment:
          "The walk to Apsara Vihar has steep steps, so come with decent shoes. The rock paintings were a highlight and our guide explained them well.",
        date: "2024-04-07",
      },
      {
        author: "Shreya Pillai",
        rating: 4.5,
        comment:
          "A cool escape from the May heat in Bhopal. Jata Shankar and Bada Mahadeo felt peaceful early in the morning before the crowds.",
        date: "2026-05-16",
      },
    ],
    imageAlt: "Illustration of the Satpura ridges at sunset seen from Dhoopgarh",
  },
};
