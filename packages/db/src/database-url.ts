// Every tool here gets one DATABASE_URL; the maintenance and shadow connections are derived from it.

export function databaseName(databaseUrl: string): string {
  const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  if (name === '') {
    throw new Error(`The database URL names no database: ${redactDatabaseUrl(databaseUrl)}`);
  }
  return name;
}

export function withDatabase(databaseUrl: string, name: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${encodeURIComponent(name)}`;
  return url.href;
}

// For error messages and logs, which end up in CI output and Kubernetes Job logs.
export function redactDatabaseUrl(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    if (url.password !== '') url.password = '***';
    return url.href;
  } catch {
    return '<unparsable database URL>';
  }
}
