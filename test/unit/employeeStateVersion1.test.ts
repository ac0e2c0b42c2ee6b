/**
 * The Employee Changed state of version 1 (names, email and kept values in clear, and the hash of
 * the employee in the node's output shape), upgraded: the baseline is kept and a new pass starts.
 */
import {
	Marks,
	MET_THIS_PASS,
} from '../../nodes/AssetLifecycleTrigger/events/employeeChanged/marks';
import { NAME_BITS } from '../../nodes/AssetLifecycleTrigger/events/employeeChanged/packedState/widths';
import { nameFingerprint } from '../../nodes/AssetLifecycleTrigger/events/employeeChanged/state';
import { upgradeState } from '../../nodes/AssetLifecycleTrigger/events/employeeChanged/upgrade';

describe('the employee state of version 1, upgraded', () => {
	const version1 = {
		employees: {
			'2788560-10001': [
				'cqerrk',
				'Uma',
				'Baker',
				'uma.baker@acme-sandbox.example',
				'Security (HQ Austin)',
				'Berlin Office',
				'Active',
			],
			'2788560-10002': [
				'5qyvzw',
				'Chen',
				'Schmidt',
				null,
				'Finance',
				'London Office',
				'Terminated',
				'2026-07-23',
			],
		},
	};

	test('a new pass starts at page 1 with nothing to verify, the baseline done; each old hash waits for its employee', () => {
		const { marks, ...cursor } = upgradeState(version1, 1)!;

		expect(cursor).toEqual({
			pass: 0,
			page: 1,
			verify: [],
			baselined: true,
			passStartedAt: expect.any(Number),
			total: 2,
			upgradedHashes: { '2788560-10001': 'cqerrk', '2788560-10002': '5qyvzw' },
		});
		expect(Marks.unpack(marks).get('2788560-10002')).toEqual({
			hash: 0,
			names: [nameFingerprint('Chen'), nameFingerprint('Schmidt'), 0],
			nameBits: NAME_BITS,
			status: 'Terminated',
			termination: '2026-07-23',
			department: 'Finance',
			location: 'London Office',
			met: MET_THIS_PASS,
		});
	});
});
