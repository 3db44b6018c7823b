import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Button,
  Card,
  Container,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAward } from '@tabler/icons-react';
import { LIMITS, MESSAGE_TEXTS, nom, recipientOf, type SelectedMember } from '@portal/contract';
import { sayText } from '../../lib/i18n/contract-texts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { ScreenNotice } from '../../components/ScreenNotice';
import { RecipientPicker } from '../../components/select-members/RecipientPicker';
import { usePreselectedMember } from '../../components/select-members/use-preselected-member';
import { ApiError, formErrorText, formErrorsOf } from '../../lib/api';
import { useBranding } from '../../lib/branding';
import { fieldErrorsFrom, type FieldErrors } from '../../lib/use-form';
import { nominationQueries, useNominateMutation } from './api';
import { clearSessionNominee, readSessionNominee } from './session-nominee';
import classes from './nominations.module.css';
import { ProblemAlert } from '../../components/ProblemAlert';

const newRequestId = () => crypto.randomUUID();

/** /nominate and /nominate/:selectedMemberId: nominate colleagues or a whole division. */
export function NominateScreen() {
  const { programmeName } = useBranding();
  const { t } = useLingui();
  useDocumentTitle(t`Nominate · ${programmeName}`);
  const { selectedMemberId } = useParams();
  const [sessionNominee] = useState(readSessionNominee);
  const [nomCat, setNomCat] = useState('');
  const [reason, setReason] = useState('');
  const [members, setMembers] = useState<SelectedMember[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<{ title: string; message: string } | null>(null);
  const [sent, setSent] = useState(false);
  const [requestId, setRequestId] = useState(newRequestId);
  const categories = useQuery(nominationQueries.categories());
  const mutation = useNominateMutation();
  const preselect = usePreselectedMember(selectedMemberId ?? sessionNominee, (m) => {
    setMembers([m]);
    if (!selectedMemberId) clearSessionNominee();
  });
  // A stored id that names nobody is shown as an error once, not on every later visit.
  useEffect(() => {
    if (preselect.error && !selectedMemberId) clearSessionNominee();
  }, [preselect.error, selectedMemberId]);

  const clear = (field: string) => setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (mutation.isPending) return;
    setNotice(null);
    setSent(false);
    const body = { nomCat, reason: reason.trim(), members: members.map(recipientOf), requestId };
    const parsed = nom.newnom.body.safeParse(body);
    if (!parsed.success) {
      const local = fieldErrorsFrom(nom.newnom.body, body);
      setErrors(local);
      if (local.members)
        setNotice({ title: sayText(MESSAGE_TEXTS.recipientsRequiredTitle), message: local.members });
      return;
    }
    try {
      await mutation.mutateAsync(parsed.data);
    } catch (err) {
      if (err instanceof ApiError && err.kind === 'unauthorized') return;
      setErrors(formErrorsOf(err));
      setNotice({ title: t`Please note:`, message: formErrorText(err) });
      return;
    }
    setNomCat('');
    setReason('');
    setMembers([]);
    setErrors({});
    setRequestId(newRequestId());
    // The fresh form starts at the top with the confirmation in view, not where the button was.
    setSent(true);
    window.scrollTo({ top: 0 });
  }

  const help = categories.data?.categories ?? [];
  const memberError = preselect.error ? formErrorText(preselect.error) : '';
  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap={4} mb="lg">
        <Title order={1} size="h2">
          <Trans>Nominate</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>
            Nominate a colleague, or a whole division, who lives one of our values. Their manager reviews the
            nomination.
          </Trans>
        </Text>
      </Stack>
      <Card
        component="form"
        onSubmit={(e) => void submit(e)}
        noValidate
        p={{ base: 'md', sm: 'xl' }}
        aria-label={t`Nominate`}
      >
        <Stack gap="lg">
          {notice && <ProblemAlert title={notice.title}>{notice.message}</ProblemAlert>}
          {sent && (
            <Alert color="green" variant="light" role="status" icon={<IconAward size={18} />}>
              {sayText(MESSAGE_TEXTS.nominationSubmitted)}
            </Alert>
          )}
          {preselect.error && (
            <ScreenNotice color="red">{t`Error retrieving member data: ${memberError}`}</ScreenNotice>
          )}
          <RecipientPicker
            label={t`Nominees`}
            value={members}
            onChange={(next) => {
              setMembers(next);
              clear('members');
            }}
            error={errors.members}
            allowDivision
          />
          {categories.isPending ? (
            <PageLoader />
          ) : categories.error ? (
            <ScreenNotice color="red">{formErrorText(categories.error)}</ScreenNotice>
          ) : (
            <Radio.Group
              label={t`Category`}
              description={t`Which of our values did they live?`}
              value={nomCat}
              onChange={(v) => {
                setNomCat(v);
                clear('nomCat');
              }}
              error={errors.nomCat}
              required
              size="md"
            >
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="xs">
                {help.map((c) => (
                  <Radio.Card key={c.nomCat} value={c.nomCat} className={classes.category} p="md" radius="md">
                    <div className={classes.categoryRow}>
                      <Radio.Indicator />
                      <div>
                        <Text fw={600}>{c.name}</Text>
                        <Text size="sm" c="dimmed">
                          {c.helpText}
                        </Text>
                      </div>
                    </div>
                  </Radio.Card>
                ))}
              </SimpleGrid>
            </Radio.Group>
          )}
          <Textarea
            size="md"
            label={t`Reason`}
            placeholder={t`What did they do, and what difference did it make?`}
            description={plural(LIMITS.nominationReason - reason.length, {
              one: '# character remaining',
              other: '# characters remaining',
            })}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            required
            autosize
            minRows={5}
            maxRows={12}
            maxLength={LIMITS.nominationReason}
            value={reason}
            onChange={(e) => {
              setReason(e.currentTarget.value);
              clear('reason');
            }}
            error={errors.reason}
          />
          <Button
            className="button-wraps"
            type="submit"
            size="md"
            loading={mutation.isPending}
            leftSection={<IconAward size={18} aria-hidden />}
            style={{ alignSelf: 'flex-end' }}
          >
            <Trans>Submit nomination</Trans>
          </Button>
        </Stack>
      </Card>
    </Container>
  );
}

export default NominateScreen;
