import { msg } from "@lingui/core/macro";

/** After a submit the form's own check refused. */
export const CHECK_THE_FORM = msg`Some fields need attention: their messages are beside them.`;
