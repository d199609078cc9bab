import type { AppDatabase, Db } from "../../../db/database";
import { flushedTransaction } from "../../../db/flushedTransaction";
import { invalid, notFound, unauthorized } from "../../../domain/errors";
import type { FormDefinition, FormValues } from "../../../domain/forms/formDefinition";
import { checkSubmittedValues } from "../../../domain/forms/formValues";
import { newId } from "../../../domain/ids";
import { FORM_MESSAGES, FORM_STATUS_MESSAGES } from "../../../domain/messages/formMessages";
import type { Clock } from "../../clock";
import type { CaptchaService } from "../captcha/captchaService";
import type { MailService } from "../mail/mailService";
import { signupOf } from "../newsletter/newsletterSignup";
import type { NewsletterService } from "../newsletter/newsletterService";
import { MULTILINGUAL_SETTINGS_KEY, readMultilingualSettings } from "../../../domain/siteSettings/multilingualSchema";
import type { MailchimpMembers } from "../connectedAccounts/mailchimpMembers";
import type { Website } from "../sites/websiteRecord";
import { tokenUsesRepository } from "../captcha/tokenUsesRepository";
import { formsRepository } from "./formsRepository";
import type { FormDefinitionCache } from "./formDefinitionCache";
import { notificationMail } from "./notificationMail";
import { censusFieldsOf, type SubmissionPayload } from "./submissionPayload";
import type { SubmissionKeys, VerifiedKey } from "./submissionKeys";
import type { ServerLog } from "../../log/serverLog";
import { searchTextOf, snapshotFields } from "./submissionSnapshot";

/** One submission as the route hands it over. */
export interface SubmitInput {
  website: Website;
  payload: SubmissionPayload;
  remoteIp: string;
  /** The site's address as the visitor reached it (for links in mail). */
  baseUrl: string;
}

/** How often expired token uses are cleared away. */
const PURGE_INTERVAL_MS = 60_000;

function parseValues(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw invalid(FORM_MESSAGES.fieldsUnparsable);
  }
}

/**
 * The submit flow on the server (spec 1 §4, §5): the form must exist (404), the key must be
 * this form's, fresh and unused (401), the values must pass the same rules the browser ran
 * (400 with an errors map, or unparsable), the captcha must pass (400). Then, in one
 * transaction, the key is used up and the submission stored (or the subscriber added) together
 * with its notification mail and, for a form stored to MailChimp, the queued member, so an
 * answer of 200 means all of it is on disk, once.
 */
export class FormSubmissions {
  private lastPurge = 0;

  private readonly mail: MailService;
  private readonly newsletter: NewsletterService;
  private readonly mailchimp: MailchimpMembers;

  constructor(
    private readonly database: Pick<AppDatabase, "db" | "engine">,
    private readonly clock: Clock,
    outlets: { mail: MailService; newsletter: NewsletterService; mailchimpMembers: MailchimpMembers },
    readonly keys: SubmissionKeys,
    private readonly captcha: CaptchaService,
    private readonly definitions: FormDefinitionCache,
    private readonly log: ServerLog,
  ) {
    this.mail = outlets.mail;
    this.newsletter = outlets.newsletter;
    this.mailchimp = outlets.mailchimpMembers;
  }

  async submit(input: SubmitInput): Promise<void> {
    const { website, payload } = input;
    const now = this.clock.now();
    const form = await this.definitions.find(website, payload.formId);
    if (!form) throw notFound(FORM_STATUS_MESSAGES[404]);
    const key = this.keys.verify(payload.key, website.id, form.id, now);
    if (!key) throw unauthorized(FORM_STATUS_MESSAGES[401]);
    const checked = checkSubmittedValues(form.fields, parseValues(payload.form));
    if (checked.kind === "unparsable") throw invalid(FORM_MESSAGES.fieldsUnparsable);
    if (checked.kind === "invalid") throw invalid(FORM_MESSAGES.invalidFields, checked.errors);
    const captcha = await this.captcha.check({ websiteId: website.id, captcha: form.captcha, answer: payload.captchaKey, remoteIp: input.remoteIp });
    if (!captcha.ok) throw invalid(captcha.message);

    const saved = await flushedTransaction(this.database, (trx) => this.save(trx, input, form, checked.values, key, now.toISOString()));
    if (!saved) throw unauthorized(FORM_STATUS_MESSAGES[401]);
    this.mail.deliverSoon();
    if (form.storage) this.mailchimp.sendSoon();
    this.purgeNowAndThen(now);
  }

