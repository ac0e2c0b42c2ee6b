import type { INodeProperties } from 'n8n-workflow';

import { envelopes, listItems } from '../../shared/transport/pagination';
import type { Field } from '../fieldTable';
import type { ItemContext } from '../itemContext';
import { fromVersion1_1, onVersion1 } from '../output/outputParameters';
import { textParameter } from './common';

/**
 * When an address needs a state: each form's rule (docs/api-notes.md, Writes with rules of their
 * own).
 */
export type AddressStateRule = 'everyCountry' | 'everyCountryButGB' | 'whenTheCountryNeedsOne';

const RULE_HINTS: Record<AddressStateRule, string> = {
	everyCountry: 'Required for every country',
	everyCountryButGB: 'Required for every country except GB (United Kingdom)',
	whenTheCountryNeedsOne:
		'Required when the country needs one (its dropdown entry says so, e.g. US, CA); checked against the states of that country',
};

const stateParameter = (extra: Partial<INodeProperties>) =>
	textParameter(
		'State',
		'state',
		'The state or province of the address: its code (e.g. TX) or its name',
		{ placeholder: 'e.g. TX', ...extra },
	);

/**
 * The State of an address, one field on every form: a top-level text field whose hint gives the
 * form's rule. Where every run requires it (`everyCountry`) it is a required field, marked required
 * from node version 1.1 on. n8n refuses to start a run that would reach a node whose required
 * field is blank (n8n-core's WorkflowExecute.checkForWorkflowIssues, 2.41.1 and 1.122.48, every
 * mode), where version 1 runs the node and fails the item, so version 1 keeps it unmarked
 * (CONTRIBUTING.md: a released version is not tightened). A rule that depends on the country is
 * beyond n8n's check: those States are never marked, and the node checks their rule itself.
 */
export function addressStateField(apiName: string, rule: AddressStateRule): Field {
	const parameter = stateParameter({ hint: RULE_HINTS[rule] });
	if (rule !== 'everyCountry') return { parameter, apiName, topLevel: true };
	return {
		parameter,
		parameters: [
			{ ...parameter, displayOptions: { show: onVersion1 } },
			stateParameter({ required: true, displayOptions: { show: fromVersion1_1 } }),
		],
		apiName,
		required: true,
	};
}

interface Country {
	requiresState: boolean;
	states: Array<{ code: string; name: string }>;
}

/** The account's countries, read once per execution by the first item that needs them. */
function countries(item: ItemContext): Promise<Map<string, Country>> {
	return item.execution.once('countries', async () => {
		const records = await listItems(
			item,
			{ path: '/countries', envelope: envelopes.common('countries') },
			{ returnAll: true },
		);
		return new Map(
			records.map((record) => [
				String(record.code),
				{
					requiresState: record.is_state_required === true,
					states: (record.states as Country['states'] | undefined) ?? [],
				},
			]),
		);
	});
}

/**
 * The rule that depends on the country (a recovery's): a country of the account that requires a
 * state must have one, and a state is one of its country's states, by code or name, sent as its
 * code.
 */
export async function checkStateOfCountry(
	item: ItemContext,
	countryCode: string,
	state: string | undefined,
) {
	const country = (await countries(item)).get(countryCode);
	if (!country) throw item.invalid('country', `"${countryCode}" is not a country of the account`);
	if (!state) {
		if (country.requiresState)
			throw item.invalid('state', `is required for country ${countryCode}`);
		return undefined;
	}
	if (!country.states.length) return state;
	const match = country.states.find(
		(candidate) =>
			candidate.code.toLowerCase() === state.toLowerCase() ||
			candidate.name.toLowerCase() === state.toLowerCase(),
	);
	if (!match) throw item.invalid('state', `"${state}" is not a state of ${countryCode}`);
	return match.code;
}
