/**
 * npm run screenshots: the package in a real n8n editor, captured as a person sees it.
 *
 * Starts the sandbox and a private n8n with the packed package (the e2e harness), logs in through
 * the sign-in page, opens a workflow with the trigger and the action node, runs it, opens the
 * node's panel, checks that the node, its operations and its output are on screen, and writes
 * PNGs to docs/screenshots/. The browser is Debian's chromium (installed here if missing) driven
 * by playwright-core; nothing is downloaded but Debian packages.
 *
 *   npm run screenshots                  # n8n 2.41.1
 *   npm run screenshots -- 1.123.81      # the 1.x editor
 */
import { execFileSync } from 'node:child_process';
import { existsSync, promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page, selectors } from 'playwright-core';

import { startSandbox } from '../sandbox';
import {
	N8N_VERSIONS,
	type N8nInstance,
	type N8nVersion,
	NODE_TYPE,
	OWNER,
	prepareN8n,
	REPO_ROOT,
	TRIGGER_NODE_TYPE,
	type WorkflowInput,
} from '../test/e2e/harness';

const CHROMIUM = '/usr/bin/chromium';
const FAILURE_SCREENSHOT = path.join(os.tmpdir(), 'n8n-screenshots-failure.png');
const CHROMIUM_FLAGS = [
	'--headless',
	'--no-sandbox',
	'--disable-gpu',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
];
const OUTPUT_DIR = path.join(REPO_ROOT, 'docs', 'screenshots');
const ACTION_NODE_NAME = 'Asset Lifecycle';
const TRIGGER_NODE_NAME = 'Asset Lifecycle Trigger';

const SHOWCASE_WORKFLOW: WorkflowInput = {
	name: 'Asset Lifecycle: new wallet transaction, list departments',
	nodes: [
		{
			id: 'b2f4a9c0-0001-4c1e-9a51-5d1f3e2c7a01',
			name: TRIGGER_NODE_NAME,
			type: TRIGGER_NODE_TYPE,
			typeVersion: 1,
			position: [0, 0],
			parameters: { event: 'walletTransaction', pollTimes: { item: [{ mode: 'everyMinute' }] } },
		},
		{
			id: 'b2f4a9c0-0002-4c1e-9a51-5d1f3e2c7a02',
			name: ACTION_NODE_NAME,
			type: NODE_TYPE,
			typeVersion: 1,
			position: [260, 0],
			parameters: { resource: 'department', operation: 'getAll', returnAll: true },
		},
	],
	connections: {
		[TRIGGER_NODE_NAME]: { main: [[{ node: ACTION_NODE_NAME, type: 'main', index: 0 }]] },
	},
	settings: {},
};

function ensureChromium(): void {
	if (existsSync(CHROMIUM)) return;
	console.log('[screenshots] installing chromium from Debian (apt-get)');
	const asRoot = process.getuid?.() === 0 ? [] : ['sudo'];
	const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
	for (const args of [
		['apt-get', 'update'],
		['apt-get', 'install', '-y', 'chromium'],
	]) {
		const [command, ...rest] = [...asRoot, ...args];
		execFileSync(command, rest, { stdio: 'inherit', env });
	}
}

/** Fails when the page is blank or shows an error instead of the editor. */
async function assertNoErrorPage(page: Page, where: string): Promise<void> {
	const text = (await page.locator('body').innerText()).trim();
	if (text.length < 20) throw new Error(`${where}: the page is blank`);
	for (const marker of [
		'Cannot GET',
		'Internal Server Error',
		'Problem loading',
		'could not be found',
	]) {
		if (text.includes(marker)) throw new Error(`${where}: the page shows "${marker}"`);
	}
}

async function signIn(page: Page, n8n: N8nInstance): Promise<void> {
	await page.goto(`${n8n.baseUrl}/signin`);
	const form = page.getByTestId('signin-form');
	await form.waitFor();
	await form
		.locator('input[type="email"], input[name="emailOrLdapLoginId"], input[name="email"]')
		.first()
		.fill(OWNER.email);
	await form.locator('input[type="password"]').fill(OWNER.password);
	await form.locator('button').last().click();
	await page.waitForURL((url) => !url.pathname.startsWith('/signin'), { timeout: 30_000 });
}

