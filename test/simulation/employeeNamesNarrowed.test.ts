/**
 * Employee Changed histories on accounts past the marks' size limit, lowered here to 3,000 bytes
 * (about 200 employees) so that the histories' small accounts meet it: the names' fingerprints
 * narrow to NAME_FLOOR_BITS, during the baseline or later as the account grows, and no further.
 * The model checks every event whole: `changed_fields` must name each changed name at the floor's
 * width as at the full one (the values the histories give names differ there: tracked.ts).
 */
import { Marks } from '../../nodes/AssetLifecycleTrigger/events/employeeChanged/marks';
import { type PackedMarks } from '../../nodes/AssetLifecycleTrigger/events/employeeChanged/packedState/codec';
import {
	marksLimit,
	NAME_BITS,
	NAME_FLOOR_BITS,
} from '../../nodes/AssetLifecycleTrigger/events/employeeChanged/packedState/widths';
import { nameFingerprint } from '../../nodes/AssetLifecycleTrigger/events/employeeChanged/state';
import { simulateEvent } from './support';
import { EDIT_VALUES } from './tracked';

const LIMIT_BYTES = 3_000;
const limit = marksLimit.bytes;
/** The names' width of every state the histories' polls wrote. */
const widths = new Set<number>();

beforeAll(() => {
	marksLimit.bytes = LIMIT_BYTES;
	const pack = Marks.prototype.pack;
	jest.spyOn(Marks.prototype, 'pack').mockImplementation(function (this: Marks, ...rest) {
		const packed: PackedMarks = pack.apply(this, rest);
		widths.add(packed.nameBits);
		return packed;
	});
});
afterAll(() => {
	marksLimit.bytes = limit;
	jest.restoreAllMocks();
});

test('the values the histories give each name differ at the floor’s width (else a rename there goes unnamed by design)', () => {
	for (const field of ['first_name', 'last_name', 'work_email']) {
		const fingerprints = [...EDIT_VALUES[field], null].map(
			(value) => nameFingerprint(value) % 2 ** NAME_FLOOR_BITS,
		);
		expect(new Set(fingerprints).size).toBe(fingerprints.length);
	}
});

simulateEvent('employeeChanged', 20, 43);

test('the histories wrote states with the names at full width and narrowed to the floor, never narrower', () => {
	expect([...widths].sort()).toEqual([NAME_FLOOR_BITS, NAME_BITS]);
});
