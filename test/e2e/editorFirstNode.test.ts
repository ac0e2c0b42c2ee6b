/**
 * The first dropdown a new user opens, in the real editor (Chromium, driven by playwright-core).
 *
 * A new workflow, one credential, a Manual Trigger, then Asset Lifecycle → "Create an employee"
 * added from the node creator. The node panel's first option loads go out before the node has
 * its credential: the editor gives a node from the node creator the only credential once it has
 * fetched the workflow's credentials, a request sent with those loads, and drops the load the
 * credential change asks for while the first one is still under way (ParameterInput's
 * loadRemoteParameterOptions in n8n-editor-ui 2.41.1 and 1.123.81). Work Phone Country must
 * still offer the countries, without reopening the node.
 *
 * And the credential form: the Base URL's rules under the field, before any Test has failed; and
 * the description above the package's actions after a trigger (2.x's "Node details").
 */
import { chromium, type Browser, type Page, selectors } from 'playwright-core';

import { startSandbox, type RunningSandbox } from '../../sandbox';
import {
	INSTALL_TIMEOUT_MS,
	installN8nAndPackage,
	N8N_VERSIONS,
	type N8nInstance,
	prepareN8n,
	ensureChromium,
	sandboxCredential,
	signInToEditor,
} from './harness';

const RUN_TIMEOUT_MS = 6 * 60 * 1000;
const ACTION = 'Create an employee';
const OPTIONS_LOAD = '/rest/dynamic-node-parameters/options';
const CREDENTIAL_NAME = 'Asset Lifecycle sandbox';
const PACKAGE_DESCRIPTION =
	'Start workflows when something changes in Asset Lifecycle, and manage its employees, recoveries, legal holds, orders and wallet';
const BASE_URL_HINT =
	'Up to, not including, /api/v1 (with your gateway segment, if any). HTTPS; plain HTTP only for localhost.';

interface OptionLoad {
	path: string;
	withCredential: boolean;
}

let sandbox: RunningSandbox;
let browser: Browser;