async function shoot(page: Page, name: string): Promise<string> {
	const file = path.join(OUTPUT_DIR, `${name}.png`);
	await page.screenshot({ path: file });
	console.log(`[screenshots] wrote ${path.relative(REPO_ROOT, file)}`);
	return file;
}

async function capture(n8n: N8nInstance, workflowId: string): Promise<string[]> {
	const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
	const page = await browser.newPage({
		viewport: { width: 1440, height: 900 },
		deviceScaleFactor: 1,
	});
	try {
		await signIn(page, n8n);

		await page.goto(`${n8n.baseUrl}/workflow/${workflowId}`);
		const actionNode = page.locator(
			`[data-test-id="canvas-node"][data-node-name="${ACTION_NODE_NAME}"]`,
		);
		const triggerNode = page.locator(
			`[data-test-id="canvas-node"][data-node-name="${TRIGGER_NODE_NAME}"]`,
		);
		await actionNode.waitFor();
		await triggerNode.waitFor();
		await assertNoErrorPage(page, 'the workflow canvas');

		await page.getByTestId('execute-workflow-button').first().click();
		await actionNode
			.locator('[data-test-id="canvas-node-status-success"]')
			.waitFor({ timeout: 60_000 });
		// Let the success toast finish sliding in.
		await page.waitForTimeout(1500);
		const files = [await shoot(page, 'workflow-canvas')];

		await actionNode.dblclick();
		const ndv = page.getByTestId('ndv');
		await ndv.waitFor();
		const operation = ndv.getByTestId('parameter-input-operation');
		await operation.waitFor();
		const output = ndv.getByTestId('output-panel');
		await output.getByTestId('ndv-items-count').waitFor();
		const errors = output.locator(
			'[data-test-id="node-error-card"], [data-test-id="node-error-callout"]',
		);
		if ((await errors.count()) > 0) {
			throw new Error(
				`the node's output shows an error:\n${(await output.innerText()).slice(0, 800)}`,
			);
		}
		await assertNoErrorPage(page, "the node's panel");
		files.push(await shoot(page, 'node-panel-output'));

		await operation.click();
		const operations = page.locator('.el-select-dropdown__item:visible, [role="option"]:visible');
		await operations.first().waitFor();
		// Let the dropdown finish opening.
		await page.waitForTimeout(500);
		if ((await operations.count()) < 1) throw new Error('the Operation list is empty');
		files.push(await shoot(page, 'node-operations'));
		await page.keyboard.press('Escape');
		return files;
	} catch (error) {
		await page.screenshot({ path: FAILURE_SCREENSHOT }).catch(() => undefined);
		console.error(`[screenshots] the page when it failed: ${FAILURE_SCREENSHOT}`);
		throw error;
	} finally {
		await browser.close();
	}
}

async function main(): Promise<void> {
	// n8n's editor marks its elements with data-test-id.
	selectors.setTestIdAttribute('data-test-id');
	const version = (process.argv[2] ?? '2.41.1') as N8nVersion;
	if (!N8N_VERSIONS.includes(version)) {
		throw new Error(`unsupported n8n version ${version} (use one of ${N8N_VERSIONS.join(', ')})`);
	}
	ensureChromium();
	await fs.mkdir(OUTPUT_DIR, { recursive: true });

	const sandbox = await startSandbox({ port: 0 });
	const n8n = await prepareN8n(version);
	try {
		const credential = await n8n.importCredential({
			name: 'Asset Lifecycle sandbox',
			data: {
				baseUrl: sandbox.baseUrl,
				clientId: 'sandbox-client',
				clientSecret: 'sandbox-secret',
			},
		});
		const workflowId = await n8n.importWorkflow(SHOWCASE_WORKFLOW, credential);
		await n8n.start();
		const files = await capture(n8n, workflowId);
		console.log(
			`[screenshots] ${files.length} screenshots of n8n ${version} in ${path.relative(REPO_ROOT, OUTPUT_DIR)}/`,
		);
	} catch (error) {
		console.error(`[screenshots] n8n log tail:\n${await n8n.logTail(3000)}`);
		throw error;
	} finally {
		await n8n.dispose();
		await sandbox.close();
	}
}

main().catch((error) => {
	console.error(error);
	process.exit(1);
});
