/** The error bodies every route may answer with. */
import { z } from 'zod';

const plainMessage = z.object({ message: z.string() }).strict();
const failure = z.object({ success: z.literal(false), message: z.string() }).strict();
const failureWithError = z.object({ success: z.literal(false), error: z.string() }).strict();

const validationArray = z
	.object({
		success: z.literal(false),
		message: z.literal('Validation failed'),
		errors: z
			.array(
				z
					.object({
						type: z.literal('field'),
						value: z.unknown().optional(),
						msg: z.string(),
						path: z.string(),
						location: z.literal('body'),
					})
					.strict(),
			)
			.min(1),
	})
	.strict();

const validationFieldMap = z
	.object({
		success: z.literal(false),
		message: z.string(),
		errors: z.record(z.string()),
	})
	.strict();

export const errorResponses = {
	// generic error bodies
	unauthorized: failure,
	unknownRoute: plainMessage,
	loginFieldsMissing: plainMessage,
	invalidCredentials: plainMessage,
	rateLimited: plainMessage,
	serverError: plainMessage,
	notFound: failure,
	notFoundError: failureWithError,
	validationArray,
	validationFieldMap,
	permissionDenied: z
		.object({ success: z.literal(false), message: z.string(), permission: z.string() })
		.strict(),
	invalidEmployeeId: z
		.object({
			success: z.literal(false),
			message: z.literal('Invalid employee ID'),
			errors: z.object({ id: z.string() }).strict(),
		})
		.strict(),
	badModifiedSince: failureWithError,
	nonArrayPayload: failure,
	unknownAsset: z
		.object({
			success: z.literal(false),
			error: z.literal('Asset number not found in your company.'),
			serialNumbers: z.array(z.string()),
		})
		.strict(),
	duplicateLegalHold: z
		.object({ success: z.literal(false), message: z.string(), serialNumbers: z.array(z.string()) })
		.strict(),
	invitationCooldown: z
		.object({
			success: z.literal(false),
			message: z.string(),
			retry_after_seconds: z.number().int(),
		})
		.strict(),
};
