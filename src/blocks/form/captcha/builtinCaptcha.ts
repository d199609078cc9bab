import { FORM_TEXTS } from "../../../domain/forms/formTexts";
import { hasLeadingZeroBits } from "../../../domain/forms/proofOfWork";
import { prefixHasher } from "../../../domain/forms/sha256";
import type { CaptchaListener, CaptchaWidget } from "./captchaWidget";
import type { z } from "zod";
import { crumbFetch } from "../../../browser/crumbFetch";
import type { captchaRoutes } from "../../../domain/api/captcha";

/** The challenge the route answers, as its response schema states it. */
type CaptchaChallenge = z.output<(typeof captchaRoutes.challenge.schema.response)[200]>;

/** Hashes tried between two yields to the page, so typing stays smooth while the check runs. */
const SLICE = 20_000;
/** Where the server hands out challenges. */
const CHALLENGE_URL = "/api/captcha/challenge";

const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function solve(challenge: string, difficulty: number, cancelled: () => boolean): Promise<string | null> {
  const hash = prefixHasher(`${challenge}:`);
  for (let nonce = 0; ; nonce++) {
    if (nonce % SLICE === 0) {
      await pause();
      if (cancelled()) return null;
    }
    if (hasLeadingZeroBits(hash(nonce), difficulty)) return `${challenge}:${nonce}`;
  }
}

/** What the status line says before the check starts, while it works and once it is done. */
export interface CaptchaStatusWords {
  idle: string;
  working: string;
  done: string;
}

/** The status line's words in the primary language. */
const PRIMARY_STATUS_WORDS: CaptchaStatusWords = { idle: FORM_TEXTS.captchaIdle, working: FORM_TEXTS.captchaWorking, done: FORM_TEXTS.captchaDone };

/**
 * Tessera's own captcha in the browser: it fetches a challenge and finds the proof of work in
 * small slices, telling the visitor what it is doing in a status line (in `words`, the page
 * language's where its form hands them). It never blocks the submit button: sending before it
 * is done shows "Complete CAPTCHA before submitting."
 */
export function builtinCaptcha(status: HTMLElement, onChange: CaptchaListener, words: CaptchaStatusWords = PRIMARY_STATUS_WORDS): CaptchaWidget {
  let answer: string | null = null;
  let run = 0;
  let running = false;

  const start = () => {
    if (running || answer) return;
    running = true;
    const mine = ++run;
    status.textContent = words.working;
    void (async () => {
      try {
        const response = await crumbFetch({ method: "GET", url: CHALLENGE_URL });
        const { challenge, difficulty } = (response.data ?? {}) as Partial<CaptchaChallenge>;
        if (response.status !== 200 || typeof challenge !== "string" || typeof difficulty !== "number") throw new Error("no challenge");
        const found = await solve(challenge, difficulty, () => mine !== run);
        if (found === null || mine !== run) return;
        answer = found;
        status.textContent = words.done;
        onChange(true);
      } catch {
        status.textContent = words.idle;
      } finally {
        if (mine === run) running = false;
      }
    })();
  };

  return {
    bindsSubmit: false,
    start,
    answer: () => answer,
    reset() {
      run += 1;
      running = false;
      answer = null;
      status.textContent = words.idle;
      onChange(false);
      start();
    },
  };
}
