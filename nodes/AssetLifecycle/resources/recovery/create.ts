import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { outputOptions } from '../../shared/descriptions';
import { campaignLocator, resolveCampaignNumber } from '../../shared/locators';
import type { ItemContext, Operation } from '../../operation';
import { RECOVERY_REASONS } from '../../../shared/options';
import {
	requireCountryCode,
	requireEmail,
	requireOneOf,
	requirePhoneDigits,
	requireText,
} from '../../shared/validation';
import { envelopes, listItems } from '../../../shared/transport/pagination';
import { readCampaign } from '../campaign/roster';
import { itemProperties, recoveryItems } from './items';

const REASON_OTHER = 4;

const showFor = (sendNotificationsTo: string) => ({
	show: { sendNotificationsTo: [sendNotificationsTo] },
});

const properties: INodeProperties[] = [
	campaignLocator,
	{ displayName: 'First Name', name: 'firstname', type: 'string', required: true, default: '' },
	{ displayName: 'Last Name', name: 'lastname', type: 'string', required: true, default: '' },
	{
		displayName: 'Send Notifications To',
		name: 'sendNotificationsTo',
		type: 'options',
		options: [
			{ name: 'Work Contact', value: 'work' },
			{ name: 'Personal Contact', value: 'personal' },
		],
		default: 'work',
		description:
			'Where the recovery emails and text messages go; the matching email and phone are then required',
	},
	{
		displayName: 'Work Email',
		name: 'workEmail',
		type: 'string',
		placeholder: 'name@email.com',
		required: true,
		default: '',
		displayOptions: showFor('work'),
	},
	{
		displayName: 'Work Phone',
		name: 'workPhone',
		type: 'string',
		required: true,
		default: '',
		description: 'Digits only, without the country code',
		displayOptions: showFor('work'),
	},
	{
		displayName: 'Personal Email',
		name: 'personalEmail',
		type: 'string',
		placeholder: 'name@email.com',
		required: true,
		default: '',
		displayOptions: showFor('personal'),
	},
	{
		displayName: 'Personal Phone',
		name: 'personalPhone',
		type: 'string',
		required: true,
		default: '',
		description:
			"Digits only, without the country code (the address's country gives the dial code)",
		displayOptions: showFor('personal'),
	},
	{
		displayName: 'Address Line 1',
		name: 'addressLine1',
		type: 'string',
		required: true,
		default: '',
	},
	{ displayName: 'City', name: 'city', type: 'string', required: true, default: '' },
	{
		displayName: 'State',
		name: 'state',
		type: 'string',
		default: '',
		description:
			'Required when the country needs a state (its dropdown entry says so, e.g. US, CA); must be a state of that country',
	},
	{
		displayName: 'Zip',
		name: 'zip',
		type: 'string',
		required: true,
		default: '',
		description: 'Postal code, required for every country (GB included)',
	},
	{
		displayName: 'Country Name or ID',
		name: 'country',
		type: 'options',
		typeOptions: { loadOptionsMethod: 'getCountries' },
		required: true,
		default: '',
		description:
			'Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>',
	},
	...itemProperties,
	{
		displayName: 'Additional Fields',
		name: 'additionalFields',
		type: 'collection',
		placeholder: 'Add Field',
		default: {},
		options: [
			{ displayName: 'Address Line 2', name: 'addressLine2', type: 'string', default: '' },
			{
				displayName: 'Department Name or ID',
				name: 'department',
				type: 'options',
				typeOptions: { loadOptionsMethod: 'getDepartments' },
				default: '',
				hint: 'A name that is not in the list (at least 2 characters) creates that department',
				description:
					'Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>',
			},
			{
				displayName: 'Recovery Reason',
				name: 'recoveryReason',
				type: 'options',
				options: RECOVERY_REASONS,
				default: 3,
			},
			{
				displayName: 'Recovery Reason Note',
				name: 'recoveryReasonNote',
				type: 'string',
				default: '',
				description: 'Required when the reason is Other',
			},
		],
	},
	outputOptions([
		{
			displayName: 'Skip If Already in Campaign',
			name: 'skipIfAlreadyInCampaign',
			type: 'boolean',
			default: true,
			description:
				'Whether to output the existing recovery instead of adding the employee again when someone with the same email (work, or personal when notifications go there) is already in the campaign; makes re-running a half-failed workflow safe',
		},
	]),
];

interface Country {
	code: string;
	requiresState: boolean;
	states: Array<{ code: string; name: string }>;
}

/** The account's countries, read once per execution. */
const countriesOfExecution = new WeakMap<IExecuteFunctions, Promise<Map<string, Country>>>();

function countries(item: ItemContext): Promise<Map<string, Country>> {
	let pending = countriesOfExecution.get(item.functions);
	if (!pending) {
		pending = listItems
			.call(
				item.functions,
				{ path: '/countries', envelope: envelopes.common('countries') },
				{ returnAll: true },
			)
			.then(
				(records) =>
					new Map(
						records.map((record) => [
							String(record.code),
							{
								code: String(record.code),
								requiresState: record.is_state_required === true,
								states: (record.states as Country['states'] | undefined) ?? [],
							},
						]),
					),
			);
		countriesOfExecution.set(item.functions, pending);
		pending.catch(() => countriesOfExecution.delete(item.functions));
	}
	return pending;
}

