import {
	Marks,
	MET_THIS_PASS,
} from '../../nodes/AssetLifecycleTrigger/events/employeeChanged/marks';
import { NAME_BITS } from '../../nodes/AssetLifecycleTrigger/events/employeeChanged/packedState/widths';
import { listItemHash } from '../../nodes/AssetLifecycleTrigger/events/employeeChanged/state';
import { upgradeState as upgradeEmployeeState } from '../../nodes/AssetLifecycleTrigger/events/employeeChanged/upgrade';
import {
	decodeStatus,
	encodeStatus,
	upgradeState as upgradeRecoveryState,
} from '../../nodes/AssetLifecycleTrigger/events/recoveryStatusChanged/state';
import { upgradeState as upgradeWalletState } from '../../nodes/AssetLifecycleTrigger/events/walletTransaction/state';
import { RECOVERY_STATUSES } from '../../nodes/shared/options';

describe('the recovery state: a status as it is recorded', () => {
	test('a known status is kept as its place in the list of statuses, and reads back as it was', () => {
		expect(RECOVERY_STATUSES.map(encodeStatus)).toEqual(RECOVERY_STATUSES.map((_, index) => index));
		expect(RECOVERY_STATUSES.map((status) => decodeStatus(encodeStatus(status)))).toEqual(
			RECOVERY_STATUSES,
		);
	});

	test('a status the package does not know is kept as its text, and reads back as it was', () => {
		expect(encodeStatus('Awaiting Courier')).toBe('Awaiting Courier');
		expect(decodeStatus(encodeStatus('Awaiting Courier'))).toBe('Awaiting Courier');
	});
});

describe('the recovery state of version 1, upgraded', () => {
	test('its statuses are kept and the baseline is done; both sweeps start afresh, having met no campaign', () => {
		const version1 = { statuses: { '88001': 3, '88002': 'Awaiting Courier' } };

		expect(upgradeRecoveryState(version1, 1)).toEqual({
			statuses: { '88001': 3, '88002': 'Awaiting Courier' },
			campaigns: {},
			full: { campaign: null, page: 1, movable: false },
			active: null,
			listing: [],
			listed: 0,
			baselined: true,
			polls: 0,
			passStartedAt: expect.any(Number),
		});
	});
});

describe('the employee state: the hash of an employee as the API lists it', () => {
	test('a value listed only under its legacy alias hashes as under the key the alias stands for', () => {
		const listed = { id: '2788560-10001', FirstName: 'Nia' };
		expect(listItemHash({ ...listed, Email: 'nia@acme.example' })).toBe(
			listItemHash({ ...listed, WorkEmail: 'nia@acme.example' }),
		);
		expect(listItemHash({ ...listed, Email: 'nia@acme.example' })).not.toBe(
			listItemHash({ ...listed, Email: 'nia.okafor@acme.example' }),
		);
	});

	// the employee list holds no array but the assets, which the hash leaves out; an array the API
	// would add must still move the hash when its elements change
	test('an array enters the hash element by element', () => {
		const listed = { id: '2788560-10001', FirstName: 'Nia' };
		const hashes = [[1], [2], [1, 23], [12, 3], [], [null]].map((tags) =>
			listItemHash({ ...listed, Tags: tags }),
		);
		expect(new Set(hashes).size).toBe(hashes.length);
	});
});

describe('the employee state of version 2, upgraded', () => {
	test('an id without the account’s prefix (kept whole after "=") is upgraded under that id', () => {
		const version2 = {
			prefix: '2788560-',
			values: ['Active', 'Finance'],
			marks: { '10001': '0cqerrk|10yd1ye1j|0||1', '=7700001': '05qyvzw|jvxgrre8t|0||1' },
			verify: ['=7700001'],
			pass: 1,
			page: 1,
			baselined: true,
			passStartedAt: 1_795_753_280_383,
			total: 2,
		};
		const upgraded = upgradeEmployeeState(version2, 2)!;
		const marks = Marks.unpack(upgraded.marks);
		expect(marks.size).toBe(2);
		expect(marks.get('2788560-10001')?.department).toBe('Finance');
		expect(marks.get('7700001')?.department).toBe('Finance');
		expect(upgraded.verify).toEqual(['7700001']);
		expect(upgraded.upgradedHashes).toEqual({
			'2788560-10001': 'cqerrk',
			'7700001': '5qyvzw',
		});
	});
});

