import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * A journal of what a restore of the databases cannot undo (an e-mail that went out, money PayPal took), kept on
 * other storage than the databases' (another disk, a network share): one file per fact,
 * `<yyyy-mm>/<epoch ms>+<name>`, with an optional body. Each is written under a temporary name and renamed, so a
 * crash leaves no half entry, and several replicas may write side by side. docs/backups.md says what reads it.
 */
export type FactJournal = {
  write(at: Date, name: string, body?: string): Promise<void>;
  /** Every fact written at or after `since`; bodies are read only when asked for. */
  since(since: Date, options?: { bodies?: boolean }): Promise<JournalFact[]>;
};

export type JournalFact = { at: Date; name: string; body: string };

const safeName = /^[A-Za-z0-9_-][A-Za-z0-9_+.-]*$/;
const month = (at: Date) => at.toISOString().slice(0, 7);

export function factJournal(directory: string): FactJournal {
  return {
    async write(at, name, body = '') {
      if (!safeName.test(name)) throw new Error('a journal name is letters, digits and _+.-');
      const folder = path.join(directory, month(at));
      await mkdir(folder, { recursive: true });
      const temporary = path.join(folder, `.${randomUUID()}.part`);
      await writeFile(temporary, body);
      await rename(temporary, path.join(folder, `${at.getTime()}+${name}`));
    },
    async since(since, { bodies = false } = {}) {
      const months = await readdir(directory).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      });
      const facts: JournalFact[] = [];
      for (const folder of months
        .filter((name) => /^\d{4}-\d{2}$/.test(name) && name >= month(since))
        .sort()) {
        for (const file of await readdir(path.join(directory, folder))) {
          // A temporary `.….part` of a write under way is not an entry yet.
          if (file.startsWith('.')) continue;
          const plus = file.indexOf('+');
          const at = new Date(Number(file.slice(0, plus)));
          const name = file.slice(plus + 1);
          if (plus < 1 || Number.isNaN(at.getTime()) || !safeName.test(name) || at < since) continue;
          const body = bodies ? await readFile(path.join(directory, folder, file), 'utf8') : '';
          facts.push({ at, name, body });
        }
      }
      return facts;
    },
  };
}
