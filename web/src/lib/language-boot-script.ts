/**
 * The cookie that tells the bff which language to serve a prerendered page in. It mirrors the stored choice
 * (localStorage stays the source of truth); a browser that never chose gets Spanish, the product's first
 * language, whatever its Accept-Language says.
 */
export const LANGUAGE_COOKIE = 'lang';

/** The cookie's line for `document.cookie`: a year, the whole site, never sent from another site's page. */
export function languageCookie(language: string, secure: boolean): string {
  return `${LANGUAGE_COOKIE}=${language};path=/;max-age=31536000;samesite=lax${secure ? ';secure' : ''}`;
}

/**
 * Inlined into the head of every page by the build (web/prerender.ts) and allowed by the bff's CSP through
 * its hash, so it runs before anything paints. It reads the stored language with the rule of
 * `resolveLanguage` (a test holds the two together), sets `<html lang>`, and writes the cookie for the next
 * load. A page the build prerendered (`data-prerendered` on `<html>`) in the other language is hidden
 * (`data-language-pending`) until the app has rendered it again in the reader's: an English reader never
 * sees the Spanish words flash.
 */
export const languageBootScript = [
  '(function(){',
  "var l='es';",
  "try{var s=localStorage.getItem('i18nextLng');",
  'var p=s&&s.trim().toLowerCase().split(/[-_]/)[0];',
  "if(p==='en'||p==='fr')l='en'}catch(e){}",
  'var d=document.documentElement;',
  "if(d.lang!==l){if(d.hasAttribute('data-prerendered'))d.setAttribute('data-language-pending','');d.lang=l}",
  `document.cookie='${LANGUAGE_COOKIE}='+l+';path=/;max-age=31536000;samesite=lax'`,
  "+(location.protocol==='https:'?';secure':'')",
  '})()',
].join('');
