// Screenshots of the notifications popover, page and settings (not committed).
import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:4317';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'] });
for (const [w, h] of [[1440, 900], [390, 844]]) {
  for (const theme of ['light', 'dark']) {
    const context = await browser.newContext({ viewport: { width: w, height: h } });
    await context.addCookies([{ name: 'theme', value: theme, url: base }]);
    await context.request.get(base + '/');
    const token = decodeURIComponent((await context.cookies()).find((c) => c.name === 'XSRF-TOKEN').value);
    await context.request.post(base + '/login', { data: { email: 'anna@demo.pero.local', password: 'pero-demo-2026' }, headers: { 'X-XSRF-TOKEN': token } });
    const page = await context.newPage();
    await page.goto(base + '/');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const name = `${w}-${theme}`;
    if (w > 800) {
      await page.getByTestId('notification-bell').click();
      await page.getByTestId('notification-list').waitFor();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `/tmp/notify-shots/popover-${name}.png` });
      await page.keyboard.press('Escape');
    }
    const user = await page.evaluate(() => JSON.parse(document.querySelector('script[data-page="app"]').textContent).props.auth.user.url);
    await page.goto(base + user + '/notifications');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/notify-shots/page-${name}.png` });
    await page.goto(base + '/settings/notifications');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.waitForTimeout(200);
    await page.screenshot({ path: `/tmp/notify-shots/settings-${name}.png`, fullPage: w < 800 });
    await context.close();
  }
}
await browser.close();
