import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { readCampaign } from '../campaign/readCampaign';
import {
	countryParameter,
	departmentParameter,
	textParameter,
	optionsCollection,
} from '../../parameters/common';
import { checkStateOfCountry, addressStateField } from '../../parameters/addressState';
import { apiFieldsOf, fieldParameters, bodyFromFields, type Field } from '../../fieldTable';
import { campaignLocator, resolveCampaignNumber } from '../../parameters/locators';
import { deviceParameters, recoveryDevices } from './recoveryDevices';
import type { ItemContext } from '../../itemContext';
import { RECORD_IS_SIMPLE, type ExecuteOperation } from '../../operation';
import { RECOVERY_REASONS } from '../../../shared/options';
import { countryCode, email, InvalidValue, oneOf, phoneDigits } from '../../../shared/values';

const REASON_OTHER = 4;

/** Where the recovery's emails and text messages go. */
type Contact = 'work' | 'personal';

const notificationsGoTo = (item: ItemContext): Contact =>
	item.param<string>('sendNotificationsTo', 'work').trim().toLowerCase() === 'personal'
		? 'personal'
		: 'work';

/** A contact field, required when the notifications go to that contact. */
const contactField = (
	contact: Contact,
	parameter: INodeProperties,
	apiName: string,
	convert: (value: string) => string,
): Field => ({
	parameter: {
		...parameter,
		displayOptions: { show: { sendNotificationsTo: [contact] } },
	},
	apiName,
	required: true,
	when: (item) => notificationsGoTo(item) === contact,
	convert,
});

/**
 * The recovery's body: the person, where notifications go, the address, the devices, the reason.
 */
