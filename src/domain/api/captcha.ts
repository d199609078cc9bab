import { z } from "zod";

/** The answer of `GET /api/captcha/challenge`: a signed proof-of-work challenge and the number of leading zero bits it asks for. */
export const captchaChallengeSchema = z.object({ challenge: z.string(), difficulty: z.number() });
