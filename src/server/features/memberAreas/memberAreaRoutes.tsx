import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { joinFormSchema, joinPaymentOf, memberAreaRoutes } from "../../../domain/api/memberAreas";
import { MEMBER_AREA_RULES } from "../../../domain/commerce/memberAreaRules";
import { MEMBERSHIP_STATUS, memberPlanPriceText, memberPlansOfJson, type MemberAreaInput } from "../../../domain/commerce/memberAreas";
import { PAGE_TYPE } from "../../../domain/enumerations/pageTypes";
import { NAVIGATION } from "../../../domain/enumerations/navigations";
import { PERMISSION } from "../../../domain/enumerations/permissions";
import { isDomainError, notFound } from "../../../domain/errors";
import { isId, newId } from "../../../domain/ids";
import { isoNow } from "../../clock";
import { requireSite } from "../../http/requestContext";
import type { AppServices } from "../../services";
import { contentRepository } from "../content/contentRepository";
import { sendFreshSitePage } from "../pageAssembly/freshSitePageRoutes";
import { stripeCardSetup, stripePageOrigins } from "../store/payments/stripeCardSetup";
import { memberAreasRepository } from "./memberAreasRepository";
import { moneyOf } from "./memberAreas";
import { MEMBER_AREA_PATHS } from "./memberAreaPaths";
import { pageIdsOf, presentMember, presentMemberArea } from "./memberAreaPresenter";
import { areaRow, pagesForAreas, placeAreaPages } from "./memberAreaWrites";
import { JoinPage, JoinSignInPage, JoinWaitingPage } from "./pages/JoinPage";
import { ACCOUNT_PATHS } from "../../../domain/people/accountPaths";
import { MembershipConfirmedPage } from "./pages/MembershipConfirmedPage";
import { languagePath } from "../../../domain/translations/languagePaths";
import { memberPriceWords } from "../../../domain/translations/memberPriceWords";
import { filledIn } from "../../../domain/translations/storeTexts";
import type { Website } from "../sites/websiteRecord";
import { languageOfPrefix } from "../store/storeLanguage";
import { refusalInLanguage } from "../store/storeRefusals";

const storeRead = { access: { permission: PERMISSION.COMMERCE, mode: "read" as const } };
const storeWrite = { access: { permission: PERMISSION.COMMERCE, mode: "write" as const } };
const ordersRead = { access: { permission: PERMISSION.COMMERCE_ORDERS, mode: "read" as const } };

type JoinParams = { Params: { languagePrefix?: string; areaId: string; planId: string } };
type JoinedParams = { Params: { languagePrefix?: string; membershipId: string } };

/**
 * Member areas on every site: the owner's areas and members (`/api/config/member-areas`), the
 * join form of each plan (`/member-areas/join/:areaId/:planId`, for signed-in customers) and the
 * membership confirmed page (208), both also under each additional language's prefix
 * (`/fr/member-areas/join/…`) in its words and with the site's header in it. The pages of an area are served by the content routes, which
 * ask `MemberAreas.accessTo` what each visitor sees.
 */
