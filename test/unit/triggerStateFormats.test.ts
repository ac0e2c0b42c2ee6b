import { Marks } from '../../nodes/AssetLifecycleTrigger/events/employeeChanged/marks';
import {
	listItemHash,
	upgradeState as upgradeEmployeeState,
} from '../../nodes/AssetLifecycleTrigger/events/employeeChanged/state';
import {
	decodeStatus,
	encodeStatus,
	upgradeState as upgradeRecoveryState,
} from '../../nodes/AssetLifecycleTrigger/events/recoveryStatusChanged/state';
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

		expect(upgradeRecoveryState(version1)).toEqual({
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
