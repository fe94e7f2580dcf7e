import type { DnsRecord } from '../mailer/dkim.ts';

export type MailAuthenticationDeps = {
  /** Whether mail is signed, and the DNS records its domain needs (mailer/dkim.ts). */
  mailAuthentication: () => { signed: boolean; domain: string; records: DnsRecord[] };
};

/** For the admin's status: public keys and policies only, never a private key. */
export function getMailAuthentication(deps: MailAuthenticationDeps) {
  return deps.mailAuthentication();
}
