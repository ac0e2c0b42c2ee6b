import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

import { REPO_ROOT } from './install';

const execFileAsync = promisify(execFile);

export const CACHE_DIR =
	process.env.N8N_CACHE_DIR ??
	path.join(process.env.HOME ?? '/tmp', '.cache', 'n8n-nodes-asset-lifecycle');

/** What goes into the built tarball: a change to any of these makes a new one. */
const PACKAGE_INPUTS = [
	'package.json',
	'tsconfig.json',
	'README.md',
	'LICENSE.md',
	'credentials',
	'nodes',
	'icons',
];

async function listFiles(entry: string): Promise<string[]> {
	const stat = await fs.stat(entry).catch(() => undefined);
	if (!stat) return [];
	if (!stat.isDirectory()) return [entry];
	const names = (await fs.readdir(entry)).sort();
	const nested = await Promise.all(names.map((name) => listFiles(path.join(entry, name))));
	return nested.flat();
}

/** A hash of the package's sources, so an unchanged package is not built and packed again. */
export async function hashPackageSources(packageDir: string = REPO_ROOT): Promise<string> {
	const hash = createHash('sha256');
	for (const input of PACKAGE_INPUTS) {
		for (const file of await listFiles(path.join(packageDir, input))) {
			hash.update(path.relative(packageDir, file));
			hash.update('\0');
			hash.update(await fs.readFile(file));
			hash.update('\0');
		}
	}
	return hash.digest('hex').slice(0, 16);
}

/** Runs `fn` while holding a lock directory, so two processes do not build or pack at once. */
export async function withLock<T>(lockDir: string, fn: () => Promise<T>): Promise<T> {
	const staleAfterMs = 15 * 60 * 1000;
	for (;;) {
		try {
			await fs.mkdir(lockDir);
			break;
		} catch (error) {
			if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
			const stat = await fs.stat(lockDir).catch(() => undefined);
			if (stat && Date.now() - stat.mtimeMs > staleAfterMs) {
				await fs.rm(lockDir, { recursive: true, force: true });
				continue;
			}
			await new Promise((resolve) => setTimeout(resolve, 500));
		}
	}
	try {
		return await fn();
	} finally {
		await fs.rm(lockDir, { recursive: true, force: true });
	}
}

const packs = new Map<string, Promise<string>>();

/**
 * Builds the package and packs it as `npm pack` would publish it; answers the tarball's path.
 * The tarball is cached by the hash of the sources, across test runs and processes.
 */
export function packPackage(packageDir: string = REPO_ROOT): Promise<string> {
	let pack = packs.get(packageDir);
	if (!pack) {
		pack = buildAndPack(packageDir);
		packs.set(packageDir, pack);
		pack.catch(() => packs.delete(packageDir));
	}
	return pack;
}

async function buildAndPack(packageDir: string): Promise<string> {
	const packagesDir = path.join(CACHE_DIR, 'packages');
	await fs.mkdir(packagesDir, { recursive: true });
	return withLock(path.join(packagesDir, '.lock'), async () => {
		const hash = await hashPackageSources(packageDir);
		const destination = path.join(packagesDir, hash);
		const existing = (await fs.readdir(destination).catch(() => [] as string[])).find((name) =>
			name.endsWith('.tgz'),
		);
		if (existing) return path.join(destination, existing);

		await execFileAsync('npm', ['run', 'build'], { cwd: packageDir, maxBuffer: 64 * 1024 * 1024 });
		const staging = `${destination}.tmp`;
		await fs.rm(staging, { recursive: true, force: true });
		await fs.mkdir(staging, { recursive: true });
		const { stdout } = await execFileAsync(
			'npm',
			['pack', '--json', '--pack-destination', staging],
			{ cwd: packageDir, maxBuffer: 64 * 1024 * 1024 },
		);
		const [{ filename }] = JSON.parse(stdout) as Array<{ filename: string }>;
		await fs.rename(staging, destination);
		return path.join(destination, filename);
	});
}
