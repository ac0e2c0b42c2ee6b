/**
 * npm run screenshots: the package in a real n8n editor, captured as a person sees it.
 *
 * Starts the sandbox and a private n8n with the packed package (the e2e harness), logs in through
 * the sign-in page and takes one shot after another: the trigger and the action node on the canvas
 * and in the node's panel, the trigger's test event with a filter on, Recovery → Create's device
 * rows and its validation error, Employee → Get Many's Output modes and the hint its Return All
 * leaves in the output pane when it waited on the rate limit, Employee → Create or Update's notice,
 * the AI Agent with the node as a tool, and the credential form. Before each shot it
 * checks that the page is no error page and that what the shot is about is on screen; the PNGs go
 * to docs/screenshots/. The browser is Debian's chromium (installed here if missing) driven by
 * playwright-core; nothing is downloaded but Debian packages.
 *
 *   npm run screenshots                  # n8n 2.41.1
 *   npm run screenshots -- 1.123.81      # the 1.x editor
 */
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Locator, type Page, selectors } from 'playwright-core';

import { type RunningSandbox, startSandbox } from '../sandbox';
import {
	CREDENTIAL_TYPE,
	N8N_VERSIONS,
	type N8nInstance,
	type N8nVersion,
	NODE_TYPE,
	prepareN8n,
	REPO_ROOT,
	sandboxCredential,
	TRIGGER_NODE_TYPE,
	type WorkflowInput,
	CHROMIUM,
	ensureChromium,
	signInToEditor,
} from '../test/e2e/harness';
import { type LoggedRequest, sandboxControl } from '../test/sandboxControl';

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
const VIEWPORT = { width: 1440, height: 900 };
const ACTION_NODE_NAME = 'Asset Lifecycle';
const TRIGGER_NODE_NAME = 'Asset Lifecycle Trigger';
const TEST_EVENT_NODE_NAME = 'Employee Terminated';
const RECOVERY_NODE_NAME = 'Add to Recovery Campaign';
const AGENT_NODE_NAME = 'AI Agent';
const CHAT_MODEL_NODE_NAME = 'OpenAI Chat Model';
const TOOL_NODE_NAME = 'Get Employee';
// n8n adds a tool variant of every node marked usableAsTool, named with a "Tool" suffix.
const TOOL_NODE_TYPE = `${NODE_TYPE}Tool`;
/** The version a node added in the editor today gets (the package's defaultVersion). */
const ACTION_NODE_VERSION = 1.1;
// On import the harness wires the credential into the package's own node types and into nodes
// that already name the credential type, as the tool variant does here.
const SANDBOX_CREDENTIAL = { [CREDENTIAL_TYPE]: { id: '', name: '' } };
const EMPLOYEES_NODE_NAME = 'Get Many Employees';
const UPSERT_NODE_NAME = 'Create or Update Employee';
const CREATE_NOTICE = /^To create an employee, add in Additional Fields: /;
// Employees come 100 a page: 1,200 make Return All read 12 pages, over the hint's threshold of 10.
const SANDBOX_EMPLOYEES = 1200;
const EMPLOYEE_PAGES = 12;
/**
 * The sandbox's quota during the hint's run: 5 requests in 3 s, so the run's 12 page reads wait
 * on it twice. The hint tells a Return All's pages only when the run waited (runHints.ts).
 */
const HINT_RATE_LIMIT = { limit: 5, windowSeconds: 3 };
const WAIT_HINT = /^Waited \d+ s on the API's rate limit/;
const PAGES_HINT = `Return All read ${EMPLOYEE_PAGES} pages, one request each: a Limit or a filter reads fewer.`;
const BASE_URL_HINT =
	'Up to, not including, /api/v1 (with your gateway segment, if any). HTTPS; plain HTTP only for localhost.';
const OUTPUT_MODES = ['Complete', 'Simplified', 'Raw', 'Select Included Fields'];
const RECOVERY_REASON_ERROR = 'Recovery Reason Note is required when the recovery reason is Other';

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
			typeVersion: ACTION_NODE_VERSION,
			position: [260, 0],
			parameters: { resource: 'department', operation: 'getAll', returnAll: true },
		},
	],
	connections: {
		[TRIGGER_NODE_NAME]: { main: [[{ node: ACTION_NODE_NAME, type: 'main', index: 0 }]] },
	},
	settings: {},
};

