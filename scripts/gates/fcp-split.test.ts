import { describe, expect, it } from 'vitest';
import { fcpSplit } from './fcp-split.mjs';

type Node = { type: 'network' | 'cpu'; isMainDocument: () => boolean };
const doc: Node = { type: 'network', isMainDocument: () => true };
const image: Node = { type: 'network', isMainDocument: () => false };
const task: Node = { type: 'cpu', isMainDocument: () => false };
const estimate = (entries: [Node, number][]) => ({ nodeTimings: new Map(entries.map(([node, endTime]) => [node, { startTime: 0, endTime }])) });

describe('fcpSplit', () => {
  it('splits the FCP at the main document\'s last byte', () => {
    const graph = estimate([[doc, 752], [task, 797], [task, 834]]);
    expect(fcpSplit({ timing: 834, optimisticEstimate: graph, pessimisticEstimate: graph })).toEqual({ document: 752, afterDocument: 82 });
  });

  it('takes the document\'s end from both graphs, as the estimate does, and not another request\'s', () => {
    const optimistic = estimate([[image, 400], [doc, 600], [task, 700]]);
    const pessimistic = estimate([[doc, 620], [image, 900], [task, 960]]);
    expect(fcpSplit({ timing: 830, optimisticEstimate: optimistic, pessimisticEstimate: pessimistic })).toEqual({ document: 610, afterDocument: 220 });
  });

  it('names a graph without the document rather than guessing', () => {
    const graph = estimate([[task, 100]]);
    expect(() => fcpSplit({ timing: 100, optimisticEstimate: graph, pessimisticEstimate: graph })).toThrow(/no main document/);
  });
});
