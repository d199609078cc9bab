import { useCallback, useState } from "react";
import { guideApi } from "../../api/guide";
import { PERMISSION } from "../../../domain/enumerations/permissions";
import { allows, useMe } from "../access";
import { useRouter } from "../router";
import { useLoad } from "../useLoad";

/**
 * The getting-started guide's state for the top bar: whether the account may see it (it reads
 * the settings), its steps (read afresh when it opens and on every screen change, so a step
 * followed shows done), whether it is open, and opening and closing it.
 */
export function useGuide() {
  const me = useMe();
  const { subPath } = useRouter();
  const available = allows(me, PERMISSION.SETTINGS, "read");
  const [open, setOpen] = useState(false);
  const steps = useLoad(() => (open ? guideApi.read().then((answer) => answer.steps) : Promise.resolve([])), [open, subPath]);
  const close = useCallback(() => setOpen(false), []);
  const show = useCallback(() => setOpen(true), []);
  return { available, open, steps, show, close };
}
