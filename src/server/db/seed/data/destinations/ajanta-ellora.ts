import type { SeedDestination } from "@/server/db/seed/types";

export const ajantaEllora: SeedDestination = {
  srNo: 25,
  slug: "ajanta-ellora",
  name: "Ajanta and Ellora",
  state: "Maharashtra",
  region: "West India",
  description:
    "Ajanta and Ellora are two UNESCO World Heritage cave complexes cut into the basalt hills of the Deccan, both reached from Chhatrapati Sambhajinagar (formerly Aurangabad). Ajanta's thirty or so Buddhist caves line a horseshoe bend of the Waghur river and were carved in two phases between roughly the second century BCE and the late fifth century CE, with murals that remain among the finest surviving paintings of ancient India. Ellora's thirty-four caves, made between about the sixth and tenth centuries, bring Buddhist, Hindu and Jain shrines together along a single escarpment. Its centrepiece, the Kailasa temple of Cave 16, was carved downwards out of one rock under the Rashtrakuta king Krishna I in the eighth century. Plan around the weekly closures: Ajanta shuts on Mondays and Ellora on Tuesdays.",
  bestSeason: "October to March",
  interests: ["historical", "cultural", "spiritual"],
  avgPrice: 22000,
  rating: 4.7,
  difficulty: "Easy",
  featured: false,
  scene: "caves",
  imageAlt:
    "Illustration of the rock-cut cave facades of Ajanta curving around a green river gorge",
  package: {
    name: "Ajanta, Ellora & Deccan Caves Heritage Tour",
    description:
      "A four-day journey through fifteen centuries of rock-cut art, based in Chhatrapati Sambhajinagar. A full day each is given to the painted caves of Ajanta and the carved temples of Ellora, with a specialist guide who knows which murals and sculptures reward the closest look. The tour also takes in Bibi Ka Maqbara and the hilltop fortress of Daulatabad, and the days are arranged to avoid Ajanta's Monday and Ellora's Tuesday closures.",
    highlights: [
      "Padmapani and Vajrapani murals in Ajanta Cave 1",
      "The monolithic Kailasa temple at Ellora",
      "Climb through the dark passages of Daulatabad Fort",
      "Bibi Ka Maqbara, the 'Taj of the Deccan'",
      "Specialist art-history guide at both cave sites",
    ],
    difficulty: "Moderate",
    itinerary: [
      {
        title: "Arrival in Chhatrapati Sambhajinagar",
        description:
          "Arrive at the airport or railway station and transfer to the hotel. In the afternoon visit Bibi Ka Maqbara, the late seventeenth-century mausoleum of Aurangzeb's wife Dilras Banu Begum, and the Panchakki water mill nearby. End the day at a Paithani and Himroo weaving workshop before dinner.",
        meals: ["Dinner"],
        stay: "Heritage-style hotel in Chhatrapati Sambhajinagar",
      },
      {
        title: "Painted caves of Ajanta",
        description:
          "Early start for the drive of about two and a half to three hours to Ajanta, where cars stop at the visitor centre and shuttle buses climb to the caves. Walk the gorge with the guide through Caves 1 and 2 for the Bodhisattva murals, Caves 16 and 17 for the Jataka stories, and the chaitya halls of Caves 19 and 26 with the great reclining Buddha. Finish at the viewpoint across the Waghur where a British officer spotted the caves in 1819, then drive back for dinner.",
        meals: ["Breakfast", "Dinner"],
        stay: "Heritage-style hotel in Chhatrapati Sambhajinagar",
      },
      {
        title: "Ellora caves and Daulatabad Fort",
        description:
          "Drive about forty-five minutes to Ellora and begin with the Buddhist caves, including the Vishwakarma chaitya hall of Cave 10. Spend the late morning at the Kailasa temple, walking its galleries and the rim above it, then see the Jain Indra Sabha in Cave 32 and the nearby Grishneshwar Jyotirlinga temple. On the way back climb Daulatabad Fort, the hill citadel to which Muhammad bin Tughluq moved his capital in 1327.",
        meals: ["Breakfast", "Dinner"],
        stay: "Heritage-style hotel in Chhatrapati Sambhajinagar",
      },
      {
        title: "Aurangabad Caves and departure",
        description:
          "After breakfast visit the quieter Aurangabad Caves on the hillside north of the city, whose Buddhist sculpture fills the gap between Ajanta and Ellora. Transfer to the airport or station for the onward journey.",
        meals: ["Breakfast"],
        stay: null,
      },
    ],
    accommodation: [
      {
        name: "Heritage-style hotel in Chhatrapati Sambhajinagar",
        type: "Heritage hotel",
        location: "Central Chhatrapati Sambhajinagar, near the Ajanta and Ellora roads",
        nights: 3,
        description:
          "A comfortable hotel with Deccan-inspired interiors, a garden and a pool, placed to keep the long drives to both cave sites as short as possible.",
      },
    ],
    costItems: [
      { label: "Accommodation (3 nights)", amount: 7200 },
      { label: "Private air-conditioned car with driver", amount: 4800 },
      { label: "Specialist guide for Ajanta, Ellora and the city", amount: 2600 },
      { label: "Monument tickets and Ajanta shuttle bus", amount: 900 },
      { label: "Dinners", amount: 3200 },
    ],
    inclusions: [
      "Three nights' accommodation with breakfast",
      "Dinners on all three evenings",
      "Private air-conditioned car for all transfers and sightseeing",
      "Specialist guide at Ajanta, Ellora, Daulatabad and city sights",
      "Entry tickets to all monuments in the itinerary",
      "Shuttle bus between the Ajanta visitor centre and the caves",
      "Visit to a Paithani weaving workshop",
    ],
    exclusions: [
      "Flights or trains to Chhatrapati Sambhajinagar",
      "Lunches",
      "Camera fees where charged",
      "Palanquin chairs at Ajanta or Daulatabad",
      "Tips and personal expenses",
    ],
    gallery: [
      {
        caption: "The chaitya hall of Ajanta Cave 19",
        alt: "Illustration of a carved horseshoe-arched cave front at Ajanta with a Buddha in the doorway",
        scene: "caves",
      },
      {
        caption: "Kailasa temple, Ellora",
        alt: "Illustration of the Kailasa temple carved out of a single basalt cliff at Ellora",
        scene: "temple",
      },
      {
        caption: "Daulatabad Fort on its conical hill",
        alt: "Illustration of Daulatabad Fort's walls and Chand Minar below a steep rocky hill",
        scene: "fort",
      },
    ],
    reviews: [
      {
        author: "Aditi Kulkarni",
        rating: 5,
        comment:
          "Our guide spent twenty minutes with us in front of the Padmapani mural in Cave 1 and it was the high point of the trip. The shuttle bus from the Ajanta visitor centre was smooth and we reached before the school groups.",
        date: "2025-01-14",
      },
      {
        author: "Thomas Becker",
        rating: 4.5,
        comment:
          "Standing on the rim above the Kailasa temple is unforgettable. Daulatabad after a full morning at Ellora was tiring in the heat, so carry water, but the dark spiral passage near the top was great fun.",
        date: "2024-11-22",
      },
      {
        author: "Rizwan Shaikh",
        rating: 4,
        comment:
          "Well planned around the Monday and Tuesday closures, which we would have missed on our own. The drive to Ajanta is long on the road, but the Paithani workshop on the first evening was a lovely extra.",
        date: "2026-02-08",
      },
    ],
    imageAlt:
      "Illustration of travellers with a guide looking up at the carved facade of an Ajanta cave",
  },
};