const TEST_EVENT_WORKFLOW: WorkflowInput = {
	name: 'Asset Lifecycle: an employee is terminated (test event)',
	nodes: [
		{
			id: 'b2f4a9c0-0003-4c1e-9a51-5d1f3e2c7a03',
			name: TEST_EVENT_NODE_NAME,
			type: TRIGGER_NODE_TYPE,
			typeVersion: 1,
			position: [0, 0],
			parameters: {
				event: 'employeeChanged',
				onlyTerminations: true,
				pollTimes: { item: [{ mode: 'everyMinute' }] },
			},
		},
	],
	connections: {},
	settings: {},
};

/** Two device rows, and the reason Other without its note: the node refuses it before sending. */
const RECOVERY_WORKFLOW: WorkflowInput = {
	name: 'Asset Lifecycle: add a leaver to a recovery campaign',
	nodes: [
		{
			id: 'b2f4a9c0-0004-4c1e-9a51-5d1f3e2c7a04',
			name: 'Run Now',
			type: 'n8n-nodes-base.manualTrigger',
			typeVersion: 1,
			position: [0, 0],
			parameters: {},
		},
		{
			id: 'b2f4a9c0-0005-4c1e-9a51-5d1f3e2c7a05',
			name: RECOVERY_NODE_NAME,
			type: NODE_TYPE,
			typeVersion: ACTION_NODE_VERSION,
			position: [240, 0],
			parameters: {
				resource: 'recovery',
				operation: 'create',
				campaignNumber: { __rl: true, mode: 'id', value: '3001' },
				firstName: 'Grace',
				lastName: 'Patel',
				sendNotificationsTo: 'work',
				workEmail: 'grace.patel@acme-sandbox.example',
				workPhone: '7700900123',
				addressLine1: '6954 River Rd',
				city: 'London',
				zip: 'EC1A 1BB',
				country: 'GB',
				itemsSource: 'define',
				items: {
					device: [
						{ item: "MacBook Pro 14'", itemSerialNo: 'C02XL0GHJG5H', itemAssetId: 'A-1042' },
						{ item: 'iPhone 15', itemSerialNo: 'F2LZK9Q1N7', itemImei: '356938035643809' },
					],
				},
				additionalFields: { recoveryReason: 4 },
			},
		},
	],
	connections: {
		'Run Now': { main: [[{ node: RECOVERY_NODE_NAME, type: 'main', index: 0 }]] },
	},
	settings: {},
};

/** Employee → Get Many with Return All: its Output modes, and the hint the run leaves. */
const EMPLOYEES_WORKFLOW: WorkflowInput = {
	name: 'Asset Lifecycle: every employee',
	nodes: [
		{
			id: 'b2f4a9c0-0011-4c1e-9a51-5d1f3e2c7a11',
			name: 'Run Now',
			type: 'n8n-nodes-base.manualTrigger',
			typeVersion: 1,
			position: [0, 0],
			parameters: {},
		},
		{
			id: 'b2f4a9c0-0012-4c1e-9a51-5d1f3e2c7a12',
			name: EMPLOYEES_NODE_NAME,
			type: NODE_TYPE,
			typeVersion: ACTION_NODE_VERSION,
			position: [240, 0],
			parameters: { resource: 'employee', operation: 'getAll', returnAll: true },
		},
	],
	connections: {
		'Run Now': { main: [[{ node: EMPLOYEES_NODE_NAME, type: 'main', index: 0 }]] },
	},
	settings: {},
};

/** Employee → Create or Update with a work phone: the notice names what a create needs. */
const UPSERT_WORKFLOW: WorkflowInput = {
	name: 'Asset Lifecycle: create or update an employee',
	nodes: [
		{
			id: 'b2f4a9c0-0013-4c1e-9a51-5d1f3e2c7a13',
			name: 'Run Now',
			type: 'n8n-nodes-base.manualTrigger',
			typeVersion: 1,
			position: [0, 0],
			parameters: {},
		},
		{
			id: 'b2f4a9c0-0014-4c1e-9a51-5d1f3e2c7a14',
			name: UPSERT_NODE_NAME,
			type: NODE_TYPE,
			typeVersion: ACTION_NODE_VERSION,
			position: [240, 0],
			parameters: {
				resource: 'employee',
				operation: 'upsert',
				workEmail: 'grace.patel@acme-sandbox.example',
				additionalFields: { workPhone: '7700900123', workPhoneCountry: 'GB' },
			},
		},
	],
	connections: {
		'Run Now': { main: [[{ node: UPSERT_NODE_NAME, type: 'main', index: 0 }]] },
	},
	settings: {},
};

