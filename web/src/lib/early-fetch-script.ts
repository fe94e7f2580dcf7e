/**
 * The first calls of the screens the build preloads (web/prerender.ts's preloadedScreens), started by their
 * page's head before any of the app's code has arrived: the signed-in home's user and list, a recipient's
 * lookup of the code in the address. Each is kept on `window[EARLY_FETCHES]` under "METHOD path" with the
 * body it sent; the API client (api-client.ts) takes the answer once, for the same call made the same way, in
 * place of asking again. Inlined by the build after the language boot script (whose `<html lang>` it sends as
 * the client does) and allowed by the bff's CSP through its hash.
 */
export const EARLY_FETCHES = '__earlyFetches';

export type EarlyFetch = { body: string | undefined; response: Promise<Response> };

export const earlyFetchScript = [
  '(function(){',
  'var d=document.documentElement,p=location.pathname,f={};',
  `window.${EARLY_FETCHES}=f;`,
  'function go(m,u,b){',
  "var h={Accept:'application/json','Accept-Language':d.lang,",
  "'X-Time-Zone':Intl.DateTimeFormat().resolvedOptions().timeZone};",
  "var s=b===undefined?undefined:JSON.stringify(b);if(s!==undefined)h['Content-Type']='application/json';",
  // Ahead of the chunks the page preloads, for the few connections a browser opens to one server.
  "f[m+' '+u]={body:s,response:fetch(u,{method:m,headers:h,credentials:'include',body:s,priority:'high'})}}",
  // A page served without a session (a shell) asks nothing about a user.
  "if(!d.hasAttribute('data-prerendered')){go('GET','/api/user');if(p==='/')go('GET','/api/messages')}",
  'var c=/^\\/message\\/view\\/([^/]+)$/.exec(p);',
  "if(c){try{var a=decodeURIComponent(c[1]).trim();if(a)go('POST','/api/access',{accessCode:a})}catch(e){}}",
  '})()',
].join('');

/** The answer the page's head already asked for this call, if it did, and no one took it yet. */
export function takeEarlyFetch(
  method: string,
  path: string,
  body: string | undefined,
): Promise<Response> | undefined {
  if (typeof window === 'undefined') return undefined;
  const fetches = (window as unknown as Record<string, Record<string, EarlyFetch> | undefined>)[
    EARLY_FETCHES
  ];
  const key = `${method} ${path}`;
  const early = fetches?.[key];
  if (!early || early.body !== body) return undefined;
  delete fetches[key];
  return early.response;
}

/**
 * Drops what the page's head asked that no one took once the first requests are made (main.tsx): a later call,
 * minutes on, must not be answered from the page's first moment.
 */
export function forgetEarlyFetches(): void {
  if (typeof window !== 'undefined') delete (window as unknown as Record<string, unknown>)[EARLY_FETCHES];
}
