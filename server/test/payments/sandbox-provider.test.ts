import type { ChargeRequest } from '../../src/services/payment-gateway';
import {
  SANDBOX_MESSAGES,
  createSandboxProvider,
  judgeCard,
  passesLuhn,
} from '../../src/payments/sandbox-provider';
import { createPaymentGateway } from '../../src/payments/provider';
import { loadConfig } from '../../src/config';
import { sandboxToken } from './sandbox-cards';

const NOW = new Date('2026-11-21T12:00:00Z');
const card = (number: string, over: Record<string, string> = {}) =>
  sandboxToken({ number, cvv: '123', exp_month: '12', exp_year: '2030', ...over });

function chargeFor(
  card_token: string,
  idempotency_key: string,
  amount_cents = 2750,
): ChargeRequest {
  return {
    hoaid: 'demo',
    unitnumber: '101',
    amount_cents,
    reference: 'parking at unit 101 from 2026-11-21 to 2026-11-23',
    memo: '2020 Honda Fit, plate TST001 DE',
    payment: {
      card_token,
      idempotency_key,
      quote_id: '00000000-0000-4000-8000-000000000000',
      customer: { first_name: 'Olivia', last_name: 'Owner', zip: '19930' },
    },
  };
}

describe('the Luhn check', () => {
  it('accepts real test numbers and refuses a changed digit or non-digits', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('5555555555554444')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('4242abcd42424242')).toBe(false);
    expect(passesLuhn('42')).toBe(false);
  });
});

describe('the sandbox provider judging a card', () => {
  it('approves 4242 4242 4242 4242 with a future expiry and a 3 or 4 digit CVV', () => {
    const approved = judgeCard(card('4242424242424242'), NOW);
    expect(approved).toEqual({
      status: 'succeeded',
      transaction_id: expect.stringMatching(/^sbx_[0-9a-f]{24}$/),
    });
    expect(judgeCard(card('4242424242424242', { cvv: '1234' }), NOW).status).toBe('succeeded');
  });

  it('declines the documented decline numbers with the provider message', () => {
    expect(judgeCard(card('4000000000000002'), NOW)).toEqual({
      status: 'declined',
      message: 'Your card was declined.',
    });
    expect(judgeCard(card('4000000000009995'), NOW)).toMatchObject({
      message: 'Your card has insufficient funds.',
    });
    expect(judgeCard(card('4000000000000069'), NOW)).toMatchObject({
      message: 'Your card has expired.',
    });
  });

  it('declines a past expiry or an impossible month, but accepts the current month', () => {
    expect(judgeCard(card('4242424242424242', { exp_year: '2025' }), NOW)).toMatchObject({
      message: SANDBOX_MESSAGES.badExpiry,
    });
    expect(
      judgeCard(card('4242424242424242', { exp_month: '10', exp_year: '2026' }), NOW),
    ).toMatchObject({
      status: 'declined',
    });
    expect(judgeCard(card('4242424242424242', { exp_month: '13' }), NOW).status).toBe('declined');
    expect(
      judgeCard(card('4242424242424242', { exp_month: '11', exp_year: '2026' }), NOW).status,
    ).toBe('succeeded');
  });

  it('declines a bad CVV, a Luhn failure and an unreadable token with a clear message', () => {
    expect(judgeCard(card('4242424242424242', { cvv: '12' }), NOW)).toMatchObject({
      message: SANDBOX_MESSAGES.badCvv,
    });
    expect(judgeCard(card('4242424242424241'), NOW)).toMatchObject({
      message: SANDBOX_MESSAGES.badNumber,
    });
    expect(judgeCard('tok_visa', NOW)).toMatchObject({ message: SANDBOX_MESSAGES.badToken });
    expect(judgeCard('sandbox:not-json', NOW)).toMatchObject({
      message: SANDBOX_MESSAGES.badToken,
    });
  });
});

describe('the sandbox provider charging', () => {
  it('charges once per idempotency key and returns the same transaction to a retry', async () => {
    const provider = createSandboxProvider(() => NOW);
    const first = await provider.charge(chargeFor(card('4242424242424242'), 'key-0001-abc'));
    const retry = await provider.charge(chargeFor(card('4242424242424242'), 'key-0001-abc'));
    expect(retry).toEqual(first);
    expect(provider.chargeCount()).toBe(1);
    const other = await provider.charge(chargeFor(card('4242424242424242'), 'key-0002-abc'));
    expect(other).not.toEqual(first);
    expect(provider.chargeCount()).toBe(2);
  });

  it('refuses a key reused for a different amount and lets a declined key be retried', async () => {
    const provider = createSandboxProvider(() => NOW);
    await provider.charge(chargeFor(card('4242424242424242'), 'key-0003-abc', 1000));
    expect(
      await provider.charge(chargeFor(card('4242424242424242'), 'key-0003-abc', 9999)),
    ).toEqual({ status: 'declined', message: SANDBOX_MESSAGES.keyReused });
    const declined = await provider.charge(chargeFor(card('4000000000000002'), 'key-0004-abc'));
    expect(declined.status).toBe('declined');
    const fixed = await provider.charge(chargeFor(card('4242424242424242'), 'key-0004-abc'));
    expect(fixed.status).toBe('succeeded');
    expect(provider.chargeCount()).toBe(2);
  });
});

describe('the sandbox provider refunding (docs/adr/0009)', () => {
  it('refunds a charge once, for its own amount only, and nets it out', async () => {
    const provider = createSandboxProvider(() => NOW);
    const charged = await provider.charge(chargeFor(card('4242424242424242'), 'key-0005-abc'));
    if (charged.status !== 'succeeded') throw new Error('charge failed');
    expect(provider.netChargedCents()).toBe(2750);
    const wrongAmount = { transaction_id: charged.transaction_id, amount_cents: 1 };
    expect(await provider.refund({ ...wrongAmount, idempotency_key: 'key-0005-abc' })).toEqual({
      status: 'failed',
      message: SANDBOX_MESSAGES.unknownCharge,
    });
    const request = {
      transaction_id: charged.transaction_id,
      amount_cents: 2750,
      idempotency_key: 'key-0005-abc',
    };
    const refund = await provider.refund(request);
    expect(refund).toMatchObject({
      status: 'refunded',
      refund_id: expect.stringMatching(/^sbx_re_/),
    });
    expect(await provider.refund(request)).toEqual(refund);
    expect(provider.refundCount()).toBe(1);
    expect(provider.netChargedCents()).toBe(0);
    const unknown = { ...request, transaction_id: 'sbx_nope' };
    expect((await provider.refund(unknown)).status).toBe('failed');
  });
});

describe('choosing the provider (PAYMENT_PROVIDER)', () => {
  it('defaults to the sandbox and can be switched off', async () => {
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(32) }).paymentProvider).toBe('sandbox');
    const none = loadConfig({ JWT_SECRET: 'x'.repeat(32), PAYMENT_PROVIDER: 'none' });
    expect(createPaymentGateway(none.paymentProvider).provider).toBe('none');
    expect(createPaymentGateway('sandbox').provider).toBe('sandbox');
    const declined = await createPaymentGateway('none').charge(
      chargeFor(card('4242424242424242'), 'k-none-01'),
    );
    expect(declined.status).toBe('declined');
    expect(() => loadConfig({ JWT_SECRET: 'x'.repeat(32), PAYMENT_PROVIDER: 'stripe' })).toThrow(
      'PAYMENT_PROVIDER',
    );
  });
});
