import { Tabs } from "@/web/components/ui/tabs";
import { MessagesPanel } from "./messages-panel";
import { NewsletterPanel } from "./newsletter-panel";

/** The admin console's Inbox: contact messages and the newsletter. */
export function InboxPanel() {
  return (
    <section aria-labelledby="admin-inbox-heading">
      <h2 id="admin-inbox-heading" className="sr-only">
        Inbox
      </h2>
      <Tabs
        label="Inbox sections"
        tabs={[
          { id: "messages", label: "Messages", content: <MessagesPanel /> },
          { id: "newsletter", label: "Newsletter", content: <NewsletterPanel /> },
        ]}
      />
    </section>
  );
}
