import { chromium } from 'playwright-core';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS } from '../../tests/e2e/support/chromium.ts';
import { freePort, startAppServer } from './processes.ts';
const port = await freePort();
const app = await startAppServer('probe', port, { PUBLIC_URL: `http://localhost:${port}`, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'probe-')), TRUST_PROXY: '1' });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
for (const vp of [{ width: 412, height: 823 }, { width: 1350, height: 940 }]) {
  for (const route of ['/login', '/signup', '/welcome']) {
    const ctx = await browser.newContext({ viewport: vp });
    const page = await ctx.newPage();
    await page.addInitScript(`document.addEventListener('DOMContentLoaded',()=>{const st=document.createElement('style');st.textContent=${JSON.stringify(process.argv[2] ?? '')};document.head.append(st);});window.__s=[];new PerformanceObserver(l=>{for(const e of l.getEntries())window.__s.push(e.value.toFixed(4)+' '+(e.sources||[]).map(s=>s.node&&s.node.className+' '+Math.round(s.previousRect.y)+'->'+Math.round(s.currentRect.y)).join(','))}).observe({type:'layout-shift',buffered:true});`);
    await page.route('**/assets/*-page-*.js', async (r) => { await new Promise((res) => setTimeout(res, 300)); await r.continue(); });
    await page.goto(`http://localhost:${port}${route}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const info = await page.evaluate(() => ({ doc: document.documentElement.scrollHeight, footer: Math.round(document.querySelector('footer')!.getBoundingClientRect().top), shifts: (window as unknown as { __s: string[] }).__s }));
    console.log(vp.width, route, JSON.stringify(info));
    await ctx.close();
  }
}
await browser.close(); await app.stop();
