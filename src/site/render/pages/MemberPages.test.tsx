import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { memberPlanPriceText, type MemberPlan } from "../../../domain/commerce/memberAreas";
import { memberPriceWords } from "../../../domain/translations/memberPriceWords";
import { PRIMARY_STORE_TEXTS, storeTextsIn } from "../../../domain/translations/storeTexts";
import { MemberAccessDeniedPage, ProtectedContentPage, type MemberOffer } from "./MemberPages";

const FRENCH = storeTextsIn({
  memberOfferHeading: "La suite de cette page est réservée aux membres",
  memberOfferJoin: "Rejoignez {area} pour tout voir.",
  memberAlreadyMember: "Déjà membre ?",
  memberSignIn: "Se connecter",
  memberPlanJoin: "Rejoindre",
  memberPlanJoinNamed: "Rejoindre {area} : {plan}",
  memberDeniedHeading: "Cette page est réservée aux membres",
  memberDeniedLine: "Vous êtes connecté avec {email}, qui n'est pas encore membre de {area}. Choisissez une formule.",
  memberPriceFree: "Gratuit",
  memberPriceOnce: "{price} une fois",
  recurringEvery: "{price} tous les {period}",
  recurringEveryFor: "{price} tous les {period} pendant {duration}",
  recurringEveryMonth: "mois",
  recurringEveryMonths: "{count} mois",
  recurringOneMonth: "1 mois",
  recurringEveryWeeks: "{count} semaines",
});

const money = (cents: number) => `${(cents / 100).toFixed(2)} €`;
const plan = (fields: Partial<MemberPlan>): MemberPlan => ({ id: "p1", name: "Plan", kind: "free", priceCents: 0, ...fields }) as MemberPlan;
const monthly = { billingPeriod: { value: 1, unit: "month" as const }, numBillingCycles: 0 };

describe("member plans' prices in a language", () => {
  it("says a free, a one-time and a recurring price in the page's words", () => {
    const words = memberPriceWords(FRENCH);
    expect(memberPlanPriceText(plan({ kind: "free" }), money, words)).toBe("Gratuit");
    expect(memberPlanPriceText(plan({ kind: "one_time", priceCents: 2000 }), money, words)).toBe("20.00 € une fois");
    expect(memberPlanPriceText(plan({ kind: "recurring", priceCents: 500, ...monthly }), money, words)).toBe("5.00 € tous les mois");
    const twoWeeksSixTimes = { billingPeriod: { value: 2, unit: "week" as const }, numBillingCycles: 3 };
    expect(memberPlanPriceText(plan({ kind: "recurring", priceCents: 500, ...twoWeeksSixTimes }), money, words)).toBe(
      "5.00 € tous les 2 semaines pendant 6 semaines",
    );
    const oneMonthOnce = { billingPeriod: { value: 1, unit: "month" as const }, numBillingCycles: 1 };
    expect(memberPlanPriceText(plan({ kind: "recurring", priceCents: 500, ...oneMonthOnce }), money, words)).toBe("5.00 € tous les mois pendant 1 mois");
  });

  it("keeps the primary language's words, the same as without them", () => {
    const words = memberPriceWords(PRIMARY_STORE_TEXTS);
    const plans = [
      plan({ kind: "free" }),
      plan({ kind: "one_time", priceCents: 2000 }),
      plan({ kind: "recurring", priceCents: 500, ...monthly }),
      plan({ kind: "recurring", priceCents: 500, billingPeriod: { value: 3, unit: "year" }, numBillingCycles: 2 }),
    ];
    expect(plans.map((p) => memberPlanPriceText(p, money, words))).toEqual(["Free", "20.00 € once", "5.00 € every month", "5.00 € every 3 years for 6 years"]);
    expect(plans.map((p) => memberPlanPriceText(p, money, words))).toEqual(plans.map((p) => memberPlanPriceText(p, money)));
  });
});

describe("the member pages in a language", () => {
  const offer: MemberOffer = {
    name: "Le Club",
    plans: [{ id: "p1", name: "Mensuel", price: "5.00 € tous les mois", joinHref: "/fr/member-areas/join/a1/p1" }],
  };

  it("offers to join in the page's words", () => {
    const html = renderToStaticMarkup(<ProtectedContentPage sectionsHtml="" offer={offer} signInHref="/account/sign-in" texts={FRENCH} />);
    expect(html).toContain('<h2 id="member-offer-title">La suite de cette page est réservée aux membres</h2>');
    expect(html).toContain("<p>Rejoignez Le Club pour tout voir.</p>");
    expect(html).toContain('href="/fr/member-areas/join/a1/p1" aria-label="Rejoindre Le Club : Mensuel">Rejoindre</a>');
    expect(html).toContain('Déjà membre ? <a href="/account/sign-in">Se connecter</a>');
  });

  it("tells a signed-in customer without a plan in the page's words", () => {
    const html = renderToStaticMarkup(<MemberAccessDeniedPage offer={offer} email="ana@example.com" texts={FRENCH} />);
    expect(html).toContain('<h1 id="member-offer-title">Cette page est réservée aux membres</h1>');
    expect(html).toContain("Vous êtes connecté avec ana@example.com, qui n&#x27;est pas encore membre de Le Club. Choisissez une formule.");
    expect(html).toContain(">Rejoindre</a>");
  });

  it("keeps the primary language's words without a translation", () => {
    const html = renderToStaticMarkup(<ProtectedContentPage sectionsHtml="" offer={offer} signInHref="/account/sign-in" texts={PRIMARY_STORE_TEXTS} />);
    expect(html).toContain("The rest of this page is for members");
    expect(html).toContain("<p>Join Le Club to see all of it.</p>");
    expect(html).toContain('aria-label="Join Le Club: Mensuel">Join</a>');
    expect(html).toContain('Already a member? <a href="/account/sign-in">Sign in</a>');
  });
});
