import type { IDataObject, INodeProperties } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';

import { textParameter, optionsCollection } from '../../parameters/common';
import { RECORD_IS_SIMPLE, type BatchOperation, type BatchResult } from '../../operation';
import type { ItemContext } from '../../itemContext';
import { fieldParameters, bodyFromFields, type Field } from '../../fieldTable';
import { serialsNamedBy, ticketTextParameters } from './legalHold';
import { InvalidValue, isEmail } from '../../../shared/values';

/** One device to hold, with its owner: the API's `users` entry of the request. */
const deviceFields: Field[] = [
	{
		parameter: textParameter(
			'Serial Number',
			'serialNumber',
			'Serial number of the device to hold; it must exist in the company',
		),
		apiName: 'serialNumber',
		required: true,
	},
	{
		parameter: textParameter('Asset Name', 'assetName', undefined, {
			placeholder: 'e.g. MacBook Pro 14"',
		}),
		apiName: 'assetName',
		required: true,
	},
	{
		parameter: textParameter('Asset ID', 'assetId', "The company's own asset ID of the device"),
		apiName: 'assetId',
		required: true,
	},
	{
		parameter: textParameter('Name', 'name', 'Name of the person the device belongs to'),
		apiName: 'name',
		required: true,
	},
	{
		parameter: textParameter('Email', 'email', 'Email of the person the device belongs to', {
			placeholder: 'name@company.com',
		}),
		apiName: 'email',
		required: true,
		convert: (value, item) => {
			if (isEmail(value)) return value;
			const device = `device ${item.param<string>('serialNumber', '').trim()}`;
			throw new InvalidValue(
				`"${value}" is not a valid email address (${device}, item ${item.itemIndex + 1})`,
			);
		},
	},
	{
		parameter: textParameter(
			'Recovery Number',
			'recoveryNumber',
			'The recovery number the device came back under',
		),
		apiName: 'recoveryNumber',
		required: true,
	},
];

const skipDevicesAlreadyOnHold: INodeProperties = {
	displayName: 'Skip Devices Already on Hold',
	name: 'skipDevicesAlreadyOnHold',
	type: 'boolean',
	default: false,
	description:
		'Whether to submit the other devices when the API refuses the request because some are already on legal hold; those are then output with already_on_hold true instead of failing',
};

interface DeviceRow {
	item: ItemContext;
	serialNumber: string;
	user: IDataObject;
	summary: string;
	description: string;
	skipDevicesAlreadyOnHold: boolean;
}

function readDeviceRow(item: ItemContext): DeviceRow {
	const user = bodyFromFields(item, deviceFields);
	return {
		item,
		serialNumber: String(user.serialNumber),
		user,
		summary: item.requiredText('summary'),
		description: item.requiredText('description'),
		skipDevicesAlreadyOnHold: item.collection('options').skipDevicesAlreadyOnHold === true,
	};
}

/** What the output of one device needs beside the API's answer. */
interface DeviceOutcome {
	user: IDataObject;
	/** How many devices the request that held this one sent (0: not sent). */
	devicesInTicket: number;
	/** The API's refusal naming this device as already on hold, when it was skipped for that. */
	alreadyOnHold?: NodeApiError;
}

type DeviceResult = BatchResult<DeviceOutcome>;

function deviceOutput(user: IDataObject): IDataObject {
	return {
		serial_number: user.serialNumber,
		asset_id: user.assetId,
		asset_name: user.assetName,
		name: user.name,
		email: user.email,
		recovery_number: user.recoveryNumber,
	};
}

function submitted(row: DeviceRow, body: IDataObject, devicesInTicket: number): DeviceResult {
	const needs = { user: row.user, devicesInTicket };
	return { itemIndex: row.item.itemIndex, raw: { ...body }, needs };
}

function alreadyOnHold(row: DeviceRow, refusal: NodeApiError): DeviceResult {
	row.item.execution.hints.skippedItem(
		'the device is already on legal hold (Skip Devices Already on Hold)',
	);
	const needs = { user: row.user, devicesInTicket: 0, alreadyOnHold: refusal };
	return { itemIndex: row.item.itemIndex, raw: { ...(refusal.errorResponse ?? {}) }, needs };
}

/** One device's record: its ticket, or that it was already on hold. */
function deviceRecord(body: IDataObject, outcome: DeviceOutcome): IDataObject {
	const { user, devicesInTicket, alreadyOnHold: refusal } = outcome;
	if (refusal) {
		return {
			ticket_number: null,
			ticket_id: null,
			...deviceOutput(user),
			devices_in_ticket: 0,
			already_on_hold: true,
			message: `Already on legal hold; not submitted again. The API said: ${refusal.message}`,
		};
	}
	return {
		ticket_number: body.ticketNumber ?? null,
		ticket_id: body.ticketId ?? null,
		...deviceOutput(user),
		devices_in_ticket: devicesInTicket,
		already_on_hold: false,
	};
}

/**
 * The refusal as the error of one device it names, with the refusal's failure declaration (none
 * on an n8n without the option: see docs/n8n-notes.md, The `failure` option).
 */
