/** The department list. */
import { z } from 'zod';

import { recordId } from './formats';

const department = z
	.object({
		id: recordId,
		name: z.string(),
		location: z.string().nullable(),
		phone_number: z.string().nullable(),
		active: z.boolean(),
	})
	.strict();

export const departmentResponses = {
	departmentList: z
		.object({
			totalDepartments: z.number().int(),
			totalPages: z.number().int(),
			currentPage: z.number().int(),
			departments: z.array(department),
		})
		.strict(),
};

export const departmentItems = { department };
