import { useSandbox } from './support';

const { run, requests } = useSandbox();

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
			expect(await requests()).toEqual([]);
		},
	);
});
