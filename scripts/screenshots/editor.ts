/** What every shot does: sign in, open a workflow or a node, check the page, write the PNG. */
import os from 'node:os';
import path from 'node:path';
import { type Locator, type Page } from 'playwright-core';

import { type N8nInstance, REPO_ROOT, signInToEditor } from '../../test/e2e/harness';

export const FAILURE_SCREENSHOT = path.join(os.tmpdir(), 'n8n-screenshots-failure.png');
export const CHROMIUM_FLAGS = [
	'--headless',
	'--no-sandbox',
	'--disable-gpu',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
];
export const OUTPUT_DIR = path.join(REPO_ROOT, 'docs', 'screenshots');
export const VIEWPORT = { width: 1440, height: 900 };

/** Fails when the page is blank or shows an error instead of the editor. */
export async function assertNoErrorPage(page: Page, where: string): Promise<void> {
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

export async function signIn(page: Page, n8n: N8nInstance): Promise<void> {
	await signInToEditor(page, n8n);
	// The editor shows "You can pin this output" once per browser, over the output's first columns,
	// and remembers it under this key (n8n-editor-ui 2.41.1, RunData and constants).
	await page.evaluate("localStorage.setItem('N8N_PIN_DATA_DISCOVERY_NDV', 'true')");
}

export async function shoot(page: Page, name: string): Promise<string> {
	const file = path.join(OUTPUT_DIR, `${name}.png`);
	await page.screenshot({ path: file });
	console.log(`[screenshots] wrote ${path.relative(REPO_ROOT, file)}`);
	return file;
}

/** Fails unless the element is shown and at least partly inside the viewport. */
export async function assertOnScreen(page: Page, element: Locator, what: string): Promise<void> {
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

export function canvasNode(page: Page, name: string): Locator {
	return page.locator(`[data-test-id="canvas-node"][data-node-name="${name}"]`);
}

/** Opens a workflow and waits until each named node is on the canvas. */
export async function openWorkflow(
	page: Page,
	n8n: N8nInstance,
	workflowId: string,
	nodeNames: string[],
): Promise<void> {
	await page.goto(`${n8n.baseUrl}/workflow/${workflowId}`);
	for (const name of nodeNames) await canvasNode(page, name).waitFor();
	await assertNoErrorPage(page, 'the workflow canvas');
}

export async function openNodePanel(page: Page, nodeName: string): Promise<Locator> {
	await canvasNode(page, nodeName).dblclick();
	const ndv = page.getByTestId('ndv');
	await ndv.getByTestId('node-parameters').waitFor();
	return ndv;
}

export async function assertNoNodeError(output: Locator): Promise<void> {
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
export async function closeToasts(page: Page): Promise<void> {
	for (const button of await page.locator('.el-notification__closeBtn').all()) {
		// A toast may be leaving on its own while it is clicked.
		await button.click({ force: true, timeout: 2000 }).catch(() => undefined);
	}
	await page.locator('.el-notification').first().waitFor({ state: 'detached' });
}
