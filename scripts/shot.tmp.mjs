import { chromium } from 'playwright-core';
const [,, user, out, path] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const page = await browser.newPage({ viewport: { width: 1366, height: 800 } });
page.on('console', m => { if (m.type()==='error') console.log('console:', m.text()); });
page.on('pageerror', e => console.log('pageerror:', e.message));
await page.goto('http://localhost:8090/login');
await page.screenshot({ path: out.replace('.png','-login.png') });
if (user) {
  await page.fill('input[name=username]', user);
  await page.fill('input[name=password]', 'Berth#Demo2026');
  await page.click('button[type=submit]');
  await page.waitForTimeout(2500);
  if (path) { await page.goto('http://localhost:8090'+path); await page.waitForTimeout(2000); }
  console.log('url', page.url());
  await page.screenshot({ path: out });
}
await browser.close();
