import { chromium } from 'playwright-core';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS } from '../../tests/e2e/support/chromium.ts';
import { freePort, startAppServer } from './processes.ts';
const port = await freePort();
const app = await startAppServer('probe', port, { PUBLIC_URL: `http://localhost:${port}`, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'probe-')), TRUST_PROXY: '1' });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
let n = 0;
for (const vp of [{ width: 412, height: 823 }, { width: 375, height: 667 }, { width: 1350, height: 940 }, { width: 768, height: 1024 }]) {
  const ctx = await browser.newContext({ viewport: vp, extraHTTPHeaders: { 'X-Forwarded-For': `10.9.0.${++n}` } });
  const page = await ctx.newPage();
  await page.addInitScript(`window.__s=[];new PerformanceObserver(l=>{for(const e of l.getEntries())window.__s.push(Math.round(e.startTime)+'ms '+e.value.toFixed(4)+(e.hadRecentInput?' (input)':'')+' '+(e.sources||[]).map(s=>s.node&&(s.node.className||s.node.nodeName)+' '+Math.round(s.previousRect.y)+'->'+Math.round(s.currentRect.y)).join(','))}).observe({type:'layout-shift',buffered:true});`);
  await page.goto(`http://localhost:${port}/ask-your-tarot-question`, { waitUntil: 'networkidle' });
  await page.locator('#question').fill('What should I focus on this month to feel more at peace?');
  await page.getByRole('button', { name: 'Draw My Cards' }).click();
  await page.waitForTimeout(8000);
  const info = await page.evaluate(() => ({ list: Math.round(document.querySelector('.chat-list')!.getBoundingClientRect().height), listTop: Math.round(document.querySelector('.chat-list')!.getBoundingClientRect().top), shifts: (window as unknown as { __s: string[] }).__s }));
  console.log(vp.width, JSON.stringify(info, null, 1));
  await ctx.close();
}
await browser.close(); await app.stop();
