/** The Output modes, the run's hint, Create or Update's notice, the credential form, AI Agent. */
import type { Page } from 'playwright-core';

import type { RunningSandbox } from '../../sandbox';
import type { N8nInstance } from '../../test/e2e/harness';
import { type LoggedRequest, sandboxControl } from '../../test/sandboxControl';
import { DEMO_SANDBOX_URL } from '../n8n/demoPorts';

import {
	AGENT_NODE_NAME,
	CHAT_MODEL_NODE_NAME,
	TOOL_NODE_NAME,
	EMPLOYEES_NODE_NAME,
	UPSERT_NODE_NAME,
	CREATE_NOTICE,
	SANDBOX_EMPLOYEES,
	EMPLOYEE_PAGES,
	HINT_RATE_LIMIT,
	WAIT_HINT,
	PAGES_HINT,
	BASE_URL_HINT,
	OUTPUT_MODES,
} from './workflows';
import {
	assertNoErrorPage,
	shoot,
	assertOnScreen,
	canvasNode,
	openWorkflow,
	openNodePanel,
	assertNoNodeError,
	closeToasts,
} from './editor';

/** Employee → Get Many's Output dropdown open, listing its modes. */
export async function shootOutputModes(
	page: Page,
	n8n: N8nInstance,
	workflowId: string,
): Promise<string> {
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
export async function shootExecutionHint(
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
export async function shootEmployeeUpsert(
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

/** The demo's credential in its form: the Base URL's rules under the field, the test passed. */
export async function shootCredentialForm(
	page: Page,
	[n8n, sandbox]: [N8nInstance, RunningSandbox],
	credentialId: string,
): Promise<string> {
	// The form shows the demo's Base URL, as a person who ran the demo sees it; the form's automatic
	// test goes to this run's sandbox, on a port of its own.
	await page.route('**/rest/credentials/test', async (route) => {
		const body = route.request().postData() ?? '';
		await route.continue({ postData: body.split(DEMO_SANDBOX_URL).join(sandbox.baseUrl) });
	});
	await page.goto(`${n8n.baseUrl}/home/credentials/${credentialId}`);
	const hint = page.getByText(BASE_URL_HINT, { exact: true });
	await hint.waitFor({ timeout: 60_000 });
	await assertOnScreen(page, hint, "the Base URL's hint");
	await assertNoErrorPage(page, 'the credential form');
	await page.getByText('Connection tested successfully').waitFor({ timeout: 60_000 });
	const shot = await shoot(page, 'credential-form');
	await page.unroute('**/rest/credentials/test');
	return shot;
}

/** The AI Agent with a chat model and the node as its tool; then the tool's panel. */
export async function shootAgentWithTool(
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
