/** The canvas and the node's panel: the showcase, the trigger's test event, Recovery → Create. */
import type { Page } from 'playwright-core';

import type { N8nInstance } from '../../test/e2e/harness';

import {
	ACTION_NODE_NAME,
	TRIGGER_NODE_NAME,
	TEST_EVENT_NODE_NAME,
	RECOVERY_NODE_NAME,
	RECOVERY_REASON_ERROR,
} from './workflows';
import {
	VIEWPORT,
	assertNoErrorPage,
	shoot,
	assertOnScreen,
	canvasNode,
	openWorkflow,
	openNodePanel,
	assertNoNodeError,
	closeToasts,
} from './editor';

/** The trigger and the action node on the canvas after a run, the output, the operations. */
export async function shootShowcase(
	page: Page,
	n8n: N8nInstance,
	workflowId: string,
): Promise<string[]> {
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
export async function shootTriggerTestEvent(
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
export async function shootRecoveryDevices(
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
export async function shootValidationError(
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
