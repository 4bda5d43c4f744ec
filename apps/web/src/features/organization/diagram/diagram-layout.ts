import type { Organization } from '@atrium/contract/organization';
import type { Person } from '@atrium/contract/people';

/**
 * Positions of the organisation chart, computed once per change of data or of what is open (not
 * per frame): company on top, divisions below it, their departments below them, and an open
 * department's people stacked in a column under it, so that a department of hundreds stays one
 * column wide. Pure, so it is tested without a browser.
 */

export const NODE_W = 220;
const NODE_H = 64;
const PERSON_H = 44;
const PERSON_GAP = 8;
const PERSON_INDENT = 20;
const COLUMN_GAP = 24;
const DIVISION_GAP = 56;
const LEVEL_GAP = 56;

type NodeKind = 'company' | 'division' | 'department' | 'person' | 'more';

export interface DiagramNode {
  id: string;
  kind: NodeKind;
  x: number;
  y: number;
  w: number;
  h: number;
  label: string;
  sublabel: string | null;
  /** Members below (division, department) or still to load (more). */
  count: number;
  expanded: boolean;
  manager: boolean;
  divisionId: string | null;
  departmentId: string | null;
  person: Person | null;
}

interface DiagramEdge {
  id: string;
  /** SVG path data. */
  d: string;
  box: Box;
}

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface DepartmentPeople {
  items: readonly Person[];
  total: number;
}

export interface LayoutInput {
  organization: Organization;
  collapsedDivisions: ReadonlySet<string>;
  openDepartments: ReadonlySet<string>;
  people: ReadonlyMap<string, DepartmentPeople>;
  /** People shown even before their page is loaded (a search result being focused). */
  pinned?: readonly Person[];
}

export interface DiagramLayout {
  nodes: DiagramNode[];
  edges: DiagramEdge[];
  width: number;
  height: number;
}

const blank = {
  sublabel: null,
  count: 0,
  expanded: false,
  manager: false,
  divisionId: null,
  departmentId: null,
  person: null,
} satisfies Partial<DiagramNode>;

function elbow(id: string, x1: number, y1: number, x2: number, y2: number): DiagramEdge {
  const middle = y1 + (y2 - y1) / 2;
  return {
    id,
    d: `M${x1},${y1} V${middle} H${x2} V${y2}`,
    box: { x: Math.min(x1, x2), y: y1, w: Math.abs(x2 - x1) + 1, h: y2 - y1 },
  };
}

