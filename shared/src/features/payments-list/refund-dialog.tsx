// An admin gives all or part of a payment back, with a reason (docs/adr/0020). The amount starts
// at what is left of the payment; the server refunds through the card provider, releases the
// nights the plate did not use and mails the owner a refund receipt.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { refundPayment } from '../../api';
import { queryKeys } from '../../data';
import type { PaymentRecord } from '../../domain/api-contract';
import { Button, DialogFrame, ErrorBox, TextField } from '../../ui';
import { formatMoney } from '../payment-summary/stay-charge';
import { apiErrorMessage } from '../report-api-error';

export const REFUND_TEXTS = {
  button: 'Refund',
  title: 'Refund payment',
  amount: 'Amount to refund ($)',
  reason: 'Reason',
  submit: 'Refund payment',
  cancel: 'Cancel',
  amountInvalid: 'Give an amount between $0.01 and what is left of the payment.',
  reasonMissing: 'Please give the reason for the refund.',
  done: (amount: number) => `${formatMoney(amount)} refunded. The owner gets a refund receipt.`,
} as const;

/** What is left to refund of a payment, in dollars. */
export function refundableOf(payment: PaymentRecord): number {
  return Math.max(0, Math.round((payment.amount - payment.refunded) * 100) / 100);
}

export interface RefundDialogProps {
  payment: PaymentRecord;
  onClose: (refunded?: number) => void;
}

export function RefundDialog({ payment, onClose }: RefundDialogProps) {
  const left = refundableOf(payment);
  const [amount, setAmount] = useState(left.toFixed(2));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const client = useQueryClient();
  const describedBy = useId();
  const refund = useMutation({
    mutationFn: refundPayment,
    onSuccess: async (_record, request) => {
      await client.invalidateQueries({ queryKey: queryKeys.payments.all });
      onClose(request.amount);
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = Number(amount);
    const found: typeof errors = {};
    if (!/^\d+(\.\d{1,2})?$/.test(amount.trim()) || !(value > 0) || value > left) {
      found.amount = REFUND_TEXTS.amountInvalid;
    }
    if (!reason.trim()) found.reason = REFUND_TEXTS.reasonMissing;
    setErrors(found);
    if (found.amount || found.reason) return;
    refund.mutate({ payment_id: payment.payment_id, amount: value, reason: reason.trim() });
  };

  return (
    <DialogFrame
      title={REFUND_TEXTS.title}
      onDismiss={() => onClose()}
      onSubmit={submit}
      describedBy={describedBy}
      width="sm"
      actions={
        <>
          <Button variant="secondary" type="button" onClick={() => onClose()}>
            {REFUND_TEXTS.cancel}
          </Button>
          <Button type="submit" disabled={refund.isPending}>
            {REFUND_TEXTS.submit}
          </Button>
        </>
      }
    >
      <p id={describedBy}>
        {payment.plate}, unit {payment.unitnumber}: {formatMoney(payment.amount)} paid on{' '}
        {payment.paid_on} for {payment.nights} nights; {formatMoney(left)} left to refund. Nights
        the car did not use are released for the amount refunded.
      </p>
      <ErrorBox message={refund.error ? apiErrorMessage(refund.error) : null} />
      <TextField
        label={REFUND_TEXTS.amount}
        inputMode="decimal"
        value={amount}
        error={errors.amount}
        onChange={(event) => {
          setAmount(event.target.value);
          setErrors((current) => ({ ...current, amount: undefined }));
        }}
        required
      />
      <TextField
        label={REFUND_TEXTS.reason}
        value={reason}
        maxLength={500}
        error={errors.reason}
        onChange={(event) => {
          setReason(event.target.value);
          setErrors((current) => ({ ...current, reason: undefined }));
        }}
        required
      />
    </DialogFrame>
  );
}
