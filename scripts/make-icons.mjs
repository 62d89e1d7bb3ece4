import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
const svg = readFileSync('public/icons/icon.svg', 'utf8');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless=new','--no-sandbox','--disable-gpu'] });
for (const [size, file, pad] of [[192,'icon-192.png',0],[512,'icon-512.png',0],[512,'icon-maskable-512.png',64]]) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(`<html><body style="margin:0;background:#0f1420"><div style="padding:${pad*size/512}px;box-sizing:border-box;width:${size}px;height:${size}px">${svg.replace('<svg ', `<svg width="100%" height="100%" `)}</div></body></html>`);
  await page.screenshot({ path: `public/icons/${file}` });
  await page.close();
}
await browser.close();
