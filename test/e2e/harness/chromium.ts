import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

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
