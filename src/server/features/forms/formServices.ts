import type { AppDatabase } from "../../../db/database";
import type { Clock } from "../../clock";
import type { ServerLog } from "../../log/serverLog";
import type { SiteChangeBus } from "../../redis/siteChangeBus";
import { CaptchaService } from "../captcha/captchaService";
import { httpCaptchaVerifier } from "../captcha/captchaVerifier";
import { ProofOfWorkChallenges } from "../captcha/proofOfWorkChallenges";
import type { MailService } from "../mail/mailService";
import type { NewsletterService } from "../newsletter/newsletterService";
import type { MailchimpMembers } from "../connectedAccounts/mailchimpMembers";
import { FormDefinitionCache } from "./formDefinitionCache";
import { FormEditor } from "./formEditor";
import type { FormsConfig } from "./formsConfig";
import { FormSubmissions } from "./formSubmissions";
import { SubmissionKeys } from "./submissionKeys";

/** The long-lived parts of forms, built once by the composition root and shared by the form and captcha routes. */
export interface FormServices {
  challenges: ProofOfWorkChallenges;
  submissions: FormSubmissions;
  /** The owner's writes of form definitions. */
  editor: FormEditor;
}

/** Builds the form services; the definition cache drops a site whenever the site change bus says it changed. */
export function formServices(
  database: AppDatabase,
  clock: Clock,
  outlets: { mail: MailService; newsletter: NewsletterService; mailchimpMembers: MailchimpMembers },
  bus: SiteChangeBus,
  config: { sessionSecret: string; forms: FormsConfig },
  log: ServerLog,
): FormServices {
  const challenges = new ProofOfWorkChallenges(config.sessionSecret);
  const captcha = new CaptchaService(database.db, clock, challenges, httpCaptchaVerifier(config.forms.captchaVerifyUrls));
  const definitions = new FormDefinitionCache(database.db);
  bus.subscribe((websiteId) => definitions.dropSite(websiteId));
  return {
    challenges,
    editor: new FormEditor(database.db, clock),
    submissions: new FormSubmissions(database, clock, outlets, new SubmissionKeys(config.sessionSecret), captcha, definitions, log),
  };
}