export async function registerMemberAreaRoutes(server: FastifyInstance, services: AppServices): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = services;

  const areaOf = async (websiteId: string, id: string) => {
    const area = isId(id) ? await memberAreasRepository.find(db, websiteId, id) : undefined;
    if (!area) throw notFound(MEMBER_AREA_RULES.notFound);
    return area;
  };
  const membersOf = async (websiteId: string, areaId: string) => (await memberAreasRepository.ofArea(db, websiteId, areaId)).length;

  app.route({
    ...memberAreaRoutes.list,
    config: storeRead,
    handler: async (request) => {
      const websiteId = requireSite(request).id;
      const areas = await memberAreasRepository.listOfSite(db, websiteId);
      const pages = (await pagesForAreas(db, websiteId)).map((page) => ({
        id: page.id,
        title: page.title,
        urlSlug: page.urlSlug,
        isMemberPage: page.navigation === NAVIGATION.MEMBER_AREAS,
      }));
      return { memberAreas: await Promise.all(areas.map(async (area) => presentMemberArea(area, await membersOf(websiteId, area.id)))), pages };
    },
  });

  app.route({
    ...memberAreaRoutes.create,
    config: storeWrite,
    handler: async (request, reply) => {
      const websiteId = requireSite(request).id;
      const input = request.body as MemberAreaInput;
      const now = isoNow(clock);
      await placeAreaPages(db, websiteId, input, null, now);
      const row = areaRow(websiteId, newId(), input, now, now);
      await memberAreasRepository.insert(db, row);
      return reply.code(201).send(presentMemberArea(row, 0));
    },
  });

  app.route({
    ...memberAreaRoutes.update,
    config: storeWrite,
    handler: async (request) => {
      const websiteId = requireSite(request).id;
      const { id } = request.params as { id: string };
      const area = await areaOf(websiteId, id);
      const input = request.body as MemberAreaInput;
      const now = isoNow(clock);
      await placeAreaPages(db, websiteId, input, area.id, now);
      const row = areaRow(websiteId, area.id, input, area.createdAt, now);
      await memberAreasRepository.update(db, row);
      return presentMemberArea(row, await membersOf(websiteId, area.id));
    },
  });

  app.route({
    ...memberAreaRoutes.remove,
    config: storeWrite,
    handler: async (request, reply) => {
      const websiteId = requireSite(request).id;
      const area = await areaOf(websiteId, (request.params as { id: string }).id);
      await memberAreasRepository.remove(db, websiteId, area.id);
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...memberAreaRoutes.members,
    config: ordersRead,
    handler: async (request) => {
      const websiteId = requireSite(request).id;
      const area = await areaOf(websiteId, (request.params as { id: string }).id);
      const plans = memberPlansOfJson(area.plansJson);
      return { members: (await memberAreasRepository.ofArea(db, websiteId, area.id)).map((m) => presentMember(m, plans)) };
    },
  });

  /** The area and plan a join address names, or null. */
  const planOf = async (websiteId: string, areaId: string, planId: string) => {
    const area = isId(areaId) ? await memberAreasRepository.find(db, websiteId, areaId) : undefined;
    const plan = area ? memberPlansOfJson(area.plansJson).find((p) => p.id === planId) : undefined;
    return area && plan ? { area, plan } : null;
  };
  const pathOf = (request: FastifyRequest) => new URL(request.url, "http://x").pathname;
  /** The language a join or joined address is in (storeLanguage.ts), null for an unknown prefix. */
  const languageOf = (website: Website, prefix: string | undefined) => languageOfPrefix(db, website, prefix);
  const notFoundPage = (request: FastifyRequest, reply: FastifyReply, website: Website) =>
    sendFreshSitePage(services, request, reply, website, pathOf(request), { kind: "not-found" });
  const joinPage = async (request: FastifyRequest<JoinParams>, reply: FastifyReply, error: string | null, status = 200) => {
    const website = requireSite(request);
    const language = await languageOf(website, request.params.languagePrefix);
    const found = language && (await planOf(website.id, request.params.areaId, request.params.planId));
    if (!language || !found) return notFoundPage(request, reply, website);
    const { texts, locale } = language;
    reply.header("Cache-Control", "no-store");
    const payments = found.plan.kind === "free" ? null : await services.store.paymentsOfSite(website);
    const stripe = payments && request.siteUser ? stripeCardSetup(payments, services.config.store) : null;
    const content = request.siteUser ? (
      <JoinPage
        areaName={found.area.name}
        planName={found.plan.name}
        price={memberPlanPriceText(found.plan, moneyOf(website), memberPriceWords(texts))}
        collects={payments?.collects ?? null}
        stripe={stripe}
        locale={locale ?? website.locale}
        action={pathOf(request)}
        crumb={request.crumb}
        error={error}
        texts={texts}
      />
    ) : (
      <JoinSignInPage areaName={found.area.name} signInHref={ACCOUNT_PATHS.signInBackTo(pathOf(request))} texts={texts} />
    );
    const body = {
      kind: "system" as const,
      status,
      pageType: PAGE_TYPE.PAGE,
      title: filledIn(texts.memberJoinHeading, { area: found.area.name }),
      content,
      ...(stripe ? { islands: ["member-join"], ...stripePageOrigins(stripe) } : {}),
    };
    return sendFreshSitePage(services, request, reply, website, pathOf(request), body, locale ? { locale } : undefined);
  };

  // A refusal (the payment's fields, the joining's) shows on the join page in its language; words the store does not know stay as written.
  const joinAnswer = async (request: FastifyRequest<JoinParams>, reply: FastifyReply) => {
    const website = requireSite(request);
    const language = await languageOf(website, request.params.languagePrefix);
    if (!request.siteUser || !language) return joinPage(request, reply, null, language ? 401 : 404);
    const found = await planOf(website.id, request.params.areaId, request.params.planId);
    if (!found) return joinPage(request, reply, null, 404);
    const form = joinFormSchema.parse(request.body ?? {});
    const sent = found.plan.kind === "free" ? null : joinPaymentOf(form, (await services.store.paymentsOfSite(website)).collects);
    if (sent && "refusal" in sent) return joinPage(request, reply, refusalInLanguage(sent.refusal, language.texts), 400);
    const base = `${request.protocol}://${request.host}`;
    const joinedPath = (membershipId: string) => languagePath(language.pathPrefix, MEMBER_AREA_PATHS.joined(membershipId));
    try {
      const { membership, confirmAt } = await services.memberAreas.join(website, request.siteUser, {
        memberAreaId: found.area.id,
        planId: found.plan.id,
        payment: sent ? sent.payment : null,
        returnUrl: (membershipId) => `${base}${joinedPath(membershipId)}`,
      });
      return reply.redirect(confirmAt ?? joinedPath(membership.id), 303);
    } catch (error) {
      if (!isDomainError(error)) throw error;
      return joinPage(request, reply, refusalInLanguage(error.message, language.texts), error.code === "conflict" ? 409 : 400);
    }
  };

  const joinedPage = async (request: FastifyRequest<JoinedParams>, reply: FastifyReply) => {
    const website = requireSite(request);
    const { membershipId } = request.params;
    const language = await languageOf(website, request.params.languagePrefix);
    const membership =
      language && request.siteUser && isId(membershipId) ? await memberAreasRepository.findMembership(db, website.id, membershipId) : undefined;
    const area =
      membership && membership.siteUserId === request.siteUser?.id ? await memberAreasRepository.find(db, website.id, membership.memberAreaId) : undefined;
    if (!language || !membership || !area) return notFoundPage(request, reply, website);
    const { texts, locale } = language;
    const shownIn = locale ? { locale } : undefined;
    if (!(await services.memberAreas.isOpen(membership))) {
      const waiting = membership.status === MEMBERSHIP_STATUS.PENDING && membership.paymentReference !== null;
      if (!waiting && membership.status !== MEMBERSHIP_STATUS.DECLINED) return notFoundPage(request, reply, website);
      reply.header("Cache-Control", "no-store");
      const joinHref = waiting ? null : languagePath(language.pathPrefix, MEMBER_AREA_PATHS.join(area.id, membership.planId));
      const body = {
        kind: "system" as const,
        status: 200,
        pageType: PAGE_TYPE.PAGE,
        title: filledIn(texts.memberJoinHeading, { area: area.name }),
        content: <JoinWaitingPage areaName={area.name} joinHref={joinHref} texts={texts} />,
      };
      return sendFreshSitePage(services, request, reply, website, pathOf(request), body, shownIn);
    }
    const collections = await contentRepository.listCollections(db, website.id);
    const firstPage = collections.find((c) => pageIdsOf(area).includes(c.id));
    const plan = memberPlansOfJson(area.plansJson).find((p) => p.id === membership.planId);
    const money = moneyOf(website);
    const price = plan
      ? memberPlanPriceText({ ...plan, priceCents: Number(membership.amountCents) }, money, memberPriceWords(texts))
      : money(Number(membership.amountCents));
    reply.header("Cache-Control", "no-store");
    const body = {
      kind: "system" as const,
      status: 200,
      pageType: PAGE_TYPE.MEMBERSHIP_CONFIRMED,
      title: texts.memberConfirmed,
      content: (
        <MembershipConfirmedPage
          areaName={area.name}
          planName={membership.planName}
          price={price}
          email={membership.email}
          firstPageHref={firstPage ? `/${firstPage.urlSlug}` : null}
          texts={texts}
        />
      ),
    };
    return sendFreshSitePage(services, request, reply, website, pathOf(request), body, shownIn);
  };

  // Each page in the primary language at its address, and in an additional language under its prefix.
  for (const prefix of ["", "/:languagePrefix"]) {
    app.get<JoinParams>(`${prefix}/member-areas/join/:areaId/:planId`, (request, reply) => joinPage(request, reply, null));
    app.post<JoinParams>(`${prefix}/member-areas/join/:areaId/:planId`, { config: { pagesUnchanged: true } }, joinAnswer);
    app.get<JoinedParams>(`${prefix}/member-areas/joined/:membershipId`, joinedPage);
  }
}
