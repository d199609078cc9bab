import { isContentLink } from "../urlRules";

/** A link an owner may put on a bar or popup: empty, a content link, or an http(s) address. */
export function isOwnerLink(value: string): boolean {
  return value === "" || isContentLink(value) || /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(value);
}
