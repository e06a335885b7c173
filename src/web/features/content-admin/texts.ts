/** After a submit the form's own check refused. */
export const CHECK_THE_FORM = "Some fields need attention: their messages are beside them.";

/** After a save failed for a reason the server did not explain. */
export const notSaved = (what: string) =>
  `The ${what} could not be saved. Your changes are still here: try again.`;
