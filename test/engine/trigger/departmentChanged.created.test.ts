/**
 * Department Changed: a department that appears between two polls is a creation when it is
 * active; one already inactive when first seen was never there to notice.
 */
import type { IDataObject } from 'n8n-workflow';

import { useTriggerSandbox } from './support';

const sandbox = useTriggerSandbox({ seed: 5 });
const control = sandbox.control;
beforeEach(async () => await control('POST', '/reset', { seed: 5 }));

const create = async (name: string) =>
	await control<{ id: string }>('POST', '/departments', { name, location: 'Austin Office' });

test('created and deactivated between two polls: no event; then reactivated: updated, from inactive', async () => {
	const poller = sandbox.trigger({ event: 'departmentChanged' });
	await poller.activate();
	const kept = await create('Quantum Lab');
	const closed = await create('Short-lived Lab');
	await control('PATCH', `/departments/${encodeURIComponent(closed.id)}`, { active: false });

	const summary = (items: IDataObject[]) =>
		items.map((item) => [item.id, item.change, item.previous]);
	expect(summary((await poller.poll()).items)).toEqual([[kept.id, 'created', null]]);

	await control('PATCH', `/departments/${encodeURIComponent(closed.id)}`, { active: true });
	expect(summary((await poller.poll()).items)).toEqual([[closed.id, 'updated', { active: false }]]);
});
