import type { INodeParameters, INodeProperties, INodePropertyOptions } from 'n8n-workflow';
import { NodeHelpers } from 'n8n-workflow';

import { AssetLifecycle } from '../../nodes/AssetLifecycle/AssetLifecycle.node';
import { AssetLifecycleTool } from './aiTool';
import { runNode } from './harness/run-node';
import { useSandbox } from './support';

const { run, requests, credentialStore } = useSandbox();

describe('the router', () => {
	test.each([
		['the resource', { resource: '__CUSTOM_API_CALL__' }],
		['the operation', { resource: 'employee', operation: '__CUSTOM_API_CALL__' }],
	])(
		'Custom API Call chosen as %s points to the HTTP Request node and sends nothing',
		async (_, parameters) => {
			const { error } = await run(parameters);

			expect(error?.message).toBe(
				'Custom API Call runs in the HTTP Request node, not in this node',
			);
			expect(error?.description).toContain(
				'"Predefined Credential Type", choose "Asset Lifecycle API"',
			);
			// the editor shows the description as HTML: a placeholder in angle brackets would vanish
			expect(error?.description).toContain(
				"the credential's Base URL followed by /api/v1/ and the endpoint's path, for example https://api.example.com/api/v1/employees",
			);
			expect(error?.description).not.toMatch(/[<>]/);
			expect(await requests()).toEqual([]);
		},
	);
});

describe('the node as an AI Agent tool', () => {
	/** The options of a dropdown the editor offers, filtered the way it does (n8n-workflow's displayParameter). */
	const offered = (
		nodeType: AssetLifecycle,
		name: string,
		values: INodeParameters,
	): Array<string | number | boolean> => {
		const { description } = nodeType;
		const node = { typeVersion: 1 };
		const dropdown = description.properties.find(
			(property: INodeProperties) =>
				property.name === name && NodeHelpers.displayParameter(values, property, node, description),
		)!;
		return (dropdown.options as INodePropertyOptions[])
			.filter((option) => NodeHelpers.displayParameter(values, option, node, description))
			.map((option) => option.value);
	};

	test('the tool offers neither Access Token nor Revoke; the node offers both', () => {
		const onAccessToken = { resource: 'accessToken' };
		expect(offered(new AssetLifecycleTool(), 'resource', {})).not.toContain('accessToken');
		expect(offered(new AssetLifecycleTool(), 'operation', onAccessToken)).not.toContain('revoke');
		expect(offered(new AssetLifecycleTool(), 'resource', {})).toContain('department');
		expect(offered(new AssetLifecycle(), 'resource', {})).toContain('accessToken');
		expect(offered(new AssetLifecycle(), 'operation', onAccessToken)).toContain('revoke');
	});

	test('revoking the access token is refused to an agent and sends nothing', async () => {
		const { error } = await runNode({
			nodeType: new AssetLifecycleTool(),
			parameters: { resource: 'accessToken', operation: 'revoke' },
			credentials: credentialStore().credentials,
		});

		expect(error?.message).toBe('"Revoke the access token" is not available to an AI Agent');
		expect(await requests()).toEqual([]);
	});

	test('a read runs for an agent as for a workflow', async () => {
		const { items, error } = await runNode({
			nodeType: new AssetLifecycleTool(),
			parameters: { resource: 'department', operation: 'getAll', returnAll: false, limit: 2 },
			credentials: credentialStore().credentials,
		});

		expect(error).toBeUndefined();
		expect(items).toHaveLength(2);
	});
});
