import { popupFormRoutes, visitorSettingsRoutes } from "../../domain/api/visitorSettings";
import { call, type CallInput, type CallOutput } from "./call";

type Routes = typeof visitorSettingsRoutes;

/** Each visitor-facing setting object by its route name under /api/config/site/, as the server answers it. */
export type VisitorSettings = { [K in keyof Routes]: CallOutput<Routes[K]["read"]> };

/** What each PUT takes, by route name. */
type VisitorSettingsUpdates = { [K in keyof Routes]: CallInput<Routes[K]["save"]>["body"] };

/** GET and PUT of the cookie banner, popup overlay and bars: PUT takes the whole object and answers the saved one (routes: src/domain/api/visitorSettings.ts). */
export const visitorSettingsApi = {
  load: <K extends keyof Routes>(name: K): Promise<VisitorSettings[K]> => {
    const route: Routes[K]["read"] = visitorSettingsRoutes[name].read;
    return call(route, {} as CallInput<Routes[K]["read"]>);
  },
  save: <K extends keyof Routes>(name: K, value: VisitorSettingsUpdates[K]): Promise<VisitorSettings[K]> => {
    const route: Routes[K]["save"] = visitorSettingsRoutes[name].save;
    return call(route, { body: value } as CallInput<Routes[K]["save"]>);
  },
};

/** The site's forms the popup can show (those with an email field), for the popup settings' picker. */
export const popupFormChoicesApi = {
  list: async () => (await call(popupFormRoutes.choices, {})).forms,
};
