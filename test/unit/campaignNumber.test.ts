import {
	campaignNumberOf,
	campaignSummary,
	campaignWithEmployees,
} from '../../nodes/shared/shapes/campaign';

describe('campaign_number: one type on every output', () => {
	test.each<[unknown, number | null]>([
		[3001, 3001],
		['3001', 3001],
		[' 3001 ', 3001],
		[null, null],
		[undefined, null],
		['', null],
		['CMP-1', null],
	])('%p becomes %p', (given, output) => expect(campaignNumberOf(given)).toBe(output));

	test('campaign details answered with a numeric string, and a list entry, output a number', () => {
		expect(campaignWithEmployees({ campaign_number: '3001' }, []).campaign_number).toBe(3001);
		expect(campaignSummary({ campaign_number: '3002' }).campaign_number).toBe(3002);
	});
});
