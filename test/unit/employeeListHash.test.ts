/**
 * The hash of an employee as the API lists it, which tells at the next pass whether the employee
 * changed: what enters it, and that it is never 0, which a mark keeps for "not known".
 */
import { createHash } from 'node:crypto';

import { listItemHash } from '../../nodes/AssetLifecycleTrigger/events/employeeChanged/state';

jest.mock('node:crypto', () => {
	const actual = jest.requireActual<typeof import('node:crypto')>('node:crypto');
	return { ...actual, createHash: jest.fn(actual.createHash) };
});

const listed = { id: '2788560-10001', FirstName: 'Nia', LastName: 'Okafor', City: 'Austin' };

describe('the hash of a listed employee', () => {
	test('leaves out the assets (listed only on request): a device handed over is no change of the employee', () => {
		const laptop = { assetId: 'A-100', serialNumber: 'SN-1', assetStatus: 'Deployed' };
		expect(listItemHash({ ...listed, AssignedAssets: [laptop] })).toBe(listItemHash(listed));
		expect(listItemHash({ ...listed, AssignedAssets: [] })).toBe(listItemHash(listed));
	});

	test('is never 0, even for an item whose digest begins with 38 zero bits', () => {
		jest
			.mocked(createHash)
			.mockImplementationOnce(
				() => ({ update: () => ({ digest: () => Buffer.alloc(32) }) }) as never,
			);
		expect(listItemHash(listed)).toBeGreaterThan(0);
	});
});
