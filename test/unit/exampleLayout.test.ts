import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The example workflows as the canvas lays them out: a sticky note covers no node, nor the name
 * and subtitle under it. Sizes from n8n's editor (editor-ui 2.41.1 and 1.123.81): a node is
 * 96 × 96 from its position, its top-left corner (DEFAULT_NODE_SIZE); a sticky note without a
 * size is 240 × 160 (DEFAULT_STICKY_WIDTH, DEFAULT_STICKY_HEIGHT). Under a node, its name and
 * subtitle take two lines or three, wider than the node: the room kept for them is generous.
 */
const NODE = 96;
const STICKY = { width: 240, height: 160 };
const LABEL = { overhang: 60, height: 72 };
/** The gap kept between a note and what it must not cover (GRID_SIZE is 16). */
const GAP = 16;

interface Box {
	left: number;
	top: number;
	right: number;
	bottom: number;
}

interface WorkflowNode {
	name: string;
	type: string;
	position: [number, number];
	parameters: { width?: number; height?: number };
}

const dir = path.join(__dirname, '../../workflows');
const examples = readdirSync(dir)
	.filter((file) => file.endsWith('.json'))
	.map((file) => ({
		file,
		nodes: (JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as { nodes: WorkflowNode[] })
			.nodes,
	}));

const isNote = (node: WorkflowNode) => node.type === 'n8n-nodes-base.stickyNote';

function noteBox({ position: [x, y], parameters }: WorkflowNode): Box {
	const width = parameters.width ?? STICKY.width;
	const height = parameters.height ?? STICKY.height;
	return { left: x, top: y, right: x + width, bottom: y + height };
}

/** A node and its name under it. */
function nodeBox({ position: [x, y] }: WorkflowNode): Box {
	return {
		left: x - LABEL.overhang,
		top: y,
		right: x + NODE + LABEL.overhang,
		bottom: y + NODE + LABEL.height,
	};
}

const overlap = (a: Box, b: Box, gap: number) =>
	a.left < b.right + gap &&
	b.left < a.right + gap &&
	a.top < b.bottom + gap &&
	b.top < a.bottom + gap;

test('there are example workflows, each with a sticky note', () => {
	expect(examples.length).toBeGreaterThanOrEqual(5);
	for (const { nodes } of examples) expect(nodes.some(isNote)).toBe(true);
});

test.each(examples.map(({ file, nodes }) => [file, nodes] as const))(
	'%s: no sticky note covers a node or its name',
	(_file, nodes) => {
		const covered = nodes
			.filter(isNote)
			.flatMap((note) =>
				nodes
					.filter((node) => !isNote(node) && overlap(noteBox(note), nodeBox(node), GAP))
					.map((node) => `${note.name} covers ${node.name}`),
			);
		expect(covered).toEqual([]);
	},
);
