import type { FastifyInstance, FastifyRequest, FastifySchema } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { csvAnswers } from "../../../../domain/api/formData";
import { DONATION_CSV_COLUMNS, DONATIONS_CSV_PATH, donateAnswerSchema, donateRequestSchema, donationRoutes } from "../../../../domain/api/donations";
import { DONATE_PATH, DONATION_MESSAGES } from "../../../../domain/commerce/donations";
import { readStoreSettings } from "../../../../domain/commerce/storeSettings";
import { attachmentName, csvDocument } from "../../../../domain/csv";
import { PAGE_TYPE } from "../../../../domain/enumerations/pageTypes";
import { PERMISSION } from "../../../../domain/enumerations/permissions";
import { isId } from "../../../../domain/ids";
import { requireSite } from "../../../http/requestContext";
import { routeInput } from "../../../http/validate";
import type { AppServices } from "../../../services";
import { sendFreshSitePage } from "../../pageAssembly/freshSitePageRoutes";
import { stripeCardSetup, stripePageOrigins } from "../payments/stripeCardSetup";
import { isOrderAccessToken } from "../downloadLinks";
import { ContributionConfirmedPage } from "./ContributionConfirmedPage";
import { DonatePage } from "./DonatePage";
import { GiftNotConfirmedPage } from "./GiftNotConfirmedPage";
import { findDonatePage } from "./donatePages";
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
 * submission (`POST /api/commerce/donate`), the contribution confirmed page (204) opened by the
 * gift's token, the owner's list and CSV file (orders 1410, read), and the owner's list of monthly
 * gifts with stopping one (orders 1410, write to stop).
 */
export async function registerDonationRoutes(server: FastifyInstance, services: AppServices): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { db } = services;
  const pathOf = (request: FastifyRequest) => new URL(request.url, "http://x").pathname;

  app.get(DONATE_PATH, async (request, reply) => {
    const website = requireSite(request);
    const query = donatePageQuery.safeParse(request.query);
    const settings = query.success ? await findDonatePage(db, website.id, query.data.donatePageId) : null;
    if (!query.success || !settings) return sendFreshSitePage(services, request, reply, website, pathOf(request), { kind: "not-found" });
    const user = request.siteUser;
    const payments = await services.store.paymentsFor(website.id);
    const stripe = stripeCardSetup(payments, services.config.store);
    return sendFreshSitePage(services, request, reply, website, pathOf(request), {
      kind: "system",
      status: 200,
      pageType: PAGE_TYPE.DONATE,
      title: settings.title || "Donate",
      content: (
        <DonatePage
          donatePageId={query.data.donatePageId}
          settings={settings}
          currency={readStoreSettings(website.storeSettings).currency}
          collects={payments.collects}
          stripe={stripe}
          locale={website.locale}
          donor={user ? { email: user.email, name: "" } : null}
        />
      ),
      islands: ["donate-checkout"],
      ...stripePageOrigins(stripe),
    });
  });

  app.post("/api/commerce/donate", { config: { answersInvalidInput: true, pagesUnchanged: true }, schema: donateContract }, async (request, reply) => {
    const website = requireSite(request);
    const body = routeInput(request, donateRequestSchema, request.body);
    const answer = await runDonationCheckout(
      {
        db,
        clock: services.clock,
        mail: services.mail,
        secret: services.config.sessionSecret,
        paymentsOfSite: (site) => services.store.paymentsOfSite(site),
        keyAnswers: services.store.keyAnswers,
      },
      website,
      body,
      baseUrlOf(request),
      request.siteUser?.id ?? null,
    );
    return reply.code(answer.status).send(answer.body);
  });

  app.get("/commerce/contribution-confirmed/:donationId", async (request, reply) => {
    const website = requireSite(request);
    const { donationId } = confirmedParams.parse(request.params);
    const token = (request.query as Record<string, unknown>).token;
    const donation =
      isId(donationId) && isOrderAccessToken(services.config.sessionSecret, donationId, token)
        ? await donationsRepository.find(db, website.id, donationId)
        : null;
    const notConfirmed: string[] = [DONATION_STATUS.AWAITING_CONFIRMATION, DONATION_STATUS.DECLINED, DONATION_STATUS.ABANDONED];
    if (donation && notConfirmed.includes(donation.status)) {
      const refusal = donation.status === DONATION_STATUS.AWAITING_CONFIRMATION ? null : refusalOf(donation.answerJson);
      return sendFreshSitePage(services, request, reply, website, pathOf(request), {
        kind: "system",
        status: refusal === null ? 200 : 402,
        pageType: PAGE_TYPE.DONATE,
        title: refusal === null ? "Waiting for your card's confirmation" : "Your gift did not go through",
        content: <GiftNotConfirmedPage donation={donation} refusal={refusal} href={request.url} />,
      });
    }
    if (!donation || donation.status !== DONATION_STATUS.PAID)
      return sendFreshSitePage(services, request, reply, website, pathOf(request), { kind: "not-found" });
    return sendFreshSitePage(services, request, reply, website, pathOf(request), {
      kind: "system",
      status: 200,
      pageType: PAGE_TYPE.CONTRIBUTION_CONFIRMED,
      title: "Contribution confirmed",
      content: <ContributionConfirmedPage donation={donation} />,
    });
  });

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
