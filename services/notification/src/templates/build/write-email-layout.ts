// `npm run emails:compile`: compiles the e-mail layout and writes templates/email-layout.compiled.ts.
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { compileEmailLayout, layoutModule } from './compile-email-layout.ts';

const compiledLayoutPath = fileURLToPath(new URL('../email-layout.compiled.ts', import.meta.url));

await writeFile(compiledLayoutPath, layoutModule(await compileEmailLayout()));
process.stdout.write(`wrote ${compiledLayoutPath}\n`);
