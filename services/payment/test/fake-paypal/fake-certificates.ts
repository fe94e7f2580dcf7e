import { execFile } from 'node:child_process';
import { createPrivateKey, type KeyObject } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/**
 * The fake's webhook certificates, made as PayPal's are: a signing certificate in PayPal's signer's name,
 * issued by an intermediate of a root (here a test root that tests name as trusted, never one the product
 * ships). The forged kinds are what an attacker can make without that root's key.
 */
export type FakeSignerKind =
  /** Issued by the test root through its intermediate, in the signer's name: what PayPal serves. */
  | 'paypal'
  /** Right name, no chain: anyone's own certificate. */
  | 'self-signed'
  /** Right name, a chain of the attacker's own CA named like the test root. */
  | 'untrusted-ca'
  /** Issued by the trusted intermediate, but to another name. */
  | 'wrong-subject';

export type FakeSigner = {
  privateKey: KeyObject;
  /** The signing certificate first, then the intermediate when there is one: the PEM a cert URL serves. */
  chainPem: string;
};

export type FakeCertificates = {
  /** The test root: what a test configures as the trusted CA. */
  rootPem: string;
  signers: Record<FakeSignerKind, FakeSigner>;
};

export const FAKE_SIGNER_SUBJECT = '/C=US/O=PayPal, Inc./CN=messageverificationcerts.sandbox.paypal.com';
const ROOT_SUBJECT = '/O=Legado tests/CN=Fake PayPal Test Root CA';
const INTERMEDIATE_SUBJECT = '/O=Legado tests/CN=Fake PayPal Test Intermediate CA';
const CA_EXTENSIONS = ['basicConstraints=critical,CA:TRUE', 'keyUsage=critical,keyCertSign,cRLSign'];
const LEAF_EXTENSIONS = ['basicConstraints=critical,CA:FALSE', 'keyUsage=critical,digitalSignature'];

const run = promisify(execFile);

/** Node has no API to issue certificates, so openssl makes them, once per process (each is an RSA key). */
export async function createFakeCertificates(): Promise<FakeCertificates> {
  const dir = await mkdtemp(join(tmpdir(), 'fake-paypal-'));
  try {
    const issue = async (
      name: string,
      subject: string,
      extensions: string[],
      issuer?: string,
    ): Promise<{ keyPath: string; certPath: string; pem: string }> => {
      const keyPath = join(dir, `${name}.key`);
      const certPath = join(dir, `${name}.pem`);
      await run('openssl', [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        keyPath,
        '-out',
        certPath,
        '-subj',
        subject,
        '-days',
        '2',
        ...(issuer ? ['-CA', join(dir, `${issuer}.pem`), '-CAkey', join(dir, `${issuer}.key`)] : []),
        ...extensions.flatMap((extension) => ['-addext', extension]),
      ]);
      return { keyPath, certPath, pem: await readFile(certPath, 'utf8') };
    };
    const signer = async (leaf: { keyPath: string; pem: string }, intermediatePem = '') => ({
      privateKey: createPrivateKey(await readFile(leaf.keyPath)),
      chainPem: leaf.pem + intermediatePem,
    });

    // Issuers first; what does not depend on another runs at once.
    const [root, selfSigned] = await Promise.all([
      issue('root', ROOT_SUBJECT, CA_EXTENSIONS),
      issue('self-signed', FAKE_SIGNER_SUBJECT, LEAF_EXTENSIONS),
      issue('rogue-root', ROOT_SUBJECT, CA_EXTENSIONS),
    ]);
    const [intermediate, rogueIntermediate] = await Promise.all([
      issue('intermediate', INTERMEDIATE_SUBJECT, CA_EXTENSIONS, 'root'),
      issue('rogue-intermediate', INTERMEDIATE_SUBJECT, CA_EXTENSIONS, 'rogue-root'),
    ]);
    const [paypal, wrongSubject, rogueLeaf] = await Promise.all([
      issue('paypal', FAKE_SIGNER_SUBJECT, LEAF_EXTENSIONS, 'intermediate'),
      issue(
        'wrong-subject',
        '/C=US/O=PayPal, Inc./CN=www.sandbox.paypal.com',
        LEAF_EXTENSIONS,
        'intermediate',
      ),
      issue('rogue-leaf', FAKE_SIGNER_SUBJECT, LEAF_EXTENSIONS, 'rogue-intermediate'),
    ]);

    return {
      rootPem: root.pem,
      signers: {
        paypal: await signer(paypal, intermediate.pem),
        'self-signed': await signer(selfSigned),
        'untrusted-ca': await signer(rogueLeaf, rogueIntermediate.pem),
        'wrong-subject': await signer(wrongSubject, intermediate.pem),
      },
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
