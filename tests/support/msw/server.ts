import { authDefaults } from "@tests/support/msw/handlers/auth";
import { catalogueDefaults } from "@tests/support/msw/handlers/catalogue";
import { licenceDefaults } from "@tests/support/msw/handlers/licences";
import { messagesDefaults } from "@tests/support/msw/handlers/messages";
import { setupServer } from "msw/node";

/**
 * The one network fake of the web tests: the catalogue reads, a signed-out session, "nothing
 * unread" and "no licence" answer by default; a test adds or replaces answers with `server.use(...)`, which last until it ends.
 */
export const server = setupServer(
  ...catalogueDefaults,
  ...authDefaults,
  ...messagesDefaults,
  ...licenceDefaults,
);
