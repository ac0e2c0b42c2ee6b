/**
 * Max Requests per Poll as a poll reads it: a whole number from 1 up as set (a fraction rounded
 * down), anything else (an expression giving 0, a negative number, a text, Infinity) the default.
 */
import type { IPollFunctions } from 'n8n-workflow';

import { DEFAULT_MAX_REQUESTS_PER_POLL } from '../../nodes/AssetLifecycleTrigger/budget';
import { Poll } from '../../nodes/AssetLifecycleTrigger/poll';

function budgetFor(options: Record<string, unknown>): number {
	const functions = {
		getNodeParameter: (name: string, fallback: unknown) =>
			name === 'options' ? options : fallback,
	} as unknown as IPollFunctions;
	return new Poll(functions).meter.budget;
}

test.each([
	['3', { maxRequestsPerPoll: 3 }, 3],
	['2.7, rounded down', { maxRequestsPerPoll: 2.7 }, 2],
	['a number as text', { maxRequestsPerPoll: '5' }, 5],
	['not set', {}, DEFAULT_MAX_REQUESTS_PER_POLL],
	['0', { maxRequestsPerPoll: 0 }, DEFAULT_MAX_REQUESTS_PER_POLL],
	['0.5, rounded down to 0', { maxRequestsPerPoll: 0.5 }, DEFAULT_MAX_REQUESTS_PER_POLL],
	['a negative number', { maxRequestsPerPoll: -4 }, DEFAULT_MAX_REQUESTS_PER_POLL],
	['a text', { maxRequestsPerPoll: 'many' }, DEFAULT_MAX_REQUESTS_PER_POLL],
	[
		'Infinity (an expression such as 1/0)',
		{ maxRequestsPerPoll: Infinity },
		DEFAULT_MAX_REQUESTS_PER_POLL,
	],
])('Max Requests per Poll %s: a budget of the number given', (_, options, budget) => {
	expect(budgetFor(options)).toBe(budget);
});
