import type { ReactNode } from "react";
import { Tab, TabList, TabPanel, Tabs as AriaTabs } from "react-aria-components";

/** One tab: its id, the words on it and what its panel shows. */
export interface TabSection {
  id: string;
  title: string;
  content: ReactNode;
}

/**
 * A screen's sections as tabs (react-aria: arrow keys move between tabs, the panel follows),
 * the first one open. Only the open tab's panel is rendered.
 */
export function Tabs(props: { label: string; sections: readonly TabSection[] }) {
  return (
    <AriaTabs className="tabs">
      <TabList className="tab-list" aria-label={props.label}>
        {props.sections.map((section) => (
          <Tab className="tab" id={section.id} key={section.id}>
            {section.title}
          </Tab>
        ))}
      </TabList>
      {props.sections.map((section) => (
        <TabPanel className="tab-panel" id={section.id} key={section.id}>
          {section.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