/** No model is called: the chat model has no credential, the shot is of the canvas and the tool. */
const AGENT_WORKFLOW: WorkflowInput = {
	name: 'Asset Lifecycle as an AI Agent tool',
	nodes: [
		{
			id: 'b2f4a9c0-0006-4c1e-9a51-5d1f3e2c7a06',
			name: 'When chat message received',
			type: '@n8n/n8n-nodes-langchain.chatTrigger',
			typeVersion: 1.4,
			position: [0, 0],
			webhookId: 'b2f4a9c0-0007-4c1e-9a51-5d1f3e2c7a07',
			parameters: { options: {} },
		},
		{
			id: 'b2f4a9c0-0008-4c1e-9a51-5d1f3e2c7a08',
			name: AGENT_NODE_NAME,
			type: '@n8n/n8n-nodes-langchain.agent',
			typeVersion: 3,
			position: [260, 0],
			parameters: {
				options: { systemMessage: 'You answer questions about employees and their devices.' },
			},
		},
		{
			id: 'b2f4a9c0-0009-4c1e-9a51-5d1f3e2c7a09',
			name: CHAT_MODEL_NODE_NAME,
			type: '@n8n/n8n-nodes-langchain.lmChatOpenAi',
			typeVersion: 1.3,
			position: [180, 220],
			parameters: { model: { __rl: true, mode: 'list', value: 'gpt-4.1-mini' }, options: {} },
		},
		{
			id: 'b2f4a9c0-0010-4c1e-9a51-5d1f3e2c7a10',
			name: TOOL_NODE_NAME,
			type: TOOL_NODE_TYPE,
			typeVersion: ACTION_NODE_VERSION,
			position: [420, 220],
			credentials: SANDBOX_CREDENTIAL,
			parameters: {
				descriptionType: 'manual',
				toolDescription: 'Look up an employee by work email, with the devices assigned to them',
				resource: 'employee',
				operation: 'get',
				employeeId: {
					__rl: true,
					mode: 'email',
					value: "={{ $fromAI('work_email', 'The work email of the employee', 'string') }}",
				},
				options: { includeAssets: true },
			},
		},
	],
	connections: {
		'When chat message received': {
			main: [[{ node: AGENT_NODE_NAME, type: 'main', index: 0 }]],
		},
		[CHAT_MODEL_NODE_NAME]: {
			ai_languageModel: [[{ node: AGENT_NODE_NAME, type: 'ai_languageModel', index: 0 }]],
		},
		[TOOL_NODE_NAME]: { ai_tool: [[{ node: AGENT_NODE_NAME, type: 'ai_tool', index: 0 }]] },
	},
	settings: {},
};

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
	await signInToEditor(page, n8n);
	// The editor shows "You can pin this output" once per browser, over the output's first columns,
	// and remembers it under this key (n8n-editor-ui 2.41.1, RunData and constants).
	await page.evaluate("localStorage.setItem('N8N_PIN_DATA_DISCOVERY_NDV', 'true')");
}

async function shoot(page: Page, name: string): Promise<string> {
	const file = path.join(OUTPUT_DIR, `${name}.png`);
	await page.screenshot({ path: file });
	console.log(`[screenshots] wrote ${path.relative(REPO_ROOT, file)}`);
	return file;
}

/** Fails unless the element is shown and at least partly inside the viewport. */
async function assertOnScreen(page: Page, element: Locator, what: string): Promise<void> {
	const box = (await element.isVisible()) ? await element.boundingBox() : null;
	const viewport = page.viewportSize() ?? VIEWPORT;
	const inside =
		box !== null &&
		box.x < viewport.width &&
		box.y < viewport.height &&
		box.x + box.width > 0 &&
		box.y + box.height > 0;
	if (!inside) throw new Error(`${what} is not on screen`);
}

function canvasNode(page: Page, name: string): Locator {
	return page.locator(`[data-test-id="canvas-node"][data-node-name="${name}"]`);
}

