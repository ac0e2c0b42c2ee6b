/**
 * The checks n8n runs before it verifies a community package, run offline on what we would publish:
 *
 * 1. The manifest: `n8n.nodes` and `n8n.credentials` list exactly the built node and credential
 *    files the tarball holds, and `repository`, `homepage` and `bugs` name one GitHub repository.
 * 2. `@n8n/scan-community-package`'s analyzer with its own pinned rule set. n8n runs it on the
 *    source the npm provenance points at (`package.json`, `nodes/`, `credentials/`) and on the
 *    published tarball (compiled `.js` and `package.json`). Its CLI downloads both; here its
 *    exported analyzer gets local folders (read in its scanner/scanner.mjs: `analyzePackage`,
 *    `SOURCE_FILE_PATTERNS` and the tarball patterns of `analyzePackageByName`).
 *
 *   npx tsx scripts/verify-package.ts                     the repository and its packed tarball
 *   npx tsx scripts/verify-package.ts --unpacked <dir>    only an unpacked package folder
 *   npx tsx scripts/verify-package.ts --source <dir>      only a source folder
 *
 * Exits 1 naming every problem. The tarball is the e2e harness's: built and packed once per
 * content of the package's sources.
 */
import { execFile } from 'node:child_process';
import { promises as fs } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs, promisify } from 'node:util';

import { packPackage, REPO_ROOT } from '../test/e2e/harness';

const execFileAsync = promisify(execFile);

/** What the scanner lints in the published tarball (its source leg: SOURCE_FILE_PATTERNS). */
const TARBALL_FILE_PATTERNS = ['**/*.js', 'package.json'];

interface AnalysisResult {
	passed: boolean;
	message?: string;
	details?: string;
}

interface Scanner {
	analyzePackage(dir: string, filePatterns: string[]): Promise<AnalysisResult>;
	SOURCE_FILE_PATTERNS: string[];
}

interface Manifest {
	n8n?: { nodes?: string[]; credentials?: string[] };
	repository?: { url?: string } | string;
	homepage?: string;
	bugs?: { url?: string } | string;
}