async function checkState(item: ItemContext, countryCode: string, state: string) {
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

type Contact = 'work' | 'personal';

/** The roster key of an email: its contact kind and the email lower-cased. */
const rosterKey = (contact: Contact, email: string) => `${contact}:${email.toLowerCase()}`;

/** Everyone already in a campaign, by work and by personal email; kept per execution and campaign. */
const rostersOfExecution = new WeakMap<IExecuteFunctions, Map<number, Map<string, IDataObject>>>();

async function roster(item: ItemContext, campaignNumber: number) {
	let rosters = rostersOfExecution.get(item.functions);
	if (!rosters) rostersOfExecution.set(item.functions, (rosters = new Map()));
	let byEmail = rosters.get(campaignNumber);
	if (!byEmail) {
		const { employees } = await readCampaign(item, campaignNumber);
		byEmail = new Map();
		for (const employee of employees) {
			const workEmail = employee.work_email ?? employee.email;
			if (typeof workEmail === 'string' && workEmail)
				byEmail.set(rosterKey('work', workEmail), employee);
			if (typeof employee.personal_email === 'string' && employee.personal_email)
				byEmail.set(rosterKey('personal', employee.personal_email), employee);
		}
		rosters.set(campaignNumber, byEmail);
	}
	return byEmail;
}

/** The body of 4.4 from the item's parameters, checked before anything is sent. */
async function recoveryBody(item: ItemContext, campaignNumber: number): Promise<IDataObject> {
	const sendNotificationsTo = requireOneOf(
		item,
		'sendNotificationsTo',
		item.param<string>('sendNotificationsTo', 'work').trim().toLowerCase(),
		['work', 'personal'],
	);
	const additional = item.collection('additionalFields');
	const body: IDataObject = {
		campaign_number: campaignNumber,
		firstname: requireText(item, 'firstname', item.param('firstname')),
		lastname: requireText(item, 'lastname', item.param('lastname')),
		send_notifications_to: sendNotificationsTo,
		address_line_1: requireText(item, 'addressLine1', item.param('addressLine1')),
		city: requireText(item, 'city', item.param('city')),
		zip: requireText(item, 'zip', item.param('zip')),
		country: requireCountryCode(
			item,
			'country',
			requireText(item, 'country', item.param('country')),
		),
		items: recoveryItems(item),
	};
	if (sendNotificationsTo === 'personal') {
		body.personal_email = requireEmail(
			item,
			'personalEmail',
			requireText(item, 'personalEmail', item.param('personalEmail')),
		);
		body.personal_phone = requirePhoneDigits(
			item,
			'personalPhone',
			requireText(item, 'personalPhone', item.param('personalPhone')),
		);
	} else {
		body.work_email = requireEmail(
			item,
			'workEmail',
			requireText(item, 'workEmail', item.param('workEmail')),
		);
		body.work_phone = requirePhoneDigits(
			item,
			'workPhone',
			requireText(item, 'workPhone', item.param('workPhone')),
		);
	}
	const addressLine2 = String(additional.addressLine2 ?? '').trim();
	if (addressLine2) body.address_line_2 = addressLine2;
	const department = String(additional.department ?? '').trim();
	if (department) {
		if (department.length < 2)
			throw item.invalid(
				'additionalFields.department',
				'a department name has at least 2 characters',
			);
		body.department = department;
	}
	if (additional.recoveryReason !== undefined) {
		body.recovery_reason = requireOneOf(
			item,
			'additionalFields.recoveryReason',
			Number(additional.recoveryReason),
			RECOVERY_REASONS.map((reason) => reason.value),
		);
		const note = String(additional.recoveryReasonNote ?? '').trim();
		if (body.recovery_reason === REASON_OTHER && !note) {
			throw item.invalid(
				'additionalFields.recoveryReasonNote',
				'is required when the recovery reason is Other',
			);
		}
		if (note) body.recovery_reason_note = note;
	}
	const state = await checkState(
		item,
		body.country as string,
		item.param<string>('state', '').trim(),
	);
	if (state) body.state = state;
	return body;
}

export const create: Operation = {
	properties,
	async execute(item) {
		const campaignNumber = resolveCampaignNumber(item);
		const body = await recoveryBody(item, campaignNumber);
		const contact: Contact = body.send_notifications_to === 'personal' ? 'personal' : 'work';
		const email = String(contact === 'personal' ? body.personal_email : body.work_email);
		const skipExisting = item.collection('options').skipIfAlreadyInCampaign !== false;
		if (skipExisting) {
			const existing = (await roster(item, campaignNumber)).get(rosterKey(contact, email));
			if (existing) {
				return {
					skipped: true,
					recovery_number: existing.recovery_id,
					campaign_number: campaignNumber,
					status: existing.status ?? null,
					message: `${email} is already in campaign ${campaignNumber}; not added again`,
				};
			}
		}
		const created = await item.request({
			method: 'POST',
			path: '/recover/campaign/employee/add',
			body,
		});
		if (skipExisting) {
			(await roster(item, campaignNumber)).set(rosterKey(contact, email), {
				recovery_id: created.recovery_code,
			});
		}
		if (item.rawOutput) return created;
		return {
			skipped: false,
			recovery_number: created.recovery_code,
			campaign_number: campaignNumber,
			message: created.message,
		};
	},
};