function deviceError(row: DeviceRow, refusal: NodeApiError): NodeApiError {
	const status = refusal.httpCode;
	const message =
		status === '409'
			? `Device ${row.serialNumber} is already on legal hold: ${refusal.message}`
			: `Device ${row.serialNumber} was refused: ${refusal.message}`;
	return new NodeApiError(row.item.functions.getNode(), refusal.errorResponse ?? {}, {
		message,
		description:
			status === '409'
				? 'The API refuses the whole request when any device is already held, so no device of this request was placed on hold. Remove this device, or turn on "Skip Devices Already on Hold".'
				: (refusal.description ?? undefined),
		httpCode: status ?? undefined,
		itemIndex: row.item.itemIndex,
		failure: refusal.failure,
	});
}

/** The error of a device refused only because another device of the same request was. */
function notSubmittedError(row: DeviceRow, refusal: NodeApiError, named: string[]): NodeApiError {
	return new NodeApiError(row.item.functions.getNode(), refusal.errorResponse ?? {}, {
		message: `Device ${row.serialNumber} was not placed on hold: the request that held it was refused because of device ${named.join(', ')}`,
		description: `The API accepts or refuses a request as a whole. Nothing was placed on hold for ${row.serialNumber}; run it again without ${named.join(', ')}.`,
		httpCode: refusal.httpCode ?? undefined,
		itemIndex: row.item.itemIndex,
		failure: refusal.failure,
	});
}

async function submit(rows: DeviceRow[], users: IDataObject[]): Promise<IDataObject> {
	const [{ item, summary, description }] = rows;
	return await item.request({
		method: 'POST',
		path: '/legal-hold/submit',
		body: { summary, description, users },
	});
}

/** One request (one ticket) for the devices of one summary and description. */
async function submitGroup(rows: DeviceRow[]): Promise<DeviceResult[]> {
	const users = [...new Map(rows.map((row) => [row.serialNumber, row.user])).values()];
	const serials = users.map((user) => String(user.serialNumber));
	try {
		const body = await submit(rows, users);
		return rows.map((row) => submitted(row, body, users.length));
	} catch (error) {
		const failAll = (failure: Error) =>
			rows.map((row) => ({ itemIndex: row.item.itemIndex, error: failure }));
		if (!(error instanceof NodeApiError)) return failAll(error as Error);
		const named = serialsNamedBy(error, serials);
		if (!named.length || !['404', '409'].includes(error.httpCode ?? '')) return failAll(error);

		if (error.httpCode === '409' && rows[0].skipDevicesAlreadyOnHold) {
			const remaining = users.filter((user) => !named.includes(String(user.serialNumber)));
			let body: IDataObject | undefined;
			let retryError: Error | undefined;
			if (remaining.length) {
				try {
					body = await submit(rows, remaining);
				} catch (second) {
					retryError = second as Error;
				}
			}
			return rows.map((row) => {
				if (named.includes(row.serialNumber)) return alreadyOnHold(row, error);
				if (retryError) return { itemIndex: row.item.itemIndex, error: retryError };
				return submitted(row, body!, remaining.length);
			});
		}
		return rows.map((row) => ({
			itemIndex: row.item.itemIndex,
			error: named.includes(row.serialNumber)
				? deviceError(row, error)
				: notSubmittedError(row, error, named),
		}));
	}
}

/**
 * Submits legal holds. Every input item is one device; the items that share a summary and
 * description go in one request, so they get one support ticket. Invalid rows fail before
 * anything is sent: without Continue On Fail nothing is sent at all.
 */
export const create: BatchOperation<DeviceOutcome> = {
	value: 'create',
	name: 'Create',
	action: 'Place devices on legal hold',
	description:
		'Submit a legal hold: each input item is one device; items with the same summary and description share one request and one support ticket',
	kind: 'batch',
	simplified: RECORD_IS_SIMPLE,
	// the fields of deviceRecord's record; message only on a device already on hold
	fieldPaths: [
		'ticket_number',
		'ticket_id',
		'serial_number',
		'asset_id',
		'asset_name',
		'name',
		'email',
		'recovery_number',
		'devices_in_ticket',
		'already_on_hold',
		'message',
	],
	properties: [
		...fieldParameters(deviceFields),
		...ticketTextParameters,
		optionsCollection([skipDevicesAlreadyOnHold]),
	],
	async executeBatch(items) {
		const rows: DeviceRow[] = [];
		const invalid: DeviceResult[] = [];
		for (const item of items) {
			try {
				rows.push(readDeviceRow(item));
			} catch (error) {
				invalid.push({ itemIndex: item.itemIndex, error: error as Error });
			}
		}
		if (invalid.length && !items[0].functions.continueOnFail()) return invalid;

		const groups = new Map<string, DeviceRow[]>();
		for (const row of rows) {
			const key = JSON.stringify([row.summary, row.description, row.skipDevicesAlreadyOnHold]);
			groups.set(key, [...(groups.get(key) ?? []), row]);
		}
		const results = [...invalid];
		for (const group of groups.values()) results.push(...(await submitGroup(group)));
		return results.sort((a, b) => a.itemIndex - b.itemIndex);
	},
	output: (body, _item, outcome) => deviceRecord(body, outcome),
};
