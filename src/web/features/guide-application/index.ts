export { GuideApplicationProvider, useGuideApplication } from "./guide-application-context";
export { JoinAsGuideButton } from "./join-as-guide-button";
export { APPLICATION_CONFIRM_BY_EMAIL, APPLICATION_THANK_YOU } from "./texts";
