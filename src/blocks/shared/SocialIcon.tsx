import type { SocialNetwork } from "../../domain/social/socialNetworks";

/**
 * Each network's icon as SVG drawing on a 24-unit square, drawn with the current text colour:
 * inline in the page, so no icon font or image request is needed.
 */
const ICONS: Readonly<Record<SocialNetwork, { lines?: string; fill?: string }>> = {
  facebook: { fill: "M13.5 22v-8h2.7l.4-3.2h-3.1V8.8c0-.9.3-1.5 1.6-1.5h1.7V4.4A22 22 0 0 0 14.3 4c-2.4 0-4 1.5-4 4.1v2.7H7.5V14h2.8v8z" },
  instagram: {
    lines:
      "M7 2.5h10A4.5 4.5 0 0 1 21.5 7v10a4.5 4.5 0 0 1-4.5 4.5H7A4.5 4.5 0 0 1 2.5 17V7A4.5 4.5 0 0 1 7 2.5zM12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM17.5 6.5v.01",
  },
  x: { fill: "M3 3h5.6l4.1 5.8L17.8 3h2.6l-6.5 7.4L21 21h-5.6l-4.5-6.3L5.4 21H2.8l6.9-7.9zm3.6 1.9 10.1 14.2h1.4L8 4.9z" },
  linkedin: {
    fill: "M3.5 8.5h4V21h-4zM5.5 2.5a2.2 2.2 0 1 1 0 4.4 2.2 2.2 0 0 1 0-4.4zM10 8.5h3.8v1.7c.6-1 1.9-2 3.8-2 4 0 4.4 2.6 4.4 6V21h-4v-6c0-1.5 0-3.3-2-3.3s-2.3 1.6-2.3 3.2V21H10z",
  },
  youtube: {
    fill: "M22.5 7.2a2.8 2.8 0 0 0-2-2C18.8 4.7 12 4.7 12 4.7s-6.8 0-8.5.5a2.8 2.8 0 0 0-2 2A29 29 0 0 0 1 12a29 29 0 0 0 .5 4.8 2.8 2.8 0 0 0 2 2c1.7.5 8.5.5 8.5.5s6.8 0 8.5-.5a2.8 2.8 0 0 0 2-2A29 29 0 0 0 23 12a29 29 0 0 0-.5-4.8zM9.8 15.1V8.9l5.7 3.1z",
  },
  tiktok: { fill: "M16.6 2h-3.4v13.4a2.9 2.9 0 1 1-2.9-2.9c.3 0 .6 0 .9.1V9.2a6.3 6.3 0 1 0 5.4 6.2V8.6a7.6 7.6 0 0 0 4.4 1.4V6.6A4.4 4.4 0 0 1 16.6 2z" },
  pinterest: {
    fill: "M12 2a10 10 0 0 0-3.6 19.3c-.1-.8-.2-2 0-2.9l1.2-5s-.3-.6-.3-1.5c0-1.4.8-2.5 1.8-2.5.9 0 1.3.7 1.3 1.5 0 .9-.6 2.2-.9 3.5-.2 1 .5 1.9 1.6 1.9 1.9 0 3.3-2 3.3-4.9 0-2.5-1.8-4.3-4.4-4.3-3 0-4.8 2.3-4.8 4.6 0 .9.3 1.9.8 2.4.1.1.1.2.1.3l-.3 1.2c0 .2-.2.3-.4.2-1.4-.7-2.2-2.7-2.2-4.3 0-3.5 2.5-6.7 7.3-6.7 3.8 0 6.8 2.7 6.8 6.4 0 3.8-2.4 6.9-5.8 6.9-1.1 0-2.2-.6-2.6-1.3l-.7 2.7c-.3 1-.9 2.2-1.4 2.9A10 10 0 1 0 12 2z",
  },
  github: {
    fill: "M12 2a10 10 0 0 0-3.2 19.5c.5.1.7-.2.7-.5v-1.7c-2.8.6-3.4-1.3-3.4-1.3-.5-1.2-1.1-1.5-1.1-1.5-.9-.6.1-.6.1-.6 1 .1 1.5 1 1.5 1 .9 1.5 2.3 1.1 2.9.8.1-.6.4-1.1.6-1.3-2.2-.3-4.6-1.1-4.6-5 0-1.1.4-2 1-2.7-.1-.3-.4-1.3.1-2.7 0 0 .8-.3 2.8 1a9.6 9.6 0 0 1 5 0c1.9-1.3 2.8-1 2.8-1 .5 1.4.2 2.4.1 2.7.6.7 1 1.6 1 2.7 0 3.9-2.3 4.7-4.6 5 .4.3.7.9.7 1.9V21c0 .3.2.6.7.5A10 10 0 0 0 12 2z",
  },
  mastodon: {
    fill: "M21.3 8.1c0-4.3-2.8-5.6-2.8-5.6C17.1 1.9 14.7 1.6 12.2 1.6h-.1c-2.5 0-4.9.3-6.3.9 0 0-2.8 1.3-2.8 5.6 0 1 0 2.2.1 3.4.1 4.2.8 8.4 4.7 9.4 1.8.5 3.3.6 4.6.5 2.2-.1 3.5-.8 3.5-.8l-.1-1.6s-1.6.5-3.4.5c-1.8-.1-3.7-.2-4-2.4v-.6s1.8.4 4 .5c1.4.1 2.7-.1 4-.2 2.5-.3 4.7-1.8 5-3.3.4-2.3.4-5.7.4-5.7zm-3.4 5.6h-2.1V8.6c0-1.1-.5-1.6-1.4-1.6-1 0-1.5.6-1.5 1.9v2.8h-2.1V8.9c0-1.3-.5-1.9-1.5-1.9-.9 0-1.4.5-1.4 1.6v5.1H5.8V8.4c0-1.1.3-2 .8-2.6.6-.6 1.3-1 2.3-1 1.1 0 1.9.4 2.5 1.3l.5.9.5-.9c.6-.9 1.4-1.3 2.5-1.3 1 0 1.7.3 2.3 1 .5.6.8 1.5.8 2.6z",
  },
  email: { lines: "M3 5h18v14H3zM3 6l9 7 9-7" },
};

/** A network's icon, hidden from screen readers: the link around it carries the network's name. */
export function SocialIcon({ network, size }: { network: SocialNetwork; size: number }) {
  const icon = ICONS[network];
  return (
    <svg className="tsr-social-icon" viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      {icon.fill ? <path d={icon.fill} fill="currentColor" /> : null}
      {icon.lines ? <path d={icon.lines} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" /> : null}
    </svg>
  );
}
