import { Tab, TabList, TabPanel, Tabs } from "react-aria-components";
import { PERMISSION } from "../../../domain/enumerations/permissions";
import { useCan } from "../../shell/access";
import { Notice } from "../../shell/ui/states";
import { BarsPanel, PopupPanel } from "./BarsAndPopupSettings";
import { CodeInjectionPanel } from "./CodeInjectionSettings";
import { CookieBannerPanel } from "./CookieBannerSettings";
import { DomainsPanel } from "./DomainsSettings";
import { GeneralSettingsPanel } from "./GeneralSettings";
import { LanguagesPanel } from "./LanguagesSettings";
import "../../styles/screens.css";
import "./settings.css";

/** The site settings screen: general settings, domains, cookie banner, popup, bars, code injection and languages, one tab each. */
export default function SettingsScreen() {
  const canWrite = useCan(PERMISSION.SETTINGS, "write");
  return (
    <div className="screen">
      <h1 className="screen-title">Settings</h1>
      {canWrite ? null : <Notice tone="info">You can see these settings but not change them.</Notice>}
      <Tabs className="tabs">
        <TabList className="tab-list" aria-label="Settings sections">
          <Tab className="tab" id="general">
            General
          </Tab>
          <Tab className="tab" id="domains">
            Domains
          </Tab>
          <Tab className="tab" id="cookie-banner">
            Cookie banner
          </Tab>
          <Tab className="tab" id="popup">
            Popup
          </Tab>
          <Tab className="tab" id="bars">
            Bars
          </Tab>
          <Tab className="tab" id="code">
            Code injection
          </Tab>
          <Tab className="tab" id="languages">
            Languages
          </Tab>
        </TabList>
        <TabPanel className="tab-panel" id="general">
          <GeneralSettingsPanel canWrite={canWrite} />
        </TabPanel>
        <TabPanel className="tab-panel" id="domains">
          <DomainsPanel canWrite={canWrite} />
        </TabPanel>
        <TabPanel className="tab-panel" id="cookie-banner">
          <CookieBannerPanel canWrite={canWrite} />
        </TabPanel>
        <TabPanel className="tab-panel" id="popup">
          <PopupPanel canWrite={canWrite} />
        </TabPanel>
        <TabPanel className="tab-panel" id="bars">
          <BarsPanel canWrite={canWrite} />
        </TabPanel>
        <TabPanel className="tab-panel" id="code">
          <CodeInjectionPanel canWrite={canWrite} />
        </TabPanel>
        <TabPanel className="tab-panel" id="languages">
          <LanguagesPanel canWrite={canWrite} />
        </TabPanel>
      </Tabs>
    </div>
  );
}
