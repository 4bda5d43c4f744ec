import { Box } from '@mantine/core';
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { intersects, type DiagramLayout, type DiagramNode } from './diagram-layout.ts';

export interface Transform {
  x: number;
  y: number;
  k: number;
}

export const MIN_ZOOM = 0.2;
export const MAX_ZOOM = 2;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Zooms by `factor` keeping the point (px, py) of the screen where it is. */
export function zoomAt(transform: Transform, factor: number, px: number, py: number): Transform {
  const k = clamp(transform.k * factor, MIN_ZOOM, MAX_ZOOM);
  const ratio = k / transform.k;
  return { k, x: px - (px - transform.x) * ratio, y: py - (py - transform.y) * ratio };
}

const MARGIN = 200;

function fit(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/**
 * Draws the chart as SVG: pan by dragging the background, zoom with the wheel, open and close
 * divisions and departments by clicking (or Enter/Space on a focused node). Only what meets the
 * visible area (plus a margin) is drawn, so a department of a thousand people costs what fits on
 * the screen; panning changes one transform attribute.
 */
export function DiagramCanvas({
  layout,
  transform,
  onTransform,
  size,
  focusId,
  onActivate,
}: {
  layout: DiagramLayout;
  transform: Transform;
  onTransform: (next: Transform) => void;
  size: { width: number; height: number };
  focusId: string | null;
  onActivate: (node: DiagramNode) => void;
}) {
  const { t } = useTranslation();
  const svg = useRef<SVGSVGElement>(null);
  const drag = useRef<{ x: number; y: number; start: Transform } | null>(null);
  const [dragging, setDragging] = useState(false);
  const latest = useRef(transform);
  useLayoutEffect(() => {
    latest.current = transform;
  }, [transform]);

  // Wheel listeners must be non-passive to stop the page from scrolling while zooming.
  useEffect(() => {
    const element = svg.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const rect = element.getBoundingClientRect();
      const factor = Math.exp(-event.deltaY * 0.0015);
      onTransform(zoomAt(latest.current, factor, event.clientX - rect.left, event.clientY - rect.top));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [onTransform]);

  const width = size.width || 1200;
  const height = size.height || 800;
  const visible = {
    x: -transform.x / transform.k - MARGIN,
    y: -transform.y / transform.k - MARGIN,
    w: width / transform.k + 2 * MARGIN,
    h: height / transform.k + 2 * MARGIN,
  };
  const nodes = layout.nodes.filter((node) => intersects(node, visible));
  const edges = layout.edges.filter((edge) => intersects(edge.box, visible));

  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    if ((event.target as Element).closest('[data-node]')) return;
    drag.current = { x: event.clientX, y: event.clientY, start: transform };
    setDragging(true);
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const start = drag.current;
    if (!start) return;
    onTransform({
      ...start.start,
      x: start.start.x + event.clientX - start.x,
      y: start.start.y + event.clientY - start.y,
    });
  };
  const onPointerUp = () => {
    drag.current = null;
    setDragging(false);
  };
  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    const step = 60;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [step, 0],
      ArrowRight: [-step, 0],
      ArrowUp: [0, step],
      ArrowDown: [0, -step],
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      onTransform({ ...transform, x: transform.x + move[0], y: transform.y + move[1] });
    } else if (event.key === '+' || event.key === '=') {
      onTransform(zoomAt(transform, 1.2, width / 2, height / 2));
    } else if (event.key === '-') {
      onTransform(zoomAt(transform, 1 / 1.2, width / 2, height / 2));
    }
  };

  return (
    <Box
      component="svg"
      ref={svg}
      role="application"
      aria-label={t('organization.diagram.canvas')}
      tabIndex={0}
      width="100%"
      height="100%"
      style={{ display: 'block', cursor: dragging ? 'grabbing' : 'grab', touchAction: 'none' }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onKeyDown={onKeyDown}
      data-visible-nodes={nodes.length}
    >
      <g transform={`translate(${transform.x},${transform.y}) scale(${transform.k})`}>
        <g fill="none" stroke="var(--mantine-color-gray-5)" strokeWidth={1.5}>
          {edges.map((edge) => (
            <path key={edge.id} d={edge.d} />
          ))}
        </g>
        {nodes.map((node) => (
          <NodeShape key={node.id} node={node} focused={node.id === focusId} onActivate={onActivate} />
        ))}
      </g>
    </Box>
  );
}