beforeAll(async () => {
	await installN8nAndPackage();
	sandbox = await startSandbox({ port: 0, seed: 27 });
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

/** The option loads the editor sends, in order: the parameter and whether a credential went along. */
function recordOptionLoads(page: Page): OptionLoad[] {
	const loads: OptionLoad[] = [];
	page.on('request', (request) => {
		if (!request.url().endsWith(OPTIONS_LOAD)) return;
		const body = request.postDataJSON() as { path: string; credentials?: object };
		loads.push({ path: body.path, withCredential: body.credentials !== undefined });
	});
	return loads;
}

/**
 * Holds every option load sent without a credential until the node panel shows the credential
 * the editor gave the node: the order in which the issue saw them (3 of 3 tries), made certain
 * here instead of left to the speed of this machine. Nothing is changed, only delayed.
 */
async function holdLoadsWithoutCredentialUntilAssigned(page: Page): Promise<void> {
	await page.route(`**${OPTIONS_LOAD}`, async (route) => {
		const body = route.request().postDataJSON() as { credentials?: object };
		if (body.credentials === undefined) {
			await page
				.waitForFunction(
					`[...document.querySelectorAll('[data-test-id="ndv"] input')].some((input) => input.value === ${JSON.stringify(CREDENTIAL_NAME)})`,
					undefined,
					{ timeout: 30_000 },
				)
				.catch(() => undefined);
		}
		await route.continue();
	});
}

/**
 * New workflow → Manual Trigger → + → Asset Lifecycle (its actions), as a person adds them: in 2.x
 * the editor has saved the new workflow before the second node is added.
 */
async function openPackageAfterManualTrigger(page: Page, n8n: N8nInstance): Promise<void> {
	await page.goto(`${n8n.baseUrl}/workflow/new`);
	const addFirstStep = page.getByTestId('canvas-add-button');
	await addFirstStep.waitFor({ timeout: 120_000 });
	await addFirstStep.click();
	const search = page.getByTestId('node-creator-search-bar');
	await search.fill('manual');
	await page.getByTestId('node-creator-node-item').first().waitFor();
	// 2.x saves a new workflow by itself once it has a node; a person takes that long to go on
	const saved =
		n8n.major >= 2
			? page.waitForResponse(
					(response) =>
						/^\/rest\/workflows(\/[^/]+)?$/.test(new URL(response.url()).pathname) &&
						['POST', 'PATCH'].includes(response.request().method()),
				)
			: undefined;
	await page.keyboard.press('Enter');
	await saved;
	await page.getByTestId('canvas-handle-plus').first().click();
	await search.fill('Asset Lifecycle');
	await page
		.getByTestId('node-creator-item-name')
		.getByText('Asset Lifecycle', { exact: true })
		.first()
		.click();
}

async function addActionAfterManualTrigger(page: Page, n8n: N8nInstance): Promise<void> {
	await openPackageAfterManualTrigger(page, n8n);
	await page.getByText(ACTION, { exact: true }).click();
	await page.getByTestId('ndv').getByTestId('node-parameters').waitFor();
}

/** The entries a dropdown of the open node panel offers, once it has stopped loading. */
async function dropdownEntries(page: Page, parameter: string): Promise<string[]> {
	const field = page.getByTestId('ndv').getByTestId(`parameter-input-${parameter}`);
	await field.evaluate((element) => element.scrollIntoView({ block: 'center' }));
	// the select is disabled while its options load
	await field.locator('input:not([disabled])').first().waitFor();
	await field.click();
	const entries = page.locator('.el-select-dropdown__item:visible, [role="option"]:visible');
	await entries.first().waitFor();
	// an entry shows its name, then its description on the next line
	const texts = await entries.allInnerTexts();
	await page.keyboard.press('Escape');
	return texts.map((text) => text.split('\n')[0].trim());
}

describe.each(N8N_VERSIONS)('n8n %s', (version) => {
	let n8n: N8nInstance;
	let credentialId = '';

	beforeAll(async () => {
		n8n = await prepareN8n(version);
		({ id: credentialId } = await n8n.importCredential(
			sandboxCredential(sandbox.baseUrl, CREDENTIAL_NAME),
		));
		await n8n.start();
	}, RUN_TIMEOUT_MS);

	afterAll(async () => await n8n?.dispose());

	test(
		'Employee Create added as the first node finds the countries in Work Phone Country without reopening',
		async () => {
			const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
			try {
				const loads = recordOptionLoads(page);
				await holdLoadsWithoutCredentialUntilAssigned(page);
				await signInToEditor(page, n8n);
				await addActionAfterManualTrigger(page, n8n);

				const entries = await dropdownEntries(page, 'workPhoneCountry');
				expect(entries).toContain('United Kingdom (GB)');
				expect(entries).toContain('United States (US)');
				expect(entries).not.toContain('Choose a Credential First');
				// the case this test is about: in 2.x the panel's first load goes out without the
				// credential; 1.x (no saving by itself) has given the node its credential by then
				expect(loads.find((load) => load.path === 'parameters.workPhoneCountry')).toEqual({
					path: 'parameters.workPhoneCountry',
					withCredential: n8n.major < 2,
				});
			} catch (error) {
				await page.screenshot({ path: `/tmp/editorFirstNode-${version}.png` });
				throw error;
			} finally {
				await page.close();
			}
		},
		RUN_TIMEOUT_MS,
	);

	test(
		"the credential form shows the Base URL's rules under the field",
		async () => {
			const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
			try {
				await signInToEditor(page, n8n);
				await page.goto(`${n8n.baseUrl}/home/credentials/${credentialId}`);
				const hint = page.getByText(BASE_URL_HINT, { exact: true });
				await hint.waitFor({ timeout: 60_000 });
				expect(await hint.isVisible()).toBe(true);
			} catch (error) {
				await page.screenshot({ path: `/tmp/editorFirstNode-credential-${version}.png` });
				throw error;
			} finally {
				await page.close();
			}
		},
		RUN_TIMEOUT_MS,
	);

	test(
		"after a trigger, the package's actions come under a description that speaks of them too",
		async () => {
			const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
			try {
				await signInToEditor(page, n8n);
				await openPackageAfterManualTrigger(page, n8n);
				await page.getByText(ACTION, { exact: true }).waitFor();
				const panel = await page.locator('body').innerText();
				expect(panel).not.toContain('Starts the workflow when');
				if (n8n.major >= 2) expect(panel).toContain(PACKAGE_DESCRIPTION);
			} catch (error) {
				await page.screenshot({ path: `/tmp/editorFirstNode-actions-${version}.png` });
				throw error;
			} finally {
				await page.close();
			}
		},
		RUN_TIMEOUT_MS,
	);
});
