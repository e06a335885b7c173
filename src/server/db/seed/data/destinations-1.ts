import type { SeedDestination } from "@/server/db/seed/types";

const agra: SeedDestination = {
  srNo: 1,
  slug: "agra",
  name: "Agra",
  state: "Uttar Pradesh",
  region: "North India",
  description:
    "Agra lies on the Yamuna River in western Uttar Pradesh and was the Mughal capital under Akbar, Jahangir and Shah Jahan. Its best-known monument, the Taj Mahal, was raised by Shah Jahan in memory of his wife Mumtaz Mahal in the mid-seventeenth century and is a UNESCO World Heritage Site. The red sandstone Agra Fort, also on the UNESCO list, holds palaces and audience halls built by three generations of emperors. Close by are the marble tomb of Itmad-ud-Daulah, often called the Baby Taj, Akbar's tomb at Sikandra and the abandoned royal city of Fatehpur Sikri about 40 km to the west. The Taj Mahal is closed to sightseers every Friday, so plan your visit around it.",
  bestSeason: "October to March",
  interests: ["historical", "cultural", "food"],
  avgPrice: 18500,
  rating: 4.8,
  difficulty: "Easy",
  featured: true,
  scene: "monument",
  imageAlt: "Illustration of the Taj Mahal at sunrise across the Yamuna",
  package: {
    name: "Taj Mahal & Mughal Agra Heritage Tour",
    description:
      "Three unhurried days in the city of the Mughals, timed so you see the Taj Mahal at sunrise and again at sunset from across the river. A licensed guide explains the stories behind Agra Fort, the Baby Taj, Akbar's tomb and the red sandstone city of Fatehpur Sikri. The Taj visit is never scheduled on a Friday, when the monument is closed.",
    highlights: [
      "Sunrise visit to the Taj Mahal with a licensed guide",
      "Sunset view of the Taj from Mehtab Bagh across the Yamuna",
      "Agra Fort's Jahangiri Mahal and the Musamman Burj",
      "Marble inlay work at the tomb of Itmad-ud-Daulah",
      "Buland Darwaza and the Salim Chishti shrine at Fatehpur Sikri",
    ],
    difficulty: "Easy",
    itinerary: [
      {
        title: "Arrival in Agra, Agra Fort and Mehtab Bagh",
        description:
          "Transfer from Delhi along the Yamuna Expressway (about 3.5 hours) and check in near the Taj Mahal's East Gate. In the afternoon walk through Agra Fort, from the Amar Singh Gate to the Jahangiri Mahal and the Musamman Burj, where Shah Jahan spent his last years. End the day at Mehtab Bagh, the Mughal garden across the river, as the sun sets behind the Taj.",
        meals: ["Dinner"],
        stay: "Boutique hotel near the Taj Mahal East Gate, Taj Ganj",
      },
      {
        title: "Taj Mahal at sunrise, Baby Taj and Sikandra",
        description:
          "Enter the Taj Mahal at opening time to see the white marble change colour in the early light, with time in the charbagh garden and the main mausoleum. After breakfast cross the Yamuna to the tomb of Itmad-ud-Daulah, the first Mughal tomb faced entirely in inlaid marble. In the afternoon drive to Sikandra to see Akbar's tomb, then browse Kinari Bazaar for petha and marble crafts before a Mughlai dinner.",
        meals: ["Breakfast", "Dinner"],
        stay: "Boutique hotel near the Taj Mahal East Gate, Taj Ganj",
      },
      {
        title: "Fatehpur Sikri and departure",
        description:
          "Check out and drive about an hour west to Fatehpur Sikri, the city Akbar built from 1571 and abandoned within about fifteen years. Walk through the Diwan-i-Khas, Panch Mahal and the Jama Masjid with its Buland Darwaza and the marble tomb of Sufi saint Salim Chishti. Continue to Agra Cantt station or back to Delhi, arriving by evening.",
        meals: ["Breakfast"],
        stay: null,
      },
    ],
    accommodation: [
      {
        name: "Mughal-style boutique hotel near the Taj East Gate",
        type: "4-star hotel",
        location: "Taj Ganj, Agra",
        nights: 2,
        description:
          "A quiet hotel a short walk or electric-cart ride from the Taj Mahal's East Gate, with a rooftop terrace that looks towards the dome and rooms decorated with local marble and inlay work.",
      },
    ],
    costItems: [
      { label: "Accommodation (2 nights, twin sharing)", amount: 7400 },
      { label: "AC car from Delhi, local sightseeing and drop", amount: 4600 },
      { label: "Licensed guide for Agra and Fatehpur Sikri", amount: 1800 },
      { label: "Monument entry tickets including the Taj mausoleum", amount: 900 },
      { label: "Meals (2 breakfasts, 2 dinners)", amount: 1000 },
    ],
    inclusions: [
      "Two nights in a boutique hotel near the Taj East Gate",
      "Daily breakfast and two dinners, including a Mughlai meal",
      "AC car for the Delhi transfer, sightseeing and final drop",
      "Licensed English or Hindi speaking guide on all three days",
      "Entry tickets to the Taj Mahal (with mausoleum), Agra Fort, Itmad-ud-Daulah, Sikandra, Mehtab Bagh and Fatehpur Sikri",
      "Bottled water in the car",
    ],
    exclusions: [
      "Train or air fare to Agra if you do not use the Delhi car transfer",
      "Lunches and drinks",
      "Full-moon night viewing of the Taj Mahal",
      "Camera fees and tips",
      "Travel insurance",
    ],
    gallery: [
      {
        caption: "The Taj Mahal from the charbagh garden",
        alt: "Illustration of the Taj Mahal reflected in the long water channel of its garden",
        scene: "monument",
      },
      {
        caption: "Agra Fort's red sandstone walls",
        alt: "Illustration of the red sandstone ramparts and gateway of Agra Fort",
        scene: "fort",
      },
      {
        caption: "Sunset over the Yamuna from Mehtab Bagh",
        alt: "Illustration of the Yamuna River at dusk with the Taj dome on the far bank",
        scene: "river",
      },
    ],
    reviews: [
      {
        author: "Priya Sharma",
        rating: 5,
        comment:
          "Getting into the Taj right at opening made all the difference, the marble was pink and then white within half an hour. Our guide knew exactly where to stand for photos without the crowds.",
        date: "2025-11-16",
      },
      {
        author: "Daniel Whitaker",
        rating: 4.5,
        comment:
          "Mehtab Bagh at sunset was a lovely surprise after a hot afternoon in Agra Fort. Fatehpur Sikri on the last morning was quieter than I expected and the Buland Darwaza is enormous.",
        date: "2025-02-09",
      },
      {
        author: "Ananya Banerjee",
        rating: 4,
        comment:
          "The Baby Taj's inlay work was my favourite part and nobody talks about it enough. The drive back to Delhi on the final day was long, so keep snacks handy.",
        date: "2024-12-03",
      },
    ],
    imageAlt:
      "Illustration of the Taj Mahal's white dome and minarets framed by its garden gateway",
  },
};