const STYLES = {
  company: { fill: 'var(--mantine-color-blue-7)', stroke: 'var(--mantine-color-blue-8)', text: 'white' },
  division: { fill: 'var(--mantine-color-blue-0)', stroke: 'var(--mantine-color-blue-4)', text: 'inherit' },
  department: { fill: 'var(--mantine-color-body)', stroke: 'var(--mantine-color-gray-4)', text: 'inherit' },
  person: { fill: 'var(--mantine-color-body)', stroke: 'var(--mantine-color-gray-3)', text: 'inherit' },
  more: { fill: 'var(--mantine-color-gray-0)', stroke: 'var(--mantine-color-gray-4)', text: 'inherit' },
} as const;

function NodeShape({
  node,
  focused,
  onActivate,
}: {
  node: DiagramNode;
  focused: boolean;
  onActivate: (node: DiagramNode) => void;
}) {
  const { t } = useTranslation();
  const style = STYLES[node.kind];
  const interactive = node.kind === 'division' || node.kind === 'department' || node.kind === 'more';
  const expandable = (node.kind === 'division' || node.kind === 'department') && node.count >= 0;
  const label =
    node.kind === 'more' ? t('organization.diagram.loadMore', { count: node.count }) : fit(node.label, 26);
  const ariaLabel =
    node.kind === 'person'
      ? [node.label, node.sublabel, node.manager ? t('organization.diagram.manager') : null]
          .filter(Boolean)
          .join(', ')
      : node.kind === 'more'
        ? label
        : // Everything the box shows, in its order, so the name holds the visible text (WCAG 2.5.3).
          [node.label, t('organization.memberCount', { count: node.count }), node.sublabel]
            .filter(Boolean)
            .join(', ');
  const stroke = focused
    ? 'var(--mantine-color-orange-6)'
    : node.manager
      ? 'var(--mantine-color-yellow-6)'
      : style.stroke;

  return (
    <g
      data-node={node.id}
      transform={`translate(${node.x},${node.y})`}
      role={interactive ? 'button' : 'img'}
      tabIndex={interactive ? 0 : -1}
      aria-label={ariaLabel}
      aria-expanded={expandable ? node.expanded : undefined}
      style={{ cursor: interactive ? 'pointer' : 'default' }}
      onClick={interactive ? () => onActivate(node) : undefined}
      onKeyDown={
        interactive
          ? (event) => {
              if (event.key === 'Enter' || event.key === ' ') {
                event.preventDefault();
                event.stopPropagation();
                onActivate(node);
              }
            }
          : undefined
      }
    >
      <rect
        width={node.w}
        height={node.h}
        rx={8}
        fill={node.manager ? 'var(--mantine-color-yellow-0)' : style.fill}
        stroke={stroke}
        strokeWidth={focused ? 3 : node.manager ? 2 : 1}
        strokeDasharray={node.kind === 'more' ? '4 3' : undefined}
      />
      <text
        x={12}
        y={node.kind === 'person' || node.kind === 'more' ? 18 : 24}
        fontSize={node.kind === 'person' || node.kind === 'more' ? 13 : 14}
        fontWeight={node.kind === 'person' || node.kind === 'more' ? 500 : 700}
        fill={style.text === 'inherit' ? 'var(--mantine-color-text)' : style.text}
      >
        {node.manager ? '★ ' : ''}
        {/* The space keeps this line a word apart from the next in the text read out of the box. */}
        {`${label} `}
      </text>
      {node.kind === 'person' && node.sublabel ? (
        <text x={12} y={34} fontSize={11} fill="var(--mantine-color-dimmed)">
          {fit(node.sublabel, 30)}
        </text>
      ) : null}
      {node.kind !== 'person' && node.kind !== 'more' ? (
        <text
          x={12}
          y={46}
          fontSize={11}
          fill={style.text === 'inherit' ? 'var(--mantine-color-dimmed)' : style.text}
        >
          {fit(
            [t('organization.memberCount', { count: node.count }), node.sublabel].filter(Boolean).join(' · '),
            34,
          )}
        </text>
      ) : null}
      {expandable && node.kind !== 'company' ? (
        <text x={node.w - 20} y={24} fontSize={12} fill="var(--mantine-color-dimmed)" aria-hidden>
          {node.expanded ? '▾' : '▸'}
        </text>
      ) : null}
    </g>
  );
}
