import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { buildBenchPages } from './buildBenchPages';
import { openBenchPage } from './openBenchPage';
import { serveFolder } from './serveFolder';
import { ADD_BELOW_LABEL, REMOVE_ROW_LABEL } from './createBenchForm';

const outDir = await mkdtemp(join(tmpdir(), 'zz-'));
await buildBenchPages(outDir);
const server = await serveFolder(outDir);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
const { page } = await openBenchPage(browser, 'form', { origin: server.origin, build: 'production', cpuThrottle: 1 });
const rowOf = (i: number) => page.getByRole('group', { name: `Wiersz ${i + 1}`, exact: true });
await rowOf(0).getByRole('button', { name: ADD_BELOW_LABEL, exact: true }).click();
await page.waitForTimeout(300);
await rowOf(1).getByRole('button', { name: REMOVE_ROW_LABEL, exact: true }).click();
await page.waitForTimeout(300);
if (process.env.ZZ_BELOW) { await rowOf(1).getByRole('button', { name: REMOVE_ROW_LABEL, exact: true }).click(); // 99 -> 98
await page.waitForTimeout(300); }
const cdp = await page.context().newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
const add = rowOf(0).getByRole('button', { name: ADD_BELOW_LABEL, exact: true });
const profiles: any[] = [];
for (let i = 0; i < 5; i++) {
  await add.waitFor();
  await cdp.send('Profiler.start');
  await page.evaluate(() => { (globalThis as any).zzCalls = 0; (globalThis as any).zzTime = 0; (globalThis as any).zzDeliver = 0; });
  await add.dispatchEvent('click');
  await page.waitForTimeout(300);
  console.log('selectRowField', await page.evaluate(() => [(globalThis as any).zzCalls, (globalThis as any).zzTime, (globalThis as any).zzProblems, (globalThis as any).zzDeliver]));
  await page.waitForTimeout(300);
  profiles.push((await cdp.send('Profiler.stop')).profile);
  await rowOf(1).getByRole('button', { name: REMOVE_ROW_LABEL, exact: true }).click();
  await page.waitForTimeout(300);
}
(await import('node:fs')).writeFileSync('/tmp/prof/addrow.cpuprofile', JSON.stringify(profiles[4]));
await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'v8.execute'] });
for (let i = 0; i < 3; i++) {
  await rowOf(0).getByRole('button', { name: ADD_BELOW_LABEL, exact: true }).click();
  await page.waitForTimeout(300);
  await rowOf(1).getByRole('button', { name: REMOVE_ROW_LABEL, exact: true }).click();
  await page.waitForTimeout(300);
}
const trace = JSON.parse((await browser.stopTracing()).toString());
const events = trace.traceEvents as any[];
const downs = events.filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'pointerdown');
const main = downs[0].tid;
for (const [n, d] of downs.entries()) {
  const totals = new Map<string, number>();
  for (const e of events) {
    if (e.ph !== 'X' || !e.dur || e.ts < d.ts || e.ts > d.ts + 120000) continue;
    const key = (e.tid === main ? '' : 'other:') + e.name + (e.name === 'EventDispatch' ? ':' + e.args?.data?.type : '');
    totals.set(key, (totals.get(key) ?? 0) + e.dur / 1000);
  }
  console.log(`--- click ${n} ${n % 2 === 0 ? 'add' : 'remove'}`);
  console.log([...totals].sort((a, b) => b[1] - a[1]).slice(0, 14).map(([k, v]) => `${v.toFixed(1)} ms  ${k}`).join('\n'));
}
const fs = await import('node:fs');
fs.writeFileSync('/tmp/prof/addrow-trace.json', JSON.stringify(trace));
await browser.close();
await server.close();