const delhi: SeedDestination = {
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

const goa: SeedDestination = {
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

const ladakh: SeedDestination = {
  srNo: 4,
  slug: "ladakh",
  name: "Ladakh",
  state: "Ladakh",
  region: "North India",
  description:
    "Ladakh is a high-altitude cold desert between the Karakoram and the Great Himalaya, and became a Union Territory of India in 2019. Leh, its main town, sits at about 3,500 m, so every visitor needs a day or two of rest to acclimatise before going higher. Tibetan Buddhist monasteries such as Thiksey, Hemis and Diskit, the sand dunes and Bactrian camels of the Nubra Valley and the changing blues of Pangong Tso draw travellers each summer. The high passes, including Khardung La and Chang La, are usually open only from about May to October. Since 2021 Indian citizens no longer need an Inner Line Permit for Nubra and Pangong but pay an environment fee, while foreign nationals still need a Protected Area Permit.",
  bestSeason: "May to September",
  interests: ["adventure", "nature", "spiritual", "cultural"],
  avgPrice: 52000,
  rating: 4.9,
  difficulty: "Challenging",
  featured: true,
  scene: "mountain",
  imageAlt: "Illustration of a whitewashed Ladakhi monastery below bare brown peaks",
  package: {
    name: "Leh, Nubra Valley & Pangong Tso High Road Journey",
    description:
      "A seven-day road journey built around safe acclimatisation: two easy days in Leh before crossing Khardung La to the Nubra Valley and continuing to the lakeshore camps of Pangong Tso. Travel is in a private SUV with a local driver, and nights at altitude are kept to a sensible minimum. Permits and fees for the protected areas are arranged for you.",
    highlights: [
      "A full rest day and gentle sightseeing to acclimatise in Leh",
      "Thiksey and Hemis monasteries in the Indus Valley",
      "Crossing Khardung La to the dunes of Hunder in Nubra",
      "A night in a lakeside camp at Pangong Tso",
      "Return to Leh over the Chang La pass",
    ],
    difficulty: "Moderate",
    itinerary: [
      {
        title: "Fly into Leh and rest",
        description:
          "Land at Leh's Kushok Bakula Rimpochee Airport, one of the highest commercial airports in the world, and transfer to your hotel. The whole day is kept free for rest and plenty of water, which is the most important step in avoiding altitude sickness. A short evening stroll to Leh market only if you feel well.",
        meals: ["Lunch", "Dinner"],
        stay: "Family-run hotel in Leh town",
      },
      {
        title: "Leh Palace, Shanti Stupa and the Sangam",
        description:
          "A gentle day on the Srinagar road: Gurudwara Pathar Sahib, the Magnetic Hill stretch and the Sangam, where the green Indus meets the muddy Zanskar. Return via the Hall of Fame war museum. In the late afternoon visit the seventeenth-century Leh Palace and watch the sunset from Shanti Stupa.",
        meals: ["Breakfast", "Dinner"],
        stay: "Family-run hotel in Leh town",
      },
      {
        title: "Monasteries of the Indus Valley",
        description:
          "Attend the morning prayers at Thiksey Monastery, with its two-storey Maitreya Buddha, then drive to Hemis, the largest and wealthiest monastery in Ladakh, and its museum. Stop at the ruined palace and giant Buddha of Shey on the way back to Leh.",
        meals: ["Breakfast", "Dinner"],
        stay: "Family-run hotel in Leh town",
      },
      {
        title: "Over Khardung La to the Nubra Valley",
        description:
          "Drive over Khardung La, one of the highest motorable passes in the world, spending only a few minutes at the top. Descend into the Nubra Valley to visit Diskit Monastery and its large Maitreya Buddha statue facing the Shyok River (about 5 hours of driving in total). In the late afternoon walk the sand dunes of Hunder, with an optional ride on a double-humped Bactrian camel.",
        meals: ["Breakfast", "Dinner"],
        stay: "Tented camp at Hunder, Nubra Valley",
      },
      {
        title: "Nubra to Pangong Tso",
        description:
          "A long, scenic drive (about 6 to 7 hours) to Pangong Tso along the Shyok River road when it is open, otherwise via Leh and Chang La. The brackish lake, about 134 km long, stretches from India into Tibet and shifts from turquoise to deep blue through the day. Overnight in a lakeside camp at Spangmik, where nights are very cold even in summer.",
        meals: ["Breakfast", "Dinner"],
        stay: "Lakeside camp at Spangmik, Pangong Tso",
      },
      {
        title: "Pangong sunrise and return over Chang La",
        description:
          "Watch the sunrise over the lake, then drive back to Leh over the Chang La pass (about 5 hours), passing the villages of Tangtse and Durbuk. Afternoon at leisure for shopping for pashmina and apricot products in Leh market.",
        meals: ["Breakfast", "Dinner"],
        stay: "Family-run hotel in Leh town",
      },
      {
        title: "Departure from Leh",
        description:
          "Early breakfast and transfer to Leh airport for your morning flight. Morning flights are the norm here because afternoon winds can disrupt operations.",
        meals: ["Breakfast"],
        stay: null,
      },
    ],
    accommodation: [
      {
        name: "Family-run hotel in Leh town",
        type: "3-star hotel",
        location: "Changspa, Leh",
        nights: 4,
        description:
          "A warm, locally owned hotel with heated rooms, a garden of apricot trees and a short walk to Leh market; used for the first three nights and the night after Pangong.",
      },
      {
        name: "Tented camp at Hunder",
        type: "Deluxe tented camp",
        location: "Hunder, Nubra Valley",
        nights: 1,
        description:
          "Insulated Swiss tents with attached bathrooms near the Hunder dunes, with hot water in the evening and a dining tent serving Ladakhi and North Indian food.",
      },
      {
        name: "Lakeside camp at Spangmik",
        type: "Tented camp",
        location: "Spangmik, Pangong Tso",
        nights: 1,
        description:
          "Simple heated tents a few minutes' walk from the shore of Pangong Tso; electricity is limited to evening hours.",
      },
    ],
    costItems: [
      { label: "Accommodation (6 nights, breakfast and dinner)", amount: 21500 },
      { label: "Private SUV with driver for six days and airport transfers", amount: 16800 },
      { label: "Local escort and monastery guide", amount: 2800 },
      { label: "Environment fee, Red Cross fee and monastery entries", amount: 1300 },
      { label: "Oxygen cylinder in vehicle and Hunder camel ride", amount: 1700 },
    ],
    inclusions: [
      "Six nights in Leh, Nubra and Pangong with breakfast and dinner",
      "Lunch and dinner on the arrival day",
      "Private SUV with an experienced local driver throughout",
      "Protected-area fees, and help with the Protected Area Permit for foreign nationals",
      "Monastery entry tickets at Thiksey, Hemis, Diskit and Leh Palace",
      "Oxygen cylinder and first-aid kit carried in the vehicle",
      "Bactrian camel ride at Hunder",
    ],
    exclusions: [
      "Flights to and from Leh",
      "Lunches from day two onwards",
      "Extra nights caused by flight cancellations or road closures",
      "Travel insurance with high-altitude cover (strongly advised)",
      "Tips for the driver and escort",
    ],
    gallery: [
      {
        caption: "The blues of Pangong Tso",
        alt: "Illustration of a long turquoise lake between bare brown mountains",
        scene: "lake",
      },
      {
        caption: "Sand dunes of Hunder",
        alt: "Illustration of Bactrian camels on grey sand dunes in the Nubra Valley",
        scene: "desert",
      },
      {
        caption: "Thiksey Monastery at dawn",
        alt: "Illustration of a tiered white monastery climbing a hillside above the Indus",
        scene: "temple",
      },
    ],
    reviews: [
      {
        author: "Vikram Nair",
        rating: 5,
        comment:
          "The two slow days in Leh were worth it, nobody in our group got sick crossing Khardung La. The night at Pangong was freezing but the sunrise over the lake was the best thing I have ever seen.",
        date: "2025-07-14",
      },
      {
        author: "Hannah Schmidt",
        rating: 5,
        comment:
          "Morning prayers at Thiksey with the young monks and their horns was magical. Our driver drove the Shyok road to Pangong with great care and stopped whenever we wanted photos.",
        date: "2024-08-30",
      },
      {
        author: "Tenzin Dolma",
        rating: 4.5,
        comment:
          "Well paced and honest about the altitude. The Hunder camp was comfortable, and the Diskit Buddha looking down the Nubra Valley was a highlight.",
        date: "2025-09-08",
      },
      {
        author: "Lucas Moreau",
        rating: 4,
        comment:
          "Spectacular scenery on every day. The drive from Nubra to Pangong is long and bumpy, but the guide warned us in advance and the Protected Area Permit was sorted without any fuss.",
        date: "2024-06-21",
      },
    ],
    imageAlt: "Illustration of a winding mountain road leading down to Pangong Tso",
  },
};

const jaipur: SeedDestination = {
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

const varanasi: SeedDestination = {
  srNo: 6,
  slug: "varanasi",
  name: "Varanasi",
  state: "Uttar Pradesh",
  region: "North India",
  description:
    "Varanasi, also known as Kashi and Banaras, stands on the western bank of the Ganges and is counted among the oldest continuously inhabited cities in the world. More than 80 ghats, stone steps leading down to the water, line its crescent-shaped riverfront, with Manikarnika and Harishchandra ghats serving as cremation grounds. Every evening priests perform the Ganga Aarti at Dashashwamedh Ghat with brass lamps, conches and chanting, and a dawn boat ride shows the city bathing and praying. The Kashi Vishwanath Temple is one of the twelve Jyotirlingas of Shiva, and at Sarnath, about 10 km away, the Buddha gave his first sermon after his enlightenment.",
  bestSeason: "October to March",
  interests: ["spiritual", "cultural", "historical", "food"],
  avgPrice: 17000,
  rating: 4.7,
  difficulty: "Easy",
  featured: true,
  scene: "ghats",
  imageAlt: "Illustration of the Varanasi ghats at dawn with boats on the Ganges",
  package: {
    name: "Varanasi Ganga Ghats & Sarnath Spiritual Journey",
    description:
      "Three days on the banks of the Ganges, staying on the ghats themselves so the river is always a few steps away. You watch the evening aarti from a boat, row past the ghats at sunrise, walk the old lanes to Kashi Vishwanath and spend an afternoon at Sarnath where Buddhism began.",
    highlights: [
      "Evening Ganga Aarti at Dashashwamedh Ghat seen from a boat",
      "Sunrise boat ride from Assi Ghat to Manikarnika",
      "Old city lanes and the Kashi Vishwanath Temple",
      "Dhamek Stupa and the Ashokan lion capital at Sarnath",
      "Banarasi silk weavers at work",
    ],
    difficulty: "Easy",
    itinerary: [
      {
        title: "Arrival and the evening Ganga Aarti",
        description:
          "Transfer from Lal Bahadur Shastri airport or Varanasi Junction (about an hour in traffic) to a guesthouse on the ghats. Walk the riverfront in the afternoon, then board a rowing boat to watch the Ganga Aarti at Dashashwamedh Ghat from the water.",
        meals: ["Dinner"],
        stay: "Heritage guesthouse on the ghats near Dashashwamedh",
      },
      {
        title: "Sunrise on the river, Kashi Vishwanath and Sarnath",
        description:
          "Row from Assi Ghat past Tulsi, Kedar and Dashashwamedh ghats to Manikarnika as the city wakes. Walk through the narrow lanes of the old city to the Kashi Vishwanath Temple, where phones and bags must be left in lockers, and stop for kachori sabzi and jalebi. In the afternoon drive to Sarnath to see the Dhamek Stupa, the Mulagandha Kuti Vihara with its Japanese murals and the Sarnath Museum, home of Ashoka's lion capital; the museum is closed on Fridays, so this day is planned around it.",
        meals: ["Breakfast", "Dinner"],
        stay: "Heritage guesthouse on the ghats near Dashashwamedh",
      },
      {
        title: "Silk weavers and departure",
        description:
          "Start with the morning music and yoga programme at Assi Ghat, then visit a family of Banarasi silk weavers working on handlooms in the weavers' quarter. Finish with a Banarasi paan or a clay cup of lassi before your transfer to the airport or station.",
        meals: ["Breakfast"],
        stay: null,
      },
    ],
    accommodation: [
      {
        name: "Heritage guesthouse on the ghats",
        type: "Heritage guesthouse",
        location: "Near Dashashwamedh Ghat, Varanasi",
        nights: 2,
        description:
          "A converted old riverside mansion with river-view rooms and a rooftop café over the Ganges; the last stretch is on foot through the lanes, and porters carry your bags.",
      },
    ],
    costItems: [
      { label: "Accommodation (2 nights, twin sharing)", amount: 7200 },
      { label: "Transfers, car to Sarnath and porters", amount: 2400 },
      { label: "Evening aarti and sunrise boat rides", amount: 1800 },
      { label: "Local guide and Sarnath entry tickets", amount: 1800 },
      { label: "Meals and street-food tastings", amount: 1200 },
    ],
    inclusions: [
      "Two nights in a river-view room on the ghats with breakfast",
      "Two dinners, including a vegetarian Banarasi thali",
      "Private rowing boat for the evening aarti and the sunrise ride",
      "Local guide for the old city, Kashi Vishwanath and Sarnath",
      "Entry tickets to the Sarnath site and museum",
      "Airport or station transfers and porter help in the lanes",
    ],
    exclusions: [
      "Flights or trains to and from Varanasi",
      "Special darshan tickets or temple offerings",
      "Lunches and drinks",
      "Silk purchases",
      "Tips and travel insurance",
    ],
    gallery: [
      {
        caption: "Ganga Aarti at Dashashwamedh Ghat",
        alt: "Illustration of priests raising brass lamps on the ghats at dusk",
        scene: "ghats",
      },
      {
        caption: "Morning on the Ganges",
        alt: "Illustration of wooden rowing boats on the Ganges in misty morning light",
        scene: "river",
      },
      {
        caption: "Dhamek Stupa at Sarnath",
        alt: "Illustration of the massive brick and stone Dhamek Stupa in a green park",
        scene: "monument",
      },
    ],
    reviews: [
      {
        author: "Kavya Reddy",
        rating: 5,
        comment:
          "Watching the aarti from the boat was far better than squeezing onto the steps. The sunrise row to Manikarnika was quiet and very moving.",
        date: "2025-11-30",
      },
      {
        author: "Oliver Bennett",
        rating: 4.5,
        comment:
          "Staying right on the ghats made the whole trip. Sarnath was peaceful after the lanes of the old city, and seeing the lion capital in the museum was special.",
        date: "2024-03-10",
      },
      {
        author: "Siddharth Rao",
        rating: 4,
        comment:
          "Great guide for Kashi Vishwanath, the locker system was confusing without him. The weavers' visit was interesting but a little short.",
        date: "2025-01-26",
      },
    ],
    imageAlt: "Illustration of lamps floating on the Ganges beside the Varanasi ghats",
  },
};

const kashmir: SeedDestination = {
  srNo: 7,
  slug: "kashmir",
  name: "Kashmir",
  state: "Jammu and Kashmir",
  region: "North India",
  description:
    "The Kashmir Valley is a broad, fertile basin in the western Himalaya, drained by the Jhelum River and ringed by the Pir Panjal and Great Himalayan ranges. Srinagar, the summer capital of Jammu and Kashmir, is known for its cedar-wood houseboats and shikaras on Dal Lake and for seventeenth-century Mughal gardens such as Nishat Bagh and Shalimar Bagh. Gulmarg has one of the highest cable cars in the world and winter skiing, Pahalgam sits in the Lidder Valley on the route of the Amarnath Yatra, and Sonamarg leads to the Thajiwas glacier. Spring fills the tulip garden in Srinagar, summer is ideal for meadow walks, and autumn turns the chinar trees red and gold.",
  bestSeason: "April to October",
  interests: ["nature", "adventure", "cultural", "food"],
  avgPrice: 32000,
  rating: 4.8,
  difficulty: "Easy",
  featured: true,
  scene: "lake",
  imageAlt: "Illustration of a shikara gliding across Dal Lake with mountains behind",
  package: {
    name: "Kashmir Valley Lakes & Meadows Tour",
    description:
      "Six days from the houseboats of Dal Lake to the meadows of Gulmarg and the pine-lined Lidder Valley at Pahalgam. You ride the Gulmarg Gondola, stroll the Mughal gardens and finish with a traditional Wazwan feast. Outings always follow the current local travel advisories.",
    highlights: [
      "Two nights on a carved cedar houseboat on Dal Lake",
      "Shikara ride and the floating vegetable market at dawn",
      "Nishat Bagh, Shalimar Bagh and Chashme Shahi gardens",
      "Gulmarg Gondola to Kongdoori and Apharwat, weather permitting",
      "Betaab Valley and Aru Valley in Pahalgam",
    ],
    difficulty: "Easy",
    itinerary: [
      {
        title: "Arrival in Srinagar and a shikara ride",
        description:
          "Transfer from Srinagar airport to a houseboat on Dal Lake and settle in with a cup of saffron kahwa. In the late afternoon take a shikara ride past the lotus beds and lake-side markets as the sun sets behind the hills.",
        meals: ["Dinner"],
        stay: "Deluxe houseboat on Dal Lake, Srinagar",
      },
      {
        title: "Mughal gardens and old Srinagar",
        description:
          "Rise early for the floating vegetable market on the lake, then visit the terraced Mughal gardens of Nishat Bagh, Shalimar Bagh and Chashme Shahi. In the afternoon explore the old city: the wooden Khanqah-e-Moula shrine on the Jhelum and the great Jamia Masjid with its hundreds of deodar pillars.",
        meals: ["Breakfast", "Dinner"],
        stay: "Deluxe houseboat on Dal Lake, Srinagar",
      },
      {
        title: "Drive to Gulmarg and the Gondola",
        description:
          "Drive about two hours to Gulmarg, the meadow of flowers ringed by pine forest. Ride the Gulmarg Gondola to Kongdoori and, weather permitting, on to the Apharwat ridge for views towards the Pir Panjal. Evening walk around the meadow and St Mary's Church.",
        meals: ["Breakfast", "Dinner"],
        stay: "Mountain lodge in Gulmarg",
      },
      {
        title: "Gulmarg to Pahalgam via the saffron fields",
        description:
          "Drive to Pahalgam (about 4 to 5 hours), stopping at the saffron fields of Pampore and the ninth-century stone temple ruins at Awantipora. Arrive in the Lidder Valley in the afternoon and walk along the river.",
        meals: ["Breakfast", "Dinner"],
        stay: "Riverside hotel in Pahalgam",
      },
      {
        title: "Betaab Valley, Aru Valley and Chandanwari",
        description:
          "Local union taxis, the only vehicles allowed on these roads, take you to Betaab Valley, the village and meadows of Aru and the snowfields of Chandanwari. In the evening enjoy a multi-course Kashmiri Wazwan dinner with rogan josh and gushtaba.",
        meals: ["Breakfast", "Dinner"],
        stay: "Riverside hotel in Pahalgam",
      },
      {
        title: "Return to Srinagar and departure",
        description:
          "Drive back to Srinagar airport (about 2.5 to 3 hours), stopping to buy dry fruits, walnut-wood crafts or pashmina on the way if time allows.",
        meals: ["Breakfast"],
        stay: null,
      },
    ],
    accommodation: [
      {
        name: "Deluxe houseboat on Dal Lake",
        type: "Houseboat",
        location: "Dal Lake, Srinagar",
        nights: 2,
        description:
          "A hand-carved cedar houseboat with a sitting room, dining room and covered veranda; a shikara takes you to and from the shore.",
      },
      {
        name: "Mountain lodge in Gulmarg",
        type: "3-star hotel",
        location: "Gulmarg",
        nights: 1,
        description:
          "A wooden lodge at the edge of the Gulmarg meadow, close to the Gondola base station, with heated rooms.",
      },
      {
        name: "Riverside hotel in Pahalgam",
        type: "3-star hotel",
        location: "Lidder riverside, Pahalgam",
        nights: 2,
        description:
          "A comfortable hotel among pine trees with rooms looking onto the Lidder River, a short walk from the main market.",
      },
    ],
    costItems: [
      { label: "Accommodation (5 nights, breakfast and dinner)", amount: 13500 },
      { label: "Private car for six days and Pahalgam union taxis", amount: 7600 },
      { label: "Gulmarg Gondola phase 1 and 2 tickets", amount: 1700 },
      { label: "Shikara ride and Mughal garden entries", amount: 900 },
      { label: "Wazwan dinner and other meals", amount: 3400 },
    ],
    inclusions: [
      "Two nights on a houseboat and three nights in hotels",
      "Daily breakfast and dinner, including a Wazwan feast",
      "Private car with driver for all transfers and sightseeing",
      "Pahalgam union taxis for Betaab Valley, Aru and Chandanwari",
      "Gulmarg Gondola tickets for both phases",
      "Shikara ride and entry tickets to the Mughal gardens",
    ],
    exclusions: [
      "Flights to and from Srinagar",
      "Pony rides and sledging in Gulmarg or Pahalgam",
      "Lunches and drinks",
      "Extra costs if the Gondola's second phase is closed by weather",
      "Tips and travel insurance",
    ],
    gallery: [
      {
        caption: "Houseboats on Dal Lake",
        alt: "Illustration of carved wooden houseboats moored along Dal Lake",
        scene: "lake",
      },
      {
        caption: "Gulmarg's meadows below the Pir Panjal",
        alt: "Illustration of a green meadow ringed by pine forest and snowy peaks",
        scene: "mountain",
      },
      {
        caption: "The Lidder River at Pahalgam",
        alt: "Illustration of a clear mountain river flowing through a pine valley",
        scene: "river",
      },
    ],
    reviews: [
      {
        author: "Neha Gupta",
        rating: 5,
        comment:
          "The houseboat staff treated us like family and the floating market at dawn was incredible. We got all the way up to Apharwat on the Gondola and saw snow in May.",
        date: "2025-05-18",
      },
      {
        author: "Marco Rossi",
        rating: 4.5,
        comment:
          "Shalimar Bagh and Nishat Bagh were beautiful, and the Wazwan dinner in Pahalgam was a feast I will remember. The union taxi system in Pahalgam is a little chaotic but our guide managed it.",
        date: "2024-09-29",
      },
      {
        author: "Farhan Qureshi",
        rating: 4.5,
        comment:
          "Aru Valley was the quietest and loveliest stop. Autumn colours on the drive through Pampore and the saffron fields in bloom were a bonus.",
        date: "2025-10-26",
      },
    ],
    imageAlt: "Illustration of Dal Lake's houseboats and shikaras at sunset",
  },
};

const andaman: SeedDestination = {
  srNo: 8,
  slug: "andaman",
  name: "Andaman Islands",
  state: "Andaman and Nicobar Islands",
  region: "Islands",
  description:
    "The Andaman Islands are an archipelago in the Bay of Bengal, about 1,200 km east of Chennai, with Sri Vijaya Puram, formerly Port Blair, as the capital. The Cellular Jail there, where the British held Indian freedom fighters in solitary cells, is now a national memorial with an evening light and sound show. Swaraj Dweep (Havelock) is known for Radhanagar Beach and coral reefs for snorkelling and diving, while Shaheed Dweep (Neil) has quiet beaches and a natural rock bridge. Indian citizens need no permit for the main tourist islands, foreign nationals are checked at immigration on arrival, and tribal reserves such as North Sentinel Island are closed to all visitors.",
  bestSeason: "October to May",
  interests: ["beach", "adventure", "nature", "historical"],
  avgPrice: 46000,
  rating: 4.7,
  difficulty: "Easy",
  featured: true,
  scene: "island",
  imageAlt: "Illustration of a turquoise bay and white sand beach on an Andaman island",
  package: {
    name: "Andaman Islands Beaches & Coral Reefs Escape",
    description:
      "Six days across three islands: the history of Sri Vijaya Puram, the reefs and long beaches of Swaraj Dweep and the slower pace of Shaheed Dweep. Inter-island ferries, snorkelling at Elephant Beach and all entry fees are arranged. Sea conditions decide ferry timings, so the order of days can shift.",
    highlights: [
      "Cellular Jail and its evening light and sound show",
      "Sunset at Radhanagar Beach on Swaraj Dweep",
      "Snorkelling over the coral at Elephant Beach",
      "The natural rock bridge at Laxmanpur on Shaheed Dweep",
      "Colonial ruins on Netaji Subhas Chandra Bose Dweep (Ross Island)",
    ],
    difficulty: "Easy",
    itinerary: [
      {
        title: "Arrival in Sri Vijaya Puram and the Cellular Jail",
        description:
          "Land at Veer Savarkar International Airport and check in. After lunch, visit the Cellular Jail, completed in 1906, and climb to its central tower for views over the harbour. Relax at Corbyn's Cove beach before returning for the evening light and sound show at the jail.",
        meals: ["Dinner"],
        stay: "Sea-view hotel in Sri Vijaya Puram",
      },
      {
        title: "Ferry to Swaraj Dweep and Radhanagar Beach",
        description:
          "Take a morning private ferry to Swaraj Dweep (about 1.5 to 2.5 hours). After check-in, head to Radhanagar Beach, a long curve of white sand backed by tall forest, for swimming and sunset.",
        meals: ["Breakfast"],
        stay: "Beach resort on Swaraj Dweep",
      },
      {
        title: "Elephant Beach snorkelling",
        description:
          "A short boat ride from the jetty takes you to Elephant Beach for guided snorkelling over shallow coral with parrotfish and clownfish. The afternoon is free for Kalapathar beach or an optional scuba introduction dive with a certified centre.",
        meals: ["Breakfast", "Dinner"],
        stay: "Beach resort on Swaraj Dweep",
      },
      {
        title: "Ferry to Shaheed Dweep",
        description:
          "Cross to Shaheed Dweep by ferry (about an hour). Visit Bharatpur beach, where glass-bottom boats float over the reef, then walk at low tide to the natural rock bridge near Laxmanpur. Watch the sunset from Laxmanpur beach.",
        meals: ["Breakfast"],
        stay: "Beach cottages on Shaheed Dweep",
      },
      {
        title: "Sitapur sunrise and Ross Island",
        description:
          "Watch the sunrise at Sitapur beach, then take the ferry back to Sri Vijaya Puram. In the afternoon a short boat ride takes you to Netaji Subhas Chandra Bose Dweep, the former British headquarters, where tree roots grip the ruins of a church, bakery and bungalows and spotted deer roam; boats do not run there on Wednesdays.",
        meals: ["Breakfast", "Dinner"],
        stay: "Sea-view hotel in Sri Vijaya Puram",
      },
      {
        title: "Departure",
        description:
          "Free morning for souvenir shopping at the government emporium or a walk along Marina Park, then transfer to the airport.",
        meals: ["Breakfast"],
        stay: null,
      },
    ],
    accommodation: [
      {
        name: "Sea-view hotel in Sri Vijaya Puram",
        type: "3-star hotel",
        location: "Aberdeen Bazaar area, Sri Vijaya Puram",
        nights: 2,
        description:
          "A comfortable hotel a few minutes from the Cellular Jail and the Aberdeen jetty, with rooms overlooking the harbour; used on the first and fifth nights.",
      },
      {
        name: "Beach resort on Swaraj Dweep",
        type: "4-star resort",
        location: "Govind Nagar beach, Swaraj Dweep",
        nights: 2,
        description:
          "Wooden cottages in a palm garden right on the beach, with a dive centre nearby and a restaurant serving fresh seafood.",
      },
      {
        name: "Beach cottages on Shaheed Dweep",
        type: "Beach cottage",
        location: "Near Laxmanpur, Shaheed Dweep",
        nights: 1,
        description:
          "Simple, clean cottages among coconut palms a short walk from the sunset beach.",
      },
    ],
    costItems: [
      { label: "Accommodation (5 nights, twin sharing)", amount: 17500 },
      { label: "Private inter-island ferry tickets (three legs)", amount: 7000 },
      { label: "Airport, jetty and sightseeing vehicles", amount: 4800 },
      { label: "Entry tickets and boat fees (Cellular Jail, Ross Island)", amount: 3000 },
      { label: "Guided snorkelling at Elephant Beach", amount: 1500 },
      { label: "Meals (5 breakfasts, 3 dinners)", amount: 5200 },
    ],
    inclusions: [
      "Five nights across three islands with daily breakfast",
      "Three dinners, including a seafood dinner on Swaraj Dweep",
      "Private ferry tickets between the islands",
      "All airport, jetty and sightseeing transfers",
      "Cellular Jail entry and light and sound show tickets",
      "Boat and entry fees for Ross Island and Elephant Beach",
      "Guided snorkelling with equipment at Elephant Beach",
    ],
    exclusions: [
      "Flights to and from Sri Vijaya Puram",
      "Scuba diving and other water sports",
      "Glass-bottom boat rides at Bharatpur",
      "Lunches and drinks",
      "Tips and travel insurance",
    ],
    gallery: [
      {
        caption: "Radhanagar Beach at sunset",
        alt: "Illustration of a long white beach edged by tall forest at sunset",
        scene: "beach",
      },
      {
        caption: "The Cellular Jail's wings",
        alt: "Illustration of a three-storey colonial prison block with a central watchtower",
        scene: "monument",
      },
      {
        caption: "Reefs off Swaraj Dweep",
        alt: "Illustration of a small island surrounded by clear turquoise water and coral",
        scene: "island",
      },
    ],
    reviews: [
      {
        author: "Lakshmi Narayanan",
        rating: 5,
        comment:
          "The light and sound show at the Cellular Jail gave my parents goosebumps. Radhanagar was the most beautiful beach we have seen in India.",
        date: "2025-01-12",
      },
      {
        author: "Chloe Dubois",
        rating: 4.5,
        comment:
          "Snorkelling at Elephant Beach was clear and colourful, and the rock bridge on Neil was worth the low-tide walk. Ferries ran on time both ways.",
        date: "2024-04-07",
      },
      {
        author: "Rahul Verma",
        rating: 4,
        comment:
          "Great trip overall. Ross Island's ruins were eerie and beautiful. The Neil cottage was basic and the ferry back was delayed by an hour because of the swell.",
        date: "2025-03-23",
      },
      {
        author: "Ingrid Larsen",
        rating: 5,
        comment:
          "Everything was organised, from ferry tickets to the snorkel guide. Sunrise at Sitapur and sunset at Laxmanpur on the same island made Neil my favourite stop.",
        date: "2024-11-17",
      },
    ],
    imageAlt: "Illustration of Radhanagar Beach with palm trees and turquoise water",
  },
};

const udaipur: SeedDestination = {
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

const rishikesh: SeedDestination = {
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

const jodhpur: SeedDestination = {
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

const mumbai: SeedDestination = {
  srNo: 12,
  slug: "mumbai",
  name: "Mumbai",
  state: "Maharashtra",
  region: "West India",
  description:
    "Mumbai, the capital of Maharashtra, grew from seven islands that were joined into one by land reclamation during British rule and is now India's financial and film capital. Its Victorian Gothic and Art Deco buildings around the Oval Maidan form a UNESCO World Heritage Site, and Chhatrapati Shivaji Maharaj Terminus, the former Victoria Terminus completed in 1888, is listed in its own right. Ferries leave from the Gateway of India to the rock-cut Shiva cave temples of Elephanta Island, and Marine Drive curves around Back Bay as the Queen's Necklace at night. The dabbawalas' lunch deliveries, the open-air laundry of Dhobi Ghat and street food such as vada pav, bhel puri and pav bhaji show the city's everyday energy.",
  bestSeason: "November to February",
  interests: ["cultural", "food", "nightlife", "historical"],
  avgPrice: 26000,
  rating: 4.4,
  difficulty: "Easy",
  featured: false,
  scene: "city",
  imageAlt: "Illustration of the Gateway of India on Mumbai's harbour at dusk",
  package: {
    name: "Mumbai Heritage, Elephanta & Street Food Tour",
    description:
      "Four days in Maximum City, from the colonial landmarks of South Mumbai and the rock-cut caves of Elephanta to the dabbawalas at Churchgate and the seaside snacks of Chowpatty. You stay in Colaba, close to the Gateway of India, and end in the lanes and promenades of Bandra. The Elephanta trip is never planned for a Monday, when the caves are closed.",
    highlights: [
      "Ferry from the Gateway of India to the Elephanta Caves",
      "Chhatrapati Shivaji Maharaj Terminus and the Art Deco of Marine Drive",
      "Dabbawalas at Churchgate and the Dhobi Ghat laundry",
      "Evening street-food walk at Girgaum Chowpatty",
      "Bandra Fort, Bandstand and the street art of Ranwar",
    ],
    difficulty: "Easy",
    itinerary: [
      {
        title: "Arrival, Gateway of India and Marine Drive",
        description:
          "Transfer from Chhatrapati Shivaji Maharaj International Airport to a hotel in Colaba (about an hour). In the late afternoon visit the Gateway of India, built to mark the 1911 royal visit, and walk along Marine Drive for sunset as the Queen's Necklace lights up.",
        meals: ["Dinner"],
        stay: "Heritage boutique hotel in Colaba",
      },
      {
        title: "Elephanta Caves and Kala Ghoda",
        description:
          "Take the morning ferry from the Gateway of India to Elephanta Island (about an hour each way) and climb to the caves to see the great three-headed Sadashiva sculpture. Back on the mainland, visit the Chhatrapati Shivaji Maharaj Vastu Sangrahalaya museum and browse the galleries and cafés of the Kala Ghoda art district.",
        meals: ["Breakfast"],
        stay: "Heritage boutique hotel in Colaba",
      },
      {
        title: "CSMT, dabbawalas, Dhobi Ghat and Chowpatty",
        description:
          "Admire the Gothic façade of Chhatrapati Shivaji Maharaj Terminus and the Art Deco buildings facing the Oval Maidan. Around late morning watch the dabbawalas sort lunchboxes outside Churchgate station, then visit Crawford Market, the Dhobi Ghat laundry at Mahalaxmi and the Haji Ali Dargah on its causeway, reached at low tide. End with a guided street-food walk at Girgaum Chowpatty with pav bhaji, bhel puri and kulfi.",
        meals: ["Breakfast", "Dinner"],
        stay: "Heritage boutique hotel in Colaba",
      },
      {
        title: "Bandra and departure",
        description:
          "Drive over the Bandra–Worli Sea Link to Bandra to see the ruins of Bandra Fort, walk the Bandstand promenade and explore the painted walls and old cottages of Ranwar village. Transfer to the airport, about 30 minutes away.",
        meals: ["Breakfast"],
        stay: null,
      },
    ],
    accommodation: [
      {
        name: "Heritage boutique hotel in Colaba",
        type: "4-star hotel",
        location: "Colaba, South Mumbai",
        nights: 3,
        description:
          "A restored early twentieth-century building a short walk from the Gateway of India and Colaba Causeway, with high ceilings and a small café.",
      },
    ],
    costItems: [
      { label: "Accommodation (3 nights, twin sharing)", amount: 12600 },
      { label: "AC car for transfers and sightseeing", amount: 3600 },
      { label: "Licensed city guide for three days", amount: 2400 },
      { label: "Elephanta ferry, cave and museum entries", amount: 1400 },
      { label: "Street-food walk and meals", amount: 2000 },
    ],
    inclusions: [
      "Three nights in a Colaba boutique hotel with daily breakfast",
      "Welcome dinner and the Chowpatty street-food walk",
      "AC car with driver for transfers and sightseeing",
      "Licensed guide for South Mumbai, Elephanta and Bandra",
      "Return ferry to Elephanta Island and cave entry tickets",
      "Entry to the Chhatrapati Shivaji Maharaj Vastu Sangrahalaya museum",
    ],
    exclusions: [
      "Flights or trains to and from Mumbai",
      "Bollywood studio tours",
      "Lunches and drinks",
      "Camera fees and the Elephanta toy train",
      "Tips and travel insurance",
    ],
    gallery: [
      {
        caption: "Chhatrapati Shivaji Maharaj Terminus",
        alt: "Illustration of a Victorian Gothic railway station with a central dome",
        scene: "monument",
      },
      {
        caption: "The Elephanta Caves",
        alt: "Illustration of a rock-cut cave hall with carved pillars and a giant three-headed sculpture",
        scene: "caves",
      },
      {
        caption: "Marine Drive at night",
        alt: "Illustration of a curving seafront road lit by streetlights at night",
        scene: "city",
      },
    ],
    reviews: [
      {
        author: "Nikhil Bhatt",
        rating: 4.5,
        comment:
          "The Sadashiva sculpture at Elephanta is breathtaking in person. Watching the dabbawalas at Churchgate sort hundreds of tiffins in minutes was a highlight for my kids.",
        date: "2025-12-14",
      },
      {
        author: "Olivia Brown",
        rating: 4,
        comment:
          "Great guide and a charming Colaba hotel. Dhobi Ghat and Haji Ali on the same day was a lot in the heat, but the Chowpatty food walk made up for it.",
        date: "2024-01-21",
      },
      {
        author: "Carlos Mendes",
        rating: 5,
        comment:
          "CSMT is even more impressive than the photos, and the Bandra morning with the street art in Ranwar was a relaxed way to finish before the flight.",
        date: "2025-02-23",
      },
    ],
    imageAlt: "Illustration of Chhatrapati Shivaji Maharaj Terminus with Mumbai traffic in front",
  },
};

export const destinationsPart1: SeedDestination[] = [
  agra,
  delhi,
  goa,
  ladakh,
  jaipur,
  varanasi,
  kashmir,
  andaman,
  udaipur,
  rishikesh,
  jodhpur,
  mumbai,
];
