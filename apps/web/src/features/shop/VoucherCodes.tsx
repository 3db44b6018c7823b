import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, CopyButton, Stack, Text, Title } from '@mantine/core';
import type { TOrderConfirmation } from '@portal/contract';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import classes from './confirmation.module.css';

/** The voucher codes of an order's dispatched lines, each with a Copy button, and how to use them. */
export function VoucherCodes({ vouchers }: { vouchers: TOrderConfirmation['vouchers'] }) {
  const { t } = useLingui();
  const codesLabel = (itemDescription: string) => t`Voucher codes of ${itemDescription}`;
  return (
    <Card aria-labelledby="voucher-codes-title">
      <Title order={2} size="h4" id="voucher-codes-title" mb={4}>
        <Trans>Your voucher codes</Trans>
      </Title>
      <Text size="sm" mb="sm">
        <Trans>
          Enter a code at the retailer’s online checkout (or show it in store) to spend its value. Each code
          can be used once; keep it private. We also sent the codes to your mobile by SMS.
        </Trans>
      </Text>
      <Stack gap="md">
        {vouchers.map((v) => (
          <div key={v.memberOrderItemId}>
            <Text fw={600} size="sm" mb={4}>
              {v.itemDescription}
            </Text>
            <ul className={classes.codes} aria-label={codesLabel(v.itemDescription)}>
              {v.codes.map((code) => (
                <li key={code} className={classes.code}>
                  <code>{code}</code>
                  <CopyButton value={code} timeout={2000}>
                    {({ copied, copy }) => (
                      <Button
                        variant={copied ? 'filled' : 'light'}
                        size="sm"
                        onClick={copy}
                        leftSection={
                          copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
                        }
                        aria-label={t`Copy ${code}`}
                        className={classes.copy}
                      >
                        {copied ? <Trans>Copied</Trans> : <Trans>Copy</Trans>}
                      </Button>
                    )}
                  </CopyButton>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </Stack>
    </Card>
  );
}
