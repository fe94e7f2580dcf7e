import { verify, type X509Certificate } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { PaypalUnavailableError } from './paypal-errors.ts';
import { readCertificates, webhookSigningKey } from './webhook-certificate-chain.ts';

export type WebhookVerifierOptions = {
  /** The id of our webhook listener in PayPal's dashboard; it is part of what PayPal signs. */
  webhookId: string;
  /**
   * The only origins a certificate is fetched from. Trust comes from the certificate's chain, not from here:
   * this stops a delivery from making us fetch any address it names (our own network included).
   */
  certOrigins: ReadonlySet<string>;
  /** The CA certificates a signing certificate must chain to. */
  trustAnchors: readonly X509Certificate[];
  /** Fetches the PEM at `url`; throws PaypalUnavailableError when the host cannot be reached. */
  fetchCertificate: (url: string) => Promise<string>;
  now: () => number;
};

export type WebhookVerifier = (headers: Record<string, string>, rawBody: Buffer) => Promise<boolean>;

/** Where PayPal's `paypal-cert-url` points, live and sandbox. */
export const PAYPAL_CERT_ORIGINS: readonly string[] = [
  'https://api.paypal.com',
  'https://api-m.paypal.com',
  'https://api.sandbox.paypal.com',
  'https://api-m.sandbox.paypal.com',
];

/**
 * Offline verification as PayPal documents it: RSA-SHA256 over
 * `transmissionId|transmissionTime|webhookId|crc32(rawBody)` with the key of the certificate at
 * `paypal-cert-url`. The body must be the bytes PayPal sent: re-serialised JSON changes the CRC.
 */
export function createWebhookVerifier(options: WebhookVerifierOptions): WebhookVerifier {
  // Cached by URL: PayPal rotates certificates by publishing new URLs. The chain is checked again at every
  // delivery, so a cached certificate stops working when it expires.
  const chains = new Map<string, Promise<X509Certificate[]>>();

  const chainAt = (url: string): Promise<X509Certificate[]> => {
    let chain = chains.get(url);
    if (!chain) {
      chain = options.fetchCertificate(url).then(readCertificates);
      // A failed fetch is not remembered, so the next delivery tries again.
      chain.catch(() => chains.delete(url));
      chains.set(url, chain);
    }
    return chain;
  };

  return async (headers, rawBody) => {
    const header = (name: string): string | undefined => {
      const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
      return key === undefined ? undefined : headers[key];
    };
    const transmissionId = header('paypal-transmission-id');
    const transmissionTime = header('paypal-transmission-time');
    const signature = header('paypal-transmission-sig');
    const certUrl = header('paypal-cert-url');
    const authAlgo = header('paypal-auth-algo');
    if (!transmissionId || !transmissionTime || !signature || !certUrl || authAlgo !== 'SHA256withRSA') {
      return false;
    }
    if (!isAllowedCertUrl(certUrl, options.certOrigins)) return false;

    let chain: X509Certificate[];
    try {
      chain = await chainAt(certUrl);
    } catch (error) {
      // An unreachable host is PayPal's outage, not a bad delivery: the caller answers 5xx and PayPal redelivers.
      if (error instanceof PaypalUnavailableError) throw error;
      return false;
    }
    const publicKey = webhookSigningKey(chain, options.trustAnchors, new Date(options.now()));
    if (!publicKey) return false;
    const signed = `${transmissionId}|${transmissionTime}|${options.webhookId}|${crc32(rawBody)}`;
    try {
      return verify('sha256', Buffer.from(signed), publicKey, Buffer.from(signature, 'base64'));
    } catch {
      return false;
    }
  };
}

function isAllowedCertUrl(certUrl: string, origins: ReadonlySet<string>): boolean {
  try {
    const url = new URL(certUrl);
    return url.username === '' && url.password === '' && origins.has(url.origin);
  } catch {
    return false;
  }
}
