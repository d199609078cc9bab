import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { joinFormSchema, joinPaymentOf, memberAreaRoutes } from "../../../domain/api/memberAreas";
import { MEMBER_AREA_RULES, MEMBERSHIP_STATUS, memberPlanPriceText, memberPlansOfJson, type MemberAreaInput } from "../../../domain/commerce/memberAreas";
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

const storeRead = { access: { permission: PERMISSION.COMMERCE, mode: "read" as const } };
const storeWrite = { access: { permission: PERMISSION.COMMERCE, mode: "write" as const } };
const ordersRead = { access: { permission: PERMISSION.COMMERCE_ORDERS, mode: "read" as const } };

type JoinParams = { Params: { areaId: string; planId: string } };

/**
 * Member areas on every site: the owner's areas and members (`/api/config/member-areas`), the
 * join form of each plan (`/member-areas/join/:areaId/:planId`, for signed-in customers) and the
 * membership confirmed page (208). The pages of an area are served by the content routes, which
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
  const joinPage = async (request: FastifyRequest<JoinParams>, reply: FastifyReply, error: string | null, status = 200) => {
    const website = requireSite(request);
    const found = await planOf(website.id, request.params.areaId, request.params.planId);
    if (!found) return sendFreshSitePage(services, request, reply, website, pathOf(request), { kind: "not-found" });
    reply.header("Cache-Control", "no-store");
    const payments = found.plan.kind === "free" ? null : await services.store.paymentsOfSite(website);
    const stripe = payments && request.siteUser ? stripeCardSetup(payments, services.config.store) : null;
    const content = request.siteUser ? (
      <JoinPage
        areaName={found.area.name}
        planName={found.plan.name}
        price={memberPlanPriceText(found.plan, moneyOf(website))}
        collects={payments?.collects ?? null}
        stripe={stripe}
        locale={website.locale}
        action={pathOf(request)}
        crumb={request.crumb}
        error={error}
      />
    ) : (
      <JoinSignInPage areaName={found.area.name} message={MEMBER_AREA_RULES.signInFirst} signInHref={ACCOUNT_PATHS.signInBackTo(pathOf(request))} />
    );
    return sendFreshSitePage(services, request, reply, website, pathOf(request), {
      kind: "system",
      status,
      pageType: PAGE_TYPE.PAGE,
      title: `Join ${found.area.name}`,
      content,
      ...(stripe ? { islands: ["member-join"], ...stripePageOrigins(stripe) } : {}),
    });
  };

  app.get<JoinParams>("/member-areas/join/:areaId/:planId", async (request, reply) => joinPage(request, reply, null));

  app.post<JoinParams>("/member-areas/join/:areaId/:planId", { config: { pagesUnchanged: true } }, async (request, reply) => {
    const website = requireSite(request);
    if (!request.siteUser) return joinPage(request, reply, null, 401);
    const found = await planOf(website.id, request.params.areaId, request.params.planId);
    if (!found) return joinPage(request, reply, null, 404);
    const form = joinFormSchema.parse(request.body ?? {});
    const sent = found.plan.kind === "free" ? null : joinPaymentOf(form, (await services.store.paymentsOfSite(website)).collects);
    if (sent && "refusal" in sent) return joinPage(request, reply, sent.refusal, 400);
    const base = `${request.protocol}://${request.host}`;
    try {
      const { membership, confirmAt } = await services.memberAreas.join(website, request.siteUser, {
        memberAreaId: found.area.id,
        planId: found.plan.id,
        payment: sent ? sent.payment : null,
        returnUrl: (membershipId) => `${base}${MEMBER_AREA_PATHS.joined(membershipId)}`,
      });
      return reply.redirect(confirmAt ?? MEMBER_AREA_PATHS.joined(membership.id), 303);
    } catch (error) {
      if (!isDomainError(error)) throw error;
      return joinPage(request, reply, error.message, error.code === "conflict" ? 409 : 400);
    }
  });

  app.get<{ Params: { membershipId: string } }>("/member-areas/joined/:membershipId", async (request, reply) => {
    const website = requireSite(request);
    const { membershipId } = request.params;
    const membership = request.siteUser && isId(membershipId) ? await memberAreasRepository.findMembership(db, website.id, membershipId) : undefined;
    const area =
      membership && membership.siteUserId === request.siteUser?.id ? await memberAreasRepository.find(db, website.id, membership.memberAreaId) : undefined;
    if (!membership || !area) return sendFreshSitePage(services, request, reply, website, pathOf(request), { kind: "not-found" });
    if (!(await services.memberAreas.isOpen(membership))) {
      const waiting = membership.status === MEMBERSHIP_STATUS.PENDING && membership.paymentReference !== null;
      if (!waiting && membership.status !== MEMBERSHIP_STATUS.DECLINED)
        return sendFreshSitePage(services, request, reply, website, pathOf(request), { kind: "not-found" });
      reply.header("Cache-Control", "no-store");
      return sendFreshSitePage(services, request, reply, website, pathOf(request), {
        kind: "system",
        status: 200,
        pageType: PAGE_TYPE.PAGE,
        title: `Join ${area.name}`,
        content: (
          <JoinWaitingPage
            areaName={area.name}
            message={waiting ? MEMBER_AREA_RULES.awaitingConfirmation : MEMBER_AREA_RULES.confirmationRefused}
            joinHref={waiting ? null : MEMBER_AREA_PATHS.join(area.id, membership.planId)}
          />
        ),
      });
    }
    const collections = await contentRepository.listCollections(db, website.id);
    const firstPage = collections.find((c) => pageIdsOf(area).includes(c.id));
    const plan = memberPlansOfJson(area.plansJson).find((p) => p.id === membership.planId);
    reply.header("Cache-Control", "no-store");
    return sendFreshSitePage(services, request, reply, website, pathOf(request), {
      kind: "system",
      status: 200,
      pageType: PAGE_TYPE.MEMBERSHIP_CONFIRMED,
      title: "Membership confirmed",
      content: (
        <MembershipConfirmedPage
          areaName={area.name}
          planName={membership.planName}
          price={
            plan
              ? memberPlanPriceText({ ...plan, priceCents: Number(membership.amountCents) }, moneyOf(website))
              : moneyOf(website)(Number(membership.amountCents))
          }
          email={membership.email}
          firstPageHref={firstPage ? `/${firstPage.urlSlug}` : null}
        />
      ),
    });
  });
}
