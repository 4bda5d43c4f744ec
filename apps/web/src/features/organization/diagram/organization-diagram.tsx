import type { Person } from '@atrium/contract/people';
import { ActionIcon, Alert, Box, Button, Center, Group, Loader, Paper, Text, Tooltip } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MemberPicker } from '../../../ui/member-picker.tsx';
import { useOrganization } from '../use-organization.ts';
import { DiagramCanvas, MAX_ZOOM, MIN_ZOOM, zoomAt, type Transform } from './diagram-canvas.tsx';
import { layoutDiagram, type DiagramNode } from './diagram-layout.ts';
import { useDepartmentPeople } from './use-department-people.ts';

const PADDING = 40;

/**
 * current-company-info/organization/diagram: the organisation chart. Divisions start open and
 * departments closed; opening a department loads its people a hundred at a time. Search focuses a
 * person: their department opens, they are shown (even before their page is loaded), centred and
 * outlined.
 */
export function OrganizationDiagram() {
  const { t } = useTranslation();
  const organization = useOrganization();
  const { ref, width, height } = useElementSize();
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [pages, setPages] = useState<ReadonlyMap<string, number>>(new Map());
  const [pinned, setPinned] = useState<Person[]>([]);
  const [focusId, setFocusId] = useState<string | null>(null);
  const [transform, setTransform] = useState<Transform>({ x: PADDING, y: PADDING, k: 1 });
  const pendingFocus = useRef<string | null>(null);
  const fitted = useRef(false);
  const { people, loading } = useDepartmentPeople(pages);

  const openDepartments = useMemo(() => new Set(pages.keys()), [pages]);
  const layout = useMemo(
    () =>
      organization.data
        ? layoutDiagram({
            organization: organization.data,
            collapsedDivisions: collapsed,
            openDepartments,
            people,
            pinned,
          })
        : null,
    [organization.data, collapsed, openDepartments, people, pinned],
  );

  const fitView = useCallback(() => {
    if (!layout || width === 0) return;
    const k = Math.min(
      1,
      Math.max(
        MIN_ZOOM,
        Math.min((width - 2 * PADDING) / layout.width, (height - 2 * PADDING) / layout.height),
      ),
    );
    setTransform({ k, x: (width - layout.width * k) / 2, y: PADDING });
  }, [layout, width, height]);

  // Fit once, when the chart and the canvas size are first known.
  useEffect(() => {
    if (!fitted.current && layout && width > 0) {
      fitted.current = true;
      fitView();
    }
  }, [layout, width, fitView]);

  // Centre a searched person once their node exists.
  useEffect(() => {
    const id = pendingFocus.current;
    if (!id || !layout) return;
    const node = layout.nodes.find((candidate) => candidate.id === id);
    if (!node) return;
    pendingFocus.current = null;
    const k = Math.max(transform.k, 0.9);
    setTransform({
      k,
      x: (width || 1200) / 2 - (node.x + node.w / 2) * k,
      y: (height || 800) / 2 - (node.y + node.h / 2) * k,
    });
  }, [layout, width, height, transform.k]);

  const toggleDepartment = (departmentId: string) =>
    setPages((current) => {
      const next = new Map(current);
      if (next.has(departmentId)) next.delete(departmentId);
      else next.set(departmentId, 1);
      return next;
    });

  const activate = (node: DiagramNode) => {
    if (node.kind === 'division' && node.divisionId) {
      const id = node.divisionId;
      setCollapsed((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      });
    } else if (node.kind === 'department' && node.departmentId) {
      toggleDepartment(node.departmentId);
    } else if (node.kind === 'more' && node.departmentId) {
      const id = node.departmentId;
      setPages((current) => new Map(current).set(id, (current.get(id) ?? 1) + 1));
    }
  };

  const focusPerson = (person: Person) => {
    if (!person.department || !person.division) {
      notifications.show({
        message: t('organization.diagram.notPlaced', { name: person.name }),
        autoClose: 3000,
      });
      return;
    }
    const departmentId = person.department.id;
    const divisionId = person.division.id;
    setCollapsed((current) => {
      const next = new Set(current);
      next.delete(divisionId);
      return next;
    });
    setPages((current) => (current.has(departmentId) ? current : new Map(current).set(departmentId, 1)));
    setPinned((current) => [
      ...current.filter((item) => item.companyMemberId !== person.companyMemberId),
      person,
    ]);
    setFocusId(`person:${person.companyMemberId}`);
    pendingFocus.current = `person:${person.companyMemberId}`;
  };

  const allDepartments = organization.data?.divisions.flatMap((division) =>
    division.departments.map((department) => department.departmentId),
  );

  if (organization.isPending) {
    return (
      <Center py="xl">
        <Loader size="sm" aria-label={t('organization.loading')} />
      </Center>
    );
  }
  if (organization.isError) {
    return (
      <Alert color="red" role="alert">
        <Group justify="space-between">
          {t('organization.loadFailed')}
          <Button size="compact-sm" variant="white" onClick={() => void organization.refetch()}>
            {t('organization.retry')}
          </Button>
        </Group>
      </Alert>
    );
  }

  const center = { x: (width || 1200) / 2, y: (height || 800) / 2 };
  return (
    <Box>
      <Group gap="sm" align="flex-end" mb="sm" wrap="wrap">
        <Box w={{ base: '100%', sm: 320 }}>
          <MemberPicker label={t('organization.diagram.find')} onPick={focusPerson} />
        </Box>
        <Group gap={4}>
          <Tooltip label={t('organization.diagram.zoomOut')}>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t('organization.diagram.zoomOut')}
              disabled={transform.k <= MIN_ZOOM}
              onClick={() => setTransform(zoomAt(transform, 1 / 1.25, center.x, center.y))}
            >
              −
            </ActionIcon>
          </Tooltip>
          <Text fz="sm" w={48} ta="center" aria-live="polite">
            {Math.round(transform.k * 100)}%
          </Text>
          <Tooltip label={t('organization.diagram.zoomIn')}>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t('organization.diagram.zoomIn')}
              disabled={transform.k >= MAX_ZOOM}
              onClick={() => setTransform(zoomAt(transform, 1.25, center.x, center.y))}
            >
              +
            </ActionIcon>
          </Tooltip>
          <Button variant="default" onClick={fitView}>
            {t('organization.diagram.fit')}
          </Button>
        </Group>
        <Group gap={4}>
          <Button
            variant="subtle"
            onClick={() => {
              setCollapsed(new Set());
              setPages(new Map((allDepartments ?? []).map((id) => [id, pages.get(id) ?? 1])));
            }}
          >
            {t('organization.diagram.expandAll')}
          </Button>
          <Button
            variant="subtle"
            onClick={() => {
              setPages(new Map());
              setPinned([]);
              setFocusId(null);
            }}
          >
            {t('organization.diagram.collapseAll')}
          </Button>
        </Group>
        {loading ? <Loader size="xs" aria-label={t('organization.loading')} /> : null}
      </Group>
      <Paper withBorder radius="md" ref={ref} h="min(70vh, 720px)" style={{ overflow: 'hidden' }}>
        {layout && organization.data.divisions.length > 0 ? (
          <DiagramCanvas
            layout={layout}
            transform={transform}
            onTransform={setTransform}
            size={{ width, height }}
            focusId={focusId}
            onActivate={activate}
          />
        ) : (
          <Center h="100%">
            <Text c="dimmed">{t('organization.emptyTitle')}</Text>
          </Center>
        )}
      </Paper>
      <Text c="dimmed" fz="xs" mt={6}>
        {t('organization.diagram.hint')}
      </Text>
    </Box>
  );
}
