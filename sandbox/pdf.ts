/** A real, minimal, valid PDF built by hand (one page, Helvetica text, correct xref offsets). */
import type { Label } from './data/store';

const escapePdfText = (text: string) => text.replace(/[\\()]/g, (char) => `\\${char}`);

export function buildPdf(lines: string[]): Buffer {
	const content = [
		'BT',
		'/F1 14 Tf',
		'72 720 Td',
		'18 TL',
		...lines.map((line) => `(${escapePdfText(line.replace(/[^\x20-\x7e]/g, '?'))}) '`),
		'ET',
	].join('\n');
	const objects = [
		'<< /Type /Catalog /Pages 2 0 R >>',
		'<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
		'<< /Type /Page /Parent 2 0 R /MediaBox [0 0 288 432] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
		`<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
		'<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
	];
	let pdf = '%PDF-1.4\n';
	const offsets: number[] = [];
	objects.forEach((object, index) => {
		offsets.push(Buffer.byteLength(pdf, 'latin1'));
		pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
	});
	const xrefOffset = Buffer.byteLength(pdf, 'latin1');
	pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
	for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
	pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
	return Buffer.from(pdf, 'latin1');
}

export function renderLabelPdf(label: Label): Buffer {
	return buildPdf([
		`Shipping label ${label.id}`,
		`From: ${label.shipFromFirstName ?? ''} ${label.shipFromLastName ?? ''}`.trim(),
		`${label.address1}, ${label.city}, ${label.state} ${label.zip}, ${label.country}`,
		`To: ${label.recipientName}, ${label.recipientCompany}`,
		...label.tracking.map((row) => `Tracking ${row.carrier.toUpperCase()} ${row.trackNumber}`),
	]);
}
