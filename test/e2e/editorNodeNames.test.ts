/**
 * The names nodes get in the real editor (Chromium, driven by playwright-core): every action of
 * the action node, added from the nodes panel after a Manual Trigger as a person adds it, names
 * its node after the action (n8n's makeNodeName), which must be a name a person would give: at
 * most 40 characters, nothing meant for an AI Agent in it (that is in the tool's Description, see
 * docs/n8n-notes.md, A tool's description).
 *
 * And the Custom API Call entry at the end of the Resource and Operation dropdowns (see
 * docs/n8n-notes.md, Custom API Call): choosing it renames a node that still has the name n8n gave
 * it, to the name n8n makes of the new choice, which must be a name a person would give too.
 *
 * And the node panel's required flags: a form's State, left empty, is flagged required where every
 * run requires it, whatever the country, and not where the country decides.
 */
import { chromium, type Browser, type Page, selectors } from 'playwright-core';

import { resources } from '../../nodes/AssetLifecycle/resources';
import { AssetLifecycleTrigger } from '../../nodes/AssetLifecycleTrigger/AssetLifecycleTrigger.node';
import { triggerEvents } from '../../nodes/AssetLifecycleTrigger/events';
import { startSandbox, type RunningSandbox } from '../../sandbox';
import {
	ensureChromium,
	INSTALL_TIMEOUT_MS,
	installN8nAndPackage,
	N8N_VERSIONS,
	type N8nInstance,
	NODE_TYPE,
	prepareN8n,
	sandboxCredential,
	signInToEditor,
} from './harness';

const RUN_TIMEOUT_MS = 10 * 60 * 1000;
const LONGEST_NAME = 40;
const CUSTOM_API_CALL = 'Custom API Call';
const actions = resources.flatMap((resource) =>
	resource.operations.map((operation) => operation.action),
);
const INTERNAL_WORDS = /cursor|sweep|static data/i;
const triggerProperties = new AssetLifecycleTrigger().description.properties;

/** The first sentence of a notice: the line a person reads before deciding to read on. */
const firstSentence = (notice: string) => notice.split(/(?<=\.)\s/)[0];

/** Each event's name and the first sentence of the notice the node declares for it. */
const declaredNotices = triggerEvents.map(({ name, value }) => {
	const notice = triggerProperties.find((property) => property.name === `${value}Notice`)!;
	return [name, firstSentence(notice.displayName)];
});

let sandbox: RunningSandbox;
let browser: Browser;

beforeAll(async () => {
	await installN8nAndPackage();
	sandbox = await startSandbox({ port: 0, seed: 33 });
	selectors.setTestIdAttribute('data-test-id');
	browser = await chromium.launch({
		executablePath: ensureChromium(),
		args: ['--headless', '--no-sandbox', '--disable-gpu'],
	});
}, INSTALL_TIMEOUT_MS);

afterAll(async () => {
	await browser?.close();
	await sandbox?.close();
});

/** A new workflow, its nodes panel open on the triggers a first step can be. */
async function openNewWorkflow(page: Page, n8n: N8nInstance): Promise<void> {
	await page.goto(`${n8n.baseUrl}/workflow/new`);
	const addFirstStep = page.getByTestId('canvas-add-button');
	await addFirstStep.waitFor({ timeout: 120_000 });
	await addFirstStep.click();
}

/** A new workflow with a Manual Trigger, as a person starts one. */
async function newWorkflowWithManualTrigger(page: Page, n8n: N8nInstance): Promise<void> {
	await openNewWorkflow(page, n8n);
	await page.getByTestId('node-creator-search-bar').fill('manual');
	await page.getByTestId('node-creator-node-item').first().waitFor();
	await page.keyboard.press('Enter');
	await page.getByTestId('canvas-node').first().waitFor();
}

/** The names of the package's action nodes on the canvas. */
async function actionNodeNames(page: Page): Promise<string[]> {
	return await page
		.locator(`[data-test-id="canvas-node"][data-node-type="${NODE_TYPE}"]`)
		.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-node-name') ?? ''));
}

/** Opens the nodes panel (the canvas's + button), then Asset Lifecycle's actions. */
async function openActions(page: Page): Promise<void> {
	await page.getByTestId('node-creator-plus-button').click();
	const search = page.getByTestId('node-creator-search-bar');
	await search.waitFor();
	await search.fill('Asset Lifecycle');
	await page
		.getByTestId('node-creator-item-name')
		.getByText('Asset Lifecycle', { exact: true })
		.first()
		.click();
	await page.getByTestId('node-creator').getByText(actions[0], { exact: true }).waitFor();
}

