// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, renderScreen } from '../../../test/render-screen';
import ModerationScreen from './ModerationScreen';

const moderation = () =>
  renderScreen(<ModerationScreen />, {
    path: '/admin/moderation',
    member: { isProgrammeAdmin: true },
    api: {
      'admin.recognitionsearch': { recognitions: [] },
      'admin.recognitionreverse': (body) => ({
        recognitionId: body.recognitionId,
        pointsReversed: 40,
        reversalTransferId: 901,
      }),
      'admin.picturehide': (body) => ({ pictureId: body.pictureId, hidden: true }),
    },
  });

/** The fields of one reason form: its number and its reason, in the order the page shows them. */
const fieldsOf = (idLabel: string, form: 0 | 1) => ({
  id: screen.getByRole('textbox', { name: idLabel }),
  reason: screen.getAllByRole('textbox', { name: 'Reason' })[form]!,
});

describe('the moderation page', () => {
  it('reverses a recognition’s points with the reason, says how many came back and clears the form', async () => {
    const { user, api } = moderation();
    const fields = fieldsOf('Recognition number', 1);
    await user.type(fields.id, '12');
    await user.type(fields.reason, 'Sent by mistake');
    await user.click(screen.getByRole('button', { name: 'Reverse points' }));
    expect(await screen.findByText('40 points returned from recognition 12.')).toBeInTheDocument();
    expect(screen.getByText('Recognition reversed')).toBeInTheDocument();
    expect(api.bodiesOf('admin.recognitionreverse')).toEqual([
      { recognitionId: 12, reason: 'Sent by mistake' },
    ]);
    expect(fields.id).toHaveValue('');
    expect(fields.reason).toHaveValue('');
  });

  it('hides a picture with the reason', async () => {
    const { user, api } = moderation();
    const fields = fieldsOf('Picture number', 0);
    await user.type(fields.id, '5');
    await user.type(fields.reason, 'Not work appropriate');
    await user.click(screen.getByRole('button', { name: 'Hide picture' }));
    expect(await screen.findByText('Picture 5 is hidden.')).toBeInTheDocument();
    expect(api.bodiesOf('admin.picturehide')).toEqual([
      { pictureId: 5, hidden: true, reason: 'Not work appropriate' },
    ]);
  });

  it('keeps what was typed and shows the server’s refusal', async () => {
    const { user, api } = moderation();
    api.answer(
      'admin.recognitionreverse',
      failure(400, 'Please correct the highlighted fields.', { recognitionId: 'No such recognition' }),
    );
    const fields = fieldsOf('Recognition number', 1);
    await user.type(fields.id, '404');
    await user.type(fields.reason, 'Sent by mistake');
    await user.click(screen.getByRole('button', { name: 'Reverse points' }));
    expect(await screen.findByText('No such recognition')).toBeInTheDocument();
    expect(fields.reason).toHaveValue('Sent by mistake');
  });
});
