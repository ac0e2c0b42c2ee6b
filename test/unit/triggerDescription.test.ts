import type { INodeProperties, INodePropertyOptions, INodeTypeDescription } from 'n8n-workflow';
import { NodeHelpers } from 'n8n-workflow';

import { AssetLifecycleTrigger } from '../../nodes/AssetLifecycleTrigger/AssetLifecycleTrigger.node';

// Each test describes the node anew (CONTRIBUTING, mutation testing): the events listed here name
// the tests only.
const eventsOf = (description: INodeTypeDescription) =>
	description.properties.find((property) => property.name === 'event')!
		.options as INodePropertyOptions[];
const events = eventsOf(new AssetLifecycleTrigger().description);

/** The subtitle expression's code, run as n8n's editor runs it, with the node's parameters. */
function subtitleFor(event: string): unknown {
	const { description } = new AssetLifecycleTrigger();
	const code = /^=\{\{(.*)\}\}$/s.exec(description.subtitle!)![1];
	return new Function('$parameter', `return (${code});`)({ event });
}

describe('the trigger in the nodes panel and on the canvas', () => {
	test("its description is one plain line, as n8n's built-in apps have, fit for the package's actions too", () => {
		// after a trigger, the node creator shows it above the action node's actions
		expect(new AssetLifecycleTrigger().description.description).toBe(
			'Start workflows when something changes in Asset Lifecycle, and manage its employees, recoveries, legal holds, orders and wallet',
		);
	});

	test.each(events.map(({ name, value }) => [String(value), name]))(
		'the subtitle of the event %s is its name "%s"',
		(event, name) => expect(subtitleFor(event)).toBe(name),
	);

	test('the subtitle covers all four events', () => {
		const { description } = new AssetLifecycleTrigger();
		expect(
			eventsOf(description)
				.map(({ value }) => value)
				.sort(),
		).toEqual([
			'departmentChanged',
			'employeeChanged',
			'recoveryStatusChanged',
			'walletTransaction',
		]);
	});
});

describe("the trigger's notice, per event", () => {
	/** The notices the editor shows with the given event chosen (n8n-workflow's displayParameter). */
	const noticesFor = (event: string, { description } = new AssetLifecycleTrigger()): string[] =>
		description.properties
			.filter(
				(property: INodeProperties) =>
					property.type === 'notice' &&
					NodeHelpers.displayParameter({ event }, property, { typeVersion: 1 }, description),
			)
			.map((property) => property.displayName);

	test.each([
		['walletTransaction', 'new transaction', 'arrives at the next poll'],
		['departmentChanged', 'department created', 'arrives at the next poll'],
		['employeeChanged', 'employee added or changed', 'within one to two passes'],
		['recoveryStatusChanged', 'moves to another status', 'within a poll or a few'],
	])(
		'%s: one notice, saying what starts it, how soon and what the first poll does',
		(event, starts, soon) => {
			const notices = noticesFor(event);
			expect(notices).toHaveLength(1);
			expect(notices[0]).toContain(starts);
			expect(notices[0]).toContain(soon);
			expect(notices[0]).toMatch(/^Starts the workflow once for each /);
			expect(notices[0]).toMatch(/[Tt]he first (poll|pass) after publishing .* starts nothing/);
			// what an edit of the filters costs is said before the user saves it
			expect(notices[0]).toMatch(/Editing .* loses no /);
		},
	);

	test('no two events show the same notice', () => {
		const notices = events.map(({ value }) => noticesFor(String(value)).join());
		expect(new Set(notices).size).toBe(events.length);
	});
});
