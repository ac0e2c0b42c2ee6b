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

	test('is never 0, even for an item whose digest is all zero bits', () => {
		jest
			.mocked(createHash)
			.mockImplementationOnce(
				() => ({ update: () => ({ digest: () => Buffer.alloc(32) }) }) as never,
			);
		expect(listItemHash(listed)).toBeGreaterThan(0);
	});

	test('is the low 28 bits of the 38 that state version 3 kept (the digest’s first 48 less the last 10), so that an upgrade carries it over', () => {
		// the first 48 bits: 0xABCDEF123456
		const digest = Buffer.concat([Buffer.from('abcdef123456', 'hex'), Buffer.alloc(26)]);
		jest
			.mocked(createHash)
			.mockImplementationOnce(() => ({ update: () => ({ digest: () => digest }) }) as never);
		const version3 = Math.floor(0xabcdef123456 / 2 ** 10);
		expect(listItemHash(listed)).toBe(version3 % 2 ** 28);
	});

	test('is never 0 where its low 28 bits are, though version 3’s 38 were not', () => {
		// 0x0100_0000_0000 / 2^10 = 2^30: the 38 bits are not 0, their low 28 are
		const digest = Buffer.concat([Buffer.from('010000000000', 'hex'), Buffer.alloc(26)]);
		jest
			.mocked(createHash)
			.mockImplementationOnce(() => ({ update: () => ({ digest: () => digest }) }) as never);
		expect(listItemHash(listed)).toBe(1);
	});
});
