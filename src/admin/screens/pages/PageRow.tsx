import { Button, Menu, MenuItem, MenuTrigger, Popover, Separator } from "react-aria-components";
import { Icon } from "../../shell/ui/Icon";
import { StatusBadge } from "../../shell/review/StatusBadge";
import type { PageSummary } from "../../api/pages";

/** What can be done to a page from its menu. */
export type PageAction = "open" | "rename" | "slug" | "seo" | "visibility" | "duplicate" | "up" | "down" | "move-other" | "password" | "delete";

const OPEN_LABEL: Record<PageSummary["kind"], string> = { page: "Edit blocks", blog: "Open posts", events: "Open events", store: "Open products" };

/** One page of the tree: opens on press, with a menu of actions (disabled for view-only accounts). */
export function PageRow(props: {
  page: PageSummary;
  /** The page the editing frame shows. */
  isShown: boolean;
  isFirst: boolean;
  isLast: boolean;
  canWrite: boolean;
  canSetPassword: boolean;
  otherNavigationLabel: string;
  onAction: (action: PageAction) => void;
}) {
  const { page } = props;
  const disabled = new Set<PageAction>();
  if (!props.canWrite) for (const a of ["rename", "slug", "seo", "duplicate", "up", "down", "move-other", "delete"] as const) disabled.add(a);
  if (!props.canSetPassword) disabled.add("password");
  if (props.isFirst) disabled.add("up");
  if (props.isLast) disabled.add("down");
  if (page.kind !== "page") for (const a of ["duplicate", "visibility"] as const) disabled.add(a);
  return (
    <li
      className={props.isShown ? "page-row page-row-shown" : "page-row"}
      data-testid={`page-${page.urlSlug}`}
      aria-current={props.isShown ? "page" : undefined}
    >
      <Button
        className="page-open"
        onPress={() => props.onAction("open")}
        aria-label={`${page.title}, /${page.urlSlug}, ${page.label}${page.locked ? ", password protected" : ""}`}
      >
        <span className="page-title">{page.title}</span>
        <span className="page-slug">/{page.urlSlug}</span>
      </Button>
      {page.kind === "blog" ? <span className="tag">Blog</span> : null}
      {page.kind === "events" ? <span className="tag">Events</span> : null}
      {page.kind === "store" ? (
        <span className="tag" title="The shop's product list">
          <Icon name="cart" size={12} /> Shop
        </span>
      ) : null}
      {page.locked ? (
        <span className="tag" title="Password protected">
          Locked
        </span>
      ) : null}
      <StatusBadge label={page.label} />
      {page.hasChanges && page.label === "Available" ? <span className="dot" title="Unpublished changes" aria-label="Unpublished changes" /> : null}
      <MenuTrigger>
        <Button className="btn-icon" aria-label={`Actions for ${page.title}`}>
          ⋯
        </Button>
        <Popover className="popover" placement="bottom end">
          <Menu className="menu" disabledKeys={[...disabled]} onAction={(key) => props.onAction(key as PageAction)}>
            <MenuItem className="menu-item" id="open">
              {OPEN_LABEL[page.kind]}
            </MenuItem>
            <MenuItem className="menu-item" id="rename">
              Rename…
            </MenuItem>
            <MenuItem className="menu-item" id="slug">
              Change web address…
            </MenuItem>
            <MenuItem className="menu-item" id="seo">
              Search engines and sharing…
            </MenuItem>
            <MenuItem className="menu-item" id="visibility">
              Visibility and review…
            </MenuItem>
            <MenuItem className="menu-item" id="duplicate">
              Duplicate
            </MenuItem>
            <Separator className="menu-separator" />
            <MenuItem className="menu-item" id="up">
              Move up
            </MenuItem>
            <MenuItem className="menu-item" id="down">
              Move down
            </MenuItem>
            <MenuItem className="menu-item" id="move-other">
              Move to {props.otherNavigationLabel}
            </MenuItem>
            <Separator className="menu-separator" />
            <MenuItem className="menu-item" id="password">
              Password…
            </MenuItem>
            <MenuItem className="menu-item menu-danger" id="delete">
              Delete…
            </MenuItem>
          </Menu>
        </Popover>
      </MenuTrigger>
    </li>
  );
}