const recoveryFields: Field[] = [
	{ parameter: textParameter('First Name', 'firstName'), apiName: 'firstname', required: true },
	{ parameter: textParameter('Last Name', 'lastName'), apiName: 'lastname', required: true },
	{
		parameter: {
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
		apiName: 'send_notifications_to',
		topLevel: true,
		fallback: 'work',
		convert: (value) => oneOf<string>(['work', 'personal'])(value.toLowerCase()),
	},
	contactField(
		'work',
		textParameter('Work Email', 'workEmail', undefined, { placeholder: 'name@email.com' }),
		'work_email',
		email,
	),
	contactField(
		'work',
		textParameter('Work Phone', 'workPhone', 'Digits only, without the country code'),
		'work_phone',
		phoneDigits,
	),
	contactField(
		'personal',
		textParameter('Personal Email', 'personalEmail', undefined, { placeholder: 'name@email.com' }),
		'personal_email',
		email,
	),
	contactField(
		'personal',
		textParameter(
			'Personal Phone',
			'personalPhone',
			"Digits only, without the country code (the address's country gives the dial code)",
		),
		'personal_phone',
		phoneDigits,
	),
	{
		parameter: textParameter('Address Line 1', 'addressLine1'),
		apiName: 'address_line_1',
		required: true,
	},
	{ parameter: textParameter('City', 'city'), apiName: 'city', required: true },
	addressStateField('state', 'whenTheCountryNeedsOne'),
	{
		parameter: textParameter('Zip', 'zip', 'Postal code, required for every country (GB included)'),
		apiName: 'zip',
		required: true,
	},
	{
		parameter: countryParameter('Country Name or ID', 'country'),
		apiName: 'country',
		required: true,
		convert: countryCode,
	},
	{
		parameter: deviceParameters[0],
		parameters: deviceParameters,
		apiName: 'items',
		topLevel: true,
		read: recoveryDevices,
	},
	{ parameter: textParameter('Address Line 2', 'addressLine2'), apiName: 'address_line_2' },
	{
		parameter: departmentParameter(
			'A name that is not in the list (at least 2 characters) creates that department',
		),
		apiName: 'department',
		convert: (value) => {
			if (value.length < 2) throw new InvalidValue('a department name has at least 2 characters');
			return value;
		},
	},
	{
		parameter: {
			displayName: 'Recovery Reason',
			name: 'recoveryReason',
			type: 'options',
			options: RECOVERY_REASONS,
			default: 3,
		},
		apiName: 'recovery_reason',
		convert: (value) => oneOf(RECOVERY_REASONS.map((reason) => reason.value))(Number(value)),
	},
	{
		parameter: textParameter(
			'Recovery Reason Note',
			'recoveryReasonNote',
			'Required when the reason is Other',
		),
		apiName: 'recovery_reason_note',
		when: (item) => item.collection('additionalFields').recoveryReason !== undefined,
	},
];

/** The body, checked before anything is sent (the countries are read for the state rule). */
async function recoveryBody(item: ItemContext, campaignNumber: number): Promise<IDataObject> {
	const body: IDataObject = {
		campaign_number: campaignNumber,
		...bodyFromFields(item, recoveryFields),
	};
	if (body.recovery_reason === REASON_OTHER && !body.recovery_reason_note) {
		throw item.invalid('recoveryReasonNote', 'is required when the recovery reason is Other');
	}
	const state = await checkStateOfCountry(
		item,
		body.country as string,
		body.state as string | undefined,
	);
	if (state) body.state = state;
	else delete body.state;
	return body;
}

/** The roster key of an email: its contact kind and the email lower-cased. */
const rosterKey = (contact: Contact, address: string) => `${contact}:${address.toLowerCase()}`;

/** Everyone already in a campaign, by work and by personal email; read once per execution. */
function roster(item: ItemContext, campaignNumber: number): Promise<Map<string, IDataObject>> {
	return item.execution.once(`roster:${campaignNumber}`, async () => {
		const { employees } = await readCampaign(item, campaignNumber);
		const byEmail = new Map<string, IDataObject>();
		for (const employee of employees) {
			const workEmail = employee.work_email ?? employee.email;
			if (typeof workEmail === 'string' && workEmail)
				byEmail.set(rosterKey('work', workEmail), employee);
			if (typeof employee.personal_email === 'string' && employee.personal_email)
				byEmail.set(rosterKey('personal', employee.personal_email), employee);
		}
		return byEmail;
	});
}

export const create: ExecuteOperation<
	IDataObject,
	{ campaignNumber: number; alreadyInCampaign: boolean }
> = {
	value: 'create',
	name: 'Create',
	action: 'Add an employee to a recovery campaign',
	description:
		'Start a device recovery: add an employee and 1 to 5 devices to a campaign; the output carries the recovery number',
	kind: 'execute',
	simplified: RECORD_IS_SIMPLE,
	// the fields of its output; status only on a recovery skipped as already in the campaign
	fieldPaths: ['skipped', 'recovery_number', 'campaign_number', 'status', 'message'],
	apiFields: apiFieldsOf(recoveryFields),
	properties: [
		campaignLocator,
		...fieldParameters(recoveryFields),
		optionsCollection([
			{
				displayName: 'Skip If Already in Campaign',
				name: 'skipIfAlreadyInCampaign',
				type: 'boolean',
				default: true,
				description:
					'Whether to output the existing recovery instead of adding the employee again when someone with the same email (work, or personal when notifications go there) is already in the campaign; makes re-running a half-failed workflow safe',
			},
		]),
	],
	async execute(item) {
		const campaignNumber = resolveCampaignNumber(item);
		const body = await recoveryBody(item, campaignNumber);
		const contact: Contact = body.send_notifications_to === 'personal' ? 'personal' : 'work';
		const address = String(contact === 'personal' ? body.personal_email : body.work_email);
		const skipExisting = item.collection('options').skipIfAlreadyInCampaign !== false;
		if (skipExisting) {
			const existing = (await roster(item, campaignNumber)).get(rosterKey(contact, address));
			if (existing) {
				item.execution.hints.skippedItem('already in the campaign (Skip If Already in Campaign)');
				// Nothing is sent: this record is the item's output whatever the output choice.
				const record = {
					skipped: true,
					recovery_number: existing.recovery_id,
					campaign_number: campaignNumber,
					status: existing.status ?? null,
					message: `${address} is already in campaign ${campaignNumber}; not added again`,
				};
				return { raw: record, needs: { campaignNumber, alreadyInCampaign: true } };
			}
		}
		const created = await item.request({
			method: 'POST',
			path: '/recover/campaign/employee/add',
			body,
		});
		if (skipExisting) {
			(await roster(item, campaignNumber)).set(rosterKey(contact, address), {
				recovery_id: created.recovery_code,
			});
		}
		return { raw: created, needs: { campaignNumber, alreadyInCampaign: false } };
	},
	output: (created, _item, { campaignNumber, alreadyInCampaign }) =>
		alreadyInCampaign
			? created
			: {
					skipped: false,
					recovery_number: created.recovery_code,
					campaign_number: campaignNumber,
					message: created.message,
				},
};
