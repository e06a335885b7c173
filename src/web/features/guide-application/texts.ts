export const APPLICATION_THANK_YOU =
  "Thank you for your interest in becoming a tourist guide! We will contact you soon.";
export const APPLICATION_CONFIRM_BY_EMAIL =
  "Please confirm your email address with the link we have just emailed you: our team sees your application only after you confirm it.";