/** Opens a workflow and waits until each named node is on the canvas. */
async function openWorkflow(
	page: Page,
	n8n: N8nInstance,
	workflowId: string,
	nodeNames: string[],
): Promise<void> {
	await page.goto(`${n8n.baseUrl}/workflow/${workflowId}`);
	for (const name of nodeNames) await canvasNode(page, name).waitFor();
	await assertNoErrorPage(page, 'the workflow canvas');
}

async function openNodePanel(page: Page, nodeName: string): Promise<Locator> {
	await canvasNode(page, nodeName).dblclick();
	const ndv = page.getByTestId('ndv');
	await ndv.getByTestId('node-parameters').waitFor();
	return ndv;
}

async function assertNoNodeError(output: Locator): Promise<void> {
	const errors = output.locator(
		'[data-test-id="node-error-card"], [data-test-id="node-error-callout"], [data-test-id="node-error-message"]',
	);
	if ((await errors.count()) > 0) {
		throw new Error(
			`the node's output shows an error:\n${(await output.innerText()).slice(0, 800)}`,
		);
	}
}

/** Closes the "Node executed successfully" and error toasts, which would cover the output. */
async function closeToasts(page: Page): Promise<void> {
	for (const button of await page.locator('.el-notification__closeBtn').all()) {
		// A toast may be leaving on its own while it is clicked.
		await button.click({ force: true, timeout: 2000 }).catch(() => undefined);
	}
	await page.locator('.el-notification').first().waitFor({ state: 'detached' });
}

/** The trigger and the action node on the canvas after a run, the output, the operations. */
async function shootShowcase(page: Page, n8n: N8nInstance, workflowId: string): Promise<string[]> {
	await openWorkflow(page, n8n, workflowId, [ACTION_NODE_NAME, TRIGGER_NODE_NAME]);
	await page.getByTestId('execute-workflow-button').first().click();
	await canvasNode(page, ACTION_NODE_NAME)
		.locator('[data-test-id="canvas-node-status-success"]')
		.waitFor({ timeout: 60_000 });
	// Let the success toast finish sliding in.
	await page.waitForTimeout(1500);
	const files = [await shoot(page, 'workflow-canvas')];

	const ndv = await openNodePanel(page, ACTION_NODE_NAME);
	const operation = ndv.getByTestId('parameter-input-operation');
	await operation.waitFor();
	const output = ndv.getByTestId('output-panel');
	await output.getByTestId('ndv-items-count').waitFor();
	await assertNoNodeError(output);
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
}

/**
 * "Fetch Test Event" with Only Terminations on: a terminated employee, whose marking (illustrative,
 * note) comes first in the record, so the Table view shows it in its first columns.
 */
async function shootTriggerTestEvent(
	page: Page,
	n8n: N8nInstance,
	workflowId: string,
): Promise<string> {
	await openWorkflow(page, n8n, workflowId, [TEST_EVENT_NODE_NAME]);
	const ndv = await openNodePanel(page, TEST_EVENT_NODE_NAME);
	await assertOnScreen(
		page,
		ndv.getByText('Only Terminations', { exact: true }),
		'Only Terminations',
	);
	await ndv.getByTestId('node-execute-button').click();
	const output = ndv.getByTestId('output-panel');
	await output.getByTestId('ndv-items-count').waitFor({ timeout: 60_000 });
	await assertNoNodeError(output);
	await output.getByTestId('radio-button-table').click();
	const table = output.getByTestId('ndv-data-container').locator('table');
	await table.waitFor();
	const columns = (await table.locator('thead th').allInnerTexts()).map((text) => text.trim());
	if (columns[0] !== 'illustrative' || columns[1] !== 'note') {
		throw new Error(`the test event's first columns are ${columns.slice(0, 3).join(', ')}`);
	}
	await closeToasts(page);
	for (const column of ['illustrative', 'note']) {
		await assertOnScreen(
			page,
			table.locator('thead th').getByText(column, { exact: true }),
			`the test event's column ${column}`,
		);
	}
	await assertNoErrorPage(page, "the trigger's panel");
	return await shoot(page, 'trigger-test-event');
}

/**
 * Recovery → Create's Devices: two rows of the fixed collection, in a taller window, with the
 * description that names the limit (n8n shows no hint under a fixed collection, only this tooltip).
 */
