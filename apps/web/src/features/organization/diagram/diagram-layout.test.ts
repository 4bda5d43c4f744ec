import { describe, expect, it } from 'vitest';
import { ids, mara, organization, person } from '../test/fake-organization.ts';
import { intersects, layoutDiagram, NODE_W } from './diagram-layout.ts';

const none = new Set<string>();

describe('layoutDiagram', () => {
  it('puts the company above its divisions and the departments below them, departments closed', () => {
    const layout = layoutDiagram({
      organization: organization(),
      collapsedDivisions: none,
      openDepartments: none,
      people: new Map(),
    });
    const byId = new Map(layout.nodes.map((node) => [node.id, node]));
    const company = byId.get('company')!;
    const operations = byId.get(`division:${ids.operations}`)!;
    const engineering = byId.get(`department:${ids.engineering}`)!;
    const sales = byId.get(`department:${ids.sales}`)!;
    expect(company.y).toBeLessThan(operations.y);
    expect(operations.y).toBeLessThan(engineering.y);
    expect(engineering.y).toBe(sales.y);
    expect(sales.x - engineering.x).toBeGreaterThanOrEqual(NODE_W);
    // A division is centred over its departments; the company over everything.
    expect(operations.x + NODE_W / 2).toBeCloseTo((engineering.x + sales.x + NODE_W) / 2);
    expect(company.x + NODE_W / 2).toBeCloseTo(layout.width / 2);
    expect(layout.nodes.some((node) => node.kind === 'person')).toBe(false);
    // No two nodes overlap.
    for (const a of layout.nodes)
      for (const b of layout.nodes)
        if (a !== b) expect(intersects(a, { ...b, w: b.w - 1, h: b.h - 1 })).toBe(false);
  });

  it('stacks an open department’s people in one column, managers first, with what is left to load', () => {
    const people = [person(2), mara, person(3)];
    const layout = layoutDiagram({
      organization: organization(),
      collapsedDivisions: none,
      openDepartments: new Set([ids.engineering]),
      people: new Map([[ids.engineering, { items: people, total: 250 }]]),
    });
    const column = layout.nodes.filter(
      (node) => node.departmentId === ids.engineering && node.kind !== 'department',
    );
    expect(column.map((node) => node.label)).toEqual(['Mara Manager', 'Person 2', 'Person 3', '']);
    expect(column[0]?.manager).toBe(true);
    expect(column[3]).toMatchObject({ kind: 'more', count: 247 });
    expect(new Set(column.map((node) => node.x)).size).toBe(1);
    expect(column.every((node, index) => index === 0 || node.y > column[index - 1]!.y)).toBe(true);
  });

  it('hides a collapsed division’s departments and shows a pinned person before their page loads', () => {
    const far = person(999, { name: 'Far Away' });
    const layout = layoutDiagram({
      organization: organization(),
      collapsedDivisions: new Set([ids.commercial]),
      openDepartments: new Set([ids.engineering]),
      people: new Map(),
      pinned: [far],
    });
    expect(layout.nodes.some((node) => node.id === `department:${ids.marketing}`)).toBe(false);
    expect(layout.nodes.find((node) => node.id === `person:${far.companyMemberId}`)).toBeTruthy();
  });

  it('lays out 1,000 people quickly', () => {
    const many = Array.from({ length: 1000 }, (_, index) => person(index + 10));
    const started = performance.now();
    const layout = layoutDiagram({
      organization: organization(),
      collapsedDivisions: none,
      openDepartments: new Set([ids.engineering]),
      people: new Map([[ids.engineering, { items: many, total: 1000 }]]),
    });
    expect(layout.nodes.filter((node) => node.kind === 'person')).toHaveLength(1000);
    expect(performance.now() - started).toBeLessThan(200);
  });
});
