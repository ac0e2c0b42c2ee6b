/** Add to campaign, recovery items, recovery status. */
import { countryByCode } from '../data/reference';
import type { Recovery, Store } from '../data/store';
import type { RouteDefinition } from '../http';
import { reply, validationFieldMap } from '../http';
import { requests } from '../schemas';
import type { RecoveryAddBody } from '../schemas';
import { departmentIdFor } from './departments';

const recoveryNotFound = () => reply(404, { success: false, message: 'Recovery not found' });

/** Moves a recovery to a status and keeps its items' intake status in step. */
export function moveRecovery(recovery: Recovery, status: Recovery['status']): void {
	recovery.status = status;
	recovery.lastUpdated = new Date();
	if (status === 'Box Received' || status === 'Already Returned') {
		for (const item of recovery.items) item.intakeStatus = 'Received';
	}
}

/** Where a recovery's box goes: the country and state as the account keeps them. */
interface Place {
	countryCode: string;
	stateCode: string | null;
}

/** The address's country and state; each refused one is added to `errors`. */
function readPlace(body: RecoveryAddBody, errors: Record<string, string>): Place {
	const countryCode = body.country.toUpperCase();
	const country = countryByCode.get(countryCode);
	if (!country) errors.country = `Unknown country code ${body.country}`;
	let stateCode: string | null = body.state?.trim() || null;
	if (country?.isStateRequired) {
		const state = stateCode
			? country.states.find(
					(candidate) =>
						candidate.code.toLowerCase() === stateCode!.toLowerCase() ||
						candidate.name.toLowerCase() === stateCode!.toLowerCase(),
				)
			: undefined;
		if (!stateCode) errors.state = `state is required for ${country.name}`;
		else if (!state) errors.state = `${stateCode} is not a valid state of ${country.name}`;
		else stateCode = state.code;
	}
	return { countryCode, stateCode };
}

function newRecovery(
	store: Store,
	body: RecoveryAddBody,
	{ countryCode, stateCode }: Place,
	departmentId: string | null,
): Recovery {
	const channel = body.send_notifications_to ?? 'work';
	return {
		recoveryNumber: `RCV-${store.nextNumber('recovery', 200001)}`,
		campaignNumber: body.campaign_number,
		firstname: body.firstname.trim(),
		lastname: body.lastname.trim(),
		sendNotificationsTo: channel,
		workEmail: body.work_email || null,
		personalEmail: body.personal_email || null,
		workPhone: body.work_phone || null,
		personalPhone: body.personal_phone || null,
		workPhoneCountry: body.work_phone ? countryCode : null,
		personalPhoneCountry: body.personal_phone ? countryCode : null,
		country: countryCode,
		state: stateCode,
		city: body.city.trim(),
		zip: body.zip.trim(),
		address1: body.address_line_1.trim(),
		address2: body.address_line_2?.trim() || null,
		departmentId,
		recoveryReason: body.recovery_reason ?? null,
		recoveryReasonNote: body.recovery_reason_note ?? null,
		items: body.items.map((item) => {
			const asset = item.item_serial_no ? store.assetsBySerial.get(item.item_serial_no) : undefined;
			return {
				item: item.item.trim(),
				serialNo: item.item_serial_no || null,
				assetId: item.item_asset_id || null,
				imei: item.item_imei || null,
				customField1: item.custom_field_1 || null,
				customField2: item.custom_field_2 || null,
				isLegalHold: item.is_legal_hold === 1,
				deviceType: asset?.productType ?? (item.item_imei ? 'Mobile Phone' : 'Laptop'),
				intakeStatus: 'Pending',
			};
		}),
		status: 'Order Received',
		tracking: [],
		lastUpdated: new Date(),
	};
}

export const recoveryRoutes: RouteDefinition[] = [
	{
		method: 'POST',
		path: '/recover/campaign/employee/add',
		permission: 'recovery.write',
		handler: (context) => {
			const parsed = requests.recoveryAdd.safeParse(context.body ?? {});
			if (!parsed.success) return validationFieldMap(parsed.error);
			const body = parsed.data;
			const store = context.sandbox.store;
			const errors: Record<string, string> = {};
			const campaign = store.campaigns.get(body.campaign_number);
			if (!campaign || !campaign.active) errors.campaign_number = 'Campaign not found';
			const place = readPlace(body, errors);
			if (Object.keys(errors).length) {
				return reply(422, { success: false, message: 'Validation failed', errors });
			}
			const departmentName = body.department?.trim();
			const departmentId = departmentName ? departmentIdFor(store, departmentName) : null;
			const recovery = newRecovery(store, body, place, departmentId);
			store.recoveries.set(recovery.recoveryNumber, recovery);
			return reply(200, {
				success: true,
				recovery_code: recovery.recoveryNumber,
				message: 'Employee added to recovery campaign successfully',
			});
		},
	},
	{
		method: 'GET',
		path: '/recoveries/:recoveryNumber/items',
		permission: 'recovery.read',
		handler: (context) => {
			const recovery = context.sandbox.store.recoveries.get(context.params.recoveryNumber);
			if (!recovery) return recoveryNotFound();
			return reply(200, {
				success: true,
				message: 'Recovery items fetched successfully',
				data: {
					recovery_number: recovery.recoveryNumber,
					status: recovery.status,
					firstname: recovery.firstname,
					lastname: recovery.lastname,
					send_notifications_to: recovery.sendNotificationsTo,
					work_email: recovery.workEmail,
					personal_email: recovery.personalEmail,
					work_phone: recovery.workPhone,
					personal_phone: recovery.personalPhone,
					work_phone_country: recovery.workPhoneCountry,
					personal_phone_country: recovery.personalPhoneCountry,
					email: recovery.workEmail,
					phone: recovery.workPhone,
					phone_country: recovery.workPhoneCountry,
					address_line_1: recovery.address1,
					address_line_2: recovery.address2,
					city: recovery.city,
					state: recovery.state,
					zip: recovery.zip,
					country: recovery.country,
					items: recovery.items.map((item, index) => ({
						slot: index + 1,
						name: item.item,
						serial_no: item.serialNo,
						asset_id: item.assetId,
						imei: item.imei,
						device_type: item.deviceType,
						item_status: item.intakeStatus,
					})),
				},
			});
		},
	},
	{
		method: 'GET',
		path: '/recoveries/:recoveryNumber/status',
		permission: 'recovery.read',
		handler: (context) => {
			const recovery = context.sandbox.store.recoveries.get(context.params.recoveryNumber);
			if (!recovery) return recoveryNotFound();
			return reply(200, {
				success: true,
				message: 'Recovery status fetched successfully',
				data: { recovery_number: recovery.recoveryNumber, status: recovery.status },
			});
		},
	},
];