  /** The writes of one submission; false (having written nothing) when its key was already used. */
  private async save(trx: Db, input: SubmitInput, form: FormDefinition, values: FormValues, key: VerifiedKey, now: string): Promise<boolean> {
    const { website, payload } = input;
    const fresh = await tokenUsesRepository.useToken(trx, {
      tokenHash: key.useHash,
      websiteId: website.id,
      kind: "key",
      expiresAt: key.expiresAt.toISOString(),
    });
    if (!fresh) return false;
    const fields = snapshotFields(form.fields, values);
    // A repeated address adds no subscriber, so it is no new sign-up.
    let signedUp = true;
    if (form.kind === "newsletter") {
      const { email, name } = signupOf(form, values);
      const outcome = await this.newsletter.signUp(trx, {
        websiteId: website.id,
        formId: form.id,
        email,
        name,
        siteTitle: website.title,
        baseUrl: input.baseUrl,
        // The page's language, which its site context names: one of the site's additional ones, else the primary (null).
        language: readMultilingualSettings(website.extraSettings[MULTILINGUAL_SETTINGS_KEY]).languages.find((l) => l.locale === payload.website_locale) ?? null,
      });
      signedUp = outcome !== "already-subscribed";
    } else if (form.saveSubmissions) {
      await formsRepository.insertSubmission(trx, {
        id: newId(),
        websiteId: website.id,
        formId: form.id,
        formName: form.name,
        fieldsJson: JSON.stringify(fields),
        searchText: searchTextOf(fields),
        collectionId: payload.collectionId ?? "",
        objectName: payload.objectName ?? "",
        isOverlayForm: payload.isOverlayForm ? 1 : 0,
        submitButtonText: payload.submitButtonText ?? "",
        pageTitle: payload.pageTitle ?? "",
        pageId: payload.pageId ?? "",
        contentSource: payload.contentSource ?? "c",
        pagePath: payload.pagePath ?? "/",
        pagePermissionTypeValue: payload.pagePermissionTypeValue ?? 1,
        censusJson: JSON.stringify(censusFieldsOf(payload)),
        createdAt: now,
      });
    }
    // A form stored to MailChimp queues the address here, so the list gets it once this commits, however MailChimp answers.
    const email = form.storage ? signupOf(form, values).email : "";
    if (form.storage && email) {
      await this.mailchimp.queue(trx, { websiteId: website.id, listId: form.storage.listId, email, doubleOptIn: form.storage.doubleOptIn });
    }
    // A sign-up made with the popup overlay's form is its conversion, shown to the owner on the Analytics screen.
    if (payload.isOverlayForm && signedUp) {
      await trx
        .insertInto("analyticsEvents")
        .values({
          id: newId(),
          websiteId: website.id,
          kind: "overlay",
          event: "signup",
          dataJson: JSON.stringify({ formId: form.id, pagePath: payload.pagePath ?? "/" }),
          createdAt: now,
        })
        .execute();
    }
    if (form.notificationEmail) {
      const message = notificationMail({ siteTitle: website.title, formName: form.name, fields, pagePath: payload.pagePath ?? "/", baseUrl: input.baseUrl });
      await this.mail.enqueue(trx, { websiteId: website.id, kind: "form-notification", to: form.notificationEmail, ...message });
    }
    return true;
  }

  private purgeNowAndThen(now: Date): void {
    if (now.getTime() - this.lastPurge < PURGE_INTERVAL_MS) return;
    this.lastPurge = now.getTime();
    void tokenUsesRepository.purgeStale(this.database.db, now.toISOString(), 1000).catch((error: unknown) => {
      // Used keys only ever pile up a little longer; the next purge takes them.
      this.lastPurge = 0;
      this.log.warn("forms.tokenPurge", "Removing expired submission keys failed; the next submission tries again.", error);
    });
  }
}
