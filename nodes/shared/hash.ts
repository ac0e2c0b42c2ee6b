/** FNV-1a, 32 bits: a short hash that tells texts apart (not a secure one). */
export function fnv1a(text: string): number {
	let hash = 0x811c9dc5;
	for (let index = 0; index < text.length; index++) {
		hash ^= text.charCodeAt(index);
		hash = Math.imul(hash, 0x01000193);
	}
	return hash >>> 0;
}

/** FNV-1a in base 36. */
export const shortHash = (text: string): string => fnv1a(text).toString(36);
