import { z } from "zod";
import type { ApiRoute } from "./route";

/** The answer of `GET /api/captcha/challenge`: a signed proof-of-work challenge and the number of leading zero bits it asks for. */
const captchaChallengeSchema = z.object({ challenge: z.string(), difficulty: z.number() });

/** The built-in captcha's challenge, which the form island asks for before it solves it. */
export const captchaRoutes = {
  challenge: { method: "GET", url: "/api/captcha/challenge", schema: { response: { 200: captchaChallengeSchema } } },
} satisfies Record<string, ApiRoute>;
