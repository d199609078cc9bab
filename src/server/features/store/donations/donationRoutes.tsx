import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { csvAnswers } from "../../../../domain/api/formData";
import { DONATION_CSV_COLUMNS, DONATIONS_CSV_PATH, donateAnswerSchema, donateRequestSchema, donationRoutes } from "../../../../domain/api/donations";
import { contributionConfirmedPath, DONATE_PATH, DONATION_MESSAGES } from "../../../../domain/commerce/donations";
import { readStoreSettings } from "../../../../domain/commerce/storeSettings";
import { attachmentName, csvDocument } from "../../../../domain/csv";
import { PAGE_TYPE } from "../../../../domain/enumerations/pageTypes";
import { PERMISSION } from "../../../../domain/enumerations/permissions";
import { isId } from "../../../../domain/ids";
import { languagePath } from "../../../../domain/translations/languagePaths";
import { requireSite } from "../../../http/requestContext";
import { routeInput } from "../../../http/validate";
import type { AppServices } from "../../../services";
import { sendFreshSitePage } from "../../pageAssembly/freshSitePageRoutes";
import type { Website } from "../../sites/websiteRecord";
import { answerInLanguage, refusalInLanguage, refusingInLanguage } from "../storeRefusals";
import { stripeCardSetup, stripePageOrigins } from "../payments/stripeCardSetup";
import { isOrderAccessToken } from "../downloadLinks";
import { ContributionConfirmedPage } from "./ContributionConfirmedPage";
import { DonatePage } from "./DonatePage";
import { GiftNotConfirmedPage } from "./GiftNotConfirmedPage";
import { findDonatePage } from "./donatePages";
import { redirectInLanguage } from "./donationLanguage";
import { languageOfLocale, languageOfPrefix } from "../storeLanguage";
import { runDonationCheckout } from "./donationCheckout";
import { presentDonation, presentMonthlyGift } from "./donationPresenter";
import { stopMonthlyGiftByOwner } from "./monthlyGiftStop";
import { DONATION_STATUS, donationsRepository } from "./donationsRepository";

/** The donate submission's contract; refusals (400, 402, 404, 409) answer with the error handler's shape or the stored refusal. */
const donateContract: FastifySchema = { body: donateRequestSchema, response: { 200: donateAnswerSchema } };
const ordersRead = { access: { permission: PERMISSION.COMMERCE_ORDERS, mode: "read" as const } };
const ordersWrite = { access: { permission: PERMISSION.COMMERCE_ORDERS, mode: "write" as const } };
const donatePageQuery = z.object({ donatePageId: z.string().max(24).default("") });
const confirmedParams = z.object({ donationId: z.string().max(24) });

/** A donation page's address: under an additional language's prefix, or none for the primary language. */
type InLanguage = { Params: { languagePrefix?: string } };

/** The words a declined gift's stored answer gave the donor. */
function refusalOf(answerJson: string | null): string {
  const body = answerJson ? (JSON.parse(answerJson) as { body?: { error?: unknown } }).body : undefined;
  return typeof body?.error === "string" ? body.error : DONATION_MESSAGES.confirmationFailed;
}

/** The site's base URL as the visitor reached it, for links in redirects. */
function baseUrlOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * Donations on every site: the donate page (203, `/checkout/donate?donatePageId={block id}`), its
 * submission (`POST /api/commerce/donate`, refused in the language of the page it was sent from),
 * the contribution confirmed page (204) opened by the gift's token, both pages also under each
 * additional language's prefix (`/fr/checkout/donate`) in its words, the owner's list and CSV file (orders 1410, read), and the owner's list of monthly
 * gifts with stopping one (orders 1410, write to stop).
 */
