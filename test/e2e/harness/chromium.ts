import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { Page } from 'playwright-core';

import { OWNER, type N8nInstance } from './n8n';

/** Debian's Chromium, which playwright-core drives (no browser is downloaded). */
export const CHROMIUM = '/usr/bin/chromium';

/** Installs Debian's chromium with apt-get (as root, or through sudo) unless it is there. */
export function ensureChromium(): string {
	if (existsSync(CHROMIUM)) return CHROMIUM;
	const asRoot = process.getuid?.() === 0 ? [] : ['sudo', '-n'];
	const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
	for (const args of [
		['apt-get', 'update'],
		['apt-get', 'install', '-y', '--no-install-recommends', 'chromium'],
	]) {
		const [command, ...rest] = [...asRoot, ...args];
		execFileSync(command, rest, { stdio: 'inherit', env });
	}
	if (!existsSync(CHROMIUM))
		throw new Error(`apt-get installed chromium but ${CHROMIUM} is missing`);
	return CHROMIUM;
}

/** Signs the page in to n8n's editor as the owner the harness sets up. */
export async function signInToEditor(page: Page, n8n: N8nInstance): Promise<void> {
	await page.goto(`${n8n.baseUrl}/signin`);
	const form = page.getByTestId('signin-form');
	await form.waitFor();
	await form
		.locator('input[type="email"], input[name="emailOrLdapLoginId"], input[name="email"]')
		.first()
		.fill(OWNER.email);
	await form.locator('input[type="password"]').fill(OWNER.password);
	await form.locator('button').last().click();
	await page.waitForURL((url) => !url.pathname.startsWith('/signin'), { timeout: 60_000 });
}
