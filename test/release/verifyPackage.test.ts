import { execFile } from 'node:child_process';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import { packPackage, REPO_ROOT } from '../e2e/harness';

const execFileAsync = promisify(execFile);
const TSX = path.join(REPO_ROOT, 'node_modules/.bin/tsx');
const TRIGGER_NODE = 'dist/nodes/AssetLifecycleTrigger/AssetLifecycleTrigger.node.js';
/** On a line of its own: built files end in a source-map comment without a newline. */
const PLANTED_LINE = "\nconsole.log('planted');\n";

/** Runs scripts/verify-package.ts as CI does; answers its exit code and output. */
async function verifyPackage(...args: string[]) {
	try {
		const { stdout, stderr } = await execFileAsync(TSX, ['scripts/verify-package.ts', ...args], {
			cwd: REPO_ROOT,
		});
		return { code: 0, stdout, stderr };
	} catch (error) {
		const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
		return { code, stdout, stderr };
	}
}

async function editJson(file: string, edit: (json: Record<string, unknown>) => void) {
	const json = JSON.parse(await fs.readFile(file, 'utf8')) as Record<string, unknown>;
	edit(json);
	await fs.writeFile(file, JSON.stringify(json, null, '\t'));
}

describe('verify-package: what n8n checks before it verifies the package', () => {
	let workDir: string;
	let unpacked: string;

	beforeAll(async () => {
		workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'verify-package-test-'));
		unpacked = path.join(workDir, 'unpacked');
		await fs.mkdir(unpacked);
		await execFileAsync('tar', [
			'-xzf',
			await packPackage(),
			'-C',
			unpacked,
			'--strip-components=1',
		]);
	}, 180_000);

	afterAll(async () => {
		await fs.rm(workDir, { recursive: true, force: true });
	});

	it('passes the repository source and its packed tarball', async () => {
		const result = await verifyPackage();

		expect(result.stderr).not.toContain('problem');
		expect(result.stdout).toMatch(
			/verify-package: passed \(source .+, tarball n8n-nodes-asset-lifecycle-[\d.]+\.tgz\)/,
		);
		expect(result.code).toBe(0);
	}, 180_000);

	it('fails a tarball with a console.log in built code, a node missing from n8n.nodes and an overrides field, naming each', async () => {
		const planted = path.join(workDir, 'planted-package');
		await fs.cp(unpacked, planted, { recursive: true });
		await fs.appendFile(
			path.join(planted, 'dist/nodes/AssetLifecycle/AssetLifecycle.node.js'),
			PLANTED_LINE,
		);
		await editJson(path.join(planted, 'package.json'), (manifest) => {
			const n8n = manifest.n8n as { nodes: string[] };
			n8n.nodes = n8n.nodes.filter((node) => node !== TRIGGER_NODE);
			manifest.overrides = { typescript: '5.9.3' };
		});

		const result = await verifyPackage('--unpacked', planted);

		expect(result.code).toBe(1);
		expect(result.stderr).toContain(
			`n8n.nodes does not list ${TRIGGER_NODE}, so n8n would not load it`,
		);
		expect(result.stderr).toMatch(/AssetLifecycle\.node\.js\n.*error .*no-console/);
		expect(result.stderr).toMatch(/package\.json\n.*error .*no-overrides-field/);
		expect(result.stderr).toContain('2 problems (2 errors, 0 warnings)');
	}, 120_000);

	it('fails a source with a console.log in a node', async () => {
		const planted = path.join(workDir, 'planted-source');
		for (const entry of ['package.json', 'nodes', 'credentials', 'icons']) {
			await fs.cp(path.join(REPO_ROOT, entry), path.join(planted, entry), { recursive: true });
		}
		await fs.appendFile(
			path.join(planted, 'nodes/AssetLifecycle/AssetLifecycle.node.ts'),
			PLANTED_LINE,
		);

		const result = await verifyPackage('--source', planted);

		expect(result.code).toBe(1);
		expect(result.stderr).toMatch(/AssetLifecycle\.node\.ts\n.*error .*no-console/);
		expect(result.stderr).toContain('1 problem (1 error, 0 warnings)');
	}, 120_000);
});
