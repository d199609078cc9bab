import { useEffect, useState } from "react";
import { fontPreloads } from "../../../domain/siteStyles/styleSheet";
import type { SiteStyles } from "../../../domain/siteStyles/siteStylesSchema";

/** Whether the font files of the chosen families arrived, and a way to ask for them again. */
export interface FontsLoad {
  failed: boolean;
  retry: () => void;
}

/**
 * Fetches the files of the shipped families the design uses (the ones pages ask for first) as the
 * owner chooses them, so the design screen can say when they do not arrive ("Unable to load
 * fonts", spec 2 §8) instead of the preview quietly falling back to the device's fonts.
 */
export function useFontsLoad(styles: SiteStyles): FontsLoad {
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const files = fontPreloads(styles);
  const key = files.join(" ");
  useEffect(() => {
    if (files.length === 0 || typeof FontFace !== "function") {
      setFailed(false);
      return;
    }
    let live = true;
    Promise.all(files.map((file) => new FontFace("tessera-font-check", `url(${file})`).load())).then(
      () => live && setFailed(false),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the files are named by their key
  }, [key, attempt]);
  return { failed, retry: () => setAttempt((count) => count + 1) };
}