async function shootRecoveryDevices(
	page: Page,
	n8n: N8nInstance,
	workflowId: string,
): Promise<string> {
	await page.setViewportSize({ width: VIEWPORT.width, height: 1300 });
	try {
		await openWorkflow(page, n8n, workflowId, [RECOVERY_NODE_NAME]);
		const ndv = await openNodePanel(page, RECOVERY_NODE_NAME);
		await ndv
			.getByText('Devices Source', { exact: true })
			.evaluate((element) => element.scrollIntoView({ block: 'start' }));
		const devices = ndv.getByTestId('fixed-collection-items');
		const serialNumbers = devices.getByTestId('parameter-input-itemSerialNo').locator('input');
		if ((await serialNumbers.count()) !== 2) throw new Error('the Devices list has not 2 rows');
		for (const serialNumber of await serialNumbers.all()) {
			const value = await serialNumber.inputValue();
			await assertOnScreen(page, serialNumber, `the serial number ${value}`);
		}
		await assertOnScreen(page, devices.getByText('Add Device'), 'the Add Device button');
		// The help icon appears when the label is hovered.
		const label = ndv.getByText('Devices', { exact: true });
		await label.hover();
		await label.locator('xpath=../../..').locator('svg[data-icon="circle-help"]').hover();
		const limit = page.getByText(/^1 to 5 devices to recover/);
		await limit.waitFor();
		await assertOnScreen(page, limit, 'the limit of 5');
		await assertNoErrorPage(page, "Recovery → Create's panel");
		return await shoot(page, 'recovery-devices');
	} finally {
		await page.setViewportSize(VIEWPORT);
	}
}

/** Recovery → Create run with the reason Other and no note: the error names the field. */
async function shootValidationError(
	page: Page,
	n8n: N8nInstance,
	workflowId: string,
): Promise<string> {
	await openWorkflow(page, n8n, workflowId, [RECOVERY_NODE_NAME]);
	const ndv = await openNodePanel(page, RECOVERY_NODE_NAME);
	const reason = ndv.getByTestId('parameter-input-recoveryReason');
	await reason.evaluate((element) => element.scrollIntoView({ block: 'center' }));
	const execute = ndv.getByTestId('node-execute-button');
	await execute.click();
	const output = ndv.getByTestId('output-panel');
	const message = output.getByTestId('node-error-message');
	await message.waitFor({ timeout: 60_000 });
	// The error's toast and the button's label come back a moment after the error is shown.
	await page.locator('.el-notification').first().waitFor();
	await execute.filter({ hasText: /\S/ }).waitFor();
	if ((await message.innerText()).trim() !== RECOVERY_REASON_ERROR) {
		throw new Error(`unexpected error: ${await message.innerText()}`);
	}
	const description = output.getByTestId('node-error-description');
	await closeToasts(page);
	await assertOnScreen(page, reason, 'the Recovery Reason');
	await assertOnScreen(page, message, 'the error message');
	await assertOnScreen(
		page,
		description.getByText('"Recovery Reason Note"; nothing was sent to the API'),
		"the error's description",
	);
	await assertNoErrorPage(page, "Recovery → Create's panel");
	return await shoot(page, 'validation-error');
}

/** Employee → Get Many's Output dropdown open, listing its modes. */
async function shootOutputModes(page: Page, n8n: N8nInstance, workflowId: string): Promise<string> {
	await openWorkflow(page, n8n, workflowId, [EMPLOYEES_NODE_NAME]);
	const ndv = await openNodePanel(page, EMPLOYEES_NODE_NAME);
	const output = ndv.getByTestId('parameter-input-output');
	await output.evaluate((element) => element.scrollIntoView({ block: 'center' }));
	await output.click();
	const modes = page.locator('.el-select-dropdown__item:visible, [role="option"]:visible');
	await modes.first().waitFor();
	// Let the dropdown finish opening.
	await page.waitForTimeout(500);
	for (const mode of OUTPUT_MODES) {
		await assertOnScreen(page, modes.getByText(mode, { exact: true }), `the Output mode ${mode}`);
	}
	await assertNoErrorPage(page, "Employee → Get Many's panel");
	const file = await shoot(page, 'output-modes');
	await page.keyboard.press('Escape');
	return file;
}

/**
 * Employee → Get Many's Return All over 12 pages, run while the sandbox's quota is small: the run
 * waits on the rate limit, and the hint in the output pane says how long and that it read 12 pages.
 */
