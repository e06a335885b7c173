export {
  APPLICATION_ALREADY_CONFIRMED,
  APPLICATION_CONFIRMED,
  ApplicationConfirmation,
  CONFIRMATION_LINK_UNUSABLE,
} from "./application-confirmation";
export { GuideApplicationProvider, useGuideApplication } from "./guide-application-context";
export { APPLICATION_CONFIRM_BY_EMAIL, APPLICATION_THANK_YOU } from "./guide-application-form";
export { JoinAsGuideButton } from "./join-as-guide-button";
