import { sharedDataDir } from '@tailor/testing';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

export const repoRoot = join(__dirname, '..', '..', '..');
export const webDist = join(repoRoot, 'apps', 'web', 'dist');
export const screenshotDir = join(repoRoot, 'test-output', 'screenshots');

/** Debian's Chromium; CHROMIUM_PATH overrides. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Fails with a message that says what to do, instead of a timeout deep inside a test. */
export function browserPreflight(): void {
  if (!existsSync(join(webDist, 'index.html'))) {
    throw new Error(
      `The web app is not built: ${join(webDist, 'index.html')} is missing. Build it first with ` +
        '`turbo run build --filter=@tailor/web` (or `npm test`, which builds everything).',
    );
  }
  if (!existsSync(chromiumPath)) {
    throw new Error(`Chromium was not found at ${chromiumPath}. Install it (apt-get install -y chromium) or set CHROMIUM_PATH.`);
  }
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS, timeout: 30_000 });
}

export async function screenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  await mkdir(screenshotDir, { recursive: true });
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: options.fullPage ?? false, animations: 'disabled' });
}

export interface A11yViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core on the current document. Injected through the DevTools protocol, so the page's
 * Content-Security-Policy (script-src 'self') stays in force for the app itself.
 */
export async function a11yViolations(page: Page): Promise<A11yViolation[]> {
  if (!(await page.evaluate('typeof window.axe === "object"'))) await page.evaluate(axeSource);
  return page.evaluate(`
    window.axe.run(document, { resultTypes: ['violations'] }).then((r) =>
      r.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
      })),
    )
  `) as Promise<A11yViolation[]>;
}

/** A real PDF resume from the shared development data (a Reactive Resume template export). */
export function resumePdf(): Buffer {
  return readFileSync(join(sharedDataDir(), 'reactive-resume-templates', 'azurill.pdf'));
}
