import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BLOCK_TYPE } from "../../domain/enumerations/blockTypes";
import { AcuityBlock } from "../acuity/AcuityBlock";
import { acuitySchema } from "../acuity/schema";
import { OpenTableBlock } from "../opentable/OpenTableBlock";
import { openTableSchema } from "../opentable/schema";
import { ReservationWidgetBlock } from "../reservation-widget/ReservationWidgetBlock";
import { reservationWidgetSchema } from "../reservation-widget/schema";
import { TockBlock } from "../tock/TockBlock";
import { tockSchema } from "../tock/schema";
import type { BlockRenderContext } from "../types";
import { settingsProblems } from "./settingsProblems.testing";
import { PROVIDER_WIDGET_ORIGINS } from "./widgetOrigins";

const context: BlockRenderContext = { websiteId: "a".repeat(24), locale: "en-US", pagePath: "/", pageTitle: "Home" };
const standIn: BlockRenderContext = {
  ...context,
  widgetOrigins: { ...PROVIDER_WIDGET_ORIGINS, opentable: "http://127.0.0.1:9", tock: "http://127.0.0.1:9", acuity: "http://127.0.0.1:9" },
};
const id = "b".repeat(24);

describe("restaurant booking and scheduling blocks", () => {
  it("keep their block type codes: opentable 49, acuity 60, tock 68, and the reservation widget Tessera's own", () => {
    expect([openTableSchema.code, acuitySchema.code, tockSchema.code]).toEqual([49, 60, 68]);
    expect(reservationWidgetSchema.code).toBe(BLOCK_TYPE.reservationWidget);
    expect(tockSchema.schema.parse({ business: "x" }).variant).toBe("reservations");
  });

  it("refuse ids that are not numbers and names a provider would not take, in plain words", () => {
    expect(settingsProblems(openTableSchema.schema, { restaurantId: "" })).toEqual({ restaurantId: "Enter your restaurant's number on OpenTable." });
    expect(settingsProblems(openTableSchema.schema, { restaurantId: "12a" })).toEqual({
      restaurantId: "An OpenTable restaurant number has up to 12 digits.",
    });
    expect(settingsProblems(openTableSchema.schema, { restaurantId: "1", variant: "tall" })).toEqual({ variant: "Choose a widget: standard or button." });
    expect(settingsProblems(tockSchema.schema, { business: "a/b" })).toEqual({ business: "A Tock page name holds only letters, digits and dashes." });
    expect(settingsProblems(tockSchema.schema, { business: "a", variant: "tables" })).toEqual({ variant: "Choose a widget: reservations or events." });
    expect(settingsProblems(acuitySchema.schema, { owner: "1", appointmentType: "x" })).toEqual({
      appointmentType: "An appointment type is a number of up to 12 digits.",
    });
    expect(settingsProblems(reservationWidgetSchema.schema, { restaurantId: "1", script: "<script>" })).toHaveProperty("");
  });

  it("render OpenTable's booking page as a plain link, and its loader script for the chosen variant for the island", () => {
    const html = renderToStaticMarkup(
      <OpenTableBlock id={id} settings={openTableSchema.schema.parse({ restaurantId: "412", variant: "button", heading: "Book" })} context={context} />,
    );
    expect(html).toContain('data-island="opentable"');
    expect(html).toContain(
      '<a class="tsr-booking__link" href="https://www.opentable.com/restref/client/?rid=412&amp;lang=en-US" target="_blank" rel="noopener noreferrer">Reserve a table on OpenTable</a>',
    );
    expect(html).toContain(
      'data-widget-kind="script" data-widget-src="https://www.opentable.com/widget/reservation/loader?rid=412&amp;type=button&amp;theme=standard&amp;iframe=true&amp;domain=com&amp;lang=en-US&amp;newtab=false&amp;ot_source=Restaurant+website"',
    );
    expect(html).toContain('data-preview-alert="Preview Only: Please log out of your account in order to use the OpenTable Block."');
    expect(html).toContain('<h3 class="tsr-booking__heading">Book</h3>');
    expect(html).not.toContain("<script");
  });

  it("load every provider from the server's configured origin, never from the block's settings", () => {
    const openTable = renderToStaticMarkup(<OpenTableBlock id={id} settings={openTableSchema.schema.parse({ restaurantId: "412" })} context={standIn} />);
    expect(openTable).toContain('data-widget-src="http://127.0.0.1:9/widget/reservation/loader?rid=412&amp;type=standard');
    const frame = renderToStaticMarkup(
      <ReservationWidgetBlock id={id} settings={reservationWidgetSchema.schema.parse({ restaurantId: "412" })} context={standIn} />,
    );
    expect(frame).toContain(
      'data-widget-kind="frame" data-widget-src="http://127.0.0.1:9/restref/client/?rid=412&amp;lang=en-US&amp;iframe=true" data-widget-title="OpenTable reservations"',
    );
    expect(frame).toContain('data-island="reservation-widget"');
  });

  it("render Tock's page for reservations or its events, with the business on the container Tock's script fills", () => {
    const reservations = renderToStaticMarkup(<TockBlock id={id} settings={tockSchema.schema.parse({ business: "Tessera-Bakery" })} context={context} />);
    expect(reservations).toContain('href="https://www.exploretock.com/tessera-bakery" target="_blank" rel="noopener noreferrer">Reserve on Tock</a>');
    expect(reservations).toContain('data-widget-src="https://www.exploretock.com/tock.js"');
    expect(reservations).toContain(
      '<div class="tsr-booking__slot" id="Tock_widget_container" data-tock-business="tessera-bakery" data-tock-display-mode="Button" data-tock-locale="en-us"></div>',
    );
    expect(reservations).toContain('data-preview-alert="Preview Only: Please log out of your account in order to use the Tock Block."');
    const events = renderToStaticMarkup(<TockBlock id={id} settings={tockSchema.schema.parse({ business: "bakery", variant: "events" })} context={context} />);
    expect(events).toContain('href="https://www.exploretock.com/bakery/experiences" target="_blank" rel="noopener noreferrer">See events on Tock</a>');
    expect(events).toContain('data-tock-display-mode="Events"');
  });

  it("render Acuity's scheduling page as a link and, for the island, as a frame", () => {
    const html = renderToStaticMarkup(<AcuityBlock id={id} settings={acuitySchema.schema.parse({ owner: "77", appointmentType: "5" })} context={context} />);
    expect(html).toContain(
      'href="https://app.acuityscheduling.com/schedule.php?owner=77&amp;appointmentType=5" target="_blank" rel="noopener noreferrer">Book on Acuity Scheduling</a>',
    );
    expect(html).toContain(
      'data-widget-kind="frame" data-widget-src="https://app.acuityscheduling.com/schedule.php?owner=77&amp;appointmentType=5&amp;ref=embedded_csp" data-widget-title="Acuity Scheduling calendar"',
    );
    expect(html).toContain('data-island="acuity"');
    expect(html).not.toContain("tsr-booking__intro");
  });
});