export function layoutDiagram(input: LayoutInput): DiagramLayout {
  const { organization, collapsedDivisions, openDepartments, people, pinned = [] } = input;
  const nodes: DiagramNode[] = [];
  const edges: DiagramEdge[] = [];
  const divisionY = NODE_H + LEVEL_GAP;
  const departmentY = divisionY + NODE_H + LEVEL_GAP;
  const peopleY = departmentY + NODE_H + 24;
  let cursor = 0;
  let bottom = NODE_H;

  const divisionNodes: DiagramNode[] = [];
  for (const division of organization.divisions) {
    const open = !collapsedDivisions.has(division.divisionId) && division.departments.length > 0;
    const count = open ? division.departments.length : 1;
    const span = count * NODE_W + (count - 1) * COLUMN_GAP;
    const divisionNode: DiagramNode = {
      ...blank,
      id: `division:${division.divisionId}`,
      kind: 'division',
      x: cursor + (span - NODE_W) / 2,
      y: divisionY,
      w: NODE_W,
      h: NODE_H,
      label: division.name,
      sublabel: division.managers.map((manager) => manager.name).join(', ') || null,
      count: division.memberCount,
      expanded: open,
      divisionId: division.divisionId,
    };
    nodes.push(divisionNode);
    divisionNodes.push(divisionNode);
    bottom = Math.max(bottom, divisionY + NODE_H);
    const divisionManagers = new Set(division.managers.map((manager) => manager.companyMemberId));

    if (open) {
      division.departments.forEach((department, index) => {
        const x = cursor + index * (NODE_W + COLUMN_GAP);
        const departmentOpen = openDepartments.has(department.departmentId);
        nodes.push({
          ...blank,
          id: `department:${department.departmentId}`,
          kind: 'department',
          x,
          y: departmentY,
          w: NODE_W,
          h: NODE_H,
          label: department.name,
          sublabel: department.managers.map((manager) => manager.name).join(', ') || null,
          count: department.memberCount,
          expanded: departmentOpen,
          divisionId: division.divisionId,
          departmentId: department.departmentId,
        });
        edges.push(
          elbow(
            `edge:${department.departmentId}`,
            divisionNode.x + NODE_W / 2,
            divisionY + NODE_H,
            x + NODE_W / 2,
            departmentY,
          ),
        );
        bottom = Math.max(bottom, departmentY + NODE_H);
        if (!departmentOpen) return;

        const managers = new Set(department.managers.map((manager) => manager.companyMemberId));
        const loaded = people.get(department.departmentId);
        const seen = new Set<string>();
        const list: Person[] = [];
        for (const person of [
          ...pinned.filter((candidate) => candidate.department?.id === department.departmentId),
          ...(loaded?.items ?? []),
        ]) {
          if (seen.has(person.companyMemberId)) continue;
          seen.add(person.companyMemberId);
          list.push(person);
        }
        // Managers first, then the directory's order (the sort is stable).
        list.sort(
          (a, b) => Number(managers.has(b.companyMemberId)) - Number(managers.has(a.companyMemberId)),
        );
        let y = peopleY;
        for (const person of list) {
          nodes.push({
            ...blank,
            id: `person:${person.companyMemberId}`,
            kind: 'person',
            x: x + PERSON_INDENT,
            y,
            w: NODE_W - PERSON_INDENT,
            h: PERSON_H,
            label: person.name,
            sublabel: person.position,
            manager: managers.has(person.companyMemberId) || divisionManagers.has(person.companyMemberId),
            divisionId: division.divisionId,
            departmentId: department.departmentId,
            person,
          });
          const middle = y + PERSON_H / 2;
          edges.push({
            id: `tick:${person.companyMemberId}`,
            d: `M${x + 8},${middle} H${x + PERSON_INDENT}`,
            box: { x: x + 8, y: middle, w: PERSON_INDENT - 8, h: 1 },
          });
          y += PERSON_H + PERSON_GAP;
        }
        const remaining = loaded ? loaded.total - loaded.items.length : department.memberCount;
        if (loaded && remaining > 0) {
          nodes.push({
            ...blank,
            id: `more:${department.departmentId}`,
            kind: 'more',
            x: x + PERSON_INDENT,
            y,
            w: NODE_W - PERSON_INDENT,
            h: PERSON_H,
            label: '',
            count: remaining,
            divisionId: division.divisionId,
            departmentId: department.departmentId,
          });
          y += PERSON_H + PERSON_GAP;
        }
        if (y > peopleY) {
          const last = y - PERSON_GAP - PERSON_H / 2;
          edges.push({
            id: `spine:${department.departmentId}`,
            d: `M${x + 8},${departmentY + NODE_H} V${last}`,
            box: { x: x + 8, y: departmentY + NODE_H, w: 1, h: last - departmentY - NODE_H },
          });
        }
        bottom = Math.max(bottom, y);
      });
    }
    cursor += span + DIVISION_GAP;
  }

  const width = Math.max(NODE_W, cursor - DIVISION_GAP);
  const company: DiagramNode = {
    ...blank,
    id: 'company',
    kind: 'company',
    x: (width - NODE_W) / 2,
    y: 0,
    w: NODE_W,
    h: NODE_H,
    label: organization.companyName,
    count: organization.memberCount,
    expanded: true,
  };
  nodes.unshift(company);
  for (const division of divisionNodes) {
    edges.unshift(
      elbow(`edge:${division.id}`, company.x + NODE_W / 2, NODE_H, division.x + NODE_W / 2, divisionY),
    );
  }
  return { nodes, edges, width, height: bottom };
}

/** Whether two boxes overlap: what the canvas draws is what meets the visible area. */
export function intersects(a: Box, b: Box): boolean {
  return a.x <= b.x + b.w && b.x <= a.x + a.w && a.y <= b.y + b.h && b.y <= a.y + a.h;
}
