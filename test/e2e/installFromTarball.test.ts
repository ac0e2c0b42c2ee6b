/**
 * The tarball route of docs/install.md, run as written on a machine of the test's own: a home
 * folder and an n8n user folder (`N8N_USER_FOLDER`) made for it, the commands of the page's first
 * `sh` block under "The commands" run by bash, stopping at the first that fails. The network
 * reaches only the npm registry, so `git clone` of the documented URL, which must be the package's
 * repository, clones this repository instead (its HEAD: commit what the test should see).
 *
 * The user folder is an npm project of its own (a `package.json`, as a home folder may have):
 * without a `package.json` of the nodes folder, npm would install there, where n8n never looks.
 * Then n8n 2.41.1 starts on the user folder and lists the package's nodes and credential.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, promises as fs, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {
	CREDENTIAL_TYPE,
	installN8n,
	INSTALL_TIMEOUT_MS,
	N8nInstance,
	NODE_TYPE,
	PACKAGE_NAME,
	REPO_ROOT,
	TRIGGER_NODE_TYPE,
} from './harness';

const PAGE = 'docs/install.md';
const SECTION = '## The commands';
/** A clone's `npm install` of every development package, then the build, on a busy machine. */
const ROUTE_TIMEOUT_MS = 20 * 60 * 1000;

const packageJson = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
	version: string;
	repository: { url: string };
};

/** The first `sh` block under the section's heading, as a reader copies it. */
function documentedCommands(): string {
	const page = readFileSync(path.join(REPO_ROOT, PAGE), 'utf8');
	const section = page.slice(page.indexOf(`\n${SECTION}\n`));
	const block = /```sh\n([\s\S]*?)\n```/.exec(section);
	if (!page.includes(`\n${SECTION}\n`) || !block) {
		throw new Error(`${PAGE} has no sh block under "${SECTION}"`);
	}
	return block[1];
}

/** A `git` that clones this repository for the package's URL, and refuses any other clone. */
async function gitServingThisRepository(binDir: string): Promise<void> {
	const realGit = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
	const url = packageJson.repository.url;
	const script = [
		'#!/bin/sh',
		`if [ "$1" = clone ] && [ "$2" = "${url}" ]; then`,
		`  exec "${realGit}" clone --quiet "${REPO_ROOT}" "\${3:-$(basename "$2" .git)}"`,
		'fi',
		`if [ "$1" = clone ]; then echo "the test serves only ${url}, not $2" >&2; exit 2; fi`,
		`exec "${realGit}" "$@"`,
	].join('\n');
	await fs.mkdir(binDir, { recursive: true });
	await fs.writeFile(path.join(binDir, 'git'), `${script}\n`, { mode: 0o755 });
}

/** Runs the commands in bash in `cwd`; answers its output, or fails with it. */
function runCommands(commands: string, cwd: string, env: NodeJS.ProcessEnv): Promise<string> {
	return new Promise((resolve, reject) => {
		const bash = spawn('bash', ['-e', '-c', commands], { cwd, env });
		let output = '';
		bash.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
		bash.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
		bash.on('error', reject);
		bash.on('exit', (code) =>
			code === 0
				? resolve(output)
				: reject(new Error(`the commands failed (exit ${code}):\n${output.slice(-6000)}`)),
		);
	});
}

const exists = (file: string) => existsSync(file);

let machine: string;
let userFolder: string;
let output = '';
const nodesDir = () => path.join(userFolder, '.n8n', 'nodes');
const someoneElsesProject = JSON.stringify({ name: 'someone-elses-project', private: true });

beforeAll(async () => {
	machine = await fs.mkdtemp(path.join(os.tmpdir(), 'install-route-'));
	const home = path.join(machine, 'home');
	userFolder = path.join(machine, 'n8n-user');
	const work = path.join(machine, 'work');
	for (const folder of [home, userFolder, work]) await fs.mkdir(folder, { recursive: true });
	await fs.writeFile(path.join(userFolder, 'package.json'), someoneElsesProject);
	await gitServingThisRepository(path.join(machine, 'bin'));
	// the npm cache this machine already has: the same commands, fewer downloads
	const npmCache = execFileSync('npm', ['config', 'get', 'cache'], {
		cwd: REPO_ROOT,
		encoding: 'utf8',
	}).trim();
	output = await runCommands(documentedCommands(), work, {
		PATH: `${path.join(machine, 'bin')}:${process.env.PATH ?? ''}`,
		HOME: home,
		TMPDIR: os.tmpdir(),
		N8N_USER_FOLDER: userFolder,
		npm_config_cache: npmCache,
		npm_config_update_notifier: 'false',
	});
}, ROUTE_TIMEOUT_MS);

// the clone's node_modules take a while to delete
afterAll(async () => {
	if (machine) await fs.rm(machine, { recursive: true, force: true });
}, 120_000);

test(`${PAGE} installs the package into the nodes folder of N8N_USER_FOLDER, with n8n's own n8n-workflow`, async () => {
	const installed = path.join(nodesDir(), 'node_modules', PACKAGE_NAME);
	const { version } = JSON.parse(
		await fs.readFile(path.join(installed, 'package.json'), 'utf8'),
	) as { version: string };
	expect(version).toBe(packageJson.version);
	expect(exists(path.join(installed, 'dist/nodes/AssetLifecycle/AssetLifecycle.node.js'))).toBe(
		true,
	);
	expect(exists(path.join(nodesDir(), 'node_modules', 'n8n-workflow'))).toBe(false);

	const manifest = JSON.parse(await fs.readFile(path.join(nodesDir(), 'package.json'), 'utf8')) as {
		name: string;
		dependencies: Record<string, string>;
	};
	expect(manifest).toMatchObject({
		name: 'installed-nodes',
		dependencies: { [PACKAGE_NAME]: `file:${PACKAGE_NAME}-${version}.tgz` },
	});
	// the project above the nodes folder is left as it was
	expect(await fs.readFile(path.join(userFolder, 'package.json'), 'utf8')).toBe(
		someoneElsesProject,
	);
	expect(exists(path.join(userFolder, 'node_modules'))).toBe(false);
});

test(
	'n8n 2.41.1 started on that user folder offers the nodes and the credential',
	async () => {
		const n8n = new N8nInstance(await installN8n('2.41.1'), userFolder);
		try {
			await n8n.start();
			const nodes = (await n8n.nodeTypes()).map((type) => type.name);
			expect(nodes).toEqual(expect.arrayContaining([NODE_TYPE, TRIGGER_NODE_TYPE]));
			const credentials = (await n8n.credentialTypes()).map((type) => type.name);
			expect(credentials).toContain(CREDENTIAL_TYPE);
		} catch (error) {
			throw new Error(`${(error as Error).message}\nthe commands printed:\n${output.slice(-3000)}`);
		} finally {
			await n8n.stop();
		}
	},
	INSTALL_TIMEOUT_MS,
);
