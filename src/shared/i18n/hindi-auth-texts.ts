import type { TextDictionary } from "./texts";

/**
 * The Hindi of better-auth's own messages that our sign-in, sign-up and account screens can show
 * (its error codes, in @better-auth/core and its two-factor and e-mail code plugins). They come in
 * English from the auth server; the browser translates them (decision 0040).
 */
export const HINDI_AUTH_TEXTS: TextDictionary = {
  "User already exists.": "इस ईमेल से पहले से एक खाता है।",
  "User already exists. Use another email.": "इस ईमेल से पहले से एक खाता है। कोई दूसरा ईमेल लिखें।",
  "User not found": "यह खाता नहीं मिला",
  "Failed to create user": "खाता नहीं बन पाया",
  "Failed to create session": "साइन इन नहीं हो पाया",
  "Failed to update user": "खाता अपडेट नहीं हो पाया",
  "Invalid password": "पासवर्ड ग़लत है",
  "Invalid email": "ईमेल ग़लत है",
  "Invalid token": "यह लिंक सही नहीं है",
  "Token expired": "इस लिंक का समय निकल गया है",
  "Email not verified": "ईमेल की पुष्टि नहीं हुई है",
  "Email is already verified": "ईमेल की पुष्टि पहले ही हो चुकी है",
  "Password too short": "पासवर्ड बहुत छोटा है",
  "Password too long": "पासवर्ड बहुत लंबा है",
  "Credential account not found": "इस खाते का पासवर्ड नहीं मिला",
  "Session expired. Re-authenticate to perform this action.":
    "सत्र का समय निकल गया। यह करने के लिए फिर से साइन इन करें।",
  "Session is not fresh": "यह करने के लिए फिर से साइन इन करें",
  "You have been banned from this application": "आपके खाते पर रोक लगा दी गई है",
  "Invalid code": "कोड ग़लत है",
  "Invalid backup code": "बैकअप कोड ग़लत है",
  "Invalid OTP": "OTP ग़लत है",
  "OTP expired": "OTP का समय निकल गया है",
  "OTP has expired": "OTP का समय निकल गया है",
  "Too many attempts": "बहुत बार कोशिश हो चुकी है",
  "Too many attempts. Please request a new code.": "बहुत बार कोशिश हो चुकी है। कृपया नया कोड मँगाएँ।",
  "Too many failed verification attempts. Your account is temporarily locked. Please try again later.":
    "कई बार ग़लत कोड डाला गया, इसलिए आपका खाता कुछ देर के लिए बंद है। कृपया बाद में फिर से कोशिश करें।",
  "Invalid two factor cookie": "टू-फ़ैक्टर जाँच का समय निकल गया। कृपया फिर से साइन इन करें।",
  "TOTP not enabled": "ऑथेंटिकेटर ऐप चालू नहीं है",
  "TOTP is already enabled": "ऑथेंटिकेटर ऐप पहले से चालू है",
  "Two factor isn't enabled": "टू-फ़ैक्टर ऑथेंटिकेशन चालू नहीं है",
  "Backup codes aren't enabled": "बैकअप कोड चालू नहीं हैं",
};
