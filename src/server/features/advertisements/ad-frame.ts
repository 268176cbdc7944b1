// Pages show this in an `<iframe sandbox>` without allow-same-origin, and the answer's own policy says `sandbox` too, so
// even opened on its own the ad runs in an opaque origin: it reads no cookie of the site and calls nothing as the reader.
// Inside, the code may load what it likes (ad networks' scripts), which the site's policy could not allow on every page.
import { AD_FRAME_MESSAGES, AD_FRAME_SANDBOX } from '../../../shared/advertisements.ts';
import type { AdvertisementRow } from './advertisements.queries.ts';

export const AD_FRAME_POLICY = [
  `sandbox ${AD_FRAME_SANDBOX}`,
  "default-src * data: blob: 'unsafe-inline' 'unsafe-eval'",
  "frame-ancestors 'self'",
].join('; ');

/** Reports the height on every change and whenever the page asks: the page may start listening after the first report. */
const HEIGHT_REPORTER = `(function () {
  function report() {
    parent.postMessage({ type: '${AD_FRAME_MESSAGES.height}', height: Math.ceil(document.body.getBoundingClientRect().height) }, '*');
  }
  addEventListener('message', function (event) {
    if (event.source !== parent || !event.data) return;
    if (event.data.type === '${AD_FRAME_MESSAGES.measure}') report();
    if (event.data.type === '${AD_FRAME_MESSAGES.theme}') {
      var dark = event.data.theme === 'dark';
      document.documentElement.classList.toggle('dark', dark);
      document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
    }
  });
  addEventListener('load', report);
  new ResizeObserver(report).observe(document.body);
})();`;

/** The site owner's HTML, CSS and JavaScript as written: the sandbox, not escaping, keeps the site safe. */
export function adFrameDocument(ad: Pick<AdvertisementRow, 'htmlContent' | 'cssContent' | 'jsContent'>): string {
  return `<!doctype html>
<html>
<head>
<meta charset="utf-8">
<base target="_blank">
<style>html,body{margin:0;padding:0;background:transparent}body{display:flow-root}</style>
<style>${ad.cssContent}</style>
</head>
<body>
${ad.htmlContent}
<script>${HEIGHT_REPORTER}</script>
${ad.jsContent ? `<script>${ad.jsContent}</script>` : ''}
</body>
</html>`;
}
