import { afterAll, beforeAll } from "vitest";
import { startSmtpCatcher, type SmtpCatcher } from "../../src/server/testing/smtpCatcher";
import { SiteClient } from "../forms-support/siteClient";
import { openJourney, type Journey } from "./journey";

/** A journey whose server sends its mails to a catcher, with the demo site's owner signed in over the API. */
export interface MailedOwnerJourney {
  journey: Journey;
  /** The demo site's owner, signed in, for the API calls that set a journey up. */
  owner: SiteClient;
  smtp: SmtpCatcher;
}

/**
 * Opens a mailed journey with the demo owner signed in before a file's tests and closes it after
 * them (registering both hooks); its fields are there once the tests run. `env` adds to the
 * server's environment, read when the server starts (after the hooks registered before this one).
 */
export function mailedOwnerJourney(env: () => Record<string, string> = () => ({})): MailedOwnerJourney {
  const opened = {} as MailedOwnerJourney;
  beforeAll(async () => {
    opened.smtp = await startSmtpCatcher();
    opened.journey = await openJourney({ env: { ...env(), SMTP_URL: opened.smtp.url } });
    opened.owner = new SiteClient(opened.journey.server, "demo");
    await opened.owner.signIn(opened.journey.server.demoOwner.email, opened.journey.server.demoOwner.password);
  });
  afterAll(async () => {
    await opened.journey?.close();
    await opened.smtp?.close();
  });
  return opened;
}
