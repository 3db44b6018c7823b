/**
 * Plays the browser between the portal and the test provider: follows redirects with a
 * cookie jar and fills in the provider's dev login and consent forms, until the provider
 * sends the browser back to `returnTo`. Returns that final URL (with code and state).
 */
export async function driveProviderLogin(
  authorizeUrl: string,
  login: string,
  returnTo: string,
): Promise<URL> {
  const jar = new Map<string, string>();
  let url = authorizeUrl;
  let init: RequestInit = {};
  for (let step = 0; step < 20; step++) {
    if (url.startsWith(returnTo)) return new URL(url);
    const headers = new Headers(init.headers);
    if (jar.size) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const c of res.headers.getSetCookie()) {
      const [pair = ''] = c.split(';');
      const eq = pair.indexOf('=');
      jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1));
    }
    const location = res.headers.get('location');
    if (location) {
      url = new URL(location, url).href;
      init = {};
      continue;
    }
    const html = await res.text();
    const form = /<form[^>]*action="([^"]*)"[^>]*>([\s\S]*?)<\/form>/i.exec(html);
    if (!form) throw new Error(`provider page without a form (${res.status}): ${html.slice(0, 300)}`);
    const fields = new URLSearchParams();
    for (const input of form[2]!.matchAll(/<input[^>]*>/gi)) {
      const name = /name="([^"]*)"/.exec(input[0])?.[1];
      if (!name) continue;
      const value = /value="([^"]*)"/.exec(input[0])?.[1] ?? '';
      fields.set(name, name === 'login' ? login : name === 'password' ? 'any-password' : value);
    }
    url = new URL(form[1]!.replaceAll('&amp;', '&'), url).href;
    init = { method: 'POST', body: fields, headers: { 'content-type': 'application/x-www-form-urlencoded' } };
  }
  throw new Error('the provider did not send the browser back');
}
