import { createHmac } from "node:crypto";
import type { Clock } from "../../clock";
import type { PaymentProvider } from "./payments/paymentProvider";
import { StripeProvider } from "./payments/stripeProvider";
import { TestGateway } from "./payments/testGateway";
import type { StoreConfig } from "./storeConfig";

/** The configured payment provider: Stripe when STRIPE_SECRET_KEY is set, else the built-in test gateway. */
export function paymentProviderFor(config: StoreConfig, sessionSecret: string, clock: Clock): { provider: PaymentProvider; testGateway: TestGateway | null } {
  if (config.stripeSecretKey) return { provider: new StripeProvider({ ...config, stripeSecretKey: config.stripeSecretKey }), testGateway: null };
  const gateway = new TestGateway(createHmac("sha256", sessionSecret).update("test-gateway-signing").digest("hex"), clock);
  return { provider: gateway, testGateway: gateway };
}
