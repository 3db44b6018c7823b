import { useDocumentTitle } from '@mantine/hooks';
import { DEFAULT_SEND_BY, SIMPLY_SAY_VALUES, type SendBy } from '@portal/contract';
import { useParams } from 'react-router';
import { RecipientPicker } from '../../components/select-members/RecipientPicker';
import { ScreenNotice } from '../../components/ScreenNotice';
import { formErrorText } from '../../lib/api';
import { useBranding, useValueList } from '../../lib/branding';
import { useForm } from '../../lib/use-form';
import { CardPreview } from './reward-form/CardPreview';
import { RewardFormCard, RewardSuccess } from './reward-form/RewardLayout';
import { DeliveryFields } from './reward-form/DeliveryFields';
import { ValueCards } from './reward-form/ValueCards';
import { useCelebration } from './reward-form/use-celebration';
import { usePreselectedMember } from '../../components/select-members/use-preselected-member';
import { useRewardSender } from './reward-form/use-reward-sender';

const blurbOf = (value: string) => SIMPLY_SAY_VALUES.find((v) => v.value === value)?.blurb;
const blank = () => ({ reason: '', sendBy: DEFAULT_SEND_BY.thankyou as SendBy | null, message: '' });

/** /recognise and /recognise/:selectedMemberId: an e-card without points (spec screen 12). */
export function SimplySayScreen() {
  const { programmeName } = useBranding();
  const valueList = useValueList('thankyou');
  useDocumentTitle(`Simply Say · ${programmeName}`);
  const { selectedMemberId } = useParams();
  const celebration = useCelebration('thankyou');
  const sender = useRewardSender();
  const form = useForm({ ...blank(), reason: celebration?.value ?? '' });
  const { values, setValue } = form;
  const preselect = usePreselectedMember(selectedMemberId ?? celebration?.memberId ?? null, (m) =>
    sender.setRecipients([m]),
  );
  // 'birthday' and 'anniversary' come only from a celebration link, so they join the cards then.
  const cards =
    valueList.includes(values.reason) || !values.reason ? valueList : [values.reason, ...valueList];
  const errors = { ...form.errors, ...sender.errors };

  if (sender.displayPart === 1) {
    return (
      <RewardSuccess
        title="Card sent"
        message="Your Simply Say e-card is on its way."
        onSendAnother={sender.sendAnother}
      />
    );
  }

  async function submit() {
    const sent = await sender.send({
      what: 'thankyou',
      reason: values.reason,
      message: values.message.trim(),
      sendBy: values.sendBy as SendBy,
    });
    if (sent) form.setValues(blank());
  }

  return (
    <RewardFormCard
      title="Simply Say"
      intro="Send a colleague an e-card to say thank you. No points, just appreciation."
      notice={sender.notice}
      pending={sender.pending}
      submitLabel="Send e-card"
      onSubmit={() => void submit()}
      aside={<CardPreview value={values.reason} recipients={sender.recipients} message={values.message} />}
    >
      {preselect.error && (
        <ScreenNotice color="red">
          Error retrieving member data: {formErrorText(preselect.error)}
        </ScreenNotice>
      )}
      <RecipientPicker value={sender.recipients} onChange={sender.setRecipients} error={errors.recipients} />
      <ValueCards
        values={cards}
        value={values.reason}
        onChange={(v) => {
          setValue('reason', v);
          sender.clearError('reason');
        }}
        error={errors.reason}
        description={blurbOf(values.reason)}
      />
      <DeliveryFields
        what="thankyou"
        sendBy={values.sendBy}
        message={values.message}
        errors={errors}
        onSendBy={(v) => setValue('sendBy', v)}
        onMessage={(v) => {
          setValue('message', v);
          sender.clearError('message');
        }}
      />
    </RewardFormCard>
  );
}
