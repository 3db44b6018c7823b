import type { insights } from '@portal/contract';

/** The insights contract's types, by their short names. */
export type TInsightsBody = insights.TInsightsBody;
export type TInsightsPeriod = insights.TInsightsPeriod;
export type TInsightsScope = insights.TInsightsScope;
export type TParticipationRow = insights.TParticipationRow;
export type TBudgetRow = insights.TBudgetRow;