/** Adds `action` from the nodes panel; opens its node panel. */
async function addAction(page: Page, action: string): Promise<void> {
	await openActions(page);
	const entry = page.getByTestId('node-creator').getByText(action, { exact: true });
	await entry.scrollIntoViewIfNeeded();
	await entry.click();
	await page.getByTestId('ndv').getByTestId('node-parameters').waitFor();
}

/** A new workflow that starts with the Asset Lifecycle Trigger of `event`; opens its node panel. */
async function newWorkflowWithTrigger(page: Page, n8n: N8nInstance, event: string): Promise<void> {
	await openNewWorkflow(page, n8n);
	await page.getByTestId('node-creator-search-bar').fill('Asset Lifecycle');
	await page
		.getByTestId('node-creator-item-name')
		.getByText('Asset Lifecycle', { exact: true })
		.first()
		.click();
	// "On wallet transaction" in 2.x, "On Wallet Transaction" in 1.x
	const entry = new RegExp(`^On ${event}$`, 'i');
	await page.getByTestId('node-creator').getByText(entry).click();
	await page.getByTestId('ndv').getByTestId('node-parameters').waitFor();
}

/**
 * The text of the open node panel's notice once it is no longer `before`: the panel shows the
 * chosen event's notice, and only it, a moment after the choice.
 */
async function noticeAfter(page: Page, before: string): Promise<string> {
	const notice = '[data-test-id="ndv"] [data-test-id="node-parameters"] [role="alert"]';
	const notices = `[...document.querySelectorAll('${notice}')]`;
	await page.waitForFunction(
		`${notices}.length === 1 && ${notices}[0].innerText !== ${JSON.stringify(before)}`,
		undefined,
		{ timeout: 30_000 },
	);
	return await page.locator(notice).innerText();
}

/** The entries a dropdown of the open node panel offers. */
async function dropdownEntries(page: Page, parameter: string): Promise<string[]> {
	const field = page.getByTestId('ndv').getByTestId(`parameter-input-${parameter}`);
	await field.click();
	const entries = page.locator('.el-select-dropdown__item:visible, [role="option"]:visible');
	await entries.first().waitFor();
	const texts = await entries.allInnerTexts();
	await page.keyboard.press('Escape');
	// The list closes with a transition: the next dropdown's entries must not be read from it.
	await entries.first().waitFor({ state: 'hidden' });
	return texts.map((text) => text.split('\n')[0].trim());
}

/** Chooses an entry of a dropdown of the open node panel. */
async function choose(page: Page, parameter: string, entry: string): Promise<void> {
	await page.getByTestId('ndv').getByTestId(`parameter-input-${parameter}`).click();
	await page
		.locator('.el-select-dropdown__item:visible, [role="option"]:visible')
		.filter({ hasText: entry })
		.first()
		.click();
}

/**
 * The names of the package's action nodes once the canvas shows a name other than `before`: the
 * editor renames a node a moment after the change that asks for it.
 */
async function namesAfterRename(page: Page, before: string): Promise<string[]> {
	await page.waitForFunction(
		`[...document.querySelectorAll('[data-test-id="canvas-node"][data-node-type="${NODE_TYPE}"]')].every((node) => node.getAttribute('data-node-name') !== ${JSON.stringify(before)})`,
		undefined,
		{ timeout: 30_000 },
	);
	return await actionNodeNames(page);
}

/**
 * Whether the open node panel flags a parameter left empty as required, once a person has been in
 * the field: the editor marks an empty required field with its issue sign ("Parameter "State" is
 * required."), not an asterisk, and on a node just added only after the field lost the focus
 * (NodeSettings' hiddenIssuesInputs, editor-ui of 2.41.1 and 1.123.81).
 */
async function flaggedRequired(page: Page, parameter: string): Promise<boolean> {
	const item = page
		.getByTestId('ndv')
		.getByTestId('parameter-item')
		.filter({ has: page.getByTestId(`parameter-input-${parameter}`) })
		.first();
	const input = item.getByTestId(`parameter-input-${parameter}`).locator('input').first();
	await input.click();
	await input.blur();
	// the sign follows the blur; a field that is not required gets none in the time given
	return await item
		.getByTestId('parameter-issues')
		.waitFor({ timeout: 5_000 })
		.then(
			() => true,
			() => false,
		);
}

/** Runs `steps` on a page signed in to the editor; takes a screenshot when they fail. */
async function inEditor(
	n8n: N8nInstance,
	failureShot: string,
	steps: (page: Page) => Promise<void>,
): Promise<void> {
	const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
	try {
		await signInToEditor(page, n8n);
		await steps(page);
	} catch (error) {
		await page.screenshot({ path: failureShot });
		throw error;
	} finally {
		await page.close();
	}
}

/** Runs `steps` in the editor, in a new workflow with a Manual Trigger. */
async function inNewWorkflow(
	n8n: N8nInstance,
	failureShot: string,
	steps: (page: Page) => Promise<void>,
): Promise<void> {
	await inEditor(n8n, failureShot, async (page) => {
		await newWorkflowWithManualTrigger(page, n8n);
		await steps(page);
	});
}

