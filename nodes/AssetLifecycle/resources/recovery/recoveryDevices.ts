import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { optionalText } from '../../../shared/values';
import type { ItemContext } from '../../itemContext';

/** A recovery holds 1 to 5 devices (docs/api-notes.md, Writes with rules of their own). */
export const MAX_RECOVERY_ITEMS = 5;

export const deviceParameters: INodeProperties[] = [
	{
		displayName: 'Devices Source',
		name: 'itemsSource',
		type: 'options',
		noDataExpression: true,
		options: [
			{
				name: 'Define Below',
				value: 'define',
				description: 'List the devices in this node',
			},
			{
				name: 'From a List in the Input',
				value: 'json',
				description:
					"Use a list from the input item, e.g. an employee's assigned_assets from Employee → Get with Include Assets",
			},
		],
		default: 'define',
	},
	{
		displayName: 'Devices',
		name: 'items',
		type: 'fixedCollection',
		// No minRequiredFields/maxAllowedFields: n8n's own issue for them ("At most 5 fields are
		// allowed.", n8n-workflow getParameterIssues) names neither Devices nor why; recoveryDevices
		// says both.
		typeOptions: { multipleValues: true },
		placeholder: 'Add Device',
		default: {},
		displayOptions: { show: { itemsSource: ['define'] } },
		description: `1 to ${MAX_RECOVERY_ITEMS} devices to recover: the API keeps ${MAX_RECOVERY_ITEMS} device slots per recovery`,
		options: [
			{
				displayName: 'Device',
				name: 'device',
				values: [
					{
						displayName: 'Asset ID',
						name: 'itemAssetId',
						type: 'string',
						default: '',
					},
					{
						displayName: 'Asset Name',
						name: 'item',
						type: 'string',
						default: '',
						placeholder: 'e.g. MacBook Pro 14',
						description:
							'Required. The name of the device to recover, e.g. its model: the recovery lists the device by this name.',
					},
					{
						displayName: 'Custom Field 1',
						name: 'customField1',
						type: 'string',
						default: '',
					},
					{
						displayName: 'Custom Field 2',
						name: 'customField2',
						type: 'string',
						default: '',
					},
					{
						displayName: 'IMEI',
						name: 'itemImei',
						type: 'string',
						default: '',
						description: 'For mobile devices',
					},
					{
						displayName: 'Is Legal Hold',
						name: 'isLegalHold',
						type: 'boolean',
						default: false,
						description: 'Whether to mark the device for legal hold',
					},
					{
						displayName: 'Serial Number',
						name: 'itemSerialNo',
						type: 'string',
						default: '',
					},
				],
			},
		],
	},
	{
		displayName: 'Devices (List)',
		name: 'itemsJson',
		type: 'json',
		default: '={{ $json.assigned_assets }}',
		displayOptions: { show: { itemsSource: ['json'] } },
		description:
			'A list of 1 to 5 devices (the API keeps five device slots per recovery). Each entry may use the recovery keys (item, item_serial_no, item_asset_id, item_imei, custom_field_1, custom_field_2, is_legal_hold) or the asset keys of an employee (model_name, serial_number, asset_id, imei).',
	},
];

function deviceFromEntry(entry: IDataObject): IDataObject {
	return {
		item: optionalText(entry.item ?? entry.model_name ?? entry.modelName ?? entry.name),
		item_serial_no: optionalText(entry.item_serial_no ?? entry.serial_number ?? entry.serialNumber),
		item_asset_id: optionalText(entry.item_asset_id ?? entry.asset_id ?? entry.assetId),
		item_imei: optionalText(entry.item_imei ?? entry.imei),
		custom_field_1: optionalText(entry.custom_field_1),
		custom_field_2: optionalText(entry.custom_field_2),
		is_legal_hold: entry.is_legal_hold === 1 || entry.is_legal_hold === true ? 1 : undefined,
	};
}

function deviceFromParameters(device: IDataObject): IDataObject {
	return {
		item: optionalText(device.item),
		item_serial_no: optionalText(device.itemSerialNo),
		item_asset_id: optionalText(device.itemAssetId),
		item_imei: optionalText(device.itemImei),
		custom_field_1: optionalText(device.customField1),
		custom_field_2: optionalText(device.customField2),
		is_legal_hold: device.isLegalHold === true ? 1 : undefined,
	};
}

function listFromJson(item: ItemContext): unknown {
	const value = item.param<unknown>('itemsJson');
	if (typeof value !== 'string') return value;
	try {
		return JSON.parse(value);
	} catch {
		throw item.invalid('itemsJson', 'is not a JSON list of devices');
	}
}

/** The devices of the recovery, checked: 1 to 5, each with its asset name. */
export function recoveryDevices(item: ItemContext): IDataObject[] {
	const fromJson = item.param<string>('itemsSource', 'define') === 'json';
	const field = fromJson ? 'itemsJson' : 'items';
	let devices: IDataObject[];
	if (fromJson) {
		const list = listFromJson(item);
		if (!Array.isArray(list)) throw item.invalid(field, 'must be a list of devices');
		devices = list.map((entry) => deviceFromEntry((entry ?? {}) as IDataObject));
	} else {
		const collection = item.param<IDataObject>('items', {});
		devices = ((collection.device as IDataObject[] | undefined) ?? []).map(deviceFromParameters);
	}
	if (devices.length < 1)
		throw item.invalid(field, `is empty: add 1 to ${MAX_RECOVERY_ITEMS} devices to recover`);
	if (devices.length > MAX_RECOVERY_ITEMS) {
		throw item.invalid(
			field,
			`has ${devices.length} devices, but a recovery holds at most ${MAX_RECOVERY_ITEMS} (the API keeps ${MAX_RECOVERY_ITEMS} device slots per recovery): start a second recovery for the others`,
		);
	}
	devices.forEach((device, index) => {
		if (!device.item) throw item.invalid(field, `device ${index + 1} has no Asset Name`);
	});
	return devices.map((device) =>
		Object.fromEntries(Object.entries(device).filter(([, value]) => value !== undefined)),
	);
}
