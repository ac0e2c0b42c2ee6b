import type { INodePropertyOptions } from 'n8n-workflow';

import { AssetLifecycleTrigger } from '../../nodes/AssetLifecycleTrigger/AssetLifecycleTrigger.node';

const { description } = new AssetLifecycleTrigger();
const events = description.properties.find((property) => property.name === 'event')!
	.options as INodePropertyOptions[];

/** The subtitle expression's code, run as n8n's editor runs it, with the node's parameters. */
function subtitleFor(event: string): unknown {
	const code = /^=\{\{(.*)\}\}$/s.exec(description.subtitle!)![1];
	return new Function('$parameter', `return (${code});`)({ event });
}

describe('the trigger in the nodes panel and on the canvas', () => {
	test("its description is one plain line, as n8n's built-in apps have", () => {
		expect(description.description).toBe(
			'Starts the workflow when something changes in Asset Lifecycle',
		);
	});

	test.each(events.map(({ name, value }) => [String(value), name]))(
		'the subtitle of the event %s is its name "%s"',
		(event, name) => expect(subtitleFor(event)).toBe(name),
	);

	test('the subtitle covers all four events', () => {
		expect(events.map(({ value }) => value).sort()).toEqual([
			'departmentChanged',
			'employeeChanged',
			'recoveryStatusChanged',
			'walletTransaction',
		]);
	});
});