async function filesUnder(dir: string): Promise<string[]> {
	const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
	return entries
		.filter((entry) => entry.isFile())
		.map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

function urlOf(field: { url?: string } | string | undefined): string | undefined {
	return typeof field === 'string' ? field : field?.url;
}

/** `owner/name` of a GitHub URL in any of the forms package.json fields take. */
function githubRepository(url: string | undefined): string | undefined {
	return /^(?:git\+)?https:\/\/github\.com\/([\w.-]+\/[\w.-]+?)(?:\.git)?(?:\/issues|#readme)?$/.exec(
		url ?? '',
	)?.[1];
}

async function checkManifest(packageDir: string): Promise<string[]> {
	const manifest = JSON.parse(
		await fs.readFile(path.join(packageDir, 'package.json'), 'utf8'),
	) as Manifest;
	const problems: string[] = [];
	const files = (await filesUnder(path.join(packageDir, 'dist'))).map((file) =>
		path.posix.join('dist', file.split(path.sep).join('/')),
	);
	const listings = [
		{ field: 'n8n.nodes', listed: manifest.n8n?.nodes ?? [], built: /\.node\.js$/ },
		{
			field: 'n8n.credentials',
			listed: manifest.n8n?.credentials ?? [],
			built: /\.credentials\.js$/,
		},
	];
	for (const { field, listed, built } of listings) {
		for (const file of listed.filter((entry) => !files.includes(entry))) {
			problems.push(`${field} lists ${file}, which the package does not contain`);
		}
		for (const file of files.filter((entry) => built.test(entry) && !listed.includes(entry))) {
			problems.push(`${field} does not list ${file}, so n8n would not load it`);
		}
	}

	const repository = githubRepository(urlOf(manifest.repository));
	if (!repository) problems.push('repository.url is not a GitHub repository URL');
	for (const [field, url] of [
		['homepage', manifest.homepage],
		['bugs.url', urlOf(manifest.bugs)],
	] as const) {
		if (githubRepository(url) !== repository) {
			problems.push(`${field} (${url ?? 'missing'}) does not point to ${repository}`);
		}
	}
	return problems;
}

/**
 * The scanner's pinned TypeScript 7 has no compiler API, which its TypeScript parser needs; the
 * parser must resolve the repository's TypeScript 5. An npm `overrides` field could force that,
 * but the scanner itself refuses the field in a community package's package.json.
 */
function assertParserSeesTypescript5(): void {
	const fromScanner = createRequire(require.resolve('@n8n/scan-community-package/package.json'));
	const parser = createRequire(fromScanner.resolve('@typescript-eslint/parser'));
	const estree = createRequire(parser.resolve('@typescript-eslint/typescript-estree'));
	const { version } = estree('typescript/package.json') as { version: string };
	if (!version.startsWith('5.')) {
		throw new Error(
			`the scanner's parser resolves TypeScript ${version}; it needs TypeScript 5 ` +
				'(the root devDependency), hoisted above the scanner in node_modules',
		);
	}
}

async function loadScanner(): Promise<Scanner> {
	assertParserSeesTypescript5();
	// eslint-plugin-n8n-nodes-base reads NODE_ENV when loaded: under `test` (which jest sets) it
	// checks file names against its own test fixtures and reports every node file as misnamed.
	delete process.env.NODE_ENV;
	const scanner = require.resolve('@n8n/scan-community-package/scanner/scanner.mjs');
	return (await import(pathToFileURL(scanner).href)) as Scanner;
}

async function unpack(tarball: string, into: string): Promise<string> {
	const packageDir = path.join(into, 'package');
	await fs.mkdir(packageDir, { recursive: true });
	await execFileAsync('tar', ['-xzf', tarball, '-C', packageDir, '--strip-components=1']);
	return packageDir;
}

function report(label: string, result: AnalysisResult): string[] {
	if (result.passed) return [];
	return [`${label}: ${result.message ?? 'failed'}${result.details ? `\n${result.details}` : ''}`];
}

async function main(): Promise<void> {
	const { values } = parseArgs({
		options: { unpacked: { type: 'string' }, source: { type: 'string' } },
	});
	const checkBoth = values.unpacked === undefined && values.source === undefined;
	const sourceDir = checkBoth ? REPO_ROOT : values.source;

	// The scanner creates a temporary folder when it is loaded and never removes it: give it ours.
	const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'verify-package-'));
	process.env.TMPDIR = workDir;
	try {
		let packageDir = values.unpacked;
		let packageLabel = `package ${packageDir}`;
		if (checkBoth) {
			const tarball = await packPackage();
			packageDir = await unpack(tarball, workDir);
			packageLabel = `tarball ${path.basename(tarball)}`;
		}

		const scanner = await loadScanner();
		const [manifestProblems, sourceResult, tarballResult] = await Promise.all([
			packageDir ? checkManifest(packageDir) : [],
			sourceDir ? scanner.analyzePackage(sourceDir, scanner.SOURCE_FILE_PATTERNS) : undefined,
			packageDir ? scanner.analyzePackage(packageDir, TARBALL_FILE_PATTERNS) : undefined,
		]);
		const problems = [
			...manifestProblems,
			...(sourceResult ? report(`source ${sourceDir}`, sourceResult) : []),
			...(tarballResult ? report(packageLabel, tarballResult) : []),
		];
		if (problems.length > 0) {
			console.error(`verify-package: ${problems.length} problem(s)\n${problems.join('\n')}`);
			process.exitCode = 1;
			return;
		}
		const checked = [sourceDir && `source ${sourceDir}`, packageDir && packageLabel];
		console.log(`verify-package: passed (${checked.filter(Boolean).join(', ')})`);
	} finally {
		await fs.rm(workDir, { recursive: true, force: true });
	}
}

main().catch((error: Error) => {
	console.error(`verify-package: ${error.message}`);
	process.exitCode = 1;
});
