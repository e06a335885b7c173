export { GuideApplicationProvider, useGuideApplication } from "./guide-application-context";
export { APPLICATION_THANK_YOU } from "./guide-application-form";
export { JoinAsGuideButton } from "./join-as-guide-button";
