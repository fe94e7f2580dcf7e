import { PAYMENT_MODES } from '@app/proto/rules/payment-orders';
import { ConfigError, configFields } from '@app/platform/config';
import { serviceEnv } from '@app/service-runtime/service-runtime';
import { z } from 'zod';
import { manifest } from '../manifest.ts';
import { readTrustAnchors } from './paypal/webhook-certificate-chain.ts';

export const paymentConfigSchema = z.object({
  ...serviceEnv(manifest.grpcPort),
  /** Free deliveries every new user starts with. */
  WELCOME_FREE_DELIVERIES: configFields.positiveInt(3),
  /** Auth: a closed account's record is read from it before anything of the account is erased. */
  AUTH_GRPC_ADDR: configFields.grpcAddress('127.0.0.1:50051'),
  MESSAGE_GRPC_ADDR: configFields.grpcAddress('127.0.0.1:50052'),
  /** Where people reach the product: PayPal sends the buyer back there. */
  PUBLIC_URL: configFields.url().default('http://localhost:8080'),
  /**
   * simulated: no PayPal at all (MOCK-… orders approved on our own page); sandbox and live: PayPal's REST
   * API. No default: a deployment says which, so a forgotten setting never gives deliveries away.
   */
  PAYPAL_MODE: z.enum(PAYMENT_MODES),
  /** PayPal's REST API; empty means PayPal's own host for the mode (tests point it at a fake PayPal). */
  PAYPAL_BASE_URL: z.union([configFields.url(), z.literal('')]).default(''),
  PAYPAL_CLIENT_ID: z.string().default(''),
  PAYPAL_CLIENT_SECRET: z.string().default(''),
  /** The id of our webhook listener at PayPal; its deliveries are verified against it. */
  PAYPAL_WEBHOOK_ID: z.string().default(''),
  /**
   * PEM of the CA certificates a webhook's signing certificate must chain to (`\n` escapes allowed on one
   * line); empty: Node's bundled Mozilla roots, which PayPal's chain to. Tests name their fake PayPal's root.
   */
  PAYPAL_WEBHOOK_CA_CERTS: z
    .string()
    .default('')
    .superRefine((pem, ctx) => {
      const trust = readTrustAnchors(pem);
      if ('problem' in trust) ctx.addIssue({ code: 'custom', message: trust.problem });
    }),
  /**
   * A directory on other storage than the databases' where each PayPal capture is written before it is recorded
   * paid, read at start so a restore to an earlier point neither loses nor keeps money wrongly (docs/backups.md).
   * Empty: none.
   */
  PAYMENT_JOURNAL_DIR: z.string().default(''),
  /** Simulated payments in a production build (NODE_ENV=production) only when this says so. */
  PAYPAL_ALLOW_SIMULATED: z.stringbool().default(false),
  /** `production` in the images. */
  NODE_ENV: z.string().default('development'),
});

export type PaymentConfig = z.infer<typeof paymentConfigSchema>;

const PAYPAL_HOSTS = {
  sandbox: 'https://api-m.sandbox.paypal.com',
  live: 'https://api-m.paypal.com',
} as const;

export type PaypalSettings =
  | { mode: 'simulated' }
  | {
      mode: 'sandbox' | 'live';
      baseUrl: string;
      clientId: string;
      clientSecret: string;
      webhookId: string;
      webhookCaCertificates: string;
    };

/** The PayPal settings, checked together: what one variable allows depends on the others. */
export function paypalSettings(config: PaymentConfig): PaypalSettings {
  if (config.PAYPAL_MODE === 'simulated') {
    if (config.NODE_ENV === 'production' && !config.PAYPAL_ALLOW_SIMULATED) {
      throw new ConfigError([
        'PAYPAL_MODE: simulated payments in production need PAYPAL_ALLOW_SIMULATED=true',
      ]);
    }
    return { mode: 'simulated' };
  }
  const missing = (['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'PAYPAL_WEBHOOK_ID'] as const).filter(
    (name) => !config[name],
  );
  if (missing.length > 0) {
    throw new ConfigError(
      missing.map((name) => `${name}: required when PAYPAL_MODE is ${config.PAYPAL_MODE}`),
    );
  }
  return {
    mode: config.PAYPAL_MODE,
    baseUrl: config.PAYPAL_BASE_URL || PAYPAL_HOSTS[config.PAYPAL_MODE],
    clientId: config.PAYPAL_CLIENT_ID,
    clientSecret: config.PAYPAL_CLIENT_SECRET,
    webhookId: config.PAYPAL_WEBHOOK_ID,
    webhookCaCertificates: config.PAYPAL_WEBHOOK_CA_CERTS,
  };
}
