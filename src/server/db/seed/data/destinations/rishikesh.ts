import type { SeedDestination } from "@/server/db/seed/types";

export const rishikesh: SeedDestination = {
  srNo: 10,
  slug: "rishikesh",
  name: "Rishikesh",
  state: "Uttarakhand",
  region: "North India",
  description:
    "Rishikesh lies where the Ganges leaves the Himalayan foothills for the plains, about 25 km upstream of Haridwar in Uttarakhand. Known as the Yoga Capital of the World, it is full of ashrams and hosts the International Yoga Festival every March, and the Beatles' 1968 stay at Maharishi Mahesh Yogi's ashram made it famous abroad. The Ram Jhula suspension bridge and the evening Ganga Aarti at Parmarth Niketan and Triveni Ghat define the riverside. Upstream near Shivpuri, the river offers white-water rafting through grade II and III rapids, which pauses during the July to mid-September monsoon.",
  bestSeason: "October to June",
  interests: ["spiritual", "adventure", "nature"],
  avgPrice: 12500,
  rating: 4.6,
  difficulty: "Easy",
  featured: false,
  scene: "river",
  imageAlt: "Illustration of a suspension bridge over the green Ganges at Rishikesh",
  package: {
    name: "Rishikesh Yoga, Ganga Aarti & Rafting Retreat",
    description:
      "Four days that mix daily yoga and the evening aarti with a morning of white-water rafting on the Ganges. You stay in a riverside retreat in Tapovan and spend a night in a tented camp in the forest near Shivpuri before rafting back down to Rishikesh.",
    highlights: [
      "Daily yoga and meditation with a certified teacher",
      "Ganga Aarti at Parmarth Niketan",
      "The Beatles Ashram murals at Chaurasi Kutia",
      "Sunrise over the Garhwal Himalaya from Kunjapuri Temple",
      "16 km rafting run from Shivpuri with grade III rapids",
    ],
    difficulty: "Moderate",
    itinerary: [
      {
        title: "Arrival and the Parmarth Niketan aarti",
        description:
          "Transfer from Dehradun's Jolly Grant airport or Haridwar station (about 45 minutes) to a riverside retreat in Tapovan. In the evening cross Ram Jhula to join the Ganga Aarti on the steps of Parmarth Niketan.",
        meals: ["Dinner"],
        stay: "Riverside yoga retreat in Tapovan",
      },
      {
        title: "Yoga, the Beatles Ashram and Triveni Ghat",
        description:
          "Begin with a hatha yoga and pranayama class overlooking the river. Walk to Chaurasi Kutia, the Beatles Ashram, where the meditation domes are covered in murals, then browse the cafés and bookshops of the Lakshman Jhula area. End the day at the aarti on Triveni Ghat.",
        meals: ["Breakfast", "Dinner"],
        stay: "Riverside yoga retreat in Tapovan",
      },
      {
        title: "Kunjapuri sunrise and the Shivpuri camp",
        description:
          "Drive before dawn to Kunjapuri Temple (about an hour) for sunrise over the snow peaks of the Garhwal Himalaya on clear days. After a yoga session and brunch, transfer to a forest camp near Shivpuri for a short walk to a nearby waterfall, beach volleyball and a bonfire dinner.",
        meals: ["Breakfast", "Lunch", "Dinner"],
        stay: "Tented forest camp near Shivpuri",
      },
      {
        title: "Rafting to Rishikesh and departure",
        description:
          "After a safety briefing, raft about 16 km from Shivpuri back to Rishikesh through rapids such as Roller Coaster and Golf Course, with a chance to body-surf in calm stretches (about 2.5 hours). Change, have lunch and transfer to the airport or station.",
        meals: ["Breakfast", "Lunch"],
        stay: null,
      },
    ],
    accommodation: [
      {
        name: "Riverside yoga retreat in Tapovan",
        type: "Boutique retreat",
        location: "Tapovan, Rishikesh",
        nights: 2,
        description:
          "A calm retreat with a yoga hall facing the Ganges, vegetarian meals and simple, bright rooms; alcohol and meat are not served, in keeping with local custom.",
      },
      {
        name: "Tented forest camp near Shivpuri",
        type: "Tented camp",
        location: "Shivpuri, Rishikesh–Badrinath road",
        nights: 1,
        description:
          "Fixed tents with attached bathrooms in a forest clearing above the river, with all meals served in a dining tent.",
      },
    ],
    costItems: [
      { label: "Accommodation (2 nights retreat, 1 night camp)", amount: 4800 },
      { label: "Transfers and Kunjapuri sunrise drive", amount: 2200 },
      { label: "16 km rafting with guide and safety gear", amount: 1400 },
      { label: "Yoga and meditation classes", amount: 1100 },
      { label: "Beatles Ashram entry", amount: 300 },
      { label: "Vegetarian meals and camp meals", amount: 800 },
    ],
    inclusions: [
      "Two nights in a riverside retreat and one night in a forest camp",
      "Vegetarian meals as listed, with all meals at the camp",
      "Daily yoga and meditation sessions",
      "16 km rafting run with certified guides, helmets and life jackets",
      "All road transfers, including the Kunjapuri sunrise drive",
      "Entry ticket to the Beatles Ashram",
    ],
    exclusions: [
      "Travel to and from Dehradun or Haridwar",
      "Bungee jumping, zip-lining and other adventure sports",
      "Ayurvedic massages",
      "Personal donations at ashrams and temples",
      "Tips and travel insurance",
    ],
    gallery: [
      {
        caption: "Rafting the Ganges near Shivpuri",
        alt: "Illustration of a yellow raft in white-water rapids between forested hills",
        scene: "river",
      },
      {
        caption: "Evening aarti on the ghats",
        alt: "Illustration of lamps raised during the evening aarti on riverside steps",
        scene: "ghats",
      },
      {
        caption: "Sunrise from Kunjapuri",
        alt: "Illustration of layered Himalayan foothills and distant snow peaks at dawn",
        scene: "mountain",
      },
    ],
    reviews: [
      {
        author: "Aisha Khan",
        rating: 5,
        comment:
          "The morning yoga by the river set the tone for each day, and the aarti at Parmarth Niketan was beautiful. Rafting through Roller Coaster was the most fun I have had in years.",
        date: "2025-04-13",
      },
      {
        author: "Ben Carter",
        rating: 4.5,
        comment:
          "Loved the Beatles Ashram murals and the Kunjapuri sunrise, even though we only saw the peaks for ten minutes before the clouds came in. The forest camp was clean and the bonfire was a nice touch.",
        date: "2024-10-20",
      },
      {
        author: "Divya Menon",
        rating: 4,
        comment:
          "A good mix of calm and adventure. The retreat's food was simple but tasty; I would have liked one more day of yoga before the rafting.",
        date: "2026-03-08",
      },
    ],
    imageAlt: "Illustration of the Ganges flowing past ashrams and temples at Rishikesh",
  },
};
