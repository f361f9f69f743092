// Screenshots of pages at phone and desktop widths, for a person to look at:
//   node scripts/screenshots.mjs http://127.0.0.1:3100 / /trustees
import { chromium } from '@playwright/test'

const [base = 'http://127.0.0.1:3100', ...paths] = process.argv.slice(2)
const outDir = process.env.OUT_DIR || 'bench/out/screenshots'
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
})
const { mkdirSync } = await import('node:fs')
mkdirSync(outDir, { recursive: true })
for (const width of [375, 768, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 900 }, reducedMotion: 'reduce' })
  for (const path of paths.length ? paths : ['/']) {
    await page.goto(base + path, { waitUntil: 'load' })
    // Scroll through the page so that lazy images load before the full-page shot.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y)
        await new Promise((r) => setTimeout(r, 60))
      }
      window.scrollTo(0, 0)
    })
    await page.waitForTimeout(300)
    const file = `${outDir}/${path.replace(/\W+/g, '_') || 'home'}-${width}.png`
    await page.screenshot({ path: file, fullPage: true })
    process.stdout.write(`${file}\n`)
  }
  await page.close()
}
await browser.close()
