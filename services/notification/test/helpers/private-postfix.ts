// A private Postfix (Debian's, installed by .ci/run) that writes real delivery status notifications: its own
// configuration, queue and data directories under a temporary folder, no listener (no smtpd in its master.cf),
// and transports that fail mail to chosen domains the way a far server would. Its reports go by SMTP to the
// bounce receiver, as a real MX's would reach it.
import { execFile } from 'node:child_process';
import { chmod, chown, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export type PrivatePostfix = {
  /** Hands an e-mail to Postfix (its sendmail), with the return path it was sent with. */
  inject(raw: Buffer, envelope: { from: string; to: string }): Promise<void>;
  /** Postfix's own log, to read when a report did not come. */
  log(): Promise<string>;
  stop(): Promise<void>;
};

/**
 * `failures`: domain → what Postfix answers for mail there: `error:5.1.1 …` (refused for good, as a far server's
 * 550) or `retry:4.2.2 …` (refused for now; with the queue lifetime at 0, the first refusal expires it, as days
 * of them would). `reportsTo`: the domain of our return paths and the port of the bounce receiver.
 */
export async function startPrivatePostfix(settings: {
  failures: Record<string, string>;
  reportsTo: { domain: string; port: number };
}): Promise<PrivatePostfix> {
  const dir = await mkdtemp(join(tmpdir(), 'legado-postfix-'));
  // Postfix's daemons run as its mail owner, who must reach the queue and data directories inside.
  await chmod(dir, 0o755);
  const config = join(dir, 'etc');
  const queue = join(dir, 'queue');
  const data = join(dir, 'data');
  await Promise.all([config, queue, data].map((path) => mkdir(path)));
  // Postfix refuses a data directory its mail owner does not own.
  const [uid, gid] = await Promise.all([idOf('-u'), idOf('-g')]);
  await chown(data, uid, gid);
  const transports = Object.entries({
    ...settings.failures,
    [settings.reportsTo.domain]: `smtp:[127.0.0.1]:${settings.reportsTo.port}`,
  })
    .map(([domain, transport]) => `{${domain}=${transport}}`)
    .join(', ');
  await writeFile(
    join(config, 'main.cf'),
    [
      'compatibility_level = 3.6',
      `queue_directory = ${queue}`,
      `data_directory = ${data}`,
      'mail_owner = postfix',
      'setgid_group = postdrop',
      'myhostname = mx.far.example',
      'mydestination =',
      'inet_interfaces = loopback-only',
      'alias_maps =',
      'notify_classes =',
      `transport_maps = inline:{ ${transports} }`,
      // Tried once: a temporary refusal is final at once, as a real server's is after days.
      'maximal_queue_lifetime = 0',
      'bounce_queue_lifetime = 0',
      'smtp_tls_security_level = none',
      'smtp_host_lookup = native',
      // Its own log (no syslog here), which Postfix writes only under a prefix it was told of.
      `maillog_file_prefixes = ${dir}`,
      `maillog_file = ${join(dir, 'maillog')}`,
      '',
    ].join('\n'),
  );
  await writeFile(
    join(config, 'master.cf'),
    [
      'pickup    unix  n - n 60 1 pickup',
      'cleanup   unix  n - n -  0 cleanup',
      'qmgr      unix  n - n 300 1 qmgr',
      'rewrite   unix  - - n -  - trivial-rewrite',
      'bounce    unix  - - n -  0 bounce',
      'defer     unix  - - n -  0 bounce',
      'trace     unix  - - n -  0 bounce',
      'verify    unix  - - n -  1 verify',
      'flush     unix  n - n 1000? 0 flush',
      'proxymap  unix  - - n -  - proxymap',
      'smtp      unix  - - n -  - smtp',
      'showq     unix  n - n -  - showq',
      'error     unix  - - n -  - error',
      'retry     unix  - - n -  - error',
      'anvil     unix  - - n -  1 anvil',
      'scache    unix  - - n -  1 scache',
      'postlog   unix-dgram n - n - 1 postlogd',
      '',
    ].join('\n'),
  );
  await run('postfix', ['-c', config, 'start']);
  return {
    async inject(raw, envelope) {
      await new Promise<void>((resolve, reject) => {
        const child = execFile(
          'sendmail',
          ['-C', config, '-f', envelope.from, '-i', '--', envelope.to],
          (error) => (error ? reject(error) : resolve()),
        );
        child.stdin!.end(raw);
      });
    },
    log: () => readFile(join(dir, 'maillog'), 'utf8').catch(() => ''),
    async stop() {
      await run('postfix', ['-c', config, 'stop']).catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

async function idOf(flag: '-u' | '-g'): Promise<number> {
  return Number((await run('id', [flag, 'postfix'])).stdout.trim());
}