async function shootExecutionHint(
	page: Page,
	n8n: N8nInstance,
	sandbox: RunningSandbox,
	workflowId: string,
): Promise<string> {
	await openWorkflow(page, n8n, workflowId, [EMPLOYEES_NODE_NAME]);
	const ndv = await openNodePanel(page, EMPLOYEES_NODE_NAME);
	const { rateLimit, rateWindowSeconds } = sandbox.sandbox.settings;
	await sandboxControl(sandbox.origin, 'PUT', '/rate-limit', HINT_RATE_LIMIT);
	await sandboxControl(sandbox.origin, 'DELETE', '/requests');
	try {
		await ndv.getByTestId('node-execute-button').click();
		const output = ndv.getByTestId('output-panel');
		await output.getByTestId('ndv-items-count').waitFor({ timeout: 60_000 });
		await assertNoNodeError(output);
		const log = await sandboxControl<LoggedRequest[]>(sandbox.origin, 'GET', '/requests');
		const pageReads = log.filter((entry) => entry.route === 'GET /employees');
		if (pageReads.length !== EMPLOYEE_PAGES || pageReads.some(({ status }) => status !== 200)) {
			throw new Error(
				`the run sent ${pageReads.length} page reads (${pageReads.map(({ status }) => status).join(', ')}), not ${EMPLOYEE_PAGES} answered 200`,
			);
		}
		const hint = output
			.getByTestId('node-hint')
			.filter({ hasText: WAIT_HINT })
			.filter({ hasText: PAGES_HINT });
		await hint.waitFor();
		await closeToasts(page);
		await assertOnScreen(page, hint, 'the rate-limit hint with the pages read');
		await assertOnScreen(page, output.getByText(`${SANDBOX_EMPLOYEES} items`), 'the items count');
		await assertNoErrorPage(page, "Employee → Get Many's panel");
		return await shoot(page, 'execution-hint');
	} finally {
		await sandboxControl(sandbox.origin, 'PUT', '/rate-limit', {
			limit: rateLimit,
			windowSeconds: rateWindowSeconds,
		});
	}
}

/** Employee → Create or Update: the notice on what a create needs, and the work phone's country. */
async function shootEmployeeUpsert(
	page: Page,
	n8n: N8nInstance,
	workflowId: string,
): Promise<string> {
	await openWorkflow(page, n8n, workflowId, [UPSERT_NODE_NAME]);
	const ndv = await openNodePanel(page, UPSERT_NODE_NAME);
	const country = ndv.getByTestId('parameter-input-workPhoneCountry');
	await country.locator('input').first().waitFor();
	await assertOnScreen(page, ndv.getByText(CREATE_NOTICE), 'the notice on what a create needs');
	await assertOnScreen(
		page,
		ndv.getByText('Work Phone Country Name or ID', { exact: true }),
		'the Work Phone Country label',
	);
	// The dropdown shows "Loading options..." until the countries arrive.
	let chosen = '';
	for (let attempt = 0; attempt < 120 && !chosen.includes('United Kingdom'); attempt++) {
		if (attempt > 0) await page.waitForTimeout(250);
		chosen = await country.locator('input').first().inputValue();
	}
	if (!chosen.includes('United Kingdom')) {
		throw new Error(`Work Phone Country shows "${chosen}", not the United Kingdom`);
	}
	await assertNoErrorPage(page, "Employee → Create or Update's panel");
	return await shoot(page, 'employee-create-or-update');
}

/** The credential form: the Base URL's rules under the field. */
async function shootCredentialForm(
	page: Page,
	n8n: N8nInstance,
	credentialId: string,
): Promise<string> {
	await page.goto(`${n8n.baseUrl}/home/credentials/${credentialId}`);
	const hint = page.getByText(BASE_URL_HINT, { exact: true });
	await hint.waitFor({ timeout: 60_000 });
	await assertOnScreen(page, hint, "the Base URL's hint");
	await assertNoErrorPage(page, 'the credential form');
	return await shoot(page, 'credential-form');
}

