import { X509Certificate, verify, type KeyObject } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { PaypalUnavailableError } from './paypal-errors.ts';

export type WebhookVerifierOptions = {
  /** The id of our webhook listener in PayPal's dashboard; it is part of what PayPal signs. */
  webhookId: string;
  /** Decides which hostnames (no port) may serve the signing certificate. */
  allowedCertHosts: (host: string) => boolean;
  /** Fetches the PEM at `url`; throws PaypalUnavailableError when the host cannot be reached. */
  fetchCertificate: (url: string) => Promise<string>;
};

export type WebhookVerifier = (headers: Record<string, string>, rawBody: Buffer) => Promise<boolean>;

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

export const isPaypalHost = (host: string): boolean => host.endsWith('.paypal.com');

/**
 * Offline verification as PayPal documents it: RSA-SHA256 over
 * `transmissionId|transmissionTime|webhookId|crc32(rawBody)` with the key of the certificate at
 * `paypal-cert-url`. The body must be the bytes PayPal sent: re-serialised JSON changes the CRC.
 */
export function createWebhookVerifier(options: WebhookVerifierOptions): WebhookVerifier {
  // Cached by URL: PayPal rotates certificates by publishing new URLs, so an entry never goes stale.
  const keys = new Map<string, Promise<KeyObject>>();

  const publicKeyAt = (url: string): Promise<KeyObject> => {
    let key = keys.get(url);
    if (!key) {
      key = options.fetchCertificate(url).then((pem) => new X509Certificate(pem).publicKey);
      // A failed fetch is not remembered, so the next delivery tries again.
      key.catch(() => keys.delete(url));
      keys.set(url, key);
    }
    return key;
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
    if (!isTrustedCertUrl(certUrl, options.allowedCertHosts)) return false;

    let publicKey: KeyObject;
    try {
      publicKey = await publicKeyAt(certUrl);
    } catch (error) {
      // An unreachable host is PayPal's outage, not a bad delivery: the caller answers 5xx and PayPal redelivers.
      if (error instanceof PaypalUnavailableError) throw error;
      return false;
    }
    const signed = `${transmissionId}|${transmissionTime}|${options.webhookId}|${crc32(rawBody)}`;
    try {
      return verify('sha256', Buffer.from(signed), publicKey, Buffer.from(signature, 'base64'));
    } catch {
      return false;
    }
  };
}

/** https on an allowed host; plain http only for an allowed loopback host (the fake server in tests). */
function isTrustedCertUrl(certUrl: string, allowedCertHosts: (host: string) => boolean): boolean {
  let url: URL;
  try {
    url = new URL(certUrl);
  } catch {
    return false;
  }
  if (!allowedCertHosts(url.hostname)) return false;
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
}