describe.each(N8N_VERSIONS)('n8n %s', (version) => {
	let n8n: N8nInstance;

	beforeAll(async () => {
		n8n = await prepareN8n(version);
		await n8n.importCredential(sandboxCredential(sandbox.baseUrl));
		await n8n.start();
	}, RUN_TIMEOUT_MS);

	afterAll(async () => await n8n?.dispose());

	test(
		`each of the ${actions.length} actions added from the nodes panel names its node after the action, in at most ${LONGEST_NAME} characters`,
		async () =>
			await inNewWorkflow(n8n, `/tmp/editorNodeNames-${version}.png`, async (page) => {
				const added: Array<[string, string]> = [];
				for (const action of actions) {
					const before = await actionNodeNames(page);
					await addAction(page, action);
					await page.keyboard.press('Escape');
					await page.getByTestId('ndv').waitFor({ state: 'hidden' });
					const after = await actionNodeNames(page);
					const named = after.filter((name) => !before.includes(name));
					added.push([action, named.join(' | ')]);
				}

				expect(added).toEqual(actions.map((action) => [action, action]));
				const tooLong = added.filter(([, name]) => name.length > LONGEST_NAME);
				expect(tooLong).toEqual([]);
			}),
		RUN_TIMEOUT_MS,
	);

	test(
		'the Resource and Operation dropdowns end with Custom API Call',
		async () =>
			await inNewWorkflow(n8n, `/tmp/editorNodeNames-custom-${version}.png`, async (page) => {
				await addAction(page, 'Get many departments');

				expect((await dropdownEntries(page, 'resource')).at(-1)).toBe(CUSTOM_API_CALL);
				expect((await dropdownEntries(page, 'operation')).at(-1)).toBe(CUSTOM_API_CALL);
			}),
		RUN_TIMEOUT_MS,
	);

	test(
		'choosing Custom API Call names the node "Custom API call" (no action of the nodes panel), and the next choice names it after its action again',
		async () =>
			await inNewWorkflow(n8n, `/tmp/editorNodeNames-rename-${version}.png`, async (page) => {
				await openActions(page);
				const creator = page.getByTestId('node-creator');
				expect(await creator.getByText('Custom API call', { exact: true }).count()).toBe(0);
				await page.keyboard.press('Escape');
				await addAction(page, 'Create an employee');
				expect(await actionNodeNames(page)).toEqual(['Create an employee']);

				await choose(page, 'operation', CUSTOM_API_CALL);
				expect(await namesAfterRename(page, 'Create an employee')).toEqual(['Custom API call']);

				await choose(page, 'operation', 'Get');
				expect(await namesAfterRename(page, 'Custom API call')).toEqual(['Get an employee']);

				await choose(page, 'resource', CUSTOM_API_CALL);
				expect(await namesAfterRename(page, 'Get an employee')).toEqual(['Asset Lifecycle']);
			}),
		RUN_TIMEOUT_MS,
	);

	test(
		"a form's State, left empty, is flagged required where every run requires it, and not where the country decides",
		async () =>
			await inNewWorkflow(n8n, `/tmp/editorNodeNames-state-${version}.png`, async (page) => {
				const flags: Array<[string, boolean]> = [];
				for (const action of [
					'Create a shipping label',
					'Place a deployment order',
					'Add an employee to a recovery campaign',
					'Create an employee',
				]) {
					await addAction(page, action);
					flags.push([action, await flaggedRequired(page, 'state')]);
					await page.keyboard.press('Escape');
					await page.getByTestId('ndv').waitFor({ state: 'hidden' });
				}

				expect(flags).toEqual([
					['Create a shipping label', true],
					['Place a deployment order', true],
					['Add an employee to a recovery campaign', false],
					['Create an employee', false],
				]);
			}),
		RUN_TIMEOUT_MS,
	);

	test(
		"each event's notice begins with the plain sentence the node declares, without the trigger's inner words",
		async () =>
			await inEditor(n8n, `/tmp/editorNodeNames-notice-${version}.png`, async (page) => {
				await newWorkflowWithTrigger(page, n8n, triggerEvents[0].name);
				const shown: string[][] = [];
				let notice = '';
				for (const { name } of triggerEvents) {
					await choose(page, 'event', name);
					notice = await noticeAfter(page, notice);
					shown.push([name, firstSentence(notice)]);
				}

				expect(shown).toEqual(declaredNotices);
				for (const [, sentence] of shown) {
					expect(sentence).toMatch(/^Starts the workflow once for each /);
					expect(sentence).not.toMatch(INTERNAL_WORDS);
				}
			}),
		RUN_TIMEOUT_MS,
	);
});
