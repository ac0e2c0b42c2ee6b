/** What every part of the seeding shares: the store being filled and the seeded randomness. */
import { Random } from '../random';
import { Store } from '../store';

/** Every seeded timestamp lies before this instant; records made at runtime use the real clock. */
export const SEED_ANCHOR = Date.UTC(2026, 9, 1);

const SERIAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'.split('');

export interface SeedContext {
	store: Store;
	rng: Random;
	/** A moment between `min` and `max` days before the anchor. */
	daysAgo(min: number, max: number): Date;
	/** A device serial number. */
	serial(): string;
	/** A postal code of the pattern's form, `#` a digit. */
	zipFrom(pattern: string): string;
	/** A phone number without its country code. */
	phone(): string;
}

/** The store of the account and the helpers, all drawing from one generator seeded with `seed`. */
export function seedContext(seed: number): SeedContext {
	const rng = new Random(seed);
	const store = new Store(String(rng.int(1000000, 9999999)));
	return {
		store,
		rng,
		daysAgo: (min, max) =>
			new Date(SEED_ANCHOR - rng.int(min * 24 * 60, max * 24 * 60) * 60 * 1000),
		serial: () => {
			let out = '';
			for (let i = 0; i < 10; i++) out += rng.pick(SERIAL_ALPHABET);
			return out;
		},
		zipFrom: (pattern) => pattern.replace(/#/g, () => String(rng.int(0, 9))),
		phone: () => `${rng.int(2, 9)}${rng.digits(9)}`,
	};
}
