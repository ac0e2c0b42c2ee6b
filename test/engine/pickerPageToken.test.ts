/**
 * A picker's pagination token comes back from the editor, or from whatever an AI agent building a
 * workflow passes (n8n's builder tools take any text). A token before page 1 names no page of the
 * list: the picker lists nothing and asks the API for nothing, rather than a page 0 the API does
 * not have.
 */
import { AssetLifecycle } from '../../nodes/AssetLifecycle/AssetLifecycle.node';
import { listSearch } from './harness';
import { useSandbox } from './support';

const sandbox = useSandbox({ seed: 5, employees: 30 });

test('the employee picker given a pagination token of 0 lists nothing and sends no request', async () => {
	const found = await listSearch('searchEmployees', {
		nodeType: new AssetLifecycle(),
		credentials: sandbox.credentialStore().credentials,
		paginationToken: '0',
	});

	expect(found).toEqual({ results: [], paginationToken: undefined });
	expect(await sandbox.requests('GET /employees')).toEqual([]);
});
