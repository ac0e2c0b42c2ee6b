/** Legal-hold submit and release, one active hold and the list of active holds. */
import { z } from 'zod';

import { formattedDate, isoTimestamp, recordId } from './formats';
import { listEnvelope } from './pages';
import { requiredText } from './requestFields';

const legalHoldSubmit = z.object({
	summary: requiredText('summary'),
	description: requiredText('description'),
	users: z.array(
		z.object({
			serialNumber: requiredText('serialNumber'),
			name: requiredText('name'),
			email: requiredText('email').email('email must be a valid email'),
			recoveryNumber: requiredText('recoveryNumber'),
			assetName: requiredText('assetName'),
			assetId: requiredText('assetId'),
		}),
	),
});

const legalHoldRelease = z.object({
	summary: requiredText('summary'),
	description: requiredText('description'),
	user: z.object(
		{
			id: z.number({
				required_error: 'user.id is required',
				invalid_type_error: 'user.id must be a number',
			}),
			serial_number: requiredText('user.serial_number'),
			status_name: requiredText('user.status_name').refine(
				(value) => value === 'Legal Hold',
				'user.status_name must be Legal Hold',
			),
		},
		{ required_error: 'user is required', invalid_type_error: 'user must be an object' },
	),
});

export const legalHoldRequests = { legalHoldSubmit, legalHoldRelease };

const ticketInfo = z
	.object({
		ticketId: z.string(),
		ticketNumber: z.string(),
		status: z.string(),
		created_at: isoTimestamp,
	})
	.strict();

const legalHold = z
	.object({
		id: z.number().int(),
		asset_id: recordId,
		customer_asset_id: z.string(),
		placed_on: formattedDate,
		age_on_hold: z.string(),
		serial_number: z.string(),
		asset_name: z.string(),
		manufacturer_name: z.string(),
		product_type_name: z.string(),
		status_name: z.literal('Legal Hold'),
		status_type_name: z.literal('Undeployable'),
		status_type_id: z.number().int(),
		asset_location: z.string().nullable(),
		last_assignee: z.string().nullable(),
		ticket_exists: z.boolean(),
		ticket_info: ticketInfo.nullable(),
	})
	.strict();

export const legalHoldResponses = {
	legalHold: z.object({ success: z.literal(true), message: z.string(), data: legalHold }).strict(),
	legalHoldSubmit: z
		.object({
			success: z.literal(true),
			ticketNumber: z.string(),
			ticketId: recordId,
		})
		.strict(),
	legalHoldRelease: z
		.object({
			success: z.literal(true),
			ticket_exists: z.boolean(),
			message: z.string(),
			ticketId: recordId,
			ticketNumber: z.string(),
			existingSerialNumbers: z.string().optional(),
		})
		.strict(),
	// a list the spec names without its items
	activeLegalHoldList: listEnvelope('data', legalHold),
};

export const legalHoldItems = { legalHold };

export type LegalHoldSubmitBody = z.infer<typeof legalHoldSubmit>;
export type LegalHoldReleaseBody = z.infer<typeof legalHoldRelease>;
