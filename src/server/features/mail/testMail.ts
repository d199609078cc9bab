import type { Website } from "../sites/websiteRecord";
import type { OutgoingMail } from "./mailService";

/** What caused a test mail, as the outbox lists it. */
const TEST_MAIL_KIND = "test-mail";

/** The mail the outbox screen's "Send a test mail" sends to the signed-in person, to show whether mail reaches them. */
export function testMail(website: Pick<Website, "id" | "title">, to: string): OutgoingMail {
  return {
    websiteId: website.id,
    kind: TEST_MAIL_KIND,
    to,
    subject: `Test mail from ${website.title}`,
    text: `This is a test mail from ${website.title}. If you are reading it in your inbox, the site's mail reaches people: invitations, form notifications and order confirmations will too.`,
  };
}
