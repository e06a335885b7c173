import { Trans, useLingui } from "@lingui/react/macro";
import { Tabs } from "@/web/components/ui/tabs";
import { MessagesPanel } from "./messages-panel";
import { NewsletterPanel } from "./newsletter-panel";

/** The admin console's Inbox: contact messages and the newsletter. */
export function InboxPanel() {
  const { t } = useLingui();
  return (
    <section aria-labelledby="admin-inbox-heading">
      <h2 id="admin-inbox-heading" className="sr-only">
        <Trans>Inbox</Trans>
      </h2>
      <Tabs
        label={t`Inbox sections`}
        tabs={[
          { id: "messages", label: t`Messages`, content: <MessagesPanel /> },
          { id: "newsletter", label: t`Newsletter`, content: <NewsletterPanel /> },
        ]}
      />
    </section>
  );
}
