// @vitest-environment happy-dom
import type { FeedItem } from './api';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { showInTest } from '../../test/i18n';
import { renderScreen } from '../../test/render-screen';
import { FeedScreen } from './FeedScreen';

const person = (memberId: string, name: string) => ({ memberId, name, picId: '' });
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

const CARD: FeedItem = {
  recognitionId: 7,
  giver: person('1', 'Hannah Okafor'),
  recipients: [{ ...person('3', 'Priya Raman'), division: 'Retail' }],
  value: 'Teamwork',
  valueArt: 'Teamwork',
  message: 'Thank you for running the stand all week',
  messageHidden: false,
  points: null,
  createdAt: hoursAgo(2),
  reactions: [{ kind: 'clap', count: 3, mine: false }],
  commentCount: 4,
  comments: [
    {
      commentId: 1,
      recognitionId: 7,
      author: person('2', 'James Whitfield'),
      text: 'Well deserved',
      hidden: false,
      mentions: [],
      createdAt: hoursAgo(1),
      editedAt: hoursAgo(1),
      canChange: false,
    },
  ],
};

const ENGLISH = [
  'Recent recognition',
  'Colleagues recognised across the business: react and join in.',
  'Everyone',
  'View all 4 comments',
  '2 h ago',
  '(edited)',
];

function renderFeed() {
  return renderScreen(<FeedScreen />, {
    path: '/recentrecognition',
    api: { 'feed.list': { items: [CARD], nextCursor: null } },
  });
}

function expectNoEnglish() {
  for (const text of ENGLISH) expect(screen.queryByText(text)).toBeNull();
  expect(screen.queryByRole('article', { name: 'Hannah Okafor recognised Priya Raman' })).toBeNull();
}

describe('the recognition feed in other languages', () => {
  it('speaks German; names, values, messages and comments stay as people wrote them', async () => {
    await showInTest('de');
    renderFeed();
    expect(screen.getByRole('heading', { level: 1, name: 'Aktuelle Anerkennungen' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Anerkannte Kolleginnen und Kollegen im ganzen Unternehmen: Reagieren Sie und machen Sie mit.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Alle' })).toBeInTheDocument();
    expect(
      await screen.findByRole('article', { name: 'Hannah Okafor hat Priya Raman anerkannt' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Thank you for running the stand all week')).toBeInTheDocument();
    expect(screen.getByText('Teamwork')).toBeInTheDocument();
    expect(await screen.findByText('Well deserved')).toBeInTheDocument();
    expect(screen.getByText('vor 2 Std.')).toBeInTheDocument();
    expect(screen.getByText('(bearbeitet)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Alle 4 Kommentare ansehen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Wer reagiert hat (3)' })).toBeInTheDocument();
    // A reaction's name is the contract's, from the catalogue the server says it from too.
    expect(screen.getByRole('button', { name: 'Applaus: 3 Reaktionen' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Kommentar hinzufügen')).toBeInTheDocument();
    expectNoEnglish();
  });

  it('speaks Arabic, with plural forms the language needs', async () => {
    await showInTest('ar');
    renderFeed();
    expect(screen.getByRole('heading', { level: 1, name: 'التقديرات الأخيرة' })).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByText('زملاء نالوا التقدير في أنحاء الشركة: تفاعل وشارك.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'الجميع' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'قدّر Hannah Okafor Priya Raman' })).toBeInTheDocument();
    expect(await screen.findByText('منذ ساعتين')).toBeInTheDocument();
    expect(await screen.findByLabelText('أضف تعليقًا')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تصفيق: 3 تفاعلات' })).toBeInTheDocument();
    expectNoEnglish();
  });
});
