import type { TextDictionary } from "./texts";

/**
 * The Hindi of the guide's calendar and licence messages, fetched with the dashboard when Hindi is shown
 * (decision 0040; the keys work as in hindi-texts.ts).
 */
export const HINDI_DASHBOARD_TEXTS: TextDictionary = {
  // Guides: calendar and blocked days
  "Choose at least one working day": "काम का कम से कम एक दिन चुनें",
  "Days are numbered 1 (Monday) to 7 (Sunday)": "दिनों के नंबर 1 (सोमवार) से 7 (रविवार) तक होते हैं",
  "Each day may be chosen once": "हर दिन एक ही बार चुना जा सकता है",
  "Start date cannot be in the past": "शुरुआती तारीख़ बीते हुए दिन की नहीं हो सकती",
  "Block days at most two years ahead": "ज़्यादा से ज़्यादा दो साल आगे तक के दिन बंद करें",
  "Keep the note to 120 characters or fewer": "नोट 120 अक्षरों या उससे कम में लिखें",
  "Block at most a year at a time": "एक बार में ज़्यादा से ज़्यादा एक साल के दिन बंद करें",
  "From must be a valid date": "शुरुआती तारीख़ सही होनी चाहिए",
  "To must be a valid date": "आख़िरी तारीख़ सही होनी चाहिए",
  "To must be on or after from": "आख़िरी तारीख़ शुरुआती तारीख़ वाले दिन या उसके बाद की होनी चाहिए",
  "Ask for at most {max} days": "ज़्यादा से ज़्यादा {max} दिन माँगें",
  "Only guides with a guide profile have a calendar.":
    "कैलेंडर सिर्फ़ गाइड प्रोफ़ाइल वाले गाइडों का होता है।",
  "These days overlap days you have already blocked ({range}).":
    "ये दिन उन दिनों से टकराते हैं जो आप पहले ही बंद कर चुके हैं ({range})।",
  "You have a confirmed tour ({name}, {start} to {end}) in {range}. Blocked days cannot cover a confirmed tour.":
    "{range} में आपका एक पक्का टूर है ({name}, {start} से {end})। पक्के टूर के दिन बंद नहीं किए जा सकते।",
  "Unknown block": "बंद किए गए ये दिन हमें नहीं मिले",
  "Unknown calendar": "यह कैलेंडर हमें नहीं पता",
  "Special requirements: {notes}": "ख़ास ज़रूरतें: {notes}",
  "Booking reference: {id}": "बुकिंग संदर्भ: {id}",
  "Traveller: {name}, {phone}": "यात्री: {name}, {phone}",
  "Group: {travellers}": "ग्रुप: {travellers}",

  // Guides: licences
  "India Tourism guide, national level": "इंडिया टूरिज़्म गाइड, राष्ट्रीय स्तर",
  "India Tourism guide, regional level": "इंडिया टूरिज़्म गाइड, क्षेत्रीय स्तर",
  "State level guide": "राज्य स्तर का गाइड",
  "Please choose the scanned licence (a PDF or an image).":
    "कृपया स्कैन किया हुआ लाइसेंस चुनें (PDF या तस्वीर)।",
  "The file is empty. Please choose the scanned licence.":
    "फ़ाइल ख़ाली है। कृपया स्कैन किया हुआ लाइसेंस चुनें।",
  "The document can be at most 5 MB.": "दस्तावेज़ ज़्यादा से ज़्यादा 5 MB का हो सकता है।",
  "Please choose a PDF, JPEG, PNG or WebP file. This file is none of those.":
    "कृपया PDF, JPEG, PNG या WebP फ़ाइल चुनें। यह फ़ाइल इनमें से कोई नहीं है।",
  "Please choose the kind of licence": "कृपया लाइसेंस का प्रकार चुनें",
  "Licence number": "लाइसेंस नंबर",
  "Licence number may contain only letters, digits, spaces, - and /":
    "लाइसेंस नंबर में सिर्फ़ अक्षर, अंक, स्पेस, - और / हो सकते हैं",
  "Issuing authority": "जारी करने वाला विभाग",
  "Expiry date is required": "मियाद ख़त्म होने की तारीख़ लिखना ज़रूरी है",
  "Expiry date must be a valid date": "मियाद ख़त्म होने की तारीख़ सही होनी चाहिए",
  "Expiry date must be after today": "मियाद ख़त्म होने की तारीख़ आज के बाद की होनी चाहिए",
  "Status must be pending, verified or rejected":
    "स्थिति इनमें से एक होनी चाहिए: मंज़ूरी बाकी, सत्यापित या नामंज़ूर",
  "Only guides with a guide profile can file a licence.":
    "सिर्फ़ गाइड प्रोफ़ाइल वाले गाइड ही लाइसेंस जमा कर सकते हैं।",
  "This licence has already been verified.": "यह लाइसेंस पहले ही सत्यापित हो चुका है।",
  "This licence has already been rejected. The guide can send it again.":
    "यह लाइसेंस पहले ही नामंज़ूर हो चुका है। गाइड इसे फिर से भेज सकते हैं।",
  "This licence has expired. Reject it and ask the guide to send the renewed one.":
    "इस लाइसेंस की मियाद ख़त्म हो चुकी है। इसे नामंज़ूर करें और गाइड से नवीनीकृत लाइसेंस भेजने को कहें।",
};
