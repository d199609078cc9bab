import { ToggleButton, ToggleButtonGroup, type Key } from "react-aria-components";
import type { FrameDevice } from "./frameDevice";

/** The widths the switch offers, as [device, label]. */
const DEVICES: readonly (readonly [FrameDevice, string])[] = [
  ["desktop", "Desktop"],
  ["tablet", "Tablet"],
  ["phone", "Phone"],
];

/**
 * The frame bar's choice of the width the site is previewed at: a desktop's, a tablet's or a
 * phone's. None is chosen while the frame fits the space beside the panel.
 */
export function DeviceSwitch(props: { device: FrameDevice; onChange: (device: FrameDevice) => void }) {
  const chosen = props.device === "fit" ? [] : [props.device];
  const change = (keys: Set<Key>) => {
    const [device] = [...keys];
    if (device) props.onChange(device as FrameDevice);
  };
  return (
    <ToggleButtonGroup className="segmented" aria-label="Preview width" selectionMode="single" selectedKeys={chosen} onSelectionChange={change}>
      {DEVICES.map(([device, label]) => (
        <ToggleButton className="segment" id={device} key={device}>
          {label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
