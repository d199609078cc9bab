import { LOGOUT_MESSAGES } from "../../domain/messages/logoutMessages";
import { withPart } from "../../browser/partLoader";

/**
 * After sign-out the browser lands on the site root with logout=true (spec 1 §2): show the
 * information dialog, loading the dialog code only then.
 */
export async function showLogoutNoticeIfAsked(location: Location = window.location): Promise<void> {
  if (new URLSearchParams(location.search).get("logout") !== "true") return;
  await withPart(
    "dialogs",
    "logout=true",
    () => import("./dialogs"),
    (m) => m.showInformationDialog({ title: LOGOUT_MESSAGES.title, message: LOGOUT_MESSAGES.message }),
  );
}