/** The AI Agent with a chat model and the node as its tool; then the tool's panel. */
async function shootAgentWithTool(
	page: Page,
	n8n: N8nInstance,
	workflowId: string,
): Promise<string[]> {
	await openWorkflow(page, n8n, workflowId, [
		AGENT_NODE_NAME,
		CHAT_MODEL_NODE_NAME,
		TOOL_NODE_NAME,
	]);
	const tool = canvasNode(page, TOOL_NODE_NAME);
	for (const node of [canvasNode(page, AGENT_NODE_NAME), tool]) {
		await assertOnScreen(page, node, `the node ${await node.getAttribute('data-node-name')}`);
	}
	await assertOnScreen(page, tool.getByText('Get an employee'), "the tool's operation");
	// Let the canvas finish fitting the workflow to the view.
	await page.waitForTimeout(1000);
	const files = [await shoot(page, 'ai-agent-tool')];

	const ndv = await openNodePanel(page, TOOL_NODE_NAME);
	for (const label of ['Tool Description', 'Resource', 'Operation', 'Employee']) {
		await assertOnScreen(page, ndv.getByText(label, { exact: true }), `the tool's ${label}`);
	}
	await assertOnScreen(page, ndv.getByText('From AI', { exact: true }), "the tool's From AI input");
	await assertNoErrorPage(page, "the tool's panel");
	files.push(await shoot(page, 'ai-agent-tool-panel'));
	return files;
}

interface WorkflowIds {
	showcase: string;
	testEvent: string;
	recovery: string;
	employees: string;
	upsert: string;
	agent: string;
}

async function capture(
	n8n: N8nInstance,
	sandbox: RunningSandbox,
	credentialId: string,
	workflows: WorkflowIds,
): Promise<string[]> {
	const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
	const page = await browser.newPage({ viewport: VIEWPORT, deviceScaleFactor: 1 });
	try {
		await signIn(page, n8n);
		return [
			...(await shootShowcase(page, n8n, workflows.showcase)),
			await shootTriggerTestEvent(page, n8n, workflows.testEvent),
			await shootRecoveryDevices(page, n8n, workflows.recovery),
			await shootValidationError(page, n8n, workflows.recovery),
			await shootOutputModes(page, n8n, workflows.employees),
			await shootExecutionHint(page, n8n, sandbox, workflows.employees),
			await shootEmployeeUpsert(page, n8n, workflows.upsert),
			...(await shootAgentWithTool(page, n8n, workflows.agent)),
			await shootCredentialForm(page, n8n, credentialId),
		];
	} catch (error) {
		await page.screenshot({ path: FAILURE_SCREENSHOT }).catch(() => undefined);
		console.error(`[screenshots] the page when it failed: ${FAILURE_SCREENSHOT}`);
		throw error;
	} finally {
		await browser.close();
	}
}

const WORKFLOWS = [
	SHOWCASE_WORKFLOW,
	TEST_EVENT_WORKFLOW,
	RECOVERY_WORKFLOW,
	EMPLOYEES_WORKFLOW,
	UPSERT_WORKFLOW,
	AGENT_WORKFLOW,
];

/**
 * Fails plainly when n8n does not know a node's type and version, which the canvas would draw as
 * a "?" (the tool variant is made by n8n, and the AI nodes' versions differ between n8n releases).
 */
async function assertNodeTypesKnown(n8n: N8nInstance): Promise<void> {
	const known = new Set(
		(await n8n.nodeTypes()).flatMap(({ name, version }) =>
			[version].flat().map((number) => `${name}@${number}`),
		),
	);
	for (const workflow of WORKFLOWS) {
		for (const node of workflow.nodes) {
			if (!known.has(`${node.type}@${String(node.typeVersion)}`)) {
				throw new Error(
					`n8n ${n8n.version} has no node type ${node.type} version ${String(node.typeVersion)} (workflow "${workflow.name}")`,
				);
			}
		}
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

	const sandbox = await startSandbox({ port: 0, employees: SANDBOX_EMPLOYEES });
	const n8n = await prepareN8n(version);
	try {
		const credential = await n8n.importCredential(sandboxCredential(sandbox.baseUrl));
		const [showcase, testEvent, recovery, employees, upsert, agent] = await n8n.importWorkflows(
			WORKFLOWS,
			credential,
		);
		await n8n.start();
		await assertNodeTypesKnown(n8n);
		const files = await capture(n8n, sandbox, credential.id, {
			showcase,
			testEvent,
			recovery,
			employees,
			upsert,
			agent,
		});
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
