/**
 * A script the page carries inline in its head, ahead of its stylesheet (decision 0046). The first
 * `Intl` formatter a page makes loads the browser's locale and time-zone data: 15–35 ms here, four
 * times that on the phone Lighthouse plays, in one task nothing can split, and it fell inside the
 * first screen's render (a price, a date). Made here, it runs while the page waits for its
 * stylesheet and scripts, time the phone spends idle anyway, and the app's own formatters are then
 * made in a fraction of a millisecond. It runs in a task of its own, after the parser's: run inline,
 * it would hold up the parser's task, and the fetches the parser starts count as starting after it.
 * `lang` is the reader's (src/server/http/document.ts).
 */
export const INTL_WARM_UP_SCRIPT =
  'setTimeout(function(){try{var l=document.documentElement.lang||"en-IN";new Intl.NumberFormat(l).format(1);new Intl.DateTimeFormat(l,{timeZone:"Asia/Kolkata",dateStyle:"long"}).format(0)}catch(e){}},0)';

/** The page's head with the script, after its title and before any stylesheet or script. */
export function withIntlWarmUp(html: string): string {
  return html.replace("</title>", `</title>\n    <script>${INTL_WARM_UP_SCRIPT}</script>`);
}
