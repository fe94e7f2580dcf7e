import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Every RPC's use case lives in a file named after it: `GetDeliveryEnvelope` is answered by a handler that calls
// what `services/<service>/src/domain/get-delivery-envelope.ts` exports. A newcomer finds the code of a call
// from its name alone. Read as text: this test imports no service.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const kebabCase = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();

function rpcsOf(service: string): string[] {
  const folder = path.join(repoRoot, 'proto/app', service, 'v1');
  return readdirSync(folder)
    .filter((file) => file.endsWith('.proto'))
    .flatMap((file) =>
      [...readFileSync(path.join(folder, file), 'utf8').matchAll(/^\s*rpc\s+(\w+)\s*\(/gm)].map((m) => m[1]!),
    );
}

/** For each handler in the service's grpc/ folder: the modules whose imports its body uses. */
function handlerImports(service: string): Map<string, Set<string>> {
  const folder = path.join(repoRoot, 'services', service, 'src/grpc');
  const found = new Map<string, Set<string>>();
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.ts'))) {
    const source = ts.createSourceFile(
      file,
      readFileSync(path.join(folder, file), 'utf8'),
      ts.ScriptTarget.Latest,
    );
    const moduleOf = new Map<string, string>();
    for (const statement of source.statements) {
      if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
      const bindings = statement.importClause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements)
          moduleOf.set(element.name.text, statement.moduleSpecifier.text);
      }
    }
    const visit = (node: ts.Node) => {
      if ((ts.isMethodDeclaration(node) || ts.isPropertyAssignment(node)) && ts.isIdentifier(node.name)) {
        const used = found.get(node.name.text) ?? new Set<string>();
        const collect = (inner: ts.Node) => {
          if (ts.isIdentifier(inner) && moduleOf.has(inner.text)) used.add(moduleOf.get(inner.text)!);
          ts.forEachChild(inner, collect);
        };
        ts.forEachChild(node, collect);
        found.set(node.name.text, used);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

const services = readdirSync(path.join(repoRoot, 'proto/app')).filter((name) => name !== 'common');

describe('every RPC has its use case in a file named after it', () => {
  it('reads each service and its calls', () => {
    expect(services).toContain('message');
    expect(rpcsOf('message')).toContain('GetDeliveryEnvelope');
    expect(kebabCase('GetDeliveryEnvelope')).toBe('get-delivery-envelope');
  });

  for (const service of services) {
    it(service, () => {
      const handlers = handlerImports(service);
      const astray = rpcsOf(service).filter(
        (rpc) => !handlers.get(rpc)?.has(`../domain/${kebabCase(rpc)}.ts`),
      );
      expect(astray.map((rpc) => `${rpc} → services/${service}/src/domain/${kebabCase(rpc)}.ts`)).toEqual([]);
    });
  }
});
