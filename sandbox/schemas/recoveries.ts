/** Add to campaign, recovery items and status, and the countries a recovery may ship from. */
import { z } from 'zod';

import { RECOVERY_REASONS, RECOVERY_STATUSES } from '../valueLists';
import type { RecoveryReasonCode } from '../valueLists';
import { listEnvelope } from './pages';
import { digitsOnly, isoAlpha2, optionalText, requiredText, text } from './requestFields';

export const recoveryStatus = z.enum(RECOVERY_STATUSES);

const recoveryItem = z.object({
	item: requiredText('item'),
	item_serial_no: optionalText('item_serial_no'),
	item_asset_id: optionalText('item_asset_id'),
	item_imei: optionalText('item_imei'),
	custom_field_1: optionalText('custom_field_1'),
	custom_field_2: optionalText('custom_field_2'),
	is_legal_hold: z
		.union([z.literal(0), z.literal(1)], {
			errorMap: () => ({ message: 'is_legal_hold must be 0 or 1' }),
		})
		.optional(),
});

const recoveryAdd = z
	.object({
		campaign_number: z.coerce
			.number({ invalid_type_error: 'campaign_number must be a number' })
			.int('campaign_number must be a number')
			.positive('campaign_number is required'),
		firstname: requiredText('firstname'),
		lastname: requiredText('lastname'),
		send_notifications_to: z
			.enum(['work', 'personal'], {
				errorMap: () => ({ message: 'send_notifications_to must be work or personal' }),
			})
			.optional(),
		work_email: text('work_email')
			.email('work_email must be a valid email')
			.optional()
			.nullable()
			.or(z.literal('')),
		personal_email: text('personal_email')
			.email('personal_email must be a valid email')
			.optional()
			.nullable()
			.or(z.literal('')),
		work_phone: digitsOnly('work_phone').optional().nullable().or(z.literal('')),
		personal_phone: digitsOnly('personal_phone').optional().nullable().or(z.literal('')),
		address_line_1: requiredText('address_line_1'),
		address_line_2: optionalText('address_line_2'),
		city: requiredText('city'),
		state: optionalText('state'),
		zip: requiredText('zip'),
		country: isoAlpha2('country'),
		recovery_reason: z
			.custom<RecoveryReasonCode>(
				(value) => RECOVERY_REASONS.some((reason) => reason.code === value),
				`recovery_reason must be one of ${RECOVERY_REASONS.map((reason) => reason.code).join(', ')}`,
			)
			.optional(),
		recovery_reason_note: optionalText('recovery_reason_note'),
		department: optionalText('department'),
		items: z
			.array(recoveryItem, {
				required_error: 'items is required',
				invalid_type_error: 'items must be an array',
			})
			.min(1, 'items must hold 1 to 5 entries')
			.max(5, 'items must hold 1 to 5 entries'),
	})
	.superRefine((body, ctx) => {
		const channel = body.send_notifications_to ?? 'work';
		const need = (field: 'work_email' | 'work_phone' | 'personal_email' | 'personal_phone') => {
			if (!body[field]) {
				ctx.addIssue({
					code: z.ZodIssueCode.custom,
					path: [field],
					message: `${field} is required when send_notifications_to is ${channel}`,
				});
			}
		};
		if (channel === 'work') {
			need('work_email');
			need('work_phone');
		} else {
			need('personal_email');
			need('personal_phone');
		}
		if (body.recovery_reason === 4 && !body.recovery_reason_note?.trim()) {
			ctx.addIssue({
				code: z.ZodIssueCode.custom,
				path: ['recovery_reason_note'],
				message: 'recovery_reason_note is required when recovery_reason is 4',
			});
		}
		if (body.department !== undefined && body.department !== null) {
			if (body.department.trim().length < 2) {
				ctx.addIssue({
					code: z.ZodIssueCode.custom,
					path: ['department'],
					message: 'department must be at least 2 characters',
				});
			}
		}
	});

export const recoveryRequests = { recoveryAdd };

const recoveryItemsData = z
	.object({
		recovery_number: z.string(),
		status: recoveryStatus,
		firstname: z.string(),
		lastname: z.string(),
		send_notifications_to: z.enum(['work', 'personal']),
		work_email: z.string().nullable(),
		personal_email: z.string().nullable(),
		work_phone: z.string().nullable(),
		personal_phone: z.string().nullable(),
		work_phone_country: z.string().nullable(),
		personal_phone_country: z.string().nullable(),
		email: z.string().nullable(),
		phone: z.string().nullable(),
		phone_country: z.string().nullable(),
		address_line_1: z.string(),
		address_line_2: z.string().nullable(),
		city: z.string(),
		state: z.string().nullable(),
		zip: z.string(),
		country: z.string(),
		items: z
			.array(
				z
					.object({
						slot: z.number().int().min(1).max(5),
						name: z.string(),
						serial_no: z.string().nullable(),
						asset_id: z.string().nullable(),
						imei: z.string().nullable(),
						device_type: z.union([z.string(), z.number()]),
						item_status: z.string(),
					})
					.strict(),
			)
			.max(5),
	})
	.strict();

const country = z
	.object({
		code: z.string().length(2),
		name: z.string(),
		is_state_required: z.boolean(),
		states: z.array(z.object({ code: z.string(), name: z.string() }).strict()),
	})
	.strict();

export const recoveryResponses = {
	recoveryAdd: z
		.object({ success: z.literal(true), recovery_code: z.string(), message: z.string() })
		.strict(),
	recoveryItems: z
		.object({ success: z.literal(true), message: z.string(), data: recoveryItemsData })
		.strict(),
	recoveryStatus: z
		.object({
			success: z.literal(true),
			message: z.string(),
			data: z.object({ recovery_number: z.string(), status: recoveryStatus }).strict(),
		})
		.strict(),
	// a list the spec names without its items
	countryList: listEnvelope('countries', country),
};

export const recoveryItems = { country };

export type RecoveryAddBody = z.infer<typeof recoveryAdd>;
export type RecoveryStatus = (typeof RECOVERY_STATUSES)[number];
