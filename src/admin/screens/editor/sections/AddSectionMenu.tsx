import { Button, Menu, MenuItem, MenuTrigger, Popover } from "react-aria-components";

/** One way to add a section: an empty one or the copied one; more ways can join the list. */
export interface AddSectionEntry {
  id: string;
  label: string;
  isDisabled?: boolean;
  onAction: () => void;
}

/** The button (the editor's "New section") and its menu of ways to add a section at the end of the page. */
export function AddSectionMenu(props: { entries: readonly AddSectionEntry[]; isDisabled: boolean; label: string }) {
  const disabledKeys = props.entries.filter((entry) => entry.isDisabled).map((entry) => entry.id);
  return (
    <MenuTrigger>
      <Button className="btn btn-small" isDisabled={props.isDisabled}>
        {props.label}
      </Button>
      <Popover className="popover" placement="bottom start">
        <Menu className="menu" disabledKeys={disabledKeys} onAction={(key) => props.entries.find((entry) => entry.id === key)?.onAction()}>
          {props.entries.map((entry) => (
            <MenuItem className="menu-item" id={entry.id} key={entry.id}>
              {entry.label}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
