import { X509Certificate, type KeyObject } from 'node:crypto';
import { rootCertificates } from 'node:tls';

/**
 * The names PayPal's webhook signing certificates are issued to (the rule of PayPal's own Java SDK). Both are
 * taken in either mode: the webhook id inside what is signed already ties a delivery to our one listener.
 */
const SIGNER_NAMES = new Set([
  'messageverificationcerts.paypal.com',
  'messageverificationcerts.sandbox.paypal.com',
]);

/** A served chain is the signer's certificate and one or two intermediates; more is not PayPal's. */
const MAX_CHAIN_LENGTH = 5;

const PEM_BLOCK = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g;

/** The certificates of a PEM text, in order; throws when one does not parse. */
export function readCertificates(pem: string): X509Certificate[] {
  return (pem.replace(/\\n/g, '\n').match(PEM_BLOCK) ?? []).map((block) => new X509Certificate(block));
}

/**
 * The CA certificates a PAYPAL_WEBHOOK_CA_CERTS value names, or why it cannot be used. Empty means Node's
 * bundled Mozilla roots, which hold the public CAs PayPal's certificates chain to.
 */
export function readTrustAnchors(pem: string): { anchors: X509Certificate[] } | { problem: string } {
  if (pem.trim() === '') return { anchors: defaultAnchors() };
  let anchors: X509Certificate[];
  try {
    anchors = readCertificates(pem);
  } catch {
    return { problem: 'holds a certificate that does not parse' };
  }
  if (anchors.length === 0) return { problem: 'holds no PEM certificate' };
  if (anchors.some((anchor) => !anchor.ca)) return { problem: 'must hold CA certificates only' };
  return { anchors };
}

let bundledRoots: X509Certificate[] | undefined;
const defaultAnchors = (): X509Certificate[] =>
  (bundledRoots ??= rootCertificates.map((pem) => new X509Certificate(pem)));

/**
 * The public key of the signer's certificate (the chain's first) when it is PayPal's webhook signer's, every
 * certificate from it up is valid at `now`, and the path ends in a certificate issued by a trust anchor; else
 * undefined. Issuers are proven by signature, not by name: a forger can copy any name, not a CA's key.
 */
export function webhookSigningKey(
  chain: readonly X509Certificate[],
  anchors: readonly X509Certificate[],
  now: Date,
): KeyObject | undefined {
  const [signer] = chain;
  if (!signer || chain.length > MAX_CHAIN_LENGTH || signer.ca || !isSignerName(signer)) return undefined;
  let current = signer;
  // Each step climbs to a certificate not yet on the path, so the walk ends.
  const path = new Set([current]);
  for (;;) {
    if (!isValidAt(current, now)) return undefined;
    if (anchors.some((anchor) => isValidAt(anchor, now) && isIssuedBy(current, anchor)))
      return signer.publicKey;
    const issuer = chain.find((c) => !path.has(c) && c.ca && isIssuedBy(current, c));
    if (!issuer) return undefined;
    path.add(issuer);
    current = issuer;
  }
}

function isSignerName(certificate: X509Certificate): boolean {
  const names = certificate.subject.split('\n').filter((part) => part.startsWith('CN='));
  return names.length === 1 && SIGNER_NAMES.has(names[0]?.slice(3) ?? '');
}

const isValidAt = (certificate: X509Certificate, now: Date): boolean =>
  new Date(certificate.validFrom) <= now && now <= new Date(certificate.validTo);

const isIssuedBy = (child: X509Certificate, issuer: X509Certificate): boolean =>
  child.checkIssued(issuer) && child.verify(issuer.publicKey);
