// Renders the PWA icons (192, 512, maskable 512) from one SVG with Debian's Chromium.
// Run by hand when the logo changes: node scripts/render-icons.mjs
import { chromium } from '@playwright/test';

const mark = (inset) => `
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100%" height="100%">
  <rect width="100" height="100" rx="${inset ? 0 : 22}" fill="#1f6feb"/>
  <g transform="translate(${inset ? 20 : 14} ${inset ? 20 : 14}) scale(${inset ? 0.6 : 0.72})">
    <path d="M12 22h76v14H12zM12 46h52v14H12zM12 70h64v14H12z" fill="#fff"/>
  </g>
</svg>`;

const targets = [
  { file: 'public/icons/icon-192.png', size: 192, maskable: false },
  { file: 'public/icons/icon-512.png', size: 512, maskable: false },
  { file: 'public/icons/icon-maskable-512.png', size: 512, maskable: true },
];

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
for (const { file, size, maskable } of targets) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(
    `<html><body style="margin:0;background:transparent">${mark(maskable)}</body></html>`,
  );
  await page.screenshot({ path: file, omitBackground: !maskable });
  await page.close();
}
await browser.close();
console.log('icons written');