describe('the employee state of version 3, upgraded', () => {
	/**
	 * Four employees as version 3 packed them (hashes 1000 to 1003, names' fingerprints 1, 2 and 3,
	 * e-1 Active in Sales at HQ Austin, e-2 On Leave in Finance at the Berlin Office, e-3 Active in
	 * Legal at HQ Austin, e-4 Terminated on 2026-10-31 in Sales), in the middle of a pass.
	 */
	const version3 = (names: string, nameBits: number) => ({
		marks: {
			ids: '0{?we->RNR',
			values: [
				"'gOy'x$s8|",
				'.q/;NRActiveOn LeaveTerminated',
				'>>2026-10-31',
				'.ZWcFinanceLegalSales',
				'IX/wBerlin OfficeHQ Austin',
			],
			marks: '@Z!!!A9m!!!!MS8:!!#CC6!!!#xF',
			met: '0k',
			names,
			nameBits,
		},
		pass: 4,
		page: 2,
		verify: [],
		baselined: true,
		passStartedAt: 1_795_753_280_383,
		total: 4,
	});

	test('every mark carries over, its hash and names as they were; the cursor stands', () => {
		const { marks, ...cursor } = upgradeEmployeeState(
			version3('!!8:-.&2!B!2!(!!NR8:*B!c!B!.', 15),
			3,
		)!;
		const { marks: _, ...before } = version3('', 15);
		expect(cursor).toEqual(before);
		const read = Marks.unpack(marks);
		expect(read.get('e-4')).toEqual({
			hash: 1003,
			names: [1, 2, 3],
			nameBits: NAME_BITS,
			status: 'Terminated',
			termination: '2026-10-31',
			department: 'Sales',
			location: null,
			met: MET_THIS_PASS,
		});
		expect(['e-1', 'e-2', 'e-3'].map((id) => read.get(id)?.hash)).toEqual([1000, 1001, 1002]);
	});

	test('names a large account had narrowed to no bit are known at no bit until the employee is read again; the state writes them at full width', () => {
		const upgraded = upgradeEmployeeState(version3('', 0), 3)!;
		expect(upgraded.marks.nameBits).toBe(NAME_BITS);
		const read = Marks.unpack(upgraded.marks);
		expect(read.get('e-2')).toMatchObject({ names: [0, 0, 0], nameBits: 0, status: 'On Leave' });
		read.set('e-2', { ...read.get('e-2')!, names: [7, 8, 9], nameBits: NAME_BITS });
		const next = Marks.unpack(read.pack());
		expect(next.get('e-2')).toMatchObject({ names: [7, 8, 9], nameBits: NAME_BITS });
		expect(next.get('e-3')).toMatchObject({ names: [0, 0, 0], nameBits: 0 });
	});

	test('a state of version 3 without its packed marks is not read', () => {
		const { marks, ...cursor } = version3('', 0);
		expect(upgradeEmployeeState(cursor, 3)).toBeUndefined();
		expect(upgradeEmployeeState({ ...cursor, marks: { ...marks, marks: 7 } }, 3)).toBeUndefined();
	});
});

describe('the wallet and recovery states of version 2, upgraded to version 3', () => {
	test('a recovery state of version 2 is read as it is: its statuses, the ones last emitted, are the ones last read', () => {
		const version2 = {
			statuses: { '88001': 3 },
			campaigns: { '3001': 1 as const },
			full: { campaign: '3001', page: 2, movable: true },
			active: null,
			listing: [],
			listed: 0,
			baselined: true,
			polls: 7,
			passStartedAt: 1_795_753_280_383,
		};
		expect(upgradeRecoveryState(structuredClone(version2), 2)).toEqual(version2);
	});

	test('a wallet state of version 2 is read as it is, its backlog going on', () => {
		const version2 = {
			watermark: '2026-11-20T10:00:00.000Z',
			seen: { '2026-11-20T10:00:00.000Z': ['300001'] },
			total: 40,
			backlog: { done: 10, listed: 300, started: 300 },
		};
		expect(upgradeWalletState(structuredClone(version2), 2)).toEqual(version2);
		expect(upgradeWalletState({ watermark: null, seen: {} }, 2)).toBeUndefined();
	});
});