export async function registerDonationRoutes(server: FastifyInstance, services: AppServices): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { db } = services;
  const pathOf = (request: FastifyRequest) => new URL(request.url, "http://x").pathname;

  const notFoundPage = (request: FastifyRequest, reply: FastifyReply, website: Website, locale: string | null) =>
    sendFreshSitePage(services, request, reply, website, pathOf(request), { kind: "not-found" }, { locale });

  const donatePage = async (request: FastifyRequest<InLanguage>, reply: FastifyReply) => {
    const website = requireSite(request);
    const language = await languageOfPrefix(db, website, request.params.languagePrefix);
    const query = donatePageQuery.safeParse(request.query);
    const settings = language && query.success ? await findDonatePage(db, website.id, query.data.donatePageId, language.locale) : null;
    if (!language || !query.success || !settings) return notFoundPage(request, reply, website, language?.locale ?? null);
    const { texts, locale } = language;
    const user = request.siteUser;
    const payments = await services.store.paymentsFor(website.id);
    const stripe = stripeCardSetup(payments, services.config.store);
    const body = {
      kind: "system" as const,
      status: 200,
      pageType: PAGE_TYPE.DONATE,
      title: settings.title || texts.donateHeading,
      content: (
        <DonatePage
          donatePageId={query.data.donatePageId}
          settings={settings}
          currency={readStoreSettings(website.storeSettings).currency}
          collects={payments.collects}
          stripe={stripe}
          locale={locale ?? website.locale}
          texts={texts}
          donor={user ? { email: user.email, name: "" } : null}
        />
      ),
      islands: ["donate-checkout"],
      ...stripePageOrigins(stripe),
    };
    return sendFreshSitePage(services, request, reply, website, pathOf(request), body, { locale });
  };

  app.post("/api/commerce/donate", { config: { answersInvalidInput: true, pagesUnchanged: true }, schema: donateContract }, async (request, reply) => {
    const website = requireSite(request);
    const language = await languageOfLocale(db, website, (request.body as { locale?: unknown } | undefined)?.locale);
    const answer = await refusingInLanguage(language.texts, () =>
      runDonationCheckout(
        {
          db,
          clock: services.clock,
          mail: services.mail,
          secret: services.config.sessionSecret,
          paymentsOfSite: (site) => services.store.paymentsOfSite(site),
          keyAnswers: services.store.keyAnswers,
        },
        website,
        routeInput(request, donateRequestSchema, request.body),
        // The donor comes back from the card's extra confirmation to the page's language.
        `${baseUrlOf(request)}${languagePath(language.pathPrefix, "")}`,
        request.siteUser?.id ?? null,
        language.locale,
      ),
    );
    return reply.code(answer.status).send(redirectInLanguage(answerInLanguage(answer.body, language.texts), language.pathPrefix));
  });

  const contributionPage = async (request: FastifyRequest<InLanguage>, reply: FastifyReply) => {
    const website = requireSite(request);
    const language = await languageOfPrefix(db, website, request.params.languagePrefix);
    const { donationId } = confirmedParams.parse(request.params);
    const token = (request.query as Record<string, unknown>).token;
    const donation =
      language && isId(donationId) && isOrderAccessToken(services.config.sessionSecret, donationId, token)
        ? await donationsRepository.find(db, website.id, donationId)
        : null;
    if (!language || !donation) return notFoundPage(request, reply, website, language?.locale ?? null);
    const { texts, locale } = language;
    const notConfirmed: string[] = [DONATION_STATUS.AWAITING_CONFIRMATION, DONATION_STATUS.DECLINED, DONATION_STATUS.ABANDONED];
    if (notConfirmed.includes(donation.status)) {
      const refusal = donation.status === DONATION_STATUS.AWAITING_CONFIRMATION ? null : refusalInLanguage(refusalOf(donation.answerJson), texts);
      const body = {
        kind: "system" as const,
        status: refusal === null ? 200 : 402,
        pageType: PAGE_TYPE.DONATE,
        title: refusal === null ? texts.donateWaitingHeading : texts.donateNotThrough,
        content: <GiftNotConfirmedPage donation={donation} refusal={refusal} href={request.url} texts={texts} />,
      };
      return sendFreshSitePage(services, request, reply, website, pathOf(request), body, { locale });
    }
    if (donation.status !== DONATION_STATUS.PAID) return notFoundPage(request, reply, website, locale);
    const body = {
      kind: "system" as const,
      status: 200,
      pageType: PAGE_TYPE.CONTRIBUTION_CONFIRMED,
      title: texts.donateConfirmed,
      content: <ContributionConfirmedPage donation={donation} texts={texts} />,
    };
    return sendFreshSitePage(services, request, reply, website, pathOf(request), body, { locale });
  };

  // Each page in the primary language at its address, and in an additional language under its prefix.
  for (const prefix of ["", "/:languagePrefix"]) {
    app.get<InLanguage>(`${prefix}${DONATE_PATH}`, donatePage);
    app.get<InLanguage>(`${prefix}${contributionConfirmedPath(":donationId")}`, contributionPage);
  }

  app.route({
    ...donationRoutes.list,
    config: ordersRead,
    handler: async (request) => {
      const { rows, total } = await donationsRepository.listOfSite(db, requireSite(request).id, request.query as { limit: number; offset: number });
      return { total, donations: rows.map(presentDonation) };
    },
  });

  app.route({
    ...donationRoutes.monthlyGifts,
    config: ordersRead,
    handler: async (request) => {
      const { rows, total } = await donationsRepository.plansOfSite(db, requireSite(request).id, request.query as { limit: number; offset: number });
      return { total, monthlyGifts: rows.map(presentMonthlyGift) };
    },
  });

  app.route({
    ...donationRoutes.stopMonthlyGift,
    config: { ...ordersWrite, pagesUnchanged: true },
    handler: async (request) => {
      const website = requireSite(request);
      const { id } = request.params as { id: string };
      return presentMonthlyGift(await stopMonthlyGiftByOwner({ db, clock: services.clock, mail: services.mail }, website, id));
    },
  });

  app.get(DONATIONS_CSV_PATH, { config: ordersRead, schema: { response: csvAnswers } }, async (request, reply) => {
    const website = requireSite(request);
    const donations = (await donationsRepository.allOfSite(db, website.id)).filter((row) => row.status !== DONATION_STATUS.PENDING).map(presentDonation);
    return reply
      .type("text/csv; charset=utf-8")
      .header("Content-Disposition", `attachment; filename="${attachmentName(`${website.identifier}-donations`, "csv")}"`)
      .header("Cache-Control", "no-store")
      .send(
        csvDocument(
          DONATION_CSV_COLUMNS.map(([, header]) => header),
          donations.map((donation) => DONATION_CSV_COLUMNS.map(([key]) => String(donation[key]))),
        ),
      );
  });
}
