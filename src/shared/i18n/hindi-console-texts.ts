import type { TextDictionary } from "./texts";

/**
 * The Hindi of the admin console's messages, fetched with the console when Hindi is shown
 * (decision 0040; the keys work as in hindi-texts.ts).
 */
export const HINDI_CONSOLE_TEXTS: TextDictionary = {
  // Admin: users and guide applications
  "Please choose a role: user, guide or admin": "कृपया भूमिका चुनें: यात्री, गाइड या एडमिन",
  "Please choose a role: user, guide or admin.": "कृपया भूमिका चुनें: यात्री, गाइड या एडमिन।",
  "Please enter a valid email address.": "कृपया सही ईमेल पता लिखें।",
  "Status must be pending, approved, rejected or all":
    "स्थिति इनमें से एक होनी चाहिए: मंज़ूरी बाकी, मंज़ूर, नामंज़ूर या सभी",
  "An application number is a whole number": "आवेदन का नंबर एक पूरी संख्या होता है",
  "An account already uses this email address, and this application was sent signed out, so approving it could change an account the applicant has not proved they own. Please ask the person to log in to that account and apply from it.":
    "इस ईमेल पते से पहले से एक खाता है, और यह आवेदन साइन इन किए बिना भेजा गया था। इसे मंज़ूर करने से ऐसा खाता बदल सकता है जिसके मालिक होने का सबूत आवेदक ने नहीं दिया है। कृपया उस व्यक्ति से कहें कि वे उस खाते में लॉग इन करके वहीं से आवेदन करें।",
  "The email could not be sent. Please try again later.":
    "ईमेल नहीं भेजा जा सका। कृपया बाद में फिर से कोशिश करें।",
  "You cannot remove your own administrator role. Ask another administrator to do it.":
    "आप अपनी एडमिन भूमिका ख़ुद नहीं हटा सकते। किसी दूसरे एडमिन से कहें।",
  "You cannot ban your own account.": "आप अपने ही खाते पर रोक नहीं लगा सकते।",
  "You cannot delete your own account from the admin console.":
    "आप एडमिन कंसोल से अपना ही खाता नहीं हटा सकते।",
  "An account with this email address already exists.": "इस ईमेल पते से एक खाता पहले से मौजूद है।",
  "This user is banned and cannot sign in. Unban them first.":
    "इस उपयोगकर्ता पर रोक लगी है और वह साइन इन नहीं कर सकता। पहले रोक हटाएँ।",
  "This user has two-factor authentication on, so a sign-in link cannot be used. Send a password reset link instead.":
    "इस उपयोगकर्ता का टू-फ़ैक्टर ऑथेंटिकेशन चालू है, इसलिए साइन-इन लिंक काम नहीं करेगा। इसके बजाय पासवर्ड बदलने का लिंक भेजें।",
  "The request was refused.": "अनुरोध मना कर दिया गया।",
  "User not found.": "उपयोगकर्ता नहीं मिला।",
  "The applicant's account is banned. Unban it before approving the application.":
    "आवेदक के खाते पर रोक लगी है। आवेदन मंज़ूर करने से पहले रोक हटाएँ।",
  "The account that sent this application no longer exists. Please reject it with a reason.":
    "जिस खाते से यह आवेदन भेजा गया था, वह अब मौजूद नहीं है। कृपया वजह लिखकर इसे नामंज़ूर करें।",
  "This application has already been {status}.": "यह आवेदन पहले ही {status} हो चुका है।",
  approved: "मंज़ूर",
  rejected: "नामंज़ूर",
  "Portrait of {name}": "{name} की तस्वीर",

  // Admin: bookings
  "Type at least 3 letters or digits, or the start of a booking id.":
    "कम से कम 3 अक्षर या अंक लिखें, या बुकिंग ID की शुरुआत लिखें।",
  "Unknown payment state": "भुगतान की यह स्थिति हमें नहीं पता",
  "Unknown destination": "यह जगह हमें नहीं पता",
  "To must be on or after From": "आख़िरी तारीख़ शुरुआती तारीख़ वाले दिन या उसके बाद की होनी चाहिए",
  "Search text must be at most 100 characters": "खोज का टेक्स्ट ज़्यादा से ज़्यादा 100 अक्षरों का हो सकता है",
  "Say why the booking is cancelled": "बताएँ कि बुकिंग क्यों रद्द की जा रही है",
  "The reason must be at most {max} characters": "वजह ज़्यादा से ज़्यादा {max} अक्षरों में लिखें",

  // Content: destinations and packages (admin console)
  "Choose a photo or none": "कोई फ़ोटो चुनें या कोई नहीं",
  "That photo is not one we know": "यह फ़ोटो हमारे पास नहीं है",
  "That photo is not one we have: please upload it again.":
    "यह फ़ोटो हमारे पास नहीं है: कृपया इसे फिर से अपलोड करें।",
  "Best season": "घूमने का सबसे अच्छा समय",
  "A description of the picture": "तस्वीर का विवरण",
  "Day title": "दिन का शीर्षक",
  "Day description": "दिन का विवरण",
  "Accommodation name": "ठहरने की जगह का नाम",
  "Accommodation type": "ठहरने की जगह का प्रकार",
  "Accommodation location": "ठहरने की जगह का स्थान",
  "Accommodation description": "ठहरने की जगह का विवरण",
  "Cost line": "लागत की पंक्ति",
  "Average price": "औसत क़ीमत",
  "Other names": "दूसरे नाम",
  highlight: "ख़ास बात",
  inclusion: "शामिल चीज़",
  exclusion: "शामिल न होने वाली चीज़",
  meal: "भोजन",
  highlights: "ख़ास बातें",
  inclusions: "शामिल चीज़ें",
  exclusions: "शामिल न होने वाली चीज़ें",
  "{label} in Hindi must be text": "हिन्दी में {label} टेक्स्ट होना चाहिए",
  "{label} in Hindi must be at most {max} characters":
    "हिन्दी में {label} ज़्यादा से ज़्यादा {max} अक्षरों का हो सकता है",
  "{label} must be a number": "{label} एक संख्या होनी चाहिए",
  "{label} must be whole rupees": "{label} पूरे रुपयों में होनी चाहिए",
  "{label} must be more than ₹0": "{label} ₹0 से ज़्यादा होनी चाहिए",
  "{label} cannot be negative": "{label} शून्य से कम नहीं हो सकती",
  "{label} must be at most {max}": "{label} ज़्यादा से ज़्यादा {max} हो सकती है",
  "Each {item} must be text": "हर {item} टेक्स्ट होना चाहिए",
  "Remove the empty {item} or fill it in": "ख़ाली {item} हटाएँ या उसे भरें",
  "Each {item} must be at most {max} characters":
    "हर {item} ज़्यादा से ज़्यादा {max} अक्षरों का हो सकता है",
  "List the {item}s": "{item} की सूची दें",
  "List the highlights": "ख़ास बातों की सूची दें",
  "List the inclusions": "शामिल चीज़ों की सूची दें",
  "List the exclusions": "शामिल न होने वाली चीज़ों की सूची दें",
  "List the meals": "भोजन की सूची दें",
  "Add at most {max} highlights": "ज़्यादा से ज़्यादा {max} ख़ास बातें जोड़ें",
  "Add at most {max} inclusions": "ज़्यादा से ज़्यादा {max} शामिल चीज़ें जोड़ें",
  "Add at most {max} exclusions": "ज़्यादा से ज़्यादा {max} शामिल न होने वाली चीज़ें जोड़ें",
  "Add at most {max} certifications": "ज़्यादा से ज़्यादा {max} सर्टिफ़िकेट जोड़ें",
  "Each {item} in Hindi must be text": "हिन्दी में हर {item} टेक्स्ट होना चाहिए",
  "Each {item} in Hindi must be at most {max} characters":
    "हिन्दी में हर {item} ज़्यादा से ज़्यादा {max} अक्षरों का हो सकता है",
  "List the {item}s in Hindi": "हिन्दी में {item} की सूची दें",
  "Add at most {max} {item}s in Hindi": "हिन्दी में ज़्यादा से ज़्यादा {max} {item} जोड़ें",
  "Add at most {max} highlights in Hindi": "हिन्दी में ज़्यादा से ज़्यादा {max} ख़ास बातें जोड़ें",
  "Add at most {max} inclusions in Hindi": "हिन्दी में ज़्यादा से ज़्यादा {max} शामिल चीज़ें जोड़ें",
  "Add at most {max} exclusions in Hindi": "हिन्दी में ज़्यादा से ज़्यादा {max} शामिल न होने वाली चीज़ें जोड़ें",
  "List the highlights in Hindi": "हिन्दी में ख़ास बातों की सूची दें",
  "List the inclusions in Hindi": "हिन्दी में शामिल चीज़ों की सूची दें",
  "List the exclusions in Hindi": "हिन्दी में शामिल न होने वाली चीज़ों की सूची दें",
  "Choose a region: {regions}": "क्षेत्र चुनें: {regions}",
  "Choose a region: North India, West India, South India, Islands, Central India":
    "क्षेत्र चुनें: उत्तर भारत, पश्चिम भारत, दक्षिण भारत, द्वीप, मध्य भारत",
  "Choose interests from the list": "रुचियाँ सूची में से चुनें",
  "Choose at least one interest": "कम से कम एक रुचि चुनें",
  "Choose each interest once": "हर रुचि एक ही बार चुनें",
  "Choose a difficulty: Easy, Moderate or Challenging": "कठिनाई चुनें: आसान, मध्यम या कठिन",
  "Featured must be yes or no": "ख़ास में दिखाना हाँ या नहीं होना चाहिए",
  "Day number must be a number": "दिन का नंबर एक संख्या होनी चाहिए",
  "Day number must be a whole number": "दिन का नंबर एक पूरी संख्या होनी चाहिए",
  "Days are numbered from 1": "दिनों के नंबर 1 से शुरू होते हैं",
  "Days are numbered up to {max}": "दिनों के नंबर {max} तक होते हैं",
  "Nights must be a number": "रातें एक संख्या होनी चाहिए",
  "Nights must be a whole number": "रातें एक पूरी संख्या होनी चाहिए",
  "Nights cannot be negative": "रातें शून्य से कम नहीं हो सकतीं",
  "At most {max} nights": "ज़्यादा से ज़्यादा {max} रातें",
  "Choose a destination": "एक जगह चुनें",
  "Choose a destination from the catalogue.": "कैटलॉग में से एक जगह चुनें।",
  "Duration must be a number of days": "अवधि दिनों की संख्या होनी चाहिए",
  "Duration must be whole days": "अवधि पूरे दिनों में होनी चाहिए",
  "A tour lasts at least 1 day": "टूर कम से कम 1 दिन का होता है",
  "A tour lasts at most {max} days": "टूर ज़्यादा से ज़्यादा {max} दिन का होता है",
  "October to March": "अक्टूबर से मार्च",
  "Add the itinerary, one entry a day": "यात्रा कार्यक्रम जोड़ें, हर दिन की एक एंट्री",
  "Add at least one day to the itinerary": "यात्रा कार्यक्रम में कम से कम एक दिन जोड़ें",
  "The itinerary has at most {max} days": "यात्रा कार्यक्रम में ज़्यादा से ज़्यादा {max} दिन होते हैं",
  "The itinerary has {itinerary} but the tour lasts {duration}":
    "यात्रा कार्यक्रम {itinerary} का है, पर टूर {duration} का है",
  "The itinerary has {n} days but the tour lasts {d} days":
    "यात्रा कार्यक्रम {n} दिन का है, पर टूर {d} दिन का है",
  "The itinerary has {n} days but the tour lasts {d} day":
    "यात्रा कार्यक्रम {n} दिन का है, पर टूर {d} दिन का है",
  "Number the itinerary's days 1 to {n}, each day once":
    "यात्रा कार्यक्रम के दिनों को 1 से {n} तक नंबर दें, हर दिन एक बार",
  "Add the accommodation, or none": "ठहरने की जगहें जोड़ें, या कोई नहीं",
  "Add at most 20 places to stay": "ठहरने की ज़्यादा से ज़्यादा 20 जगहें जोड़ें",
  "The stays add up to {nights} but the tour lasts {duration}":
    "ठहरने की रातें कुल {nights} हैं, पर टूर {duration} का है",
  "The stays add up to {n} nights but the tour lasts {d} days":
    "ठहरने की रातें कुल {n} हैं, पर टूर {d} दिन का है",
  "The stays add up to {n} nights but the tour lasts {d} day":
    "ठहरने की रातें कुल {n} हैं, पर टूर {d} दिन का है",
  "Add the cost lines": "लागत की पंक्तियाँ जोड़ें",
  "Add at least one cost line": "लागत की कम से कम एक पंक्ति जोड़ें",
  "Add at most 30 cost lines": "लागत की ज़्यादा से ज़्यादा 30 पंक्तियाँ जोड़ें",
  "The price must be the cost lines plus {rate}% tax: {price}":
    "क़ीमत लागत की पंक्तियों के जोड़ और {rate}% टैक्स के बराबर होनी चाहिए: {price}",
  "Add the gallery's pictures, or none": "गैलरी की तस्वीरें जोड़ें, या कोई नहीं",
  "The gallery holds at most {max} pictures": "गैलरी में ज़्यादा से ज़्यादा {max} तस्वीरें आ सकती हैं",
  "The Hindi {list} go item for item with the English: at most {max}":
    "हिन्दी की {list} अंग्रेज़ी के साथ एक-एक करके चलती हैं: ज़्यादा से ज़्यादा {max}",
  "Status must be all, draft, published, unpublished or archived":
    "स्थिति इनमें से एक होनी चाहिए: सभी, ड्राफ़्ट, प्रकाशित, अप्रकाशित या संग्रह में",
  destination: "जगह",
  package: "पैकेज",
  "This {kind} is archived, and an archived {kind} cannot be changed.":
    "यह {kind} संग्रह में है, और संग्रह में मौजूद किसी भी {kind} को बदला नहीं जा सकता।",
  "This {kind} is a draft: it was never published.":
    "यह {kind} ड्राफ़्ट है: इसे कभी प्रकाशित नहीं किया गया।",
  "This {kind} has bookings, so it cannot be deleted. Archive it instead.":
    "इस {kind} की बुकिंग हैं, इसलिए इसे हटाया नहीं जा सकता। इसके बजाय इसे संग्रह में डालें।",
  "Another {kind} is already called “{name}”. Choose another name.":
    "“{name}” नाम से पहले से एक और {kind} है। कोई दूसरा नाम चुनें।",
  "This destination still has a package. Delete it first, or archive the destination instead.":
    "इस जगह का अभी एक पैकेज है। पहले उसे हटाएँ, या इसके बजाय जगह को संग्रह में डालें।",
  "This destination still has {count} packages. Delete them first, or archive the destination instead.":
    "इस जगह के अभी {count} पैकेज हैं। पहले उन्हें हटाएँ, या इसके बजाय जगह को संग्रह में डालें।",
  "Publish the destination {name} first: travellers see a package only while its destination is published.":
    "पहले जगह {name} को प्रकाशित करें: यात्रियों को पैकेज तभी दिखता है जब उसकी जगह प्रकाशित हो।",
  "{name} is archived: choose a destination that is still offered.":
    "{name} संग्रह में है: ऐसी जगह चुनें जो अभी भी उपलब्ध हो।",

  // Closures of destinations
  "First closed day": "बंदी का पहला दिन",
  "Last closed day": "बंदी का आख़िरी दिन",
  "Say why it is closed": "बताएँ कि यह क्यों बंद है",
  "Keep the reason to 160 characters or fewer": "वजह 160 अक्षरों या उससे कम में लिखें",
  "Unknown closure": "यह बंदी हमें नहीं पता",
};
