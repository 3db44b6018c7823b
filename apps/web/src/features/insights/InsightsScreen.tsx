import { Trans, useLingui } from '@lingui/react/macro';
import { Container, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { insights, ROLE_TEXTS } from '@portal/contract';
import { sayText } from '../../lib/i18n/contract-texts';
import type { TInsightsBody, TInsightsScope } from './types';
import { useQuery } from '@tanstack/react-query';
import { useState, type ComponentType } from 'react';
import { useParams } from 'react-router';
import { ServerCsvButton } from '../../components/CsvExportButton';
import { NotFoundScreen } from '../../components/NotFoundScreen';
import { PageLoader } from '../../components/PageLoader';
import { PrintButton } from '../../components/PrintButton';
import { ToolbarSpacer } from '../../components/ReportPage';
import { ScreenNotice } from '../../components/ScreenNotice';
import { formErrorText } from '../../lib/api';
import { useBranding } from '../../lib/branding';
import { useMember } from '../../lib/member-data';
import { insightsQueries, type ScopesData } from './api';
import { FairnessSection } from './FairnessSection';
import { NominationsSection } from './NominationsSection';
import { ParticipationSection } from './ParticipationSection';
import { PeriodPicker } from './PeriodPicker';
import { PointsSection } from './PointsSection';
import { initialChoice, periodOf, type PeriodChoice } from './period';
import { ScopePicker } from './ScopePicker';
import { SECTIONS, SectionNav, sectionOf, type SectionKey } from './SectionNav';
import { ValuesSection } from './ValuesSection';
import reportClasses from '../../components/report.module.css';

const SECTION_SCREENS: Record<SectionKey, ComponentType<{ body: TInsightsBody; compare: boolean }>> = {
  participation: ParticipationSection,
  fairness: FairnessSection,
  values: ValuesSection,
  points: PointsSection,
  nominations: NominationsSection,
};

/**
 * /insights/:section: participation, fairness, values, points and nominations for managers
 * (their team and division), admin-report users and programme admins (any division, cluster or
 * the company). The server decides which scopes a viewer may read; the screen offers only those.
 */
export default function InsightsScreen() {
  const { t } = useLingui();
  const member = useMember();
  const { section: param } = useParams();
  const section = sectionOf(param);
  if (!(member.isManager || member.isAdminReports || member.isProgrammeAdmin))
    return <ScreenNotice heading={t`Insights`}>{sayText(ROLE_TEXTS.manager)}</ScreenNotice>;
  if (!section) return <NotFoundScreen />;
  return <Insights section={section} />;
}

function Insights({ section }: { section: SectionKey }) {
  const { t, i18n } = useLingui();
  const { programmeName } = useBranding();
  const label = i18n._(SECTIONS.find((s) => s.key === section)!.label);
  useDocumentTitle(t`Insights: ${label} · ${programmeName}`);
  const scopes = useQuery(insightsQueries.scopes());
  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            <Trans>Insights: {label}</Trans>
          </Title>
          <Text c="dimmed" mt={4}>
            <Trans>Whether recognition reaches everyone, and how the budget is spent.</Trans>
          </Text>
        </div>
        <SectionNav current={section} />
        {scopes.error ? (
          <ScreenNotice color="red">{formErrorText(scopes.error)}</ScreenNotice>
        ) : scopes.data ? (
          <Figures section={section} scopes={scopes.data} />
        ) : (
          <PageLoader />
        )}
      </Stack>
    </Container>
  );
}

/** One route for every section, so scope and period stay as chosen while the reader moves between them. */
function Figures({ section, scopes }: { section: SectionKey; scopes: ScopesData }) {
  const [scope, setScope] = useState<TInsightsScope>(scopes.defaultScope);
  const [choice, setChoice] = useState<PeriodChoice>(() => initialChoice(scopes.currentMonth, new Date()));
  const [compare, setCompare] = useState(false);
  const period = periodOf(choice);
  const body = period && { period, scope };
  const Section = SECTION_SCREENS[section];
  return (
    <>
      <div className={reportClasses.toolbar} data-print-hide>
        <ScopePicker scopes={scopes} value={scope} onChange={setScope} />
        <PeriodPicker
          currentMonth={scopes.currentMonth}
          choice={choice}
          onChange={setChoice}
          compare={compare}
          onCompareChange={setCompare}
        />
        <ToolbarSpacer />
        <PrintButton disabled={!body} />
        <ServerCsvButton
          call={insights.csv}
          body={{ period: period ?? { kind: 'month', month: scopes.currentMonth }, scope, section }}
          disabled={!body}
        />
      </div>
      {body ? (
        <Section body={body} compare={compare} />
      ) : (
        <Text size="sm" role="status">
          <Trans>Choose the first and last day of the period.</Trans>
        </Text>
      )}
    </>
  );
}
