/**
 * Every state format of the trigger's events (`<event>.v<N>.ts` beside this file), so that a new
 * `stateVersion` is one file: the upgrade histories write a state of each version below the
 * current one, and the liveness checks read the current one's progress.
 */
import { readdirSync } from 'node:fs';

import { triggerEvents } from '../../../nodes/AssetLifecycleTrigger/events';
import type { SimulatedEvent } from '../history';
import type { Known, StateFormat } from './format';

const FILE = /^(\w+)\.v(\d+)\.ts$/;

const formats: StateFormat[] = readdirSync(__dirname)
	.filter((file) => FILE.test(file))
	.map(
		(file) =>
			// eslint-disable-next-line @typescript-eslint/no-require-imports -- found by file name, so that a new stateVersion is one new file
			(require(`./${file.replace(/\.ts$/, '')}`) as { default: StateFormat }).default,
	);

/** The `stateVersion` the trigger writes now for the event. */
export function currentVersion(event: SimulatedEvent): number {
	const found = triggerEvents.find((candidate) => candidate.value === event);
	if (!found) throw new Error(`No trigger event ${event}`);
	return found.stateVersion;
}

/** The format of the event at `version`; a missing file says which one to add. */
export function stateFormat(event: SimulatedEvent, version: number): StateFormat {
	const format = formats.find(
		(candidate) => candidate.event === event && candidate.version === version,
	);
	if (!format) {
		throw new Error(
			`No state format for ${event} at stateVersion ${version}: add test/simulation/stateFormats/${event}.v${version}.ts`,
		);
	}
	return format;
}

/** Every version of the event from 1 to the one the trigger writes now. */
export function stateVersions(event: SimulatedEvent): number[] {
	return Array.from({ length: currentVersion(event) }, (_, index) => index + 1);
}

/** The state of `version` as n8n keeps it in the node's static data, for what the trigger knows. */
export function storedState(event: SimulatedEvent, version: number, known: Known) {
	const format = stateFormat(event, version);
	const scope = format.scope(known.parameters);
	return { assetLifecycleTrigger: { version, event, scope, data: format.write(known) } };
}
