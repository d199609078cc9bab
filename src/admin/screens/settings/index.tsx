import { PERMISSION } from "../../../domain/enumerations/permissions";
import { useCan } from "../../shell/access";
import { Notice } from "../../shell/ui/states";
import { Tabs } from "../../shell/ui/Tabs";
import { BarsPanel, PopupPanel } from "./BarsAndPopupSettings";
import { CodeInjectionPanel } from "./CodeInjectionSettings";
import { ConnectedAccountsPanel } from "./ConnectedAccountsSettings";
import { CookieBannerPanel } from "./CookieBannerSettings";
import { DomainsPanel } from "./DomainsSettings";
import { GeneralSettingsPanel } from "./GeneralSettings";
import { LanguagesPanel } from "./LanguagesSettings";
import "../../styles/screens.css";
import "./settings.css";

/** The site settings screen: general settings, domains, cookie banner, popup, bars, code injection, languages and connected accounts, one tab each. */
export default function SettingsScreen() {
  const canWrite = useCan(PERMISSION.SETTINGS, "write");
  return (
    <div className="screen">
      <h1 className="screen-title">Settings</h1>
      {canWrite ? null : <Notice tone="info">You can see these settings but not change them.</Notice>}
      <Tabs
        label="Settings sections"
        sections={[
          { id: "general", title: "General", content: <GeneralSettingsPanel canWrite={canWrite} /> },
          { id: "domains", title: "Domains", content: <DomainsPanel canWrite={canWrite} /> },
          { id: "cookie-banner", title: "Cookie banner", content: <CookieBannerPanel canWrite={canWrite} /> },
          { id: "popup", title: "Popup", content: <PopupPanel canWrite={canWrite} /> },
          { id: "bars", title: "Bars", content: <BarsPanel canWrite={canWrite} /> },
          { id: "code", title: "Code on every page", content: <CodeInjectionPanel canWrite={canWrite} /> },
          { id: "languages", title: "Languages", content: <LanguagesPanel canWrite={canWrite} /> },
          { id: "connected-accounts", title: "Connected accounts", content: <ConnectedAccountsPanel canWrite={canWrite} /> },
        ]}
      />
    </div>
  );
}
