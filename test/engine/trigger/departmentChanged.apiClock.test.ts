/**
 * Department Changed asks `modified_since` on the API's own clock (its Date header), not n8n's: a
 * machine whose clock runs an hour ahead of the API's still sees a change made after its last poll.
 */
import type { IDataObject } from 'n8n-workflow';

import { replaceDate } from '../../virtualDate';
import { useTriggerSandbox } from './support';

const HOUR = 60 * 60_000;
const sandbox = useTriggerSandbox({ seed: 5 });

const realNow = Date.now.bind(Date);
let restoreDate: () => void;
beforeEach(() => (restoreDate = replaceDate(() => realNow() + HOUR)));
afterEach(() => restoreDate());

test("n8n's clock an hour ahead of the API's: a department renamed after the baseline is emitted", async () => {
	const [department] = [...sandbox.running.sandbox.store.departments.values()].filter(
		(entry) => entry.active,
	);
	const poller = sandbox.trigger({ event: 'departmentChanged' });
	expect((await poller.activate()).items).toEqual([]);

	await sandbox.control('PATCH', `/departments/${encodeURIComponent(department.id)}`, {
		name: 'Renamed On The API Clock',
	});
	const { items } = await poller.poll();
	expect(items.map((item: IDataObject) => [item.id, item.name, item.change])).toEqual([
		[department.id, 'Renamed On The API Clock', 'updated'],
	]);
});
