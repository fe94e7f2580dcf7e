import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { isIP } from 'node:net';

/** One signing key and the selector its public half is published under. */
export type DkimKey = { keySelector: string; privateKey: string };

/** What signs every e-mail: the signing domain (the From domain, for DMARC alignment) and its keys. */
export type DkimSettings = { domainName: string; keys: DkimKey[] };

/** A DNS record an operator publishes so that mailbox providers trust our mail. */
export type DnsRecord = { kind: 'SPF' | 'DKIM' | 'DMARC'; type: 'TXT'; name: string; value: string };

/** Mailbox providers ask for 2048-bit keys; shorter ones are refused at start. */
export const MIN_DKIM_KEY_BITS = 2048;

/**
 * A PEM as an environment variable carries it: with real line breaks (a Kubernetes Secret, a compose file)
 * or with `\n` escapes on one line (an env file). Answers the PEM with real line breaks.
 */
export function pemFromEnv(value: string): string {
  return `${value.replace(/\\n/g, '\n').trim()}\n`;
}

/** A new signing key as an env file carries it (PEM on one line, `\n` escapes): for `npm start` and compose. */
export function generateDkimKey(): string {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: MIN_DKIM_KEY_BITS });
  return privateKey.export({ type: 'pkcs8', format: 'pem' }).toString().trim().replace(/\n/g, '\\n');
}

/** The private key of a PEM, or why it cannot sign: not a key, not RSA, or too short. */
export function readDkimKey(pem: string): { key: KeyObject } | { problem: string } {
  let key: KeyObject;
  try {
    key = createPrivateKey(pemFromEnv(pem));
  } catch {
    return { problem: 'is not a PEM private key' };
  }
  if (key.asymmetricKeyType !== 'rsa') return { problem: 'must be an RSA key' };
  const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
  if (bits < MIN_DKIM_KEY_BITS)
    return { problem: `has ${bits} bits; at least ${MIN_DKIM_KEY_BITS} are needed` };
  return { key };
}

/** The domain of an address as MAIL_FROM writes it (`Legado <no-reply@legado.example.com>`). */
export function domainOfAddress(address: string): string {
  const bare = /<([^>]+)>/.exec(address)?.[1] ?? address;
  return (bare.split('@').pop() ?? '').trim().toLowerCase();
}

/**
 * The signing settings from the configuration: null when no key is set (mail goes out unsigned, and the
 * admin's status says so). With a second key (a rotation), every e-mail carries both signatures.
 */
export function dkimSettings(config: {
  MAIL_FROM: string;
  DKIM_DOMAIN?: string | undefined;
  DKIM_SELECTOR: string;
  DKIM_PRIVATE_KEY?: string | undefined;
  DKIM_NEXT_SELECTOR?: string | undefined;
  DKIM_NEXT_PRIVATE_KEY?: string | undefined;
}): DkimSettings | null {
  if (!config.DKIM_PRIVATE_KEY) return null;
  const keys = [{ keySelector: config.DKIM_SELECTOR, privateKey: pemFromEnv(config.DKIM_PRIVATE_KEY) }];
  if (config.DKIM_NEXT_SELECTOR && config.DKIM_NEXT_PRIVATE_KEY) {
    keys.push({
      keySelector: config.DKIM_NEXT_SELECTOR,
      privateKey: pemFromEnv(config.DKIM_NEXT_PRIVATE_KEY),
    });
  }
  return { domainName: config.DKIM_DOMAIN || domainOfAddress(config.MAIL_FROM), keys };
}

/**
 * nodemailer's `dkim` option: each key signs for the same domain. The keys go parsed: given the PEM, each
 * signature parsed it again (0.9 ms an e-mail on this machine against 0.3 for the signing itself).
 */
/**
 * The headers each signature covers: nodemailer's own list (From, Subject, To, the List-* ones…) and every other
 * header we set, so none can be changed or added on the way (RFC 8058 asks one-click's List-Unsubscribe-Post be
 * signed). nodemailer signs each name at most once and only when present, so From, Subject and To cannot be
 * over-signed (listed once more than they occur) with it.
 */
export const DKIM_SIGNED_HEADERS = [
  'From',
  'Sender',
  'Reply-To',
  'Subject',
  'Date',
  'Message-ID',
  'To',
  'Cc',
  'MIME-Version',
  'Content-Type',
  'Content-Transfer-Encoding',
  'Content-ID',
  'Content-Description',
  'Resent-Date',
  'Resent-From',
  'Resent-Sender',
  'Resent-To',
  'Resent-Cc',
  'Resent-Message-ID',
  'In-Reply-To',
  'References',
  'List-Id',
  'List-Help',
  'List-Unsubscribe',
  'List-Unsubscribe-Post',
  'List-Subscribe',
  'List-Post',
  'List-Owner',
  'List-Archive',
  'Content-Language',
  'Auto-Submitted',
] as const;

export function nodemailerDkim(settings: DkimSettings) {
  return {
    headerFieldNames: DKIM_SIGNED_HEADERS.join(':'),
    keys: settings.keys.map((key) => ({
      domainName: settings.domainName,
      keySelector: key.keySelector,
      privateKey: createPrivateKey(key.privateKey),
    })),
  };
}

/** The `p=` of a DKIM record: the public half of a private key, as base64 SubjectPublicKeyInfo. */
export function publicKeyRecordValue(privateKey: string): string {
  const spki = createPublicKey(pemFromEnv(privateKey)).export({ type: 'spki', format: 'der' });
  return `v=DKIM1; k=rsa; p=${spki.toString('base64')}`;
}

/**
 * The records an operator publishes for the From domain so that mail passes SPF, DKIM and DMARC with
 * alignment (docs/deployment.md, "Signed mail"): the relay we send through may send for the domain, each
 * selector's public key, and a DMARC policy that starts by only reporting.
 */
export function dnsRecords(settings: DkimSettings, smtpHost: string): DnsRecord[] {
  const domain = settings.domainName;
  const relay =
    isIP(smtpHost) === 4 ? `ip4:${smtpHost}` : isIP(smtpHost) === 6 ? `ip6:${smtpHost}` : `a:${smtpHost}`;
  return [
    { kind: 'SPF', type: 'TXT', name: domain, value: `v=spf1 ${relay} ~all` },
    ...settings.keys.map((key): DnsRecord => ({
      kind: 'DKIM',
      type: 'TXT',
      name: `${key.keySelector}._domainkey.${domain}`,
      value: publicKeyRecordValue(key.privateKey),
    })),
    {
      kind: 'DMARC',
      type: 'TXT',
      name: `_dmarc.${domain}`,
      value: `v=DMARC1; p=none; adkim=r; aspf=r; rua=mailto:dmarc-reports@${domain}`,
    },
  ];
}

/**
 * What the admin's status shows: whether mail is signed and the records to publish. Unsigned, the DKIM
 * record is missing (there is no key to publish) and SPF and DMARC still apply.
 */
export function mailAuthentication(config: Parameters<typeof dkimSettings>[0] & { SMTP_HOST: string }) {
  const settings = dkimSettings(config);
  const domain = settings?.domainName ?? (config.DKIM_DOMAIN || domainOfAddress(config.MAIL_FROM));
  return {
    signed: settings !== null,
    domain,
    records: dnsRecords(settings ?? { domainName: domain, keys: [] }, config.SMTP_HOST),
  };
}
